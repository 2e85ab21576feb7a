"""残局 puzzles: a position of a game, a goal ("win from here"), checked by the engine, with a hint.

Each game's puzzles are ``PUZZLES`` in ``app/games/<id>/puzzles.py`` (with their ``STRINGS``: a
title, a goal and a hint sentence per puzzle, ``f"{key}.title"`` …). A puzzle is open-card: the
player sees every hand, so the other seats' moves and the hint come from an exact search
(``ai.endgame``): the defenders play the move that defeats the goal whenever one exists, the
player's partners (``team``) the move that keeps it, and the hint is a move that still wins
against that defence.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from ai.endgame import Endgame, position_key
from engine import Action, Hand

__all__ = ["Puzzle", "puzzles_for", "reply", "hint", "solver"]


@dataclass(frozen=True)
class Puzzle:
    """One 残局. ``build`` makes the position (a state the engine loads: cards conserved, phase and
    turn right), ``goal`` judges a position: True solved, False failed (the goal can no longer be
    met), None go on. ``team`` are the seats playing with the player (his partners), besides
    ``seat``; every other seat defends."""

    game: str
    key: str
    seat: int
    build: Callable[[], Hand] = field(repr=False)
    goal: Callable[[Hand], bool | None] = field(repr=False)
    rule: str
    team: frozenset[int] = frozenset()
    #: a natural-looking first move of the player that loses against best defence (``str`` of the
    #: action): what the puzzle teaches to avoid, and the tests' witness that it is not trivial
    trap: str = ""
    #: what makes two positions the same for the search (default: the whole state but its RNG)
    same: Callable[[Hand], Hashable] | None = field(default=None, repr=False)

    def start(self) -> Hand:
        """A fresh hand at the puzzle's position."""
        return self.build()

    def result(self, hand: Hand) -> bool | None:
        """True solved, False failed, None not decided yet."""
        done = self.goal(hand)
        if done is None and hand.is_over:
            return False
        return done

    @property
    def side(self) -> frozenset[int]:
        """The seats playing for the goal: the player and his partners."""
        return self.team | {self.seat}


#: one solver per puzzle, so that the positions searched for a hint serve every later answer
_SOLVERS: dict[tuple[str, str], Endgame] = {}


def solver(puzzle: Puzzle) -> Endgame:
    """The puzzle's exact search (built once, its memo kept for the session)."""
    k = (puzzle.game, puzzle.key)
    found = _SOLVERS.get(k)
    if found is None:
        found = _SOLVERS[k] = Endgame(puzzle.result, puzzle.side, key=puzzle.same or position_key)
    return found


def reply(puzzle: Puzzle, hand: Hand) -> Action:
    """The move of the seat to act when it is not the player's: a defender's move that makes the
    puzzle fail if one exists, a partner's move that keeps it winnable if one exists."""
    return solver(puzzle).best_move(hand)


def hint(puzzle: Puzzle, hand: Hand) -> Action | None:
    """A move for the player's seat that still wins against best defence; None when none is left
    (or when it is not the player's turn)."""
    if hand.is_over or hand.to_act != puzzle.seat:
        return None
    moves = solver(puzzle).winning_moves(hand)
    return moves[0] if moves else None


def puzzles_for(game_id: str) -> tuple[Puzzle, ...]:
    """The game's 残局, easiest first (``app/games/<id>/puzzles.py`` ``PUZZLES``); () when none."""
    # deferred on purpose: the registry imports every game's puzzles.py (for its strings), and each
    # of those imports this module; at the top this would be a cycle
    from app.games.registry import learn_module

    module = learn_module(game_id, "puzzles")
    return tuple(getattr(module, "PUZZLES", ())) if module is not None else ()
