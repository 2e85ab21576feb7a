"""牌局回放 list: the saved hands of one game, newest first (date, hand, result, deal code), to replay,
export (one hand or its whole match) or import (a typed path, or a file dropped on the window).

The player's own hands come first, then those received from others (marked, kept apart: #33). An
import is checked on a thread of its own with its progress on screen (a 500-hand file takes seconds
to replay), and the count is shown for the player to confirm before anything is kept."""

from __future__ import annotations

import gc
import threading
import time
from functools import partial
from typing import Any

import pygame

import engine

from ..render.felt import felt
from ..services import clipboard
from ..services.history import ImportRefused, Received, export, read_import
from ..ui import theme
from ..ui.widgets import Button, FocusRing, TextInput, panel
from .base import Scene


class ReplayListScene(Scene):
    def __init__(self, app: Any, game_id: str) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.index = 0
        self.scroll = 0  # first row shown
        self.status, self.status_err = "", False
        self.importing = False
        self.field: TextInput | None = None
        self.buttons: list[Button] = []
        self.focus = FocusRing()
        self.rows: list[tuple[pygame.Rect, int]] = []
        self._bg: pygame.Surface | None = None
        #: the import being checked on its thread: its progress, then its hands or its refusal
        self.job: dict[str, Any] | None = None

    def entries(self) -> list[dict[str, Any]]:
        """The game's hands, newest first: the player's own, then those received from others."""
        history = self.app.history
        return [*reversed(history.hands(self.game_id)), *reversed(history.hands(self.game_id, received=True))]

    def is_received(self, entry: dict[str, Any]) -> bool:
        return any(e is entry for e in self.app.history.hands(self.game_id, received=True))

    def enter(self) -> None:
        self.enter_game()

    def say(self, text: str, error: bool = False) -> None:
        self.status, self.status_err = text, error

    # ---- layout
    def layout(self) -> None:
        ui = self.ui
        px = ui.px
        W, H = self.app.scale.w, self.app.scale.h
        bh = px(48)
        by = H - px(24) - bh
        self.list_rect = pygame.Rect(px(32), px(96), W - px(64), by - px(96) - px(56))
        if self.importing:
            self.list_rect.height -= px(96)
        has = bool(self.entries())
        specs = [
            ("replay.back", self.app.pop, True, "alt"),
            ("replay.import", self.toggle_import, True, "alt"),
            ("replay.export_match", self.export_match, has, "alt"),
            ("replay.export", self.export_one, has, "alt"),
            ("replay.open", self.open, has, "primary"),
        ]
        labels = [self.t(k) for k, *_ in specs]
        widths = [max(px(120), ui.text.size(lb, ui.fs(18), True)[0] + px(28)) for lb in labels]
        gap = px(12)
        x = W - px(32) - sum(widths) - gap * (len(specs) - 1)
        self.buttons = []
        for (_, fn, on, st), label, w in zip(specs, labels, widths):
            rect = pygame.Rect(x, by, w, bh)
            self.buttons.append(Button(rect, label, fn, enabled=on, style=st, font_size=18))
            x += w + gap
        # the game switch, top right: ◀ ▶ as ←→ do
        x = W - px(32)
        for key, step in (("replay.next_game", 1), ("replay.prev_game", -1)):
            label = self.t(key)
            w = ui.text.size(label, ui.fs(16), True)[0] + px(24)
            x -= w
            self.buttons.append(Button(pygame.Rect(x, px(22), w, px(40)), label,
                                       partial(self.switch_game, step), style="alt", font_size=16))
            x -= px(10)
        if self.importing:
            top = self.list_rect.bottom + px(40)
            go_w = ui.text.size(self.t("replay.import_go"), ui.fs(18), True)[0] + px(28)
            value = self.field.value if self.field is not None else ""
            self.field = TextInput(pygame.Rect(px(32), top, W - px(64) - go_w - px(12), px(44)), value,
                                   max_len=400)
            self.field.activate()
            go = pygame.Rect(W - px(32) - go_w, top, go_w, px(44))
            self.go_button = Button(go, self.t("replay.import_go"), self.do_import, font_size=18)
        else:
            self.field = None
        self.focus.set(list(self.buttons))
        self._keep_visible()

    def row_h(self) -> int:
        return self.ui.px(46)

    def visible_rows(self) -> int:
        return max(1, (self.list_rect.height - self.ui.px(12)) // self.row_h())

    def _keep_visible(self) -> None:
        n = len(self.entries())
        self.index = max(0, min(self.index, n - 1))
        vis = self.visible_rows()
        if self.index < self.scroll:
            self.scroll = self.index
        elif self.index >= self.scroll + vis:
            self.scroll = self.index - vis + 1
        self.scroll = max(0, min(self.scroll, max(0, n - vis)))

    # ---- actions
    def selected(self) -> dict[str, Any] | None:
        hands = self.entries()
        return hands[self.index] if 0 <= self.index < len(hands) else None

    def open(self) -> None:
        entry = self.selected()
        if entry is not None:
            self.app.push("replay", entry)

    def _export(self, entries: list[dict[str, Any]]) -> None:
        try:
            path = export(entries)
        except OSError as e:
            self.say(self.t("replay.export_failed", reason=e.strerror or type(e).__name__), error=True)
            return
        clipboard.put_text(str(path))  # the path, to paste into a file manager or a message
        self.say(self.t("replay.exported", n=len(entries), path=str(path)))

    def export_one(self) -> None:
        entry = self.selected()
        if entry is not None:
            self._export([entry])

    def export_match(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        mid = entry["match"]["id"]
        same = [e for e in self.app.history.hands(self.game_id, received=self.is_received(entry))
                if e["match"]["id"] == mid]
        self._export(sorted(same, key=lambda e: e["match"]["hand"]))

    def switch_game(self, step: int) -> None:
        """The next (or previous) game's hands, in the menu's order: no trip back to the menu."""
        ids = list(engine.GAMES)
        self.game_id = ids[(ids.index(self.game_id) + step) % len(ids)]
        self.index, self.scroll = 0, 0
        self.say("")
        self.enter_game()

    def enter_game(self) -> None:
        self.entries()  # read the file now, so a damaged one is told at once
        for d in self.app.history.take_damage():
            self.say(d.message(self.t), error=True)
        self.layout()

    def toggle_import(self) -> None:
        self.importing = not self.importing
        self.layout()

    def do_import(self, path: str | None = None) -> None:
        """Check the file on a thread of its own; ``update`` takes the outcome."""
        if self.job is not None and not self.job["done"]:
            return  # one import at a time: the one under way goes on
        path = path if path is not None else (self.field.value if self.field is not None else "")
        job: dict[str, Any] = {"done": False, "i": 0, "n": 0, "hands": None, "refused": None}
        self.job = job
        self.say(self.t("replay.import.reading"))

        def progress(i: int, n: int) -> None:
            job["i"], job["n"] = i, n
            time.sleep(0)  # the UI thread gets the interpreter between hands

        def run() -> None:
            # a full collection over the hundreds of thousands of objects a big file decodes into
            # stops every thread for up to 2 s (benchmarks/import_thread.py): none while checking
            collecting = gc.isenabled()
            gc.disable()
            try:
                job["hands"] = read_import(path, progress)
            except ImportRefused as e:
                job["refused"] = e
            except Exception as e:  # noqa: BLE001 - whatever the file does, the window stays up
                job["refused"] = ImportRefused("replay.import.unreadable", reason=type(e).__name__)
            finally:
                if collecting:
                    gc.enable()
            job["done"] = True

        threading.Thread(target=run, name="paiju-import", daemon=True).start()

    def update(self, dt: float) -> None:
        job = self.job
        if job is None:
            return
        if not job["done"]:
            if job["n"]:
                self.say(self.t("replay.import.checking", i=job["i"], n=job["n"]))
            return
        self.job = None
        refused = job["refused"]
        if refused is not None:
            self.say(self.t(refused.key, **{k: str(v) for k, v in refused.fields.items()}), error=True)
            self.app.sound.play("error")
            return
        self.ask_import(job["hands"])

    def ask_import(self, entries: Received) -> None:
        """How many hands the file holds (of which games), for the player to confirm."""
        games = []
        for e in entries:
            info = engine.GAMES[e["record"]["game_id"]]
            name = self.app.i18n.pick(info.name_zh, info.name_en)
            if name not in games:
                games.append(name)
        skipped = self.t("replay.import.skipped", n=entries.unfinished) if entries.unfinished else ""
        text = self.t("replay.import.confirm", n=len(entries), games=self.app.i18n.join_names(games),
                      skipped=skipped)
        self.say("")
        self.app.push("confirm", self.t("replay.import_title"), text, lambda: self.keep_import(entries),
                      self.t("replay.import.yes"))

    def keep_import(self, entries: Received) -> None:
        new = self.app.history.add(list(entries), received=True)
        self.say(self.t("replay.imported", n=new))
        if entries[0]["record"]["game_id"] == self.game_id:
            own = len(self.app.history.hands(self.game_id))
            self.index, self.scroll = own, 0  # the first received hand: the newest of them
        self.importing = False
        self.layout()

    # ---- input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.DROPFILE:
            self.do_import(event.file)
            return
        if self.field is not None and self.field.active:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.toggle_import()
                return
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.do_import()
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                text = clipboard.get_text()
                if text:
                    self.field.insert(text.strip())
                return
            if self.field.handle(event):
                return
        elif self.field is not None and self.field.handle(event):
            return
        if self.importing and self.go_button.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            n = len(self.entries())
            self.scroll = max(0, min(max(0, n - self.visible_rows()), self.scroll - event.y))
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, i in self.rows:
                if rect.collidepoint(event.pos):
                    self.index = i
                    return
        if event.type == pygame.KEYDOWN:
            key = event.key
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.visible_rows(),
                     pygame.K_PAGEDOWN: self.visible_rows()}
            if key in moves:
                self.index += moves[key]
                self._keep_visible()
                return
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.switch_game(1 if key == pygame.K_RIGHT else -1)
                return
            keys = {pygame.K_ESCAPE: self.app.pop, pygame.K_RETURN: self.open, pygame.K_KP_ENTER: self.open,
                    pygame.K_e: self.export_one, pygame.K_m: self.export_match,
                    pygame.K_i: self.toggle_import}
            if key in keys:
                keys[key]()
                return
        for b in self.buttons:
            if b.handle(event):
                return

    # ---- drawing
    def row_text(self, entry: dict[str, Any]) -> tuple[str, str, str]:
        """(when, what happened, the deal code) of one saved hand."""
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(entry["played_at"]))
        names = [s["name"] or self.t("seat.name_human" if s["kind"] == "human" else "seat.name_ai", n=i + 1)
                 for i, s in enumerate(entry["seats"])]
        winners = entry["summary"]["winners"]
        parts = [self.t("replay.row_hand", n=entry["match"]["hand"])]
        parts.append(self.t("replay.row_won", names=self.app.i18n.join_names(names[w] for w in winners))
                     if winners else self.t("replay.row_draw"))
        humans = [i for i, s in enumerate(entry["seats"]) if s["kind"] == "human"]
        if self.is_received(entry):
            parts.insert(0, self.t("replay.row_received"))  # another player's hand: no "you"
        elif len(humans) == 1:
            d = entry["summary"]["deltas"][humans[0]]
            parts.append(self.t("replay.row_you", delta=f"{d:+d}" if d else "0"))
        return when, " · ".join(parts), entry.get("code") or ""

    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        W, H = surface.get_size()
        if self._bg is None or self._bg.get_size() != (W, H):
            self._bg = felt((W, H))
        surface.blit(self._bg, (0, 0))
        info = engine.GAMES[self.game_id]
        title = self.t("replay.list_title", game=self.app.i18n.pick(info.name_zh, info.name_en))
        ui.text.draw(surface, title, fs(30), theme.GOLD, (px(32), px(22)), bold=True)
        ui.text.draw(surface, self.t("replay.list_hint"), fs(16), theme.TEXT_DIM, (px(34), px(66)))
        lr = self.list_rect
        panel(surface, lr, theme.BG_PANEL, px(14))
        hands = self.entries()
        self.rows = []
        if not hands:
            area = lr.inflate(-px(48), -px(48))
            ui.text.draw_wrapped(surface, self.t("replay.list_empty"), fs(18), theme.TEXT_DIM, area)
        rh = self.row_h()
        for k in range(self.visible_rows()):
            i = self.scroll + k
            if i >= len(hands):
                break
            r = pygame.Rect(lr.left + px(10), lr.top + px(6) + k * rh, lr.width - px(20), rh - px(4))
            self.rows.append((r, i))
            if i == self.index:
                panel(surface, r, (40, 70, 56, 235), px(8), border=theme.GOLD)
            when, what, code = self.row_text(hands[i])
            cy = r.centery
            ui.text.draw(surface, when, fs(17), theme.TEXT_DIM, (r.left + px(14), cy), "midleft")
            cr = ui.text.draw(surface, code, fs(16), theme.TEXT_DIM, (r.right - px(14), cy), "midright")
            x0 = r.left + px(14) + ui.text.size("0000-00-00 00:00", fs(17))[0] + px(24)
            avail = cr.left - px(16) - x0
            while len(what) > 1 and ui.text.size(what, fs(17))[0] > avail:
                what = what[:-2] + "…"
            ui.text.draw(surface, what, fs(17), theme.TEXT, (x0, cy), "midleft")
        n, vis = len(hands), self.visible_rows()
        if n > vis:  # where the shown rows are in the list
            track = pygame.Rect(lr.right - px(7), lr.top + px(8), px(4), lr.height - px(16))
            pygame.draw.rect(surface, (255, 255, 255, 40), track, border_radius=px(2))
            h = max(px(24), track.height * vis // n)
            y = track.top + (track.height - h) * self.scroll // max(1, n - vis)
            pygame.draw.rect(surface, theme.GOLD, (track.left, y, track.width, h), border_radius=px(2))
        if self.importing and self.field is not None:
            ui.text.draw(surface, self.t("replay.import_prompt"), fs(16), theme.TEXT_DIM,
                         (self.field.rect.left, self.field.rect.top - px(8)), "bottomleft")
            self.field.draw(surface, ui)
            self.go_button.draw(surface, ui)
        if self.status:
            area = pygame.Rect(px(32), self.buttons[0].rect.top - px(48), W - px(64), px(44))
            colour = theme.ERROR if self.status_err else theme.OK
            ui.text.draw_wrapped(surface, self.status, fs(16), colour, area)
        for b in self.buttons:
            b.draw(surface, ui)
