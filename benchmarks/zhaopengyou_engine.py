"""Speed of the zhaopengyou rules engine: legal follows for 31-card hands, throw checks, and
whole simulated hands. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/zhaopengyou_engine.py [--cases 3000] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from engine.actions import Action
from engine.cards import Suit, make_deck
from engine.games.zhaopengyou import Trump, legal_follows, simple_leads, throw_blockers, units
from engine.games.zhaopengyou.hand import ZhaoPengyouHand
from engine.simulate import run

SUITS = (Suit.S, Suit.H, Suit.C, Suit.D)


def percentile(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def cases(n: int, seed: int):
    """Random trumps, a random 31-card follower hand, a lead from another hand: a random simple
    lead (as the game's leaders choose them) or, one time in five, a random same-suit throw."""
    rng = random.Random(seed)
    for _ in range(n):
        deck = make_deck(3)
        rng.shuffle(deck)
        trump = Trump(rng.randint(2, 14), rng.choice(SUITS))
        hand, leader = deck[:31], deck[31:62]
        lead = rng.choice(simple_leads(leader, trump))
        if rng.random() < 0.2:
            suit = units(lead, trump)[0].suit
            same = [c for c in leader if units([c], trump)[0].suit == suit]
            lead = rng.sample(same, min(len(same), rng.randint(2, 8)))
        yield hand, lead, trump, deck[62:93], deck[93:124], deck[124:155]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--hands", type=int, default=100, help="simulated hands (0: skip)")
    args = ap.parse_args()

    follow_ms, follow_cpu, throw_ms, sizes = [], [], [], []
    for hand, lead, trump, a, b, c in cases(args.cases, args.seed):
        t, cpu = time.perf_counter(), time.process_time()
        follows = [Action("play", tuple(p)) for p in legal_follows(hand, lead, trump)]  # as legal_actions
        follow_ms.append((time.perf_counter() - t) * 1000)
        follow_cpu.append((time.process_time() - cpu) * 1000)
        sizes.append(len(follows))
        if len(units(lead, trump)) > 1:
            t = time.perf_counter()
            throw_blockers(lead, [hand, a, b, c], trump)
            throw_ms.append((time.perf_counter() - t) * 1000)
    print(
        f"legal follows (as actions), 31-card hand, {len(follow_ms)} random leads: "
        f"median {statistics.median(follow_ms):.3f} ms, p99 {percentile(follow_ms, 0.99):.3f} ms, "
        f"max {max(follow_ms):.3f} ms (CPU time p99 {percentile(follow_cpu, 0.99):.3f} ms); "
        f"follows listed: median {statistics.median(sizes):.0f}, max {max(sizes)}"
    )
    if throw_ms:
        print(
            f"throw check (4 hands), {len(throw_ms)} throws: median {statistics.median(throw_ms):.3f} ms, "
            f"p99 {percentile(throw_ms, 0.99):.3f} ms"
        )

    lead_ms = []
    rng = random.Random(args.seed)
    for _ in range(500):
        deck = make_deck(3)
        rng.shuffle(deck)
        trump = Trump(rng.randint(2, 14), rng.choice(SUITS))
        t = time.perf_counter()
        simple_leads(deck[:31], trump)
        lead_ms.append((time.perf_counter() - t) * 1000)
    print(
        f"simple leads, 31-card hand: median {statistics.median(lead_ms):.3f} ms, "
        f"p99 {percentile(lead_ms, 0.99):.3f} ms"
    )

    if args.hands:
        n, fails, secs = run(ZhaoPengyouHand.GAME_ID, args.hands, args.seed)
        print(f"simulator: {n} hands, {fails} invariant failures, engine {n / secs:.0f} hands/s")


if __name__ == "__main__":
    main()
