"""Where the app's bundled files are: found through ``importlib.resources`` from the installed
packages (``assets``, ``app``, ``ai``), never from the working directory, so a wheel installed
anywhere, an editable checkout and the PyInstaller bundle all find the same files.

A missing file is an error at start-up (``missing_assets``), never a silent fallback font.
"""

from __future__ import annotations

import atexit
import contextlib
from importlib.resources import as_file, files
from pathlib import Path

from engine.registry import GAMES

FONTS = ("fonts/PaijuSansSC-Regular.otf", "fonts/PaijuSansSC-Bold.otf", "fonts/OFL.txt")
SOUNDS = ("deal", "play", "pass", "trick", "win", "click", "error")
ICONS = ("icons/paiju.png",)
#: the court cards' and jokers' pictures (assets/cards/<stem>.svg)
CARD_ART = tuple(f"{r}{s}" for r in "JQK" for s in "SHCD") + ("BJ", "LJ")
CHEXUAN_SPLITS = "data/chexuan_splits.bin"

# files() is a real folder for every install we ship; a zipped install is unpacked once, kept to exit
_unpacked = contextlib.ExitStack()
atexit.register(_unpacked.close)


def _path(package: str, rel: str) -> Path:
    res = files(package).joinpath(rel)
    if isinstance(res, Path):
        return res
    return _unpacked.enter_context(as_file(res))


def icon_path() -> Path:
    return _path("assets", ICONS[0])


def font_path(bold: bool = False) -> Path:
    return _path("assets", FONTS[1] if bold else FONTS[0])


def sound_path(name: str) -> Path:
    return _path("assets", f"sounds/{name}.wav")


def card_art_path(stem: str) -> Path:
    """A court card's or joker's picture: ``KS`` (king of spades), ``BJ``, ``LJ``."""
    return _path("assets", f"cards/{stem}.svg")


def rules_path(game_id: str, lang: str) -> Path:
    return _path("app", f"rules_text/{game_id}.{lang}.md")


def chexuan_splits_path() -> Path:
    """扯旋's precomputed split table, package data of ``ai``."""
    return _path("ai", CHEXUAN_SPLITS)


def required_assets() -> list[Path]:
    """Every file the game needs at run time (the start-up check and ``--check-assets`` walk it)."""
    out = [_path("assets", f) for f in FONTS + ICONS]
    out += [sound_path(s) for s in SOUNDS]
    out += [card_art_path(c) for c in CARD_ART] + [_path("assets", "cards/LICENSE.txt")]
    out += [rules_path(g, lang) for g in GAMES for lang in ("zh", "en")]  # every registered game's
    out.append(chexuan_splits_path())
    return out


def missing_assets() -> list[Path]:
    """The required files that are absent or empty: the app refuses to start with any."""
    out = []
    for p in required_assets():
        try:
            if p.stat().st_size == 0:
                out.append(p)
        except OSError:
            out.append(p)
    return out
