"""The play phase the four climbing games share, written once: the checks every game makes before
it reads a play (a pass, another kind of action, no cards, cards not held), and the turn's trick
bookkeeping (going out, the next seat in the trick, the next trick's lead).

What differs stays with each game: the wording and rule ids of the refusals (``PlayRefusals``),
how a play is classified and compared, what a finished trick earns and when the hand ends.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..actions import Action, Event
from ..cards import Card
from .trick import Trick, record

__all__ = ["PlayRefusals", "play_form_error", "went_out", "play_turn", "start_trick"]


@dataclass(frozen=True)
class PlayRefusals:
    """A game's reasons (rule id first) for the refusals every climbing game shares."""

    #: the leader tries to pass (BBT-8.1, DTZ-5.1, BZP-6.3, SDY-8.3)
    lead_pass: str
    #: an action of another kind during play
    not_play: str
    #: a play of no cards
    no_cards: str
    #: cards that are not in the player's hand
    not_held: str = ""


def play_form_error(action: Action, leading: bool, refusals: PlayRefusals,
                    holds: Callable[[], bool] | None = None) -> str | None:
    """Why ``action`` is refused before its cards are read, or None: a pass is refused only to the
    leader; any other kind but ``play`` is refused; a play needs cards, and ``holds()`` (if given)
    says whether the player has them. After None the game checks a pass further (e.g. DTZ-5.2)
    or classifies the play and compares it with the table."""
    if action.kind == "pass":
        return refusals.lead_pass if leading else None
    if action.kind != "play":
        return refusals.not_play
    if not action.cards:
        return refusals.no_cards
    if holds is not None and not holds():
        return refusals.not_held
    return None


def went_out(state: Any, seat: int) -> list[Event]:
    """``seat`` has just played; with no card left it goes out in the next place (BBT-9.1, DTZ-6.1,
    BZP-8, SDY-8.5): ``state.out`` records the order."""
    if state.hands[seat]:
        return []
    state.out.append(seat)
    return [Event("went_out", seat, {"place": len(state.out)})]


def play_turn(state: Any, seat: int, cards: list[Card], holding: list[bool],
              unbeatable: bool = False) -> int | None:
    """Record ``seat``'s play (or pass: no cards) in ``state.trick``. While the trick goes on the
    next seat in it acts (``state.to_act``) and the result is None; once it is over (``record``:
    every other holder passed, or an unbeatable play) the result is its winner, and the game
    closes the trick and calls ``start_trick``, or ends the hand."""
    step = record(state.trick, seat, cards, holding, unbeatable=unbeatable)
    if step.winner is None:
        state.to_act = step.to_act
    return step.winner


def start_trick(state: Any, leader: int) -> None:
    """A new trick, led by ``leader`` (the winner, or who leads for a finished winner)."""
    state.trick = Trick(leader)
    state.to_act = leader
