"""板子炮 combinations: classify (BZP-5), beats (BZP-7), can_beat, 天牌 (BZP-3) and candidate plays."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ...cards import Card, Suit
from ...shedding.combo import ComboBase
from ...shedding.groups import group_by_value
from ...shedding.search import run_sets, same_value_sets

__all__ = ["Combo", "classify", "beats", "can_beat", "candidate_plays", "kind_plays", "beats_kind",
           "groups_of",
           "value", "is_tianpai", "tianpai_rank", "CATEGORY", "KINDS", "BOMB_KINDS", "NORMAL_KINDS",
           "SEQ_LO", "SEQ_HI"]

#: BZP-1.4: sequences run 3…A, never with a 2; BZP-1.3: 2 is the highest single (value 15)
SEQ_LO, SEQ_HI = 3, 14

#: BZP-7.1 type order: the three normal types are category 0, each bomb type beats all below it
CATEGORY = {"single": 0, "pair": 0, "straight": 0, "bomb": 1, "banzipao": 2, "dou": 3, "guntong": 4,
            "gunlong": 5}
NORMAL_KINDS = ("single", "pair", "straight")
BOMB_KINDS = ("bomb", "banzipao", "dou", "guntong", "gunlong")
KINDS = NORMAL_KINDS + BOMB_KINDS
#: same-rank kinds by width (BZP-5.1, 5.2, 5.4, 5.6) and sequence kinds by width (BZP-5.3, 5.5, 5.7, 5.8)
_SAME = {1: "single", 2: "pair", 3: "bomb", 4: "dou"}
_RUN = {1: "straight", 2: "banzipao", 3: "guntong", 4: "gunlong"}
_WIDTH = {"single": 1, "pair": 2, "bomb": 3, "dou": 4, "straight": 1, "banzipao": 2, "guntong": 3,
          "gunlong": 4}


def value(card: Card) -> int | None:
    """BZP-1.3 rank value: 3…A = 3…14, 2 = 15. Jokers are not in this deck (BZP-1.2): ``None``."""
    if card.suit is Suit.JOKER:
        return None
    return 15 if card.rank == 2 else card.rank


def groups_of(cards: Iterable[Card]) -> dict[int, list[Card]]:
    """``group_by_value(cards, value)`` for a hand without jokers, inlined for speed."""
    out: dict[int, list[Card]] = {}
    for c in cards:
        r = c.rank
        v = 15 if r == 2 else r
        g = out.get(v)
        if g is None:
            out[v] = [c]
        else:
            g.append(c)
    return out


@dataclass(frozen=True, init=False)
class Combo(ComboBase):
    """A classified play. ``key`` is ``(rank value,)`` for single, pair, bomb and 豆, and
    ``(number of ranks, top rank value)`` for the sequence types (BZP-5)."""

    CATEGORY = CATEGORY

    @property
    def top(self) -> int:
        """The rank value that decides between two plays of the same kind and length."""
        return self.key[-1]


def classify(cards: Iterable[Card], options: dict[str, Any] | None = None) -> Combo | None:
    """The combination ``cards`` form by exact shape (BZP-5, 5.10); ``None`` if none (BZP-5.9)."""
    cards = tuple(cards)
    n = len(cards)
    if n == 0 or len(set(cards)) != n:
        return None  # one deck: a card cannot be played twice
    counts: dict[int, int] = {}
    for c in cards:
        v = value(c)
        if v is None:
            return None
        counts[v] = counts.get(v, 0) + 1
    widths = set(counts.values())
    if len(widths) != 1:
        return None  # BZP-5.9: e.g. S3 H3 C3 S4
    width = widths.pop()
    k = len(counts)
    if k == 1:
        kind = _SAME[width]
        return Combo(kind, cards, kind in BOMB_KINDS, (next(iter(counts)),))
    lo, hi = min(counts), max(counts)
    if k >= 3 and hi - lo == k - 1 and lo >= SEQ_LO and hi <= SEQ_HI:
        kind = _RUN[width]
        return Combo(kind, cards, kind in BOMB_KINDS, (k, hi))
    return None  # BZP-5.9: two pairs, two triples, a 2 in a sequence…


def beats(new: Combo, old: Combo, options: dict[str, Any] | None = None) -> bool:
    """May ``new`` be played on ``old`` (BZP-7)."""
    if new.category != old.category:
        return new.category > old.category  # BZP-7.1
    if new.kind != old.kind:
        return False  # BZP-7.2: single, pair and straight never beat each other
    if new.kind == "straight" and new.key[0] != old.key[0]:
        return False  # BZP-7.2: straights of the same length only
    return new.key > old.key  # BZP-7.3 rank; BZP-7.4/7.5 length then top; BZP-7.6 equal never beats


# ---- 天牌 (BZP-3) ----------------------------------------------------------------------------

def _gunlong_top(cards: Sequence[Card]) -> int | None:
    groups = group_by_value(cards, value)
    quads = [v for v, cs in groups.items() if len(cs) == 4 and SEQ_LO <= v <= SEQ_HI]
    best = None
    have = set(quads)
    for top in quads:
        if top - 1 in have and top - 2 in have:
            best = top if best is None else max(best, top)
    return best


def is_tianpai(hand13: Iterable[Card]) -> str | None:
    """The 天牌 a dealt hand is (BZP-3): ``"gunlong"`` (BZP-3.3: all four cards of three consecutive
    ranks within 3…A, plus any card), ``"shisan_lan"`` (BZP-3.2: 13 cards of 13 different ranks),
    or ``None``."""
    cards = list(hand13)
    if _gunlong_top(cards) is not None:
        return "gunlong"
    ranks = {c.rank for c in cards}
    if len(cards) == 13 and len(ranks) == 13 and not any(c.suit is Suit.JOKER for c in cards):
        return "shisan_lan"
    return None


def tianpai_rank(hand13: Iterable[Card]) -> tuple[int, int] | None:
    """A comparable strength of a 天牌 (BZP-3.5): 滚龙 above 十三烂, 滚龙 by its top rank; ``None``
    for an ordinary hand. Equal 十三烂 are decided by seat order from the 庄 (the caller's job)."""
    cards = list(hand13)
    top = _gunlong_top(cards)
    if top is not None:
        return (2, top)
    if is_tianpai(cards) == "shisan_lan":
        return (1, 0)
    return None


# ---- candidate plays -------------------------------------------------------------------------
Candidate = tuple[str, tuple[int, ...], tuple[Card, ...]]  # (kind, key, cards)


def beats_kind(kind: str, old: Combo) -> bool:
    """Can some play of ``kind`` beat ``old`` at all (BZP-7.1, 7.2)."""
    cat, old_cat = CATEGORY[kind], old.category
    return cat > old_cat or (cat == old_cat and kind == old.kind)


def kind_plays(groups: dict[int, list[Card]], total: int, kind: str,
               old: Combo | None) -> Iterator[Candidate]:
    """``(kind, key, cards)`` for every play of ``kind`` from a hand of ``total`` cards grouped by
    value (``group_by_value(hand, value)``) that may be led, or that beats ``old`` when ``old`` is of
    the same kind (for other kinds the caller asks ``beats_kind`` first)."""
    width = _WIDTH[kind]
    same_kind = old is not None and old.kind == kind
    if kind in _SAME.values():
        above = old.key[0] if old is not None and same_kind else None
        for v, cards in same_value_sets(groups, width, above):
            yield kind, (v,), cards
        return
    longest = min(total // width, SEQ_HI - SEQ_LO + 1)
    if kind == "straight":
        lengths: Iterable[int] = (old.key[0],) if old is not None and same_kind else range(3, longest + 1)
    else:
        lengths = range(old.key[0] if old is not None and same_kind else 3, longest + 1)
    for k in lengths:
        above = old.key[1] if old is not None and same_kind and k == old.key[0] else None
        for top, cards in run_sets(groups, width, k, SEQ_LO, SEQ_HI, above):
            yield kind, (k, top), cards


def candidate_plays(hand: Sequence[Card], old: Combo | None = None,
                    options: dict[str, Any] | None = None,
                    kinds: Sequence[str] | None = None) -> Iterator[Candidate]:
    """``(kind, key, cards)`` for every distinct play from ``hand`` that may be led (``old`` is
    ``None``) or that beats ``old`` (BZP-7), kind by kind in type order. ``kinds`` limits the
    kinds tried."""
    groups = groups_of(hand)
    for kind in (KINDS if kinds is None else kinds):
        if old is not None and not beats_kind(kind, old):
            continue
        yield from kind_plays(groups, len(hand), kind, old)


def can_beat(hand: Iterable[Card], old: Combo, options: dict[str, Any] | None = None) -> bool:
    """Does some subset of ``hand`` beat ``old`` (BZP-7)."""
    return next(candidate_plays(list(hand), old, options), None) is not None
