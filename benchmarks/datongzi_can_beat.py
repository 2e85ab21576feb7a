"""Benchmark: 打筒子 ``can_beat`` (DTZ-5.2) on full 41-card hands, and building the legal plays.

    .venv/bin/python benchmarks/datongzi_can_beat.py [--hands 2000] [--seed 1]

For random deals, each seat's 41-card hand is tested against top plays of every kind taken from
the other seats' hands (singles … planes, bombs, 筒子, 地炸). Prints the latency percentiles of one
``can_beat`` call, and of ``legal_actions()`` for a 41-card lead (the lazy list of every play).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import new_hand  # noqa: E402
from engine.games.datongzi.combos import Combo, can_beat, segments  # noqa: E402


def _tops(cards, rng: random.Random, per_kind: int = 3) -> list[Combo]:
    out = []
    by_kind: dict[str, list] = {}
    for seg in segments(cards):
        by_kind.setdefault(seg.kind, []).append(seg)
    for kind, segs in by_kind.items():
        for _ in range(per_kind):
            seg = rng.choice(segs)
            played = seg.cards_at(rng.randrange(seg.size))
            readings = (seg.key,) if kind == "plane" else ()
            out.append(Combo(kind, played, kind in ("bomb", "tongzi", "dizha"), seg.key, readings))
    return out


def pct(xs: list[float], p: float) -> float:
    return xs[min(len(xs) - 1, int(p / 100 * len(xs)))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    clock = time.perf_counter
    calls: list[float] = []
    legal: list[float] = []
    sizes: list[int] = []
    beaten = 0
    for _ in range(args.hands):
        hand = new_hand("datongzi", seed=rng.getrandbits(32))
        seat = rng.randrange(3)
        mine = hand.hands[seat]
        others = [c for s in range(3) if s != seat for c in hand.hands[s]]
        for top in _tops(others, rng):
            t = clock()
            ok = can_beat(mine, top)
            calls.append(clock() - t)
            beaten += ok
        t = clock()
        plays = hand.legal_actions()
        legal.append(clock() - t)
        sizes.append(len(plays))
    calls.sort()
    legal.sort()
    sizes.sort()
    ms = 1e3
    print(f"can_beat on a 41-card hand: {len(calls)} calls over {args.hands} deals, "
          f"{beaten / len(calls):.0%} could beat")
    print(f"  p50 {pct(calls, 50) * ms:.4f} ms   p99 {pct(calls, 99) * ms:.4f} ms   "
          f"max {calls[-1] * ms:.4f} ms   (target: p99 <= 5 ms)")
    print(f"legal_actions() for a 41-card lead: p50 {pct(legal, 50) * ms:.3f} ms   "
          f"p99 {pct(legal, 99) * ms:.3f} ms   max {legal[-1] * ms:.3f} ms")
    print(f"  plays listed per lead: p50 {pct(sizes, 50)}   p99 {pct(sizes, 99)}   max {sizes[-1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
