"""Calling and finding the friend (ZPY-7)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card

__all__ = ["friend_call_error", "friend_seat", "count_copies"]


def friend_call_error(card: Card, n: int, shown: Sequence[Card]) -> str | None:
    """Why "the ``n``-th ``card``" may not be called (ZPY-7.1, 7.2), or None."""
    if not isinstance(card, Card):
        return f"ZPY-7.1: the call names one card face, not {card!r}"
    if isinstance(n, bool) or n not in (1, 2, 3):
        return f"ZPY-7.1: the call names the 1st, 2nd or 3rd copy, not {n!r}"
    if card in shown:
        return f"ZPY-7.2: {card} was shown in a bid this hand and cannot be called"
    return None


def count_copies(card: Card, cards: Sequence[Card]) -> int:
    return sum(1 for c in cards if c == card)


def friend_seat(card: Card, n: int, plays: Sequence[tuple[int, Sequence[Card]]], declarer: int,
                declarer_copies: bool = True) -> int | None:
    """ZPY-7.4/7.5: the seat whose play holds the ``n``-th played copy of ``card``; None while it has
    not been played, and None when the declarer played it (1v4). ``declarer_copies`` False (house
    rule): the declarer's own copies are not counted, so only another player can hold the N-th."""
    reason = friend_call_error(card, n, ())
    if reason:
        raise ValueError(reason)
    seen = 0
    for seat, cards in plays:
        if seat == declarer and not declarer_copies:
            continue
        seen += count_copies(card, cards)
        if seen >= n:
            return None if seat == declarer else seat
    return None
