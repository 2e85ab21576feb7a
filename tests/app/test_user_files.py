"""Damaged user files (issue 22): nested, truncated, random, wrong-shape and future-version content
in each of the three files the app reads (match.json, settings.json, stats.json). The app starts,
tells the player in their language where the file went, keeps its bytes, and loses nothing else."""

from __future__ import annotations

import json

import pytest

from app.loop import App
from app.scenes.dialog import MessageBox
from app.scenes.menu import MenuScene
from app.scenes.table import TableScene
from app.services.saves import BLOCKED, SaveStore, SeatConfig
from app.services.settings import SettingsStore
from app.services.stats import Stats
from app.session import Session

from .test_saves import play_some, seats

DAMAGE = {
    "nested": b"[" * 100_000 + b"]" * 100_000,
    "nested object": b'{"a":' * 50_000 + b"1" + b"}" * 50_000,
    "truncated": b'{"format": "paiju-save", "version": 1, "ma',
    "random": bytes(range(256)) * 3,
    "bad utf-8": b'{"language": "\xff\xfe"}',
    "wrong shape": b'[1, 2, 3]',
    "null": b"null",
    # numbers no file of ours holds (#33: 10**309 made ``plural()`` raise at every start in English)
    "huge number": b'{"version": 1, "n": 1' + b"0" * 309 + b"}",
    "huge float": b'{"version": 1, "n": 1e400}',
    "not a number": b'{"version": 1, "n": NaN}',
}
FUTURE = {
    "match.json": {"format": "paiju-save", "version": 99, "match": {}},
    "settings.json": {"version": 99, "language": "zh"},
    "stats.json": {"version": 99, "banzipao": {"matches": 57, "wins": 20}},
}
WHAT = {"match.json": ("存档", "saved match"), "settings.json": ("设置文件", "settings file"),
        "stats.json": ("战绩文件", "statistics file")}


def good_files(data, config):
    """A real save, settings and statistics, so that the test can see nothing else is lost."""
    data.mkdir(parents=True, exist_ok=True)
    config.mkdir(parents=True, exist_ok=True)
    s = Session.new("banbiantianzha", seats(), seed=4)
    play_some(s, 8)
    SaveStore(data).write(s.match, s.seats, s.viewer)
    (config / "settings.json").write_text(json.dumps({"version": 1, "language": "zh", "volume": 0.3}))
    (data / "stats.json").write_text(json.dumps({"version": 1, "banzipao": {"matches": 57, "wins": 20}}))


def start(tmp_path):
    app = App(tmp_path / "data", tmp_path / "config", ai_mode="sync", ai_delay=(0, 0))
    app.push(MenuScene(app))
    return app


def folder_of(tmp_path, name):
    return tmp_path / ("config" if name == "settings.json" else "data")


def notices(app):
    return [s.text for s in app.scenes if isinstance(s, MessageBox)]


@pytest.mark.parametrize("name", ["match.json", "settings.json", "stats.json"])
@pytest.mark.parametrize("kind", [*DAMAGE, "future"])
def test_a_damaged_user_file_is_moved_aside_reported_and_nothing_else_is_lost(tmp_path, name, kind):
    good_files(tmp_path / "data", tmp_path / "config")
    path = folder_of(tmp_path, name) / name
    bad = json.dumps(FUTURE[name]).encode() if kind == "future" else DAMAGE[kind]
    path.write_bytes(bad)
    app = start(tmp_path)
    try:
        app.step(1 / 60)  # a frame is drawn: nothing raises
        texts = notices(app)
        assert len(texts) == 1, texts
        moved = [p for p in path.parent.iterdir() if p.name.startswith(name + ".")]
        assert len(moved) == 1 and moved[0].read_bytes() == bad  # kept, byte for byte
        assert not path.exists()
        assert moved[0].name in texts[0] and str(path.parent) in texts[0]
        assert ("future" in moved[0].name) == (kind == "future")
        zh, en = WHAT[name]
        assert zh in texts[0] or en in texts[0]
        # everything else is still there
        if name != "match.json":
            assert app.scenes[0].saved is not None
        if name != "stats.json":
            assert app.stats.get("banzipao") == (57, 20)
        if name != "settings.json":
            assert app.settings.volume == 0.3
        # the next finished match starts a new statistics file; the old counts stay in the moved one
        app.stats.record("banzipao", True)
        if name == "stats.json" and kind == "future":
            assert json.loads(moved[0].read_bytes())["banzipao"]["matches"] == 57
    finally:
        app.close()
    if name == "settings.json":
        assert json.loads(path.read_text())["version"] == 1  # defaults written anew at exit


