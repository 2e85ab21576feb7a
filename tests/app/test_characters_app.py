"""AI characters in the app (issue #25): chosen per AI seat in the menu, saved with the match (old
saves load as the default), played by the worker, shown on the seat panel, counted per hand for
the statistics screen's styles page (both languages)."""

from __future__ import annotations

import json
import random

import pygame
import pytest

import engine
from app.ai_worker import _make_player
from app.demo import demo_stats
from app.scenes.menu import MenuScene
from app.scenes.statistics import StatisticsScene
from app.scenes.table import TableScene
from app.services.i18n import CATALOGUE
from app.services.match_facts import style_facts
from app.services.saves import SaveStore, SeatConfig
from app.services.stats import Stats
from app.services.style_stats import StyleStats, parse_styles
from app.services.userfile import Damaged
from app.session import Session
from engine import Action

from .conftest import click, post_key


def _seats():
    return [SeatConfig("human", "甲"), SeatConfig("ai", "", "normal", "bold"),
            SeatConfig("ai", "", "easy", "cautious")]


def _texts_of_one_frame(app) -> list[str]:
    """Every text the app draws in its next frame."""
    shown: list[str] = []
    original = app.ui.text.draw

    def spy(surface, text, *a, **k):
        shown.append(text)
        return original(surface, text, *a, **k)

    app.ui.text.draw = spy
    try:
        app.step(1 / 60)
    finally:
        app.ui.text.draw = original
    return shown


# ---- the seat record and the save
def test_a_seat_saves_its_character_and_an_old_save_loads_as_the_default():
    s = SeatConfig("ai", "", "hard", "cautious")
    assert s.to_dict()["character"] == "cautious"
    assert SeatConfig.from_dict(s.to_dict()) == s
    old = {"kind": "ai", "name": "", "level": "hard"}  # written before characters
    assert SeatConfig.from_dict(old).character == "steady"
    # a newer app's character, or a damaged value, plays as the default: the match still loads
    for odd in ("zen", 3, None, ["bold"]):
        assert SeatConfig.from_dict(dict(old, character=odd)).character == "steady"


def test_the_match_save_keeps_each_seats_character(tmp_path):
    store = SaveStore(tmp_path)
    s = Session.new("banbiantianzha", _seats(), seed=4)
    s.save(store)
    loaded = store.load().saved
    assert [x.character for x in loaded.seats] == ["steady", "bold", "cautious"]
    # and a save whose seats have no character key (an older app's) still loads
    path = next(p for p in tmp_path.iterdir() if p.suffix == ".json")
    raw = json.loads(path.read_text("utf-8"))
    for seat in raw["seats"]:
        seat.pop("character")
    path.write_text(json.dumps(raw), "utf-8")
    again = SaveStore(tmp_path).load()
    assert again.error is None and [x.character for x in again.saved.seats] == ["steady"] * 3


# ---- the AI worker plays the seat's character
def test_the_worker_key_carries_the_character():
    s = Session.new("banbiantianzha", _seats(), seed=4)
    key = s.ai_key(1)
    assert key[1:] == ("normal", key[2], "bold") and key[0] == "banbiantianzha"
    assert _make_player(key).style.hammer > 0  # bold 捶s
    assert _make_player(s.ai_key(2)).style.nerve < 0  # cautious
    assert _make_player(key[:3]).style.plain  # a key without a character: the default


