"""三打一 combinations: classify (SDY-6), beats (SDY-7), can_beat and the candidate plays.

Two scales (SDY-1.3, SDY-6.1):
- the **rank value** of singles, pairs, triples, 三拖二 and bombs: 3…K = 3…13, A = 14, 2 = 15,
  LJ = 16, BJ = 17;
- the **sequence value** of 顺子, 姐妹对, 飞机 and wings: A = 1 or 14, 2 = 2, 3…K = 3…13; jokers none.

Suits never matter (SDY-1.4), so the candidate plays are generated per *rank pattern*: one play
per distinct multiset of ranks, with the first cards of each rank in the hand standing for it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from ...cards import BIG_JOKER, LITTLE_JOKER, Card
from ...shedding.combo import ComboBase
from ...shedding.groups import runs

__all__ = ["Combo", "classify", "beats", "can_beat", "candidate_plays", "hand_groups", "value", "seq_value",
           "KINDS", "NORMAL_KINDS", "BOMB_KINDS", "SEQ_LO", "SEQ_HI", "run_top", "why_not_beats",
           "two_in_runs", "groups_without", "seq_groups"]

NORMAL_KINDS = ("single", "pair", "triple", "triple_pair", "straight", "pair_run", "plane", "plane_wings")
BOMB_KINDS = ("bomb", "joker_bomb")
KINDS = NORMAL_KINDS + BOMB_KINDS
_NORMAL_SET = frozenset(NORMAL_KINDS)

#: SDY-1.3 rank values by card rank (2…14, jokers 15/16)
_RANK_VALUE = {r: r for r in range(3, 15)} | {2: 15, LITTLE_JOKER: 16, BIG_JOKER: 17}
#: SDY-6.1 sequence values by card rank; A is 14 here and also 1 (see ``seq_groups``)
_SEQ_VALUE = {r: r for r in range(2, 15)}
SEQ_LO, SEQ_HI = 1, 14
ACE = 14
#: the least number of ranks (or of triples for 飞机) per sequence type (SDY-6.6 – 6.9)
MIN_LENGTH = {"straight": 5, "pair_run": 3, "plane": 2, "plane_wings": 2}
WIDTH = {"straight": 1, "pair_run": 2, "plane": 3, "plane_wings": 3}


def value(card: Card) -> int:
    """SDY-1.3 rank value: 3…K = 3…13, A = 14, 2 = 15, LJ = 16, BJ = 17."""
    return _RANK_VALUE[card.rank]


def seq_value(card: Card) -> int | None:
    """SDY-6.1 sequence value, A high (A = 14; ``run_top`` also tries A = 1); None for jokers."""
    return _SEQ_VALUE.get(card.rank)


@dataclass(frozen=True, init=False)
class Combo(ComboBase):
    """A legal play: ``kind`` (API section 7 names), the cards, and the comparison ``key``:
    single/pair/triple/triple_pair ``(rank value,)``, sequences ``(top,)`` on the sequence scale,
    bomb ``(cards, rank value)``, joker_bomb ``(0,)``."""

    #: SDY-7.1, 7.2: bombs beat the normal types, 天王炸弹 beats everything
    CATEGORY = {"bomb": 1, "joker_bomb": 2}


def run_top(ranks: Iterable[int]) -> int | None:
    """SDY-6.1: the top sequence value of distinct card ranks that are consecutive with one choice
    of A's value (A high wins when both work), else None. Jokers never form runs."""
    vals = sorted(_SEQ_VALUE[r] for r in ranks if r in _SEQ_VALUE)
    if not vals:
        return None
    n = len(vals)
    if vals[-1] - vals[0] == n - 1:
        return vals[-1]
    if vals[-1] == ACE and n > 1:
        # A low: 1, then the rest
        if vals[-2] - 1 == n - 1:
            return vals[-2]
    return None


