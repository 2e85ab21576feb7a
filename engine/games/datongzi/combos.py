"""打筒子 combinations: classify (DTZ-3), beats (DTZ-4), can_beat (DTZ-5.2) and the legal plays.

``can_beat`` never enumerates subsets: whether a hand holds a beating combination follows from how
many cards it holds of each rank and of each suit within a rank (DTZ-5.2 reasoning in
``can_beat``). The legal plays are built shape by shape as ``Segment``s of per-rank choices
(``engine.shedding.playlist``), so a 41-card hand's hundreds of thousands of pair runs cost nothing
until they are looked at.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...cards import Card, Suit
from ...registry import normalize_options
from ...shedding.combo import ReadingsComboBase
from ...shedding.playlist import Segment, WeightedChoices, suit_choices

__all__ = ["Combo", "classify", "beats", "can_beat", "can_beat_counts", "card_points", "trick_bonus", "value",
           "take", "segments", "segments_from_counts", "first_segments", "candidate_plays", "hand_counts",
           "SEQ_LO", "SEQ_HI", "CATEGORY", "SUITS", "SUIT_ORDER", "NORMAL_KINDS", "BOMB_KINDS",
           "allow_kickers", "Room", "room", "pair_ok"]

#: DTZ-1.4 values: 5…A = 5…14, 2 = 15; runs (连对, 飞机) stay within 5…A (DTZ-3), or run on to the
#: 2 under the house rule ``two_in_runs`` (DTZ-3.3)
SEQ_LO, SEQ_HI = 5, 14
LOW, HIGH = 5, 15
SUITS = (Suit.S, Suit.H, Suit.C, Suit.D)
_SUIT_INDEX = {s: i for i, s in enumerate(SUITS)}
#: rank -> value, 0 for ranks not in this deck (3, 4, jokers: little 15, big 16)
_RANK_VALUE = [0, 0, 15, 0, 0, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 0]
#: DTZ-1.5: S > H > C > D (only between two 筒子 of one rank)
SUIT_ORDER = {Suit.S: 4, Suit.H: 3, Suit.C: 2, Suit.D: 1}
#: DTZ-4.1 category order; every normal type is 0
CATEGORY = {"bomb": 1, "tongzi": 2, "dizha": 3}
NORMAL_KINDS = ("single", "pair", "pair_run", "triple", "plane")
BOMB_KINDS = ("bomb", "tongzi", "dizha")
#: DTZ-8.1 bonus of a trick-winning 筒子 by rank value (K, A, 2) and of any 地炸
TONGZI_BONUS = {13: 100, 14: 200, 15: 300}
DIZHA_BONUS = 400


def value(card: Card) -> int | None:
    """DTZ-1.4 rank value (5…A = 5…14, 2 = 15); ``None`` for a card not in this deck (3, 4, jokers)."""
    if card.suit is Suit.JOKER or card.rank in (3, 4):
        return None
    return 15 if card.rank == 2 else card.rank


def card_points(cards: Any) -> int:
    """DTZ-7.1: every 5 = 5, every T and K = 10."""
    return sum(5 if c.rank == 5 else 10 if c.rank in (10, 13) else 0 for c in cards)


_OPTION_KEYS: frozenset[str] = frozenset()  # every option of a normalised room, filled on first use


@dataclass(frozen=True)
class Room:
    """The room options that shape combinations: ``kickers`` (``allow_kickers``, DTZ-3.4, 3.5),
    ``seq_hi`` the highest value in a 连对/飞机 (A, or the 2 under ``two_in_runs``, DTZ-3.3) and
    ``pairs`` which two cards of a rank make a pair (``pair_suits``, DTZ-3.2): ``any``,
    ``two_suits`` (two different suits) or ``one_suit`` (two identical cards)."""

    kickers: bool = False
    seq_hi: int = SEQ_HI
    pairs: str = "any"


DEFAULT_ROOM = Room()
_ROOMS: dict[tuple[bool, bool, str], Room] = {}


def room(options: dict[str, Any] | None) -> Room:
    """The ``Room`` of an options dict; a partial or bad options dict is normalised/refused."""
    global _OPTION_KEYS
    if options is None:
        return DEFAULT_ROOM
    if not _OPTION_KEYS:  # not at import: the registry imports this module
        _OPTION_KEYS = frozenset(normalize_options("datongzi", None))
    if not (options.keys() == _OPTION_KEYS and type(options["allow_kickers"]) is bool):
        options = normalize_options("datongzi", options)
    # already normalised (a hand's options): every listing and check asks
    sig = (bool(options["allow_kickers"]), bool(options["two_in_runs"]), str(options["pair_suits"]))
    hit = _ROOMS.get(sig)
    if hit is None:
        hit = _ROOMS[sig] = Room(sig[0], HIGH if sig[1] else SEQ_HI, sig[2])
    return hit


def allow_kickers(options: dict[str, Any] | None) -> bool:
    """Option ``allow_kickers`` (DTZ-3.4, 3.5)."""
    return room(options).kickers


def pair_ok(per_suit: Sequence[int], pairs: str) -> bool:
    """Does a rank held ``per_suit`` times (S H C D) give a pair under ``pairs`` (DTZ-3.2)?"""
    if pairs == "two_suits":
        return sum(1 for x in per_suit if x) >= 2
    if pairs == "one_suit":
        return max(per_suit) >= 2
    return sum(per_suit) >= 2


def _pair_cards_ok(a: Card, b: Card, pairs: str) -> bool:
    return pairs == "any" or (a.suit != b.suit) == (pairs == "two_suits")


@dataclass(frozen=True, init=False)
class Combo(ReadingsComboBase):
    """A 打筒子 play. ``key``: single/pair/triple (v,), pair_run/plane (k, top), bomb (n, v),
    tongzi (v, suit order), dizha (v,). ``readings``: a plane's every reading (k, top), canonical
    first (DTZ-3.10)."""

    CATEGORY = CATEGORY


def _plane_readings(counts: dict[int, int], n: int, kickers: bool, hi: int = SEQ_HI) -> list[tuple[int, int]]:
    """(k, top) of every run of k ≥ 2 triples in 5…``hi`` that reads ``n`` cards as a plane (DTZ-3.5)."""
    tri = [v for v in sorted(counts) if counts[v] >= 3 and SEQ_LO <= v <= hi]
    have = set(tri)
    out = []
    for top in tri:
        k = 1
        while top - k in have:
            k += 1
            w = n - 3 * k
            if w == 0 or (kickers and 1 <= w <= 2 * k):
                out.append((k, top))
    out.sort(reverse=True)
    return out


def classify(cards: Sequence[Card], options: dict[str, Any] | None = None) -> Combo | None:
    """The combination ``cards`` form (DTZ-3), with the precedence of DTZ-3.9; ``None`` if none."""
    cards = tuple(cards)
    n = len(cards)
    if n == 0:
        return None
    counts: dict[int, int] = {}
    rv = _RANK_VALUE
    for c in cards:
        v = rv[c.rank]
        if not v:
            return None  # DTZ-1.2: no 3, 4 or jokers in this deck
        counts[v] = counts.get(v, 0) + 1
    if len(counts) == 1:
        (v,) = counts
        if n == 8:
            per_suit = [0, 0, 0, 0]
            for c in cards:
                per_suit[_SUIT_INDEX[c.suit]] += 1
            if per_suit == [2, 2, 2, 2]:
                return Combo("dizha", cards, True, (v,))  # DTZ-3.8
        if n == 3 and cards[0] == cards[1] == cards[2]:
            return Combo("tongzi", cards, True, (v, SUIT_ORDER[cards[0].suit]))  # DTZ-3.7
        if n >= 4:
            return Combo("bomb", cards, True, (n, v))  # DTZ-3.6
        if n == 2 and not _pair_cards_ok(cards[0], cards[1], room(options).pairs):
            return None  # DTZ-3.2 house rule pair_suits
        kind = ("single", "pair", "triple")[n - 1]  # DTZ-3.1, 3.2, 3.4
        return Combo(kind, cards, False, (v,))
    rm = room(options)
    kickers = rm.kickers
    distinct = sorted(counts)
    k = len(distinct)
    if (n == 2 * k and k >= 2 and all(x == 2 for x in counts.values())
            and distinct[-1] - distinct[0] == k - 1 and distinct[0] >= SEQ_LO and distinct[-1] <= rm.seq_hi):
        if rm.pairs != "any" and not _pairs_ok(cards, rm.pairs):
            return None  # DTZ-3.2 house rule pair_suits: every pair of the run
        return Combo("pair_run", cards, False, (k, distinct[-1]))  # DTZ-3.3
    if kickers and n in (4, 5):
        for v in distinct:
            if counts[v] >= 3:
                return Combo("triple", cards, False, (v,))  # DTZ-3.4 with kickers
        return None
    if n >= 6:
        readings = _plane_readings(counts, n, kickers, rm.seq_hi)
        if readings:
            return Combo("plane", cards, False, readings[0], tuple(readings))  # DTZ-3.5, 3.10
    return None


def _pairs_ok(cards: tuple[Card, ...], pairs: str) -> bool:
    """Each rank's two cards of a 连对 make a pair under ``pairs`` (DTZ-3.2)."""
    by: dict[int, list[Card]] = {}
    for c in cards:
        by.setdefault(c.rank, []).append(c)
    return all(_pair_cards_ok(a, b, pairs) for a, b in by.values())


