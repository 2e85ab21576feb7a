"""Shape checks for a restored save: what the codec's type check cannot see.

``engine.codec`` already refuses a value of the wrong type. A save can still be well-typed and
impossible: a per-seat list one entry short, an unknown phase, a seat number past the table, a
level outside 2–A, a series' ``extra`` without one of its keys. Each check here raises
``ValueError`` naming the field, so ``engine.load`` can refuse such a file before play reaches it.
The per-game facts (phases, which lists are per seat) are kept in one table below, next to the
code that reads them; a new game adds its row.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

from .shedding.trick import Trick

__all__ = ["check_hand", "check_match", "trial_run"]

#: the phases each game's hand can be in ("over" included)
PHASES: dict[str, frozenset[str]] = {
    "banbiantianzha": frozenset({"hammer", "shoot", "counter_shot", "dou", "counter_dou", "play", "over"}),
    "datongzi": frozenset({"play", "over"}),
    "banzipao": frozenset({"bid", "counter", "call", "play", "over"}),
    "chexuan": frozenset({"stake", "bet", "split", "over"}),
    "zhaopengyou": frozenset({"bid", "bury", "call", "play", "throw_choice", "over"}),
    "sandayi": frozenset({"bid", "report", "dabuda", "tanda", "play", "over"}),
}

#: state fields that hold one entry per seat (None allowed where the type allows it)
SEAT_LISTS: dict[str, tuple[str, ...]] = {
    "banbiantianzha": ("hands", "dealt", "hammer", "dou", "won", "points"),
    "datongzi": ("hands", "won", "points", "bonus", "race_before", "bonus_before"),
    "banzipao": ("hands", "dealt", "tianpai", "bids", "active", "won"),
    "chexuan": ("hands", "bankrolls", "stakes", "undealt", "heads"),
    "zhaopengyou": ("hands", "levels", "won_points"),
    "sandayi": ("hands", "allowances", "bombs_used"),
}

#: field names that hold one seat number, wherever they appear in a state (nested records too)
SEAT_FIELDS = frozenset({
    "to_act", "banker", "zhuang", "counter_shot", "leader", "seat", "top_seat", "winner",
    "first_leader", "bidder", "partner", "dealer", "declarer", "starter", "friend", "blocker",
    "landlord", "marker_seat",
})
#: field names that hold a list of seat numbers
SEAT_SEQUENCES = frozenset({"declined_counter", "helped", "passed", "out", "seats", "winners"})

#: per game, the keys of the series' ``extra`` and what each holds
EXTRA: dict[str, dict[str, str]] = {
    "datongzi": {"race": "ints", "bonus": "ints", "leader": "seat", "winner": "seat?",
                 "final": "ints?", "ranking": "seats?"},
    "zhaopengyou": {"starter": "seat?", "winners": "seats"},
    "chexuan": {"bankrolls": "chips", "dealer": "seat"},
}

#: games whose match scores are levels 2..14 (they become the next hand's levels)
LEVEL_SCORES = frozenset({"zhaopengyou"})
LEVELS = range(2, 15)


def _is_int(x: Any) -> bool:
    return type(x) is int


def _seat(value: Any, n: int, where: str) -> None:
    if not _is_int(value) or not 0 <= value < n:
        raise ValueError(f"save data at {where}: {value!r} is not a seat of this {n}-seat table")


def _walk(obj: Any, n: int, where: str, depth: int = 0) -> None:
    """Every seat-named field, in the state and in every record nested in it, names a real seat."""
    if depth > 6:
        return
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        if isinstance(obj, Trick):
            _check_trick(obj, where)
        for f in dataclasses.fields(obj):
            value = getattr(obj, f.name)
            sub = f"{where}.{f.name}"
            if f.name in SEAT_FIELDS and value is not None and _is_int(value):
                _seat(value, n, sub)
            elif f.name in SEAT_SEQUENCES and isinstance(value, (list, tuple)):
                for i, v in enumerate(value):
                    _seat(v, n, f"{sub}[{i}]")
                if len(set(value)) != len(value):
                    raise ValueError(f"save data at {sub}: a seat is listed twice")
            else:
                _walk(value, n, sub, depth + 1)
    elif isinstance(obj, (list, tuple)):
        for i, v in enumerate(obj):
            if dataclasses.is_dataclass(v):
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


def _check_betting(hand: Any) -> None:
    """扯旋: the betting record has one entry per playing seat, none negative, and its seat to act
    is one of them (the record counts playing seats, not table seats)."""
    s = hand.state
    b = s.betting
    if min(s.bankrolls, default=0) < 0 or min(s.stakes, default=0) < 0:
        raise ValueError("save data at state.bankrolls: chips cannot be negative")
    if b is None:
        return
    k = len(s.seats)
    for name in ("stakes", "committed", "folded", "acted"):
        if len(getattr(b, name)) != k:
            raise ValueError(f"save data at state.betting.{name}: {len(getattr(b, name))} entries "
                             f"for {k} playing seats")
    if min(b.committed, default=0) < 0 or min(b.stakes, default=0) < 0 or b.ante < 0:
        raise ValueError("save data at state.betting: chips cannot be negative")
    for name in ("to_act", "dealer"):
        value = getattr(b, name)
        if value is not None and not 0 <= value < k:
            raise ValueError(f"save data at state.betting.{name}: {value!r} is not a playing seat")


def check_result(result: Any, n: int, where: str) -> None:
    if len(result.deltas) != n:
        raise ValueError(f"save data at {where}.deltas: {len(result.deltas)} entries for {n} seats")
    for i, w in enumerate(result.winners):
        _seat(w, n, f"{where}.winners[{i}]")


def check_hand(hand: Any) -> None:
    """The restored hand's shape: phase, seat to act, per-seat lists, every seat number, result."""
    s = hand.state
    game, n = hand.GAME_ID, hand.num_players
    phases = PHASES.get(game)
    if phases is not None and s.phase not in phases:
        raise ValueError(f"save data at state.phase: {s.phase!r} is not a phase of {game}")
    for name in SEAT_LISTS.get(game, ("hands",)):
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
    if game == "zhaopengyou":
        for i, lv in enumerate(s.levels):
            if lv not in LEVELS:
                raise ValueError(f"save data at state.levels[{i}]: {lv!r} is not a level 2-A")
        if s.trump is not None and s.trump.level not in LEVELS:
            raise ValueError("save data at state.trump.level: not a level 2-A")
        if len(s.trick) >= n or (s.phase in ("play", "throw_choice") and s.leader is None):
            raise ValueError("save data at state.trick: the trick in play has no leader or too many plays")
        from .games.zhaopengyou.hand import BOTTOM_SIZE  # the game is loaded by now (its hand exists)

        took = Counter(s.taken)
        if s.phase == "bury" and (len(s.taken) != BOTTOM_SIZE or took - Counter(s.hands[s.to_act])):
            raise ValueError("save data at state.taken: not the bottom cards the declarer took up")
    if game == "chexuan":
        _check_betting(hand)
    _check_rng(s.rng, "state.rng")


def _check_rng(rng: random.Random, where: str) -> None:
    # the codec rebuilt it; a state Python accepted can still be all zeros, which never varies
    internal = rng.getstate()[1]
    if len(internal) != 625 or not any(internal[:-1]):
        raise ValueError(f"save data at {where}: not a usable random generator state")


def _check_extra(game: str, extra: Any, n: int) -> None:
    spec = EXTRA.get(game)
    if spec is None:
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
    s, n, game = match.state, match.num_players, match.game_id
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
    if game in LEVEL_SCORES and any(v not in LEVELS for v in s.scores):
        raise ValueError("save data at state.scores: a level is outside 2-A")
    _check_extra(game, s.extra, n)
    _check_rng(s.rng, "state.rng")
    if game == "chexuan" and len(s.history) < s.hand_no:
        hs = match.hand.state
        if hs.bankrolls != s.extra["bankrolls"] or hs.dealer != s.extra["dealer"]:
            raise ValueError("save data at state.extra: the hand's chips or dealer differ from the match's")


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
