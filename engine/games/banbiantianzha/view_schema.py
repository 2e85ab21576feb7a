"""The shape of 半边天炸's ``view(seat)`` (keys described in ``docs/rules/banbiantianzha.md``)."""

from __future__ import annotations

from typing import TypedDict

from ...views import ResultView, TrickView, ViewHead

__all__ = ["BBTView", "BBTChoicesView", "BBTLastTrickView"]


class BBTLastTrickView(TrickView):
    """The finished trick: who won it and its card points (BBT-10)."""

    winner: int
    points: int


class BBTChoicesView(TypedDict):
    """The doubling decisions so far (BBT-3): another seat's 捶 is hidden (None) until all chose."""

    hammer: list[bool | None]
    hammer_done: list[bool]
    shoot: str | None
    counter_shot: int | None
    declined_counter: list[int]
    dou: list[bool | None]
    helped: list[int]
    counter_dou: bool | None


class BBTView(ViewHead):
    show_counts: bool
    #: "banker" / "defender" per seat once the 庄 is known, else None
    roles: list[str | None]
    banker: int | None
    zhuang: int | None
    trick: TrickView | None
    last_trick: BBTLastTrickView | None
    played: list[str]
    points: list[int]
    out: list[int]
    choices: BBTChoicesView
    void_points: int | None
    result: ResultView | None
