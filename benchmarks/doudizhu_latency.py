"""斗地主 ``hard``: CPU time of one decision (target: p99 ≤ 300 ms on one core, issue 37).

    python benchmarks/doudizhu_latency.py [--hands 30] [--seed 1] [--level hard]

Plays whole seeded hands with the level at all three seats (auction, 明牌 choice and card play
through ``engine.games.doudizhu`` directly) and times every decision that has more than one legal
action with ``time.process_time``: CPU time, so a busy machine does not inflate it. ``hard``
samples a fixed number of worlds (``ai.games.doudizhu.HARD_WORLDS``), so the work per decision
is the same on any machine. Prints the count, median, p90, p99 and the maximum.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.games import doudizhu  # noqa: E402
from engine.games.doudizhu import new_hand  # noqa: E402


def decision_times(level: str, hands: int, seed: int,
                   options: dict[str, object] | None = None) -> list[float]:
    """CPU seconds of each decision with a choice, over ``hands`` seeded hands."""
    times = []
    for i in range(hands):
        hand = new_hand(seed=seed * 10_007 + i, options=options)
        players = [doudizhu.make(level, seed + 31 * s + i) for s in range(3)]
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None  # the hand is not over
            view, legal = hand.view(seat), hand.legal_actions()
            start = time.process_time()
            action = players[seat].choose(view, legal)
            spent = time.process_time() - start
            if len(legal) > 1:
                times.append(spent)
            hand.apply(action)
    return times


def quantile(xs: Sequence[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * len(s)))]


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=30)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--level", default="hard")
    args = p.parse_args(argv)
    times = decision_times(args.level, args.hands, args.seed)
    ms = [t * 1000 for t in times]
    print(f"doudizhu {args.level}: {len(ms)} decisions in {args.hands} hands, CPU ms per decision: "
          f"median {quantile(ms, 0.5):.1f}, p90 {quantile(ms, 0.9):.1f}, p99 {quantile(ms, 0.99):.1f}, "
          f"max {max(ms):.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
