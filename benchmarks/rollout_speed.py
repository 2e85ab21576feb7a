"""Roll-outs per CPU second of ``ai.playout``, the play-out under ``hard``'s search (and ``normal``'s
light search) in 半边天炸, 板子炮 and 三打一: how many sampled worlds ``hard`` can play in its
200 ms. 打筒子 has its own play-out (``ai.games.datongzi_playout``), 找朋友 and 扯旋 none.

    .venv/bin/python benchmarks/rollout_speed.py [--worlds 400] [--reps 3]

Random deals from each game's own pack(s), every world played out five times from a copy (as the
search plays its candidates), CPU time of this process (robust to other jobs), best of ``--reps``.
One line per game: ``GAME rollouts/s=R  ms/rollout=M``, then the sum of the results, which only a
change of the roll-out policy moves (a pure speed-up keeps it to the last digit).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.games import banbiantianzha as bbt  # noqa: E402
from ai.games import banzipao as bzp  # noqa: E402
from ai.games import sandayi as sdy  # noqa: E402
from ai.playout import SimRules, World, deal_world, rollout  # noqa: E402

_BBT_VIEW = {"zhuang": 0, "banker": 0,
             "choices": {"helped": [], "hammer": [False] * 3, "shoot": None, "counter_shot": None,
                         "dou": [None] * 3, "counter_dou": None}}
#: game -> (rules, roll-out rules, seats, cards per seat)
GAMES = {
    "banbiantianzha": (bbt.RULES, bbt._sim(_BBT_VIEW, None), 3, 17),
    "banzipao": (bzp.RULES, bzp.sim_rules("jiaopai", None), 4, 13),
    "sandayi": (sdy.RULES, sdy._SIM, 4, 25),
}


def worlds(rules, n: int, per_seat: int, count: int) -> list[World]:
    """``count`` random deals; in 4-seat games every other one has two sides of two."""
    return [deal_world(rules, n, per_seat, random.Random(seed), [0, 1, 0, 1] if n == 4 and seed % 2 else None)
            for seed in range(count)]


def measure(sim: SimRules, ws: list[World], reps: int) -> tuple[float, int, float]:
    best, total = float("inf"), 0.0
    for _ in range(reps):
        t0 = time.process_time()
        total = 0.0
        for w in ws:
            for k in range(5):
                total += rollout(sim, w.copy(), k % len(w.hands))
        best = min(best, time.process_time() - t0)
    return best, 5 * len(ws), total


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--worlds", type=int, default=400)
    p.add_argument("--reps", type=int, default=3)
    args = p.parse_args(argv)
    for game, (rules, sim, n, per_seat) in GAMES.items():
        secs, count, total = measure(sim, worlds(rules, n, per_seat, args.worlds), args.reps)
        print(f"{game} rollouts/s={count / secs:.0f}  ms/rollout={1000 * secs / count:.3f}  "
              f"(sum of results {total:.4f})", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
