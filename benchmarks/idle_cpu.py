"""Idle CPU of the window: the main menu and a table waiting for the human, with nothing moving.

The real main loop (``App.run``, clocked, not the fixed-step headless mode) runs for a few seconds
under SDL's dummy video driver (or a real X server: run with ``SDL_VIDEODRIVER=x11 DISPLAY=:N``);
the figure is the process's CPU time over that wall time, in % of one core. Each scene is measured
with the idle wait on (``app.idle_wait``, the default) and off (the old behaviour: a redraw at
60 frames a second), alternating, so both see the same machine load. Goal: ≤ 3 % when idle.
Run: python benchmarks/idle_cpu.py [--seconds 5] [--rounds 2]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402


def measure(app, scene: str, idle_wait: bool, seconds: float) -> float:
    """% of one core the loop used while showing ``scene`` for ``seconds``."""
    from app.demo import after_push, screenshot_scene

    app.reset_to(screenshot_scene(app, scene)[0])
    for s in screenshot_scene(app, scene)[1:]:
        app.push(s)
    after_push(app, scene)
    app.idle_wait = idle_wait
    app.running = True
    # settle first (the hint's card rises, the to-act ring pulses its 4 s), then measure
    pygame.time.set_timer(pygame.QUIT, 5000, loops=1)
    app.run()
    app.running = True
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    frames = app.frame
    wall, cpu = time.perf_counter(), time.process_time()
    app.run()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(
        f"  {scene:<6} idle wait {'on ' if idle_wait else 'off'}: {100 * cpu / wall:5.1f} % of a core, "
        f"{(app.frame - frames) / wall:5.1f} frames/s"
    )
    return 100 * cpu / wall


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--size", default="1280x720")
    args = ap.parse_args()
    from app.loop import App

    w, h = (int(v) for v in args.size.split("x"))
    tmp = Path(tempfile.mkdtemp(prefix="paiju-idle-"))
    app = App(tmp / "data", tmp / "config", size=(w, h), ai_mode="thread")
    print(f"idle CPU at {w}x{h}, driver {os.environ['SDL_VIDEODRIVER']}, {args.seconds:g} s per run")
    results: dict[tuple[str, bool], list[float]] = {}
    try:
        for _ in range(args.rounds):
            for scene in ("menu", "trick"):
                for idle_wait in (False, True):
                    results.setdefault((scene, idle_wait), []).append(
                        measure(app, scene, idle_wait, args.seconds)
                    )
    finally:
        app.close()
    print("median of the rounds:")
    for (scene, idle_wait), values in sorted(results.items()):
        median = sorted(values)[len(values) // 2]
        print(f"  {scene:<6} idle wait {'on ' if idle_wait else 'off'}: {median:5.1f} % of a core")
    return 0


if __name__ == "__main__":
    sys.exit(main())
