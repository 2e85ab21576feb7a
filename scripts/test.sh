#!/usr/bin/env bash
# Sets up .venv with everything the project needs (only when missing or pyproject.toml changed),
# then runs the linter, the type checker (pyproject.toml's [tool.mypy]) and every test, on every core
# (pytest-xdist). Arguments go to pytest and come after the defaults, so they win: `-m "not slow"` is
# the quick run, `-n 0` runs in one process.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
ensure_venv test ".[dev]"
.venv/bin/python -m ruff check engine ai app tests benchmarks scripts
.venv/bin/python -m mypy
# Python's bytecode cache on, even where the environment switches it off (PYTHONDONTWRITEBYTECODE):
# without it every xdist worker compiles the project and pytest rewrites every test module's asserts
# again (about 5 of a worker's 8.6 CPU seconds of collection), and so does every AI worker process a
# test spawns; __pycache__/ is gitignored
unset PYTHONDONTWRITEBYTECODE
# pytest's temporary folders in memory where the system has a RAM disk (Linux's /dev/shm): the app
# tests write and remove thousands of small files, every save fsync'd, and on a busy disk the
# waiting was a third of those tests' wall time; the folder goes when the run ends
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
  tmp_root=$(mktemp -d /dev/shm/paiju-tests.XXXXXX)
  trap 'rm -rf "$tmp_root"' EXIT
  set -- --basetemp="$tmp_root/t" "$@"
fi
# --dist loadfile: a file's tests stay on one worker, so a module fixture is built once and tests
# that share a module's state run in the order they are written (the costliest files go out first:
# tests/conftest.py, and --no-loadscope-reorder in pyproject.toml)
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m pytest -n auto --dist loadfile "$@"
