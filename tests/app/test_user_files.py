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
from app.services.saves import BLOCKED, SaveStore
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
