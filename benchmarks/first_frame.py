"""The first table frame after a window resize, per game's busiest prepared table (issue #23).

Court-card and joker pictures are SVG renders (about 4 ms each) made per card size, so the first
frame at a new size with many of them in view used to render them all at once. Now
(``ART_BUDGET``) each frame renders pictures within a budget and draws a scaled stand-in of the
nearest rendered size for the rest, replaced by the exact render within the next frames.

For each scene: settle at 1280×720, resize to the next size of a cycle, then time (process CPU
time) every frame until no stand-in is drawn and nothing is queued. "old" is the same code with no
budget (every picture rendered when first drawn) and the felt drawn pixel by pixel again at each
size (both the behaviour before; the felt's 160×90 light is now drawn once per process); rounds
alternate old and new, in one process. Also "cold": the first frame of a table with no picture
rendered at any size.
Run: python benchmarks/first_frame.py [--rounds N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

#: each game's busiest prepared table (the most court cards and jokers face up)
SCENES = ("banbiantianzha_trick", "datongzi_play", "banzipao_play", "chexuan_showdown",
          "zhaopengyou_play", "sandayi_tanda")
SIZES = ((1600, 900), (1024, 640), (1920, 1080), (1366, 768))
MODES = {"old": None, "new": 0.004}


def frames_after_resize(app, budget: float | None, size: tuple[int, int], cold: bool) -> list[float]:
    """CPU seconds of each frame from the resize (or the cold start) until settled."""
    from app.render import felt
    from app.render.card_art import ArtCache

    app.cards.art = ArtCache(budget)
    app.cards.clear()
    app.top.painter.invalidate()
    if not cold:
        app.resize((1280, 720))
        for _ in range(400):  # the session so far: settled at 1280×720
            app.draw()
            if not app.cards.art.pending and app.cards.last_stand_ins == 0:
                break
    if budget is None:
        felt._small.cache_clear()  # the old felt: drawn pixel by pixel at every new size
    app.resize(size)
    if cold:
        app.cards.art = ArtCache(budget)  # nothing rendered at any size, nothing queued
    times = []
    for _ in range(400):
        t = time.process_time()
        app.draw()  # ends with the cards' tick: the spare budget's renders are in the frame
        times.append(time.process_time() - t)
        if not app.cards.art.pending and app.cards.last_stand_ins == 0:
            break
    return times


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=4)
    args = ap.parse_args()
    from app.demo import after_push, screenshot_scene
    from app.loop import App

    tmp = Path(tempfile.mkdtemp(prefix="paiju-bench-"))
    app = App(tmp / "data", tmp / "config", size=(1280, 720))
    app.settings.language = app.i18n.lang = "zh"
    print(f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}, "
          f"video driver {pygame.display.get_driver()}; {args.rounds} rounds; CPU ms (process_time)")
    print(f"{'scene':<22}{'case':<8}{'mode':<5}{'first frame':>12}{'worst frame':>12}{'frames':>8}")
    for name in SCENES:
        while app.scenes:
            app.pop()
        for scene in screenshot_scene(app, name):
            app.push(scene)
        after_push(app, name)
        for case in ("resize", "cold"):
            got: dict[str, list[list[float]]] = {m: [] for m in MODES}
            for r in range(args.rounds):
                for mode in (MODES if r % 2 == 0 else reversed(MODES)):
                    got[mode].append(frames_after_resize(app, MODES[mode], SIZES[r % len(SIZES)],
                                                         case == "cold"))
            for mode, runs in got.items():
                first = statistics.median(t[0] for t in runs) * 1000
                worst = statistics.median(max(t) for t in runs) * 1000
                n = statistics.median(len(t) for t in runs)
                print(f"{name:<22}{case:<8}{mode:<5}{first:10.1f}ms{worst:10.1f}ms{n:8.0f}")
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
