"""Our legal plays against RLCard's and DouZero's on random positions (issue 37): random deals
(shuffled and 不洗牌, whose bomb-rich hands reach the rarer shapes), random bids, random legal
play-outs; at every play decision, leading or following, the three sets of plays are compared as
multisets of rank values (DDZ-1.3). Every difference is put in a class (``differences.py``), each
the consequence of a reading docs/rules/doudizhu.md decides or of a peer's own rule; a difference
no class explains is printed as UNEXPLAINED with its position.

    nice -n 10 timeout 3000 /work/peers/venv/bin/python benchmarks/peers/movegen.py --positions 100000

Options the peers share with us: ``four_two_pairs`` (both peers have 四带两对; with it off our list
must equal theirs less those plays) and the deal (``shuffle``); bidding, 明牌 and the bomb cap do
not change which plays are legal. Prints counts; asserts nothing; exit status 1 on an unexplained
difference."""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter

from differences import CLASSES, classify
from peers import douzero_legal, rlcard_knows, rlcard_legal, values_of

from engine.games.doudizhu import new_hand


def positions(count: int, seed: int):
    """(hand values, top values or None, options) at every play decision of random hands, until
    ``count`` of them."""
    rng = random.Random(seed)
    made = 0
    deal = 0
    while made < count:
        deal += 1
        options = {"shuffle": deal % 2 == 0, "four_two_pairs": deal % 4 != 1}
        hand = new_hand(seed=rng.getrandbits(64), options=options)
        while hand.phase == "bid":
            hand.apply(rng.choice(hand.legal_actions()))
        while not hand.is_over and made < count:
            s = hand.state
            top = values_of(s.top.cards) if s.top is not None else None
            legal = hand.legal_actions()
            yield values_of(s.hands[s.to_act]), top, options, legal
            made += 1
            hand.apply(rng.choice(legal))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=100_000)
    ap.add_argument("--seed", type=int, default=37)
    args = ap.parse_args()
    t0 = time.process_time()
    seen = Counter()  # (peer, lead/follow) -> positions compared
    found: Counter[tuple[str, str]] = Counter()  # (peer, class) -> plays
    positions_with: Counter[tuple[str, str]] = Counter()
    example: dict[tuple[str, str], str] = {}
    skipped_rl = 0
    unexplained = 0
    for hand, top, options, legal in positions(args.positions, args.seed):
        ours = {values_of(a.cards) for a in legal if a.kind == "play"}
        where = "lead" if top is None else "follow"
        peers = {"douzero": douzero_legal(hand, top)}
        if top is None or rlcard_knows(top):
            peers["rlcard"] = rlcard_legal(hand, top)
        else:
            skipped_rl += 1  # a top RLCard's action table lacks: it has no way to follow it
        for peer, theirs in peers.items():
            seen[(peer, where)] += 1
            classes_here = set()
            for side, moves in (("ours", ours - theirs), (peer, theirs - ours)):
                for move in moves:
                    name = classify(peer, side, move, top, hand, options)
                    if name is None:
                        unexplained += 1
                        if unexplained <= 20:
                            print(f"UNEXPLAINED {peer}: only {side} has {move} (hand {hand}, top {top}, "
                                  f"options {options})")
                        name = "UNEXPLAINED"
                    found[(peer, name)] += 1
                    classes_here.add(name)
                    example.setdefault((peer, name), f"hand {hand} top {top}: only {side} {move}")
            for name in classes_here:
                positions_with[(peer, name)] += 1
    cpu = time.process_time() - t0
    total = sum(v for k, v in seen.items() if k[0] == "douzero")
    print(f"{total} positions ({seen[('douzero', 'lead')]} leads, {seen[('douzero', 'follow')]} follows), "
          f"seed {args.seed}, {cpu:.0f} CPU s")
    print(f"RLCard compared on {sum(v for k, v in seen.items() if k[0] == 'rlcard')} "
          f"({skipped_rl} follows skipped: the top is no play in RLCard's action table)")
    for peer in ("douzero", "rlcard"):
        rows = sorted((k[1] for k in found if k[0] == peer), key=lambda n: -found[(peer, n)])
        print(f"\n{peer}: {len(rows)} classes")
        for name in rows:
            why = CLASSES.get(name, "no reading explains it")
            n_pos = positions_with[(peer, name)]
            print(f"  {name}: {found[(peer, name)]} plays in {n_pos} positions — {why}")
            print(f"      e.g. {example[(peer, name)]}")
    print(f"\nunexplained differences: {unexplained}")
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
