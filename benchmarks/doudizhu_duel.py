"""斗地主: one AI level against another on duplicate deals, driving ``engine.games.doudizhu`` directly
(the game need not be registered).

    python benchmarks/doudizhu_duel.py --a hard --b normal --deals 200 [--seed 1] [--option bidding=rob]

Each deal is frozen by its seed; ``normal`` players bid it (``ai.games.doudizhu.duel_prefix``), so
the roles are the same in both rotations: A plays the landlord against two B farmers, then the two
farmers against a B landlord. A deal's figure is A's mean win over the two rotations (0.5 between
equal players, whatever the landlord's share), so the luck of the cards cancels; the figures are
means over deals with 95 % intervals (``ai.duel.mean_ci``), also per role. ``hard`` samples a fixed
number of worlds, so the result does not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.characters import style_of  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402
from ai.games import doudizhu  # noqa: E402
from engine.games.doudizhu import new_hand  # noqa: E402


def play_deal(a: str, b: str, seed: int, i: int, options: dict[str, object],
              character: str | None = None) -> dict[str, float]:
    """A's wins as landlord and as farmers on deal ``i``, and the two sides' scores."""
    dseed = deal_seed(seed, i)
    probe = new_hand(seed=dseed, options=options)
    prefix = doudizhu.duel_prefix(probe)
    out: dict[str, float] = {}
    for r, seats in enumerate(doudizhu.duel_rotations(probe)):
        hand = new_hand(seed=dseed, options=options)
        for action in prefix:
            hand.apply(action)
        players = [doudizhu.make(a if s in seats else b, dseed + 31 * s + 1000 * r,
                                 style=style_of(character if s in seats else None)) for s in range(3)]
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None  # the hand is not over
            hand.apply(players[seat].choose(hand.view(seat), hand.legal_actions()))
        _, _, extras = doudizhu.duel_outcome(hand, seats)
        out.update(extras)
    return out


def run(a: str, b: str, deals: int, seed: int, options: dict[str, object],
        character: str | None = None) -> dict[str, tuple[float, float, float]]:
    rows = []
    start = time.process_time()
    for i in range(deals):
        rows.append(play_deal(a, b, seed, i, options, character))
        if (i + 1) % 50 == 0:
            print(f"  {i + 1}/{deals} deals, {time.process_time() - start:.0f} s CPU", file=sys.stderr)
    wp = [(r["landlord_win"] + r["farmers_win"]) / 2 for r in rows]
    score = [(r["landlord_score"] + r["farmers_score"]) / 2 for r in rows]
    return {"win": mean_ci(wp), "score": mean_ci(score),
            "landlord_win": mean_ci([r["landlord_win"] for r in rows]),
            "farmers_win": mean_ci([r["farmers_win"] for r in rows])}


def _option(text: str) -> tuple[str, object]:
    key, _, raw = text.partition("=")
    values: dict[str, object] = {"on": True, "off": False}
    return key, values.get(raw, int(raw) if raw.isdigit() else raw)


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--a", default="hard")
    p.add_argument("--b", default="normal")
    p.add_argument("--deals", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--character", default=None, help="A's character (B stays steady)")
    p.add_argument("--option", action="append", default=[], help="a room option, key=value")
    args = p.parse_args(argv)
    options = dict(_option(o) for o in args.option)
    start = time.process_time()
    res = run(args.a, args.b, args.deals, args.seed, options, args.character)
    for k, (m, lo, hi) in res.items():
        print(f"{k:13s} {m:+.3f} [{lo:+.3f}, {hi:+.3f}]")
    m, lo, hi = res["win"]
    print(f"doudizhu {args.a} vs {args.b}: win {m:.3f} [{lo:.3f}, {hi:.3f}], score "
          f"{res['score'][0]:+.2f} per hand, {args.deals} deals, {time.process_time() - start:.0f} s CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
