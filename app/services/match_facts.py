"""What the statistics learn from a hand and a match, read only through the engine's public face:
the spectator's view (the finishing order ``out`` of the climbing games), the hand's record (its
``played`` events, whose ``kind`` names the combination) and the match's scores and history."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .stats import MatchFacts

#: the bomb kinds of each climbing game (docs: engine API §7, ``Combo.kind``)
BOMB_KINDS: dict[str, frozenset[str]] = {
    "banbiantianzha": frozenset({"tianzha", "dizha", "straight_flush", "four_bomb", "zheng_510k", "fu_510k"}),
    "datongzi": frozenset({"bomb", "tongzi", "dizha"}),
    "banzipao": frozenset({"bomb", "banzipao", "dou", "guntong", "gunlong"}),
    "sandayi": frozenset({"bomb", "joker_bomb"}),
}
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
    kinds = BOMB_KINDS.get(hand.game_id)
    bombs = 0
    if kinds:
        try:
            steps = hand.record()["steps"]
        except ValueError:  # a hand continued from a save older than hand histories: no events
            steps = []
        for step in steps:
            for ev in step["events"]:
                if ev.get("kind") == "played" and ev.get("seat") in humans:
                    data = ev.get("data") or {}
                    bombs += data.get("kind") in kinds or data.get("bomb") is True
    return first, bombs


def match_facts(match: Any, humans: Sequence[int], tally: dict[str, int]) -> MatchFacts:
    """The finished match's facts: the best human seat's final score, its hands, and the hands'
    ``tally`` (first outs and bombs, from ``Stats.tally``)."""
    scores = match.scores
    score = max((scores[i] for i in humans), default=None)
    return MatchFacts(score=score, hands=len(match.history), first_hands=tally.get("first_hands", 0),
                      firsts=tally.get("firsts", 0), bombs=tally.get("bombs", 0))
