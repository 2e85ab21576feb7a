"""Bundle size and start-up time: from process start to the first frame, for the source run and
the built one-folder app (``dist/paiju``). Prints figures; asserts nothing.

    .venv/bin/python benchmarks/startup.py [--runs 5]

The time is measured from spawning the process to its exit after one frame (``--smoke 1``), so it
includes interpreter start, imports, window and font set-up, the first draw and a clean exit.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist" / "paiju"


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def time_runs(cmd: list[str], runs: int) -> list[float]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        subprocess.run(cmd, cwd=ROOT, env=env, check=True, capture_output=True)
        out.append(time.perf_counter() - t)
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    src = time_runs([sys.executable, "-m", "app", "--smoke", "1"], args.runs)
    print(f"source: start to first frame {statistics.median(src):.2f} s median, {max(src):.2f} s max")
    exe = DIST / ("paiju.exe" if os.name == "nt" else "paiju")
    if not exe.exists():
        print("bundle: not built (run: .venv/bin/pyinstaller build.spec)")
        return
    print(f"bundle: {folder_size(DIST) / 1e6:.1f} MB in {DIST.relative_to(ROOT)}")
    built = time_runs([str(exe), "--smoke", "1"], args.runs)
    print(f"bundle: start to first frame {statistics.median(built):.2f} s median, {max(built):.2f} s max")


if __name__ == "__main__":
    main()
