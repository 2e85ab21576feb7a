"""半边天炸 combinations: classify (BBT-5, BBT-6), beats (BBT-7), can_beat and the candidate plays."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from ...cards import BIG_JOKER, Card, Suit, make_deck
from ...shedding.combo import ReadingsComboBase
from ...shedding.search import run_sets, same_value_sets, with_kickers

__all__ = ["Combo", "classify", "beats", "can_beat", "candidates", "value", "count_bombs",
           "BOMB_CATEGORY", "SEQ_LO", "SEQ_HI", "candidate_plays", "hand_groups", "run_hi",
           "may_dou"]

#: sequences run 3…A (BBT-5: 2 never joins a sequence); 2 ranks above A as a single (BBT-1.5)
SEQ_LO, SEQ_HI = 3, 14
TWO = 15
SUIT_ORDER = {Suit.S: 4, Suit.H: 3, Suit.C: 2, Suit.D: 1}  # BBT-1.6

#: BBT-7.1 category order; every normal type is 0
BOMB_CATEGORY = {"tianzha": 6, "dizha": 5, "straight_flush": 4, "four_bomb": 3, "zheng_510k": 2,
                 "fu_510k": 1}
NORMAL_KINDS = ("single", "pair", "triple", "plane", "pair_run", "straight")


def value(card: Card) -> int | None:
    """BBT-1.5 rank value: 3…A = 3…14, 2 = 15; the big joker has none (it is only 天炸)."""
    if card.rank == BIG_JOKER or card.suit is Suit.JOKER:
        return None
    return 15 if card.rank == 2 else card.rank


#: every face's value (cards are interned and hash by identity: a lookup is cheap)
_VALUES: dict[Card, int | None] = {c: value(c) for c in make_deck(1)}
#: the cards that have a value (no joker), for code that has ruled the jokers out
_RANKED_VALUES: dict[Card, int] = {c: v for c, v in _VALUES.items() if v is not None}


@dataclass(frozen=True, init=False)
class Combo(ReadingsComboBase):
    """A 半边天炸 play; ``key`` compares within the kind (BBT-7.2, 7.3); ``readings``: a triple's
    or plane's every reading (k, top), canonical first (BBT-6.3)."""

    CATEGORY = BOMB_CATEGORY


def run_hi(options: dict[str, Any] | None) -> int:
    """The highest value a 地炸, 连对, 飞机 or 同花顺 may reach: A (BBT-5, the default), or the 2
    after it where the room's house rule ``two_in_runs`` lets a 2 follow the A. A plain 顺子 never
    holds a 2 either way (seed "2不能列入顺子")."""
    return TWO if options is not None and options.get("two_in_runs") else SEQ_HI


def _triple_readings(counts: dict[int, int], n: int, hi: int = SEQ_HI) -> list[tuple[int, int]]:
    """All (k, top) bodies of k consecutive triples (k=1: a plain triple) with 0…2k wings."""
    out = []
    tri = sorted(v for v, c in counts.items() if c >= 3)
    for v in tri:
        if n - 3 <= 2 and n >= 3:
            out.append((1, v))
    seq = [v for v in tri if SEQ_LO <= v <= hi]
    have = set(seq)
    for top in seq:
        k = 1
        while top - k in have:
            k += 1
            w = n - 3 * k
            if 0 <= w <= 2 * k:
                out.append((k, top))
    out.sort(reverse=True)
    return out


def _is_run(values: list[int], hi: int = SEQ_HI) -> bool:
    return (len(set(values)) == len(values) and max(values) - min(values) == len(values) - 1
            and min(values) >= SEQ_LO and max(values) <= hi)


