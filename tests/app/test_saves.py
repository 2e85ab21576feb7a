"""Autosave and Continue: exact round trip, atomic writes, corrupt and future saves moved aside."""

from __future__ import annotations

import json
import random

import engine
from app.services.saves import SAVE_VERSION, SaveStore, SeatConfig
from app.services.settings import Settings, SettingsStore
from app.services.stats import Stats
from app.session import Session


def seats():
    return [SeatConfig("human", "甲"), SeatConfig("ai", "", "easy"), SeatConfig("ai", "", "hard")]


def play_some(session, n, seed=1):
    rng = random.Random(seed)
    for _ in range(n):
        h = session.hand
        if h.is_over:
            break
        session.apply(rng.choice(h.legal_actions()))


def test_round_trip_restores_the_exact_position(tmp_path):
    store = SaveStore(tmp_path)
    s = Session.new("banbiantianzha", seats(), seed=42)
    play_some(s, 25)
    s.save(store)
    out = store.load()
    assert out.error is None and out.saved is not None
    m2 = out.saved.match
    assert m2.to_dict() == s.match.to_dict()
    assert [x.to_dict() for x in out.saved.seats] == [x.to_dict() for x in s.seats]
    for seat in (None, 0, 1, 2):
        assert m2.hand.view(seat) == s.hand.view(seat)
    # the restored match continues identically
    rng_a, rng_b = random.Random(3), random.Random(3)
    for _ in range(20):
        if s.hand.is_over:
            break
        a = rng_a.choice(s.hand.legal_actions())
        b = rng_b.choice(m2.hand.legal_actions())
        assert a == b
        s.apply(a)
        m2.hand.apply(b)
    assert m2.hand.view(0) == s.hand.view(0)


def test_write_is_atomic_and_leaves_no_temporary_files(tmp_path):
    store = SaveStore(tmp_path)
    s = Session.new("banbiantianzha", seats(), seed=1)
    for _ in range(5):
        play_some(s, 1)
        s.save(store)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.json"]


def test_corrupt_save_is_moved_aside_with_a_message(tmp_path):
    store = SaveStore(tmp_path)
    store.path.write_text("{not json", encoding="utf-8")
    out = store.load()
    assert out.saved is None and out.error == "save.corrupt"
    assert out.moved_to is not None and out.moved_to.exists()
    assert not store.path.exists()
    assert store.load().error is None  # nothing left to complain about


def test_valid_json_with_a_broken_match_is_corrupt(tmp_path):
    store = SaveStore(tmp_path)
    s = Session.new("banbiantianzha", seats(), seed=1)
    s.save(store)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    data["match"]["hand"]["state"]["hands"] = "garbage"
    store.path.write_text(json.dumps(data), encoding="utf-8")
    out = store.load()
    assert out.error == "save.corrupt" and out.moved_to.exists()


def test_future_version_is_reported_and_moved_aside(tmp_path):
    store = SaveStore(tmp_path)
    s = Session.new("banbiantianzha", seats(), seed=1)
    s.save(store)
    data = json.loads(store.path.read_text(encoding="utf-8"))
    data["version"] = SAVE_VERSION + 1
    store.path.write_text(json.dumps(data), encoding="utf-8")
    out = store.load()
    assert out.error == "save.future" and out.moved_to.name.startswith("match.json.future")
    data["version"] = SAVE_VERSION
    data["match"]["schema"] = engine.SCHEMA_VERSION + 1
    store.path.write_text(json.dumps(data), encoding="utf-8")
    assert store.load().error == "save.future"


def test_menu_shows_a_message_for_a_corrupt_save_and_does_not_crash(app):
    from app.scenes.dialog import MessageBox
    from app.scenes.menu import MenuScene

    app.saves.slot("banbiantianzha").path.parent.mkdir(parents=True, exist_ok=True)
    app.saves.slot("banbiantianzha").path.write_bytes(b"\x00\xff garbage")
    app.push(MenuScene(app))
    assert isinstance(app.top, MessageBox)
    assert "已移到" in app.top.text
    app.step(1 / 60)
    menu = app.scenes[0]
    assert menu.saved == {} and not menu.menu_buttons[0].enabled


def test_continue_restores_the_table(app):
    from app.scenes.menu import MenuScene
    from app.scenes.table import TableScene

    s = Session.new("banbiantianzha", seats(), seed=9)
    play_some(s, 12)
    s.save(app.saves)
    before = s.hand.view(0)
    app.push(MenuScene(app))
    menu = app.top
    assert menu.menu_buttons[0].enabled
    menu.continue_match()
    assert isinstance(app.top, TableScene)
    assert app.top.session.hand.view(0) == before


def test_settings_and_stats_round_trip(tmp_path):
    store = SettingsStore(tmp_path)
    st = Settings(
        language="en",
        anim_speed="fast",
        volume=0.25,
        mute=True,
        card_back=2,
        four_colour=True,
        sort_order="suit",
    )
    store.save(st)
    assert store.load() == st
    store.path.write_text('{"volume": "loud", "card_back": 99, "language": "xx"}', encoding="utf-8")
    cleaned = store.load()
    assert cleaned.volume == Settings().volume and cleaned.card_back == 0 and cleaned.language in ("zh", "en")
    stats = Stats(tmp_path)
    stats.record("banbiantianzha", True)
    stats.record("banbiantianzha", False)
    assert Stats(tmp_path).get("banbiantianzha") == (2, 1)


def test_system_language():
    from app.services.i18n import system_language

    assert system_language({"LANG": "zh_CN.UTF-8"}) == "zh"
    assert system_language({"LANG": "en_GB.UTF-8"}) == "en"
    assert system_language({"LANGUAGE": "zh_TW", "LANG": "en_US"}) == "zh"


def test_background_autosaves_end_with_the_latest_position(tmp_path):
    store = SaveStore(tmp_path)
    s = Session.new("banbiantianzha", seats(), seed=5)
    for _ in range(30):
        play_some(s, 1)
        s.save(store, background=True)
    store.flush()
    out = store.load()
    assert out.saved is not None and out.saved.match.to_dict() == s.match.to_dict()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["match.json"]
