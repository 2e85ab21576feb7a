"""A layout recorder for the overlap test (issue 20): every drawn text, control, card and panel with its
rectangle, its layer and the box it must fit in.

Off in play: ``RECORDER`` is None and each hook is one attribute test. The test turns it on with
``start()``, draws onto a ``RecordingSurface`` (whose ``blit`` notices the text surfaces that
``TextRenderer.render`` made), then reads ``items``. Overlays declare their layer (``layer("tooltip")``)
where covering what lies beneath is intended; a later drawing on a lower layer over a higher one is a
fault (a bubble painted over a tooltip).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from typing import Any

import pygame

#: declared overlay layers, lowest first; a scene above another adds SCENE_STEP per scene
#: ``mark``: a tag stuck on a card or a veil over a seat panel, meant to cover what is beneath
#: ``halo``: a glow behind cards, under everything
LAYERS = {"halo": -1, "base": 0, "mark": 1, "flight": 1, "popup": 2, "drawer": 3, "tooltip": 4}
SCENE_STEP = 10


@dataclass
class Item:
    kind: str  # text | control | card | panel | cut (a text that did not fit its box)
    rect: pygame.Rect
    label: str
    layer: int
    layer_name: str
    box: pygame.Rect | None  # the box the item must stay inside (a button's label: the button)
    order: int


class Recorder:
    def __init__(self) -> None:
        self.items: list[Item] = []
        self.texts: dict[int, tuple[str, pygame.Surface]] = {}
        self._ink: dict[int, pygame.Rect] = {}
        self._layers: list[tuple[int, str]] = [(0, "base")]
        self._boxes: list[pygame.Rect] = []
        self.scene = 0
        self.scrolling = 0  # inside a vertically scrolled view: its clip may cut lines at top and bottom

    def clear(self) -> None:
        self.items = []

    def add(self, kind: str, rect: pygame.Rect, label: str, box: pygame.Rect | None = None) -> None:
        rank, name = self._layers[-1]
        if box is None and self._boxes and kind == "text":
            box = self._boxes[-1]
        self.items.append(Item(kind, pygame.Rect(rect), label, rank + self.scene * SCENE_STEP,
                               f"{self.scene}:{name}", box, len(self.items)))

    def ink(self, surf: pygame.Surface) -> pygame.Rect:
        """The text's painted pixels (a line's empty ascent and descent never count as overlap)."""
        r = self._ink.get(id(surf))
        if r is None:
            r = self._ink[id(surf)] = surf.get_bounding_rect()
        return r


RECORDER: Recorder | None = None


def start() -> Recorder:
    global RECORDER
    RECORDER = Recorder()
    return RECORDER


def stop() -> None:
    global RECORDER
    RECORDER = None


def add(kind: str, rect: pygame.Rect, label: str = "", box: pygame.Rect | None = None) -> None:
    if RECORDER is not None:
        RECORDER.add(kind, rect, label, box)


def note_text(text: str, surf: pygame.Surface) -> None:
    if RECORDER is not None:
        RECORDER.texts[id(surf)] = (text, surf)  # kept alive so the id is never reused while recording


@contextmanager
def _layer(rec: Recorder, name: str) -> Iterator[None]:
    rec._layers.append((LAYERS[name], name))
    try:
        yield
    finally:
        rec._layers.pop()


def layer(name: str) -> Any:
    """Draw an intended overlay (``with layer("tooltip"): ...``); nothing when not recording."""
    return nullcontext() if RECORDER is None else _layer(RECORDER, name)


@contextmanager
def _box(rec: Recorder, rect: pygame.Rect) -> Iterator[None]:
    rec._boxes.append(pygame.Rect(rect))
    try:
        yield
    finally:
        rec._boxes.pop()


@contextmanager
def _scrolled(rec: Recorder) -> Iterator[None]:
    rec.scrolling += 1
    try:
        yield
    finally:
        rec.scrolling -= 1


def scrolled() -> Any:
    """Drawing inside a vertically scrolled, clipped view: lines cut at its top and bottom are meant."""
    return nullcontext() if RECORDER is None else _scrolled(RECORDER)


def box(rect: pygame.Rect) -> Any:
    """Texts drawn inside must fit ``rect`` (a button's label, a cell's caption)."""
    return nullcontext() if RECORDER is None else _box(RECORDER, rect)


class RecordingSurface(pygame.Surface):
    """The window's stand-in while recording: each text surface blitted onto it is recorded where its
    ink lands; a text cut by the clip or the window's edge is recorded as cut."""

    def blit(
        self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None, special_flags: int = 0
    ) -> pygame.Rect:
        done = super().blit(source, dest, area, special_flags)
        rec = RECORDER
        if rec is not None:
            found = rec.texts.get(id(source))
            if found is not None and found[1] is source:
                pos = dest.topleft if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
                ink = rec.ink(source)
                if area is not None:  # a field scrolled inside its box shows a window of its text
                    a = pygame.Rect(area)
                    ink = ink.clip(a).move(-a.left, -a.top)
                ink = ink.move(pos)
                clip = self.get_clip()
                shown = ink.clip(clip)
                if rec.scrolling:  # only a cut at the sides is a fault; the visible part is what shows
                    cut = ink.left < clip.left or ink.right > clip.right
                    ink = shown
                else:
                    cut = shown != ink
                if ink.width and ink.height:
                    rec.add("text", ink, found[0])
                    if cut:
                        rec.add("cut", ink, found[0], clip)
        return done
