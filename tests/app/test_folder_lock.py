"""One copy per data folder (#33): a second copy on the same folder says so in the player's language
and opens it read-only (writes, deletes and tidies nothing); a lock left by a killed copy never
blocks the next start."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from app.loop import App
from app.scenes.dialog import MessageBox
from app.scenes.menu import MenuScene
from app.services.folder_lock import LOCK_NAME, FolderLock
from app.services.saves import SeatConfig
from app.session import Session


def start(tmp_path, lang="zh"):
    (tmp_path / "config").mkdir(exist_ok=True)
    (tmp_path / "config" / "settings.json").write_text(json.dumps({"version": 1, "language": lang}))
    app = App(tmp_path / "data", tmp_path / "config", ai_mode="sync", ai_delay=(0, 0))
    app.push(MenuScene(app))
    return app


def notices(app):
    return [s.text for s in app.scenes if isinstance(s, MessageBox)]


@pytest.mark.parametrize(("lang", "word"), [("zh", "只读"), ("en", "read-only")])
def test_a_second_copy_says_so_and_writes_nothing(tmp_path, lang, word):
    first = start(tmp_path, lang)
    try:
        assert not first.read_only and notices(first) == []
        first.stats.record("banzipao", True)
        first.writer.flush()
        stats = tmp_path / "data" / "stats.json"
        before = stats.read_bytes()
        second = start(tmp_path, lang)
        try:
            assert second.read_only
            [text] = notices(second)
            assert word in text and str(tmp_path / "data") in text
            assert second.stats.get("banzipao") == (1, 1)  # it reads what is there
            second.stats.record("banzipao", False)
            seats = [SeatConfig("human"), SeatConfig("ai"), SeatConfig("ai")]
            s = Session.new("banbiantianzha", seats, seed=2)
            s.save(second.saves)
            second.saves.write(s.match, s.seats, s.viewer, background=True)
            second.writer.flush()
            assert stats.read_bytes() == before
            assert not (tmp_path / "data" / "saves" / "banbiantianzha.json").exists()
        finally:
            second.close()
        first.stats.record("banzipao", True)  # the first copy goes on writing, nothing of it lost
        first.writer.flush()
        assert json.loads(stats.read_text())["games"]["banzipao"]["earlier"]["matches"] == 2
    finally:
        first.close()
    third = start(tmp_path)
    try:
        assert not third.read_only and notices(third) == []  # the folder is free again
    finally:
        third.close()


def test_the_second_copy_leaves_the_first_copys_temporary_files_alone(tmp_path):
    first = start(tmp_path)
    try:
        temp = tmp_path / "data" / "stats.json.p999999.x.tmp"  # a write of the other copy, under way
        temp.write_text("{")
        second = start(tmp_path)
        second.close()
        assert temp.exists()
    finally:
        first.close()
    assert not start_and_close(tmp_path).exists()


def start_and_close(tmp_path):
    app = start(tmp_path)
    app.close()
    return tmp_path / "data" / "stats.json.p999999.x.tmp"


HOLDER = """
import sys, time
from app.services.folder_lock import FolderLock
lock = FolderLock(sys.argv[1])
print("held" if lock.acquire() else "refused", flush=True)
time.sleep(60)
"""


@pytest.mark.skipif(os.name != "posix", reason="signals")
def test_a_lock_left_by_a_killed_copy_does_not_block(tmp_path):
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path)], stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout.readline().strip() == "held"
        assert not FolderLock(tmp_path).acquire()  # a running copy holds it
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    assert (tmp_path / LOCK_NAME).exists()  # the file is still there: it is not what counts
    lock = FolderLock(tmp_path)
    end = time.monotonic() + 5
    while not lock.acquire() and time.monotonic() < end:
        time.sleep(0.05)
    assert lock.held
    lock.release()


def test_a_folder_where_no_lock_file_can_be_made_runs_as_before(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")  # a file where the folder should be: nothing can be created in it
    assert FolderLock(blocker).acquire()