def test_messages_are_in_both_languages(tmp_path):
    (tmp_path / "data").mkdir(parents=True)
    for lang, word in (("zh", "已移到"), ("en", "was moved")):
        (tmp_path / "data" / "stats.json").write_bytes(b"{{{")
        (tmp_path / "config").mkdir(exist_ok=True)
        (tmp_path / "config" / "settings.json").write_text(json.dumps({"language": lang}))
        app = start(tmp_path)
        try:
            assert word in notices(app)[0]
        finally:
            app.close()


def test_a_file_that_cannot_be_moved_is_reported_truthfully_and_never_overwritten(tmp_path, monkeypatch):
    data = tmp_path / "data"
    (data / "saves").mkdir(parents=True)
    slot = data / "saves" / "banbiantianzha.json"  # this game's save
    slot.write_bytes(b"[" * 5000)
    (data / "stats.json").write_bytes(b"garbage")

    def refuse(src, dst):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("app.services.userfile.os.replace", refuse)
    app = start(tmp_path)
    try:
        texts = notices(app)
        assert len(texts) == 2
        assert all("?" not in t.replace("？", "") for t in texts)
        assert any("banbiantianzha.json" in t and "Permission denied" in t for t in texts)
        monkeypatch.undo()
        s = Session.new("banbiantianzha", seats(), seed=1)
        s.save(app.saves)  # refused: the damaged save stays as it was
        assert app.saves.error == BLOCKED
        table = TableScene(app, s)
        app.push(table)
        table.autosave()
        assert table.message == app.i18n.t("save.blocked")
        app.stats.record("banzipao", True)
    finally:
        app.close()
    assert slot.read_bytes() == b"[" * 5000
    assert (data / "stats.json").read_bytes() == b"garbage"


def test_settings_and_stats_read_back_after_a_good_write(tmp_path):
    store = SettingsStore(tmp_path)
    st = store.load()
    st.volume = 0.25
    store.save(st)
    assert SettingsStore(tmp_path).load().volume == 0.25 and store.take_damage() is None
    stats = Stats(tmp_path)
    stats.record("chexuan", False)
    assert Stats(tmp_path).get("chexuan") == (1, 0) and Stats(tmp_path).damage is None


# ---- #33: numbers beyond any real count, a byte-order mark, a file that cannot be read
def stats_file(count=57, score=120, bombs=3):
    rec = {"matches": count, "wins": 1, "scored": 1, "score_sum": score, "score_best": score,
           "bombs": bombs, "hands": 4}
    return {"version": 2, "games": {"datongzi": {"hard": rec}},
            "series": {"datongzi": [["2026-01-02", "hard", score, True]]}, "open": {}}


@pytest.mark.parametrize("field", ["count", "score", "bombs"])
def test_a_count_or_score_beyond_2_53_is_damage_and_the_menu_starts_in_english(tmp_path, field):
    data = tmp_path / "data"
    data.mkdir(parents=True)
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(json.dumps({"language": "en"}))
    bad = json.dumps(stats_file(**{field: 2**53 + 1})).encode()
    (data / "stats.json").write_bytes(bad)
    app = start(tmp_path)
    try:
        app.step(1 / 60)
        texts = notices(app)
        assert len(texts) == 1 and "statistics file" in texts[0]
        moved = [p for p in data.iterdir() if p.name.startswith("stats.json.corrupt")]
        assert len(moved) == 1 and moved[0].read_bytes() == bad
        assert app.stats.get("datongzi") == (0, 0)
    finally:
        app.close()


def test_styles_with_a_huge_bomb_count_is_moved_aside_and_reported(tmp_path):
    data = tmp_path / "data"
    data.mkdir(parents=True)
    bad = b'{"version": 1, "games": {"datongzi": {"steady": {"hands": 3, "bombs": 1' + b"0" * 309 + b"}}}}"
    (data / "styles.json").write_bytes(bad)
    app = start(tmp_path)
    try:
        app.step(1 / 60)
        assert len(notices(app)) == 1
        assert [p.read_bytes() for p in data.iterdir() if p.name.startswith("styles.json.")] == [bad]
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_statistics_screen_draws_the_largest_figures_a_file_may_hold(tmp_path, lang):
    from app.scenes.statistics import StatisticsScene

    data = tmp_path / "data"
    data.mkdir(parents=True)
    big = stats_file(count=2**53, score=2**53, bombs=2**53)
    big["games"]["datongzi"]["easy"] = dict(big["games"]["datongzi"]["hard"], score_sum=-(2**53),
                                           score_best=-(2**53))
    (data / "stats.json").write_text(json.dumps(big))
    app = start(tmp_path)
    try:
        app.settings.language = app.i18n.lang = lang
        assert app.stats.damage is None and app.stats.get("datongzi")[0] == 2**54
        for level in (None, "hard"):
            scene = StatisticsScene(app, "datongzi")
            app.push(scene)
            if level is not None:
                scene.set_level(scene.levels().index(level))
            app.step(1 / 60)  # drawn without an exception
            app.pop()
    finally:
        app.close()


