"""What booking a finished hand costs when the scoring screen opens (``ScoringScene._book_hand``):
the hand's record, and adding it to a game's history already holding 50 hands (the atomic write of
the whole file included); and what a replay step costs the viewer (one decision forward, and one
back, which rebuilds the hand from its seed). CPU time (``time.process_time``), per game.

Run: PYTHONPATH=. python benchmarks/history_booking.py
"""

from __future__ import annotations

import random
import tempfile
import time
from pathlib import Path

import engine
from app.services.history import KEEP, History, make_entry
from app.services.saves import SeatConfig


def finished(game_id: str, seed: int):
    h = engine.new_hand(game_id, seed=seed)
    rng = random.Random(seed)
    while not h.is_over:
        legal = h.legal_actions()
        plays = (legal.plays() if isinstance(legal, engine.SegmentedActions)
                 else [a for a in legal if a.kind == "play"])
        h.apply(rng.choice(plays) if plays and rng.random() < 0.7 else rng.choice(legal))
    return h


def main() -> None:
    print(f"{'game':16} {'record ms':>10} {'add+write ms':>13} {'file KB':>8} {'step ms':>8} {'back ms':>8}")
    for game_id in engine.GAMES:
        hands = [finished(game_id, s) for s in range(KEEP + 5)]
        seats = [SeatConfig("human")] + [SeatConfig("ai") for _ in range(hands[0].num_players - 1)]
        with tempfile.TemporaryDirectory() as tmp:
            store = History(Path(tmp))
            store.add([make_entry(h, seats, "m", i + 1, None, when=i) for i, h in enumerate(hands[:KEEP])])
            t0 = time.process_time()
            entries = [make_entry(h, seats, "m", KEEP + i, None, when=KEEP + i)
                       for i, h in enumerate(hands[KEEP:])]
            t1 = time.process_time()
            for e in entries:
                store.add([e])
            t2 = time.process_time()
            size = store.path(game_id).stat().st_size / 1024
        rp = engine.replay(entries[0]["record"])
        t3 = time.process_time()
        while not rp.at_end:
            rp.step()
        t4 = time.process_time()
        steps = rp.length
        for _ in range(10):
            rp.back()
        t5 = time.process_time()
        n = len(entries)
        print(f"{game_id:16} {(t1 - t0) / n * 1000:10.1f} {(t2 - t1) / n * 1000:13.1f} {size:8.0f} "
              f"{(t4 - t3) / steps * 1000:8.2f} {(t5 - t4) / 10 * 1000:8.1f}")


if __name__ == "__main__":
    main()
