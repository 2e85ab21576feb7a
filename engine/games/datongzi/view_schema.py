"""The shape of 打筒子's ``view(seat)`` (keys described in ``docs/rules/datongzi.md``)."""

from __future__ import annotations

from typing import TypedDict

from ...views import ResultView, TrickPlayView, ViewHead

__all__ = ["DTZView", "DTZTrickView", "DTZTopView", "DTZLastTrickView", "DTZAwardView"]


class DTZTopView(TypedDict):
    """The play to beat, with the 奖励分 it would earn if it wins the trick (DTZ-8.1)."""

    seat: int
    cards: list[str]
    kind: str | None
    bonus: int


class DTZTrickView(TypedDict):
    leader: int
    plays: list[TrickPlayView]
    top: DTZTopView | None


class DTZLastTrickView(DTZTrickView):
    winner: int
    points: int
    bonus: int


class DTZAwardView(TypedDict):
    """A 筒子 or 地炸 that won its trick and earned a bonus (DTZ-8)."""

    seat: int
    kind: str
    value: int
    cards: list[str]


class DTZView(ViewHead):
    show_counts: bool
    roles: list[str | None]
    leader: int
    trick: DTZTrickView | None
    last_trick: DTZLastTrickView | None
    played: list[str]
    points: list[int]
    bonus: list[int]
    awards: list[DTZAwardView]
    out: list[int]
    #: the match's race (R) and bonus (B) totals before this hand, when the match passed them on
    race_total: list[int] | None
    bonus_total: list[int] | None
    bottom: list[str] | None
    void_points: int | None
    must_beat: bool
    #: house rules DTZ-3.3 (a 2 after the A in 连对/飞机) and DTZ-3.2 (``any``/``two_suits``/``one_suit``)
    two_in_runs: bool
    pair_suits: str
    result: ResultView | None
