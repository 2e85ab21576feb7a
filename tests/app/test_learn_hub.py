"""学牌's hub, its progress file and the puzzle scene (issue 38): the hub lists every game with its
lesson and puzzles and what is done; a puzzle is solved by keys and by mouse, with a hint, a retry,
a failure; progress is saved and read back, and a damaged progress file is moved aside and told."""

from __future__ import annotations

import sys

import pygame
import pytest

import engine
from app.scenes.table import TableScene
from app.services.i18n import CATALOGUE
from app.services.learn_progress import LearnProgress

from . import fake_puzzles
from .conftest import click, frames, post_key, rendered_texts
from .learn_drive import click_card


@pytest.fixture
def puzzles(monkeypatch):
    monkeypatch.setitem(sys.modules, "app.learn.puzzle", fake_puzzles.module())
    for key, pair in fake_puzzles.STRINGS.items():
        monkeypatch.setitem(CATALOGUE, key, pair)
    return fake_puzzles.PUZZLES


def open_hub(app, game_id="datongzi", lang="zh"):
    app.settings.anim_speed = "off"
    app.settings.language = lang
    app.i18n.lang = lang
    app.push("menu")
    post_key(app, pygame.K_l)  # the menu's 学牌 key
    hub = app.top
    assert type(hub).__name__ == "LearnScene"
    hub.game_id = game_id
    hub.layout()
    return hub


def test_the_menu_opens_the_hub_by_mouse_and_it_lists_every_game(app, puzzles):
    app.push("menu")
    menu = app.top
    click(app, menu.learn_button.rect.center)
    hub = app.top
    assert type(hub).__name__ == "LearnScene"
    texts = rendered_texts(app, hub)
    for info in engine.GAMES.values():
        assert info.name_zh in texts
    assert "第一手牌：未学 · 残局：已解 0/2" in texts  # 打筒子 (the fake puzzles)
    post_key(app, pygame.K_ESCAPE)
    assert app.top is menu


def test_a_lesson_marks_its_game_done_in_the_hub(app, puzzles):
    from .learn_drive import drive_lesson

    hub = open_hub(app, "chexuan")
    post_key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene) and table.coach.lesson.game == "chexuan"
    drive_lesson(app, table, "keys")
    post_key(app, pygame.K_b)  # back to 学牌
    hub = app.top
    assert type(hub).__name__ == "LearnScene" and hub.game_id == "chexuan"
    assert any(t.startswith("第一手牌：已学完") for t in rendered_texts(app, hub))
    assert LearnProgress(app.data_dir).lesson_done("chexuan")  # on disk


def solve(app, table, by):
    """Close the intro bubble, then play the puzzle's winning moves (H and Enter, or clicks)."""
    coach = table.coach
    for _ in range(2000):
        if coach.result is not None:
            return
        if coach.bubble is not None:
            if by == "keys":
                post_key(app, pygame.K_RETURN)
            else:
                coach.draw(app.surface)
                click(app, next(b for b in coach.buttons if b.on_click == coach.close).rect.center)
        elif table.my_turn():
            move = coach.api.hint(coach.puzzle, table.session.hand)
            if by == "keys":
                post_key(app, pygame.K_h)
                if coach.bubble is not None:  # the puzzle's hint text, the first time
                    post_key(app, pygame.K_RETURN)
                post_key(app, pygame.K_RETURN)
            else:
                for tok in (str(c) for c in move.cards):
                    free = [i for i, t in enumerate(table.tokens) if t == tok and i not in table.selected]
                    click_card(app, table, free[0])
                click(app, next(b for b in table.buttons if b.on_click == table.do_play).rect.center)
        app.step(1 / 30)
    raise AssertionError("the puzzle did not end")


def test_a_puzzle_solved_by_keys_is_kept_and_next_opens_the_next(app, puzzles):
    open_hub(app)
    post_key(app, pygame.K_1)
    table = app.top
    coach = table.coach
    assert coach.puzzle.key == "puz.fake.1" and table.face_up  # 残局 are open
    assert coach.bubble.key == "puzzle.intro" and coach.bubble.rule == "DTZ-5.2"
    solve(app, table, "keys")
    assert coach.result is True and coach.bubble.key == "puzzle.solved"
    assert "puzzle.hint" in coach.shown  # H showed the puzzle's own hint once
    assert "puz.fake.1" in LearnProgress(app.data_dir).solved("datongzi")  # saved, read back
    actions = table.session.actions
    frames(app, 5)
    assert table.session.actions == actions  # the table waits on the result
    post_key(app, pygame.K_n)
    nxt = app.top
    assert isinstance(nxt, TableScene) and nxt.coach.puzzle.key == "puz.fake.2"
    post_key(app, pygame.K_ESCAPE)  # the pause menu: the puzzle is an ordinary table underneath
    assert type(app.top).__name__ == "PauseMenu"


def test_a_puzzle_solved_by_mouse_then_back_to_the_hub(app, puzzles):
    hub = open_hub(app, lang="en")
    button = next(b for b in hub.buttons if b.label == "Puzzle 2")
    click(app, button.rect.center)
    table = app.top
    assert table.coach.puzzle.key == "puz.fake.2"
    solve(app, table, "mouse")
    coach = table.coach
    assert coach.result is True
    coach.draw(app.surface)
    back = next(b for b in coach.buttons if b.on_click == coach.to_hub)
    click(app, back.rect.center)
    hub = app.top
    assert type(hub).__name__ == "LearnScene"
    assert any(t.endswith("Puzzles: 1/2 solved") for t in rendered_texts(app, hub))
    assert next(b for b in hub.buttons if b.label == "Puzzle 2").selected  # marked solved


def test_a_wrong_move_fails_and_retry_starts_again(app, puzzles):
    open_hub(app)
    post_key(app, pygame.K_1)
    table = app.top
    coach = table.coach
    post_key(app, pygame.K_RETURN)  # the intro
    assert table.my_turn()
    table.select_cards(["H8"])  # beats the 6 but leaves the line
    post_key(app, pygame.K_RETURN)
    assert coach.result is False and coach.bubble.key == "puzzle.failed"
    assert "puz.fake.1" not in app.learn_progress.solved("datongzi")
    post_key(app, pygame.K_t)  # again
    again = app.top
    assert isinstance(again, TableScene) and again is not table
    assert again.coach.result is None and len(again.session.hand.actions) == fake_puzzles.START


def test_a_refused_move_in_a_puzzle_is_explained(app, puzzles):
    open_hub(app)
    post_key(app, pygame.K_1)
    table = app.top
    coach = table.coach
    post_key(app, pygame.K_RETURN)
    post_key(app, pygame.K_p)  # must beat: passing is refused
    assert coach.bubble is not None and coach.bubble.key == "refusal"
    assert table.refusal(engine.Action.pass_()) in coach.bubble.text
    assert "A" in coach.bubble.text  # what a strong player would do: the puzzle's move, the ace


def test_a_damaged_progress_file_is_moved_aside_and_told(app, puzzles):
    path = app.data_dir / "learn.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    app.learn_progress = LearnProgress(app.data_dir)
    app.push("menu")
    post_key(app, pygame.K_l)
    assert type(app.top).__name__ == "MessageBox"  # over the hub
    assert "学牌进度文件" in app.top.text
    assert not path.exists() and any(p.name.startswith("learn") for p in app.data_dir.iterdir())
    assert app.learn_progress.mark_solved("datongzi", "puz.fake.1")
    assert LearnProgress(app.data_dir).solved("datongzi") == {"puz.fake.1"}
