#!/usr/bin/env bash
# Starts the game from a clone. The first run makes .venv and installs the game (network needed
# once); later runs install nothing, so they work offline, unless pyproject.toml changed since the
# last install or .venv was made by a Python older than 3.11 (then it is made again).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/venv.sh
ensure_venv play .
exec .venv/bin/python -m app "$@"
