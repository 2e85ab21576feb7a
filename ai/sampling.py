"""Hidden-hand sampling consistent with what a seat knows.

The unseen cards (the deck minus one's own hand minus every card seen played) are dealt at random
to the other seats, each receiving exactly the number of cards it holds. Constraints narrow that:
``fixed`` pins a card to a seat (a card everyone knows the seat holds, such as 半边天炸's 大王 with the
庄), and ``accept(seat, cards)`` rejects a hand a seat cannot hold (e.g. under a must-beat rule, a seat
that passed cannot hold a beating play). Rejected deals are redrawn a bounded number of times, then
the best-effort deal is kept: a sample is a guess, never a reason to stall.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from engine import Card

__all__ = ["deal_hidden"]


def deal_hidden(pool: Sequence[Card], sizes: dict[int, int], rng: random.Random,
                fixed: dict[int, list[Card]] | None = None,
                accept: Callable[[int, list[Card]], bool] | None = None,
                tries: int = 20) -> dict[int, list[Card]]:
    """Hands for the seats in ``sizes`` drawn from ``pool``. Cards of ``pool`` beyond the total size
    are cards nobody holds (a bottom, or plays the seat did not see)."""
    fixed = {s: list(cs) for s, cs in (fixed or {}).items() if s in sizes}
    free = list(pool)
    for cards in fixed.values():
        for c in cards:
            if c in free:
                free.remove(c)
    best: dict[int, list[Card]] = {}
    for _ in range(max(1, tries)):
        rng.shuffle(free)
        out: dict[int, list[Card]] = {}
        i = 0
        for seat, n in sizes.items():
            pinned = [c for c in fixed.get(seat, [])][:n]
            take = n - len(pinned)
            out[seat] = pinned + free[i:i + take]
            i += take
        best = out
        if accept is None or all(accept(s, h) for s, h in out.items()):
            break
    return best
