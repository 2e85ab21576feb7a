"""Frame pacing while ``hard`` thinks: in a thread of the UI's interpreter vs in a worker process.

    .venv/bin/python benchmarks/ai_frames.py [--game banbiantianzha] [--decisions 20]

A stand-in UI loop (no window: 2 ms of Python work per frame, then sleep to the next 16.7 ms tick)
runs on the main thread while seat 0's ``hard`` player decides positions of real hands, first in a
thread (``app/ai_worker.py``'s fallback when no worker process can start), then through
``ai.remote.RemotePlayer`` (a worker process, as the app asks its AI seats). Prints the
frame time p50/p99/max for each. The app's own frame benchmark measures the real window.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from ai import make_player  # noqa: E402
from ai.bench import percentile  # noqa: E402
from ai.remote import RemotePlayer  # noqa: E402

FRAME = 1 / 60


def positions(game_id: str, n: int) -> list[tuple[dict, list]]:
    out = []
    seed = 0
    while len(out) < n:
        hand = engine.new_hand(game_id, seed=seed)
        players = [make_player(game_id, "normal", seed=s) for s in range(hand.num_players)]
        seed += 1
        while not hand.is_over and len(out) < n:
            seat = hand.to_act
            legal = hand.legal_actions()
            view = hand.view(seat)
            if hand.phase == "play" and len(legal) > 2:
                out.append((view, list(legal) if getattr(legal, "segments", None) is None else legal))
            hand.apply(players[seat].choose(view, legal))
    return out


def ui_loop(stop: threading.Event) -> list[float]:
    frames = []
    last = time.perf_counter()
    while not stop.is_set():
        t0 = time.perf_counter()
        x = 0
        while time.perf_counter() - t0 < 0.002:  # the frame's own work
            x += 1
        rest = FRAME - (time.perf_counter() - t0)
        if rest > 0:
            time.sleep(rest)
        now = time.perf_counter()
        frames.append((now - last) * 1000)
        last = now
    return frames


def run(player, pos) -> list[float]:
    stop = threading.Event()
    result: list[float] = []

    def think() -> None:
        for view, legal in pos:
            player.choose(view, legal)
        stop.set()

    worker = threading.Thread(target=think)
    worker.start()
    result = ui_loop(stop)
    worker.join()
    return result


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--game", default="banbiantianzha")
    p.add_argument("--decisions", type=int, default=20)
    args = p.parse_args()
    pos = positions(args.game, args.decisions)
    remote = RemotePlayer(args.game, "hard", seed=1)
    remote.choose(*pos[0])  # start-up outside the measurement
    for name, player in (("thread", make_player(args.game, "hard", seed=1)), ("process", remote)):
        f = run(player, pos)
        print(f"{args.game} hard in a {name}: frame p50={percentile(f, 50):.1f} p99={percentile(f, 99):.1f} "
              f"max={max(f):.1f} ms over {len(f)} frames")
    remote.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
