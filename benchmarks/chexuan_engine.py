"""Speed of the 扯旋 engine: prints figures, asserts nothing.

    .venv/bin/python benchmarks/chexuan_engine.py [--hands 5000]

- play: whole matches with the simulator's random chooser, no checks (what AI playouts see);
- settle: random 2-6 player showdowns through ``settle``;
- auto_split: random four-card holdings;
- simulate: ``engine.simulate.run`` with its invariants and deep checks.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import new_match  # noqa: E402
from engine.games.chexuan import DECK, auto_split, settle  # noqa: E402
from engine.games.chexuan.series import _chooser  # noqa: E402
from engine.simulate import run  # noqa: E402


def bench_play(hands: int, seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    played = actions = 0
    t = time.perf_counter()
    while played < hands:
        m = new_match("chexuan", seed=rng.getrandbits(32), options={"hands": 10})
        while played < hands:
            h = m.hand
            while not h.is_over:
                h.apply(_chooser(h, rng))
                actions += 1
            played += 1
            if m.is_over:
                break
            m.next_hand()
    secs = time.perf_counter() - t
    return played / secs, actions / played


def bench_settle(n: int, seed: int) -> float:
    rng = random.Random(seed)
    cases = []
    for _ in range(n):
        k = rng.randint(2, 6)
        deck = rng.sample(DECK, 4 * k)
        players = [
            {
                "bet": rng.randint(1, 300),
                "folded": rng.random() < 0.2,
                "cards": deck[4 * i : 4 * i + 4],
                "split": None,
            }
            for i in range(k)
        ]
        if all(p["folded"] for p in players):
            players[0]["folded"] = False
        cases.append((players, rng.randrange(k)))
    t = time.perf_counter()
    for players, dealer in cases:
        settle(players, dealer)
    return n / (time.perf_counter() - t)


def bench_split(n: int, seed: int) -> float:
    rng = random.Random(seed)
    fours = [rng.sample(DECK, 4) for _ in range(n)]
    t = time.perf_counter()
    for f in fours:
        auto_split(f)
    return n / (time.perf_counter() - t)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    rate, per_hand = bench_play(a.hands, a.seed)
    print(f"play (no checks):      {rate:8.0f} hands/s  ({per_hand:.1f} actions per hand)")
    print(f"settle:                {bench_settle(20000, a.seed):8.0f} showdowns/s")
    print(f"auto_split:            {bench_split(50000, a.seed):8.0f} splits/s")
    t = time.perf_counter()
    n, fails, engine_secs = run("chexuan", a.hands, a.seed)
    wall = time.perf_counter() - t
    print(f"simulate (engine):     {n / engine_secs:8.0f} hands/s, {fails} invariant failures")
    print(f"simulate (with checks):{n / wall:8.0f} hands/s")


if __name__ == "__main__":
    main()
