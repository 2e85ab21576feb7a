"""Shape checks for a restored save: what the codec's type check cannot see.

``engine.codec`` already refuses a value of the wrong type. A save can still be well-typed and
impossible: a per-seat list one entry short, an unknown phase, a seat number past the table, a
level outside 2–A, a series' ``extra`` without one of its keys. Each check here raises
``ValueError`` naming the field, so ``engine.load`` can refuse such a file before play reaches it.
The per-game facts live with each game: its hand's ``PHASES`` and ``SEAT_LISTS``, its own
``_validate_state`` (called right after these checks), its series' ``EXTRA`` keys and ``check``.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from .cards import Card
from .shedding.trick import Trick

__all__ = ["check_hand", "check_match", "trial_run"]

#: field names that hold one seat number, wherever they appear in a state (nested records too)
SEAT_FIELDS = frozenset({
    "to_act", "banker", "zhuang", "counter_shot", "leader", "seat", "top_seat", "winner",
    "first_leader", "bidder", "partner", "dealer", "declarer", "starter", "friend", "blocker",
    "landlord", "marker_seat",
})
#: field names that hold a list of seat numbers
SEAT_SEQUENCES = frozenset({"declined_counter", "helped", "passed", "out", "seats", "winners"})



def _is_int(x: Any) -> bool:
    return type(x) is int


def _seat(value: Any, n: int, where: str) -> None:
    if not _is_int(value) or not 0 <= value < n:
        raise ValueError(f"save data at {where}: {value!r} is not a seat of this {n}-seat table")


#: record class -> its field names (``dataclasses.fields`` works them out again at every call)
_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELDS.get(cls)
    if names is None:
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def _walk(obj: Any, n: int, where: str, depth: int = 0) -> None:
    """Every seat-named field, in the state and in every record nested in it, names a real seat."""
    if depth > 6 or type(obj) is Card:
        return  # a card (a record too) names no seat: a save holds hundreds of them
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        if isinstance(obj, Trick):
            _check_trick(obj, where)
        for name in _field_names(type(obj)):
            value = getattr(obj, name)
            sub = f"{where}.{name}"
            if name in SEAT_FIELDS and value is not None and _is_int(value):
                _seat(value, n, sub)
            elif name in SEAT_SEQUENCES and isinstance(value, (list, tuple)):
                for i, v in enumerate(value):
                    _seat(v, n, f"{sub}[{i}]")
                if len(set(value)) != len(value):
                    raise ValueError(f"save data at {sub}: a seat is listed twice")
            else:
                _walk(value, n, sub, depth + 1)
    elif isinstance(obj, (list, tuple)):
        for i, v in enumerate(obj):
            if type(v) is not Card and dataclasses.is_dataclass(v):
                _walk(v, n, f"{where}[{i}]", depth + 1)


def _check_trick(trick: Trick, where: str) -> None:
    """The trick record agrees with itself: its leader plays first and never passes, and the top
    seat is whoever made the last play (``engine.shedding.trick.record`` keeps it so)."""
    plays = trick.plays
    if plays and (plays[0].seat != trick.leader or plays[0].is_pass):
        raise ValueError(f"save data at {where}.plays: the trick does not open with its leader's play")
    last = next((p.seat for p in reversed(plays) if not p.is_pass), None)
    if trick.top_seat != last:
        raise ValueError(f"save data at {where}.top_seat: not the seat of the trick's last play")


def check_result(result: Any, n: int, where: str) -> None:
    if len(result.deltas) != n:
        raise ValueError(f"save data at {where}.deltas: {len(result.deltas)} entries for {n} seats")
    for i, w in enumerate(result.winners):
        _seat(w, n, f"{where}.winners[{i}]")


def check_hand(hand: Any) -> None:
    """The restored hand's shape: phase, seat to act, per-seat lists, every seat number, result."""
    s = hand.state
    game, n = hand.GAME_ID, hand.num_players
    phases = type(hand).PHASES
    if phases and s.phase not in phases:
        raise ValueError(f"save data at state.phase: {s.phase!r} is not a phase of {game}")
    for name in type(hand).SEAT_LISTS:
        value = getattr(s, name, None)
        if value is not None and len(value) != n:
            raise ValueError(f"save data at state.{name}: {len(value)} entries for {n} seats")
    over = s.result is not None
    if over != (s.phase == "over"):
        raise ValueError("save data at state.phase: a hand is over exactly when it has a result")
    if over != (s.to_act is None):
        raise ValueError("save data at state.to_act: only a finished hand has nobody to act")
    _walk(s, n, "state")
    for seat in getattr(s, "out", ()):  # the climbing games' finishing order
        if s.hands[seat]:
            raise ValueError(f"save data at state.out: seat {seat} went out but still holds cards")
    if over:
        check_result(s.result, n, "state.result")
    _check_rng(s.rng, "state.rng")


