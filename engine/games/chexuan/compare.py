"""Player against player: head with head, tail with tail (CX-9)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card

from .ranking import STANDARD, Ranking, pair_rank

__all__ = ["compare", "compare_ranks"]


def _sign(x: tuple[int, ...], y: tuple[int, ...]) -> int:
    return (x > y) - (x < y)


def compare_ranks(a_head: tuple[int, ...], a_tail: tuple[int, ...],
                  b_head: tuple[int, ...], b_tail: tuple[int, ...]) -> int:
    """CX-9 on precomputed ranks: 1 a wins, -1 b wins, 0 draw."""
    # beats+beats, beats+tie, tie+beats sum to > 0 (win); one beats and one loses, or tie+tie,
    # sum to 0 (draw); the mirror rows sum to < 0 (loss).
    return _sign((_sign(a_head, b_head) + _sign(a_tail, b_tail),), (0,))


def compare(a: tuple[Sequence[Card], Sequence[Card]], b: tuple[Sequence[Card], Sequence[Card]],
            ranking: Ranking = STANDARD) -> int:
    """``a`` and ``b`` are (head, tail): 1 if a wins, -1 if b wins, 0 a draw (CX-9)."""
    return compare_ranks(pair_rank(a[0], ranking), pair_rank(a[1], ranking),
                         pair_rank(b[0], ranking), pair_rank(b[1], ranking))
