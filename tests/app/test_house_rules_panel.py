"""The house-rules panel (房规, issue #26): opened from the menu, it changes the menu's options in
place; presets and "my house rules" (a user file with the corrupt-file rule); the played-with line."""

from __future__ import annotations

import json

import pygame
import pytest

import engine
import engine.registry
from app.scenes.house_rules import HouseRulesPanel
from app.scenes.menu import MenuScene
from app.scenes.table import TableScene
from app.services.house_store import HouseRulesStore
from app.ui.house_text import played_with

from .conftest import click, post_key


def _open(app):
    menu = MenuScene(app)
    app.push(menu)
    post_key(app, pygame.K_h)
    panel = app.top
    assert isinstance(panel, HouseRulesPanel) and panel.game_id == "banbiantianzha"
    return menu, panel


def test_menu_shows_common_options_and_a_house_button(app):
    """Common options stay on the menu; the house rules (BBT-9.5 …) only in the panel."""
    menu = MenuScene(app)
    app.push(menu)
    names = [n for n, _ in menu.placed]
    assert "opt.hands" in names and "opt.end_on_first_out" not in names and "house" in names


def test_panel_changes_the_match_options(app):
    """A choice in the panel is the option the match starts with (BBT-9.5 end_on_first_out)."""
    menu, panel = _open(app)
    opt, _, seg = next(r for r in panel.rows if r[0].key == "end_on_first_out")
    click(app, seg._cells()[0].center)  # 任何人 (True)
    assert menu.setup()["options"]["end_on_first_out"] is True
    assert panel.focused_option() is not None
    post_key(app, pygame.K_ESCAPE)
    assert app.top is menu
    click(app, menu.start_button.rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.session.match.options["end_on_first_out"] is True
    assert "任何人出完即结束：任何人" in played_with(app.i18n, "banbiantianzha", table.session.match.options)


def test_presets_and_defaults(app):
    """A preset sets every house option; 恢复默认 brings back the rulings."""
    menu, panel = _open(app)
    labels = panel.set_seg.labels
    panel.apply_set(labels.index("按原文"))
    opts = menu.setup()["options"]
    assert opts["triple_classes"] == "three" and opts["end_on_first_out"] is True
    panel.defaults()
    assert opts["triple_classes"] == "one" and opts["end_on_first_out"] is False
    assert played_with(app.i18n, "banbiantianzha", opts) is None


def test_save_my_house_rules(app):
    """"Save as my house rules" writes the user config; the panel then offers them as a rule set."""
    menu, panel = _open(app)
    menu.setup()["options"]["fandou_all"] = False
    panel.save_mine()
    data = json.loads((app.config_dir / "house_rules.json").read_text(encoding="utf-8"))
    assert data["games"]["banbiantianzha"]["fandou_all"] is False
    panel.layout()
    assert "我的房规" in panel.set_seg.labels
    assert panel.set_seg.index == panel.set_seg.labels.index("我的房规")


def test_damaged_house_file_is_moved_aside_and_told(app):
    """Any bytes in the file: it is moved aside, the panel says so, nothing else is lost."""
    app.config_dir.mkdir(parents=True, exist_ok=True)
    (app.config_dir / "house_rules.json").write_bytes(b"\xff{not json")
    menu, panel = _open(app)
    assert panel.note and panel.note_error
    assert not (app.config_dir / "house_rules.json").exists()
    assert any(p.name.startswith("house_rules.json.corrupt") for p in app.config_dir.iterdir())


def test_store_keeps_good_values_and_drops_bad_ones(tmp_path):
    """A hand-edited value out of range falls back to its default alone; unknown games are skipped."""
    (tmp_path / "house_rules.json").write_text(json.dumps({"version": 1, "games": {
        "datongzi": {"finish_counts": False, "must_beat_after_out": "maybe"}, "nope": {}}}), encoding="utf-8")
    store = HouseRulesStore(tmp_path)
    got = store.get("datongzi")
    assert got["finish_counts"] is False and got["must_beat_after_out"] is True
    assert store.get("nope") is None and store.take_damage() is None


def test_panel_fits_small_window_in_english(tmp_path):
    """1024×640, English: the help line and the buttons are inside the box, the rows scroll."""
    from app.loop import App

    small = App(tmp_path / "d", tmp_path / "c", size=(1024, 640), ai_delay=(0.0, 0.0), ai_mode="sync")
    try:
        small.i18n.lang = "en"
        menu, panel = _open(small)
        assert panel.box.contains(panel.help_rect)
        assert pygame.Rect(0, 0, small.scale.w, small.scale.h).contains(panel.box)
        for b in panel.buttons:
            assert panel.box.contains(b.rect)
        assert all(panel.view.left <= seg.rect.left and seg.rect.right <= panel.view.right
                   for _, _, seg in panel.rows)
    finally:
        small.close()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_help_line_fits_its_box_at_the_smallest_window(tmp_path, lang):
    """Whichever option is focused or hovered, its whole help (the document's words and what each
    choice does) is drawn: nothing clipped at 1024×640, in either language."""
    from app.loop import App

    small = App(tmp_path / "d", tmp_path / "c", size=(1024, 640), ai_delay=(0.0, 0.0), ai_mode="sync")
    try:
        small.i18n.lang = lang
        menu, panel = _open(small)
        text = small.ui.text
        size = small.ui.fs(15)
        step = round(text.font(size).get_linesize() * 1.35 / 1.2)
        too_long = []
        for game in engine.GAMES:
            for opt in engine.registry.house_options(game):
                help_text = small.i18n.pick(opt.help_zh, opt.help_en)
                lines = len(text.wrap(help_text, size, panel.help_rect.width))
                if lines * step > panel.help_rect.height + step // 3:
                    too_long.append(f"{game}.{opt.key}: {lines} lines")
        assert not too_long, too_long
    finally:
        small.close()
