"""``paiju --check-assets``: load every bundled file the way the game does and say what loaded.

CI runs it from ``/`` on a freshly installed wheel and on the bundle, so an install that left a font
or a sound behind fails there and not on a player's machine. Each check goes further than "the file
exists": the fonts must draw Chinese (not the empty box of a missing glyph), the sounds must decode
to a non-empty sample, the icon and the card pictures must decode (and draw something), the texts
must be UTF-8, the AI table must have its size.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from . import resources

CHINESE_SAMPLE = "牌局半边天炸"
SPLITS_SIZE = 4 * 2 * 35960  # ai/games/chexuan_eval.py: two bytes per four-card hand, per ranking


def _font(path: Path) -> str:
    if not pygame.font.get_init():
        pygame.font.init()
    font = pygame.font.Font(str(path), 24)
    # a glyph the font lacks renders as its .notdef box: the same pixels as a private-use character
    box = pygame.image.tobytes(font.render("\ue000", True, (255, 255, 255)), "RGBA")
    for ch in CHINESE_SAMPLE:
        if pygame.image.tobytes(font.render(ch, True, (255, 255, 255)), "RGBA") == box:
            raise ValueError(f"no glyph for {ch!r}")
    return f"draws {CHINESE_SAMPLE}"


def _sound(path: Path) -> str:
    if not pygame.mixer.get_init():
        pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
    sound = pygame.mixer.Sound(str(path))
    length = sound.get_length()
    if length <= 0:
        raise ValueError("empty sound")
    sound.set_volume(0.0)  # played for real through the mixer, silently
    # a busy mixer (every channel still sounding) is not a broken file: take the oldest channel
    channel = pygame.mixer.find_channel(True)
    if channel is None:
        raise ValueError("the mixer would not play it")
    channel.play(sound)
    sound.stop()
    return f"{length:.2f} s of sound, plays"


def _image(path: Path) -> str:
    w, h = pygame.image.load(str(path)).get_size()
    return f"{w}x{h} image"


def _svg(path: Path) -> str:
    # drawn at a card's size the way the table draws it: a picture nanosvg cannot read comes out blank
    surf = pygame.image.load_sized_svg(str(path), (60, 90))
    if surf.get_bounding_rect().width == 0:
        raise ValueError("the picture draws nothing")
    return f"{surf.get_width()}x{surf.get_height()} picture"


def _text(path: Path) -> str:
    return f"{len(path.read_text(encoding='utf-8'))} characters"


def _splits(path: Path) -> str:
    size = len(path.read_bytes())
    if size != SPLITS_SIZE:
        raise ValueError(f"{size} bytes, expected {SPLITS_SIZE}")
    return f"{size} bytes"


def _loader(path: Path) -> Callable[[Path], str]:
    if path.suffix == ".otf":
        return _font
    if path.suffix == ".wav":
        return _sound
    if path.suffix == ".png":
        return _image
    if path.suffix == ".bin":
        return _splits
    if path.suffix == ".svg":
        return _svg
    return _text


def check_assets(report: Callable[[str], None] = print) -> int:
    """Load every required file; report one line each; return the number that failed."""
    failed = 0
    for path in resources.required_assets():
        try:
            what = _loader(path)(path)
        except (OSError, ValueError, UnicodeError, pygame.error) as exc:
            failed += 1
            report(f"MISSING {path}: {exc}")
        else:
            report(f"ok {path} ({what})")
    report(f"assets: {len(resources.required_assets()) - failed} loaded, {failed} failed")
    return failed
