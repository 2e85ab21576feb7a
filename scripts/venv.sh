# Shared by play.sh and test.sh (sourced): make .venv with a supported Python and install into it
# only when needed, so that a second start needs no network.
#   ensure_venv NAME SPEC   installs SPEC (e.g. "." or ".[dev]") editable, stamped as .venv/.NAME-installed

supported() { "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1; }

ensure_venv() {
  local name=$1 spec=$2 stamp=.venv/.$1-installed py
  if [ -e .venv ] && ! supported .venv/bin/python; then
    echo "$name: .venv was made by an unsupported Python ($(.venv/bin/python --version 2>&1 || echo none)); making it again" >&2
    rm -rf .venv
  fi
  if [ ! -x .venv/bin/python ]; then
    for py in "${PYTHON:-python3}" python3.13 python3.12 python3.11; do
      if command -v "$py" >/dev/null && supported "$py"; then break; fi
      py=""
    done
    if [ -z "$py" ]; then
      echo "$name: Paiju needs Python 3.11 or newer (https://www.python.org/downloads/)" >&2
      exit 1
    fi
    "$py" -m venv .venv
  fi
  # the stamp is a copy of the pyproject.toml last installed: a changed file installs again
  if [ ! -f "$stamp" ] || ! cmp -s pyproject.toml "$stamp"; then
    if ! .venv/bin/python -m pip install -q --disable-pip-version-check -e "$spec"; then
      # the raw pip error above says what failed; this says why an install was needed and what to do
      if [ -f "$stamp" ]; then why="pyproject.toml changed since the last install"; else why="this is the first start"; fi
      echo "$name: could not install Paiju's packages ($why), and installing needs the network." >&2
      echo "$name: connect to the internet and run this again; later starts work offline." >&2
      exit 1
    fi
    cp pyproject.toml "$stamp"
  fi
}
