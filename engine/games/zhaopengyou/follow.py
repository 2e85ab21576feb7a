"""Leading, following and winning a trick (ZPY-9.2, ZPY-10, ZPY-11)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.cards import Card

from . import scoring
from .fit import can_fit, iter_cores, ladder, multiset_combos, plays_satisfying
from .trump import (
    FACE_ID,
    FACES,
    SUIT_NAMES,
    TRUMP,
    Trump,
    card_tables,
    check_trump,
    face_id,
    follow_rank,
    table,
)
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
    if len(lead) == 1 and lead[0] in hand:
        return None  # one card held: one unit of its own suit
    if not _holds(hand, lead):
        missing = face_counts(lead) - face_counts(hand)
        return f"ZPY-9.2: you do not hold {' '.join(str(FACES[f]) for f in sorted(missing))}"
    if units(lead, trump) is None:
        return "ZPY-9.2: all cards of a lead must be of one suit (trump counts as one suit)"
    return None


def _holds(hand: Sequence[Card], cards: Sequence[Card]) -> bool:
    """Whether ``hand`` holds ``cards`` as a multiset (``list.count`` in C, no Counters)."""
    return all(hand.count(c) >= cards.count(c) for c in set(cards))


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
    if len(lead) == 1:  # a single: any card of the suit, else any card (ZPY-10.7)
        check_trump(trump)
        suit_of, suit_cards, rank = card_tables(trump)
        same = suit_cards[suit_of[lead[0]]]  # a single is one unit of its own suit: no decomposition
        pool = set(filter(same.__contains__, hand)) or set(hand)  # each face once, all in C
        return list(map(list, zip(sorted(pool, key=rank.__getitem__))))  # [[card], ...] by rank
    skey, slot = table(trump)
    hc = face_counts(hand)
    if len(lead) == 2 and lead[0] is lead[1] and cap >= 1:  # a pair: one unit, shape (2, 1)
        check_trump(trump)
        found = _pair_follows(hc, skey[FACE_ID[lead[0]]], skey, slot, cap)
        if found is not None:
            return found
    return searched_follows(hc, lead, trump, cap)


def searched_follows(hc: dict[int, int], lead: Sequence[Card], trump: Trump,
                     cap: int = FOLLOW_CAP) -> list[list[Card]]:
    """``legal_follows`` of a hand given by ``face_counts``, always by the fitting search (the
    single-card and pair shortcuts of ``legal_follows`` give the same plays; tests compare them)."""
    skey, slot = table(trump)
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


def _pair_follows(hc: dict[int, int], ls: int, skey: tuple[int, ...], slot: tuple[int, ...],
                  cap: int) -> list[list[Card]] | None:
    """``legal_follows`` of a pair lead from a hand holding more than two cards of its suit ``ls``
    (None otherwise: the general search then adds cards of other suits). The ladder's first rung
    (ZPY-10.4) is a pair: every pair held, in the hand's order of faces; without one the second rung,
    two singles: every two faces, in the order ``multiset_combos`` gives them (by slot, then face),
    each play's cards sorted by face id as ``plays_satisfying`` returns them."""
    held = {f: c for f, c in hc.items() if skey[f] == ls}
    if sum(held.values()) <= 2:
        return None
    pairs = [[FACES[f]] * 2 for f, c in held.items() if c >= 2]
    if pairs:
        return pairs[:cap]
    faces = sorted(held, key=follow_rank(skey, slot).__getitem__)  # one suit: by (slot, face id)
    out: list[list[Card]] = []
    for i, a in enumerate(faces):
        for b in faces[i + 1:]:
            out.append([FACES[a], FACES[b]] if a < b else [FACES[b], FACES[a]])
            if len(out) >= cap:
                return out
    return out


def simple_leads(hand: Sequence[Card], trump: Trump) -> list[list[Card]]:
    """Every lead of exactly one unit (ZPY-8.4) from ``hand``: singles, pairs, triples, tractors
    (of ``trump.run_min`` groups or more: ZPY-8.1)."""
    skey, slot = table(trump)
    counts = face_counts(hand)
    faces = sorted(counts, key=follow_rank(skey, slot).__getitem__)
    pairs = [f for f in faces if counts[f] >= 2]
    triples = [f for f in pairs if counts[f] >= 3]
    out: list[list[Card]] = [[FACES[f]] for f in faces]
    out += [[FACES[f]] * 2 for f in pairs]
    out += [[FACES[f]] * 3 for f in triples]
    for width, group in ((2, pairs), (3, triples)):
        shortest = trump.run_min(width)
        if len(group) < shortest:  # a tractor takes that many faces of the width
            continue
        by_suit: dict[int, dict[int, list[int]]] = {}  # a suit without such faces adds nothing
        for f in group:
            by_suit.setdefault(skey[f], {}).setdefault(slot[f], []).append(f)
        for suit in sorted(by_suit):
            cand = by_suit[suit]
            if len(cand) < shortest:  # too few slots for a run
                continue
            for start in sorted(cand):
                end = start + 1
                while end in cand:
                    if end - start + 1 >= shortest:
                        for choice in _products([cand[s] for s in range(start, end + 1)]):
                            out.append([FACES[f] for f in choice for _ in range(width)])
                    end += 1
    return out


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
    lead = plays[0]
    if len(lead) <= 3 and lead.count(lead[0]) == len(lead):  # a single, pair or triple: one unit
        check_trump(trump)
        return _tuple_winner(plays, len(lead), *table(trump))
    shapes, ls = lead_shapes(plays[0], trump)
    best_i, best_v = 0, play_value(plays[0], shapes, ls, trump)
    for i, p in enumerate(plays[1:], 1):
        v = play_value(p, shapes, ls, trump)
        if v is not None and (best_v is None or v > best_v):
            best_i, best_v = i, v
    return best_i


def _tuple_winner(plays: Sequence[Sequence[Card]], width: int, skey: tuple[int, ...],
                  slot: tuple[int, ...]) -> int:
    """``trick_winner`` of a lead of ``width`` identical cards (a single, pair or triple: one unit of
    its own suit, nothing to decompose), ``play_value`` worked out inline: only ``width`` identical
    cards can win it (ZPY-11.1); of the led suit they are worth their slot, trumps on a plain lead
    their slot above every plain card. The first of equal values keeps the trick (ZPY-11.2)."""
    f = FACE_ID[plays[0][0]]
    ls = skey[f]
    best_i, best = 0, slot[f]
    for i in range(1, len(plays)):
        p = plays[i]
        if len(p) != width or p.count(p[0]) != width:
            continue
        f = FACE_ID[p[0]]
        k = skey[f]
        if k == ls:
            v = slot[f]
        elif k == TRUMP:  # led suit plain here: a trump beats every card of it
            v = 100 + slot[f]
        else:
            continue
        if v > best:
            best_i, best = i, v
    return best_i
