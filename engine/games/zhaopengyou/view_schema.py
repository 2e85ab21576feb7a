"""The shape of 找朋友's ``view(seat)`` (keys described in ``docs/rules/zhaopengyou.md``)."""

from __future__ import annotations

from typing import TypedDict

from ...views import ResultView, ViewHead

__all__ = ["ZPYView", "ZPYBidView", "ZPYBiddingView", "ZPYTrumpView", "ZPYCallView", "ZPYThrowView",
           "ZPYPlayView", "ZPYLastTrickView"]


class ZPYBidView(TypedDict):
    seat: int
    cards: list[str]


class ZPYBiddingView(TypedDict):
    """The bidding in progress (ZPY-4): who is asked, the standing bid."""

    to_act: int | None
    declarer: int | None
    trump: str | None
    bidder: int | None
    strength: int


class ZPYTrumpView(TypedDict):
    level: int
    #: the suit letter (``engine.Suit`` value), "J" for no-trump by jokers
    suit: str
    text: str


class ZPYCallView(TypedDict):
    """The friend call: the ``n``-th copy of ``card`` (ZPY-7)."""

    card: str
    n: int


class ZPYThrowView(TypedDict):
    """A blocked throw (甩牌) waiting for the blocker's choice (ZPY-9.4)."""

    cards: list[str]
    leader: int | None
    blocker: int | None


class ZPYPlayView(TypedDict):
    seat: int
    cards: list[str]


class ZPYLastTrickView(TypedDict):
    winner: int
    plays: list[ZPYPlayView]


class ZPYView(ViewHead):
    levels: list[int]
    starter: int
    bids: list[ZPYBidView]
    bidding: ZPYBiddingView | None
    flipped: list[str]
    declarer: int | None
    trump: ZPYTrumpView | None
    bottom: list[str] | None
    call: ZPYCallView | None
    called_count: int
    #: house rule (ZPY-7.5): whether the declarer's own plays of the called card are counted
    declarer_copies: bool
    #: the fewest adjacent pairs that form a pair-tractor (house rule ``tractor_min``, ZPY-8.1)
    tractor_min: int
    friend_found: bool
    friend: int | None
    leader: int | None
    #: ZPY-2.2: +1 (a trick goes to NEXT, the ruling) or -1 (house rule ``clockwise_tricks``)
    trick_step: int
    #: per seat, its play in the current trick (None: not yet)
    trick: list[list[str] | None]
    winning: int | None
    throw: ZPYThrowView | None
    last_trick: ZPYLastTrickView | None
    tricks_played: int
    points_won: list[int]
    defender_points: int
    played: list[str]
    points: int | None
    result: ResultView | None
