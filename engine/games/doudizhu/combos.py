"""斗地主's combinations (DDZ-6) and how they compare (DDZ-7), on rank values: 3 … 14 (A), 15 (2),
16 (little joker), 17 (big joker). Suits never matter (DDZ-1.3), so plays are listed once per
multiset of values, the held cards of each value taken in sort order.

One set of cards can have more than one reading (333444555666: a plane of four triples, or of three
with three single wings): ``readings`` lists them all, the canonical one first (DDZ-7.3); following
a trick, any reading that beats the top counts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations, combinations_with_replacement
from operator import attrgetter
from typing import Any

from ...cards import BIG_JOKER, LITTLE_JOKER, Card, make_deck
from ...shedding.combo import ComboBase

__all__ = ["Combo", "value", "readings", "classify", "beats", "beating_reading", "candidate_values",
           "legal_plays", "legal_cards", "KINDS", "NORMAL_KINDS", "BOMB_KINDS", "RUN_TOP", "LJ", "BJ", "TWO"]

TWO, LJ, BJ = 15, 16, 17
#: the highest rank a run, pair run or plane may reach: A (DDZ-6.6: 2 and jokers never in a run)
RUN_TOP = 14
NORMAL_KINDS = ("single", "pair", "triple", "triple_single", "triple_pair", "straight", "pair_run",
                "plane", "plane_singles", "plane_pairs", "four_two", "four_two_pairs")
BOMB_KINDS = ("bomb", "rocket")
KINDS = NORMAL_KINDS + BOMB_KINDS
_KIND_ORDER = {k: i for i, k in enumerate(KINDS)}


def value(card: Card) -> int:
    """DDZ-1.3: 3 < … < A < 2 < little joker < big joker."""
    r = card.rank
    if r == LITTLE_JOKER:
        return LJ
    if r == BIG_JOKER:
        return BJ
    return TWO if r == 2 else r


#: ``value`` of every card, and the sort order of DDZ-1.3 then suit: looked up, not computed, in the
#: move generation every decision runs (docs/peers.md: speed against the peers)
VALUE: dict[Card, int] = {c: value(c) for c in make_deck(1)}
SORT_KEY: dict[Card, tuple[int, str]] = {c: (v, c.suit.value) for c, v in VALUE.items()}


@dataclass(frozen=True, init=False)
class Combo(ComboBase):
    """``key`` is (the main part's top value, the number of cards): the top of a run or plane, the
    rank of a triple or four (DDZ-7.1); kickers never count."""

    CATEGORY = {"bomb": 1, "rocket": 2}


def _run(vals: Iterable[int]) -> bool:
    vs = sorted(vals)
    return vs[-1] <= RUN_TOP and all(b == a + 1 for a, b in zip(vs, vs[1:]))


def _readings(counts: Mapping[int, int], n: int, four_two_pairs: bool) -> list[tuple[str, int, int]]:
    """Every reading of cards with these value ``counts`` as (kind, top, body size)."""
    out: list[tuple[str, int, int]] = []
    distinct = len(counts)
    if n == 2 and counts.keys() == {LJ, BJ}:
        return [("rocket", BJ, 2)]  # DDZ-6.12
    if distinct == 1:
        (v, c), = counts.items()
        kind = {1: "single", 2: "pair", 3: "triple", 4: "bomb"}.get(c)
        return [(kind, v, c)] if kind else []  # DDZ-6.1, 6.2, 6.3, 6.11
    if n == 4 and sorted(counts.values()) == [1, 3]:
        out.append(("triple_single", _with(counts, 3), 3))  # DDZ-6.4
    if n == 5 and sorted(counts.values()) == [2, 3]:
        out.append(("triple_pair", _with(counts, 3), 3))  # DDZ-6.5 (jokers never make the pair)
    if n >= 5 and all(c == 1 for c in counts.values()) and _run(counts):
        out.append(("straight", max(counts), n))  # DDZ-6.6
    if n >= 6 and all(c == 2 for c in counts.values()) and _run(counts):
        out.append(("pair_run", max(counts), n))  # DDZ-6.7
    fours = [v for v, c in counts.items() if c == 4]
    for f in fours:  # DDZ-6.10: 四带二, with two single cards or (house rule) two pairs
        rest = {v: c for v, c in counts.items() if v != f}
        if n == 6 and rest.keys() != {LJ, BJ}:
            out.append(("four_two", f, 4))
        if four_two_pairs and n == 8 and len(rest) == 2 and all(c == 2 for c in rest.values()):
            out.append(("four_two_pairs", f, 4))
    out += _planes(counts, n)
    out.sort(key=lambda r: (-r[2], -r[1]))  # DDZ-7.3: the biggest main part first, then the highest
    return out


def _with(counts: Mapping[int, int], c: int) -> int:
    return next(v for v, k in counts.items() if k == c)


def _planes(counts: Mapping[int, int], n: int) -> Iterator[tuple[str, int, int]]:
    """DDZ-6.8, 6.9: k ≥ 2 triples of consecutive ranks up to A, alone, with k single wings or with k
    pairs of k different ranks; the wings are never of the plane's ranks."""
    triples = sorted(v for v, c in counts.items() if c >= 3 and v <= RUN_TOP)
    for i, lo in enumerate(triples):
        k = 1
        while i + k < len(triples) and triples[i + k] == lo + k:
            k += 1
        for size in range(2, k + 1):
            body = range(lo, lo + size)
            top = lo + size - 1
            if any(counts[v] != 3 for v in body):
                continue  # a fourth card of a plane's rank is no wing
            rest = {v: c for v, c in counts.items() if v not in body}
            wings = n - 3 * size
            if wings == 0:
                yield ("plane", top, 3 * size)
            elif wings == size and not (LJ in rest and BJ in rest):
                yield ("plane_singles", top, 3 * size)
            elif wings == 2 * size and len(rest) == size and all(c == 2 for c in rest.values()):
                yield ("plane_pairs", top, 3 * size)


def readings(cards: Sequence[Card], options: Mapping[str, Any] | None = None) -> list[Combo]:
    """Every reading of ``cards`` as a combination, canonical first; empty when they form none."""
    if not cards:
        return []
    counts = Counter(map(VALUE.__getitem__, cards))
    pairs = bool((options or {}).get("four_two_pairs", True))
    t = tuple(cards)
    return [Combo(kind, t, kind in BOMB_KINDS, (top, len(t))) for kind, top, _ in
            _readings(counts, len(t), pairs)]


def classify(cards: Sequence[Card], options: Mapping[str, Any] | None = None) -> Combo | None:
    """The canonical reading of ``cards`` (DDZ-7.3), or None."""
    found = readings(cards, options)
    return found[0] if found else None


def beats(play: Combo, top: Combo) -> bool:
    """DDZ-7.1, 7.2: the same kind and number of cards with a higher main part; a bomb over any
    non-bomb or a lower bomb; the rocket over everything."""
    return _beats(play.kind, play.key[0], play.key[1], top)


def _beats(kind: str, high: int, n: int, top: Combo) -> bool:
    """``beats`` for a reading of ``n`` cards whose main part's top is ``high``, not yet a Combo."""
    if kind == "rocket":
        return True
    if top.kind == "rocket":
        return False
    if kind == "bomb":
        return top.kind != "bomb" or high > top.key[0]
    return kind == top.kind and n == top.key[1] and high > top.key[0]


def beating_reading(cards: Sequence[Card], top: Combo | None,
                    options: Mapping[str, Any] | None = None) -> Combo | None:
    """The reading ``cards`` are played as: the canonical one on a lead, else the first that beats
    ``top`` (DDZ-7.3); None when no reading fits."""
    if not cards:
        return None
    t = tuple(cards)
    pairs = bool((options or {}).get("four_two_pairs", True))
    shape = _shape(tuple(sorted(map(VALUE.__getitem__, t))), pairs)
    for kind, high, _ in shape.readings:
        if top is None or _beats(kind, high, len(t), top):
            return Combo(kind, t, kind in BOMB_KINDS, (high, len(t)))
    return None


def candidate_values(counts: Mapping[int, int], four_two_pairs: bool = True,
                     size: int | None = None) -> set[tuple[int, ...]]:
    """Every multiset of values (sorted) that a hand with these value ``counts`` can play as a
    combination of DDZ-6; with ``size``, only those of ``size`` cards and the bombs and rocket
    (what can follow a play of that size, DDZ-7.1, 7.2)."""
    have = {v: c for v, c in counts.items() if c}
    out: set[tuple[int, ...]] = set()
    if size is not None and size < 4:  # a single, pair or triple: the same, a bomb or the rocket
        ks = (4,) if size == 0 else (size, 4)
        out = {(v,) * k for v, c in have.items() for k in ks if c >= k and not (k == 2 and v > TWO)}
        if LJ in have and BJ in have:
            out.add((LJ, BJ))
        return out
    for v, c in have.items():
        for k in range(1, (c if c < 4 else 4) + 1):
            if (k == 2 and v > TWO) or (size is not None and k != size and k != 4):
                continue
            out.add((v,) * k)  # single, pair, triple, bomb
    if LJ in have and BJ in have:
        out.add((LJ, BJ))
    if size is None or size in (4, 5):
        for t in (v for v, c in have.items() if c >= 3):
            for k, c in have.items():
                if k != t:
                    if size != 5:
                        out.add((k, t, t, t) if k < t else (t, t, t, k))
                    if c >= 2 and k <= TWO and size != 4:
                        out.add((k, k, t, t, t) if k < t else (t, t, t, k, k))
    for width, least in ((1, 5), (2, 3), (3, 2)):  # straights, pair runs, planes
        if size is not None and not _run_fits(width, size):
            continue
        for lo in range(3, RUN_TOP + 1):
            hi = lo
            while hi <= RUN_TOP and have.get(hi, 0) >= width:
                hi += 1
                if hi - lo >= least:
                    body = _BODIES[width][lo][hi]
                    if size is None or len(body) == size:
                        out.add(body)
                    if width == 3 and (size is None or size in (4 * (hi - lo), 5 * (hi - lo))):
                        out |= _winged(have, range(lo, hi), body)
    if size is None or size in (6, 8):
        for f, c in have.items():
            if c == 4:
                if size != 8:
                    rest = [v for v, k in have.items() if v != f for _ in range(min(k, 2))]
                    for pick in set(combinations(sorted(rest), 2)):
                        if pick != (LJ, BJ):
                            out.add(tuple(sorted((f,) * 4 + pick)))
                if four_two_pairs and size != 6:
                    pairs = [v for v, k in have.items() if v != f and k >= 2 and v <= TWO]
                    for a, b in combinations(pairs, 2):
                        out.add(tuple(sorted((f,) * 4 + (a, a, b, b))))
    if size is not None:
        out = {vs for vs in out if len(vs) == size or (len(vs) == 4 and vs[0] == vs[3]) or vs == (LJ, BJ)}
    return out


#: every run's cards, by width (1 straight, 2 pair run, 3 plane), lowest and past-the-highest rank
_BODIES = {w: {lo: {hi: tuple(v for v in range(lo, hi) for _ in range(w))
                    for hi in range(lo + 1, RUN_TOP + 2)} for lo in range(3, RUN_TOP + 1)} for w in (1, 2, 3)}


def _run_fits(width: int, size: int) -> bool:
    """Whether a straight (width 1), pair run (2) or plane (3, alone or winged) can have ``size`` cards."""
    if width == 1:
        return size >= 5
    if width == 2:
        return size >= 6 and size % 2 == 0
    return size >= 6 and (size % 3 == 0 or size % 4 == 0 or size % 5 == 0)


def _winged(have: Mapping[int, int], body: range, cards: tuple[int, ...]) -> set[tuple[int, ...]]:
    """The plane ``body`` with k single wings and with k pairs of wings (DDZ-6.9)."""
    k = len(body)
    out: set[tuple[int, ...]] = set()
    spare = {v: c for v, c in have.items() if v not in body}
    pool = sorted(v for v, c in spare.items() for _ in range(c))
    if len(pool) >= k:
        for pick in combinations_with_replacement(sorted(spare), k):
            if LJ in pick and BJ in pick:
                continue
            if all(pick.count(v) <= spare[v] for v in set(pick)):
                out.add(tuple(sorted(cards + pick)))
    pairs = [v for v, c in spare.items() if c >= 2 and v <= TWO]
    for pick in combinations(pairs, k):
        out.add(tuple(sorted(cards + tuple(v for v in pick for _ in range(2)))))
    return out


#: memos of what a hand's value counts allow and of each candidate's readings, which random
#: play-outs and the AI's searches meet again and again (the hand of a seat that passes stays the
#: same; small plays recur in every hand); each is cleared when full, so their size stays bounded
_MEMO_LIMIT = 1 << 16
_CANDIDATES_MEMO: dict[tuple[tuple[tuple[int, int], ...], bool, int | None], tuple[tuple[int, ...], ...]] = {}
_LEADS_MEMO: dict[tuple[tuple[tuple[int, int], ...], bool], tuple[tuple[_Shape, str, int], ...]] = {}
_SHAPE_MEMO: dict[tuple[tuple[int, ...], bool], _Shape] = {}


@dataclass(frozen=True)
class _Shape:
    """One candidate play as values: (value, count) in value order, its size and its readings."""

    runs: tuple[tuple[int, int], ...]
    n: int
    readings: tuple[tuple[str, int, int], ...]
    order: tuple[int, ...]  # the sorted values: legal_plays' last sort key
    #: legal_plays' sort key for the canonical reading (a lead); None for no reading
    lead_key: tuple[int, int, int, tuple[int, ...]] | None
    #: (this shape, the canonical reading's kind and top) as a lead lists it; None for no reading
    lead: tuple[_Shape, str, int] | None = field(default=None, compare=False, repr=False)


def _shape(vals: tuple[int, ...], four_two_pairs: bool) -> _Shape:
    key = (vals, four_two_pairs)
    found = _SHAPE_MEMO.get(key)
    if found is None:
        counts: dict[int, int] = {}
        for v in vals:
            counts[v] = counts.get(v, 0) + 1
        rs = tuple(_readings(counts, len(vals), four_two_pairs))
        lead_key = (_KIND_ORDER[rs[0][0]], len(vals), rs[0][1], vals) if rs else None
        found = _Shape(tuple(counts.items()), len(vals), rs, vals, lead_key)
        if rs:
            object.__setattr__(found, "lead", (found, rs[0][0], rs[0][1]))
        if len(_SHAPE_MEMO) >= _MEMO_LIMIT:
            _SHAPE_MEMO.clear()
        _SHAPE_MEMO[key] = found
    return found


def _candidates(counts: tuple[tuple[int, int], ...], four_two_pairs: bool,
                size: int | None) -> tuple[tuple[int, ...], ...]:
    key = (counts, four_two_pairs, size)
    found = _CANDIDATES_MEMO.get(key)
    if found is None:
        found = tuple(candidate_values(dict(counts), four_two_pairs, size))
        if len(_CANDIDATES_MEMO) >= _MEMO_LIMIT:
            _CANDIDATES_MEMO.clear()
        _CANDIDATES_MEMO[key] = found
    return found


def _leads(counts: tuple[tuple[int, int], ...], four_two_pairs: bool) -> tuple[tuple[_Shape, str, int], ...]:
    """Every lead of a hand with these value counts, with its canonical reading, in order."""
    key = (counts, four_two_pairs)
    found = _LEADS_MEMO.get(key)
    if found is None:
        memo = _SHAPE_MEMO
        shapes = []
        for vs in _candidates(counts, four_two_pairs, None):
            sh = memo.get((vs, four_two_pairs)) or _shape(vs, four_two_pairs)
            if sh.lead is not None:
                shapes.append(sh)
        shapes.sort(key=_LEAD_KEY)
        found = tuple(sh.lead for sh in shapes if sh.lead is not None)
        if len(_LEADS_MEMO) >= _MEMO_LIMIT:
            _LEADS_MEMO.clear()
        _LEADS_MEMO[key] = found
    return found


_LEAD_KEY = attrgetter("lead_key")


def _order(play: tuple[_Shape, str, int]) -> tuple[int, int, int, tuple[int, ...]]:
    shape, kind, high = play
    return _KIND_ORDER[kind], shape.n, high, shape.order


def legal_plays(hand: Sequence[Card], top: Combo | None,
                options: Mapping[str, Any] | None = None) -> list[tuple[Combo, tuple[Card, ...]]]:
    """Every play of ``hand`` as (its reading, the cards), one per multiset of values: on a lead
    (``top`` None) every combination, else those that beat ``top`` (DDZ-7, 8.2). In the order of
    ``KINDS``, then by number of cards, the reading's key and the values."""
    return [(Combo(kind, cards, kind in BOMB_KINDS, (high, len(cards))), cards)
            for cards, kind, high in legal_cards(hand, top, options)]


def legal_cards(hand: Sequence[Card], top: Combo | None, options: Mapping[str, Any] | None = None,
                in_order: bool = False) -> list[tuple[tuple[Card, ...], str, int]]:
    """``legal_plays`` as (the cards, the reading's kind, its top value), without making each
    reading a ``Combo``: what a hand's legal actions need. ``in_order``: ``hand`` is already in
    ``SORT_KEY``'s order (a hand's cards always are), so it is not sorted again."""
    by_value: dict[int, list[Card]] = {}
    for c in hand if in_order else sorted(hand, key=SORT_KEY.__getitem__):
        by_value.setdefault(VALUE[c], []).append(c)
    pairs = bool((options or {}).get("four_two_pairs", True))
    counts = tuple((v, len(cs)) for v, cs in by_value.items())
    if top is None:
        chosen: Iterable[tuple[_Shape, str, int]] = _leads(counts, pairs)
    elif top.kind == "rocket":
        return []
    else:
        # DDZ-7.1, 7.2: only as many cards as the top, a bomb or the rocket can beat it
        follows = []
        memo = _SHAPE_MEMO
        for vs in _candidates(counts, pairs, 0 if top.kind == "bomb" else top.key[1]):
            sh = memo.get((vs, pairs)) or _shape(vs, pairs)
            for kind, high, _ in sh.readings:
                if _beats(kind, high, sh.n, top):
                    follows.append((sh, kind, high))
                    break
        follows.sort(key=_order)
        chosen = follows
    # each value's first k held cards, as tuples made once: a play's cards are a concatenation
    firsts: dict[tuple[int, int], tuple[Card, ...]] = {}
    out: list[tuple[tuple[Card, ...], str, int]] = []
    for sh, kind, high in chosen:
        cards: tuple[Card, ...] = ()
        for run in sh.runs:
            part = firsts.get(run)
            if part is None:
                part = firsts[run] = tuple(by_value[run[0]][:run[1]])
            cards += part
        out.append((cards, kind, high))
    return out
