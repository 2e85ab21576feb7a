"""The main menu: game list, seat setup, room options, start, settings and rules."""

from __future__ import annotations

import pygame

import engine
from app.scenes.menu import MenuScene
from app.scenes.rules import RulesScene
from app.scenes.settings import SettingsScene
from app.scenes.table import TableScene

from .conftest import click, post_key


def test_start_uses_the_chosen_seats_and_options(app):
    menu = MenuScene(app)
    app.push(menu)
    assert menu.game_id == "banbiantianzha"
    st = menu.setup()
    st["options"]["hands"] = 12
    st["options"]["hammer"] = False
    st["seats"][1].kind = "human"
    st["seats"][1].name = "阿强"
    menu.build_setup()
    click(app, menu.start_button.rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    s = table.session
    assert s.match.options["hands"] == 12 and s.match.options["hammer"] is False
    assert [x.kind for x in s.seats] == ["human", "human", "ai"]
    assert s.name(1, app.i18n) == "阿强" and s.hotseat


def test_option_buttons_change_the_setup(app):
    menu = MenuScene(app)
    app.push(menu)
    hands = next(w for w in menu.widgets if getattr(w, "labels", None) == ["8", "12"])
    cell = hands._cells()[1]
    click(app, cell.center)
    assert menu.setup()["options"]["hands"] == 12


def test_settings_and_rules_open_and_close(app):
    menu = MenuScene(app)
    app.push(menu)
    menu.open_settings()
    assert isinstance(app.top, SettingsScene)
    post_key(app, pygame.K_ESCAPE)
    assert app.top is menu
    menu.open_rules()
    assert isinstance(app.top, RulesScene)
    post_key(app, pygame.K_ESCAPE)
    assert app.top is menu


def test_switching_language_in_settings_relabels_the_menu(app):
    menu = MenuScene(app)
    app.push(menu)
    assert menu.start_button.label == "开始对局"
    settings = SettingsScene(app)
    app.push(settings)
    lang = settings.rows[0][1]
    click(app, lang._cells()[1].center)
    assert app.settings.language == "en"
    app.pop()
    assert menu.start_button.label == "Start match"
    assert app.settings_store.load().language == "en"  # saved at once


def test_settings_list_their_choices_in_one_order(app):
    """Issue 38: speeds ran off/fast/normal in one row and slow/normal/fast in the next; on/off rows
    read 关/开 where the menu reads 开/关. Now every speed runs slow → fast and 开 comes first."""
    settings = SettingsScene(app)
    app.push(settings)
    rows = dict(settings.rows)
    t = app.i18n.t
    assert rows["settings.anim"].labels == [t("settings.anim.normal"), t("settings.anim.fast"),
                                            t("settings.anim.off")]
    assert rows["settings.ai_pace"].labels == [t(f"settings.ai_pace.{p}") for p in ("slow", "normal", "fast")]
    for key in ("settings.mute", "settings.four_colour", "settings.rule_numbers", "settings.fullscreen"):
        assert rows[key].labels == [t("opt.on"), t("opt.off")], key
    app.settings.four_colour = False
    settings.layout()
    four = dict(settings.rows)["settings.four_colour"]
    assert four.index == 1
    click(app, four._cells()[0].center)
    assert app.settings.four_colour is True
    anim = dict(settings.rows)["settings.anim"]
    click(app, anim._cells()[2].center)
    assert app.settings.anim_speed == "off"


def test_the_set_up_is_remembered_per_game_across_runs(app, tmp_path):
    """Issue 38: the menu forgot each game's seats and room options when it was opened again."""
    from app.loop import App
    from app.services.setup_store import SetupStore

    menu = MenuScene(app)
    app.push(menu)
    menu.select("chexuan")
    st = menu.setup()
    st["players"] = 5
    st["seats"][2].kind, st["seats"][2].level, st["seats"][1].name = "ai", "hard", "小红"
    key = next(o.key for o in engine.GAMES["chexuan"].options if len(o.choices) > 1)
    spec = next(o for o in engine.GAMES["chexuan"].options if o.key == key)
    other = next(c for c in spec.choices if c != spec.default)
    st["options"][key] = other
    menu.start_new()
    again = App(tmp_path / "data", tmp_path / "config", size=(1280, 720), ai_delay=(0.0, 0.0), ai_mode="sync")
    try:
        fresh = MenuScene(again)
        again.push(fresh)
        fresh.select("chexuan")
        got = fresh.setup()
        assert got["players"] == 5 and got["seats"][1].name == "小红" and got["seats"][2].level == "hard"
        assert got["options"][key] == other
        fresh.select("datongzi")  # another game keeps its own defaults
        assert fresh.setup()["players"] == engine.GAMES["datongzi"].default_players
    finally:
        again.close()
    # a damaged file is set aside and the defaults come back
    store_path = tmp_path / "config" / "setups.json"
    store_path.write_text("{not json")
    store = SetupStore(tmp_path / "config")
    assert store.get("chexuan") is None and store.take_damage() is not None