def two_in_runs(options: dict[str, Any] | None) -> bool:
    """House rule ``two_in_runs`` (SDY-6.1): may a 2 stand in 顺子, 姐妹对, 飞机 and wings (the
    ruling, default) or never (the runs are 3…A, A high only)."""
    return options is None or bool(options.get("two_in_runs", True))


def any_wings(options: dict[str, Any] | None) -> bool:
    """House rule ``wing_pairs`` (SDY-6.9): the wings of 飞机带翅膀 are consecutive pairs (the
    ruling, default) or any pairs."""
    return options is not None and options.get("wing_pairs") == "any"


def _top(ranks: Iterable[int], two: bool) -> int | None:
    """``run_top`` where a 2 is refused when the room keeps 2 out of runs."""
    if not two and 2 in ranks:
        return None
    return run_top(ranks)


def _rank_counts(cards: Sequence[Card]) -> dict[int, int]:
    counts: dict[int, int] = {}
    for c in cards:
        counts[c.rank] = counts.get(c.rank, 0) + 1
    return counts


def classify(cards: Sequence[Card], options: dict[str, Any] | None = None) -> Combo | None:
    """The combination ``cards`` form (SDY-6), or None. Every legal set has one type (SDY-6.13)."""
    cards = tuple(cards)
    n = len(cards)
    two = two_in_runs(options)
    if n == 0:
        return None
    counts = _rank_counts(cards)
    lj = counts.pop(LITTLE_JOKER, 0)
    bj = counts.pop(BIG_JOKER, 0)
    if lj or bj:
        if n == 1:
            return Combo("single", cards, False, (value(cards[0]),))  # SDY-6.2
        if n == 2 and (lj == 2 or bj == 2):
            return Combo("pair", cards, False, (value(cards[0]),))  # SDY-6.3
        if n == 4 and lj == 2 and bj == 2:
            return Combo("joker_bomb", cards, True, (0,))  # SDY-6.11
        if n == 5 and (lj, bj) in ((2, 0), (0, 2)) and len(counts) == 1:
            (r, m), = counts.items()
            if m == 3:
                return Combo("triple_pair", cards, False, (_RANK_VALUE[r],))  # SDY-6.5
        return None  # SDY-6.12: LJ BJ, LJ LJ BJ, jokers in runs …
    if len(counts) == 1:
        (r, m), = counts.items()
        v = _RANK_VALUE[r]
        if m == 1:
            return Combo("single", cards, False, (v,))
        if m == 2:
            return Combo("pair", cards, False, (v,))
        if m == 3:
            return Combo("triple", cards, False, (v,))
        return Combo("bomb", cards, True, (m, v))  # SDY-6.10: 4…8 cards of one rank
    widths = set(counts.values())
    k = len(counts)
    if widths == {1}:
        if n >= 5:
            top = _top(counts, two)
            if top is not None:
                return Combo("straight", cards, False, (top,))  # SDY-6.6
        return None
    if widths == {2}:
        if k >= 3:
            top = _top(counts, two)
            if top is not None:
                return Combo("pair_run", cards, False, (top,))  # SDY-6.7
        return None
    if widths == {3}:
        top = _top(counts, two)
        if top is not None:
            return Combo("plane", cards, False, (top,))  # SDY-6.8
        return None
    if widths == {2, 3}:
        triples = [r for r, m in counts.items() if m == 3]
        pairs = [r for r, m in counts.items() if m == 2]
        if len(triples) == 1 and len(pairs) == 1:
            return Combo("triple_pair", cards, False, (_RANK_VALUE[triples[0]],))  # SDY-6.5
        if len(triples) == len(pairs) >= 2:
            top = _top(triples, two)
            # house rule wing_pairs=any: the wing pairs need not run (a 2 still only where runs
            # may hold one)
            wings_ok = (two or 2 not in pairs) if any_wings(options) else _top(pairs, two) is not None
            if top is not None and wings_ok:
                return Combo("plane_wings", cards, False, (top,))  # SDY-6.9
    return None


#: the sequence kinds: compared by their top (SDY-7.3); any length under the house rule run_lengths
RUN_KINDS = frozenset({"straight", "pair_run", "plane", "plane_wings"})


