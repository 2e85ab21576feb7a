"""The shape of 三打一's ``view(seat)`` (keys described in ``docs/rules/sandayi.md``)."""

from __future__ import annotations

from typing import TypedDict

from ...views import ResultView, TrickView, ViewHead

__all__ = ["SDYView", "SDYLastTrickView", "SDYMarkerView", "SDYBidView", "SDYReportView", "SDYChoicesView"]


class SDYLastTrickView(TrickView):
    winner: int


class SDYMarkerView(TypedDict):
    """The turned-up marker card and its holder, who calls first (SDY-3)."""

    card: str
    seat: int


class SDYBidView(TypedDict):
    seat: int
    bid: int


class SDYReportView(TypedDict):
    """A 报到 set the landlord declared (SDY-9) and whether it has been played."""

    set: str
    cards: list[str]
    played: bool


class SDYChoicesView(TypedDict):
    dabuda: str | None
    tanda: bool | None


class SDYView(ViewHead):
    roles: list[str | None]
    landlord: int | None
    marker: SDYMarkerView
    bids: list[SDYBidView]
    level: int | None
    toulou: bool
    all_passed: bool
    bomb_allowances: list[int | None] | None
    bombs_used: list[int]
    bombs_left: list[int | None] | None
    bottom_count: int
    bottom: list[str] | None
    reports: list[SDYReportView]
    choices: SDYChoicesView
    tanda: bool
    trick: TrickView | None
    last_trick: SDYLastTrickView | None
    out: list[int]
    result: ResultView | None
