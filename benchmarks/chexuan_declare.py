"""扯旋 house rule sanhua = declared (CX-7.3, docs/rules/chexuan.md D12): is the AI's declaration worth
it? Seat 0 holds 三花十 or 三花六 and a random fourth card, two opponents hold random cards, all three
go all in for 100 (dealer 0, so seat 0 splits last). Per deal: the chips seat 0's own split would
bring, those of declaring (0), the AI's choice, and an oracle that knows every card (the better of
the two). Same deals for every level (seeded). Asserts nothing.

    .venv/bin/python benchmarks/chexuan_declare.py [--deals N] [--levels greedy,easy,normal,hard]
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def deal(seed: int) -> list[str]:
    """Seat 0: the three cards of 三花十 (黑10 红10 黑J) or 三花六 (黑6 红6 大王) and one more."""
    from engine.games.chexuan import DECK

    rng = random.Random(seed)
    if rng.random() < 0.5:
        three = [rng.choice(["CT", "ST"]), rng.choice(["DT", "HT"]), rng.choice(["CJ", "SJ"])]
    else:
        three = [rng.choice(["C6", "S6"]), rng.choice(["D6", "H6"]), "BJ"]
    rest = [str(c) for c in DECK if str(c) not in three]
    rng.shuffle(rest)
    mine = three + [rest.pop()]
    rng.shuffle(mine)
    return [" ".join(mine), " ".join(rest[0:4]), " ".join(rest[4:8])]


def one(seed: int, level: str) -> tuple[int, int, bool]:
    """(chips of the AI's split, chips of the AI's choice, declared)."""
    import ai
    from engine import Action, new_hand

    h = new_hand("chexuan", players=3, seed=seed, options={"sanhua": "declared"},
                 context={"stakes": [100, 100, 100], "dealer": 0}, deal={"hands": deal(seed)})
    while h.phase == "bet":
        h.apply(Action("allin"))
    while h.to_act != 0:
        h.apply(h.legal_actions()[0])
    player = ai.make_player("chexuan", level, seed=seed)
    choice = player.choose(h.view(0), h.legal_actions())
    split = choice if choice.kind == "split" else player._split(  # the split it would have played
        h.view(0), [a for a in h.legal_actions() if a.kind == "split"])
    played = copy.deepcopy(h)
    played.apply(split)
    chips = played.result().deltas[0]
    return chips, 0 if choice.kind == "declare" else chips, choice.kind == "declare"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--levels", default="greedy,easy,normal,hard")
    args = ap.parse_args()
    for level in args.levels.split(","):
        rows = [one(seed, level) for seed in range(args.deals)]
        n = len(rows)
        split = sum(r[0] for r in rows) / n
        chosen = sum(r[1] for r in rows) / n
        oracle = sum(max(0, r[0]) for r in rows) / n
        declared = sum(r[2] for r in rows) / n
        print(f"{level:7} deals {n}: always split {split:+.1f}, always declare +0.0, AI {chosen:+.1f}, "
              f"oracle {oracle:+.1f} chips per deal; declared {declared:.0%}")


if __name__ == "__main__":
    main()