# ---- the menu
def test_the_menu_sets_an_ai_seats_character_and_the_match_keeps_it(app):
    app.resize((1024, 640))
    menu = MenuScene(app)
    app.push(menu)
    menu.select("banbiantianzha")
    menu.layout()
    seg = next(w for w in menu.widgets if getattr(w, "labels", None) == [app.i18n.t(f"char.{c}") for c in
                                                                       ("steady", "cautious", "bold")])
    click(app, seg._cells()[2].center)
    assert menu.setup()["seats"][1].character == "bold"
    menu.start()
    table = app.top
    assert isinstance(table, TableScene)
    assert table.session.seats[1].character == "bold"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_character_row_of_its_own_is_labelled(app, lang):
    """Under the level, the three choices alone would not say what they set: the row is labelled."""
    app.i18n.lang = lang
    app.resize((1024, 640))
    menu = MenuScene(app)
    app.push(menu)
    menu.select("banbiantianzha")
    menu.layout()
    menu.scroll_by(menu.max_scroll)  # the seats come after the room options (issue 38): into view
    rects = dict(menu.placed)
    label = app.i18n.t("menu.character_label")
    own_rows = 0
    for i in (1, 2):
        char, level = rects[f"seat{i}.character"], rects[f"seat{i}.level"]
        assert menu.view.contains(char)
        if char.top > level.top:  # on a row of its own
            own_rows += 1
            placed = rects[f"seat{i}.character.label"]
            assert placed.right <= char.left and abs(placed.centery - char.centery) < char.height
        else:
            assert f"seat{i}.character.label" not in rects
    shown = [text for text, _ in menu.labels]
    assert shown.count(label) == own_rows
    assert own_rows or lang == "en"  # Chinese, at this size, puts the character under the level


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_seat_panel_names_level_and_character(app, lang):
    app.i18n.lang = lang
    s = Session.new("banbiantianzha", _seats(), seed=4)
    table = TableScene(app, s)
    app.push(table)
    shown = _texts_of_one_frame(app)
    full = app.i18n.t("table.ai_tag", level=app.i18n.t("ai.normal"), character=app.i18n.t("char.bold"))
    # the level and the character after the name; the character alone where both do not fit
    assert full in shown if lang == "zh" else (full in shown or app.i18n.t("char.bold") in shown)
    assert any(app.i18n.t("char.cautious") in text for text in shown)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
def test_level_and_character_both_shown_where_they_do_not_fit_beside_the_name(app, size):
    """A narrow English panel (issue 38: it dropped the character without a word, then the level)
    keeps the character beside the name and puts the level under the avatar, on the seat line's
    row, left of that line: both in full, inside the panel, for every AI seat."""
    app.i18n.lang = "en"
    app.resize(size)
    seats = [SeatConfig("human", "Player 1"), SeatConfig("ai", "", "hard", "steady"),
             SeatConfig("ai", "", "easy", "cautious")]
    table = TableScene(app, Session.new("banbiantianzha", seats, seed=4))
    app.push(table)
    shown = _texts_of_one_frame(app)
    t = app.i18n.t
    for seat, level, character in ((1, "ai.hard", "char.steady"), (2, "ai.easy", "char.cautious")):
        full = t("table.ai_tag", level=t(level), character=t(character))
        assert full in shown or (t(level) in shown and t(character) in shown), (seat, shown)
        if full not in shown:
            caption = table.painter._level_caption(app.surface, seat, t(level))
            panel = table.geo.panels[seat]
            assert panel.contains(caption) and caption.right <= panel.left + app.ui.px(66)


# ---- counting the styles
def _finish(hand, rng):
    while not hand.is_over:
        hand.apply(rng.choice(hand.legal_actions()))


def test_a_hands_style_facts_count_each_characters_choices_and_bombs():
    """BBT-3.1: the bold seat's 捶 is counted for bold, the human's choices for nobody."""
    seats = _seats()
    hand = engine.new_match("banbiantianzha", players=3, seed=8).hand
    for seat_choice in ("buchui", "chui", "chui"):
        hand.apply(Action("choose", value=seat_choice))
    bombs = {1: 0, 2: 0}
    rng = random.Random(2)
    while not hand.is_over:
        for ev in hand.apply(rng.choice(hand.legal_actions())):
            if ev.kind == "played" and ev.seat in bombs and ev.data.get("kind") in (
                    "tianzha", "dizha", "straight_flush", "four_bomb", "zheng_510k", "fu_510k"):
                bombs[ev.seat] += 1
    facts = style_facts(hand, seats)
    assert set(facts) == {"bold", "cautious"}
    assert facts["bold"]["hands"] == facts["cautious"]["hands"] == 1
    assert facts["bold"]["chui"] == facts["cautious"]["chui"] == 1
    assert facts["bold"].get("bombs", 0) == bombs[1] and facts["cautious"].get("bombs", 0) == bombs[2]
    assert style_facts(hand, [SeatConfig("human")] * 3) == {}


