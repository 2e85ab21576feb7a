"""What the installed game checks about itself: every bundled file loads, a missing one stops the
start, the version shows in Settings → About, and the window sleeps when nothing moves."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import app as app_pkg
from app.__main__ import main
from app.services import asset_check, resources


def test_every_required_asset_loads(capsys):
    assert asset_check.check_assets() == 0
    out = capsys.readouterr().out
    assert f"assets: {len(resources.required_assets())} loaded, 0 failed" in out
    assert "chexuan_splits.bin" in out and "PaijuSansSC-Bold.otf" in out and "win.wav" in out


def test_a_font_without_chinese_is_refused():
    latin_only = Path(pygame.__file__).parent / "freesansbold.ttf"  # pygame's own fallback font
    with pytest.raises(ValueError, match="no glyph"):
        asset_check._font(latin_only)


def test_a_missing_asset_stops_the_start_loudly(monkeypatch, capsys):
    monkeypatch.setattr(resources, "SOUNDS", resources.SOUNDS + ("not-there",))
    assert main(["--smoke", "5"]) == 1
    assert "not-there.wav" in capsys.readouterr().err
    assert main(["--check-assets"]) == 1
    assert "MISSING" in capsys.readouterr().out


def test_the_window_class_is_paiju(monkeypatch):
    monkeypatch.delenv("SDL_VIDEO_X11_WMCLASS", raising=False)
    assert main(["--check-assets"]) == 0
    import os

    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "paiju"
    assert "StartupWMClass=paiju" in (
        Path(__file__).parents[2] / "packaging" / "org.paiju.Paiju.desktop"
    ).read_text(encoding="utf-8")


def test_version_flag_prints_the_one_version(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == f"paiju {app_pkg.__version__}"


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_settings_about_shows_the_version(app, lang, monkeypatch):
    from app.scenes.settings import SettingsScene

    app.settings.language = app.i18n.lang = lang
    drawn: list[str] = []
    real_draw = app.text.draw

    def spy(surface, text, *a, **kw):
        drawn.append(text)
        return real_draw(surface, text, *a, **kw)

    monkeypatch.setattr(app.text, "draw", spy)
    app.push(SettingsScene(app))
    app.draw()
    assert app.i18n.t("about.version", version=app_pkg.__version__) in drawn
    assert app.i18n.t("about.title") in drawn


def test_a_still_picture_puts_the_loop_to_sleep_and_an_event_wakes_it(app):
    from app.loop import IDLE_AFTER
    from app.scenes.menu import MenuScene

    app.push(MenuScene(app))
    for _ in range(IDLE_AFTER + 1):  # the menu does not move: each check finds the same picture
        app._check_still = True
        app.step(1 / 60)
    app._check_still = False
    assert app._still >= IDLE_AFTER
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
    app._wait_for_event(1.0)  # returns at once with the key, handled
    assert app._still == 0
    app._check_still = True
    app.step(1 / 60)  # the key moved the menu's focus: the picture changed
    assert app._still == 0
