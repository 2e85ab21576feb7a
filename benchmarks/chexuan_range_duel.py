"""扯旋 ``normal`` with another weight on the opponents' bets (``ai.games.chexuan.NORMAL_RANGE``)
against the shipped one, on duplicate deals with the seats rotated (issue #35).

    python benchmarks/chexuan_range_duel.py RANGE [--cpu-seconds 100] [--seed 5]

The choice bench re-deals the hidden cards uniformly, so a seat facing an all-in meets a random
hand there rather than the hand the all-in speaks for, and calling looks better than it is. This
duel plays the variant (A, every other seat, then the others, as ``ai.games.chexuan.duel_rotations``)
against the shipped ``normal`` (B) in whole hands, where a bet means what the bettor's cards make
it mean. It prints A's mean result in antes per seat and hand with its 95 % interval; it stops
taking deals after ``--cpu-seconds`` of CPU time.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402
from ai.games import chexuan as cx  # noqa: E402


def variant(weight: float) -> type[cx.ChexuanPlayer]:
    """A ``normal`` player that weighs an opponent's range by ``weight`` instead of the module's."""

    class Variant(cx.ChexuanPlayer):
        def _weight_ranges(self, view: dict[str, Any], worlds: list[Any], live: list[bool]) -> None:
            shipped = cx.NORMAL_RANGE
            cx.NORMAL_RANGE = weight
            try:
                super()._weight_ranges(view, worlds, live)
            finally:
                cx.NORMAL_RANGE = shipped

    return Variant


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("range", type=float, help="the variant's NORMAL_RANGE")
    p.add_argument("--cpu-seconds", type=float, default=100.0)
    p.add_argument("--seed", type=int, default=5)
    args = p.parse_args(argv)
    a_cls = variant(args.range)
    start = time.process_time()
    scores: list[float] = []
    while time.process_time() - start < args.cpu_seconds:
        dseed = deal_seed(args.seed, len(scores))
        rotations = cx.duel_rotations(engine.new_hand("chexuan", seed=dseed))
        total = 0.0
        for r, seats in enumerate(rotations):
            hand = engine.new_hand("chexuan", seed=dseed)
            players = [(a_cls if s in seats else cx.ChexuanPlayer)("normal", dseed + 31 * s + 1000 * r)
                       for s in range(hand.num_players)]
            while not hand.is_over:
                seat = hand.to_act
                hand.apply(players[seat].choose(hand.view(seat), hand.legal_actions()))
            total += cx.duel_outcome(hand, seats)[1]
        scores.append(total / len(rotations))
    m, lo, hi = mean_ci(scores)
    print(f"NORMAL_RANGE {args.range} against {cx.NORMAL_RANGE}: {len(scores)} deals, A {m:+.3f} "
          f"[{lo:+.3f}, {hi:+.3f}] antes a hand per seat, {time.process_time() - start:.0f} CPU-s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
