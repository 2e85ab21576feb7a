"""Issue 37: the menu's game list holds any number of games. With a seventh and an eighth game
registered (made-up ``GameInfo`` lines), at 1280×720 and 1024×640 in both languages, no game card lies
under the buttons below the list or outside the window, every card is whole, and the mouse wheel over
the list, the Up/Down keys and a click reach every game."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

import app.scenes.menu as menu_module
import engine
from app.scenes.menu import MenuScene

from .conftest import click, post_key
from .layout_check import faults, record_frame

SIZES = ((1280, 720), (1024, 640))


@pytest.fixture
def eight_games(monkeypatch):
    """``engine.GAMES`` made up to eight games with copies of 打筒子 under new ids and names (the last
    ``fake8``), shown playable."""
    base = engine.GAMES["datongzi"]
    for k in range(len(engine.GAMES) + 1, 9):
        fake = dataclasses.replace(base, id=f"fake{k}", name_zh=f"第{k}种牌", name_en=f"Game {k}",
                                   short_zh=f"第{k}种", short_en=f"Game {k}")
        monkeypatch.setitem(engine.GAMES, fake.id, fake)
    monkeypatch.setattr(menu_module, "playable", lambda game_id: True)
    return list(engine.GAMES)


def open_menu(app, size, lang) -> MenuScene:
    app.resize(size)
    app.i18n.lang = app.settings.language = lang
    menu = MenuScene(app)
    app.push(menu)
    return menu


def check_cards(app, menu: MenuScene) -> None:
    window = pygame.Rect((0, 0), app.surface.get_size())
    below = [b.rect for b in menu.menu_buttons]
    for rect, gid in menu.game_buttons:
        assert window.contains(rect) and menu.list_view.contains(rect), (gid, rect)
        assert not any(rect.colliderect(b) for b in below), (gid, rect, below)
    for (ra, a), (rb, b) in zip(menu.game_buttons, menu.game_buttons[1:]):
        assert ra.bottom < rb.top, (a, b)
    found = faults(record_frame(app), window)
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_wheel_brings_every_game_card_into_view(app, eight_games, size, lang):
    menu = open_menu(app, size, lang)
    assert len(menu.games) == 8
    seen: list[str] = []
    pygame.mouse.set_pos(menu.list_view.center)
    for _ in range(len(eight_games) + 2):
        check_cards(app, menu)
        seen += [gid for _, gid in menu.game_buttons if gid not in seen]
        menu.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert seen == eight_games
    # the wheel stops at the ends, and comes back up
    assert menu.game_buttons[-1][1] == "fake8"
    for _ in range(len(eight_games) + 2):
        menu.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert menu.game_buttons[0][1] == eight_games[0]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_up_and_down_choose_every_game_and_keep_it_in_view(app, eight_games, size):
    menu = open_menu(app, size, "en")
    chosen = [menu.game_id]
    for _ in range(len(eight_games) - 1):
        post_key(app, pygame.K_DOWN)
        assert menu.game_id in {gid for _, gid in menu.game_buttons}
        check_cards(app, menu)
        chosen.append(menu.game_id)
    assert chosen == eight_games
    post_key(app, pygame.K_DOWN)  # round to the first game, which comes back into view
    assert menu.game_id == eight_games[0] and menu.game_buttons[0][1] == eight_games[0]
    post_key(app, pygame.K_UP)
    assert menu.game_id == "fake8" and menu.game_buttons[-1][1] == "fake8"


def test_a_click_on_a_card_scrolled_into_view_chooses_it(app, eight_games):
    menu = open_menu(app, (1024, 640), "zh")
    assert "fake8" not in {gid for _, gid in menu.game_buttons}  # the list is longer than its view
    pygame.mouse.set_pos(menu.list_view.center)
    for _ in range(len(eight_games)):
        menu.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    rect = dict((gid, r) for r, gid in menu.game_buttons)["fake8"]
    click(app, rect.center)
    assert menu.game_id == "fake8"



@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_statistics_game_column_holds_eight_games(app, eight_games, size, lang):
    """The statistics screen's game buttons share its column's height: eight fit inside it, none
    overlapping the level selector, the chart or the buttons, every label inside its button."""
    from app.scenes.statistics import StatisticsScene

    app.resize(size)
    app.i18n.lang = app.settings.language = lang
    scene = StatisticsScene(app, "fake8")
    app.push(scene)
    app.step(1 / 60)
    screen = app.surface.get_rect()
    assert [b.label for b in scene.game_buttons][-1] == scene.game_name("fake8")
    rects = [b.rect for b in scene.game_buttons + scene.buttons] + [scene.level_seg.rect, scene.mode_seg.rect]
    assert all(screen.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    for b in scene.game_buttons:
        assert scene.left.contains(b.rect), (b.label, b.rect, scene.left)  # in its own column
        assert app.text.size(b.label, app.ui.fs(b.font_size), True)[0] < b.rect.width
    found = faults(record_frame(app), screen)
    assert found == [], "\n".join(found)
