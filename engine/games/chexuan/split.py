"""Four-card holdings: 三花 (CX-7) and the head/tail split (CX-8)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card

from .deck import DECK, card_class
from .ranking import STANDARD, Ranking, pair_rank

__all__ = ["sanhua", "sanhua_cards", "sanhua_of", "valid_split", "orient", "pairings", "auto_split",
           "split_error"]

_SANHUA = (
    ("三花十", ("黑10", "红10", "黑J")),   # CX-7.1
    ("三花六", ("黑6", "红6", "大王")),    # CX-7.2
)
_SANHUA_CLASSES = frozenset(c for _name, classes in _SANHUA for c in classes)
_CLASS = {c: card_class(c) for c in DECK}


def _pairs(cards: Sequence[Card]) -> bool:
    """Two of the cards make a pair (CX-4.2: the same class) or 丁皇 (CX-4.1)."""
    classes = [_CLASS.get(c) or card_class(c) for c in cards]
    return len(set(classes)) < len(classes) or {"红3", "大王"} <= set(classes)


def sanhua_cards(cards: Sequence[Card], rule: str = "auto") -> tuple[str, list[Card]] | None:
    """``(name, three defining cards)`` if the cards hold 三花十 or 三花六 (CX-7.1, 7.2), else None.
    ``rule``: the house rule ``sanhua`` (CX-7.3); ``no_pair`` voids a 三花 whose cards also make a
    pair or 丁皇 (the holder then splits and settles as anyone else)."""
    if rule == "no_pair" and _pairs(cards):
        return None
    found: dict[str, Card] = {}
    for c in cards:
        cls = _CLASS.get(c) or card_class(c)
        if cls in _SANHUA_CLASSES:
            found.setdefault(cls, c)
    if len(found) < 3:
        return None
    for name, classes in _SANHUA:
        if all(cls in found for cls in classes):
            return name, [found[cls] for cls in classes]
    return None


def sanhua_of(cards: Sequence[Card], rule: str = "auto", declared: bool = False
              ) -> tuple[str, list[Card]] | None:
    """The 三花 that counts for a player (CX-7.3): ``sanhua_cards`` under the house rule ``rule``;
    with ``declared`` (the house rule's third reading) only when the player declared it at the
    showdown, whatever his fourth card."""
    if rule == "declared":
        return sanhua_cards(cards) if declared else None
    return sanhua_cards(cards, rule)


def sanhua(cards: Sequence[Card], rule: str = "auto") -> str | None:
    """``三花十`` / ``三花六`` or None (CX-7; ``rule`` as in ``sanhua_cards``)."""
    found = sanhua_cards(cards, rule)
    return found[0] if found else None


def valid_split(head: Sequence[Card], tail: Sequence[Card], ranking: Ranking = STANDARD) -> bool:
    """CX-8.2: two cards each, and the head does not rank below the tail (equal is allowed)."""
    if len(head) != 2 or len(tail) != 2 or len(set(head) | set(tail)) != 4:
        return False
    return pair_rank(head, ranking) >= pair_rank(tail, ranking)


def orient(head: Sequence[Card], tail: Sequence[Card],
           ranking: Ranking = STANDARD) -> tuple[list[Card], list[Card]]:
    """CX-8.3: a head ranking below its tail is swapped with it; the pairing is kept."""
    if pair_rank(head, ranking) < pair_rank(tail, ranking):
        return list(tail), list(head)
    return list(head), list(tail)


def pairings(four: Sequence[Card], ranking: Ranking = STANDARD) -> list[tuple[list[Card], list[Card]]]:
    """The three ways to split four cards, each oriented (CX-8.3), best tail first, then best head
    (so the first is the auto-split of CX-8.4)."""
    if len(four) != 4 or len(set(four)) != 4:
        raise ValueError(f"CX-8.1: a split needs four different cards, not {len(four)}")
    a, b, c, d = four
    out = [orient((a, b), (c, d), ranking), orient((a, c), (b, d), ranking), orient((a, d), (b, c), ranking)]
    # stable sort: among equivalent splits the first in this fixed enumeration wins
    out.sort(key=lambda ht: (pair_rank(ht[1], ranking), pair_rank(ht[0], ranking)), reverse=True)
    return out


def auto_split(four_cards: Sequence[Card], ranking: Ranking = STANDARD) -> tuple[list[Card], list[Card]]:
    """CX-8.4: the pairing with the strongest tail, then the strongest head; returns (head, tail)."""
    return pairings(list(four_cards), ranking)[0]


def split_error(four: Sequence[Card], head: Sequence[Card]) -> str | None:
    """Why ``head`` is not two of the player's four cards (CX-8.1), or None."""
    if len(head) != 2:
        return f"CX-8.1: the head is two cards, not {len(head)}"
    if head[0] == head[1]:
        return f"CX-8.1: the head names {head[0]} twice"
    for c in head:
        if c not in four:
            return f"CX-8.1: {c} is not one of this player's four cards"
    return None