def classify(cards: Sequence[Card], options: dict[str, Any] | None = None) -> Combo | None:
    """The combination ``cards`` form (BBT-5), read with the precedence of BBT-6.2; None if none."""
    cards = tuple(cards)
    n = len(cards)
    if n == 0:
        return None
    if any(c.rank == BIG_JOKER for c in cards):
        return Combo("tianzha", cards, True, (0,)) if n == 1 else None
    if any(c.suit is Suit.JOKER for c in cards):
        return None  # no little joker in this deck (BBT-1.2)
    vals = list(map(_RANKED_VALUES.__getitem__, cards))
    counts: dict[int, int] = {}
    for v in vals:
        counts[v] = counts.get(v, 0) + 1
    distinct = sorted(counts)
    hi = run_hi(options)
    # bombs first (BBT-6.1, 6.2)
    if n >= 8 and n % 2 == 0 and all(c == 2 for c in counts.values()) and _is_run(distinct, hi):
        return Combo("dizha", cards, True, (len(distinct), distinct[-1]))
    if n >= 5 and len(counts) == n and _is_run(distinct, hi) and len({c.suit for c in cards}) == 1:
        return Combo("straight_flush", cards, True, (n, distinct[-1], SUIT_ORDER[cards[0].suit]))
    if n == 4 and len(counts) == 1:
        return Combo("four_bomb", cards, True, (distinct[0],))
    if n == 3 and sorted(c.rank for c in cards) == [5, 10, 13]:
        if len({c.suit for c in cards}) == 1:
            return Combo("zheng_510k", cards, True, (SUIT_ORDER[cards[0].suit],))
        return Combo("fu_510k", cards, True, ())
    # normal types
    if n == 1:
        return Combo("single", cards, False, (vals[0],))
    if n == 2 and len(counts) == 1:
        return Combo("pair", cards, False, (vals[0],))
    if n in (4, 6) and all(c == 2 for c in counts.values()) and _is_run(distinct, hi):
        return Combo("pair_run", cards, False, (len(distinct), distinct[-1]))
    if n >= 5 and len(counts) == n and _is_run(distinct):
        return Combo("straight", cards, False, (n, distinct[-1]))
    readings = _triple_readings(counts, n, hi)
    if readings and n == 5 and options is not None and options.get("pair_kickers"):
        # house rule (BBT-5.3): 三带二's two kickers must be a pair, so the body is a rank held
        # exactly three times beside a pair
        readings = [r for r in readings if r[0] != 1 or sorted(counts.values()) == [2, 3]]
    if readings:
        k, top = readings[0]
        kind = "triple" if k == 1 else "plane"
        same = tuple(r for r in readings if (r[0] == 1) == (k == 1))
        return Combo(kind, cards, False, (k, top), same)
    return None


def beats(new: Combo, old: Combo, options: dict[str, Any] | None = None) -> bool:
    """May ``new`` be played on ``old`` (BBT-7)."""
    if new.category != old.category:
        return new.category > old.category  # BBT-7.1
    if new.is_bomb:
        if new.kind in ("tianzha", "fu_510k"):
            return False  # BBT-7.2: one BJ; 副510K never beats 副510K
        if new.kind == "zheng_510k":
            suit_order = True if options is None else options.get("zheng_510k_suit_order", True)
            return bool(suit_order) and new.key > old.key
        if new.kind in ("dizha", "straight_flush") and options is not None \
                and options.get("bomb_order") == "rank":
            # house rule (BBT-7.2): "大打点数小，长的打短的" read rank first, then length (, suit)
            return (new.key[1], new.key[0], *new.key[2:]) > (old.key[1], old.key[0], *old.key[2:])
        return new.key > old.key  # dizha / straight_flush: length, rank(, suit); four_bomb: rank
    if new.kind in ("triple", "plane") and old.kind == new.kind:
        k_old, top_old = old.key
        if (new.kind == "triple" and options is not None and options.get("triple_classes") == "three"
                and len(new.cards) != len(old.cards)):
            return False  # house rule (BBT-7.3): 三张, 三带一, 三带二 are three types
        return any(k == k_old and top > top_old for k, top in new.readings)  # BBT-6.3, 7.3
    if new.kind != old.kind:
        return False  # BBT-7.3: different normal types never beat each other
    if new.kind in ("pair_run", "straight"):
        return new.key[0] == old.key[0] and new.key[1] > old.key[1]
    return new.key > old.key  # single, pair (BBT-7.4: equal never beats)


# ---- candidate plays -------------------------------------------------------------------------
# Generated shape by shape, so each play's kind and key are known without classifying it again;
# only the readings that BBT-6.1 turns into bombs (one-suit straights) need a look.

Candidate = tuple[str, tuple[int, ...], tuple[Card, ...]]  # (kind, key, cards)


