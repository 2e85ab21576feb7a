"""The one background writer (#23, ``app.services.files``): saves, the hand history and the statistics
reach the disk off the UI thread, atomically; the newest data per file wins; ``flush`` (the app calls
it on quit) writes everything queued; a failed write keeps the old file and is told to the player in
his language; a process killed mid-write leaves the last good file."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from app.services.files import BackgroundWriter, atomic_write_json, json_pieces
from app.services.history import History, make_entry
from app.services.saves import SaveStore, SeatConfig
from app.services.stats import Stats
from app.services.userfile import remove_stale_temps

ROOT = Path(__file__).resolve().parents[2]


def read(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


class Gate:
    """A write function that holds the first write until ``release`` (so more can queue behind it)
    and records every write it makes, with the thread that made it."""

    def __init__(self) -> None:
        self.open = threading.Event()
        self.started = threading.Event()
        self.done: list[tuple[str, object, str]] = []

    def __call__(self, path: Path, data: object) -> None:
        self.started.set()
        self.open.wait(10)
        atomic_write_json(path, data)
        self.done.append((path.name, data, threading.current_thread().name))


def test_flush_writes_everything_queued(tmp_path):
    w = BackgroundWriter()
    for i in range(30):
        w.write(tmp_path / f"f{i}.json", {"n": i})
    assert w.flush(10)
    assert not w.pending()
    assert [read(tmp_path / f"f{i}.json") for i in range(30)] == [{"n": i} for i in range(30)]
    assert not list(tmp_path.glob("*.tmp"))


def test_the_latest_data_for_a_file_wins_and_older_waiting_data_is_skipped(tmp_path):
    gate = Gate()
    w = BackgroundWriter(gate)
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    w.write(a, 1)
    assert gate.started.wait(10)  # the first write is under way, held
    for v in (2, 3, 4):
        w.write(a, v)
    w.write(b, "b")
    assert w.pending(a) and w.pending(b)
    gate.open.set()
    assert w.flush(10)
    assert read(a) == 4 and read(b) == "b"
    assert [(name, data) for name, data, _ in gate.done] == [("a.json", 1), ("a.json", 4), ("b.json", "b")]
    assert all(t == "paiju-writer" for *_, t in gate.done)  # never the caller's thread


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 3), st.integers()), max_size=25))
def test_after_flush_each_file_holds_its_last_write(writes):
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        w = BackgroundWriter()
        last: dict[int, int] = {}
        for k, v in writes:
            w.write(Path(tmp) / f"{k}.json", v)
            last[k] = v
        assert w.flush(10)
        assert {int(p.stem): read(p) for p in Path(tmp).glob("*.json")} == last


def test_a_failing_write_keeps_the_old_file_and_is_reported_once(tmp_path, monkeypatch):
    w = BackgroundWriter()
    path = tmp_path / "history" / "zhaopengyou.json"
    w.write(path, {"hands": [1]})
    assert w.flush(10) and w.failure(path) is None

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    w.write(path, {"hands": [1, 2]}, "history.write_failed")
    assert w.flush(10)
    assert read(path) == {"hands": [1]}  # the last good file, whole
    assert not list(path.parent.glob("*.tmp"))
    assert "No space left on device" in (w.failure(path) or "")
    (failure,) = w.take_failures()
    assert failure.path == path and failure.message == "history.write_failed"
    assert w.take_failures() == []  # told once
    monkeypatch.undo()
    w.write(path, {"hands": [1, 2, 3]})  # the disk has room again: the next write lands
    assert w.flush(10) and read(path) == {"hands": [1, 2, 3]} and w.failure(path) is None


def test_a_killed_process_leaves_the_last_good_file(tmp_path):
    """The process is killed (SIGKILL) in the middle of the statistics' second write, between writing
    the temporary file and putting it in place: the file is the first write's; the next start clears
    the temporary file and reads the statistics as they were."""
    script = textwrap.dedent(f"""
        import os, signal
        from app.services.files import WRITER
        from app.services.stats import Stats
        stats = Stats({str(tmp_path)!r})
        stats.hand_done("datongzi", 7, 1, True, 2)
        WRITER.flush()
        os.fsync = lambda fd: os.kill(os.getpid(), signal.SIGKILL)
        stats.hand_done("datongzi", 7, 2, True, 3)
        WRITER.flush()
        raise SystemExit("still alive")
    """)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, timeout=120)
    assert done.returncode == -signal.SIGKILL, done.stderr.decode()
    assert list(tmp_path.glob("stats.json.*.tmp"))  # the half-made new file, never the real one
    assert remove_stale_temps(tmp_path) == 1
    stats = Stats(tmp_path)
    assert stats.damage is None
    assert stats.tally("datongzi", 7) == {"seed": 7, "hand": 1, "first_hands": 1, "firsts": 1, "bombs": 2}


def finished_hand():
    h = engine.new_hand("datongzi", seed=1)
    while not h.is_over:
        h.apply(h.legal_actions()[0])
    return h


def test_saves_history_and_statistics_are_written_off_the_calling_thread(tmp_path):
    gate = Gate()
    gate.open.set()
    w = BackgroundWriter(gate)
    hand = finished_hand()
    seats = [SeatConfig("human")] + [SeatConfig("ai") for _ in range(hand.num_players - 1)]
    history = History(tmp_path, w)
    history.add([make_entry(hand, seats, "m", 1, None)])
    stats = Stats(tmp_path, w)
    stats.hand_done("datongzi", 5, 1, True, 0)
    match = engine.new_match("datongzi", seed=2)
    SaveStore(tmp_path, writer=w).write(match, seats, 0, background=True)
    assert w.flush(10)
    assert sorted(name for name, *_ in gate.done) == ["datongzi.json", "match.json", "stats.json"]
    assert {t for *_, t in gate.done} == {"paiju-writer"}
    assert len(History(tmp_path, w).hands("datongzi")) == 1
    assert Stats(tmp_path, w).tally("datongzi", 5)["firsts"] == 1
    assert SaveStore(tmp_path, writer=w).load().saved is not None


def test_a_failed_write_is_told_in_the_players_language(app, tmp_path):
    """The app tells the player on the UI thread: on the table's message line, elsewhere in a notice."""
    from app.scenes.dialog import MessageBox
    from app.scenes.table import TableScene
    from app.services.i18n import CATALOGUE

    from .table_drive import new_session

    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the history folder should be")
    app.push(TableScene(app, new_session("datongzi")))
    for lang, col in (("zh", 0), ("en", 1)):
        app.i18n.lang = lang
        app.writer.write(blocked / "datongzi.json", {"hands": []}, "history.write_failed")
        assert app.writer.flush(10)
        app.step(1 / 60)
        head = CATALOGUE["history.write_failed"][col].split("{reason}")[0]
        assert app.top.message.startswith(head) and app.top.message_err, app.top.message
    app.reset_to("menu")
    app.writer.write(blocked / "stats.json", {}, "stats.write_failed")
    app.writer.write(blocked / "stats2.json", {}, "stats.write_failed")
    assert app.writer.flush(10)
    app.step(1 / 60)
    shown = [s for s in app.scenes if isinstance(s, MessageBox)]
    assert len(shown) == 1  # the same kind of failure twice: one notice
    assert CATALOGUE["stats.write_failed"][1].split("{reason}")[0] in shown[0].text
    assert not app.writer.take_failures()


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=30,
)


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_the_pieces_are_exactly_the_one_piece_encoding(data):
    """Written in pieces (so the writer thread lets go of the GIL between them), the file's text is
    byte for byte what one ``json.dumps`` gives."""
    one = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    assert "".join(json_pieces(data)) == one
    assert "".join(json_pieces({"hands": [data, data], "n": 1}, depth=5)) == \
        json.dumps({"hands": [data, data], "n": 1}, ensure_ascii=False, separators=(",", ":"))