def beats(new: Combo, old: Combo, options: dict[str, Any] | None = None) -> bool:
    """May ``new`` be played on ``old`` (DTZ-4)."""
    if new.category != old.category:
        return new.category > old.category  # DTZ-4.1
    if new.category:
        return new.key > old.key  # DTZ-4.2 (n, rank), 4.3 (rank, suit), 4.4 (rank); 4.6
    if new.kind != old.kind:
        return False  # DTZ-4.5: normal types compare only with their own type
    if new.kind == "plane":
        k_old, top_old = old.key
        readings = new.readings or (new.key,)
        return any(k == k_old and top > top_old for k, top in readings)  # DTZ-3.10, 4.5
    if new.kind == "pair_run":
        return new.key[0] == old.key[0] and new.key[1] > old.key[1]
    return new.key > old.key  # single, pair, triple: rank only (DTZ-4.5, 4.6)


def trick_bonus(combo: Combo) -> int:
    """DTZ-8.1: the 奖励分 a trick-winning play earns: K/A/2 筒子 100/200/300, 地炸 400, else 0."""
    if combo.kind == "tongzi":
        return TONGZI_BONUS.get(combo.key[0], 0)
    if combo.kind == "dizha":
        return DIZHA_BONUS
    return 0


# ---- counting: the must-beat test ------------------------------------------------------------



