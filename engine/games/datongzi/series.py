"""The match: hands until a race score R reaches the target (DTZ-2.2, 10, 11).

``match.scores`` are the race scores R (DTZ-10.1). ``match.extra`` holds ``race`` (R), ``bonus``
(B, DTZ-8.4), ``leader`` (the next hand's leader: the previous 一游, DTZ-2.2), and once the match is
over ``winner`` and ``final`` (F = R + B + end bonus, DTZ-11) and ``ranking`` (seats by F, DTZ-11.3).
"""

from __future__ import annotations

from typing import Any

from ...hand import Hand, HandResult
from ...match import Match, Series
from .hand import DTZHand
from .scoring import finish_bonuses, match_lines, settle_match

__all__ = ["DTZSeries", "SERIES"]

N = 3


class DTZSeries(Series):
    EXTRA = {"race": "ints", "bonus": "ints", "leader": "seat", "winner": "seat?", "final": "ints?",
             "ranking": "seats?"}

    def start(self, match: Match) -> None:
        match.state.scores = [0] * N
        match.state.extra = {"race": [0] * N, "bonus": [0] * N, "leader": 0,  # DTZ-2.1
                             "winner": None, "final": None, "ranking": None}

    def context(self, match: Match) -> dict[str, Any] | None:
        x = match.state.extra
        return {"leader": x["leader"], "race": list(x["race"]), "bonus": list(x["bonus"])}

    def record(self, match: Match, hand: Hand, result: HandResult) -> None:
        assert isinstance(hand, DTZHand)  # a 打筒子 match deals only 打筒子 hands
        x = match.state.extra
        s = hand.state
        x["race"] = [a + d for a, d in zip(x["race"], result.deltas)]
        order = hand.facts()["order"]
        fin = finish_bonuses(order, match.options)
        x["bonus"] = [a + b + f for a, b, f in zip(x["bonus"], s.bonus, fin)]
        x["leader"] = order[0]  # DTZ-2.2
        match.state.scores = list(x["race"])
        done = settle_match(x["race"], x["bonus"], order, match.options, reached=s.reached)
        if done is not None:
            winner, final = done
            x["winner"] = winner
            x["final"] = final
            x["ranking"] = sorted(range(N), key=lambda i: (-final[i], i))
            # the final settlement (DTZ-11) closes the last hand's ledger
            result.lines.extend(match_lines(x["race"], x["bonus"], winner, match.options))

    def winners(self, match: Match) -> list[int] | None:
        w = match.state.extra.get("winner")
        return None if w is None else [w]


SERIES = DTZSeries()
