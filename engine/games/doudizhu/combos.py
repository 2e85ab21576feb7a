"""斗地主's combinations (DDZ-6) and how they compare (DDZ-7), on rank values: 3 … 14 (A), 15 (2),
16 (little joker), 17 (big joker). Suits never matter (DDZ-1.3), so plays are listed once per
multiset of values, the held cards of each value taken in sort order.

One set of cards can have more than one reading (333444555666: a plane of four triples, or of three
with three single wings): ``readings`` lists them all, the canonical one first (DDZ-7.3); following
a trick, any reading that beats the top counts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement
from typing import Any

from ...cards import BIG_JOKER, LITTLE_JOKER, Card
from ...shedding.combo import ComboBase

__all__ = ["Combo", "value", "readings", "classify", "beats", "beating_reading", "candidate_values",
           "legal_plays", "KINDS", "NORMAL_KINDS", "BOMB_KINDS", "RUN_TOP", "LJ", "BJ", "TWO"]

TWO, LJ, BJ = 15, 16, 17
#: the highest rank a run, pair run or plane may reach: A (DDZ-6.6: 2 and jokers never in a run)
RUN_TOP = 14
NORMAL_KINDS = ("single", "pair", "triple", "triple_single", "triple_pair", "straight", "pair_run",
                "plane", "plane_singles", "plane_pairs", "four_two", "four_two_pairs")
BOMB_KINDS = ("bomb", "rocket")
KINDS = NORMAL_KINDS + BOMB_KINDS


def value(card: Card) -> int:
    """DDZ-1.3: 3 < … < A < 2 < little joker < big joker."""
    r = card.rank
    if r == LITTLE_JOKER:
        return LJ
    if r == BIG_JOKER:
        return BJ
    return TWO if r == 2 else r


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
    counts = Counter(value(c) for c in cards)
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
    if play.kind == "rocket":
        return True
    if top.kind == "rocket":
        return False
    if play.kind == "bomb":
        return top.kind != "bomb" or play.key[0] > top.key[0]
    return play.kind == top.kind and play.key[1] == top.key[1] and play.key[0] > top.key[0]


def beating_reading(cards: Sequence[Card], top: Combo | None,
                    options: Mapping[str, Any] | None = None) -> Combo | None:
    """The reading ``cards`` are played as: the canonical one on a lead, else the first that beats
    ``top`` (DDZ-7.3); None when no reading fits."""
    found = readings(cards, options)
    if top is None:
        return found[0] if found else None
    return next((r for r in found if beats(r, top)), None)


def candidate_values(counts: Mapping[int, int], four_two_pairs: bool = True) -> set[tuple[int, ...]]:
    """Every multiset of values (sorted) that a hand with these value ``counts`` can play as a
    combination of DDZ-6."""
    have = {v: c for v, c in counts.items() if c}
    out: set[tuple[int, ...]] = set()
    for v, c in have.items():
        for k in range(1, min(c, 4) + 1):
            if k == 2 and v > TWO:
                continue
            out.add((v,) * k)  # single, pair, triple, bomb
    if LJ in have and BJ in have:
        out.add((LJ, BJ))
    triples = [v for v, c in have.items() if c >= 3]
    for t in triples:
        for k, c in have.items():
            if k != t:
                out.add(tuple(sorted((t,) * 3 + (k,))))
                if c >= 2 and k <= TWO:
                    out.add(tuple(sorted((t,) * 3 + (k, k))))
    for width, least in ((1, 5), (2, 3), (3, 2)):  # straights, pair runs, planes
        for lo in range(3, RUN_TOP + 1):
            hi = lo
            while hi <= RUN_TOP and have.get(hi, 0) >= width:
                hi += 1
                if hi - lo >= least:
                    body = tuple(v for v in range(lo, hi) for _ in range(width))
                    out.add(body)
                    if width == 3:
                        out |= _winged(have, range(lo, hi), body)
    for f, c in have.items():
        if c == 4:
            rest = [v for v, k in have.items() if v != f for _ in range(min(k, 2))]
            for pick in set(combinations(sorted(rest), 2)):
                if pick != (LJ, BJ):
                    out.add(tuple(sorted((f,) * 4 + pick)))
            if four_two_pairs:
                pairs = [v for v, k in have.items() if v != f and k >= 2 and v <= TWO]
                for a, b in combinations(pairs, 2):
                    out.add(tuple(sorted((f,) * 4 + (a, a, b, b))))
    return out


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


def legal_plays(hand: Sequence[Card], top: Combo | None,
                options: Mapping[str, Any] | None = None) -> list[tuple[Combo, tuple[Card, ...]]]:
    """Every play of ``hand`` as (its reading, the cards), one per multiset of values: on a lead
    (``top`` None) every combination, else those that beat ``top`` (DDZ-7, 8.2)."""
    by_value: dict[int, list[Card]] = {}
    for c in sorted(hand, key=lambda c: (value(c), c.suit.value)):
        by_value.setdefault(value(c), []).append(c)
    counts = {v: len(cs) for v, cs in by_value.items()}
    pairs = bool((options or {}).get("four_two_pairs", True))
    out = []
    for vals in candidate_values(counts, pairs):
        need = Counter(vals)
        cards = tuple(c for v in sorted(need) for c in by_value[v][:need[v]])
        combo = beating_reading(cards, top, options)
        if combo is not None:
            out.append((combo, cards))
    return out