def _bombs(hand: Sequence[Card], groups: dict[int, list[Card]], hi: int = SEQ_HI) -> Iterator[Candidate]:
    for c in hand:
        if c.rank == BIG_JOKER:
            yield "tianzha", (0,), (c,)
            break
    pairs = sum(1 for v, cs in groups.items() if len(cs) >= 2 and v <= hi)
    for k in range(4, pairs + 1):
        for top, cards in run_sets(groups, 2, k, SEQ_LO, hi):
            yield "dizha", (k, top), cards
    by_suit: dict[Suit, list[Card]] = {}
    values = _VALUES
    for c in hand:
        if values[c] is not None:
            by_suit.setdefault(c.suit, []).append(c)
    for suit, suited in by_suit.items():
        if len(suited) < 5:
            continue
        g = hand_groups(suited)
        for k in range(5, len(g) + 1):
            for top, run in run_sets(g, 1, k, SEQ_LO, hi):
                yield "straight_flush", (k, top, SUIT_ORDER[suit]), run
    for v, cards in same_value_sets(groups, 4):
        yield "four_bomb", (v,), cards
    fives, tens, kings = groups.get(5, []), groups.get(10, []), groups.get(13, [])
    for a in fives:
        for b in tens:
            for c in kings:
                if a.suit is b.suit is c.suit:
                    yield "zheng_510k", (SUIT_ORDER[a.suit],), (a, b, c)
                else:
                    yield "fu_510k", (), (a, b, c)


def _not_joker(c: Card) -> bool:
    return c.rank != BIG_JOKER


def _normals(hand: Sequence[Card], groups: dict[int, list[Card]], kind: str,
             old: Combo | None, wings: bool = True, hi: int = SEQ_HI) -> Iterator[Candidate]:
    """``hi``: ``run_hi`` of the room (连对 and 飞机; a 顺子 always stops at A)."""
    if kind in ("single", "pair"):
        above = old.key[0] if old else None
        for v, cards in same_value_sets(groups, 1 if kind == "single" else 2, above):
            yield kind, (v,), cards
    elif kind == "pair_run":
        for k in ((old.key[0],) if old else (2, 3)):
            for top, cards in run_sets(groups, 2, k, SEQ_LO, hi, old.key[1] if old else None):
                yield kind, (k, top), cards
    elif kind == "straight":
        for k in ((old.key[0],) if old else range(5, 13)):
            for top, cards in run_sets(groups, 1, k, SEQ_LO, SEQ_HI, old.key[1] if old else None):
                if len({c.suit for c in cards}) > 1:  # one suit is 同花顺 (BBT-6.1)
                    yield kind, (k, top), cards
    elif kind == "triple":
        above = old.key[1] if old else None
        for v, body in same_value_sets(groups, 3, above):
            for cards in with_kickers(hand, body, 0, 2 if wings else 0, allowed=_not_joker):
                yield kind, (1, v), cards
    elif kind == "plane":
        for k in ((old.key[0],) if old else range(2, 7)):
            for top, body in run_sets(groups, 3, k, SEQ_LO, hi, old.key[1] if old else None):
                for cards in with_kickers(hand, body, 0, 2 * k if wings else 0, allowed=_not_joker):
                    yield kind, (k, top), cards


def _house_triples(hand: Sequence[Card], groups: dict[int, list[Card]], old: Combo | None,
                   wings: bool, options: dict[str, Any]) -> Iterator[Candidate]:
    """The triples allowed by the house rules ``pair_kickers`` and ``triple_classes`` (BBT-5.3,
    7.3): the plain list, filtered through ``classify`` and ``beats`` with the room's options."""
    for kind, key, cards in _normals(hand, groups, "triple", old, wings):
        combo = classify(cards, options)
        if combo is not None and combo.kind == "triple" and (old is None or beats(combo, old, options)):
            yield kind, key, cards


def hand_groups(hand: Sequence[Card]) -> dict[int, list[Card]]:
    """``group_by_value(hand, value)`` by a table of the faces' values: this runs before every
    simulated play."""
    groups: dict[int, list[Card]] = {}
    values = _VALUES
    for c in hand:
        v = values[c]
        if v is not None:
            g = groups.get(v)
            if g is None:
                groups[v] = [c]
            else:
                g.append(c)
    return groups


