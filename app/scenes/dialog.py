"""Overlays: the in-game menu (resume, settings, rules, save and quit) and a message box."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ..ui import theme
from ..ui.widgets import Button, FocusRing, panel
from .base import Overlay


class PauseMenu(Overlay):
    def __init__(self, app: Any, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.buttons: list[Button] = []
        self.focus = FocusRing()

    def layout(self) -> None:
        px = self.ui.px
        W, H = self.app.scale.w, self.app.scale.h
        w, h, gap = px(320), px(52), px(14)
        items: list[tuple[str, Callable[[], None], str]] = [
            ("table.resume", self.app.pop, "primary"),
            ("menu.settings", self.settings, "alt"),
            ("menu.rules", self.rules, "alt"),
            ("table.save_quit", self.save_quit, "alt"),
        ]
        self.code = self.table.session.deal_code()
        if self.code is not None:
            items.insert(1, ("table.copy_code", self.copy_code, "alt"))
        head = px(80) if self.code is None else px(104)  # the title, and the deal code under it
        top = H // 2 - (len(items) * (h + gap)) // 2 + px(20)
        self.box = pygame.Rect(
            W // 2 - w // 2 - px(30), top - head, w + px(60), len(items) * (h + gap) + head + px(20)
        )
        self.buttons = [
            Button(pygame.Rect(W // 2 - w // 2, top + i * (h + gap), w, h), self.t(k), fn, style=st)
            for i, (k, fn, st) in enumerate(items)
        ]
        self.focus.set(list(self.buttons))

    def settings(self) -> None:
        self.app.push("settings")

    def copy_code(self) -> None:
        self.app.pop()
        self.table.copy_code()

    def rules(self) -> None:
        self.app.push("rules", self.table.session.game_id, self.table.session.match.options)

    def save_quit(self) -> None:
        self.table.autosave()
        self.app.reset_to("menu")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_d and self.code is not None:
            self.copy_code()
            return
        if self.focus.handle(event):
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_veil(surface)
        panel(surface, self.box, theme.BG_PANEL_SOLID, self.ui.px(16), border=theme.GOLD_DARK)
        self.ui.text.draw(
            surface,
            self.t("table.menu"),
            self.ui.fs(28),
            theme.GOLD,
            (self.box.centerx, self.box.top + self.ui.px(24)),
            "midtop",
            True,
        )
        for b in self.buttons:
            b.draw(surface, self.ui)
        px = self.ui.px
        if self.code is not None:
            self.ui.text.draw(
                surface,
                self.t("table.deal_code", code=self.code),
                self.ui.fs(16),
                theme.TEXT_DIM,
                (self.box.centerx, self.box.top + px(62)),
                "midtop",
            )
        hooks = self.table.game
        keys = f"{self.t(hooks.keys_key())}   L {self.t(hooks.drawer_key())}   A {self.t('table.auto')}"
        if self.table.session.takeback:
            keys += f"   {self.t('table.keys_takeback')}"
        if self.code is not None:
            keys += f"   {self.t('table.keys_code')}"
        # as wide as the game's keys need (扯旋 has more), never wider than the window
        size = self.ui.fs(16)
        room = surface.get_width() - px(40)
        while self.ui.text.size(keys, size)[0] > room and size > self.ui.fs(12):
            size -= 1
        help_rect = pygame.Rect(0, 0, max(px(760), self.ui.text.size(keys, size)[0] + px(20)), px(30))
        help_rect.midtop = (self.box.centerx, self.box.bottom + px(14))
        panel(surface, help_rect.inflate(px(20), px(8)), (0, 0, 0, 170), px(8))
        self.ui.text.draw(surface, keys, size, theme.TEXT_DIM, help_rect.center, "center")


class MessageBox(Overlay):
    def __init__(self, app: Any, title: str, text: str) -> None:
        super().__init__(app)
        self.title, self.text = title, text
        self.ok: Button | None = None

    def layout(self) -> None:
        px = self.ui.px
        W, H = self.app.scale.w, self.app.scale.h
        # as tall as the text needs (a damaged file's message names its folder), within the window
        size = self.ui.fs(18)
        lines = len(self.ui.text.wrap(self.text, size, px(500)))
        step = round(self.ui.text.font(size).get_linesize() * 1.35 / 1.2)  # draw_wrapped's line step
        self.text_h = max(px(110), min(H - px(190), lines * step + px(4)))
        self.box = pygame.Rect(0, 0, px(560), self.text_h + px(150))
        self.box.center = (W // 2, H // 2)
        self.ok = Button(
            pygame.Rect(self.box.centerx - px(80), self.box.bottom - px(70), px(160), px(48)),
            self.t("common.ok"),
            self.app.pop,
        )
        self.ok.focused = True

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE):
            self.app.pop()
        elif self.ok:
            self.ok.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        self.draw_veil(surface)
        panel(surface, self.box, theme.BG_PANEL_SOLID, ui.px(16), border=theme.GOLD_DARK)
        ui.text.draw(
            surface,
            self.title,
            ui.fs(24),
            theme.GOLD,
            (self.box.centerx, self.box.top + ui.px(20)),
            "midtop",
            True,
        )
        inner = self.box.inflate(-ui.px(60), 0)
        inner.top, inner.height = self.box.top + ui.px(70), self.text_h
        ui.text.draw_wrapped(surface, self.text, ui.fs(18), theme.TEXT, inner, align="center")
        if self.ok:
            self.ok.draw(surface, ui)
