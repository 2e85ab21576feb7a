"""A stand-in for ``app.learn.puzzle`` (helper ``puzzles`` builds the real one): one 打筒子 position
from the guided hand's line, seat 0 to play and to go out first; any move off the line fails."""

from __future__ import annotations

import types
from dataclasses import dataclass
from typing import Any

import engine
from app.learn.coach import same
from app.learn.content import lesson_for

START = 39  # seat 0 to beat a single 6: the ace, then the 8s bomb, then out with the 5s


@dataclass(frozen=True)
class Puzzle:
    game: str
    key: str
    seat: int
    rule: str
    start_at: int = START

    def start(self) -> Any:
        lesson = lesson_for("datongzi")
        hand = engine.hand_from_code(lesson.code)
        for action in lesson.actions()[:self.start_at]:
            hand.apply(action)
        return hand

    def result(self, hand: Any) -> bool | None:
        line = lesson_for("datongzi").actions()
        if any(not same(a, line[i]) for i, (_, a) in enumerate(hand.actions)):
            return False
        if hand.view(None)["out"][:1] == [0]:
            return True
        return None


def _next(hand: Any) -> Any:
    line = lesson_for("datongzi").actions()
    n = len(hand.actions)
    return line[n] if n < len(line) else None


def reply(puzzle: Puzzle, hand: Any) -> Any:
    return _next(hand)


def hint(puzzle: Puzzle, hand: Any) -> Any:
    return _next(hand)


PUZZLES = (Puzzle("datongzi", "puz.fake.1", 0, "DTZ-5.2"),
           Puzzle("datongzi", "puz.fake.2", 0, "DTZ-4.2", START + 3))

STRINGS = {
    f"puz.fake.{n}.{part}": (f"残局{n}{part}", f"Puzzle {n} {part}")
    for n in (1, 2) for part in ("title", "goal", "hint")
}


def module() -> types.ModuleType:
    """The fake as the module ``app.learn.puzzle`` (its texts: ``STRINGS``, put in the catalogue)."""
    m = types.ModuleType("app.learn.puzzle")
    m.Puzzle = Puzzle
    m.puzzles_for = lambda game_id: PUZZLES if game_id == "datongzi" else ()
    m.reply, m.hint = reply, hint
    return m
