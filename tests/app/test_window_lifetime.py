"""An app's window never outlives pygame. ``pygame.quit()`` (the game's own ``main`` ends with it)
frees every SDL window but left a live ``pygame.Window`` and its surface pointing at freed memory;
collected after pygame was started again, they broke whatever new window had taken that address:
a segfault in a later test's blit (CI, test_takeback)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent(
    """
    import tempfile
    from pathlib import Path
    import pygame
    from app.loop import App

    tmp = Path(tempfile.mkdtemp())
    pygame.init()
    left_open = App(tmp / "d", tmp / "c", ai_mode="sync")
    pygame.quit()  # as main() does, with an app nobody closed still alive
    try:
        left_open.surface.fill((0, 0, 0))
    except pygame.error as e:
        print("refused:", e)  # the window was destroyed with pygame: its surface is dead, not dangling
    pygame.init()
    app = App(tmp / "d2", tmp / "c2", ai_mode="sync")
    app.push("menu")
    del left_open
    app.step(1 / 60)
    app.close()
    print("drawn")
    """
)


def test_an_app_left_open_when_pygame_quits_has_its_window_destroyed(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.split("\n")[-3:-1] == ["refused: Surface is not initialized", "drawn"], run.stdout
