"""板子炮 engine speed: random hands as the simulator plays them, without its checks.

    .venv/bin/python benchmarks/banzipao_engine.py [hands] [seed]

Prints hands per second of CPU time (process time, so a busy machine does not distort it) and
the actions per hand, for the fast chooser and for uniform draws from ``legal_actions()``; then
``engine.simulate.run`` itself (2,000 hands by default, seed 7, with all its checks) with its
engine clock switched from wall time to CPU time: the figure ``python -m engine.simulate`` prints
on an idle machine.
"""

from __future__ import annotations

import random
import sys
import time
import types

import engine.simulate
from engine import new_match
from engine.games.banzipao import SIMULATION


def play(hands: int, seed: int, every: int) -> tuple[float, int, dict[str, int]]:
    """Play ``hands`` hands; every ``every``-th action is drawn from ``legal_actions()``."""
    rng = random.Random(seed)
    actions = 0
    modes: dict[str, int] = {}
    played = 0
    t = time.process_time()
    while played < hands:
        match = new_match("banzipao", seed=rng.getrandbits(32))
        while played < hands and not match.is_over:
            hand = match.hand
            while not hand.is_over:
                actions += 1
                if every and actions % every == 0:
                    action = rng.choice(hand.legal_actions())
                else:
                    action = SIMULATION.chooser(hand, rng)
                hand.apply(action)
            mode = hand.state.mode or "tianpai"
            modes[mode] = modes.get(mode, 0) + 1
            played += 1
            if not match.is_over:
                match.next_hand()
    return time.process_time() - t, actions, modes


def main() -> None:
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 7
    for label, every in (
        ("chooser + legal_actions every 8th (as the simulator)", 8),
        ("legal_actions for every action", 1),
    ):
        secs, actions, modes = play(hands, seed, every)
        print(
            f"{label}: {hands / secs:.0f} hands/s CPU, {actions / hands:.1f} actions/hand, "
            f"{actions / secs:.0f} actions/s; modes {modes}"
        )
    wall_clock = engine.simulate.time
    engine.simulate.time = types.SimpleNamespace(perf_counter=time.process_time)  # type: ignore
    try:
        n, failures, secs = engine.simulate.run("banzipao", hands, seed)
    finally:
        engine.simulate.time = wall_clock
    print(f"engine.simulate.run, engine CPU time: {n} hands, {failures} invariant failures, "
          f"{n / secs:.0f} hands/s")


if __name__ == "__main__":
    main()
