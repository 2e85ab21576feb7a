"""Strength and speed of the 扯旋 and 找朋友 opponents: level A against level B on duplicate deals.

    .venv/bin/python benchmarks/ai_duel_chexuan_zhaopengyou.py chexuan hard greedy --deals 10000
    .venv/bin/python benchmarks/ai_duel_chexuan_zhaopengyou.py zhaopengyou normal random --deals 200

扯旋: every deal is played twice at a table of ``--players`` seats, A and B alternating (A B A B …),
then with the seats swapped; the figure is A's mean chip result per seat and hand, in antes (every
hand starts from fresh stacks, so it is the per-hand edge). 找朋友: every deal is played with A at
each of the five seats in turn (the other four B) and once with five B; the figure is, per hand, A's
level gain minus what B gained in the same seat of the all-B game (levels per hand). Both print the
mean with a 95 % confidence interval and the decision-time percentiles of each level: wall clock,
and "cpu" (the thread's CPU time, which a busy machine does not inflate).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine  # noqa: E402
from ai.games import chexuan, zhaopengyou  # noqa: E402

MODULES = {"chexuan": chexuan, "zhaopengyou": zhaopengyou}


def play(game: str, seed: int, levels: list[str], times: dict[str, list[float]], context: dict) -> list[int]:
    hand = engine.new_hand(game, players=len(levels), seed=seed, context=context)
    players = [MODULES[game].make(lv, seed * 31 + i) for i, lv in enumerate(levels)]
    while not hand.is_over:
        seat = hand.to_act
        view = hand.view(seat)
        legal = hand.legal_actions()
        t0 = time.perf_counter()
        c0 = time.thread_time()
        action = players[seat].choose(view, legal)
        times[levels[seat]].append(time.perf_counter() - t0)
        times[levels[seat] + " cpu"].append(time.thread_time() - c0)
        reason = hand.check(action)
        if reason is not None:
            raise RuntimeError(f"{levels[seat]} chose an illegal action {action}: {reason}")
        hand.apply(action)
    result = hand.result()
    assert result is not None
    return list(result.deltas)


def duel_chexuan(
    a: str, b: str, deals: int, players: int, seed: int, times: dict[str, list[float]]
) -> list[float]:
    out = []
    rng = random.Random(seed)
    for d in range(deals):
        s = rng.randrange(1 << 30)
        ctx = {"stacks": [1000] * players, "dealer": d % players}
        pattern = [a if i % 2 == 0 else b for i in range(players)]
        swapped = [b if lv == a else a for lv in pattern]
        r1 = play("chexuan", s, pattern, times, ctx)
        r2 = play("chexuan", s, swapped, times, ctx)
        a_chips = [r1[i] for i in range(players) if pattern[i] == a] + [
            r2[i] for i in range(players) if swapped[i] == a
        ]
        out.append(sum(a_chips) / len(a_chips))  # ante is 1: chips = antes
    return out


def duel_zhaopengyou(a: str, b: str, deals: int, seed: int, times: dict[str, list[float]]) -> list[float]:
    out = []
    rng = random.Random(seed)
    for d in range(deals):
        s = rng.randrange(1 << 30)
        ctx = {"levels": [2] * 5, "starter": d % 5}
        base = play("zhaopengyou", s, [b] * 5, times, ctx)
        for k in range(5):
            levels = [b] * 5
            levels[k] = a
            r = play("zhaopengyou", s, levels, times, ctx)
            out.append(r[k] - base[k])
    return out


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))] if xs else float("nan")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game", choices=sorted(MODULES))
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--players", type=int, default=4, help="扯旋 table size")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    times: dict[str, list[float]] = {args.a: [], args.b: [], args.a + " cpu": [], args.b + " cpu": []}
    t0 = time.time()
    if args.game == "chexuan":
        xs = duel_chexuan(args.a, args.b, args.deals, args.players, args.seed, times)
        unit = "antes per hand"
    else:
        xs = duel_zhaopengyou(args.a, args.b, args.deals, args.seed, times)
        unit = "levels per hand"
    mean = statistics.fmean(xs)
    sd = statistics.stdev(xs) if len(xs) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(xs))
    print(
        f"{args.game}: {args.a} vs {args.b}, {args.deals} deals ({len(xs)} samples), {time.time() - t0:.0f} s"
    )
    print(f"  {args.a} edge: {mean:+.3f} {unit}, 95% CI [{mean - half:+.3f}, {mean + half:+.3f}]")
    for lv, ts in times.items():
        if ts:
            print(
                f"  {lv:>11} decisions {len(ts):7d}: p50 {pct(ts, 0.5) * 1e3:6.2f} ms  p95 "
                f"{pct(ts, 0.95) * 1e3:6.2f} ms  p99 {pct(ts, 0.99) * 1e3:6.2f} ms  "
                f"max {max(ts) * 1e3:6.1f} ms"
            )


if __name__ == "__main__":
    main()