def any_length(options: dict[str, Any] | None) -> bool:
    """House rule ``run_lengths`` (SDY-7.3): runs compare only at the same length (the ruling,
    default) or at any length, by their top."""
    return options is not None and options.get("run_lengths") == "any"


def beats(new: Combo, old: Combo, options: dict[str, Any] | None = None) -> bool:
    """May ``new`` be played on ``old`` (SDY-7)."""
    if old.kind == "joker_bomb":
        return False  # SDY-7.1: nothing beats it
    if new.kind == "joker_bomb":
        return True
    if new.is_bomb:
        return not old.is_bomb or new.key > old.key  # SDY-7.2: cards, then rank
    if old.is_bomb:
        return False
    # SDY-7.3, 7.4: same type, same number of cards, strictly higher key
    same_length = len(new.cards) == len(old.cards) or (new.kind in RUN_KINDS and any_length(options))
    return new.kind == old.kind and same_length and new.key > old.key


def why_not_beats(new: Combo, old: Combo, options: dict[str, Any] | None = None) -> str | None:
    """The SDY-7 reason ``new`` cannot be played on ``old``, or None if it beats it."""
    if beats(new, old, options):
        return None
    if old.kind == "joker_bomb":
        return "SDY-7.1: nothing beats 天王炸弹"
    if new.is_bomb:
        return "SDY-7.2: a bomb beats a bomb only with more cards, or as many cards of a higher rank"
    if old.is_bomb:
        return "SDY-7.2: only a bomb can beat a bomb"
    if new.kind != old.kind or (len(new.cards) != len(old.cards)
                                and not (new.kind in RUN_KINDS and any_length(options))):
        return "SDY-7.3: only the same type with the same number of cards can beat the play on the table"
    if new.key == old.key:
        return "SDY-7.4: an equal play does not beat the play on the table"
    return "SDY-7.3: it is not higher than the play on the table"


# ---- candidate plays -------------------------------------------------------------------------
# One play per rank pattern (suits never matter, SDY-1.4): the first ``width`` cards of each rank
# stand for it, so every shape is found from the ranks alone, with the shared ``runs`` for windows.

Candidate = tuple[str, tuple[int, ...], tuple[Card, ...]]  # (kind, key, cards)


def seq_groups(rank_groups: dict[int, list[Card]], two: bool = True) -> dict[int, list[Card]]:
    """Rank-value groups re-keyed on the sequence scale; A appears as 1 and as 14 (SDY-6.1); the
    2s only where the room lets a 2 stand in runs (house rule ``two_in_runs``)."""
    out: dict[int, list[Card]] = {}
    for v, cs in rank_groups.items():
        if v <= 14:
            out[v] = cs
            if v == ACE:
                out[1] = cs
        elif v == 15 and two:
            out[2] = cs
    return out


def _windows(seq: dict[int, list[Card]], width: int, length: int, above: int | None) -> list[int]:
    """Tops of every run of ``length`` ranks held ``width`` times or more (SDY-6.1)."""
    avail = [v for v, cs in seq.items() if len(cs) >= width]
    tops = runs(avail, length, SEQ_LO, SEQ_HI)
    if length == 13 and 13 in tops:
        tops.remove(13)  # all 13 ranks: A counts high; the same ranks come again with top 14
    if above is not None:
        tops = [t for t in tops if t > above]
    return tops


def _take(seq: dict[int, list[Card]], width: int, length: int, top: int) -> tuple[Card, ...]:
    out: list[Card] = []
    for v in range(top - length + 1, top + 1):
        out += seq[v][:width]
    return tuple(out)


def _lengths(kind: str, old: Combo | None, any_len: bool = False) -> range:
    """The lengths to try: the table's, or every length from the least (a lead, or a follow under
    the house rule ``run_lengths``; ``_normals`` stops at the first length with no run: a longer
    run above the table holds a shorter one above it, so nothing is missed)."""
    if old is not None and not any_len:
        k = len(old.cards) // (5 if kind == "plane_wings" else WIDTH[kind])
        return range(k, k + 1)
    return range(MIN_LENGTH[kind], 14)


