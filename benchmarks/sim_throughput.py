"""Random-legal play speed, old code against new, in one run: the simulator's hands per CPU
second (``engine.simulate.run``'s engine time) per game, each side in its own process, taken in
turns so that a busy machine slows both alike. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/sim_throughput.py --base a802f12 [--hands 300] [--rounds 5]

``--base`` is any commit of this repository: its ``engine/`` is unpacked to a temporary folder
(``git archive``) and timed beside the working tree's.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tarfile
import tempfile
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ["banbiantianzha", "datongzi", "banzipao", "chexuan", "zhaopengyou", "sandayi"]

_CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
import engine
from engine.simulate import run
assert engine.__file__.startswith(sys.argv[1]), engine.__file__
n, f, secs = run(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
print(json.dumps({"rate": n / secs, "failures": f}))
"""


def unpack(ref: str, into: Path, parts: tuple[str, ...] = ("engine",)) -> None:
    """``engine/`` (or the folders ``parts``) of commit ``ref`` under ``into``."""
    data = subprocess.run(["git", "-C", str(ROOT), "archive", ref, *parts], check=True,
                          capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(data)) as tar:
        tar.extractall(into, filter="data")


def rate(tree: Path, game: str, hands: int, seed: int) -> float:
    out = subprocess.run([sys.executable, "-c", _CHILD, str(tree), game, str(hands), str(seed)],
                         check=True, capture_output=True, text=True, cwd=tree).stdout
    data = json.loads(out.strip().splitlines()[-1])
    if data["failures"]:
        raise SystemExit(f"{game}: {data['failures']} invariant failures in {tree}")
    return data["rate"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", required=True, help="the old commit (e.g. main before the change)")
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=5, help="old/new turns per game (median taken)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("games", nargs="*", default=GAMES)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old_tree = Path(tmp)
        unpack(args.base, old_tree)
        print(f"hands/CPU-second of random-legal play, {args.hands} hands (seed {args.seed}), "
              f"{args.rounds} interleaved runs a side; old = {args.base}, new = working tree")
        for game in args.games:
            old, new = [], []
            for i in range(args.rounds):
                first, second = (old_tree, ROOT) if i % 2 == 0 else (ROOT, old_tree)
                for tree in (first, second):
                    (old if tree == old_tree else new).append(rate(tree, game, args.hands, args.seed))
            o, n = statistics.median(old), statistics.median(new)
            bo, bn = max(old), max(new)  # the least disturbed run of each side
            print(f"{game:15s} median old {o:6.0f} new {n:6.0f} {100 * (n / o - 1):+6.1f} %   "
                  f"best old {bo:6.0f} new {bn:6.0f} {100 * (bn / bo - 1):+6.1f} %", flush=True)


if __name__ == "__main__":
    main()
