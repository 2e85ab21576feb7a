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
        for step in _steps(hand):
            for ev in step["events"]:
                if ev.get("kind") == "played" and ev.get("seat") in humans:
                    data = ev.get("data") or {}
                    bombs += data.get("kind") in kinds or data.get("bomb") is True
    return first, bombs


#: (action kind, value) of the choices that show a character's style (``style_stats.CHOICES``);
#: a value of ``None`` matches any value
STYLE_CHOICES: dict[tuple[str, Any], str] = {
    ("choose", "chui"): "chui",  # 半边天炸 捶 (BBT-3.1)
    ("choose", "dou"): "dou", ("choose", "fandou"): "dou",  # 抖, 反抖 (BBT-3.5, 3.7)
    ("choose", "touxiang"): "touxiang",  # 投降 instead of 开枪 (BBT-3.2)
    ("choose", "baopai"): "baopai", ("choose", "fanbao"): "baopai",  # 板子炮 包牌, 反包 (BZP-4)
    ("bid", None): "bid",  # 三打一 a bid above 0 (below), 找朋友 a trump bid
    ("raise", None): "raise", ("allin", None): "raise", ("fold", None): "fold",  # 扯旋 betting
}


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
    kinds = BOMB_KINDS.get(hand.game_id, frozenset())
    for step in _steps(hand):
        seat, action = step.get("seat"), step.get("action") or {}
        if seat not in who:
            continue
        counts = out[who[seat]]
        kind, value = action.get("kind"), action.get("value")
        name = STYLE_CHOICES.get((kind, value)) or STYLE_CHOICES.get((kind, None))
        if name == "bid" and value == 0:
            name = None  # 三打一's 0 is a pass
        if name:
            counts[name] = counts.get(name, 0) + 1
        for ev in step.get("events", ()):
            data = ev.get("data") or {}
            if ev.get("kind") == "played" and ev.get("seat") == seat and (
                    data.get("kind") in kinds or data.get("bomb") is True):
                counts["bombs"] = counts.get("bombs", 0) + 1
    return out


def match_facts(match: Any, humans: Sequence[int], tally: dict[str, int]) -> MatchFacts:
    """The finished match's facts: the best human seat's final score, its hands, and the hands'
    ``tally`` (first outs and bombs, from ``Stats.tally``)."""
    scores = match.scores
    score = max((scores[i] for i in humans), default=None)
    return MatchFacts(score=score, hands=len(match.history), first_hands=tally.get("first_hands", 0),
                      firsts=tally.get("firsts", 0), bombs=tally.get("bombs", 0))
