#!/usr/bin/env bash
# Sets up .venv with the game's dependencies, then starts the game.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install -q --disable-pip-version-check -e .
exec .venv/bin/python -m app "$@"
