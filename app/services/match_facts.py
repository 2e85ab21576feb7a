"""What the statistics learn from a hand and a match, read only through the engine's public face:
the spectator's view (the finishing order ``out`` of the climbing games), the hand's record (its
``played`` events, whose ``kind`` names the combination) and the match's scores and history."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ai.characters import choice_name, is_bomb
from engine import GAMES

from .stats import MatchFacts

HOTSEAT = "hotseat"
MIXED = "mixed"


def level_bucket(seats: Sequence[Any]) -> str:
    """The opponents' level: the AI seats' one level, ``mixed`` when they differ, ``hotseat`` when
    every seat is human."""
    levels = {s.level for s in seats if not s.is_human}
    if not levels:
        return HOTSEAT
    return levels.pop() if len(levels) == 1 else MIXED


def hand_facts(hand: Any, humans: Sequence[int]) -> tuple[bool | None, int]:
    """(did a human seat go out first — None in a game without a finishing order, bombs the human
    seats played) for a finished hand."""
    view = hand.view(None)
    out = view.get("out")
    first = (bool(out) and out[0] in humans) if isinstance(out, list) else None
    info = GAMES.get(hand.game_id)
    bombs = 0
    if info is not None and info.bomb_kinds:
        for step in _steps(hand):
            for ev in step["events"]:
                if ev.get("kind") == "played" and ev.get("seat") in humans:
                    bombs += is_bomb(hand.game_id, ev.get("data"))
    return first, bombs


def _steps(hand: Any) -> list[dict[str, Any]]:
    try:
        return hand.record()["steps"]
    except ValueError:  # a hand continued from a save older than hand histories: no events
        return []


def style_facts(hand: Any, seats: Sequence[Any]) -> dict[str, dict[str, int]]:
    """Per character at the table's AI seats: the seat-hands it played in this finished ``hand``
    (``hands``) and how often it took each style-revealing choice or played a bomb."""
    who = {i: s.character for i, s in enumerate(seats) if not s.is_human}
    if not who:
        return {}
    out: dict[str, dict[str, int]] = {}
    for c in who.values():
        out.setdefault(c, {"hands": 0})["hands"] += 1
    for step in _steps(hand):
        seat, action = step.get("seat"), step.get("action") or {}
        if seat not in who:
            continue
        counts = out[who[seat]]
        name = choice_name(action.get("kind"), action.get("value"))
        if name:
            counts[name] = counts.get(name, 0) + 1
        for ev in step.get("events", ()):
            mine = ev.get("kind") == "played" and ev.get("seat") == seat
            if mine and is_bomb(hand.game_id, ev.get("data")):
                counts["bombs"] = counts.get("bombs", 0) + 1
    return out


def match_facts(match: Any, humans: Iterable[int], tally: dict[str, int]) -> MatchFacts:
    """The finished match's facts: the best human seat's final score, its hands, and the hands'
    ``tally`` (first outs and bombs, from ``Stats.tally``)."""
    scores = match.scores
    score = max((scores[i] for i in humans), default=None)
    return MatchFacts(score=score, hands=len(match.history), first_hands=tally.get("first_hands", 0),
                      firsts=tally.get("firsts", 0), bombs=tally.get("bombs", 0))
