"""Trump, suits and slots (ZPY-5).

Every card belongs to one *suit key* for a hand: 0–3 for the plain suits S H C D, or ``TRUMP``
(4) for every trump (ZPY-5.1). Inside its suit a card sits in a *slot*: slots are consecutive
ints, low to high, so two slots are adjacent exactly when they differ by one (ZPY-5.5). The three
off-suit level cards share one trump slot. Cards are handled internally as *face ids* 0–53.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from engine.cards import BIG_JOKER, LITTLE_JOKER, RANK_SYMBOLS, Card, Suit

__all__ = ["Trump", "TRACTOR_MINS", "trump_from_view", "is_trump", "TRUMP", "FACES", "FACE_ID", "SUIT_PREF",
           "SUIT_NAMES", "table", "suit_key", "slot_of", "card_order_key", "check_trump", "face_id",
           "face_ids", "order_keys", "follow_rank",
           "card_tables"]

PLAIN_SUITS = (Suit.S, Suit.H, Suit.C, Suit.D)
TRUMP = 4
SUIT_NAMES = ("spades", "hearts", "clubs", "diamonds", "trump")

#: face id -> card; 0–51 suited (suit-major S H C D, ranks 2…A), 52 = LJ, 53 = BJ
FACES: tuple[Card, ...] = tuple(
    [Card(s, r) for s in PLAIN_SUITS for r in range(2, 15)]
    + [Card(Suit.JOKER, LITTLE_JOKER), Card(Suit.JOKER, BIG_JOKER)])
FACE_ID: dict[Card, int] = {c: i for i, c in enumerate(FACES)}


def face_id(card: Card) -> int:
    return FACE_ID[card]


def face_ids(cards: Iterable[Card]) -> list[int]:
    return list(map(FACE_ID.__getitem__, cards))  # cards hash by identity (interned): all in C


#: ZPY-5.7 tie-break: S > H > C > D (bigger value = comes first)
SUIT_PREF: tuple[int, ...] = tuple(
    {Suit.S: 3, Suit.H: 2, Suit.C: 1, Suit.D: 0, Suit.JOKER: 0}[c.suit] for c in FACES)
_PLAIN_INDEX = {s: i for i, s in enumerate(PLAIN_SUITS)}


#: the shortest pair-tractor a room may set (house rule ``tractor_min``, ZPY-8.1): 2 or 3 pairs
TRACTOR_MINS = (2, 3)


@dataclass(frozen=True)
class Trump:
    """The trump context of a hand: level rank ``level`` (2–14), trump suit ``suit``, and the fewest
    pairs that make a pair-tractor, ``tractor_min`` (ZPY-8.1: 2, the ruling; 3 under the house rule
    ``tractor_min``; a triple-tractor is two triples either way). It travels with the trump because
    everything that reads adjacent slots (decomposition, following, throws, winning, the bottom
    multiplier, the AI) takes the trump; the hand sets it from its options once the trump is known."""

    level: int
    suit: Suit
    tractor_min: int = 2

    def __post_init__(self) -> None:
        if self.level not in RANK_SYMBOLS:
            raise ValueError(f"ZPY-2.3: a level is a rank 2-14, not {self.level!r}")
        if not isinstance(self.suit, Suit) or self.suit is Suit.JOKER:
            raise ValueError(f"ZPY-4.1: the trump suit is S, H, C or D, not {self.suit!r}")
        if isinstance(self.tractor_min, bool) or self.tractor_min not in TRACTOR_MINS:
            raise ValueError(f"ZPY-8.1: a pair-tractor has at least 2 or 3 pairs, not {self.tractor_min!r}")

    def run_min(self, width: int) -> int:
        """The fewest adjacent groups of ``width`` (2 pairs / 3 triples) that form a tractor."""
        return self.tractor_min if width == 2 else 2

    def __str__(self) -> str:
        return f"{self.suit.value}{RANK_SYMBOLS[self.level]}"


def trump_from_view(view: Mapping[str, Any]) -> Trump | None:
    """The trump context a ``view`` shows (its ``trump`` and ``tractor_min``); None before bidding ends."""
    t = view.get("trump")
    if not t:
        return None
    return Trump(int(t["level"]), Suit(t["suit"]), int(view.get("tractor_min", 2)))


def check_trump(trump: object) -> Trump:
    if not isinstance(trump, Trump):
        raise ValueError(f"trump must be a Trump(level, suit), not {trump!r}")
    return trump


def table(trump: Trump) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(suit key per face, slot per face) for this trump (ZPY-5.1 to 5.5)."""
    # keyed by the fields: hashing the dataclass itself runs Python code on every call
    found = _TABLES.get((trump.level, trump.suit))
    if found is None:
        found = _TABLES[(trump.level, trump.suit)] = _table(trump.level, trump.suit)
    return found