def take(hand: Sequence[Card], cards: Sequence[Card]) -> list[Card] | None:
    """``hand`` without ``cards`` (each once), or ``None`` if ``hand`` does not hold them all."""
    need = hand_counts(cards)
    if sum(map(sum, need)) != len(cards):
        return None  # a card that is not in this deck
    rv, si = _RANK_VALUE, _SUIT_INDEX
    rest = []
    for c in hand:
        cell = need[rv[c.rank]]
        i = si[c.suit]
        if cell[i]:
            cell[i] -= 1
        else:
            rest.append(c)
    return rest if len(rest) + len(cards) == len(hand) else None


def hand_counts(hand: Sequence[Card]) -> list[list[int]]:
    """``per[v][s]``: how many cards of value ``v`` (index 0…15) and suit ``s`` (S H C D) ``hand`` holds."""
    per = [[0, 0, 0, 0] for _ in range(HIGH + 1)]
    rv, si = _RANK_VALUE, _SUIT_INDEX
    for c in hand:
        v = rv[c.rank]
        if v:
            per[v][si[c.suit]] += 1
    return per


def _has_run(ok: list[bool], k: int, above: int, hi: int) -> bool:
    streak = 0
    for v in range(SEQ_LO, hi + 1):
        streak = streak + 1 if ok[v] else 0
        if streak >= k and v > above:
            return True
    return False


def can_beat(hand: Sequence[Card], old: Combo, options: dict[str, Any] | None = None) -> bool:
    """Does some subset of ``hand`` beat ``old`` (DTZ-5.2)? Decided from counts, no enumeration:

    * a 地炸 of rank v exists iff v is held at least twice in every suit (take two of each);
    * a 筒子 (v, s) exists iff all three copies of s-v are held;
    * an n-card bomb of rank v exists iff v is held at least n times (any n ≥ 4 cards of one rank
      read as a bomb, or as a 地炸, which beats more);
    * a normal type needs the same shape above the key: a higher rank held 1/2/3 times (three
      cards of one rank are a triple, or a 筒子 if identical, which beats anyway), or a run of
      k ranks in 5…A (…2 under ``two_in_runs``) each held 2/3 times ending above the top; a rank
      "held twice" is one that gives a pair under the room's ``pair_suits`` (DTZ-3.2). Kickers
      never matter (DTZ-4.5).
    """
    return can_beat_counts(hand_counts(hand), old, options)


