"""The shape of 板子炮's ``view(seat)`` (keys described in ``docs/rules/banzipao.md``)."""

from __future__ import annotations

from typing import TypedDict

from ...views import ResultView, TrickView, ViewHead

__all__ = ["BZPView", "BZPLastTrickView", "BZPTianpaiView", "BZPBonusView"]


class BZPLastTrickView(TrickView):
    winner: int
    #: cards taken with the trick (得牌, BZP-6.5) and its 附加分 (BZP-10)
    count: int
    bonus: int


class BZPTianpaiView(TypedDict):
    """A dealt 天牌 that settles the hand at once (BZP-3)."""

    seat: int
    kind: str
    holders: list[int]
    cards: list[str]


class BZPBonusView(TypedDict):
    """A 豆 or 滚筒 that won its trick (BZP-10)."""

    seat: int
    cards: list[str]
    value: int


class BZPView(ViewHead):
    banker: int
    roles: list[str]
    #: each seat's side as the viewer knows it (None: unknown)
    teams: list[int | None]
    mode: str | None
    bids: list[str | None]
    bidder: int | None
    counter: str | None
    counter_bidder: int | None
    called: str | None
    partner: int | None
    partner_revealed: bool
    sitting_out: list[int]
    tianpai: BZPTianpaiView | None
    trick: TrickView | None
    last_trick: BZPLastTrickView | None
    played: list[str]
    taken: list[int]
    bonuses: list[BZPBonusView]
    out: list[int]
    void: int | None
    result: ResultView | None