def test_style_stats_count_a_hand_once_round_trip_and_reset_with_the_statistics(tmp_path):
    stats = Stats(tmp_path)
    facts = {"bold": {"hands": 2, "chui": 1}, "steady": {"hands": 1}}
    stats.styles.hand_done("banbiantianzha", 5, 1, facts)
    stats.styles.hand_done("banbiantianzha", 5, 1, facts)  # the scoring screen shown again
    stats.styles.hand_done("banbiantianzha", 5, 2, {"bold": {"hands": 2, "dou": 1}})
    again = Stats(tmp_path).styles.characters("banbiantianzha")
    assert again["bold"]["hands"] == 4 and again["bold"]["chui"] == 1 and again["bold"]["dou"] == 1
    assert again["steady"]["hands"] == 1
    stats.reset("banbiantianzha")
    assert Stats(tmp_path).styles.characters("banbiantianzha") == {}


@pytest.mark.parametrize("raw", [[], {"version": "1"}, {"version": 1, "games": {"x": {"Bold": {}}}},
                                 {"version": 1, "games": {"x": {"bold": {"hands": -1}}}},
                                 {"version": 1, "games": {"x": {"bold": {"zap": 1}}}},
                                 {"version": 1, "last": {"x": [1]}}, {"version": 1, "extra": 1}])
def test_parse_refuses_a_damaged_styles_file(raw):
    with pytest.raises(Damaged):
        parse_styles(raw)


def test_a_damaged_styles_file_is_moved_aside_and_reported(tmp_path):
    (tmp_path / "styles.json").write_text("{broken", "utf-8")
    stats = Stats(tmp_path)
    damage = stats.take_damage()
    assert damage is not None and damage.moved_to is not None and damage.moved_to.exists()
    assert stats.styles.characters("banbiantianzha") == {}
    assert StyleStats(tmp_path).damage is None  # the next start finds no file, and no damage


# ---- through the scoring screen, and the statistics screen's styles page
def test_a_finished_hand_at_the_table_counts_the_characters_faced(app):
    s = Session.new("banbiantianzha", _seats(), {"hands": 8}, seed=3)
    table = TableScene(app, s)
    app.push(table)
    _finish(s.hand, random.Random(1))
    app.push("scoring", table)
    faced = app.stats.styles.characters("banbiantianzha")
    assert faced["bold"]["hands"] == 1 and faced["cautious"]["hands"] == 1


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_styles_page_shows_each_character_faced(app, lang, size):
    app.i18n.lang = lang
    app.resize(size)
    demo_stats(app.stats)
    app.push(MenuScene(app))
    post_key(app, pygame.K_s)
    scene = app.top
    assert isinstance(scene, StatisticsScene)
    scene.select_game("banbiantianzha")
    post_key(app, pygame.K_g)
    post_key(app, pygame.K_g)
    assert scene.mode == 2
    columns, rows = scene.style_rows()
    assert columns == ("chui", "dou", "touxiang", "bombs")
    by = {cid: (hands, dict(zip(columns, r))) for cid, hands, r in rows}
    assert [cid for cid, _, _ in rows] == ["steady", "cautious", "bold"]
    assert by["bold"][1]["chui"] > 0.2 and by["steady"][1]["chui"] == 0
    assert all(f"stats.style.{c}" in CATALOGUE for c in columns)
    app.step(1 / 60)  # draws
    screen = app.surface.get_rect()
    assert screen.contains(scene.mode_seg.rect) and scene.chart_rect.contains(scene.mode_seg.rect)
    post_key(app, pygame.K_g)
    assert scene.mode == 0
    scene.select_game("chexuan")  # nothing faced there: the empty message
    post_key(app, pygame.K_g)
    post_key(app, pygame.K_g)
    assert scene.style_rows()[1] == []
    app.step(1 / 60)
