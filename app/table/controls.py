"""Widgets for the game panels: buttons with a shortcut key, an integer amount slider with its legal
range, a card strip for pickers. They follow the ``app.ui.widgets`` protocol (handle / activate /
draw / draw_tooltip) so the table treats them like its own buttons."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from ..ui import record, theme
from ..ui.widgets import Button, UIContext, Widget, panel

if TYPE_CHECKING:
    from ..games.context import TableContext


@dataclass(eq=False)
class KeyButton(Button):
    """A button that also answers one key (shown in its label by the caller)."""

    keys: tuple[int, ...] = ()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in self.keys and not event.mod & pygame.KMOD_CTRL:
            self.activate()
            return True
        return super().handle(event)


@dataclass(eq=False)
class AmountSlider(Widget):
    """Chooses a whole number in ``lo … hi``; the legal range is written at both ends.

    Mouse: click or drag. Keys (always): ``+``/``-`` one ``step``, with Shift ten steps; when focused
    also ←/→ and Home/End."""

    rect: pygame.Rect
    lo: int
    hi: int
    value: int
    step: int = 1
    on_change: Callable[[int], Any] | None = None
    label: str = ""
    enabled: bool = True
    focused: bool = False
    dragging: bool = field(default=False)

    def set(self, v: int) -> None:
        v = max(self.lo, min(self.hi, int(v)))
        if v != self.value:
            self.value = v
            if self.on_change:
                self.on_change(v)

    def _track(self) -> pygame.Rect:
        r = self.rect
        pad = max(12, r.height // 4)
        return pygame.Rect(r.left + pad, r.top + r.height * 0.62, r.width - 2 * pad, 1)

    def _from_x(self, x: int) -> None:
        t = self._track()
        f = (x - t.left) / max(1, t.width)
        f = min(1.0, max(0.0, f))
        raw = self.lo + f * (self.hi - self.lo)
        # snap to the step grid counted from lo, the ends always reachable
        k = round((raw - self.lo) / self.step)
        v = self.lo + k * self.step
        if f >= 0.999:
            v = self.hi
        self.set(v)

    def handle(self, event: pygame.event.Event) -> bool:
        if not self.enabled or self.hi <= self.lo:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._from_x(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.set(self.value + self.step * (1 if event.y > 0 else -1))
            return True
        if event.type == pygame.KEYDOWN:
            big = 10 if event.mod & pygame.KMOD_SHIFT else 1
            if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
                self.set(self.value + self.step * big)
                return True
            if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
                self.set(self.value - self.step * big)
                return True
            if self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.set(self.value + self.step * big * (1 if event.key == pygame.K_RIGHT else -1))
                return True
            if self.focused and event.key in (pygame.K_HOME, pygame.K_END):
                self.set(self.lo if event.key == pygame.K_HOME else self.hi)
                return True
        return False

    def activate(self) -> None:
        """Enter on a focused slider moves it one step (the confirm button acts)."""
        self.set(self.value + self.step if self.value < self.hi else self.lo)

    def draw(self, surface: pygame.Surface, ui: UIContext) -> None:
        r = self.rect
        record.add("control", r, self.label)
        panel(surface, r, (0, 0, 0, 110), ui.px(10))
        t = self._track()
        track = pygame.Rect(t.left, t.top - ui.px(3), t.width, ui.px(6))
        pygame.draw.rect(surface, (20, 20, 20), track, border_radius=ui.px(3))
        span = max(1, self.hi - self.lo)
        f = (self.value - self.lo) / span if self.hi > self.lo else 1.0
        fill = track.copy()
        fill.width = max(ui.px(6), round(track.width * f))
        pygame.draw.rect(
            surface, theme.BUTTON if self.enabled else theme.BUTTON_DISABLED, fill, border_radius=ui.px(3)
        )
        knob = (track.left + round(track.width * f), track.centery)
        pygame.draw.circle(surface, theme.TEXT, knob, ui.px(9))
        if self.focused:
            pygame.draw.circle(surface, theme.FOCUS, knob, ui.px(13), width=max(2, ui.px(2)))
        fs = ui.fs(16)
        top = r.top + ui.px(3)
        ui.text.draw(surface, str(self.lo), fs, theme.TEXT_DIM, (t.left - ui.px(4), top), "topleft")
        ui.text.draw(surface, str(self.hi), fs, theme.TEXT_DIM, (t.right + ui.px(4), top), "topright")
        if self.label:
            ui.text.draw(surface, self.label, fs, theme.GOLD, (r.centerx, top), "midtop", True)

    def draw_tooltip(self, surface: pygame.Surface, ui: UIContext) -> None:
        pass


@dataclass(eq=False)
class CardChoice(Widget):
    """A clickable card face (the friend-call picker, the throw shapes)."""

    rect: pygame.Rect
    token: str
    on_click: Callable[[], Any] | None = None
    selected: bool = False
    enabled: bool = True
    focused: bool = False
    cards: Any = None  # the app's CardRenderer
    four_colour: bool = False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled and self.on_click:
                self.on_click()
            return True
        return (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos)
        )

    def activate(self) -> None:
        if self.enabled and self.on_click:
            self.on_click()

    def draw(self, surface: pygame.Surface, ui: UIContext) -> None:
        r = self.rect.move(0, -ui.px(8)) if self.selected else self.rect
        if self.cards is not None:
            self.cards.blit_face(
                surface, self.token, r, self.four_colour, selected=self.selected, dim=not self.enabled
            )
        if self.focused:
            pygame.draw.rect(
                surface,
                theme.FOCUS,
                r.inflate(ui.px(6), ui.px(6)),
                width=max(2, ui.px(2)),
                border_radius=ui.px(8),
            )

    def draw_tooltip(self, surface: pygame.Surface, ui: UIContext) -> None:
        pass


def continue_button(scene: TableContext) -> list[Any]:
    """Once a hand is over: go to the scoring screen now (Enter) instead of waiting for it."""
    if not scene.hand_over:
        return []
    g, px = scene.geo, scene.geo.px
    sb = g.side_buttons
    rect = pygame.Rect(sb.right - px(130), sb.bottom - px(184), px(130), px(40))
    return [
        KeyButton(
            rect,
            scene.t("table.to_result") + "  Enter",
            scene.to_scoring,
            font_size=17,
            keys=(pygame.K_RETURN, pygame.K_KP_ENTER),
        )
    ]
