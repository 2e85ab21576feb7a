"""Fonts, cached text surfaces and CJK-aware line wrapping.

Text is rendered at the window's real pixel size (never scaled bitmaps), so it is crisp at every
window size. Wrapping treats each CJK character as a break opportunity, never splits a Latin word,
never starts a line with closing punctuation (，。、！？…) and never ends one with an opening bracket.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from pathlib import Path
from typing import Generic, TypeVar

import pygame

from ..services.resources import font_path
from . import record

NO_LINE_START = set("，。、；：！？）》」』】〉”’…—,.;:!?)]}%·～")
NO_LINE_END = set("（《「『【〈“‘([{")


def is_cjk(ch: str) -> bool:
    o = ord(ch)
    return (
        0x2E80 <= o <= 0x9FFF
        or 0xF900 <= o <= 0xFAFF
        or 0xFF00 <= o <= 0xFFEF
        or 0x3000 <= o <= 0x303F
        or 0x20000 <= o <= 0x2FA1F
    )


def tokenize(text: str) -> list[str]:
    """Break units: a CJK character, a Latin word (with attached punctuation) or a run of spaces."""
    raw: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch.isspace():
            j = i
            while j < n and text[j].isspace():
                j += 1
            raw.append(text[i:j])
        elif is_cjk(ch):
            j = i + 1
            raw.append(ch)
        else:
            j = i
            while j < n and not text[j].isspace() and not is_cjk(text[j]):
                j += 1
            raw.append(text[i:j])
        i = j
    # glue: closing punctuation sticks to the unit before it, opening brackets to the unit after
    out: list[str] = []
    carry = ""
    for tok in raw:
        if carry:
            tok = carry + tok
            carry = ""
        if tok and all(c in NO_LINE_END for c in tok):
            carry = tok
            continue
        if out and tok[0] in NO_LINE_START and not out[-1].isspace():
            out[-1] += tok
        else:
            out.append(tok)
    if carry:
        out.append(carry)
    return out


def wrap(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """Lines of ``text`` no wider than ``width`` (a single over-long word is cut by characters)."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for tok in tokenize(para):
            if tok.isspace():
                if line:
                    line += tok
                continue
            candidate = line + tok
            if not line or measure(candidate.rstrip()) <= width:
                if not line and measure(tok) > width:
                    # one word wider than the line: the only case where a word is split
                    for ch in tok:
                        if line and measure(line + ch) > width:
                            lines.append(line)
                            line = ""
                        line += ch
                else:
                    line = candidate
            else:
                lines.append(line.rstrip())
                line = tok
        lines.append(line.rstrip())
    return lines


#: longer text than this is never drawn on one line; the font would refuse the surface
MAX_RENDER = 1000


def _printable(text: str) -> str:
    """Text with anything unrenderable (NUL, lone surrogates, control characters) replaced by '?'."""
    return "".join(
        c if c.isprintable() and not 0xD800 <= ord(c) <= 0xDFFF else "?" for c in str(text)[:MAX_RENDER]
    )


V = TypeVar("V")


class _Memo(Generic[V]):
    """What a renderer worked out, by key, at most ``limit`` of them: the least recently used goes
    first. A frame asks the same labels again and again, and each answer is a font call."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._items: OrderedDict[Hashable, V] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], V]) -> V:
        got = self._items.get(key)
        if got is None:
            got = self._items[key] = make()
            if len(self._items) > self.limit:
                self._items.popitem(last=False)
        else:
            self._items.move_to_end(key)
        return got


class TextRenderer:
    """Fonts by pixel size and a bounded cache of rendered strings (drawing is then a blit)."""

    def __init__(self, regular: Path | None = None, bold: Path | None = None, cache_size: int = 1500) -> None:
        self.regular = regular if regular is not None else font_path(False)
        self.bold = bold if bold is not None else font_path(True)
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._cache: _Memo[pygame.Surface] = _Memo(cache_size)
        self._wraps: _Memo[list[str]] = _Memo(400)
        self._inks: _Memo[pygame.Rect] = _Memo(600)
        self._sizes: _Memo[tuple[int, int]] = _Memo(3000)

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        f = self._fonts.get(key)
        if f is None:
            path = self.bold if bold else self.regular
            if not path.is_file():
                path = self.regular
            try:
                f = pygame.font.Font(str(path), size)
            except (OSError, FileNotFoundError, pygame.error):
                f = pygame.font.Font(None, size)  # the bundled font is missing: still show something
            self._fonts[key] = f
        return f

    def _measure(self, f: pygame.font.Font, text: str) -> int:
        try:
            return f.size(text)[0]
        except (pygame.error, ValueError):  # NUL, a surrogate, a glyph the font lacks: never a crash
            try:
                return f.size(_printable(text))[0]
            except (pygame.error, ValueError):
                return 0

    def render(self, text: str, size: int, color: tuple, bold: bool = False) -> pygame.Surface:
        def make() -> pygame.Surface:
            f = self.font(size, bold)
            try:
                return f.render(text, True, color)
            except (pygame.error, ValueError):  # UnicodeError is a ValueError; so is an embedded NUL
                try:
                    return f.render(_printable(text), True, color)
                except (pygame.error, ValueError):
                    return pygame.Surface((1, max(1, f.get_linesize())), pygame.SRCALPHA)

        surf = self._cache.get((text, size, color, bold), make)
        if record.RECORDER is not None:
            record.note_text(text, surf)
        return surf

    def ink(self, text: str, size: int, bold: bool = False) -> pygame.Rect:
        """The painted part of ``text`` within its line (no empty ascent or descent), cached."""
        return self._inks.get((text, size, bold),
                              lambda: self.render(text, size, (255, 255, 255), bold).get_bounding_rect())

    def fit(self, text: str, size: int, width: int, bold: bool = False) -> str:
        """``text``, cut short with an ellipsis where it is wider than ``width``."""
        if self.size(text, size, bold)[0] <= width:
            return text
        while len(text) > 1 and self.size(text + "…", size, bold)[0] > width:
            text = text[:-1]
        return text.rstrip() + "…"

    def size(self, text: str, size: int, bold: bool = False) -> tuple[int, int]:
        def make() -> tuple[int, int]:
            f = self.font(size, bold)
            return (self._measure(f, text), f.get_linesize())

        return self._sizes.get((text, size, bold), make)

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        def make() -> list[str]:
            f = self.font(size, bold)
            return wrap(text, width, lambda s: self._measure(f, s))

        return self._wraps.get((text, size, width, bold), make)

    def draw(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        color: tuple,
        pos: tuple[int, int],
        anchor: str = "topleft",
        bold: bool = False,
    ) -> pygame.Rect:
        surf = self.render(text, size, color, bold)
        rect = surf.get_rect(**{anchor: pos})
        surface.blit(surf, rect)
        return rect

    def draw_wrapped(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        color: tuple,
        rect: pygame.Rect,
        bold: bool = False,
        line_gap: float = 1.35,
        align: str = "left",
    ) -> int:
        """Draw wrapped text inside ``rect`` (clipped at its bottom); returns the height used."""
        y = rect.top
        step = round(self.font(size, bold).get_linesize() * line_gap / 1.2)
        for line in self.wrap(text, size, rect.width, bold):
            if y + step > rect.bottom + step // 3:
                record.add("cut", pygame.Rect(rect.left, y, rect.width, step), line, rect)
                break
            if line:
                surf = self.render(line, size, color, bold)
                if align == "center":
                    surface.blit(surf, surf.get_rect(midtop=(rect.centerx, y)))
                else:
                    surface.blit(surf, (rect.left, y))
            y += step
        return y - rect.top