def can_beat_counts(per: list[list[int]], old: Combo, options: dict[str, Any] | None = None) -> bool:
    """``can_beat`` for a hand given by ``hand_counts``."""
    total = [a + b + c + d for a, b, c, d in per]
    kind = old.kind
    if not old.is_bomb:
        if max(total) >= 4:
            return True  # a bomb (or a 地炸) beats any normal type (DTZ-4.1)
        if any(3 in p for p in per):
            return True  # a 筒子 beats any normal type
    elif kind == "bomb":
        n, r = old.key
        if any(total[v] > n or (total[v] == n and v > r) for v in range(LOW, HIGH + 1)):
            return True  # DTZ-4.2 (n + 1 cards of a rank are a bomb or a 地炸)
        if any(3 in p for p in per):
            return True  # a 筒子 beats any bomb
        return any(min(per[v]) >= 2 for v in range(LOW, HIGH + 1))
    elif kind == "tongzi":
        if any(min(per[v]) >= 2 for v in range(LOW, HIGH + 1)):
            return True  # a 地炸 beats any 筒子
        return any((v, SUIT_ORDER[s]) > old.key for v in range(LOW, HIGH + 1)
                   for i, s in enumerate(SUITS) if per[v][i] >= 3)  # DTZ-4.3
    else:
        return any(min(per[v]) >= 2 for v in range(old.key[0] + 1, HIGH + 1))  # DTZ-4.4
    kind = old.kind
    rm = room(options)
    if kind == "pair":
        return any(pair_ok(per[v], rm.pairs) for v in range(old.key[0] + 1, HIGH + 1))
    if kind in ("single", "triple"):
        need = 1 if kind == "single" else 3
        return any(total[v] >= need for v in range(old.key[0] + 1, HIGH + 1))
    if kind in ("pair_run", "plane"):
        k, top = old.key
        ok = ([pair_ok(p, rm.pairs) for p in per] if kind == "pair_run" else [t >= 3 for t in total])
        return _has_run(ok, k, top, rm.seq_hi)
    return False


# ---- building the legal plays ------------------------------------------------------------------

_CARD = {(v, s): Card(s, 2 if v == 15 else v) for v in range(LOW, HIGH + 1) for s in SUITS}


@lru_cache(maxsize=65536)
def _choices(v: int, per_suit: tuple[int, int, int, int], width: int) -> tuple[tuple[Card, ...], ...]:
    """Distinct choices of ``width`` cards of value ``v`` held ``per_suit`` times (S H C D)."""
    cards = [[_CARD[v, s]] * n for s, n in zip(SUITS, per_suit)]
    return tuple(suit_choices(cards, width))


def _pair_choices(v: int, ps: tuple[int, int, int, int], pairs: str) -> tuple[tuple[Card, ...], ...]:
    """DTZ-3.2: two cards of v that make a pair under the house rule ``pair_suits``."""
    out = _choices(v, ps, 2)
    return out if pairs == "any" else tuple(t for t in out if _pair_cards_ok(t[0], t[1], pairs))


def _triple_choices(v: int, ps: tuple[int, int, int, int]) -> tuple[tuple[Card, ...], ...]:
    """DTZ-3.4: three cards of v, three identical cards excluded (they are a 筒子)."""
    return tuple(t for t in _choices(v, ps, 3) if not t[0] == t[1] == t[2])


def _bomb_choices(v: int, ps: tuple[int, int, int, int], n: int) -> tuple[tuple[Card, ...], ...]:
    """DTZ-3.6: n cards of v, the 地炸 pattern (two of each suit) excluded."""
    out = _choices(v, ps, n)
    if n == 8 and min(ps) >= 2:
        out = tuple(t for t in out if [t.count(_CARD[v, s]) for s in SUITS] != [2, 2, 2, 2])
    return out


def _kicker_sets(per: list[tuple[int, int, int, int]], skip: int, sizes: tuple[int, ...]
                 ) -> list[tuple[Card, ...]]:
    """Distinct sets of ``sizes`` cards from every value but ``skip`` (kickers, DTZ-3.4)."""
    kinds = [(_CARD[v, s], per[v][i]) for v in range(LOW, HIGH + 1) if v != skip
             for i, s in enumerate(SUITS) if per[v][i]]
    out: list[tuple[Card, ...]] = []
    if 1 in sizes:
        out += [(c,) for c, _ in kinds]
    if 2 in sizes:
        for i, (a, na) in enumerate(kinds):
            if na >= 2:
                out.append((a, a))
            for b, _ in kinds[i + 1:]:
                out.append((a, b))
    return out


