#!/usr/bin/env bash
# Builds the sdist, then the wheel from it (so both must carry every file), installs the wheel
# (not editable) into a fresh venv without the package index, and runs the installed game from /
# headless: every font, sound, icon and data file must load from the installed copy.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
out=$repo/build/wheel-check
rm -rf "$out"
mkdir -p "$out"
.venv/bin/python -m build --outdir "$out/dist" . >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
wheel=$(ls "$out"/dist/paiju-*.whl)
# the game's dependencies as wheels beside it (from the pip cache when it has them)
.venv/bin/python -m pip download -q --disable-pip-version-check -d "$out/dist" "$wheel" 2>&1 | grep -v "^WARNING: Location" || true
python3 -m venv "$out/venv"
"$out/venv/bin/python" -m pip install -q --disable-pip-version-check --no-index --find-links "$out/dist" paiju

cd /
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
"$out/venv/bin/paiju" --version
"$out/venv/bin/paiju" --check-assets > "$out/assets.txt" || { cat "$out/assets.txt"; exit 1; }
tail -n 1 "$out/assets.txt"
if grep -q "$repo/\(assets\|app\|ai\)/" "$out/assets.txt"; then
  echo "check_wheel: the installed game read files from the source tree" >&2
  exit 1
fi
"$out/venv/bin/paiju" --smoke 60 | tail -n 2
"$out/venv/bin/python" - <<'PY'
from importlib.metadata import distribution
names = {str(f).split("/")[-1] for f in distribution("paiju").files if "licenses" in str(f)}
missing = {"LICENSE", "THIRD-PARTY-NOTICES", "OFL.txt"} - names
assert not missing, f"the wheel lacks {missing}"
print("wheel: LICENSE, THIRD-PARTY-NOTICES and OFL.txt in its metadata")
PY
echo "wheel check passed: $(basename "$wheel")"
