"""Two-card hands: strength (CX-4, CX-5, CX-6) and names (CX-5 Name column)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from engine.cards import Card

from .deck import DECK, card_class, card_tier, hand_points

__all__ = ["pair_rank", "pair_name", "pair_level", "ALL_HANDS", "LEVELS", "Ranking", "STANDARD", "ranking_of"]

#: how ties of points hands break: (the lower card decides when the top cards tie, all 0-point hands
#: tie). STANDARD is the ruling (CX-6.2, CX-6.3); the others are the house rules ``lower_card`` and
#: ``zero_tie``.
Ranking = tuple[bool, bool]
STANDARD: Ranking = (False, True)

# Category values of the first element of a rank tuple (CX-4.8); points hands use their points 0-9.
DINGHUANG, PAIR, NAIGOU, TIANGANG, DIGANG = 14, 13, 12, 11, 10

_PAIR_NAMES = {
    "红Q": "天牌", "红2": "地牌", "红8": "人牌", "红4": "和牌",
    "黑10": "梅十", "黑6": "长三", "黑4": "板凳",
    "黑J": "虎头(斧头)", "红10": "苕十", "红7": "膏药", "红6": "猫猫",
    "黑9": "杂九对", "黑8": "杂八对", "黑7": "杂七对", "黑5": "杂五对",
}
# CX-4.9 / CX-5: the named 9-point hands, by their two classes
_NINE_NAMES = {
    frozenset(("红Q", "红7")): "天关九", frozenset(("红Q", "黑7")): "天关九",
    frozenset(("红2", "红7")): "地关九", frozenset(("红2", "黑7")): "地关九",
    frozenset(("红8", "黑J")): "灯笼九(人牌九/红樱枪)",
    frozenset(("红4", "黑5")): "和五九",
    frozenset(("黑10", "黑9")): "梅十九",
    frozenset(("黑6", "红3")): "丁长九",
    frozenset(("黑4", "黑5")): "板五九(长二九)",
    frozenset(("黑J", "黑8")): "乌龙九(虎头九)",
    frozenset(("红10", "黑9")): "苕十九",
    frozenset(("红6", "红3")): "丁猫九",
}


def _evaluate(a: Card, b: Card) -> tuple[tuple[int, int], str]:
    ca, cb = card_class(a), card_class(b)
    classes = {ca, cb}
    if classes == {"红3", "大王"}:                                   # CX-4.1
        return (DINGHUANG, 0), "丁皇"
    if ca == cb:                                                   # CX-4.2 (H3, BJ have no pair)
        return (PAIR, 8 - card_tier(a)), _PAIR_NAMES[ca]
    if classes == {"红Q", "黑9"}:                                   # CX-4.3
        return (NAIGOU, 0), "奶狗(天九王)"
    if "红Q" in classes and classes & {"红8", "黑8"}:                # CX-4.4
        return (TIANGANG, 0), "天杠"
    if "红2" in classes and classes & {"红8", "黑8"}:                # CX-4.5
        return (DIGANG, 0), "地杠"
    points = hand_points((a, b))                                   # CX-4.6
    top = min(card_tier(a), card_tier(b))
    if points == 9:
        name = _NINE_NAMES[frozenset(classes)]
    elif points == 0:
        name = "0点(蹩十)"
    else:
        name = f"{points}点"
    # CX-6.2: only the top card breaks a points tie; CX-6.3: all 0-point hands tie.
    return (points, 0 if points == 0 else 8 - top), name


def _variant(rank: tuple[int, int], a: Card, b: Card, ranking: Ranking) -> tuple[int, ...]:
    """The rank under a house-rule ``ranking``: a third element, the lower card, where it decides
    (CX-6.2 house rule ``lower_card``), and 0-point hands ranked like the others (CX-6.3 house rule
    ``zero_tie`` off)."""
    lower_card, zero_tie = ranking
    category = rank[0]
    if category >= DIGANG or (category == 0 and zero_tie):
        return (*rank, 0)
    top, low = sorted((card_tier(a), card_tier(b)))
    return (category, 8 - top, 8 - low if lower_card else 0)


#: every two-card hand of the deck (496, CX-5)
ALL_HANDS: tuple[tuple[Card, Card], ...] = tuple(combinations(DECK, 2))
_TABLE: dict[tuple[Card, Card], tuple[tuple[int, int], str]] = {}
for _a, _b in ALL_HANDS:
    _TABLE[(_a, _b)] = _TABLE[(_b, _a)] = _evaluate(_a, _b)
#: the distinct strengths, strongest first: LEVELS.index(rank) + 1 is the CX-5 level
LEVELS: tuple[tuple[int, int], ...] = tuple(sorted({v[0] for v in _TABLE.values()}, reverse=True))
_LEVEL_OF = {r: i + 1 for i, r in enumerate(LEVELS)}


def _lookup(two_cards: Sequence[Card]) -> tuple[tuple[int, int], str]:
    if len(two_cards) != 2:
        raise ValueError(f"CX-4: a hand has exactly two cards, not {len(two_cards)}")
    try:
        return _TABLE[(two_cards[0], two_cards[1])]
    except KeyError:
        a, b = two_cards
        for c in (a, b):
            card_class(c)  # raises for a card outside the deck
        raise ValueError(f"CX-2.1: {a} and {b} are the same card; the deck holds one of each") from None


_VARIANTS: dict[Ranking, dict[tuple[Card, Card], tuple[int, ...]]] = {}


def ranking_of(options: Mapping[str, Any]) -> Ranking:
    """The one place that reads the tie-break house rules, from a room's options or a view's
    ``ranking`` entry (CX-6.2 ``lower_card``, CX-6.3 ``zero_tie``)."""
    return (bool(options.get("lower_card", False)), bool(options.get("zero_tie", True)))


def pair_rank(two_cards: Sequence[Card], ranking: Ranking = STANDARD) -> tuple[int, ...]:
    """Strength of a two-card hand (CX-6.1): greater is stronger, equal ties. Ranks of one
    ``ranking`` compare with each other only."""
    rank = _lookup(two_cards)[0]
    if ranking == STANDARD:
        return rank
    table = _VARIANTS.get(ranking)
    if table is None:
        table = _VARIANTS[ranking] = {}
        for a, b in ALL_HANDS:
            table[(a, b)] = table[(b, a)] = _variant(_TABLE[(a, b)][0], a, b, ranking)
    return table[(two_cards[0], two_cards[1])]


def pair_name(two_cards: Sequence[Card]) -> str:
    """The Name column of CX-5 for these two cards (e.g. ``丁皇``, ``天牌``, ``天关九``, ``8点``)."""
    return _lookup(two_cards)[1]


def pair_level(two_cards: Sequence[Card]) -> int:
    """The CX-5 level, 1 (丁皇) strongest to 71 (0 points)."""
    return _LEVEL_OF[_lookup(two_cards)[0]]
