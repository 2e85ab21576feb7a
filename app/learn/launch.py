"""Starting a lesson or a puzzle: a one-hand session at the prepared position, the player at the
content's seat, the table with its coach on top of the 学牌 hub."""

from __future__ import annotations

import random
from typing import Any

import engine
from engine.match import Match, MatchState

from ..services.saves import SeatConfig
from ..session import Session
from .coach import LessonCoach
from .content import lesson_for, puzzles_for
from .puzzle_coach import PuzzleCoach


def _seats(n: int, seat: int, level: str) -> list[SeatConfig]:
    return [SeatConfig("human" if i == seat else "ai", "", level) for i in range(n)]


def lesson_table(app: Any, game_id: str) -> tuple[Session, LessonCoach] | None:
    """The session and coach of the game's guided first hand (the table scene's arguments)."""
    lesson = lesson_for(game_id)
    if lesson is None:
        return None
    options = dict(lesson.options)
    hand = engine.hand_from_code(lesson.code, options=options)
    seats = _seats(hand.num_players, lesson.seat, lesson.level)
    session = Session.new(game_id, seats, options, seed=lesson.seed, takeback=False, first_hand=hand)
    session.counted = True  # a lesson is no match: nothing goes into the statistics
    return session, LessonCoach(app, lesson)


def start_lesson(app: Any, game_id: str) -> bool:
    """The game's guided first hand at the table; False when the game has no lesson."""
    made = lesson_table(app, game_id)
    if made is None:
        return False
    app.push("table", *made)
    return True


def start_puzzle(app: Any, game_id: str, index: int) -> bool:
    """Puzzle ``index`` of the game at the table; False when there is no such puzzle."""
    puzzles = puzzles_for(game_id)
    if not 0 <= index < len(puzzles):
        return False
    puzzle = puzzles[index]
    hand = puzzle.start()
    n = hand.num_players
    # started as a match with this hand first, so the game's series has its own state (扯旋's chips
    # and dealer): the finished puzzle is booked like any hand
    state = MatchState(seed=0, rng=random.Random(0), hand_no=0, scores=[0] * n)
    match = Match(game_id, n, dict(hand.options), state, first_hand=hand)
    session = Session(match, _seats(n, puzzle.seat, "easy"), takeback=False)
    session.counted = True
    app.push("table", session, PuzzleCoach(app, game_id, puzzles, index))
    return True