def test_opening_a_store_leaves_a_write_under_way_alone(tmp_path, monkeypatch):
    """A save slot opened (its folder's stale temporary files removed) while the writer is between
    writing a file's temporary copy and putting it in place: that copy is this process's, not stale."""
    held, go = threading.Event(), threading.Event()
    real_fsync = os.fsync

    def slow_fsync(fd: int) -> None:
        held.set()
        go.wait(10)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", slow_fsync)
    w = BackgroundWriter()
    w.write(tmp_path / "banzipao.json", {"n": 1})
    assert held.wait(10)
    assert len(list(tmp_path.glob("*.tmp"))) == 1
    SaveStore(tmp_path, "datongzi.json", w)  # clears the folder's stale temporary files
    go.set()
    assert w.flush(10) and not w.take_failures()
    assert read(tmp_path / "banzipao.json") == {"n": 1}


def test_flushing_one_file_waits_for_that_file_only(tmp_path):
    gate = Gate()
    w = BackgroundWriter(gate)
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    w.write(a, 1)
    assert gate.started.wait(10)
    w.write(b, 2)
    assert not w.flush(0.2, path=b) and w.pending(b)  # b waits behind a, held
    gate.open.set()
    assert w.flush(10, path=b) and read(b) == 2 and not w.pending()
