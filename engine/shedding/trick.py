"""Trick bookkeeping for climbing games: lead, pass, trick end, going out, the next leader.

The rules are the same in all four climbing games: a pass does not leave the trick (BBT-8.3,
DTZ-5.3, BZP-6.4, SDY-8.3); a trick ends when, after its last play, every other player who still
holds cards (and takes part in the hand) has passed in succession (BBT-8.4, DTZ-5.4, BZP-6.5,
SDY-8.4); a finished player is skipped, and if the trick winner has finished, the next player in
turn order who still holds cards leads (BBT-4.3, DTZ-2.3). The last player left with cards thus
answers a finished player's play exactly once (BBT-9.3, DTZ-6.3, BZP-8.3). When a hand ends is
each game's own rule; the game asks this module what happens next and decides.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..cards import Card

__all__ = ["TrickPlay", "Trick", "TrickStep", "next_holder", "record", "next_leader"]


@dataclass
class TrickPlay:
    seat: int
    cards: list[Card]  # empty: a pass

    @property
    def is_pass(self) -> bool:
        return not self.cards


@dataclass
class Trick:
    leader: int
    plays: list[TrickPlay] = field(default_factory=list)
    top_seat: int | None = None
    #: seats that passed since the top play
    passed: list[int] = field(default_factory=list)

    @property
    def top_cards(self) -> list[Card]:
        for p in reversed(self.plays):
            if not p.is_pass:
                return p.cards
        return []

    @property
    def cards(self) -> list[Card]:
        return [c for p in self.plays for c in p.cards]


@dataclass(frozen=True)
class TrickStep:
    """What follows a play or pass: ``winner`` is set when the trick is over, else ``to_act``."""

    to_act: int | None
    winner: int | None


def next_holder(seat: int, holding: list[bool]) -> int | None:
    """The first seat after ``seat`` in turn order that still takes part (``holding``)."""
    n = len(holding)
    for i in range(1, n + 1):
        s = (seat + i) % n
        if holding[s]:
            return s
    return None


def record(trick: Trick, seat: int, cards: list[Card], holding: list[bool],
           unbeatable: bool = False) -> TrickStep:
    """Record ``seat``'s play (``cards``) or pass (empty) and say who acts next or who won.

    ``holding`` is, after this play, whether each seat still holds cards and takes part in the
    hand. ``unbeatable`` ends the trick at once (e.g. 天炸, BBT-8.5).
    """
    trick.plays.append(TrickPlay(seat, list(cards)))
    if cards:
        trick.top_seat = seat
        trick.passed = []
    else:
        if trick.top_seat is None:
            raise ValueError("the leader cannot pass")
        trick.passed.append(seat)
    top = trick.top_seat
    if unbeatable and cards:
        return _step(None, top)
    passed = trick.passed
    for s in range(len(holding)):  # the first other holder yet to pass keeps the trick going
        if holding[s] and s != top and s not in passed:
            return _step(next_holder(seat, holding), None)
    return _step(None, top)


_STEPS: dict[tuple[int | None, int | None], TrickStep] = {}


def _step(to_act: int | None, winner: int | None) -> TrickStep:
    """``TrickStep(to_act, winner)``, made once per pair: the frozen dataclass's ``__init__`` is
    slow and ``record`` runs on every play of every climbing game (issue 23)."""
    found = _STEPS.get((to_act, winner))
    if found is None:
        found = _STEPS[(to_act, winner)] = TrickStep(to_act, winner)
    return found


def next_leader(winner: int, holding: list[bool]) -> int | None:
    """The trick winner leads; if he has finished, the next seat in turn order still holding cards."""
    if holding[winner]:
        return winner
    return next_holder(winner, holding)
