#!/usr/bin/env bash
# Sets up .venv with everything the project needs (only when missing or pyproject.toml changed),
# then runs the linter, the type checker (pyproject.toml's [tool.mypy]) and the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
ensure_venv test ".[dev]"
.venv/bin/python -m ruff check engine ai app tests benchmarks scripts
.venv/bin/python -m mypy
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m pytest "$@"