def _run_segments(kind: str, width: int, total: list[int], per: list[tuple[int, int, int, int]],
                  old: Combo | None, rm: Room = DEFAULT_ROOM) -> list[Segment]:
    """连对 / 飞机 (DTZ-3.3, 3.5): k consecutive values in 5…A (…2 under ``two_in_runs``),
    ``width`` cards of each (a 连对's pairs as the room's ``pair_suits`` reads them, DTZ-3.2)."""
    hi = rm.seq_hi
    ks = (old.key[0],) if old is not None else range(2, hi - SEQ_LO + 2)
    floor = old.key[1] if old is not None else 0
    pairs = rm.pairs if width == 2 else "any"
    ok = [pair_ok(p, pairs) for p in per] if width == 2 else [t >= width for t in total]
    out = []
    for k in ks:
        streak = 0
        for top in range(SEQ_LO, hi + 1):
            streak = streak + 1 if ok[top] else 0
            if streak >= k and top > floor:
                fs = tuple(_pair_choices(v, per[v], pairs) if width == 2 else _choices(v, per[v], width)
                           for v in range(top - k + 1, top + 1))
                out.append(Segment(kind, (k, top), fs))
    return out


def _kicker_plane_segments(per: list[tuple[int, int, int, int]], total: list[int], old: Combo | None,
                            with_plain: bool, hi: int = SEQ_HI) -> list[Segment]:
    """DTZ-3.5 / 3.10 with ``allow_kickers``: planes with kickers (a kicker may be a 4th card of a body
    rank). Each card set is listed once, under one reading: leading, its canonical reading (largest
    k, then highest top), so the kickers hold fewer than 3 cards of the two ranks next to the body;
    following a plane of length k, its highest beating reading of length k, so the kickers hold fewer
    than 3 cards of the rank just above the body. ``with_plain`` adds the plain planes (w = 0)."""
    out = []
    ks = (old.key[0],) if old is not None else range(2, hi - SEQ_LO + 2)
    floor = old.key[1] if old is not None else 0
    held = [v for v in range(LOW, HIGH + 1) if total[v]]
    for k in ks:
        w_max = 2 * k
        streak = 0
        for top in range(SEQ_LO, hi + 1):
            streak = streak + 1 if total[top] >= 3 else 0
            if streak < k or top <= floor:
                continue
            lo = top - k + 1
            capped = {top + 1} if top + 1 <= hi else set()
            if old is None and lo - 1 >= SEQ_LO:
                capped.add(lo - 1)
            groups = []
            for v in held:
                if lo <= v <= top:
                    groups.append([_choices(v, per[v], 3 + e) for e in range(min(total[v] - 3, w_max) + 1)])
                else:
                    cap = min(total[v], 2 if v in capped else w_max)
                    groups.append([_choices(v, per[v], n) for n in range(cap + 1)])
            ways = WeightedChoices.count_table(groups, w_max)
            for w in range(0 if with_plain else 1, w_max + 1):
                if ways[0][w]:
                    out.append(Segment("plane", (k, top), (WeightedChoices(groups, w, ways),)))
    return out


def segments(hand: Sequence[Card], old: Combo | None = None, options: dict[str, Any] | None = None,
             kinds: Sequence[str] | None = None) -> list[Segment]:
    """Every play from ``hand`` that may be led (``old`` None) or beats ``old``, as disjoint
    segments in listing order: normal kinds cheapest first, then bombs, 筒子, 地炸 by strength.

    Each card set appears once (a plane with kickers under one reading, see
    ``_kicker_plane_segments``). ``kinds`` limits the kinds.
    """
    return segments_from_counts(hand_counts(hand), old, options, kinds)


def segments_from_counts(per_l: list[list[int]], old: Combo | None = None,
                         options: dict[str, Any] | None = None,
                         kinds: Sequence[str] | None = None) -> list[Segment]:
    """``segments`` for a hand given by ``hand_counts``."""
    per = [(a, b, c, d) for a, b, c, d in per_l]  # one count per suit
    total = [a + b + c + d for a, b, c, d in per_l]
    want = set(NORMAL_KINDS + BOMB_KINDS if kinds is None else kinds)
    return _segments(per, total, old, room(options), want)


