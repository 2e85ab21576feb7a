"""Issue #20 items 7 and 8 at the table: plays named in both languages, a big play (a bomb, 天炸…)
held on the table with a banner naming it while the AI and the trick sweep wait (a timer in the
scene, never a sleep), and the AI pace setting that scales both."""

from __future__ import annotations

import json

import pytest

from app.render.animation import CardFlight
from app.services.i18n import CATALOGUE
from app.services.settings import AI_PACES, Settings, SettingsStore
from app.services.strings_cards import combo_key
from app.table.plays import combo_name, describe, hold_seconds
from engine import Event
from engine.games import banbiantianzha, banzipao, datongzi, doudizhu, sandayi

from .conftest import frames
from .table_drive import new_session

KINDS = {
    "sandayi": set(sandayi.combos.KINDS),
    "banbiantianzha": set(banbiantianzha.combos.NORMAL_KINDS) | set(banbiantianzha.BOMB_CATEGORY),
    "datongzi": set(datongzi.combos.NORMAL_KINDS) | set(datongzi.combos.BOMB_KINDS),
    "banzipao": set(banzipao.combos.KINDS),
    "doudizhu": set(doudizhu.combos.KINDS),  # DDZ-6.1 to 6.12: the rocket's banner had no name
}
REFINED = {"plane_wings", "triple_1", "triple_2"}  # describe_play's names beyond the kinds


@pytest.mark.parametrize("game", sorted(KINDS))
def test_every_combination_has_a_name_in_both_languages(game):
    for name in KINDS[game] | REFINED:
        key = combo_key(game, name, CATALOGUE)
        zh, en = CATALOGUE[key]
        assert zh.strip() and en.strip() and zh != en, key


def test_a_game_uses_its_own_word_where_it_has_one():
    t_zh = lambda key, **kw: CATALOGUE[key][0]  # noqa: E731
    assert combo_name(t_zh, "sandayi", describe("sandayi", "SA HA S2 H2 S3 H3".split(), None)) == "姐妹对"
    run = describe("banbiantianzha", "S4 H4 S5 H5".split(), None)
    assert combo_name(t_zh, "banbiantianzha", run) == "连对"
    assert combo_name(t_zh, "datongzi", describe("datongzi", "SK SK SK".split(), None)) == "筒子"
    assert combo_name(t_zh, "banbiantianzha", describe("banbiantianzha", ["BJ"], None)) == "天炸"
    assert combo_name(t_zh, "banbiantianzha", describe("banbiantianzha", ["S3"], None)) is None  # a single
    assert combo_name(t_zh, "doudizhu", describe("doudizhu", ["LJ", "BJ"], None)) == "王炸"  # DDZ-6.12


# ---- the AI pace setting
def test_ai_pace_round_trips(tmp_path):
    store = SettingsStore(tmp_path)
    for pace in AI_PACES:
        store.save(Settings(ai_pace=pace))
        assert store.load().ai_pace == pace


@pytest.mark.parametrize("bad", ["warp", 2, None, True, ["fast"]])
def test_a_bad_ai_pace_falls_back_to_normal(tmp_path, bad):
    raw = {"version": 1, "language": "en", "volume": 0.3, "ai_pace": bad}
    (tmp_path / "settings.json").write_text(json.dumps(raw))
    s = SettingsStore(tmp_path).load()
    assert s.ai_pace == "normal" and s.volume == 0.3  # the rest of the file is kept


def test_the_pace_scales_the_ai_delay_and_the_hold():
    base = (0.4, 0.9)
    holds = {p: hold_seconds(Settings(ai_pace=p).ai_delay(base)) for p in AI_PACES}
    assert holds["slow"] > holds["normal"] > holds["fast"] >= 1.0
    assert Settings(ai_pace="fast").ai_delay(base)[1] < base[1] < Settings(ai_pace="slow").ai_delay(base)[1]
    assert hold_seconds((0.0, 0.05)) == 0  # headless smoke runs do not wait


# ---- the table holds a big play
@pytest.fixture
def table(app):
    app.ai_delay = (0.4, 0.9)  # the game's pace (the fixture's app answers at once)
    app.push(app.make("table", new_session("banbiantianzha", humans=0, seed=5)))
    frames(app, 2)
    return app.top


def test_a_bomb_holds_the_table_with_a_banner_then_play_goes_on(app, table):
    before = table.session.actions
    table.on_events([Event("played", 1, {"cards": ["BJ"]})], {})
    assert table.hold == pytest.approx(hold_seconds(table.ai_delay()))
    [banner] = table.anim.banners()
    assert banner.text == "P1：天炸！"
    held = round(60 * table.hold)
    frames(app, held - 12)  # the window keeps drawing; nobody plays
    assert table.session.actions == before
    assert table.anim.banners()  # still announced
    frames(app, 14)
    assert table.session.actions != before  # the AI goes on after the hold


def test_the_trick_sweep_waits_for_the_hold(app, table):
    table.on_events([Event("played", 2, {"cards": ["S9", "H9", "C9", "D9"]}),
                     Event("trick_won", 2, {"points": 0})], {})
    [sweep] = [a for a in table.anim.items if isinstance(a, CardFlight) and a.kind == "sweep"]
    assert sweep.delay >= table.hold * table.app.settings.anim_factor > 1.0
    assert sweep.tokens == ["S9", "H9", "C9", "D9"]


def test_the_banner_names_the_combination_in_english(app, table):
    app.settings.language = "en"
    app.i18n.lang = "en"
    table.on_events([Event("played", 1, {"cards": ["HK", "S5", "DT"]})], {})
    assert table.anim.banners()[0].text == "P1: Mixed 5-10-K!"


def test_an_ordinary_play_does_not_hold(app, table):
    table.on_events([Event("played", 1, {"cards": ["S4", "H4", "S3", "H3"]})], {})
    assert table.hold == 0 and not table.anim.banners()
    # laid out by structure on the table too: the run from its low end
    assert table.trick_snapshot[1][0] == ["S3", "H3", "S4", "H4"]


def test_a_faster_pace_holds_shorter(app, table):
    app.settings.ai_pace = "fast"
    table.on_events([Event("played", 1, {"cards": ["BJ"]})], {})
    fast = table.hold
    table.hold = 0
    app.settings.ai_pace = "slow"
    table.on_events([Event("played", 1, {"cards": ["BJ"]})], {})
    assert table.hold > fast