def candidate_plays(hand: Sequence[Card], old: Combo | None = None,
                    options: dict[str, Any] | None = None,
                    kinds: Sequence[str] | None = None, *,
                    groups: dict[int, list[Card]] | None = None,
                    wings: bool = True) -> Iterator[Candidate]:
    """``(kind, key, cards)`` for every play from ``hand`` that may be led (``old`` None) or that
    beats ``old``, read as it would be played on ``old``. A card set may come more than once (a
    plane with a triple among its wings is also a longer plane). ``kinds`` limits the normal kinds
    tried (``"bomb"`` stands for all bombs). ``groups``: ``hand_groups(hand)`` if the caller has
    it already. ``wings=False`` leaves out triples and planes with wings (a lead of many triples
    has over ten thousand of them)."""
    if groups is None:
        groups = hand_groups(hand)
    wanted = NORMAL_KINDS + ("bomb",) if kinds is None else kinds
    hi = run_hi(options)
    if old is None or not old.is_bomb:
        for kind in wanted:
            if kind == "bomb" or (old is not None and kind != old.kind):
                continue
            if kind == "triple" and options and (options.get("pair_kickers")
                                                 or options.get("triple_classes") == "three"):
                yield from _house_triples(hand, groups, old, wings, options)
                continue
            yield from _normals(hand, groups, kind, old, wings, hi)
    if "bomb" in wanted:
        for kind, key, cards in _bombs(hand, groups, hi):
            if old is None or beats(Combo(kind, cards, True, key), old, options):
                yield kind, key, cards


def candidates(hand: Sequence[Card], old: Combo | None = None,
               options: dict[str, Any] | None = None) -> Iterator[tuple[Card, ...]]:
    """Every play (card tuple) from ``hand`` that may be led or beats ``old``; may repeat a set."""
    for _, _, cards in candidate_plays(hand, old, options):
        yield cards


def can_beat(hand: Sequence[Card], old: Combo, options: dict[str, Any] | None = None) -> bool:
    """Does some subset of ``hand`` beat ``old``."""
    return next(candidate_plays(hand, old, options), None) is not None


def count_bombs(hand: Sequence[Card], options: dict[str, Any] | None = None) -> int:
    """BBT-3.8: the most pairwise disjoint bombs the hand holds (with the room's ``options``: the
    house rule ``two_in_runs`` lets a 地炸 or 同花顺 run on to the 2).

    Every bomb holds a smallest bomb (a 地炸 of 4 pairs, a 同花顺 of 5, a 四炸, a 510K, 天炸), so
    the most disjoint bombs are the most disjoint smallest ones: a walk up the ranks 3…A that
    carries the open runs (per suit, and up to two 地炸) and the 5s/10s kept for 510K, memoised by
    that state. Polynomial in the hand size, where trying every set of bombs was exponential."""
    cards = tuple(hand)
    if len(set(cards)) != len(cards):
        raise ValueError("count_bombs: a card appears twice (半边天炸 plays one deck)")
    return _count_bombs(frozenset(cards), run_hi(options))


def may_dou(hand: Sequence[Card], options: dict[str, Any] | None = None) -> bool:
    """BBT-3.5: does the hand hold the two bombs that let a 闲 choose 抖. By default (BBT-3.8) two
    disjoint bombs; under the house rule ``dou_bombs`` = ``overlap`` two bombs that may share
    cards, neither lying inside the other (a 同花顺 of 6 holds two of 5: still one bomb)."""
    if options is None or options.get("dou_bombs", "disjoint") == "disjoint":
        return count_bombs(hand, options) >= 2
    bit = {c: 1 << i for i, c in enumerate(hand)}
    found = _bombs(hand, hand_groups(hand), run_hi(options))
    sets = {sum(map(bit.__getitem__, cards)) for _, _, cards in found}
    tops = [m for m in sets if not any(m != o and m & o == m for o in sets)]
    return len(tops) >= 2


_SUIT_BIT = {Suit.S: 1, Suit.H: 2, Suit.C: 4, Suit.D: 8}
_BITS = [bin(m).count("1") for m in range(16)]
_TRIPLE_510K = (5, 10, 13)


