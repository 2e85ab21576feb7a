#!/usr/bin/env bash
# Sets up .venv with everything the project needs, then runs the linter and the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -e ".[dev]"
.venv/bin/python -m ruff check engine ai app tests benchmarks scripts
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m pytest "$@"
