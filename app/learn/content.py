"""Which lesson and which 残局 puzzles each game has: found beside its table
(``app/games/<id>/lesson.py``'s ``LESSON``; the puzzles through ``app.learn.puzzle``)."""

from __future__ import annotations

import importlib
from typing import Any

from ..games.registry import learn_module
from .lesson import Lesson


def lesson_for(game_id: str) -> Lesson | None:
    """The game's guided first hand, or None."""
    module = learn_module(game_id, "lesson")
    lesson = getattr(module, "LESSON", None) if module is not None else None
    return lesson if isinstance(lesson, Lesson) else None


def puzzle_api() -> Any | None:
    """``app.learn.puzzle`` (``Puzzle``, ``puzzles_for``, ``reply``, ``hint``), or None in a build
    without puzzles."""
    name = "app.learn.puzzle"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name != name:
            raise
        return None


def puzzles_for(game_id: str) -> tuple[Any, ...]:
    """The game's 残局 puzzles, in order (none where the game has none yet)."""
    api = puzzle_api()
    return tuple(api.puzzles_for(game_id)) if api is not None else ()
