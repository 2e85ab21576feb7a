"""Throws (甩牌): the throw check and the blocker's choice (ZPY-9.4 to 9.6)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card

from .fit import beats_shape
from .trump import SUIT_PREF, Trump, check_trump, face_id, table
from .units import Shape, Unit, face_counts, shape_key, units

__all__ = ["throw_blockers", "first_blocker", "throw_choices", "reduced_throw", "parse_shape", "format_shape"]


def _lead_units(lead: Sequence[Card], trump: Trump) -> list[Unit]:
    check_trump(trump)
    us = units(lead, trump)
    if not lead or us is None:
        raise ValueError("ZPY-9.2: a throw must be non-empty cards of one suit")
    return us


def _choices(us: list[Unit], hand: Sequence[Card], trump: Trump) -> list[Shape]:
    skey, slot = table(trump)
    suit = us[0].suit
    held = {f: c for f, c in face_counts(hand).items() if skey[f] == suit}
    beaten = {u.shape for u in us if beats_shape(held, slot, u.shape, u.slot)}
    return sorted(beaten, key=shape_key)


def throw_choices(lead: Sequence[Card], hand: Sequence[Card], trump: Trump) -> list[Shape]:
    """ZPY-9.4/9.6: shapes of the units of ``lead`` that ``hand`` can beat, largest first (the
    first is the default choice); [] if none."""
    return _choices(_lead_units(lead, trump), hand, trump)


def throw_blockers(lead: Sequence[Card], other_hands_in_turn_order: Sequence[Sequence[Card]],
                   trump: Trump) -> list[int]:
    """ZPY-9.4: indexes of the hands that can beat some unit of the throw, in turn order; [] for a
    lead of one unit (no throw)."""
    us = _lead_units(lead, trump)
    if len(us) < 2:
        return []
    return [i for i, hand in enumerate(other_hands_in_turn_order) if _choices(us, hand, trump)]


def first_blocker(lead: Sequence[Card], other_hands_in_turn_order: Sequence[Sequence[Card]],
                  trump: Trump) -> int | None:
    """``throw_blockers(...)[0]``, None when there is none: stops at the first hand that beats a
    unit (the hand only asks who blocks first)."""
    us = _lead_units(lead, trump)
    if len(us) < 2:
        return None
    skey, slot = table(trump)
    suit = us[0].suit
    for i, hand in enumerate(other_hands_in_turn_order):
        held = {f: c for f, c in face_counts(hand).items() if skey[f] == suit}
        if any(beats_shape(held, slot, u.shape, u.slot) for u in us):
            return i
    return None


def reduced_throw(lead: Sequence[Card], shape: Sequence[int], trump: Trump) -> list[Card]:
    """ZPY-9.6: the lowest unit of ``shape`` (width, length; a list as read from JSON) in the throw
    (equal tops: the suit last in ZPY-5.7)."""
    us = _lead_units(lead, trump)
    shape = tuple(shape)
    cands = [u for u in us if u.shape == shape]
    if not cands:
        raise ValueError(f"ZPY-9.6: the throw has no unit of shape {shape!r}")
    low = min(cands, key=lambda u: (u.slot, SUIT_PREF[face_id(u.top)]))
    return list(low.cards)


def format_shape(shape: Shape) -> str:
    """The value of a "block" action: ``"WxK"`` (width x length), e.g. ``"2x1"`` for a pair."""
    return f"{shape[0]}x{shape[1]}"


def parse_shape(value: object) -> Shape:
    if isinstance(value, str):
        parts = value.lower().split("x")
        if len(parts) == 2 and all(p.isdigit() for p in parts):
            w, k = int(parts[0]), int(parts[1])
            if w in (1, 2, 3) and k >= 1 and (k == 1 or w > 1):
                return (w, k)
    raise ValueError(f"ZPY-9.6: a shape is 'WxK' such as '2x1' (pair) or '2x3', not {value!r}")

