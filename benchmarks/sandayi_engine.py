"""三打一 engine speed: random hands per second (wall and CPU time) and the cost of listing plays.

    .venv/bin/python benchmarks/sandayi_engine.py [--hands 500] [--seed 7]

Wall time is what ``python -m engine.simulate`` reports; CPU time is this process's own share,
which stays meaningful when other programs load the machine.
"""

from __future__ import annotations

import argparse
import random
import time

from engine import new_match
from engine.games.sandayi.simulation import fast_random_action


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=500)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    steps = 0
    lead_times: list[float] = []
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(args.hands):
        hand = new_match("sandayi", seed=args.seed * 100_003 + i).hand
        while not hand.is_over:
            steps += 1
            if steps % 8 == 0:  # as the simulator: every 8th action from the full list
                t = time.perf_counter()
                legal = hand.legal_actions()
                if hand.phase == "play" and hand.state.top is None:
                    lead_times.append(time.perf_counter() - t)
                action = rng.choice(legal)
            else:
                action = fast_random_action(hand, rng)
            hand.apply(action)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"sandayi: {args.hands} hands, {steps / args.hands:.0f} actions per hand")
    print(f"  {args.hands / wall:.0f} hands/s wall, {args.hands / cpu:.0f} hands/s CPU")
    if lead_times:
        lead_times.sort()
        print(f"  legal_actions() on a lead: median {1000 * lead_times[len(lead_times) // 2]:.2f} ms, "
              f"max {1000 * lead_times[-1]:.2f} ms ({len(lead_times)} samples)")


if __name__ == "__main__":
    main()
