"""Random-legal games per CPU-second (time.process_time) of our 斗地主 engine, DouZero's ``GameEnv``
and RLCard's ``DoudizhuGame``, in one run on one machine (issue 37). Each engine plays the same
number of games in every block; the blocks alternate between the engines so that a busy neighbour
on a shared machine slows all three alike; the figures are the median and the range over blocks,
and the ratio ours/DouZero per block.

    nice -n 10 timeout 900 /work/peers/venv/bin/python benchmarks/peers/speed.py --blocks 8 --games 100

``--old DIR`` adds an older copy of our engine (DIR holds its ``engine/``, e.g. from ``git archive
<commit> engine | tar -x -C DIR``), run in a child process per block (its own CPU time, imports
excluded), to show a speed-up old against new in the same run.

A game is one deal played to its end by uniformly random legal choices: ours from ``new_hand``
through random bids (DDZ-3) and play; DouZero's from ``card_play_init`` (it has no bidding: the
landlord is fixed) with its ``RandomAgent`` rule of a uniform legal action; RLCard's from
``init_game`` (its dealer picks the landlord by a hand score) and its state's ``actions``. Prints
figures; asserts nothing."""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time

import numpy as np
from peers import GameEnv
from rlcard.games.doudizhu.game import DoudizhuGame

from engine.games.doudizhu import new_hand

_DZ_DECK = [v for v in range(3, 15) for _ in range(4)] + [17] * 4 + [20, 30]


def ours(games: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(games):
        hand = new_hand(seed=rng.getrandbits(64))
        while not hand.is_over:
            hand.apply(rng.choice(hand.legal_actions()))


class _RandomAgent:
    """DouZero's evaluation RandomAgent, with a seeded generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def act(self, infoset):
        return self.rng.choice(infoset.legal_actions)


def douzero(games: int, seed: int) -> None:
    rng = random.Random(seed)
    agent = _RandomAgent(rng)
    env = GameEnv({p: agent for p in ("landlord", "landlord_up", "landlord_down")})
    for _ in range(games):
        deck = list(_DZ_DECK)
        rng.shuffle(deck)
        env.card_play_init({"landlord": sorted(deck[:20]), "landlord_up": sorted(deck[20:37]),
                            "landlord_down": sorted(deck[37:54]),
                            "three_landlord_cards": sorted(deck[17:20])})
        while not env.game_over:
            env.step()
        env.reset()


def rlcard(games: int, seed: int) -> None:
    rng = random.Random(seed)
    game = DoudizhuGame()
    game.np_random = np.random.RandomState(seed)
    for _ in range(games):
        state, _ = game.init_game()
        while not game.is_over():
            state, _ = game.step(rng.choice(state["actions"]))


ENGINES = {"ours": ours, "douzero": douzero, "rlcard": rlcard}


def old_engine(root: str, games: int, seed: int) -> float:
    """Games per CPU-second of the engine under ``root``, measured in a child process."""
    env = dict(os.environ, PAIJU_ENGINE_ROOT=root)
    out = subprocess.run([sys.executable, __file__, "--child", "--games", str(games), "--seed", str(seed)],
                         env=env, check=True, capture_output=True, text=True).stdout
    return float(out.split()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--blocks", type=int, default=8)
    ap.add_argument("--games", type=int, default=100, help="games per engine per block")
    ap.add_argument("--engines", default="ours,douzero,rlcard")
    ap.add_argument("--old", help="a folder holding an older engine/ to time as 'old'")
    ap.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--seed", type=int, default=1000, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:  # one block of the old engine (--old), in its own process
        t = time.process_time()
        ours(args.games, args.seed)
        print(args.games / (time.process_time() - t))
        return
    names = args.engines.split(",") + (["old"] if args.old else [])
    rates: dict[str, list[float]] = {n: [] for n in names}
    for block in range(args.blocks):
        order = names[block % len(names):] + names[:block % len(names)]
        for name in order:
            if name == "old":
                rates[name].append(old_engine(args.old, args.games, args.seed + block))
                continue
            t = time.process_time()
            ENGINES[name](args.games, args.seed + block)
            rates[name].append(args.games / (time.process_time() - t))
    print(f"{args.blocks} blocks × {args.games} games per engine (games per CPU-second: median [min – max])")
    for name in names:
        r = rates[name]
        print(f"  {name:8s} {statistics.median(r):8.1f}  [{min(r):.1f} – {max(r):.1f}]")
    if "ours" in rates and "douzero" in rates:
        ratio = [a / b for a, b in zip(rates["ours"], rates["douzero"])]
        print(f"  ours / douzero per block: median {statistics.median(ratio):.2f} "
              f"[{min(ratio):.2f} – {max(ratio):.2f}]")
    if "old" in rates:
        ratio = [a / b for a, b in zip(rates["ours"], rates["old"])]
        print(f"  ours / old engine per block: median {statistics.median(ratio):.2f} "
              f"[{min(ratio):.2f} – {max(ratio):.2f}]")
        ratio = [a / b for a, b in zip(rates["old"], rates["douzero"])]
        print(f"  old / douzero per block: median {statistics.median(ratio):.2f}")
    if "ours" in rates and "rlcard" in rates:
        ratio = [a / b for a, b in zip(rates["ours"], rates["rlcard"])]
        print(f"  ours / rlcard per block: median {statistics.median(ratio):.2f} "
              f"[{min(ratio):.2f} – {max(ratio):.2f}]")


if __name__ == "__main__":
    main()