def _ranks(top: int, length: int) -> set[int]:
    """Sequence values of a window as ranks (A low and A high are the same rank)."""
    return {14 if v == 1 else v for v in range(top - length + 1, top + 1)}


def _normals(groups: dict[int, list[Card]], kind: str, old: Combo | None,
             seq: dict[int, list[Card]] | None = None, two: bool = True,
             loose: bool = False, any_len: bool = False) -> Iterator[Candidate]:
    """``seq``: ``seq_groups(groups)`` when the caller has it (one per hand, not per kind);
    ``loose``: the house rule ``wing_pairs=any`` (wings any pairs, not a run)."""
    above = old.key[0] if old is not None else None
    if kind in ("single", "pair", "triple"):
        width = 1 if kind == "single" else 2 if kind == "pair" else 3
        for v in sorted(groups):
            cs = groups[v]
            if len(cs) >= width and (above is None or v > above):
                yield kind, (v,), tuple(cs[:width])
    elif kind == "triple_pair":
        pairs = [(v, tuple(cs[:2])) for v, cs in sorted(groups.items()) if len(cs) >= 2]
        for t in sorted(groups):
            cs = groups[t]
            if len(cs) >= 3 and (above is None or t > above) and t < 16:
                body = tuple(cs[:3])
                for p, wing in pairs:
                    if p != t:
                        yield kind, (t,), body + wing
    elif kind in ("straight", "pair_run", "plane"):
        seq = seq_groups(groups, two) if seq is None else seq
        width = WIDTH[kind]
        # a lead tries every length from the least up; a run of some length holds runs of every
        # shorter one, so the first length with none ends the search (a follow has one length)
        for length in _lengths(kind, old, any_len):
            tops = _windows(seq, width, length, above)
            if not tops:
                break
            for top in tops:
                yield kind, (top,), _take(seq, width, length, top)
    elif kind == "plane_wings":
        seq = seq_groups(groups, two) if seq is None else seq
        if loose:
            yield from _loose_wings(groups, seq, old, above, two, any_len)
            return
        for length in _lengths(kind, old, any_len):
            wings = _windows(seq, 2, length, None)
            tops = _windows(seq, 3, length, above) if wings else []
            if not tops:
                break  # as above: no longer body or wings either
            for top in tops:
                body = _take(seq, 3, length, top)
                ranks = _ranks(top, length)
                for w in wings:
                    if not ranks & _ranks(w, length):
                        yield kind, (top,), body + _take(seq, 2, length, w)


def _loose_wings(groups: dict[int, list[Card]], seq: dict[int, list[Card]], old: Combo | None,
                 above: int | None, two: bool, any_len: bool = False) -> Iterator[Candidate]:
    """飞机带翅膀 under the house rule ``wing_pairs=any`` (SDY-6.9): a plane's body and as many
    pairs of any other ranks, jokers never (a 2 only where runs may hold one)."""
    pairs = [v for v in sorted(groups) if len(groups[v]) >= 2 and v < 16 and (two or v != 15)]
    for length in _lengths("plane_wings", old, any_len):
        tops = _windows(seq, 3, length, above)
        if not tops:
            break  # no longer body either
        for top in tops:
            body = _take(seq, 3, length, top)
            ranks = {15 if v == 2 else v for v in _ranks(top, length)}
            free = [v for v in pairs if v not in ranks]
            for chosen in combinations(free, length):
                yield "plane_wings", (top,), body + tuple(c for v in chosen for c in groups[v][:2])