@lru_cache(maxsize=256)
def _count_bombs(cards: frozenset[Card], hi: int = SEQ_HI) -> int:
    fixed = 0
    suits_at = [0] * 16  # per rank value, a bit per suit (S H C D)
    for c in cards:
        if c.rank == BIG_JOKER:
            fixed += 1  # 天炸
        elif c.suit is not Suit.JOKER:
            suits_at[15 if c.rank == 2 else c.rank] |= _SUIT_BIT[c.suit]
    if suits_at[15] == 15 and hi < 15:
        fixed += 1  # four 2s, outside every run and every 510K (the walk reaches them otherwise)
    # a 同花顺 may start only where its suit runs 5 ranks on, a 地炸 only where 4 ranks are each
    # held twice, a 510K only with 5, 10 and K all held: elsewhere a rank has one choice
    flush_start = [0] * 16
    dizha_start = [False] * 16
    pairs = 0
    for v in range(SEQ_LO, hi + 1):
        if v >= SEQ_LO + 4:
            flush_start[v - 4] = (suits_at[v] & suits_at[v - 1] & suits_at[v - 2] & suits_at[v - 3]
                                  & suits_at[v - 4])
        pairs = pairs + 1 if _BITS[suits_at[v]] >= 2 else 0
        if pairs >= 4:
            dizha_start[v - 3] = True
    if not any(flush_start) and not any(dizha_start):
        # no 同花顺 and no 地炸 can start: only 四炸 and 510K are left, and they meet only at the 5,
        # 10 and K, where taking every 四炸 there or the most 510Ks is best (no walk needed)
        fours = [v for v in range(SEQ_LO, hi + 1) if suits_at[v] == 15]
        at_510k = sum(1 for v in _TRIPLE_510K if suits_at[v] == 15)
        most_510k = min(_BITS[suits_at[v]] for v in _TRIPLE_510K)
        return fixed + len(fours) - at_510k + max(at_510k, most_510k)
    triples = all(suits_at[v] for v in _TRIPLE_510K)

    @cache
    def best(v: int, flush: tuple[int, ...], dizha: tuple[int, ...], kept: int) -> int:
        """Most bombs completed from rank ``v`` up, given the open 同花顺 length per suit, the open
        地炸 lengths (longest first) and the 510K triples still possible from the 5s (and 10s)
        kept so far."""
        if v > hi:
            return 0
        here = suits_at[v]
        held = _BITS[here]
        out = 0
        if held == 4:  # 四炸: every card of the rank, every open run ends
            out = 1 + best(v + 1, (0, 0, 0, 0), (), _kept_after(v, kept, 0)[0])
        flushable = [s for s in range(4) if here & (1 << s) and (flush[s] or flush_start[v] & (1 << s))]
        most_pairs = min(2, len(dizha) + (2 if dizha_start[v] else 0))
        for mask in range(1 << len(flushable)):
            made = 0
            new_flush = [0, 0, 0, 0]
            for j, s in enumerate(flushable):
                if mask >> j & 1:
                    new_flush[s] = flush[s] + 1
                    if new_flush[s] == 5:
                        made += 1
                        new_flush[s] = 0
            flush_t = tuple(new_flush)
            rest = held - _BITS[mask]
            for k510 in range(rest + 1 if triples and v in _TRIPLE_510K else 1):
                next_kept, made_510k = _kept_after(v, kept, k510)
                for units in range(min(most_pairs, (rest - k510) // 2) + 1):
                    done, grown = _grow_dizha(dizha, units)
                    out = max(out, made + made_510k + done + best(v + 1, flush_t, grown, next_kept))
        return out

    return fixed + best(SEQ_LO, (0, 0, 0, 0), (), 0)


def _kept_after(v: int, kept: int, k510: int) -> tuple[int, int]:
    """(510K triples still possible, triples completed) after keeping ``k510`` cards of rank ``v``."""
    if v == 5:
        return k510, 0
    if v == 10:
        return min(kept, k510), 0
    if v == 13:
        return 0, min(kept, k510)
    return kept, 0


def _grow_dizha(dizha: tuple[int, ...], units: int) -> tuple[int, tuple[int, ...]]:
    """Add ``units`` pairs of this rank: the longest open 地炸 grow first, the rest start new ones;
    those not grown end. Returns (地炸 completed, open lengths longest first)."""
    grown = [n + 1 for n in dizha[:units]] + [1] * (units - min(units, len(dizha)))
    done = sum(1 for n in grown if n == 4)
    return done, tuple(sorted((n for n in grown if n < 4), reverse=True))
