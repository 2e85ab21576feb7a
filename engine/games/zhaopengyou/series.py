"""The game: hands until a hand played at A is won by the declaring side (ZPY-13 to ZPY-15)."""

from __future__ import annotations

from typing import Any

from engine.hand import Hand, HandResult
from engine.match import Match, Series

from .scoring import NUM_SEATS, game_winners, next_starter

__all__ = ["ZpySeries", "SERIES"]


class ZpySeries(Series):
    """``match.scores`` are the five levels; ``extra`` holds the next starter and the winners."""

    EXTRA = {"starter": "seat?", "winners": "seats"}

    def check(self, match: Match) -> None:
        if any(v not in range(2, 15) for v in match.state.scores):  # the levels 2 … A
            raise ValueError("save data at state.scores: a level is outside 2-A")

    def start(self, match: Match) -> None:
        match.state.scores = [2] * NUM_SEATS  # ZPY-2.3
        match.state.extra = {"starter": None, "winners": []}

    def context(self, match: Match) -> dict[str, Any] | None:
        ctx: dict[str, Any] = {"levels": list(match.state.scores)}
        if match.state.extra.get("starter") is not None:
            ctx["starter"] = match.state.extra["starter"]
        return ctx

    def record(self, match: Match, hand: Hand, result: HandResult) -> None:
        s = hand.state
        levels_before = list(s.levels)
        match.state.scores = [a + d for a, d in zip(levels_before, result.deltas)]
        match.state.extra["starter"] = next_starter(s.declarer, s.friend, s.points)  # ZPY-14.1
        match.state.extra["winners"] = game_winners(levels_before, s.declarer, s.friend, s.points)

    def winners(self, match: Match) -> list[int] | None:
        won = match.state.extra.get("winners") or []
        return list(won) if won else None  # ZPY-15.1/15.3


SERIES = ZpySeries()
