"""The shape of 斗地主's ``view(seat)`` (engine/views.py)."""

from __future__ import annotations

from typing import TypedDict

from ...views import ResultView, TrickView, ViewHead

__all__ = ["DDZView", "DDZBidView", "DDZLastTrickView"]


class DDZBidView(TypedDict):
    """One bid: 0 passes; 1–3 points (叫分), or 1 calls / robs the landlord (抢地主)."""

    seat: int
    bid: int


class DDZLastTrickView(TrickView):
    winner: int


class DDZView(ViewHead):
    hands: list[list[str] | None]
    counts: list[int]
    show_counts: bool
    roles: list[str | None]
    landlord: int | None
    first_bidder: int
    deal_no: int
    bids: list[DDZBidView]
    multiple: int | None
    robs: int
    shown: bool
    bottom: list[str] | None
    bombs: int
    trick: TrickView | None
    last_trick: DDZLastTrickView | None
    played: list[str]
    out: list[int]
    result: ResultView | None
