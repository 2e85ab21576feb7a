"""What a large import costs (#33): the CPU time to check every hand of an exported file (the strict
replay of ``history.parse_import``) and, while that runs on its own thread as the replay list runs
it, how long a stand-in UI thread (a 1 ms job every 16 ms) waits between frames: the longest gap
and the 99th percentile. Before #33 the check ran on the UI thread: the whole check was one gap.
Also the longest the decoding holds the GIL in one C call: the whole file in one ``json.loads``
against the biggest single hand (``userfile.loads_in_pieces`` decodes the hands one by one). The
gaps depend on the machine's load (run it on an idle one); the CPU figures much less.

Run: PYTHONPATH=. python benchmarks/import_thread.py [--hands 100] [--game zhaopengyou]
"""

from __future__ import annotations

import argparse
import gc
import json
import threading
import time

from app.services.history import make_entry, match_id, parse_import
from app.services.saves import SeatConfig
from app.services.userfile import loads
from benchmarks.history_booking import finished as finished_hand


def finished(game_id: str, seed: int) -> dict:
    """A finished random hand as a history entry (the hand from history_booking's own player)."""
    h = finished_hand(game_id, seed)
    seats = [SeatConfig("human")] + [SeatConfig("ai") for _ in range(h.num_players - 1)]
    return make_entry(h, seats, match_id(1), seed + 1, None, when=1_700_000_000.0 + seed)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--hands", type=int, default=100)
    ap.add_argument("--game", default="zhaopengyou")
    args = ap.parse_args()
    raw = json.dumps({"format": "paiju-hands", "version": 1,
                      "hands": [finished(args.game, s) for s in range(args.hands)]}).encode()
    t = time.process_time()
    parse_import(raw)
    cpu = time.process_time() - t
    t = time.process_time()
    data = loads(raw)
    whole = time.process_time() - t
    biggest = max((json.dumps(h).encode() for h in data["hands"]), key=len)
    t = time.process_time()
    for _ in range(10):
        loads(biggest)
    one = (time.process_time() - t) / 10
    print(f"{args.game}: {args.hands} hands, {len(raw) / 1e6:.2f} MB; check on one thread {cpu:.2f} CPU s "
          f"({cpu / args.hands * 1000:.1f} ms a hand)")
    print(f"GIL held by one decoding call: whole file {whole * 1000:.0f} ms, biggest hand "
          f"({len(biggest) / 1e3:.0f} KB) {one * 1000:.1f} ms")
    for collecting in (True, False):  # as the replay list runs it: the collector off meanwhile
        if not collecting:
            gc.disable()
        longest, p99, frames = _gaps(raw)
        gc.enable()
        print(f"UI stand-in (a frame every 17 ms) while the check runs on its thread, collector "
              f"{'on' if collecting else 'off'}: {frames} frames, longest gap {longest * 1000:.0f} ms, "
              f"p99 {p99 * 1000:.0f} ms")


def _gaps(raw: bytes) -> tuple[float, float, int]:
    done = threading.Event()
    threading.Thread(target=lambda: (parse_import(raw), done.set()), daemon=True).start()
    gaps, last = [], time.perf_counter()
    while not done.is_set():
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < 0.001:  # a frame's own work
            pass
        time.sleep(0.016)
        now = time.perf_counter()
        gaps.append(now - last)
        last = now
    gaps.sort()
    return gaps[-1], gaps[int(len(gaps) * 0.99)], len(gaps)


if __name__ == "__main__":
    main()
