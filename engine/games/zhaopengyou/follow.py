"""Leading, following and winning a trick (ZPY-9.2, ZPY-10, ZPY-11)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.cards import Card

from . import scoring
from .fit import can_fit, iter_cores, ladder, multiset_combos, plays_satisfying
from .trump import FACES, SUIT_NAMES, TRUMP, Trump, check_trump, face_id, table
from .units import Shape, face_counts, shape_key, shape_name, unit_sort_key, units

__all__ = ["follow_error", "legal_follows", "trick_winner", "simple_leads", "lead_error",
           "describe_requirement", "FOLLOW_CAP", "play_value"]

#: most follows ``legal_follows`` lists (only free discards can exceed it; docs/rules/zhaopengyou.md)
FOLLOW_CAP = 2000


def describe_requirement(req: Sequence[Shape]) -> str:
    parts = []
    singles = sum(1 for s in req if s == (1, 1))
    for shape in sorted({s for s in req if s != (1, 1)}, key=shape_key):
        n = req.count(shape)
        name = shape_name(shape)
        parts.append(f"{'a' if n == 1 else n} {name}{'' if n == 1 else 's'}")
    if singles:
        parts.append(f"{singles} other card{'s' if singles > 1 else ''}")
    return " and ".join(parts)


def lead_error(hand: Sequence[Card], lead: Sequence[Card], trump: Trump) -> str | None:
    """Why ``lead`` cannot be led from ``hand`` (ZPY-9.2), or None. Throws are checked later."""
    if not lead:
        return "ZPY-9.2: a lead needs at least one card"
    missing = face_counts(lead) - face_counts(hand)
    if missing:
        return f"ZPY-9.2: you do not hold {' '.join(str(FACES[f]) for f in sorted(missing))}"
    if units(lead, trump) is None:
        return "ZPY-9.2: all cards of a lead must be of one suit (trump counts as one suit)"
    return None


def follow_error(hand: Sequence[Card], lead: Sequence[Card], play: Sequence[Card],
                 trump: Trump) -> str | None:
    """Why ``play`` is not a legal follow to ``lead`` from ``hand`` (ZPY-10), or None."""
    check_trump(trump)
    lead_units = units(lead, trump)
    if not lead:
        return "ZPY-9.2: there is no lead to follow"
    if lead_units is None:
        return "ZPY-9.2: the lead mixes suits, so it cannot be followed"
    n = len(lead)
    if len(play) != n:
        return f"ZPY-10.1: you must play exactly {n} card{'s' if n > 1 else ''}, not {len(play)}"
    hc = face_counts(hand)
    pc = face_counts(play)
    missing = pc - hc
    if missing:
        return f"ZPY-10.1: you do not hold {' '.join(str(FACES[f]) for f in sorted(missing))}"
    skey, slot = table(trump)
    ls = lead_units[0].suit
    name = SUIT_NAMES[ls]
    held = {f: c for f, c in hc.items() if skey[f] == ls}
    h = sum(held.values())
    played_in = sum(c for f, c in pc.items() if skey[f] == ls)
    if h <= n:
        if played_in < h:
            return f"ZPY-10.2: you hold {h} {name} card{'s' if h > 1 else ''} and must play all of them"
        return None
    if played_in < n:
        return f"ZPY-10.3: you hold more {name} cards than the lead has, so play {n} {name} cards"
    if n == 1:
        return None
    for req in ladder([u.shape for u in lead_units], trump.tractor_min):
        if can_fit(held, slot, req):
            if can_fit(pc, slot, req):
                return None
            return (f"ZPY-10.4: your {name} cards can follow with {describe_requirement(req)}, "
                    "so you must play that")
    return None  # unreachable: the last rung (all singles) always fits


def _fill_order(trump: Trump) -> dict[int, tuple[int, int, int]]:
    skey, slot = table(trump)
    found = _FILL_ORDERS.get(skey)  # one per trump table (level and suit)
    if found is None:
        found = _FILL_ORDERS[skey] = {f: (skey[f] == TRUMP, scoring.FACE_POINTS[f] > 0, slot[f])
                                      for f in range(len(FACES))}
    return found


_FILL_ORDERS: dict[tuple[int, ...], dict[int, tuple[int, int, int]]] = {}


def legal_follows(hand: Sequence[Card], lead: Sequence[Card], trump: Trump,
                  cap: int = FOLLOW_CAP) -> list[list[Card]]:
    """Every legal follow (ZPY-10) to ``lead`` from ``hand``, without repeats, up to ``cap``.

    With more led-suit cards than the lead has, only the plays of the first requirement of the
    ladder that the hand meets are generated (no subsets are tried). Otherwise the led-suit cards
    are completed by every multiset of other cards, cheap cards first; a void hand's trump plays
    that match the lead's format (ZPY-11.1 b) come first.
    """
    skey, slot = table(trump)
    hc = face_counts(hand)
    if len(lead) == 1:  # a single: any card of the suit, else any card (ZPY-10.7)
        check_trump(trump)
        ls = skey[face_id(lead[0])]  # a single is one unit of its own suit: no decomposition
        pool = [f for f in hc if skey[f] == ls] or hc
        return [[FACES[f]] for f in sorted(pool, key=lambda f: (skey[f], slot[f], f))]
    lead_units = units(lead, trump)
    if not lead or lead_units is None:
        raise ValueError("ZPY-9.2: the lead must be non-empty cards of one suit")
    n = len(lead)
    ls = lead_units[0].suit
    held = {f: c for f, c in hc.items() if skey[f] == ls}
    h = sum(held.values())
    shapes = [u.shape for u in lead_units]
    if h > n:
        for req in ladder(shapes, trump.tractor_min):
            if can_fit(held, slot, req):
                return [[FACES[f] for f in p] for p in plays_satisfying(held, slot, req, cap)]
    out: list[tuple[int, ...]] = []
    if h == 0 and ls != TRUMP:
        trumps = {f: c for f, c in hc.items() if skey[f] == TRUMP}
        if sum(trumps.values()) >= n:
            out = plays_satisfying(trumps, slot, shapes, cap)
    contenders = set(out)
    base = tuple(f for f, c in held.items() for _ in range(c))
    order = _fill_order(trump)
    rest = sorted(((f, c) for f, c in hc.items() if skey[f] != ls), key=lambda fc: order[fc[0]])
    # every multiset of other cards comes once; only the trump plays above can repeat one
    for extra in multiset_combos(rest, n - h, cap + len(contenders)):
        if len(out) >= cap:
            break
        play = base + extra
        if contenders and tuple(sorted(play)) in contenders:
            continue
        out.append(play)
    return [[FACES[f] for f in p] for p in out]


def simple_leads(hand: Sequence[Card], trump: Trump) -> list[list[Card]]:
    """Every lead of exactly one unit (ZPY-8.4) from ``hand``: singles, pairs, triples, tractors
    (of ``trump.run_min`` groups or more: ZPY-8.1)."""
    skey, slot = table(trump)
    counts = face_counts(hand)
    faces = sorted(counts, key=_lead_order(skey, slot).__getitem__)
    pairs = [f for f in faces if counts[f] >= 2]
    triples = [f for f in pairs if counts[f] >= 3]
    out: list[list[Card]] = [[FACES[f]] for f in faces]
    out += [[FACES[f]] * 2 for f in pairs]
    out += [[FACES[f]] * 3 for f in triples]
    for width, group in ((2, pairs), (3, triples)):
        shortest = trump.run_min(width)
        if len(group) < shortest:  # a tractor takes that many faces of the width
            continue
        for suit in sorted({skey[f] for f in group}):  # a suit without such faces adds nothing
            cand: dict[int, list[int]] = {}
            for f in group:
                if skey[f] == suit:
                    cand.setdefault(slot[f], []).append(f)
            for start in sorted(cand):
                end = start + 1
                while end in cand:
                    if end - start + 1 >= shortest:
                        for choice in _products([cand[s] for s in range(start, end + 1)]):
                            out.append([FACES[f] for f in choice for _ in range(width)])
                    end += 1
    return out


def _lead_order(skey: tuple[int, ...], slot: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """The sort key (suit key, slot, face) of every face for this trump table, made once."""
    found = _LEAD_ORDERS.get(skey)
    if found is None or found[0] is not slot:
        found = _LEAD_ORDERS[skey] = (slot, tuple((skey[f], slot[f], f) for f in range(len(FACES))))
    return found[1]


_LEAD_ORDERS: dict[tuple[int, ...], tuple[tuple[int, ...], tuple[tuple[int, int, int], ...]]] = {}


def _products(lists: list[list[int]]) -> list[tuple[int, ...]]:
    out: list[tuple[int, ...]] = [()]
    for options in lists:
        out = [p + (f,) for p in out for f in options]
    return out


def play_value(play: Sequence[Card], lead_shapes: Sequence[Shape], led_suit: int,
               trump: Trump) -> tuple[int, tuple[int, ...]] | None:
    """ZPY-11.1/11.2: the value of a contender, or None if ``play`` cannot win.

    The value is (1 for a trump play on a plain lead else 0, the top slots of its units in the
    lead's unit order, largest unit first and same shapes high to low), from its best split.
    """
    skey, slot = table(trump)
    if len(lead_shapes) == 1 and lead_shapes[0] == (1, 1) and len(play) == 1:  # a single
        f = face_id(play[0])
        if skey[f] == led_suit:
            return (0, (slot[f],))
        return (1, (slot[f],)) if led_suit != TRUMP and skey[f] == TRUMP else None
    pc = face_counts(play)
    keys = {skey[f] for f in pc}
    if keys == {led_suit}:
        flag = 0
    elif led_suit != TRUMP and keys == {TRUMP}:
        flag = 1
    else:
        return None
    if sum(pc.values()) != sum(w * k for w, k in lead_shapes):
        return None
    order = sorted(set(lead_shapes), key=shape_key)
    best: tuple[int, ...] | None = None
    for core in iter_cores(pc, slot, lead_shapes):
        tops: dict[Shape, list[int]] = {s: [] for s in order}
        left = Counter(pc)
        for shape, fs in core:
            tops[shape].append(slot[fs[-1]])
            for f in fs:
                left[f] -= shape[0]
        if (1, 1) in tops:
            tops[(1, 1)] = [slot[f] for f, c in left.items() for _ in range(c)]
        vec = tuple(t for s in order for t in sorted(tops[s], reverse=True))
        if best is None or vec > best:
            best = vec
    return None if best is None else (flag, best)


def lead_shapes(lead: Sequence[Card], trump: Trump) -> tuple[list[Shape], int]:
    """ZPY-11: the lead's unit shapes in comparison order and its suit, for ``play_value``."""
    check_trump(trump)
    lead_units = units(lead, trump)
    if not lead or lead_units is None:
        raise ValueError("ZPY-9.2: the lead must be non-empty cards of one suit")
    lead_units.sort(key=unit_sort_key)
    return [u.shape for u in lead_units], lead_units[0].suit


def trick_winner(plays: Sequence[Sequence[Card]], trump: Trump) -> int:
    """ZPY-11: index of the winning play (the lead is plays[0]; unfinished tricks allowed)."""
    if not plays:
        raise ValueError("ZPY-11.3: a trick needs at least its lead")
    if len(plays[0]) == 1:  # a single lead: one unit of its own suit, nothing to decompose
        check_trump(trump)
        shapes, ls = [(1, 1)], table(trump)[0][face_id(plays[0][0])]
    else:
        shapes, ls = lead_shapes(plays[0], trump)
    best_i, best_v = 0, play_value(plays[0], shapes, ls, trump)
    for i, p in enumerate(plays[1:], 1):
        v = play_value(p, shapes, ls, trump)
        if v is not None and (best_v is None or v > best_v):
            best_i, best_v = i, v
    return best_i
