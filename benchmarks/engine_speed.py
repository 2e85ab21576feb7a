"""Engine speed per game: random-legal hands per second (the simulator's figure) and legal-move
generation time. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/engine_speed.py [--hands 500]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from engine import GAMES, new_hand
from engine.simulate import run


def legal_action_times(game_id: str, samples: int = 300) -> list[float]:
    rng = random.Random(1)
    times = []
    seed = 0
    while len(times) < samples:
        seed += 1
        hand = new_hand(game_id, seed=seed)
        while not hand.is_over and len(times) < samples:
            t = time.perf_counter()
            legal = hand._legal_actions()
            times.append((time.perf_counter() - t) * 1000)
            hand.apply(rng.choice(legal))
    return times


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=500)
    args = ap.parse_args()
    for game_id in GAMES:
        try:
            new_hand(game_id, seed=1)
        except NotImplementedError:
            print(f"{game_id}: not built")
            continue
        n, f, secs = run(game_id, args.hands, seed=7)
        ts = sorted(legal_action_times(game_id))
        p99 = ts[int(len(ts) * 0.99) - 1]
        print(
            f"{game_id}: {n / secs:.0f} hands/s engine, {f} failures; legal_actions "
            f"median {statistics.median(ts):.2f} ms, p99 {p99:.2f} ms, max {ts[-1]:.2f} ms"
        )


if __name__ == "__main__":
    main()
