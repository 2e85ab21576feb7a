"""What booking a finished hand costs the UI thread when the scoring screen opens
(``ScoringScene._book_hand`` and the statistics' tally): before #23 the history file (the game's 50
kept hands, rewritten whole) and ``stats.json`` were written on the UI thread; now the UI thread only
hands a snapshot to the background writer (``app.services.files``). Old and new run interleaved in
one process, booking the same hands into a history already holding 50.

Per game: the hand's record; the history booking's UI-thread CPU (``time.thread_time``) old and
new, and the wall time of the call (fsync included: not CPU, but the old UI thread waited for it);
the longest the writer holds the GIL at a stretch (``gil_hold``: a busy UI thread waits that long);
the file's size; a replay step forward and back. Then the same for the statistics' tally of one
hand with a full ``stats.json`` (six games, 500 chart points each). Wall figures are noisy on a
loaded machine; the CPU columns are the comparison.

Run: PYTHONPATH=. python benchmarks/history_booking.py
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import engine
from app.services.files import BackgroundWriter, atomic_write_json, json_pieces
from app.services.history import KEEP, History, make_entry
from app.services.saves import SeatConfig
from app.services.stats import SERIES_CAP, MatchFacts, Stats


class OnThisThread:
    """The writing before #23: one ``json.dumps``, temp file, fsync, replace, on the caller's thread."""

    def write(self, path: Path, data: Any, message: str = "") -> None:
        atomic_write_json(path, data, depth=0)

    def flush(self, timeout: float = 10.0) -> bool:
        return True


def finished(game_id: str, seed: int):
    h = engine.new_hand(game_id, seed=seed)
    rng = random.Random(seed)
    while not h.is_over:
        legal = h.legal_actions()
        plays = (legal.plays() if isinstance(legal, engine.SegmentedActions)
                 else [a for a in legal if a.kind == "play"])
        h.apply(rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(legal))
    return h


def timed(call: Callable[[], None], writer: Any) -> tuple[float, float]:
    """(UI-thread CPU, wall of the call) in ms; then waits for the writer, outside the timing."""
    w0, c0 = time.perf_counter(), time.thread_time()
    call()
    c1, w1 = time.thread_time(), time.perf_counter()
    writer.flush()
    return (c1 - c0) * 1000, (w1 - w0) * 1000


def gil_hold(data: Any) -> tuple[float, float]:
    """How long the writer thread holds the GIL without a break while encoding ``data`` (the C
    encoder never lets go): one ``json.dumps`` (old) against the longest of its pieces (new), in ms
    of CPU. A busy UI thread waits that long, plus the 5 ms switch interval at most."""
    c0 = time.thread_time()
    json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    whole = time.thread_time() - c0
    longest, pieces = 0.0, json_pieces(data)
    while True:
        c0 = time.thread_time()
        if next(pieces, None) is None:
            break
        longest = max(longest, time.thread_time() - c0)
    return whole * 1000, longest * 1000


def mean(rows: list[tuple[float, ...]], i: int) -> float:
    return sum(r[i] for r in rows) / len(rows)


def history_rows() -> None:
    print(f"{'game':15} {'record':>7} {'CPU old':>8} {'CPU new':>8} {'wall old':>9} {'wall new':>9} "
          f"{'GIL old':>8} {'GIL new':>8} {'file KB':>8} {'step':>6} {'back':>6}   (ms)")
    for game_id in engine.GAMES:
        hands = [finished(game_id, s) for s in range(KEEP + 5)]
        seats = [SeatConfig("human")] + [SeatConfig("ai") for _ in range(hands[0].num_players - 1)]
        old_rows, new_rows = [], []
        with tempfile.TemporaryDirectory() as tmp_old, tempfile.TemporaryDirectory() as tmp_new:
            writer = BackgroundWriter()
            old, new = History(Path(tmp_old), OnThisThread()), History(Path(tmp_new), writer)  # type: ignore[arg-type]
            first = [make_entry(h, seats, "m", i + 1, None, when=i) for i, h in enumerate(hands[:KEEP])]
            old.add(first)
            new.add(first)
            writer.flush()
            t0 = time.process_time()
            entries = [make_entry(h, seats, "m", KEEP + i, None, when=KEEP + i)
                       for i, h in enumerate(hands[KEEP:])]
            record_ms = (time.process_time() - t0) / len(entries) * 1000
            for e in entries:  # interleaved: old, new, old, new…
                old_rows.append(timed(lambda e=e, h=old: h.add([e]), old.writer))
                new_rows.append(timed(lambda e=e, h=new: h.add([e]), writer))
            size = new.path(game_id).stat().st_size / 1024
            hold = gil_hold({"version": 1, "game": game_id, "hands": new.hands(game_id)})
        rp = engine.replay(entries[0]["record"])
        t3 = time.process_time()
        while not rp.at_end:
            rp.step()
        t4 = time.process_time()
        for _ in range(10):
            rp.back()
        t5 = time.process_time()
        print(f"{game_id:15} {record_ms:7.1f} {mean(old_rows, 0):8.1f} {mean(new_rows, 0):8.2f} "
              f"{mean(old_rows, 1):9.1f} {mean(new_rows, 1):9.2f} {hold[0]:8.1f} {hold[1]:8.2f} "
              f"{size:8.0f} {(t4 - t3) / rp.length * 1000:6.2f} {(t5 - t4) / 10 * 1000:6.1f}")


class Nowhere(OnThisThread):
    def write(self, path: Path, data: Any, message: str = "") -> None:
        pass


def full_stats(folder: Path, writer: Any) -> Stats:
    stats = Stats(folder, Nowhere())  # type: ignore[arg-type]
    for g in engine.GAMES:
        for i in range(SERIES_CAP):
            stats.record(g, i % 3 == 0, level=("easy", "normal", "hard")[i % 3],
                         facts=MatchFacts(score=i - 250, hands=8), day="2026-11-26")
    stats.writer = writer
    return stats


def stats_rows() -> None:
    with tempfile.TemporaryDirectory() as tmp_old, tempfile.TemporaryDirectory() as tmp_new:
        writer = BackgroundWriter()
        old, new = full_stats(Path(tmp_old), OnThisThread()), full_stats(Path(tmp_new), writer)
        writer.flush()
        old_rows, new_rows = [], []
        for n in range(1, 21):
            old_rows.append(timed(lambda n=n: old.hand_done("zhaopengyou", 9, n, True, 1), old.writer))
            new_rows.append(timed(lambda n=n: new.hand_done("zhaopengyou", 9, n, True, 1), writer))
        size = new.path.stat().st_size / 1024
        hold = gil_hold(new.to_json())
    print(f"{'stats tally':15} {'':7} {mean(old_rows, 0):8.1f} {mean(new_rows, 0):8.2f} "
          f"{mean(old_rows, 1):9.1f} {mean(new_rows, 1):9.2f} {hold[0]:8.1f} {hold[1]:8.2f} {size:8.0f}")


def main() -> None:
    history_rows()
    stats_rows()


if __name__ == "__main__":
    main()