def _check_rng(rng: random.Random, where: str) -> None:
    # the codec rebuilt it; a state Python accepted can still be all zeros, which never varies
    internal = rng.getstate()[1]
    if len(internal) != 625 or not any(internal[:-1]):
        raise ValueError(f"save data at {where}: not a usable random generator state")


def _check_extra(spec: dict[str, str], extra: Any, n: int) -> None:
    if not spec:
        return
    if not isinstance(extra, dict):
        raise ValueError("save data at state.extra: expected an object")
    for key, kind in spec.items():
        where = f"state.extra.{key}"
        if key not in extra:
            raise ValueError(f"save data at {where}: missing")
        value = extra[key]
        if kind.endswith("?"):
            if value is None:
                continue
            kind = kind[:-1]
        if kind == "seat":
            _seat(value, n, where)
        elif kind == "seats":
            if not isinstance(value, list):
                raise ValueError(f"save data at {where}: expected a list of seats")
            for i, v in enumerate(value):
                _seat(v, n, f"{where}[{i}]")
        else:  # "ints" / "chips": one whole number per seat (chips never below zero)
            if (not isinstance(value, list) or len(value) != n or not all(_is_int(v) for v in value)
                    or (kind == "chips" and min(value) < 0)):
                least = " (none below 0)" if kind == "chips" else ""
                raise ValueError(f"save data at {where}: expected {n} whole numbers{least}")


def check_match(match: Any) -> None:
    """The series' data around the hand: scores, history, winners, ``extra``, its RNG."""
    s, n = match.state, match.num_players
    if len(s.scores) != n:
        raise ValueError(f"save data at state.scores: {len(s.scores)} entries for {n} seats")
    if s.hand_no < 1 or not s.hand_no - 1 <= len(s.history) <= s.hand_no:
        raise ValueError("save data at state.history: does not match the hand number")
    if len(s.history) == s.hand_no and not match.hand.is_over:
        raise ValueError("save data at state.history: the current hand is booked but not over")
    for i, r in enumerate(s.history):
        check_result(r, n, f"state.history[{i}]")
    for i, w in enumerate(s.winners):
        _seat(w, n, f"state.winners[{i}]")
    _check_extra(match._series.EXTRA, s.extra, n)
    _check_rng(s.rng, "state.rng")
    match._series.check(match)


def trial_run(data: dict[str, Any], load: Any, max_actions: int = 2000) -> None:
    """The last line of defence: fresh copies of the loaded match are played to the end of the hand
    (three ways of picking among the legal actions) and into the next, every seat's view drawn on
    the way. Whatever this raises, play would have raised, so the caller refuses the save."""
    for way in range(3):
        match = load(data)
        hand = match.hand
        pick = random.Random(way)
        for seat in (None, *range(match.num_players)):
            hand.view(seat)
        for step in range(max_actions):
            if hand.is_over:
                break
            if way == 0:  # one path draws each acting seat's view; the others only act
                hand.view(hand.to_act)
            legal = hand.legal_actions()
            if not legal:
                raise ValueError("save data: the seat to act has no legal action")
            i = (step, -1 - step, pick.randrange(len(legal)))[way]
            hand.apply(legal[i % len(legal)])
        for seat in (None, *range(match.num_players)):
            hand.view(seat)
        if not match.is_over and hand.is_over:
            match.next_hand()
            for seat in (None, *range(match.num_players)):
                match.hand.view(seat)
            match.hand.legal_actions()
