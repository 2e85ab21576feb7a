"""Overlays: the in-game menu (resume, settings, rules, save and quit) and a message box."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from ..table.keyhelp import KeyEntry, decision_keys, key_name, table_keys
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
        items: list[tuple[str, Callable[[], object], str]] = [
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
        # the key help beside the menu, both over the dimmed table: what this decision's controls
        # answer, then the table's own keys (never a fixed text that misses the phase's keys)
        self.help = [
            (self.t("keys.now"), decision_keys(self.table)),
            (self.t("keys.table"), table_keys(self.table)),
        ]
        # one column of sections; two side by side where one would not fit the window's height
        self.help_cols = 1
        self.help_rect = self._help_rect()
        if self.help_rect.height > H - px(40):
            self.help_cols = 2
            self.help_rect = self._help_rect()
        shift = (self.help_rect.width + px(24)) // 2
        self.box.x -= shift
        self.help_rect.topleft = (self.box.right + px(24), H // 2 - self.help_rect.height // 2)
        cx = self.box.centerx
        self.buttons = [
            Button(pygame.Rect(cx - w // 2, top + i * (h + gap), w, h), self.t(k), fn, style=st)
            for i, (k, fn, st) in enumerate(items)
        ]
        self.focus.set(list(self.buttons))

    def _help_rect(self) -> pygame.Rect:
        """The key help's size: a column of key · what, its sections titled."""
        px, text = self.ui.px, self.ui.text
        size = self.ui.fs(16)
        self.help_key_w = max(
            (text.size(self._keys_text(e), size)[0] for _, es in self.help for e in es), default=0
        )
        what_w = max((text.size(e.what, size)[0] for _, es in self.help for e in es), default=0)
        title_w = max(text.size(title, size)[0] for title, _ in self.help)
        self.help_row = round(text.font(size).get_linesize() * 1.25)
        sections = [len(es) + 1 for _, es in self.help if es]
        rows = max(sections) if self.help_cols == 2 else sum(sections)
        self.help_col_w = max(title_w, self.help_key_w + px(16) + what_w) + px(16)
        w = self.help_col_w * self.help_cols + px(16)
        return pygame.Rect(0, 0, w, rows * self.help_row + px(24))

    def _keys_text(self, entry: KeyEntry) -> str:
        return key_name(entry.keys[0], self.t)

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
        self._draw_help(surface)

    def _draw_help(self, surface: pygame.Surface) -> None:
        px, ui = self.ui.px, self.ui
        r = self.help_rect
        panel(surface, r, theme.BG_PANEL_SOLID, px(16), border=theme.GOLD_DARK)
        size = ui.fs(16)
        y = r.top + px(12)
        left = r.left + px(16)
        for title, entries in self.help:
            if not entries:
                continue
            ui.text.draw(surface, title, size, theme.GOLD, (left, y), "topleft", True)
            y += self.help_row
            for e in entries:
                kx = left + self.help_key_w
                ui.text.draw(surface, self._keys_text(e), size, theme.TEXT, (kx, y), "topright", True)
                ui.text.draw(surface, e.what, size, theme.TEXT_DIM, (kx + px(16), y), "topleft")
                y += self.help_row
            if self.help_cols == 2:  # the next section beside this one
                left += self.help_col_w
                y = r.top + px(12)


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


class ConfirmBox(MessageBox):
    """A yes/no question (reset statistics…): Enter or Y confirms, Esc or N cancels; the safe
    answer has the focus, so a stray Enter never destroys anything."""

    def __init__(self, app: Any, title: str, text: str, on_yes: Callable[[], None], yes: str) -> None:
        super().__init__(app, title, text)
        self.on_yes, self.yes_label = on_yes, yes
        self.buttons: list[Button] = []
        self.focus = FocusRing()

    def layout(self) -> None:
        super().layout()
        px = self.ui.px
        y = self.box.bottom - px(70)
        self.ok = None
        w = max(px(180), *(self.ui.text.size(s, self.ui.fs(20), True)[0] + px(36)
                           for s in (self.t("common.back"), self.yes_label)))
        self.buttons = [
            Button(pygame.Rect(self.box.centerx - px(10) - w, y, w, px(48)), self.t("common.back"),
                   self.app.pop, style="alt"),
            Button(pygame.Rect(self.box.centerx + px(10), y, w, px(48)), self.yes_label, self.confirm,
                   style="danger"),
        ]
        self.focus.set(list(self.buttons))
        self.focus.index = 0
        self.focus.move(0)

    def confirm(self) -> None:
        self.app.pop()
        self.on_yes()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_n):
                self.app.pop()
                return
            if event.key == pygame.K_y:
                self.confirm()
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.focus.move(1 if event.key == pygame.K_RIGHT else -1)
                return
        if self.focus.handle(event, vertical=False):
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        for b in self.buttons:
            b.draw(surface, self.ui)