def _bombs(groups: dict[int, list[Card]], old: Combo | None) -> Iterator[Candidate]:
    for v in sorted(groups):
        cs = groups[v]
        if v >= 16 or len(cs) < 4:
            continue
        for m in range(4, len(cs) + 1):
            if old is None or not old.is_bomb or (m, v) > old.key:
                yield "bomb", (m, v), tuple(cs[:m])
    if len(groups.get(16, ())) == 2 and len(groups.get(17, ())) == 2:
        if old is None or old.kind != "joker_bomb":
            yield "joker_bomb", (0,), tuple(groups[16] + groups[17])


def hand_groups(hand: Sequence[Card], reported: Sequence[Sequence[Card]] = ()) -> dict[int, list[Card]]:
    """The cards of ``hand`` by rank value, without the ranks of declared report sets (SDY-9.5)."""
    locked = {c.rank for s in reported for c in s} if reported else ()
    groups: dict[int, list[Card]] = {}
    rv = _RANK_VALUE
    for c in hand:  # ``group_by_value`` inlined: this runs before every simulated play
        r = c.rank
        if r in locked:
            continue
        v = rv[r]
        g = groups.get(v)
        if g is None:
            groups[v] = [c]
        else:
            g.append(c)
    return groups


def groups_without(groups: dict[int, list[Card]], cards: Iterable[Card]) -> dict[int, list[Card]]:
    """``hand_groups`` of a hand less ``cards``, from the hand's ``groups`` (left as they were):
    what a play leaves, without walking the rest of the hand. ``cards`` must all be in ``groups``."""
    out = dict(groups)
    rv = _RANK_VALUE
    for c in cards:
        v = rv[c.rank]
        g = out[v]
        if g is groups[v]:
            g = out[v] = g.copy()  # the old groups keep their lists
        g.remove(c)
        if not g:
            del out[v]
    return out


def candidate_plays(hand: Sequence[Card], old: Combo | None = None,
                    options: dict[str, Any] | None = None, kinds: Sequence[str] | None = None, *,
                    bombs: bool = True, reported: Sequence[Sequence[Card]] = (),
                    groups: dict[int, list[Card]] | None = None,
                    seq: dict[int, list[Card]] | None = None) -> Iterator[Candidate]:
    """``(kind, key, cards)`` for every rank pattern from ``hand`` that may be led (``old`` None) or
    that beats ``old``: normal kinds first, then bombs. ``kinds`` limits the kinds tried (``"bomb"``
    stands for both bomb kinds). ``bombs=False`` leaves out bomb plays (an allowance used up,
    SDY-5.4). ``reported`` sets (SDY-9.5) leave the hand only whole: their ranks are taken out of
    the hand and each set is offered as one play. ``groups``: ``hand_groups(hand, reported)`` and
    ``seq``: ``seq_groups(groups, two_in_runs(options))``, if the caller has them already."""
    if groups is None:
        groups = hand_groups(hand, reported)
    wanted = KINDS if kinds is None else kinds
    if old is None or not old.is_bomb:
        if old is not None:  # following: only the table's kind
            order: Sequence[str] = (old.kind,) if old.kind in wanted else ()
        elif kinds is None:
            order = NORMAL_KINDS
        elif len(kinds) == 1 and kinds[0] in _NORMAL_SET:  # a lead of one kind
            order = kinds
        else:
            order = [k for k in NORMAL_KINDS if k in wanted]
        for kind in order:
            if seq is None and kind in WIDTH:
                seq = seq_groups(groups, two_in_runs(options))
            yield from _normals(groups, kind, old, seq, loose=kind == "plane_wings" and any_wings(options),
                                any_len=any_length(options))
    if bombs and ("bomb" in wanted or "joker_bomb" in wanted):
        if old is None or old.kind != "joker_bomb":
            yield from _bombs(groups, old)
            for s in reported:
                combo = classify(s)
                if combo is not None and (old is None or beats(combo, old)):
                    yield combo.kind, combo.key, tuple(s)


def can_beat(hand: Sequence[Card], old: Combo, options: dict[str, Any] | None = None) -> bool:
    """Does some subset of ``hand`` beat ``old`` (SDY-7)."""
    return next(candidate_plays(hand, old, options), None) is not None
