"""Random-legal play speed, old code against new, in one run: hands per CPU second per game,
each side in its own process, taken in turns so that a busy machine slows both alike. Prints
figures; asserts nothing.

    .venv/bin/python benchmarks/sim_throughput.py --base a802f12 [--hands 300] [--rounds 5]
    .venv/bin/python benchmarks/sim_throughput.py --base a802f12 --harness simulator

``--base`` is any commit of this repository: its ``engine/`` is unpacked to a temporary folder
(``git archive``) and timed beside the working tree's.

Two harnesses play the same actions (``engine.simulate.run``'s: its seeds, its game's fast chooser
between a uniform draw from ``legal_actions()`` every eighth step):

- ``engine`` (default): one loop, the same for old and new, timed as a whole (CPU time), with no
  checks: the engine's own speed.
- ``--instructions``: the engine loop's machine instructions per hand under valgrind (the run
  with the hands minus a run with none, so imports and start-up cancel out): the same count on
  any machine at any load, where CPU time on a shared machine moves by ±10 %.
- ``simulator``: each tree's own ``engine.simulate.run``, which times every step apart and runs the
  simulator's checks between the steps, outside the timing. Its checks are that tree's (newer
  simulators check more: the views' privacy and schemas), and their work beside the timed steps
  slows those steps by different amounts in old and new; its clock calls (about 0.7 µs each here)
  are timed with every step.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
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


_ENGINE_LOOP = """
import json, random, sys, time
sys.path.insert(0, sys.argv[1])
import engine
from engine import new_match
from engine.simulate import Simulation, game_module
assert engine.__file__.startswith(sys.argv[1]), engine.__file__
game, hands, seed = sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
sim = getattr(game_module(game), "SIMULATION", None) or Simulation()


def play(hands, seed, deep_every=8):
    # engine.simulate.run's choices, without its checks
    rng = random.Random(seed)
    played = step = 0
    while played < hands:
        match = new_match(game, seed=rng.getrandbits(32), options=sim.options or None)
        while played < hands:
            hand = match.hand
            while not hand.is_over:
                step += 1
                if sim.chooser is not None and step % deep_every:
                    action = sim.chooser(hand, rng)
                else:
                    action = rng.choice(hand.legal_actions())
                hand.apply(action)
            played += 1
            if match.is_over:
                break
            match.next_hand()


play(3, seed + 1)  # first calls (imports, tables) out of the timing
t = time.process_time()
play(hands, seed)
print(json.dumps({"rate": hands / max(time.process_time() - t, 1e-9), "failures": 0}))
"""


def unpack(ref: str, into: Path, parts: tuple[str, ...] = ("engine",)) -> None:
    """``engine/`` (or the folders ``parts``) of commit ``ref`` under ``into``."""
    data = subprocess.run(["git", "-C", str(ROOT), "archive", ref, *parts], check=True,
                          capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(data)) as tar:
        tar.extractall(into, filter="data")


def rate(tree: Path, game: str, hands: int, seed: int, harness: str = "engine") -> float:
    child = _ENGINE_LOOP if harness == "engine" else _CHILD
    out = subprocess.run([sys.executable, "-c", child, str(tree), game, str(hands), str(seed)],
                         check=True, capture_output=True, text=True, cwd=tree).stdout
    data = json.loads(out.strip().splitlines()[-1])
    if data["failures"]:
        raise SystemExit(f"{game}: {data['failures']} invariant failures in {tree}")
    return data["rate"]


def instructions(tree: Path, game: str, hands: int, seed: int) -> float:
    """Instructions per hand of the engine loop (``valgrind --tool=callgrind``)."""
    def count(n: int) -> int:
        out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                              sys.executable, "-c", _ENGINE_LOOP, str(tree), game, str(n), str(seed)],
                             check=True, capture_output=True, text=True, cwd=tree,
                             env={**os.environ, "PYTHONHASHSEED": "0"}).stderr
        found = re.search(r"Collected : (\d+)", out)
        if found is None:
            raise SystemExit(f"valgrind printed no instruction count:\n{out[-2000:]}")
        return int(found.group(1))
    return (count(hands) - count(0)) / hands


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", required=True, help="the old commit (e.g. main before the change)")
    ap.add_argument("--hands", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=5, help="old/new turns per game (median taken)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--harness", choices=("engine", "simulator"), default="engine",
                    help="one loop for both, timed whole (default), or each tree's simulator")
    ap.add_argument("--instructions", action="store_true",
                    help="count instructions per hand under valgrind instead (one run a side)")
    ap.add_argument("games", nargs="*", default=GAMES)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old_tree = Path(tmp)
        unpack(args.base, old_tree)
        print(f"hands/CPU-second of random-legal play ({args.harness} harness), {args.hands} hands "
              f"(seed {args.seed}), {args.rounds} interleaved runs a side; old = {args.base}, "
              f"new = working tree")
        if args.instructions:
            if shutil.which("valgrind") is None:
                raise SystemExit("--instructions needs valgrind")
            for game in args.games:
                o = instructions(old_tree, game, args.hands, args.seed)
                n = instructions(ROOT, game, args.hands, args.seed)
                print(f"{game:15s} instructions per hand old {o / 1e6:7.2f} M new {n / 1e6:7.2f} M "
                      f"{100 * (n / o - 1):+6.1f} %", flush=True)
            return
        for game in args.games:
            old, new = [], []
            for i in range(args.rounds):
                first, second = (old_tree, ROOT) if i % 2 == 0 else (ROOT, old_tree)
                for tree in (first, second):
                    (old if tree == old_tree else new).append(
                        rate(tree, game, args.hands, args.seed, args.harness))
            o, n = statistics.median(old), statistics.median(new)
            bo, bn = max(old), max(new)  # the least disturbed run of each side
            print(f"{game:15s} median old {o:6.0f} new {n:6.0f} {100 * (n / o - 1):+6.1f} %   "
                  f"best old {bo:6.0f} new {bn:6.0f} {100 * (bn / bo - 1):+6.1f} %", flush=True)


if __name__ == "__main__":
    main()
