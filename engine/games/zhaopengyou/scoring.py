"""Points, the bottom bonus, level changes, next starter and the end of the game (ZPY-1.3, 12–15)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card

from .trump import FACES, Trump, check_trump
from .units import units

__all__ = ["card_points", "FACE_POINTS", "bottom_multiplier", "defender_points", "level_changes",
           "next_levels", "next_starter", "game_winners", "result_name", "ACE", "NUM_SEATS"]

ACE = 14
NUM_SEATS = 5
_RANK_POINTS = {5: 5, 10: 10, 13: 10}
#: ZPY-1.3 points per face id
FACE_POINTS: tuple[int, ...] = tuple(0 if c.is_joker else _RANK_POINTS.get(c.rank, 0) for c in FACES)
#: ZPY-12.3 multiplier per unit kind
_MULTIPLIER = {"single": 1, "pair": 2, "triple": 4, "pair_tractor": 4, "triple_tractor": 8}


#: ZPY-1.3 points per card, looked up by the (interned) card itself
_CARD_POINTS: dict[Card, int] = {c: FACE_POINTS[f] for f, c in enumerate(FACES)}


def card_points(cards: Sequence[Card]) -> int:
    """ZPY-1.3: every 5 scores 5, every ten and king 10, in all suits; jokers and others 0."""
    return sum(map(_CARD_POINTS.__getitem__, cards))


def bottom_multiplier(lead: Sequence[Card], trump: Trump, by_length: bool = False,
                      summed: bool = False) -> int:
    """ZPY-12.3: single ×1, pair ×2, triple ×4, pair-tractor ×4, triple-tractor ×8; a throw counts
    as its highest unit. ``by_length`` (house rule ``tractor_bottom``): a tractor counts its pairs'
    (triples') multipliers added, ×2 (×4) per pair (triple) of its length. ``summed`` (house rule
    ``throw_bottom``): a throw counts its units' multipliers added."""
    check_trump(trump)
    us = units(lead, trump)
    if not us:
        raise ValueError("ZPY-12.3: the last lead must be non-empty cards of one suit")
    if by_length:
        each = [_MULTIPLIER[u.kind] if u.length < 2 else _MULTIPLIER[u.kind] // 2 * u.length for u in us]
    else:
        each = [_MULTIPLIER[u.kind] for u in us]
    return sum(each) if summed else max(each)


def _check_seat(seat: object, what: str) -> int:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < NUM_SEATS:
        raise ValueError(f"ZPY-2.1: {what} must be a seat 0-4, not {seat!r}")
    return seat


def _check_side(declarer: object, friend: object) -> None:
    _check_seat(declarer, "the declarer")
    if friend is not None:
        _check_seat(friend, "the friend")
        if friend == declarer:
            raise ValueError("ZPY-7.5: the declarer cannot be his own friend (that hand is 1v4: friend=None)")


def defender_points(tricks: Sequence[tuple[int, Sequence[Sequence[Card]]]], declarer: int,
                    friend: int | None, buried: Sequence[Card], trump: Trump, by_length: bool = False,
                    summed: bool = False) -> int:
    """ZPY-12.1/12.2: points in tricks won by defenders, plus the bottom bonus if a defender won
    the last trick (card points of the buried cards × the multiplier of the last lead)."""
    _check_side(declarer, friend)
    check_trump(trump)
    side = {declarer, friend}
    total = 0
    for winner, plays in tricks:
        _check_seat(winner, "a trick's winner")
        if winner not in side:
            total += sum(card_points(p) for p in plays)
    if tricks:
        winner, plays = tricks[-1]
        if winner not in side:
            total += card_points(buried) * bottom_multiplier(plays[0], trump, by_length, summed)
    return total


def _check_points(points: object) -> int:
    if isinstance(points, bool) or not isinstance(points, int) or points < 0:
        raise ValueError(f"ZPY-12.1: defenders' points are a whole number ≥ 0, not {points!r}")
    return points


_TABLE_2V3 = ((0, 3, 0), (55, 2, 0), (115, 1, 0), (175, 0, 1), (235, 0, 2), (295, 0, 3))
_TABLE_1V4 = ((0, 9, 0), (55, 6, 0), (115, 3, 0), (175, 0, 1))
_NAMES = ((0, "大光"), (55, "小光"), (115, "小胜"), (175, "反超"))


def level_changes(points: int, solo: bool) -> tuple[int, int]:
    """ZPY-13.2 (2v3) / ZPY-13.3 (1v4): (levels for each of the declaring side, for each defender)."""
    _check_points(points)
    for top, side, defender in (_TABLE_1V4 if solo else _TABLE_2V3):
        if points <= top:
            return side, defender
    return (0, 2) if solo else (0, 4)


def result_name(points: int, solo: bool) -> str:
    """The seed's name of the result row (大光 … 满光 / 惨败)."""
    for top, name in _NAMES:
        if points <= top:
            return name
    if solo:
        return "惨败"
    return "大胜" if points <= 235 else "完胜" if points <= 295 else "满光"


def _check_levels(levels: object) -> list[int]:
    if not isinstance(levels, (list, tuple)) or len(levels) != NUM_SEATS or not all(
            isinstance(x, int) and not isinstance(x, bool) and 2 <= x <= ACE for x in levels):
        raise ValueError(f"ZPY-2.3: levels are five ranks 2-14, not {levels!r}")
    return list(levels)


def next_levels(levels: Sequence[int], declarer: int, friend: int | None, points: int) -> list[int]:
    """ZPY-13.4/13.5: each seat moves from its own level; capped at A (14)."""
    lv = _check_levels(levels)
    _check_side(declarer, friend)
    side_up, def_up = level_changes(points, friend is None)
    return [min(ACE, lv[s] + (side_up if s in (declarer, friend) else def_up)) for s in range(NUM_SEATS)]


def next_starter(declarer: int, friend: int | None, points: int) -> int:
    """ZPY-14.1: the declarer after a won 1v4, the friend after a won 2v3, else NEXT(declarer)."""
    _check_side(declarer, friend)
    if _check_points(points) < 120:
        return declarer if friend is None else friend
    return (declarer + 1) % NUM_SEATS


def game_winners(levels: Sequence[int], declarer: int, friend: int | None, points: int) -> list[int]:
    """ZPY-15.1/15.2: after a hand played at A (declarer at A) and won by the declaring side, every
    declaring-side seat whose level (before the hand) is A; else []."""
    lv = _check_levels(levels)
    _check_side(declarer, friend)
    if lv[declarer] != ACE or _check_points(points) >= 120:
        return []
    return sorted(s for s in {declarer, friend} if s is not None and lv[s] == ACE)

