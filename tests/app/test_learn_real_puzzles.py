"""Every game's real 残局 puzzles (``app/games/<id>/puzzles.py``) played through the table with the
puzzle coach by keys alone: each solved with H (a winning move) and Enter, or, in a choice, N."""

from __future__ import annotations

import pygame
import pytest

import engine
from app.learn.content import puzzles_for
from app.learn.launch import start_puzzle
from app.services.learn_progress import LearnProgress

from .conftest import post_key, rendered_texts

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
    # the finished puzzle is booked like any hand, every frame drawn (扯旋's chips: its match keeps
    # them; a puzzle once started without them failed to draw as it ended)
    app.step(1 / 30)
    assert len(table.session.match.scores) == table.session.n
    failed = app.i18n.t("table.draw_failed", error="\0").split("\0")[0]  # the words before the error
    assert not table.message.startswith(failed), table.message


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_a_puzzle_names_itself_and_who_plays_the_other_seats(app, game_id, lang):
    """The top bar says which puzzle this is (no match's "hand 1/12") and every other seat says the
    puzzle's search plays it, as defence or as the player's partner (no AI level, no character)."""
    app.settings.anim_speed = "off"
    app.i18n.lang = lang
    app.push("menu")
    assert start_puzzle(app, game_id, 1)
    table = app.top
    coach = table.coach
    coach.close()  # the intro bubble
    texts = rendered_texts(app, table)
    t = app.i18n.t
    prefix = t("learn.puzzle_bar", n=2, total=len(puzzles_for(game_id)), title="").rstrip(" ·")
    assert any(x.startswith(prefix) for x in texts), (prefix, texts)
    assert t("table.hand_no_open", n=1) not in " ".join(texts)
    levels = {t(f"ai.{level}") for level in ("random", "easy", "normal", "hard")}
    for seat, cfg in enumerate(table.session.seats):
        if cfg.is_human:
            continue
        tags = coach.seat_tag(seat)
        own = "learn.puzzle_partner" if seat in coach.puzzle.team else "learn.puzzle_defence"
        assert tags == (t(own), t("learn.puzzle_seat"))
        assert any(x in tags for x in texts), (seat, tags)
    assert not levels & set(texts)
    assert not any(t("table.ai_tag", level=lv, character="") in x for lv in levels for x in texts)