def test_a_byte_order_mark_is_read_as_the_file_it_starts(tmp_path):
    good_files(tmp_path / "data", tmp_path / "config")
    settings = tmp_path / "config" / "settings.json"
    settings.write_bytes(b"\xef\xbb\xbf" + settings.read_bytes())
    app = start(tmp_path)
    try:
        assert notices(app) == [] and app.settings.volume == 0.3
    finally:
        app.close()


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_file_that_cannot_be_read_is_not_called_damaged_nor_moved(tmp_path, monkeypatch, lang):
    good_files(tmp_path / "data", tmp_path / "config")
    (tmp_path / "config" / "settings.json").write_text(json.dumps({"language": lang}))
    stats = tmp_path / "data" / "stats.json"
    before = stats.read_bytes()
    real_open = open

    def locked(path, *args, **kwargs):
        if str(path) == str(stats):
            raise PermissionError(13, "Permission denied")
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr("app.services.userfile.open", locked, raising=False)
    app = start(tmp_path)
    try:
        texts = notices(app)
        assert len(texts) == 1
        assert "Permission denied" in texts[0] and str(stats) in texts[0]
        assert ("权限" in texts[0]) if lang == "zh" else ("permissions" in texts[0])
        plain = texts[0].replace("没有损坏", "")
        damaged = "损坏" in plain if lang == "zh" else "not damaged" not in plain
        assert not damaged
        app.stats.record("banzipao", True)  # never written over the file it could not read
    finally:
        app.close()
    assert stats.read_bytes() == before
    assert [p.name for p in stats.parent.iterdir() if p.name.startswith("stats.json")] == ["stats.json"]


# ---- #33 item 9: option values of exactly the option's type, wherever they are read from a file
def test_a_float_house_rule_falls_back_to_its_default_alone(tmp_path):
    from app.services.house_store import HouseRulesStore

    (tmp_path / "house_rules.json").write_text(json.dumps(
        {"version": 1, "games": {"zhaopengyou": {"tractor_min": 3.0}, "datongzi": {"tractor_min": 3}}}))
    got = HouseRulesStore(tmp_path).get("zhaopengyou")
    assert got["tractor_min"] == 2 and type(got["tractor_min"]) is int


def test_a_save_with_a_float_option_is_damaged_at_load(tmp_path):
    s = Session.new("banzipao", seats() + [SeatConfig("ai", "", "easy")], seed=3)
    store = SaveStore(tmp_path)
    store.write(s.match, s.seats, s.viewer)
    raw = json.loads(store.path.read_text())
    raw["match"]["options"]["hands"] = float(raw["match"]["options"]["hands"])
    raw["match"]["hand"]["options"]["hands"] = raw["match"]["options"]["hands"]
    store.path.write_text(json.dumps(raw))
    out = SaveStore(tmp_path).load()
    assert out.saved is None and out.error == "save.corrupt" and out.moved_to is not None


@pytest.mark.parametrize("where", ["stacks", "points"])
def test_a_save_with_a_number_beyond_2_53_is_damaged(tmp_path, where):
    game = "chexuan" if where == "stacks" else "banbiantianzha"
    s = Session.new(game, seats(), seed=5)
    store = SaveStore(tmp_path)
    store.write(s.match, s.seats, s.viewer)
    raw = json.loads(store.path.read_text())
    if where == "stacks":
        raw["match"]["state"]["extra"]["bankrolls"][0] = 2**53 + 1
    else:
        raw["match"]["hand"]["state"]["points"][0] = 2**53 + 1
    store.path.write_text(json.dumps(raw))
    out = SaveStore(tmp_path).load()
    assert out.saved is None and out.error == "save.corrupt"
    # a seed is the one number allowed beyond it: the real save itself loads
    assert raw["match"]["hand"]["origin"]["seed"] >= 0
    store.write(s.match, s.seats, s.viewer)
    assert SaveStore(tmp_path).load().saved is not None
