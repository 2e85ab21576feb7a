"""Units of a play and the canonical decomposition of a lead (ZPY-8)."""

from __future__ import annotations

import collections
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from engine.cards import Card, Suit

from .trump import FACE_ID, FACES, SUIT_PREF, Trump, face_id, face_ids, table

__all__ = ["Unit", "units", "unit_kind", "shape_key", "shape_name", "unit_sort_key", "Shape",
           "lead_suit", "face_counts"]

Shape = tuple[int, int]  # (width, length)

#: Counter's own C helper, counting without Counter's checks
_count_elements = collections._count_elements  # type: ignore[attr-defined]  # not in the stubs


def unit_kind(width: int, length: int) -> str:
    if length >= 2:
        return "pair_tractor" if width == 2 else "triple_tractor"
    return {1: "single", 2: "pair", 3: "triple"}[width]


def shape_name(shape: Shape) -> str:
    w, k = shape
    if k == 1:
        return unit_kind(w, 1)
    return f"{'pair' if w == 2 else 'triple'}-tractor of length {k}"


def shape_key(shape: Shape) -> tuple[int, int]:
    """ZPY-8.3 order of shapes, for sorting largest first: more cards, then wider."""
    w, k = shape
    return (-(w * k), -w)


@dataclass(frozen=True)
class Unit:
    """One unit of a play (ZPY-8.1). ``top`` is the card in the unit's highest slot."""

    kind: str
    width: int
    length: int
    top: Card
    cards: tuple[Card, ...]
    #: suit key (0–3 plain S H C D, 4 trump) and slot of ``top``
    suit: int = 0
    slot: int = 0

    @property
    def shape(self) -> Shape:
        return (self.width, self.length)

    @property
    def size(self) -> int:
        return self.width * self.length


def unit_sort_key(u: Unit) -> tuple[int, int, int, int]:
    """Largest unit first (ZPY-8.3); same shape: higher top slot first, then ZPY-5.7."""
    return (-(u.width * u.length), -u.width, -u.slot, -SUIT_PREF[face_id(u.top)])


def face_counts(cards: Iterable[Card]) -> Counter[int]:
    counts: Counter[int] = _new_counter(Counter)  # an empty Counter without ``__init__``'s Python
    _count_elements(counts, map(FACE_ID.__getitem__, cards))  # Counter(...) without its checks
    return counts


_new_counter = Counter.__new__


def lead_suit(cards: Sequence[Card], trump: Trump) -> int | None:
    """The one suit key of ``cards`` (ZPY-9.2), or None if empty or mixed."""
    skey = table(trump)[0]
    keys = {skey[f] for f in face_ids(cards)}
    return keys.pop() if len(keys) == 1 else None


def _make_unit(faces_low_to_high: list[int], width: int, suit: int, slot_of: tuple[int, ...]) -> Unit:
    cards = tuple(FACES[f] for f in faces_low_to_high for _ in range(width))
    top = faces_low_to_high[-1]
    return Unit(unit_kind(width, len(faces_low_to_high)), width, len(faces_low_to_high), FACES[top],
                cards, suit, slot_of[top])


def units(cards: Sequence[Card], trump: Trump) -> list[Unit] | None:
    """ZPY-8.2 canonical decomposition, largest unit first (ZPY-8.3); None if not one suit.

    Identical cards form one tuple (3 → triple, 2 → pair, 1 → single); maximal runs of triples,
    then of pairs, in adjacent slots (ZPY-5.5) become tractors when they are long enough: two
    triples, ``trump.tractor_min`` pairs (2, or 3 under the house rule; a shorter run stays pairs).
    Where one slot holds two groups of the same width (the off-suit level cards), only the first by
    ZPY-5.7 joins a run.
    """
    if not cards:
        return []
    found = _decompose(tuple(sorted(face_ids(cards))), trump.level, trump.suit, trump.tractor_min)
    return None if found is None else list(found)


@lru_cache(maxsize=4096)
def _decompose(faces: tuple[int, ...], level: int, trump_suit: Suit,
               tractor_min: int) -> tuple[Unit, ...] | None:
    # keyed by the trump's fields: hashing the Trump dataclass runs Python code on every call
    trump = Trump(level, trump_suit, tractor_min)
    skey, slot_of = table(trump)
    counts = Counter(faces)
    keys = {skey[f] for f in counts}
    if len(keys) != 1:
        return None
    suit = keys.pop()
    out: list[Unit] = []
    used: set[int] = set()
    for width in (3, 2):
        shortest = trump.run_min(width)
        best: dict[int, int] = {}  # slot -> the face that may join a run
        for f, c in counts.items():
            if c == width:
                s = slot_of[f]
                if s not in best or SUIT_PREF[f] > SUIT_PREF[best[s]]:
                    best[s] = f
        run: list[int] = []
        for slot in (*sorted(best), None):  # None: the end, closing the last run
            if run and (slot is None or slot != slot_of[run[-1]] + 1):
                if len(run) >= shortest:
                    out.append(_make_unit(run, width, suit, slot_of))
                    used.update(run)
                run = []
            if slot is not None:
                run.append(best[slot])
    for f, c in counts.items():
        if f in used:
            continue
        while c > 0:  # never more than 3 copies with three decks; stay total anyway
            w = min(c, 3)
            out.append(_make_unit([f], w, suit, slot_of))
            c -= w
    out.sort(key=unit_sort_key)
    return tuple(out)
