"""半边天炸 leads from the adversarial hands: CPU ms of ``legal_actions`` worked out afresh, old code
against new in one run (each side in its own process, taken in turns), and whether both list the
same plays in the same order (a digest of the listing). Prints figures; asserts nothing.

    .venv/bin/python benchmarks/bbt_leads.py --base a802f12 [--rounds 5] [--repeat 5]

``--base`` is any commit of this repository; its ``engine/`` is unpacked to a temporary folder.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.adversarial import RIGGED  # noqa: E402
from benchmarks.sim_throughput import ROOT, unpack  # noqa: E402

_CHILD = """
import hashlib, json, sys, time
sys.path.insert(0, sys.argv[1])
import engine
from engine import new_hand, parse_cards
from engine.shedding.trick import Trick
assert engine.__file__.startswith(sys.argv[1]), engine.__file__
out = {}
for cards in json.loads(sys.argv[2]):
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False})
    s = hand.state
    s.hands[0], s.phase, s.trick, s.to_act, s.top = parse_cards(cards), "play", Trick(0), 0, None
    best = None
    for _ in range(int(sys.argv[3])):
        hand._legal = None  # drops the position cache: listed afresh
        t = time.process_time()
        legal = hand.legal_actions()
        ms = (time.process_time() - t) * 1000
        best = ms if best is None else min(best, ms)
    digest = hashlib.sha256(" ; ".join(map(str, legal)).encode()).hexdigest()[:12]
    out[cards] = [best, len(legal), digest]
print(json.dumps(out))
"""


def timings(tree: Path, hands: list[str], repeat: int) -> dict[str, list]:
    out = subprocess.run([sys.executable, "-c", _CHILD, str(tree), json.dumps(hands), str(repeat)],
                         check=True, capture_output=True, text=True, cwd=tree).stdout
    return json.loads(out.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--base", required=True, help="the old commit (e.g. main before the change)")
    ap.add_argument("--rounds", type=int, default=5, help="old/new turns (the best taken)")
    ap.add_argument("--repeat", type=int, default=5, help="listings per hand per turn (the best taken)")
    args = ap.parse_args()
    hands = [r.cards for r in RIGGED if r.game == "banbiantianzha"]
    old: dict[str, list] = {}
    new: dict[str, list] = {}
    with tempfile.TemporaryDirectory() as tmp:
        unpack(args.base, Path(tmp))
        for i in range(args.rounds):
            for tree, into in ((Path(tmp), old), (ROOT, new))[:: 1 if i % 2 == 0 else -1]:
                for cards, row in timings(tree, hands, args.repeat).items():
                    if cards not in into or row[0] < into[cards][0]:
                        into[cards] = row
    print(f"半边天炸 lead, legal_actions afresh: best CPU ms of {args.rounds}×{args.repeat}; "
          f"old = {args.base}, new = working tree")
    for cards in hands:
        (o, n_old, d_old), (n, n_new, d_new) = old[cards], new[cards]
        same = "same list" if (n_old, d_old) == (n_new, d_new) else "DIFFERENT LIST"
        print(f"  {cards}  {n_new:6d} plays  old {o:7.1f}  new {n:6.1f}  ×{o / n:4.1f}  {same}")


if __name__ == "__main__":
    main()
