"""Cards and their text notation, shared by every game.

A card is a plain value: identical faces from several packs compare equal, so a hand is a
multiset kept as a list. Points and rank order are game rules and live in the game modules.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

__all__ = [
    "card_tokens",
    "Suit", "Card", "LITTLE_JOKER", "BIG_JOKER", "RANK_SYMBOLS",
    "parse_cards", "format_cards", "make_deck", "card_sort_key",
]

LITTLE_JOKER = 15
BIG_JOKER = 16


class Suit(enum.Enum):
    S = "S"
    H = "H"
    C = "C"
    D = "D"
    JOKER = "J"

    # identity hashing (members are singletons): Enum's default hashes the name in Python code,
    # which dominates set and dict work on cards
    __hash__ = object.__hash__

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.H, Suit.D)


_SUIT_SYMBOL = {Suit.S: "♠", Suit.H: "♥", Suit.C: "♣", Suit.D: "♦", Suit.JOKER: ""}
_SYMBOL_SUIT = {"♠": Suit.S, "♥": Suit.H, "♣": Suit.C, "♦": Suit.D,
                "♤": Suit.S, "♡": Suit.H, "♧": Suit.C, "♢": Suit.D}

#: rank int -> canonical symbol (T for ten)
RANK_SYMBOLS = {2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8", 9: "9", 10: "T",
                11: "J", 12: "Q", 13: "K", 14: "A"}
_SYMBOL_RANK = {v: k for k, v in RANK_SYMBOLS.items()}
_SYMBOL_RANK["10"] = 10
# Suit display order for sorting and deck order: S H C D.
_SUIT_INDEX = {Suit.S: 0, Suit.H: 1, Suit.C: 2, Suit.D: 3, Suit.JOKER: 4}


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card face. Faces are interned (``Card(S, 3) is Card(S, 3)``), so equality and hashing
    are identity's, done in C: card lists, sets and counters are most of the engine's work."""

    suit: Suit
    rank: int

    def __new__(cls, suit: Suit, rank: int) -> Card:
        key = (suit, rank)
        card = _INTERNED.get(key) if type(suit) is Suit and type(rank) is int else None
        if card is None:
            card = object.__new__(cls)
            if type(suit) is Suit and type(rank) is int and _valid(suit, rank):
                _INTERNED[key] = card
        return card

    def __reduce__(self) -> tuple[type[Card], tuple[Suit, int]]:
        return Card, (self.suit, self.rank)  # unpickled and copied cards are the interned ones

    def __post_init__(self) -> None:
        if self.suit is Suit.JOKER:
            if self.rank not in (LITTLE_JOKER, BIG_JOKER):
                raise ValueError(f"a joker has rank 15 or 16, not {self.rank}")
        elif self.rank not in RANK_SYMBOLS:
            raise ValueError(f"rank {self.rank} is not a card rank (2-14)")

    @property
    def is_joker(self) -> bool:
        return self.suit is Suit.JOKER

    @property
    def symbol(self) -> str:
        """Rank as printed on the card face: 2…10, J, Q, K, A."""
        if self.is_joker:
            return "JOKER"
        return "10" if self.rank == 10 else RANK_SYMBOLS[self.rank]

    @property
    def label_zh(self) -> str:
        if self.rank == BIG_JOKER:
            return "大王"
        if self.rank == LITTLE_JOKER:
            return "小王"
        return self.suit.symbol + self.symbol

    @property
    def label_en(self) -> str:
        if self.rank == BIG_JOKER:
            return "Big Joker"
        if self.rank == LITTLE_JOKER:
            return "Little Joker"
        return self.suit.symbol + self.symbol

    def __str__(self) -> str:
        token = _TOKENS.get(self)
        if token is None:
            if self.rank == BIG_JOKER:
                token = "BJ"
            elif self.rank == LITTLE_JOKER:
                token = "LJ"
            else:
                token = self.suit.value + RANK_SYMBOLS[self.rank]
            _TOKENS[self] = token
        return token

    def __repr__(self) -> str:
        return f"Card({self})"


_INTERNED: dict[tuple[Suit, int], Card] = {}
_TOKENS: dict[Card, str] = {}  # the canonical token of each face, worked out once


