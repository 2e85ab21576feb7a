"""Issue 20, what playing as a new user turned up: back from a table the menu keeps the game just
played chosen; a seat's choice badges are not crowded out by a long English role."""

from __future__ import annotations

import pygame
import pytest

from app.games.demo import seats
from app.session import Session

from .layout_check import open_scene, record_frame


def test_the_menu_comes_back_to_the_game_just_played(app):
    app.push("menu")
    assert app.top.game_id == "banbiantianzha"  # a first start: the first game
    s = Session.new("sandayi", seats(app, 4), seed=3)
    app.push(app.make("table", s))
    app.pop()
    app.pop()
    app.push("menu")
    assert app.top.game_id == "sandayi"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_a_defenders_hammer_shows_beside_his_role_in_english(app, size):
    """"Defender" took the row and "Hammer" was dropped; then "Def." stood for it: now both are written
    in full (a second row where one does not hold them)."""
    open_scene(app, "trick", size, "en")
    table = app.top
    panel = table.geo.panels[table.me]
    texts = {it.label for it in record_frame(app) if it.kind == "text" and panel.contains(it.rect)}
    assert {"Hammer", "Defender"} <= texts and "Def." not in texts, texts
    open_scene(app, "trick", size, "zh")
    texts = {it.label for it in record_frame(app) if it.kind == "text"
             and pygame.Rect(app.top.geo.panels[app.top.me]).contains(it.rect)}
    assert {"闲", "捶"} <= texts, texts


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_replays_first_step_line_keeps_off_its_controls(app, size, lang):
    """At 1920×1080 the replay's "发牌" line lay under its row of controls (drawn by the replay scene
    over the table, so the table's free-felt search did not know them)."""
    open_scene(app, "replay", size, lang, lambda a: a.top.seek(0))
    line = app.i18n.t("replay.start")
    texts = [it.rect for it in record_frame(app) if it.kind == "text" and it.label == line]
    assert texts
    controls = [b.rect for b in app.top.buttons]
    assert not [(t, c) for t in texts for c in controls if t.colliderect(c)]
