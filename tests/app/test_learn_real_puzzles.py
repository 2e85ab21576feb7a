"""Every game's real 残局 puzzles (``app/games/<id>/puzzles.py``) played through the table with the
puzzle coach by keys alone: each solved with H (a winning move) and Enter, or, in a choice, N."""

from __future__ import annotations

import pygame
import pytest

import engine
from app.learn.content import puzzles_for
from app.learn.launch import start_puzzle
from app.services.learn_progress import LearnProgress

from .conftest import post_key

CASES = [(g, i) for g in engine.GAMES for i in range(len(puzzles_for(g)))]


def test_every_game_has_three_puzzles():
    assert all(len(puzzles_for(g)) >= 3 for g in engine.GAMES)


@pytest.mark.parametrize("game_id,index", CASES)
def test_a_real_puzzle_solved_by_keys(app, game_id, index):
    app.settings.anim_speed = "off"
    app.push("menu")
    assert start_puzzle(app, game_id, index)
    table = app.top
    coach = table.coach
    for _ in range(3000):
        if coach.result is not None:
            break
        b = coach.bubble
        if b is not None:
            post_key(app, pygame.K_n if b.actions else pygame.K_RETURN)
        elif table.my_turn():
            post_key(app, pygame.K_h)
            if table.session.hand.phase == "play":
                if coach.bubble is not None:  # the puzzle's own hint, the first time
                    post_key(app, pygame.K_RETURN)
                post_key(app, pygame.K_RETURN)
        app.step(1 / 30)
    assert coach.result is True, (game_id, index, table.message)
    assert coach.puzzle.key in LearnProgress(app.data_dir).solved(game_id)
