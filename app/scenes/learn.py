"""学牌 / Learn to play: every game with its guided first hand and its 残局 puzzles, and how far the
player got in each (kept per game in the user data folder, ``services/learn_progress.py``)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

import engine

from ..learn.content import lesson_for, puzzles_for
from ..learn.launch import start_lesson, start_puzzle
from ..render.felt import felt
from ..ui import theme
from ..ui.widgets import Button, FocusRing, panel
from .base import Scene


class LearnScene(Scene):
    def __init__(self, app: Any, game_id: str | None = None, then: tuple[str, int] | None = None) -> None:
        super().__init__(app)
        #: what to start as soon as the hub is on (a coach's "try again", "next puzzle")
        self.then = then
        self.games = list(engine.GAMES)
        self.game_id = game_id if game_id in self.games else self.games[0]
        self.lessons = {g: lesson_for(g) is not None for g in self.games}
        self.puzzles = {g: puzzles_for(g) for g in self.games}
        self.rows: list[tuple[str, pygame.Rect]] = []
        self.buttons: list[Button] = []
        self.focus = FocusRing()
        self._bg: pygame.Surface | None = None

    def enter(self) -> None:
        super().enter()
        progress = self.app.learn_progress
        progress.games()  # read now: a damaged file is moved aside and told here
        damage = progress.take_damage()
        if damage is not None:
            self.app.push("message", self.t("common.notice"), damage.message(self.t))
        if self.then is not None:
            kind, index = self.then
            self.then = None
            if kind == "lesson":
                self.open_lesson(self.game_id)
            else:
                self.open_puzzle(self.game_id, index)

    # ---- layout
    def layout(self) -> None:
        px = self.ui.px
        W, H = self.app.scale.w, self.app.scale.h
        top, bottom = px(130), H - px(96)
        gap = px(8)
        row_h = min(px(72), (bottom - top - gap * (len(self.games) - 1)) // len(self.games))
        self.rows = [(g, pygame.Rect(px(40), top + i * (row_h + gap), W - px(80), row_h))
                     for i, g in enumerate(self.games)]
        self.buttons = []
        progress = self.app.learn_progress
        for g, row in self.rows:
            bh = min(px(40), row.height - px(12))
            y = row.centery - bh // 2
            x = row.right - px(16)
            solved = progress.solved(g)
            for i in reversed(range(len(self.puzzles[g]))):
                key = self.puzzles[g][i].key
                label = self.t("learn.puzzle_n", n=i + 1)
                bw = self.ui.text.size(label, self.ui.fs(15), True)[0] + px(22)
                x -= bw
                self.buttons.append(Button(pygame.Rect(x, y, bw, bh), label, partial(self.open_puzzle, g, i),
                                           style="alt", font_size=15, selected=key in solved))
                x -= px(8)
            label = self.t("learn.lesson")
            bw = self.ui.text.size(label, self.ui.fs(16), True)[0] + px(28)
            x -= bw + px(8)
            self.buttons.append(Button(pygame.Rect(x, y, bw, bh), label, partial(self.open_lesson, g),
                                       enabled=self.lessons[g], reason=self.t("learn.no_lesson"),
                                       style="primary" if g == self.game_id else "alt", font_size=16))
        self.back = Button(pygame.Rect(W - px(40) - px(170), px(40), px(170), px(46)),
                           self.t("common.back") + "  Esc", self.app.pop, style="alt", font_size=18)
        self.focus.set([*self.buttons, self.back])

    # ---- actions
    def open_lesson(self, game_id: str) -> None:
        self.game_id = game_id
        start_lesson(self.app, game_id)

    def open_puzzle(self, game_id: str, index: int) -> None:
        self.game_id = game_id
        start_puzzle(self.app, game_id, index)

    def select(self, step: int) -> None:
        i = (self.games.index(self.game_id) + step) % len(self.games)
        self.game_id = self.games[i]
        self.layout()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_ESCAPE:
                self.app.pop()
            elif key in (pygame.K_UP, pygame.K_DOWN):
                self.select(1 if key == pygame.K_DOWN else -1)
            elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus.index < 0:
                if self.lessons[self.game_id]:
                    self.open_lesson(self.game_id)
            elif pygame.K_1 <= key <= pygame.K_9:
                if key - pygame.K_1 < len(self.puzzles[self.game_id]):
                    self.open_puzzle(self.game_id, key - pygame.K_1)
            elif self.focus.handle(event, vertical=False):
                return
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for g, row in self.rows:
                on_button = any(b.rect.collidepoint(event.pos) for b in self.buttons)
                if row.collidepoint(event.pos) and not on_button:
                    self.game_id = g
                    self.layout()
                    return
        for b in self.buttons + [self.back]:
            if b.handle(event):
                return

    # ---- drawing
    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        W, H = surface.get_size()
        if self._bg is None or self._bg.get_size() != (W, H):
            self._bg = felt((W, H))
        surface.blit(self._bg, (0, 0))
        ui.text.draw(surface, self.t("learn.title"), fs(40), theme.GOLD, (px(40), px(28)), bold=True)
        ui.text.draw(surface, self.t("learn.subtitle"), fs(17), theme.TEXT_DIM, (px(42), px(88)))
        progress = self.app.learn_progress
        for g, row in self.rows:
            info = engine.GAMES[g]
            chosen = g == self.game_id
            panel(surface, row, (10, 22, 20, 230) if chosen else (10, 22, 20, 170), px(12))
            if chosen:
                pygame.draw.rect(surface, theme.GOLD, row, px(2), border_radius=px(12))
            name = self.app.i18n.pick(info.name_zh, info.name_en)
            small = row.height < px(60)
            at = (row.left + px(18), row.top + (row.height - px(44 if not small else 24)) // 2)
            ui.text.draw(surface, name, fs(20), theme.GOLD if chosen else theme.TEXT, at, bold=True)
            status = self.t("learn.lesson_done" if progress.lesson_done(g) else "learn.lesson_todo")
            total = len(self.puzzles[g])
            solved = len(progress.solved(g) & {p.key for p in self.puzzles[g]})
            status += " · " + (self.t("learn.puzzles", solved=solved, total=total) if total
                               else self.t("learn.no_puzzles"))
            if not small:
                ui.text.draw(surface, status, fs(15), theme.TEXT_DIM, (at[0], at[1] + px(26)))
            else:
                name_w = ui.text.size(name, fs(20), True)[0]
                beside = (at[0] + name_w + px(14), at[1] + px(3))
                ui.text.draw(surface, status, fs(15), theme.TEXT_DIM, beside)
        for b in self.buttons:
            b.draw(surface, ui)
        self.back.draw(surface, ui)
        ui.text.draw(surface, self.t("learn.keys"), fs(15), theme.TEXT_DIM, (px(40), H - px(56)))
