"""半边天炸 leads from the adversarial hands: CPU ms of ``legal_actions`` worked out afresh, of
reading the whole list after it (``list(legal)``: what a caller that walks every play pays; 0 for a
plain list), and of the ``easy`` and ``normal`` AI's decision, old code against new in one run
(each side in its own process, taken in turns), and whether both list the same plays in the same
order (a digest of the listing) and choose the same plays. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/bbt_leads.py --base a802f12 [--rounds 5] [--repeat 5]

``--base`` is any commit of this repository; its ``engine/`` and ``ai/`` are unpacked to a
temporary folder.
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
import gc, hashlib, json, sys, time
sys.path.insert(0, sys.argv[1])
import engine
from ai import make_player
from engine import new_hand, parse_cards
from engine.shedding.trick import Trick
assert engine.__file__.startswith(sys.argv[1]), engine.__file__
clock = time.process_time
def best_ms(fn, repeat):
    best = None
    for _ in range(repeat):
        gc.collect()  # as the AI worker between decisions: each run starts from a clean heap
        t = clock()
        out = fn()
        ms = (clock() - t) * 1000
        best = ms if best is None else min(best, ms)
    return best, out
out = {}
for cards in json.loads(sys.argv[2]):
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False})
    s = hand.state
    s.hands[0], s.phase, s.trick, s.to_act, s.top = parse_cards(cards), "play", Trick(0), 0, None
    repeat = int(sys.argv[3])
    def afresh():
        hand._legal = None  # drops the position cache: listed afresh
        return hand.legal_actions()
    ms, legal = best_ms(afresh, repeat)
    read, _ = best_ms(lambda: list(legal), repeat)
    digest = hashlib.sha256(" ; ".join(map(str, legal)).encode()).hexdigest()[:12]
    row = [ms, read, len(legal), digest]
    view = hand.view(0)
    for level in ("easy", "normal"):
        ai_ms, action = best_ms(lambda: make_player("banbiantianzha", level, 1).choose(view, legal), repeat)
        row += [ai_ms, str(action)]
    out[cards] = row
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
        unpack(args.base, Path(tmp), ("engine", "ai"))
        for i in range(args.rounds):
            for tree, into in ((Path(tmp), old), (ROOT, new))[:: 1 if i % 2 == 0 else -1]:
                for cards, row in timings(tree, hands, args.repeat).items():
                    have = into.setdefault(cards, row)
                    for i in (0, 1, 4, 6):  # the best of every timing, each on its own
                        have[i] = min(have[i], row[i])
    print(f"半边天炸 lead: best CPU ms of {args.rounds}×{args.repeat}; old = {args.base}, new = working "
          f"tree; legal = legal_actions afresh, +read = list(legal) after it, easy/normal = choose")
    for cards in hands:
        o, n = old[cards], new[cards]
        same = "same list" if o[2:4] == n[2:4] else "DIFFERENT LIST"
        chosen = "same plays chosen" if (o[5], o[7]) == (n[5], n[7]) else "DIFFERENT PLAYS CHOSEN"
        print(f"  {cards}  {n[2]:6d} plays  {same}, {chosen}")
        for name, i in (("legal", 0), ("+read", 1), ("easy", 4), ("normal", 6)):
            ratio = f"×{o[i] / n[i]:4.1f}" if n[i] > 0.05 else ""
            print(f"      {name:7s} old {o[i]:7.1f}  new {n[i]:6.1f}  {ratio}")

if __name__ == "__main__":
    main()
