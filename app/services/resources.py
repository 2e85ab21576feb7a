"""Where the app's bundled files are: found from this file, never from the working directory."""

from __future__ import annotations

import sys
from pathlib import Path

_APP_DIR = Path(__file__).resolve().parent.parent


def app_dir() -> Path:
    """The ``app`` package folder (rules texts live inside it, so any install finds them)."""
    return _APP_DIR


def assets_dir() -> Path:
    """``assets/`` beside the package in a source tree; in a PyInstaller bundle, inside ``_MEIPASS``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return _APP_DIR.parent / "assets"


def icon_path() -> Path:
    return assets_dir() / "icons" / "paiju.png"


def font_path(bold: bool = False) -> Path:
    return assets_dir() / "fonts" / ("PaijuSansSC-Bold.otf" if bold else "PaijuSansSC-Regular.otf")


def sound_path(name: str) -> Path:
    return assets_dir() / "sounds" / f"{name}.wav"


def rules_path(game_id: str, lang: str) -> Path:
    return _APP_DIR / "rules_text" / f"{game_id}.{lang}.md"
