"""The shape of 扯旋's ``view(seat)`` (keys described in ``docs/rules/chexuan.md``)."""

from __future__ import annotations

from typing import NotRequired, TypedDict

from ...views import ResultView, ViewHead

__all__ = ["CXView", "CXRevealView"]


class CXRevealView(TypedDict):
    """What the table sees of a seat once the hand is over: its showdown split (CX-8.5) and any
    三花 (CX-7); a sole survivor shows only the 三花 that voids the hand (CX-12.2)."""

    head: NotRequired[list[str]]
    tail: NotRequired[list[str]]
    head_name: NotRequired[str]
    tail_name: NotRequired[str]
    sanhua: str | None
    cards: NotRequired[list[str]]


class CXView(ViewHead):
    #: every seat's face-up cards (the third and fourth, CX-10)
    open_cards: list[list[str]]
    playing: list[bool]
    dealer: int
    ante: int
    #: the tie-break house rules: {"lower_card": bool, "zero_tie": bool} (CX-6.2, CX-6.3)
    ranking: dict[str, bool]
    #: the house rule sanhua (CX-7.3): "auto" (the ruling), "no_pair" or "declared"
    sanhua_rule: str
    #: per seat, declared 三花 (house rule sanhua = declared): only the viewer's own until the hand is over
    declared: list[bool]
    stake_limits: list[int]
    bankrolls: list[int]
    stakes: list[int]
    committed: list[int]
    folded: list[bool]
    allin: list[bool]
    pot: int
    current_bet: int
    street: int
    #: who has acted in the current betting round (CX-11.7)
    round_acted: list[bool]
    #: every action of the current round so far was 休 (CX-11.9)
    round_all_checks: bool
    split_done: list[bool]
    outcome: str | None
    #: seat (as a string) -> what it shows, once the hand is over
    revealed: dict[str, CXRevealView]
    result: ResultView | None
