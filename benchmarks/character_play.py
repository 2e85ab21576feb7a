"""Do the characters play their cards differently at one level? (issue #35, point 9)

    python benchmarks/character_play.py [--game banbiantianzha] [--level hard] [--deals 60]
                                        [--worlds 16] [--seed 1]

Each deal is played once per character (``ai.characters``) with that character in one seat (the
deal's number modulo the seats) and ``steady`` players of the same level in the others: the same
deals for every character (paired). Counted for the character's seat, per hand: the bombs it plays
(``BOMB_KINDS``) and its *early control plays*: non-bomb plays holding a control (a card above the
sequence scale: the 2s and jokers) while it still held more than six
cards. Printed: each figure's mean with its 95 % interval and each character's paired difference
from ``steady``. ``hard`` samples ``--worlds`` worlds a decision (load-free figures).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from ai import make_player, pimc  # noqa: E402
from ai.characters import BOMB_KINDS, CHARACTERS  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402

EARLY = 6


def _controls(rules: object, cards: tuple) -> int:
    """Cards above the sequence scale (``ai.policy.controls_in`` of a non-bomb play; counted here
    so that the script also measures code from before it)."""
    hi = rules.shapes.seq_hi  # type: ignore[attr-defined]
    return sum(1 for c in cards if (rules.value(c) or 99) > hi)  # type: ignore[attr-defined]


def one_hand(game: str, level: str, seed: int, seat: int, cid: str) -> tuple[float, float]:
    hand = engine.new_hand(game, seed=seed)
    n = hand.num_players
    players = [make_player(game, level, seed=seed + s, character=cid if s == seat else None)
               for s in range(n)]
    rules = players[seat].rules
    bombs = early = 0
    while not hand.is_over:
        s = hand.to_act
        action = players[s].choose(hand.view(s), hand.legal_actions())
        if s == seat and hand.phase == "play" and action.kind == "play":
            combo = rules.classify(action.cards, rules.options)
            if combo.is_bomb or getattr(combo, "kind", None) in BOMB_KINDS.get(game, ()):
                bombs += 1
            elif len(hand.hands[s]) > EARLY and _controls(rules, action.cards):
                early += 1
        hand.apply(action)
    return float(bombs), float(early)


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="banbiantianzha", choices=sorted(BOMB_KINDS))
    p.add_argument("--level", default="hard")
    p.add_argument("--deals", type=int, default=60)
    p.add_argument("--worlds", type=int, default=16)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    pimc.DEFAULT_WORLDS = args.worlds
    pimc.LIGHT_BUDGET_MS = 1e9
    start = time.process_time()
    got: dict[str, list[tuple[float, float]]] = {}
    for ch in CHARACTERS:
        rows = []
        for i in range(args.deals):
            dseed = deal_seed(args.seed, i)
            n = engine.new_hand(args.game, seed=dseed).num_players
            rows.append(one_hand(args.game, args.level, dseed, i % n, ch.id))
        got[ch.id] = rows
    print(f"{args.game} {args.level}, {args.deals} deals per character, {args.worlds} worlds, "
          f"{time.process_time() - start:.0f} CPU s")
    base = got["steady"]
    for cid, rows in got.items():
        b = mean_ci([r[0] for r in rows])
        e = mean_ci([r[1] for r in rows])
        db = mean_ci([r[0] - q[0] for r, q in zip(rows, base)])
        de = mean_ci([r[1] - q[1] for r, q in zip(rows, base)])
        print(f"  {cid:<9} bombs/hand {b[0]:.3f} [{b[1]:.3f}, {b[2]:.3f}]  vs steady {db[0]:+.3f} "
              f"[{db[1]:+.3f}, {db[2]:+.3f}]   early control plays/hand {e[0]:.3f} [{e[1]:.3f}, {e[2]:.3f}]"
              f"  vs steady {de[0]:+.3f} [{de[1]:+.3f}, {de[2]:+.3f}]")


if __name__ == "__main__":
    main()
