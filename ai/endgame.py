"""The exact solver behind the 残局 puzzles: a perfect-information search of small positions.

A puzzle is open-card: every seat sees every hand, so "can this side still win?" has an exact
answer. ``Endgame`` answers it by AND/OR search over the engine's own ``legal_actions()`` and
``apply()`` — the seats of ``team`` choose (one good move is enough), every other seat defends
(every move must still win) — with a game's ``goal`` deciding when a position is won (True), lost
(False) or still open (None). Results are memoised by the position's state (its random generator
left out), so hint and reply after a few moves answer from the table already built.

Only small positions are meant: the search is exhaustive, and a position with more than ``limit``
distinct states raises ``SearchTooLarge`` rather than running on.

``ScoreSearch`` is the same search for a score instead of a goal: the exact final score of one seat
when its side plays to raise it and every other seat to lower it. Where the two sides' scores are
opposite (斗地主, 三打一: the landlord against the farmers) that is the position's exact value; the
position suite (``ai.suite``) ends its roll-outs with it once few cards are left.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from engine import Action, Hand

__all__ = ["Endgame", "ScoreSearch", "SearchTooLarge", "clone", "position_key"]

Goal = Callable[[Hand], "bool | None"]


class SearchTooLarge(RuntimeError):
    """The position has more states than the solver was allowed to visit."""


def _copy(obj: Any) -> Any:
    """A copy of a state's mutable parts; cards, enums, strings and numbers are shared values."""
    if isinstance(obj, list):
        return [_copy(x) for x in obj]
    if isinstance(obj, dict):
        return {k: _copy(v) for k, v in obj.items()}
    if isinstance(obj, random.Random):
        rng = random.Random()
        rng.setstate(obj.getstate())
        return rng
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        params = getattr(type(obj), "__dataclass_params__", None)
        if params is not None and params.frozen:
            return obj  # frozen records (a card, a play) are values
        new = object.__new__(type(obj))
        for f in dataclasses.fields(obj):
            object.__setattr__(new, f.name, _copy(getattr(obj, f.name)))
        return new
    return obj


def clone(hand: Hand) -> Hand:
    """An independent hand at the same position (no history: the search never replays it)."""
    new = object.__new__(type(hand))
    Hand.__init__(new, hand.num_players, hand.options, _copy(hand.state))
    return new


def _freeze(obj: Any) -> Hashable:
    if isinstance(obj, (list, tuple)):
        return tuple(_freeze(x) for x in obj)
    if isinstance(obj, dict):
        return tuple(sorted((str(k), _freeze(v)) for k, v in obj.items()))
    if isinstance(obj, random.Random):
        return None  # play never draws from it; two positions differ by their cards and turns
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return (type(obj).__name__,) + tuple(_freeze(getattr(obj, f.name)) for f in dataclasses.fields(obj))
    hashable: Hashable = obj
    return hashable


def position_key(hand: Hand) -> Hashable:
    """Everything of the position that can matter to its future: the whole state but its RNG."""
    return _freeze(hand.state)


@dataclasses.dataclass
class Endgame:
    """Exact search for one puzzle: ``team`` are the seats playing for ``goal``."""

    goal: Goal
    team: frozenset[int]
    limit: int = 200_000
    key: Callable[[Hand], Hashable] = position_key
    _memo: dict[Hashable, bool] = dataclasses.field(default_factory=dict, repr=False)

    @property
    def visited(self) -> int:
        """How many distinct positions have been solved so far (the memo's size)."""
        return len(self._memo)

    def wins(self, hand: Hand) -> bool:
        """Whether ``team`` reaches the goal from here against every defence."""
        done = self.goal(hand)
        if done is not None:
            return done
        if hand.is_over:
            return False  # a goal still open when the hand ends was not met
        k = self.key(hand)
        known = self._memo.get(k)
        if known is not None:
            return known
        if len(self._memo) >= self.limit:
            raise SearchTooLarge(f"more than {self.limit} positions")
        ours = hand.to_act in self.team
        value = not ours
        for action in _moves(hand):
            if self.wins(_after(hand, action)) == ours:
                value = ours
                break
        self._memo[k] = value
        return value

    def winning_moves(self, hand: Hand) -> list[Action]:
        """The moves of the seat to act (one of ``team``) after which the goal is still forced."""
        return [a for a in _moves(hand) if self.wins(_after(hand, a))]

    def best_move(self, hand: Hand) -> Action:
        """The move of the seat to act: for a team seat one that keeps the win if any, for a
        defender one that defeats the goal if any; else the first legal move."""
        moves = _moves(hand)
        ours = hand.to_act in self.team
        for a in moves:
            if self.wins(_after(hand, a)) == ours:
                return a
        return moves[0]


@dataclasses.dataclass
class ScoreSearch:
    """Exact minimax of ``seat``'s final score: the seats of ``team`` raise it, the others lower it."""

    seat: int
    team: frozenset[int]
    limit: int = 50_000
    key: Callable[[Hand], Hashable] = position_key
    _memo: dict[Hashable, tuple[float, float]] = dataclasses.field(default_factory=dict, repr=False)

    @property
    def visited(self) -> int:
        return len(self._memo)

    def value(self, hand: Hand) -> float:
        """``seat``'s score at the end of the hand under best play by both sides."""
        return self._search(hand, -math.inf, math.inf)

    def _search(self, hand: Hand, alpha: float, beta: float) -> float:
        # alpha-beta: the memo keeps a lower and an upper bound per position, exact when they meet
        if hand.is_over:
            result = hand.result()
            return float(result.deltas[self.seat]) if result is not None else 0.0
        k = self.key(hand)
        lo, hi = self._memo.get(k, (-math.inf, math.inf))
        if lo >= beta or lo == hi:
            return lo
        if hi <= alpha:
            return hi
        a0, b0 = max(alpha, lo), min(beta, hi)
        alpha, beta = a0, b0
        if len(self._memo) >= self.limit:
            raise SearchTooLarge(f"more than {self.limit} positions")
        ours = hand.to_act in self.team
        best = -math.inf if ours else math.inf
        # the plays that shed most first: in a race to go out they are the likeliest best
        for action in sorted(_moves(hand), key=lambda a: -len(a.cards)):
            v = self._search(_after(hand, action), alpha, beta)
            if ours:
                best = max(best, v)
                alpha = max(alpha, v)
            else:
                best = min(best, v)
                beta = min(beta, v)
            if alpha >= beta:
                break
        if best <= a0:
            self._memo[k] = (lo, best)
        elif best >= b0:
            self._memo[k] = (best, hi)
        else:
            self._memo[k] = (best, best)
        return best


def _moves(hand: Hand) -> Sequence[Action]:
    legal = hand.legal_actions()
    return legal if isinstance(legal, list) else list(legal)


def _after(hand: Hand, action: Action) -> Hand:
    child = clone(hand)
    child.apply(action)
    return child