def first_segments(per_l: list[list[int]], old: Combo | None, options: dict[str, Any] | None,
                   kinds: Sequence[str]) -> list[Segment]:
    """The segments of the first of ``kinds`` (in that order) that has a play; [] if none."""
    per = [(a, b, c, d) for a, b, c, d in per_l]  # one count per suit
    total = [a + b + c + d for a, b, c, d in per_l]
    rm = room(options)
    for kind in kinds:
        segs = _segments(per, total, old, rm, {kind})
        if segs:
            return segs
    return []


def _segments(per: list[tuple[int, int, int, int]], total: list[int], old: Combo | None, rm: Room,
              want: set[str]) -> list[Segment]:
    kick = rm.kickers
    held = [v for v in range(LOW, HIGH + 1) if total[v]]
    out: list[Segment] = []
    normal_ok = old is None or not old.is_bomb
    if normal_ok:
        only = None if old is None else old.kind
        above = old.key[0] if old is not None and old.kind in ("single", "pair", "triple") else 0
        if "single" in want and only in (None, "single"):
            out += [Segment("single", (v,), (_choices(v, per[v], 1),)) for v in held if v > above]
        if "pair" in want and only in (None, "pair"):
            out += [Segment("pair", (v,), (_pair_choices(v, per[v], rm.pairs),))
                    for v in held if v > above and pair_ok(per[v], rm.pairs)]
        if "pair_run" in want and only in (None, "pair_run"):
            out += _run_segments("pair_run", 2, total, per, old, rm)
        if "triple" in want and only in (None, "triple"):
            for v in held:
                if v <= above or total[v] < 3:
                    continue
                out.append(Segment("triple", (v,), (_triple_choices(v, per[v]),)))
                if kick:  # DTZ-3.4: body + 1 or 2 kickers; a kicker may be a 4th card of v
                    bodies = _choices(v, per[v], 3)
                    out.append(Segment("triple", (v,), (bodies, _kicker_sets(per, v, (1, 2)))))
                    if total[v] >= 4:
                        fours = _choices(v, per[v], 4)
                        out.append(Segment("triple", (v,), (fours, _kicker_sets(per, v, (1,)))))
        if "plane" in want and only in (None, "plane"):
            if not kick:
                out += _run_segments("plane", 3, total, per, old, rm)
            elif old is None:  # plain planes, then planes with kickers by canonical reading
                out += _run_segments("plane", 3, total, per, old, rm)
                out += _kicker_plane_segments(per, total, old, with_plain=False, hi=rm.seq_hi)
            else:  # following: every plane (plain or not) by its highest beating reading
                out += _kicker_plane_segments(per, total, old, with_plain=True, hi=rm.seq_hi)
    # bombs, 筒子, 地炸 (DTZ-4.1 to 4.4), weakest first
    if "bomb" in want and (old is None or old.category <= 1):
        floor = old.key if old is not None and old.kind == "bomb" else (0, 0)
        for n in range(4, 13):
            for v in held:
                if total[v] >= n and (n, v) > floor:
                    out.append(Segment("bomb", (n, v), (_bomb_choices(v, per[v], n),)))
    if "tongzi" in want and (old is None or old.category <= 2):
        floor = old.key if old is not None and old.kind == "tongzi" else (0, 0)
        for v in held:
            for i, s in enumerate(SUITS[::-1]):
                j = 3 - i
                if per[v][j] >= 3 and (v, SUIT_ORDER[s]) > floor:
                    out.append(Segment("tongzi", (v, SUIT_ORDER[s]), (((_CARD[v, s],) * 3,),)))
    if "dizha" in want:
        dizha_floor = old.key[0] if old is not None and old.kind == "dizha" else 0
        for v in held:
            if min(per[v]) >= 2 and v > dizha_floor:
                out.append(Segment("dizha", (v,), ((tuple(_CARD[v, s] for s in SUITS for _ in range(2)),),)))
    return [s for s in out if s.size]


Candidate = tuple[str, tuple[int, ...], tuple[Card, ...]]  # (kind, key, cards)


def candidate_plays(hand: Sequence[Card], old: Combo | None = None, options: dict[str, Any] | None = None,
                    kinds: Sequence[str] | None = None) -> Iterator[Candidate]:
    """``(kind, key, cards)`` for every play of ``segments`` (lazily)."""
    for seg in segments(hand, old, options, kinds):
        for cards in seg:
            yield seg.kind, seg.key, cards
