"""The 32 cards of 扯旋, their classes, points and single-card tiers (CX-2, CX-3)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.cards import BIG_JOKER, Card, Suit, parse_cards

__all__ = ["DECK", "DECK_SET", "CLASSES", "card_class", "card_points", "card_tier", "hand_points",
           "sort_cards"]

#: CX-2.1: the deck, class by class, strongest single tier first.
DECK: tuple[Card, ...] = tuple(parse_cards(
    "DQ HQ D2 H2 D8 H8 D4 H4 CT ST C4 S4 C6 S6 CJ SJ DT HT D7 H7 D6 H6 "
    "C9 S9 C8 S8 C7 S7 C5 S5 H3 BJ"))
DECK_SET = frozenset(DECK)

#: class name -> single-card tier (CX-3.4, 1 is strongest)
CLASSES: dict[str, int] = {
    "红Q": 1, "红2": 2, "红8": 3, "红4": 4,
    "黑10": 5, "黑4": 5, "黑6": 5,
    "黑J": 6, "红10": 6, "红7": 6, "红6": 6,
    "黑9": 7, "黑8": 7, "黑7": 7, "黑5": 7, "红3": 7, "大王": 7,
}


def _class_of(card: Card) -> str:
    if card.rank == BIG_JOKER:
        return "大王"
    colour = "红" if card.suit in (Suit.H, Suit.D) else "黑"
    return colour + card.symbol


_CLASS: dict[Card, str] = {c: _class_of(c) for c in DECK}
#: CX-3.1 points: 2-9 face value, 10 = 0, J = 1, Q = 2, BJ = 6, H3 = 3
_POINTS: dict[Card, int] = {c: (6 if c.rank == BIG_JOKER else 0 if c.rank == 10 else 1 if c.rank == 11
                                else 2 if c.rank == 12 else c.rank) for c in DECK}
_TIER: dict[Card, int] = {c: CLASSES[_CLASS[c]] for c in DECK}
_ORDER: dict[Card, int] = {c: i for i, c in enumerate(DECK)}


def _known(card: Card) -> Card:
    if card not in DECK_SET:
        raise ValueError(f"CX-2.1: {card} is not one of the 32 扯旋 cards")
    return card


def card_class(card: Card) -> str:
    """The class of a card (CX-2.1), e.g. ``红Q``, ``黑10``, ``大王``."""
    return _CLASS[_known(card)]


def card_points(card: Card) -> int:
    """CX-3.1 points of one card."""
    return _POINTS[_known(card)]


def card_tier(card: Card) -> int:
    """CX-3.4 single-card tier, 1 (红Q) strongest to 7."""
    return _TIER[_known(card)]


def hand_points(cards: Iterable[Card]) -> int:
    """CX-3.2: the last digit of the sum of the card points."""
    return sum(card_points(c) for c in cards) % 10


def sort_cards(cards: Iterable[Card]) -> list[Card]:
    """Strongest single card first, in deck order (a display order)."""
    return sorted(cards, key=lambda c: _ORDER[_known(c)])
