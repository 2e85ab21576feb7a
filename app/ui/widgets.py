"""Small immediate-looking widgets with retained rects: buttons, segmented choices, slider, text input.

A scene builds its widgets in ``layout()`` (again on every resize) and forwards events to them.
Hover is read from the mouse position while drawing; drawing never changes widget state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from ..services import clipboard
from ..services.text_clean import clean_text
from . import record, theme
from .layout import Scale
from .text import TextRenderer


@dataclass
class UIContext:
    text: TextRenderer
    scale: Scale

    def px(self, v: float) -> int:
        return self.scale.px(v)

    def fs(self, v: float) -> int:
        return self.scale.font(v)


_PANELS: dict[tuple, pygame.Surface] = {}


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple = theme.BG_PANEL,
    radius: int = 12,
    border: tuple | None = None,
) -> None:
    """A translucent rounded panel; the alpha shape is cached by size so a frame only blits it."""
    if len(colour) == 4 and colour[3] < 255:
        key = (rect.size, colour, radius)
        tmp = _PANELS.get(key)
        if tmp is None:
            if len(_PANELS) > 300:
                _PANELS.clear()
            tmp = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(tmp, colour, tmp.get_rect(), border_radius=radius)
            _PANELS[key] = tmp
        surface.blit(tmp, rect.topleft)
    else:
        pygame.draw.rect(surface, colour[:3], rect, border_radius=radius)
    record.add("panel", rect)
    if border:
        pygame.draw.rect(surface, border, rect, width=max(1, radius // 8), border_radius=radius)


class Widget:
    rect: pygame.Rect
    enabled: bool = True
    focused: bool = False

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def activate(self) -> None:
        """What Enter does when the widget has keyboard focus."""

    def draw(self, surface: pygame.Surface, ui: UIContext) -> None:
        raise NotImplementedError


@dataclass(eq=False)
class Button(Widget):
    rect: pygame.Rect
    label: str
    on_click: Callable[[], Any] | None = None
    enabled: bool = True
    reason: str = ""  # why it is disabled, shown on hover
    style: str = "primary"  # primary | alt | ghost | danger
    font_size: int = 20
    sublabel: str = ""
    selected: bool = False
    focused: bool = False
    tooltip_rect: pygame.Rect | None = field(default=None, repr=False)  # where it was last drawn

    def hovered(self) -> bool:
        return self.rect.collidepoint(pygame.mouse.get_pos())

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled and self.on_click:
                self.on_click()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True  # swallow the press so the table underneath does not see it
        return False

    def activate(self) -> None:
        if self.enabled and self.on_click:
            self.on_click()

    def draw(self, surface: pygame.Surface, ui: UIContext) -> None:
        hov = self.enabled and self.hovered()
        bg: tuple[int, ...]  # RGB, or RGBA for the see-through ghost style
        if not self.enabled:
            bg, fg = theme.BUTTON_DISABLED, theme.TEXT_DIM
        elif self.style == "primary" or self.selected:
            bg, fg = (theme.BUTTON_HOVER if hov else theme.BUTTON), theme.BUTTON_TEXT
        elif self.style == "danger":
            bg, fg = ((200, 72, 64) if hov else (168, 52, 48)), theme.TEXT
        elif self.style == "ghost":
            bg, fg = ((255, 255, 255, 40) if hov else (255, 255, 255, 18)), theme.TEXT
        else:
            bg, fg = (theme.BUTTON_ALT_HOVER if hov else theme.BUTTON_ALT), theme.TEXT
        r = self.rect
        radius = min(r.height // 2, ui.px(10))
        if self.enabled and self.style != "ghost":
            shadow = r.move(0, ui.px(3))
            panel(surface, shadow, (0, 0, 0, 70), radius)
        panel(surface, r, bg, radius)
        if self.focused:
            pygame.draw.rect(
                surface,
                theme.FOCUS,
                r.inflate(ui.px(6), ui.px(6)),
                width=max(2, ui.px(2)),
                border_radius=radius + ui.px(3),
            )
        record.add("control", r, self.label)
        with record.box(r):
            self._draw_label(surface, ui, fg)

    def _draw_label(self, surface: pygame.Surface, ui: UIContext, fg: tuple) -> None:
        """The label (and the sub-label under it) centred in the button, shrunk until both fit its
        width and height (a long 一打三 line at 1024×640), cut with … only below the smallest size."""
        r = self.rect
        room_w, room_h = r.width - ui.px(14), r.height - ui.px(4)
        texts = [(self.label, ui.fs(self.font_size), True)]
        if self.sublabel:
            texts.append((self.sublabel, ui.fs(16), False))
        gap = ui.px(3)
        for k in (1.0, 0.92, 0.84, 0.76, 0.68, 0.6):
            sized = [(t, max(9, round(size * k)), bold) for t, size, bold in texts]
            inks = [ui.text.ink(t, size, bold) for t, size, bold in sized]
            if (max(i.width for i in inks) <= room_w
                    and sum(i.height for i in inks) + gap * (len(inks) - 1) <= room_h):
                break
        else:
            sized = [(ui.text.fit(t, size, room_w, bold), size, bold) for t, size, bold in sized]
            inks = [ui.text.ink(t, size, bold) for t, size, bold in sized]
        y = r.centery - (sum(i.height for i in inks) + gap * (len(inks) - 1)) // 2
        for (t, size, bold), ink in zip(sized, inks):
            surf = ui.text.render(t, size, fg, bold)
            surface.blit(surf, (r.centerx - ink.width // 2 - ink.left, y - ink.top))
            y += ink.height + gap

    def draw_tooltip(self, surface: pygame.Surface, ui: UIContext, avoid: Sequence[pygame.Rect] = ()) -> None:
        """Why the button is disabled (in the player's language), above it while hovered; below it
        where above would cover one of ``avoid`` (the table's message bubble)."""
        if self.enabled or not self.reason or not self.hovered():
            return
        width = ui.px(360)
        lines = ui.text.wrap(self.reason, ui.fs(16), width)
        lh = ui.text.font(ui.fs(16)).get_linesize()
        w = max(ui.text.size(line, ui.fs(16))[0] for line in lines) + ui.px(20)
        box = pygame.Rect(0, 0, w, lh * len(lines) + ui.px(14))
        box.midbottom = (self.rect.centerx, self.rect.top - ui.px(6))
        box.clamp_ip(surface.get_rect())
        if box.collidelist(list(avoid)) >= 0:
            box.midtop = (self.rect.centerx, self.rect.bottom + ui.px(6))
            box.clamp_ip(surface.get_rect())
        self.tooltip_rect = box
        with record.layer("tooltip"):
            panel(surface, box, (10, 10, 10, 230), ui.px(6))
            for i, line in enumerate(lines):
                ui.text.draw(
                    surface, line, ui.fs(16), theme.TEXT, (box.left + ui.px(10), box.top + ui.px(7) + i * lh)
                )


@dataclass(eq=False)
class Segmented(Widget):
    """A row of mutually exclusive choices (language, animation speed, option values)."""

    rect: pygame.Rect
    labels: Sequence[str]
    index: int
    on_change: Callable[[int], Any] | None = None
    font_size: int = 18
    enabled: bool = True
    focused: bool = False

    def _cells(self) -> list[pygame.Rect]:
        n = max(1, len(self.labels))
        w = self.rect.width / n
        return [
            pygame.Rect(round(self.rect.left + i * w), self.rect.top, round(w), self.rect.height)
            for i in range(n)
        ]

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, cell in enumerate(self._cells()):
                if cell.collidepoint(event.pos):
                    self.set(i)
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            return True
        if self.focused and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            self.set((self.index + step) % len(self.labels))
            return True
        return False

    def activate(self) -> None:
        self.set((self.index + 1) % len(self.labels))

    def set(self, i: int) -> None:
        self.index = i
        if self.on_change:
            self.on_change(i)

    def draw(self, surface: pygame.Surface, ui: UIContext) -> None:
        radius = min(self.rect.height // 2, ui.px(8))
        record.add("control", self.rect, "|".join(self.labels))
        panel(surface, self.rect, (0, 0, 0, 90), radius)
        mouse = pygame.mouse.get_pos()
        for i, (cell, label) in enumerate(zip(self._cells(), self.labels)):
            inner = cell.inflate(-ui.px(4), -ui.px(4))
            if i == self.index:
                panel(surface, inner, theme.BUTTON if self.enabled else theme.BUTTON_DISABLED, radius)
                fg = theme.BUTTON_TEXT
            else:
                if self.enabled and inner.collidepoint(mouse):
                    panel(surface, inner, (255, 255, 255, 30), radius)
                fg = theme.TEXT if self.enabled else theme.TEXT_DIM
            t = ui.text.render(label, ui.fs(self.font_size), fg, i == self.index)
            if t.get_width() > inner.width - ui.px(4):
                t = ui.text.render(label, ui.fs(16), fg, i == self.index)
            with record.box(inner):
                surface.blit(t, t.get_rect(center=inner.center))
        if self.focused:
            pygame.draw.rect(
                surface,
                theme.FOCUS,
                self.rect.inflate(ui.px(6), ui.px(6)),
                width=max(2, ui.px(2)),
                border_radius=radius + ui.px(3),
            )


@dataclass(eq=False)
class Slider(Widget):
    rect: pygame.Rect
    value: float
    on_change: Callable[[float], Any] | None = None
    dragging: bool = False
    focused: bool = False
    enabled: bool = True

    def _set_from_x(self, x: int) -> None:
        v = (x - self.rect.left) / max(1, self.rect.width)
        self.value = min(1.0, max(0.0, v))
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.rect.inflate(0, self.rect.height).collidepoint(event.pos)
        ):
            self.dragging = True
            self._set_from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        if self.focused and event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.value = min(1.0, max(0.0, self.value + (0.1 if event.key == pygame.K_RIGHT else -0.1)))
            if self.on_change:
                self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface, ui: UIContext) -> None:
        r = self.rect
        record.add("control", r, "slider")
        track = pygame.Rect(r.left, r.centery - ui.px(3), r.width, ui.px(6))
        pygame.draw.rect(surface, (0, 0, 0), track, border_radius=ui.px(3))
        fill = track.copy()
        fill.width = round(r.width * self.value)
        pygame.draw.rect(surface, theme.BUTTON, fill, border_radius=ui.px(3))
        knob = (r.left + fill.width, r.centery)
        pygame.draw.circle(surface, theme.TEXT, knob, ui.px(10))
        if self.focused:
            pygame.draw.circle(surface, theme.FOCUS, knob, ui.px(14), width=max(2, ui.px(2)))
        ui.text.draw(
            surface,
            f"{round(self.value * 100)}%",
            ui.fs(16),
            theme.TEXT_DIM,
            (r.right + ui.px(14), r.centery),
            "midleft",
        )


@dataclass(eq=False)
class TextInput(Widget):
    """A one-line text field; typing goes through SDL text input so IMEs (拼音) work.

    The caret moves with ←/→, Home/End and a click; Shift with a move, a drag or Ctrl+A selects, and
    what is typed or pasted (``insert``) replaces the selection. Keys never reach the scene's shortcuts
    while the field is active; Enter and Esc leave it (a form acts on Enter before its field sees
    it), Tab leaves it and goes on to the scene's focus ring."""

    rect: pygame.Rect
    value: str
    on_change: Callable[[str], Any] | None = None
    max_len: int = 12
    active: bool = False
    focused: bool = False
    enabled: bool = True
    caret: int = -1  # -1: at the end (a new field's caret follows its value)
    anchor: int | None = None  # the selection's other end, None when nothing is selected
    #: how many times any field was activated: the app compares it around a key press to drop the
    #: SDL text event of the very key that opened a field (the "d" of D → 按牌号开局)
    activations = 0
    _scroll: int = field(default=0)
    _xs: list[int] = field(default_factory=list)  # the caret's x offset before each character, and at the end
    _dragging: bool = field(default=False)

    def __post_init__(self) -> None:
        self.caret = len(self.value) if self.caret < 0 else min(self.caret, len(self.value))

    # ---- editing
    def selection(self) -> tuple[int, int]:
        """(start, end) of the selected text; equal when none is."""
        if self.anchor is None:
            return self.caret, self.caret
        return min(self.anchor, self.caret), max(self.anchor, self.caret)

    def set_value(self, value: str) -> None:
        """Replace the whole text (the caret at its end), without calling ``on_change``."""
        self.value = clean_text(value, self.max_len)
        self.caret, self.anchor = len(self.value), None

    def insert(self, text: str) -> None:
        """Type ``text`` at the caret, replacing the selection; what does not fit is cut off."""
        a, b = self.selection()
        head, tail = self.value[:a], self.value[b:]
        room = max(0, self.max_len - len(head) - len(tail))
        added = clean_text(text, room)
        self.value = head + added + tail
        self.caret, self.anchor = a + len(added), None
        self._changed()

    def _delete(self, forward: bool) -> None:
        a, b = self.selection()
        if a == b:
            if forward and b < len(self.value):
                b += 1
            elif not forward and a > 0:
                a -= 1
            else:
                return
        self.value = self.value[:a] + self.value[b:]
        self.caret, self.anchor = a, None
        self._changed()

    def _move(self, to: int, select: bool) -> None:
        to = max(0, min(len(self.value), to))
        if select:
            if self.anchor is None:
                self.anchor = self.caret
        elif self.anchor is not None:
            # an arrow without Shift ends the selection at its side, as text editors do
            a, b = self.selection()
            to = a if to < self.caret else b if to > self.caret else to
            self.anchor = None
        self.caret = to
        if self.anchor == self.caret:
            self.anchor = None

    def _index_at(self, x: int) -> int:
        """The caret position nearest to screen x (from the offsets of the last frame drawn)."""
        if not self._xs:
            return len(self.value)
        rel = x - (self.rect.left + self._pad()) + self._scroll
        best = min(range(len(self._xs)), key=lambda i: abs(self._xs[i] - rel))
        return min(best, len(self.value))

    def _pad(self) -> int:
        return max(4, self.rect.height // 6)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            was = self.active
            self.active = self.rect.collidepoint(event.pos)
            if self.active:
                if not was:
                    pygame.key.start_text_input()
                    pygame.key.set_text_input_rect(self.rect)
                shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
                self._move(self._index_at(event.pos[0]), shift)
                self._dragging = True
            return self.active
        if event.type == pygame.MOUSEMOTION and self._dragging and self.active:
            self._move(self._index_at(event.pos[0]), True)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._dragging:
            self._dragging = False
            return True
        if not self.active:
            return False
        if event.type == pygame.TEXTINPUT:
            # typed, pasted or IME text: no NUL, control characters or surrogates reach the font
            self.insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key, shift = event.key, bool(event.mod & pygame.KMOD_SHIFT)
        ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
            self.active = False
            self.anchor = None
            return key != pygame.K_TAB
        if key == pygame.K_BACKSPACE:
            self._delete(forward=False)
        elif key == pygame.K_DELETE:
            self._delete(forward=True)
        elif key == pygame.K_LEFT:
            self._move(0 if ctrl else self.caret - 1, shift)
        elif key == pygame.K_RIGHT:
            self._move(len(self.value) if ctrl else self.caret + 1, shift)
        elif key == pygame.K_HOME:
            self._move(0, shift)
        elif key == pygame.K_END:
            self._move(len(self.value), shift)
        elif ctrl and key == pygame.K_a:
            self.anchor, self.caret = (0, len(self.value)) if self.value else (None, 0)
        elif ctrl and key in (pygame.K_c, pygame.K_x):
            a, b = self.selection()
            if a < b and clipboard.put_text(self.value[a:b]) and key == pygame.K_x:
                self._delete(forward=False)
        elif ctrl and key == pygame.K_v:
            text = clipboard.get_text()
            if text:
                self.insert(" ".join(text.split()))
        return True  # while typing, keys do not reach the scene's shortcuts

    def activate(self) -> None:
        if not self.active:
            TextInput.activations += 1
        self.active = True
        pygame.key.start_text_input()

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self.value)

    def draw(self, surface: pygame.Surface, ui: UIContext) -> None:
        r = self.rect
        record.add("control", r, self.value)
        panel(
            surface,
            r,
            (0, 0, 0, 110) if not self.active else (0, 0, 0, 170),
            ui.px(6),
            border=theme.FOCUS if (self.active or self.focused) else (90, 112, 104),
        )
        size = ui.fs(18)
        self.caret = min(self.caret, len(self.value))
        self._xs = [ui.text.size(self.value[:i], size)[0] if i else 0 for i in range(len(self.value) + 1)]
        area = r.inflate(-2 * self._pad(), 0)
        # keep the caret inside the field: a long path scrolls
        cx = self._xs[self.caret]
        if cx - self._scroll > area.width - ui.px(2):
            self._scroll = cx - area.width + ui.px(2)
        elif cx < self._scroll:
            self._scroll = cx
        self._scroll = max(0, min(self._scroll, max(0, self._xs[-1] - area.width + ui.px(2))))
        a, b = self.selection()
        if self.active and a < b:
            sel = pygame.Rect(area.left + self._xs[a] - self._scroll, r.top + ui.px(8),
                              self._xs[b] - self._xs[a], r.height - ui.px(16)).clip(area)
            pygame.draw.rect(surface, theme.SELECTION, sel)
        t = ui.text.render(self.value or " ", size, theme.TEXT)
        surface.blit(
            t,
            t.get_rect(midleft=(area.left, r.centery)),
            area=pygame.Rect(self._scroll, 0, area.width, t.get_height()),
        )
        if self.active and (pygame.time.get_ticks() // 500) % 2 == 0:
            x = min(area.right, area.left + cx - self._scroll)
            pygame.draw.line(
                surface, theme.TEXT, (x, r.top + ui.px(8)), (x, r.bottom - ui.px(8)), max(1, ui.px(2))
            )


class FocusRing:
    """Keyboard focus over a list of widgets: Tab / Shift-Tab / ↑↓ move, Enter or Space activates."""

    def __init__(self, widgets: list[Widget] | None = None) -> None:
        self.widgets: list[Widget] = widgets or []
        self.index = -1

    def set(self, widgets: list[Widget]) -> None:
        old = self.index
        self.widgets = widgets
        self.index = old if 0 <= old < len(widgets) else -1
        self._mark()

    def _mark(self) -> None:
        for i, w in enumerate(self.widgets):
            w.focused = i == self.index

    def clear(self) -> None:
        """No widget has the focus (the typing field took it)."""
        self.index = -1
        self._mark()

    def move(self, step: int) -> None:
        if not self.widgets:
            return
        n = len(self.widgets)
        i = self.index
        for _ in range(n):
            i = (i + step) % n if i >= 0 else (0 if step > 0 else n - 1)
            if self.widgets[i].enabled:
                break
        self.index = i
        self._mark()

    def handle(self, event: pygame.event.Event, vertical: bool = True) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        back = bool(event.mod & pygame.KMOD_SHIFT)
        if event.key == pygame.K_TAB:
            self.move(-1 if back else 1)
            return True
        if vertical and event.key in (pygame.K_DOWN, pygame.K_UP):
            self.move(1 if event.key == pygame.K_DOWN else -1)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and 0 <= self.index < len(
            self.widgets
        ):
            self.widgets[self.index].activate()
            return True
        return False