_TABLES: dict[tuple[int, Suit], tuple[tuple[int, ...], tuple[int, ...]]] = {}


def _table(level: int, tsuit: Suit) -> tuple[tuple[int, ...], tuple[int, ...]]:
    plain_ranks = [r for r in range(2, 15) if r != level]
    plain_slot = {r: i for i, r in enumerate(plain_ranks)}
    n = len(plain_ranks)  # 12: trump-suit cards occupy slots 0…11
    skey: list[int] = []
    slot: list[int] = []
    for c in FACES:
        if c.suit is Suit.JOKER:
            skey.append(TRUMP)
            slot.append(n + 2 if c.rank == LITTLE_JOKER else n + 3)
        elif c.rank == level:
            skey.append(TRUMP)
            slot.append(n + 1 if c.suit is tsuit else n)
        elif c.suit is tsuit:
            skey.append(TRUMP)
            slot.append(plain_slot[c.rank])
        else:
            skey.append(_PLAIN_INDEX[c.suit])
            slot.append(plain_slot[c.rank])
    return tuple(skey), tuple(slot)


def is_trump(card: Card, trump: Trump) -> bool:
    """ZPY-5.1: jokers, every card of the level rank, every card of the trump suit."""
    return card.suit is Suit.JOKER or card.rank == trump.level or card.suit is trump.suit


def suit_key(card: Card, trump: Trump) -> int:
    return table(trump)[0][face_id(card)]


def slot_of(card: Card, trump: Trump) -> int:
    return table(trump)[1][face_id(card)]


def card_order_key(card: Card, trump: Trump) -> tuple[int, int, int]:
    """Sort key: suit (S H C D, then trump), slot low to high, then ZPY-5.7."""
    f = face_id(card)
    skey, slot = table(trump)
    return (skey[f], slot[f], SUIT_PREF[f])


def order_keys(trump: Trump) -> dict[Card, tuple[int, int, int]]:
    """``card_order_key(card, trump)`` of every card, as one table per trump (level and suit):
    sorting a hand by ``order_keys(trump).__getitem__`` runs no Python per card."""
    found = _ORDER_KEYS.get((trump.level, trump.suit))
    if found is None:
        found = _ORDER_KEYS[(trump.level, trump.suit)] = {c: card_order_key(c, trump) for c in FACES}
    return found


_ORDER_KEYS: dict[tuple[int, Suit], dict[Card, tuple[int, int, int]]] = {}


def follow_rank(skey: tuple[int, ...], slot: tuple[int, ...]) -> tuple[int, ...]:
    """Each face's place in the order (suit key, slot, face id) of the trump table ``(skey, slot)``,
    as one int (sorting by it is sorting by that tuple: the face id makes every key distinct)."""
    found = _FOLLOW_RANKS.get(skey)
    if found is None or found[0] is not slot:
        order = sorted(range(len(FACES)), key=lambda f: (skey[f], slot[f], f))
        rank = [0] * len(FACES)
        for i, f in enumerate(order):
            rank[f] = i
        found = _FOLLOW_RANKS[skey] = (slot, tuple(rank))
    return found[1]


_FOLLOW_RANKS: dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...]]] = {}


CardTables = tuple[dict[Card, int], tuple[frozenset[Card], ...], dict[Card, int]]


def card_tables(trump: Trump) -> CardTables:
    """Per card for this trump (level and suit): its suit key, the cards of each suit key (so a
    hand is filtered by suit in C), and its ``follow_rank``."""
    found = _CARD_TABLES.get((trump.level, trump.suit))
    if found is None:
        skey, slot = table(trump)
        rank = follow_rank(skey, slot)
        found = _CARD_TABLES[(trump.level, trump.suit)] = (
            {c: skey[f] for f, c in enumerate(FACES)},
            tuple(frozenset(c for f, c in enumerate(FACES) if skey[f] == k) for k in range(TRUMP + 1)),
            {c: rank[f] for f, c in enumerate(FACES)})
    return found


_CARD_TABLES: dict[tuple[int, Suit], CardTables] = {}


assert all(face_id(c) == i for i, c in enumerate(FACES))