def card_tokens(cards: Sequence[Card]) -> list[str]:
    """``[str(c) for c in cards]`` with no Python call per card once each face has been printed
    (events and views list every play's cards)."""
    try:
        return list(map(_TOKENS.__getitem__, cards))
    except KeyError:
        return [str(c) for c in cards]


def _valid(suit: Suit, rank: int) -> bool:
    return rank in (LITTLE_JOKER, BIG_JOKER) if suit is Suit.JOKER else rank in RANK_SYMBOLS


def card_sort_key(card: Card) -> tuple[int, int]:
    """A neutral order (rank, then suit S H C D); games sort by their own orders."""
    return (card.rank, _SUIT_INDEX[card.suit])


_SPLIT = re.compile(r"[\s,，、]+")


def _parse_token(token: str) -> Card:
    raw = token
    if token in ("大王", "大鬼"):
        return Card(Suit.JOKER, BIG_JOKER)
    if token in ("小王", "小鬼"):
        return Card(Suit.JOKER, LITTLE_JOKER)
    up = token.upper()
    if up == "BJ":
        return Card(Suit.JOKER, BIG_JOKER)
    if up == "LJ":
        return Card(Suit.JOKER, LITTLE_JOKER)
    if up and up[0] in "SHCD":
        suit = Suit(up[0])
        rest = up[1:]
    elif token and token[0] in _SYMBOL_SUIT:
        suit = _SYMBOL_SUIT[token[0]]
        rest = up[1:]
    else:
        raise ValueError(f"bad card token {raw!r}: expected a suit S/H/C/D or ♠♥♣♦ and a rank")
    rank = _SYMBOL_RANK.get(rest)
    if rank is None:
        raise ValueError(f"bad card token {raw!r}: {rest!r} is not a rank (2-9, T or 10, J, Q, K, A)")
    return Card(suit, rank)


def parse_cards(text: str | Iterable[Card]) -> list[Card]:
    """Parse card text such as ``"S3 HT ♥10 大王"``; a list of cards is returned as a copy."""
    if not isinstance(text, str):
        cards = list(text)
        for c in cards:
            if not isinstance(c, Card):
                raise ValueError(f"not a card: {c!r}")
        return cards
    tokens = [t for t in _SPLIT.split(text.strip()) if t]
    by_token = _BY_TOKEN
    return [by_token.get(t) or _parse_token(t) for t in tokens]


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(c) for c in cards)


def _make_pack() -> tuple[Card, ...]:
    pack = [Card(s, r) for s in (Suit.S, Suit.H, Suit.C, Suit.D) for r in range(2, 15)]
    pack += [Card(Suit.JOKER, LITTLE_JOKER), Card(Suit.JOKER, BIG_JOKER)]
    return tuple(pack)


#: the 54 interned cards of one pack, in pack order: every deal starts from it (making the cards
#: again ran the dataclass's checks 54 times a pack; the cards are the same objects anyway)
_PACK = _make_pack()


def _full_pack() -> list[Card]:
    return list(_PACK)


#: canonical tokens (``S3``, ``HT``, ``BJ``) straight to their cards: what saves and logs hold
_BY_TOKEN: dict[str, Card] = {str(c): c for c in _full_pack()}


def make_deck(decks: int = 1, *, without: str = "") -> list[Card]:
    """``decks`` packs of 54 cards, minus the listed tokens once per pack.

    A bare rank in ``without`` (``"3"``, ``"10"``) removes that rank in all four suits.
    """
    if not isinstance(decks, int) or decks < 1:
        raise ValueError(f"decks must be a positive whole number, not {decks!r}")
    removals: list[Card] = []
    for tok in (t for t in _SPLIT.split(without.strip()) if t):
        rank = _SYMBOL_RANK.get(tok.upper())
        if rank is not None:
            removals += [Card(s, rank) for s in (Suit.S, Suit.H, Suit.C, Suit.D)]
        else:
            removals.append(_parse_token(tok))
    pack = _full_pack()
    for card in removals:
        if card not in pack:
            raise ValueError(f"cannot remove {card}: it is not (or no longer) in the pack")
        pack.remove(card)
    return pack * decks
