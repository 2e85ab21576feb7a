"""Decision time of every level in every playable game, on one core.

    python -m ai.bench [--games g1,g2] [--levels easy,normal] [--decisions 300] [--seed 1] [--clock cpu]

For each game and level, seat 0 is played by that level and the other seats by ``normal``; hands are
dealt until ``--decisions`` of seat 0's decisions with at least two legal actions are timed
(``choose`` only; listing the legal actions is the engine's cost). One line each:
``GAME LEVEL p50=X p95=Y p99=Z max=M ms``. ``--clock cpu`` times the deciding thread's CPU time
instead of the wall clock: the cost on one core even when other jobs share the machine (``hard``
still thinks for its wall-clock budget, so its CPU time is below the budget under load). Garbage is
collected between decisions, untimed, as the app's AI worker process does (``ai.housekeeping``).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

import engine

from . import LEVELS, make_player
from .housekeeping import between_decisions

__all__ = ["time_level", "percentile", "main"]


def percentile(xs: Sequence[float], q: float) -> float:
    if not xs:
        return 0.0
    s = sorted(xs)
    i = min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))
    return s[i]


def playable(game_id: str) -> bool:
    try:
        engine.new_hand(game_id, seed=0)
    except NotImplementedError:
        return False
    return True


def time_level(game_id: str, level: str, decisions: int, seed: int = 1,
               max_hands: int = 500, clock: str = "wall") -> list[float]:
    """Milliseconds of each timed decision of ``level`` in seat 0."""
    now = time.thread_time if clock == "cpu" else time.perf_counter
    times: list[float] = []
    hand_no = 0
    while len(times) < decisions and hand_no < max_hands:
        hand = engine.new_hand(game_id, seed=seed * 10_007 + hand_no)
        players = [make_player(game_id, level if s == 0 else "normal", seed=seed + 13 * s + hand_no)
                   for s in range(hand.num_players)]
        hand_no += 1
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None  # the hand is not over
            legal = hand.legal_actions()
            view = hand.view(seat)
            t0 = now()
            action = players[seat].choose(view, legal)
            dt = (now() - t0) * 1000
            if seat == 0 and len(legal) > 1 and len(times) < decisions:
                times.append(dt)
            hand.apply(action)
            between_decisions()  # as the app's AI worker process does: never collect mid-decision
    return times


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m ai.bench", description=__doc__.split("\n\n")[0])
    p.add_argument("--games", default=",".join(engine.GAMES))
    p.add_argument("--levels", default=",".join(LEVELS))
    p.add_argument("--decisions", type=int, default=300)
    p.add_argument("--hard-decisions", type=int, default=100, help="fewer for hard: it thinks for long")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--clock", choices=("wall", "cpu"), default="wall",
                   help="wall-clock time, or the deciding thread's CPU time (robust to a busy machine)")
    args = p.parse_args(argv)
    for game_id in args.games.split(","):
        if not playable(game_id):
            print(f"{game_id}: engine not built yet, skipped", file=sys.stderr)
            continue
        for level in args.levels.split(","):
            n = args.hard_decisions if level == "hard" else args.decisions
            ts = time_level(game_id, level, n, args.seed, clock=args.clock)
            print(f"{game_id} {level} p50={percentile(ts, 50):.2f} p95={percentile(ts, 95):.2f} "
                  f"p99={percentile(ts, 99):.2f} max={max(ts, default=0):.2f} ms", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
