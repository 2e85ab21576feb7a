"""按牌号开局: type or paste a deal code; a mistyped one gets a message in the player's language,
a good one starts a match whose first hand is exactly that deal (through the caller's ``on_start``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pygame

import engine

from ..services import clipboard
from ..ui import theme
from ..ui.widgets import Button, FocusRing, TextInput, panel
from .base import Overlay

#: what the engine's ValueError says -> the catalogue key of the player's message (the engine's
#: English sentence is never shown: the Chinese interface gets Chinese)
_ERRORS = (
    ("starts with a game", "code.err.game"),
    ("characters after the game", "code.err.length"),
    ("is not a deal-code character", "code.err.char"),
    ("mistyped", "code.err.check"),
)


def code_error(text: str) -> tuple[str, dict[str, str]] | None:
    """None for a good code, else (catalogue key, its fields) saying what is wrong with it."""
    if not text.strip():
        return "code.err.empty", {}
    try:
        engine.hand_from_code(text)
    except ValueError as e:
        message = str(e)
        for needle, key in _ERRORS:
            if needle in message:
                found = re.match(r"'(.)'", message)
                games = ", ".join(sorted(g.rule_prefix for g in engine.GAMES.values()))
                return key, {"ch": found.group(1) if found else "?", "games": games}
        return "code.err.other", {}
    return None


class DealCodeDialog(Overlay):
    def __init__(self, app: Any, on_start: Callable[[str], None]) -> None:
        super().__init__(app)
        self.on_start = on_start
        self.value = ""
        self.error = ""
        self.focus = FocusRing()

    def layout(self) -> None:
        px = self.ui.px
        W, H = self.app.scale.w, self.app.scale.h
        self.box = pygame.Rect(0, 0, min(W - px(40), px(720)), px(360))
        self.box.center = (W // 2, H // 2)
        inner = self.box.inflate(-px(64), 0)
        self.field = TextInput(
            pygame.Rect(inner.left, self.box.top + px(112), inner.width, px(48)),
            self.value,
            on_change=self._typed,
            max_len=40,
        )
        self.field.activate()
        bw, bh = (inner.width - px(2 * 16)) // 3, px(50)
        y = self.box.bottom - px(24) - bh
        specs = [
            ("code.back", self.app.pop, "alt"),
            ("code.paste", self.paste, "alt"),
            ("code.start", self.submit, "primary"),
        ]
        self.buttons = [
            Button(
                pygame.Rect(inner.left + i * (bw + px(16)), y, bw, bh),
                self.t(k),
                fn,
                style=st,
                font_size=18,
            )
            for i, (k, fn, st) in enumerate(specs)
        ]
        self.focus.set(list(self.buttons))

    def _typed(self, value: str) -> None:
        self.value = value
        self.error = ""

    def paste(self) -> None:
        text = clipboard.get_text()
        if text is None:
            self.error = self.t("code.paste_failed")
            return
        self.field.activate()
        self.field.insert(" ".join(text.split()))
        self._typed(self.field.value)
        self.focus.clear()

    def submit(self) -> None:
        wrong = code_error(self.value)
        if wrong is not None:
            key, fields = wrong
            self.error = self.t(key, **fields)
            self.app.sound.play("error")
            return
        self.app.pop()
        self.on_start(self.value)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            # Enter starts unless a button has the keyboard focus (and the typing field has not):
            # what is lit is what Enter does
            enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            if enter and (self.field.active or self.focus.index < 0):
                self.submit()
                return
            if event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                self.paste()
                return
            if event.key == pygame.K_TAB:
                self.field.active = False
                self.focus.handle(event, vertical=False)
                return
        if self.field.handle(event):
            if self.field.active and self.focus.index >= 0:  # clicked into the field: it has the focus now
                self.focus.clear()
            return
        if not self.field.active and self.focus.handle(event, vertical=False):
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        self.draw_veil(surface)
        panel(surface, self.box, theme.BG_PANEL_SOLID, px(16), border=theme.GOLD_DARK)
        ui.text.draw(
            surface,
            self.t("code.title"),
            fs(26),
            theme.GOLD,
            (self.box.centerx, self.box.top + px(20)),
            "midtop",
            True,
        )
        inner = self.box.inflate(-px(64), 0)
        ui.text.draw(
            surface, self.t("code.prompt"), fs(16), theme.TEXT_DIM, (inner.left, self.box.top + px(78))
        )
        self.field.draw(surface, ui)
        if self.error:
            ui.text.draw(
                surface, self.error, fs(17), theme.ERROR, (inner.left, self.field.rect.bottom + px(12))
            )
        note = pygame.Rect(inner.left, self.field.rect.bottom + px(44), inner.width, px(50))
        ui.text.draw_wrapped(surface, self.t("code.seats"), fs(16), theme.TEXT_DIM, note)
        for b in self.buttons:
            b.draw(surface, ui)
