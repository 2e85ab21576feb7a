"""A windowed start with no display says so and exits non-zero, instead of running unseen in SDL's
invisible fallback window and never ending (issue 34)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from app.services.i18n import I18n

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland only")


def _start_without_display(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env["SDL_AUDIODRIVER"] = "dummy"
    # before the fix this ran forever: the timeout turns that into a failure, not a hung suite
    return subprocess.run([sys.executable, "-m", "app", *args], env=env, capture_output=True, text=True,
                          timeout=120)


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_no_display_is_a_clear_message_and_a_failed_exit(lang: str, tmp_path) -> None:
    run = _start_without_display("--lang", lang, "--data-dir", str(tmp_path / "d"),
                                 "--config-dir", str(tmp_path / "c"))
    assert run.returncode == 1
    expected = I18n(lang).t("start.no_display", driver="offscreen")
    assert expected in run.stderr
    assert not (tmp_path / "d").exists()  # stopped before touching the player's files


def test_headless_runs_are_not_stopped() -> None:
    """--smoke chooses SDL's dummy driver on purpose: no display is needed, none is asked for."""
    run = _start_without_display("--smoke", "5")
    assert run.returncode == 0, run.stderr
    assert "smoke: 5 frames" in run.stdout
