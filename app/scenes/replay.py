"""牌局回放: a finished hand stepped through decision by decision on the live table's own drawing
(``app.table.replay_host``): play, pause, step back and forward, three speeds, every hand face up or
the table as one seat saw it (that seat's ``view`` only, and the message line names no card that
seat did not see: #33); the ledger once the hand is over.

Like the table, every entry point runs under ``engine_guard``: a hand that replays but cannot be
drawn (a received file) closes the viewer with a message, never the app (#33)."""

from __future__ import annotations

from typing import Any

import pygame

from ..render.cards import card_text
from ..services import clipboard
from ..services.faults import describe as describe_failure
from ..services.faults import engine_guard
from ..services.history import verify
from ..table.ledger import describe
from ..table.panels import action_label
from ..table.replay_host import ReplayTable
from ..ui import theme
from ..ui.widgets import Button, panel
from .base import Scene

#: seconds between decisions while playing
SPEEDS = (("slow", 1.6), ("normal", 0.9), ("fast", 0.35))
_PLUS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
_MINUS = (pygame.K_MINUS, pygame.K_KP_MINUS)
#: decisions whose cards every seat sees as they are taken (a play on the table, a shown bid, a
#: called card); the others (找朋友's burial, 扯旋's split) only their owner sees
PUBLIC_CARDS = frozenset({"play", "bid", "call"})


class _BarLabel:
    """The step counter in the top bar, among its buttons (the painter keeps the deal code clear of it)."""

    def __init__(self, rect: pygame.Rect, text: str) -> None:
        self.rect, self.text = rect, text

    def draw(self, surface: pygame.Surface, ui: Any) -> None:
        ui.text.draw(surface, self.text, ui.fs(17), theme.GOLD, self.rect.midright, "midright", True)

    def handle(self, event: pygame.event.Event) -> bool:
        return False


class ReplayScene(Scene):
    def __init__(self, app: Any, entry: dict[str, Any]) -> None:
        super().__init__(app)
        self.entry = entry
        self.table: ReplayTable | None = None
        try:
            rp = verify(entry)
        except Exception:  # noqa: BLE001 - a record that does not replay is told, never a crash
            rp = None
        if rp is not None:
            humans = [i for i, s in enumerate(entry["seats"]) if s["kind"] == "human"]
            try:
                self.table = ReplayTable(app, rp, entry, humans[0] if humans else 0, face_up=True)
            except Exception:  # noqa: BLE001 - as a record that does not replay: told, never a crash
                self.table = None
        self.playing = False
        self.speed = 1
        self.clock = 0.0
        self.show_result = True  # the ledger box over the table once the hand is over (R hides it)
        self.result_scroll = 0  # pixels the ledger is scrolled (a long settlement, a small window)
        self.result_max = 0
        self.buttons: list[Button] = []

    # ---- state
    @property
    def replay(self) -> Any:
        return self.table.replay if self.table is not None else None

    def mode_label(self) -> str:
        tb = self.table
        if tb is None or tb.face_up:
            return self.t("replay.view_all")
        name = tb.session.name(tb.seat, self.app.i18n)
        if len(name) > 8:  # a 24-character seat name would push the row of controls off the window
            name = name[:7] + "…"
        return self.t("replay.view_seat", name=name)

    def _moved(self) -> None:
        """The position changed: the table's view and the line saying what was just done."""
        tb = self.table
        if tb is None:
            return
        tb.refresh()
        rp = tb.replay
        # the drawer's log: every decision up to this position, as the live table logs them
        name = tb.session.name
        tb.log = [self.t("replay.acted", name=name(seat, self.app.i18n), what=self.action_text(action))
                  for seat, action in rp.decisions[: rp.index]]
        self.show_result, self.result_scroll = True, 0
        if rp.at_end:
            tb.message = ""  # the table says the hand is over there
        elif rp.index == 0:
            tb.message = self.t("replay.start")
        else:
            seat, action = rp.decisions[rp.index - 1]
            tb.message = self.t("replay.acted", name=tb.session.name(seat, self.app.i18n),
                                what=self.seen_text(seat, action))
        self.controls()

    def seen_text(self, seat: int, action: Any) -> str:
        """What the table's viewer saw of ``seat``'s decision: everything when every hand is face
        up or it is the viewer's own, else the cards only of a decision all seats see."""
        tb = self.table
        if (tb is None or tb.face_up or seat == tb.seat or action.kind in PUBLIC_CARDS
                or not action.cards):
            return self.action_text(action)
        return self.t("replay.hidden_cards", n=len(action.cards))

    def action_text(self, action: Any) -> str:
        if action.kind == "play" and action.cards:
            return " ".join(card_text(str(c)) for c in action.cards)
        if action.kind == "pass":
            return self.t("replay.pass")
        return action_label(self.table.ctx, action) if self.table is not None else action.kind

    # ---- controls
    def forward(self) -> None:
        if self.replay is not None and not self.replay.at_end:
            self.replay.forward()
            self._moved()
        if self.replay is not None and self.replay.at_end:
            self.playing = False
            self.controls()

    def back(self) -> None:
        if self.replay is not None and self.replay.index > 0:
            self.playing = False
            self.replay.back()
            self._moved()

    def seek(self, index: int) -> None:
        if self.replay is not None:
            self.playing = False
            self.replay.seek(index)
            self._moved()

    def toggle_play(self) -> None:
        if self.replay is None:
            return
        if not self.playing and self.replay.at_end:
            self.replay.seek(0)  # playing a finished replay starts it again
            self._moved()
        self.playing = not self.playing
        self.clock = 0.0
        self.controls()

    def faster(self, step: int = 1) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + step))
        self.controls()

    def cycle_speed(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        self.controls()

    def cycle_view(self) -> None:
        """Every hand face up → as seat 1 saw it → seat 2 … → face up again."""
        tb = self.table
        if tb is None:
            return
        if tb.face_up:
            tb.face_up, tb.seat = False, 0
        elif tb.seat + 1 < tb.session.n:
            tb.seat += 1
        else:
            humans = [i for i, s in enumerate(self.entry["seats"]) if s["kind"] == "human"]
            tb.face_up, tb.seat = True, humans[0] if humans else 0
        tb.layout()
        self._moved()

    def toggle_drawer(self) -> None:
        """L, as at the table: the side drawer with the last trick won and the log so far."""
        if self.table is not None:
            self.table.drawer = not self.table.drawer
            self.controls()

    def toggle_result(self) -> None:
        self.show_result = not self.show_result

    def scroll_result(self, dy: int) -> None:
        self.result_scroll = max(0, min(self.result_max, self.result_scroll + dy))

    def copy_code(self) -> None:
        """The hand's deal code to the clipboard (D, or a click on it), as at the table."""
        tb = self.table
        code = tb.session.deal_code() if tb is not None else None
        if tb is None or code is None:
            return
        ok = clipboard.put_text(code)
        tb.message = self.t("table.code_copied" if ok else "table.code_copy_failed", code=code)

    def close(self) -> None:
        self.app.pop()

    def on_engine_failure(self, exc: Exception) -> None:
        """The hand could not be replayed or drawn (see ``engine_guard``): the viewer closes and says
        why; the history is untouched."""
        if self in self.app.scenes:
            while self.app.top is not self:
                self.app.pop()
            self.app.pop()
        text = self.t("replay.failed", error=describe_failure(exc))
        self.app.push("message", self.t("common.notice"), text)

    # ---- scene protocol
    @engine_guard
    def enter(self) -> None:
        if self.table is not None:
            self.table.layout()
        self._moved()
        super().enter()

    @engine_guard
    def layout(self) -> None:
        if self.table is not None:
            self.table.layout()
        self.controls()

    def controls(self) -> None:
        """The buttons and the step counter (after every step: the table's geometry stays)."""
        ui = self.ui
        px, fs = ui.px, ui.fs
        W = self.app.scale.w
        if self.table is not None:
            g = self.table.geo
            y, h, top_h = g.action_y, g.action_h, g.top_bar.height
        else:
            y, h, top_h = self.app.scale.h // 2, px(48), px(50)
        bh = px(36)
        back = Button(pygame.Rect(W - px(12) - px(120), (top_h - bh) // 2, px(120), bh),
                      self.t("replay.back"), self.close, style="ghost", font_size=17)
        self.back_button = back
        self.buttons = []
        if self.table is not None:
            rp = self.replay
            text = self.t("replay.title") + " · " + self.t("replay.step", i=rp.index, n=rp.length)
            tw = ui.text.size(text, fs(17), True)[0]
            title = _BarLabel(pygame.Rect(back.rect.left - px(14) - tw, back.rect.top, tw, bh), text)
            self.table.bar_buttons = [back, title]
            name = SPEEDS[self.speed][0]
            specs = [
                (self.t("replay.prev"), self.back, rp.index > 0, "alt"),
                (self.t("replay.pause" if self.playing else "replay.play"), self.toggle_play, True,
                 "primary"),
                (self.t("replay.next"), self.forward, not rp.at_end, "alt"),
                (self.t("replay.speed", speed=self.t(f"replay.speed.{name}")), self.cycle_speed, True, "alt"),
                (self.mode_label(), self.cycle_view, True, "alt"),
                (self.t(self.table.game.drawer_key()) + "  L", self.toggle_drawer, True,
                 "primary" if self.table.drawer else "alt"),
                (self.t("replay.result_button"), self.toggle_result, rp.at_end, "alt"),
            ]
            size = 17
            widths = [ui.text.size(lb, fs(size), True)[0] + px(28) for lb, *_ in specs]
            gap = px(10)
            total = sum(widths) + gap * (len(specs) - 1)
            x = (W - total) // 2
            for (label, fn, on, style), w in zip(specs, widths):
                self.buttons.append(Button(pygame.Rect(x, y, w, h), label, fn, enabled=on, style=style,
                                           font_size=size))
                x += w + gap
            self.table.reserved = [b.rect for b in self.buttons]

    @engine_guard
    def update(self, dt: float) -> None:
        if self.table is None:
            return
        self.table.time += dt
        self.table.anim.update(dt)
        if self.playing:
            self.clock += dt
            if self.clock >= SPEEDS[self.speed][1]:
                self.clock = 0.0
                self.forward()

    @engine_guard
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            key = event.key
            actions = {
                pygame.K_ESCAPE: self.close,
                pygame.K_SPACE: self.toggle_play,
                pygame.K_LEFT: self.back,
                pygame.K_RIGHT: self.forward,
                pygame.K_v: self.cycle_view,
                pygame.K_l: self.toggle_drawer,
                pygame.K_r: self.toggle_result,
                pygame.K_d: self.copy_code,
                pygame.K_HOME: lambda: self.seek(0),
                pygame.K_END: lambda: self.seek(self.replay.length if self.replay else 0),
            }
            step = self.ui.px(40)
            if key in (pygame.K_UP, pygame.K_DOWN) and self.replay is not None and self.replay.at_end:
                self.scroll_result(step if key == pygame.K_DOWN else -step)
            elif key in actions:
                actions[key]()
            elif key in _PLUS:
                self.faster(1)
            elif key in _MINUS:
                self.faster(-1)
            return
        if event.type == pygame.MOUSEWHEEL and self.replay is not None and self.replay.at_end:
            self.scroll_result(-event.y * self.ui.px(40))
            return
        for b in [self.back_button, *self.buttons]:
            if b.handle(event):
                return
        code_rect = self.table.painter.code_rect if self.table is not None else None
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and code_rect is not None
                and code_rect.collidepoint(event.pos)):
            self.copy_code()

    # ---- drawing
    @engine_guard
    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        fs = ui.fs
        tb = self.table
        if tb is None:
            surface.fill((12, 30, 26))
            ui.text.draw(surface, self.t("replay.bad_entry"), fs(22), theme.ERROR,
                         (surface.get_width() // 2, surface.get_height() // 2), "center", True)
            self.back_button.draw(surface, ui)
            return
        tb.draw(surface)
        if tb.replay.at_end and self.show_result:
            self.draw_result(surface)
        for b in self.buttons:
            b.draw(surface, ui)
        for b in self.buttons:
            b.draw_tooltip(surface, ui)

    def ledger_lines(self) -> list[str]:
        tb = self.table
        res = tb.replay.recorded_result if tb is not None else None
        names = [tb.session.name(i, self.app.i18n) for i in range(tb.session.n)] if tb else []
        out: list[str] = []
        if tb is None:
            return out
        for ln in (res.lines if res is not None else []):
            text = describe({"key": ln.key, "seat": ln.seat, "value": ln.value, "detail": ln.detail},
                            self.app.i18n, names, tb.game.ledger_factors,
                            rule_numbers=self.app.settings.rule_numbers)
            if text:
                out.append(text)
        return out

    def draw_result(self, surface: pygame.Surface) -> None:
        """The hand's result and its ledger, in a box over the middle of the table (R hides it)."""
        ui = self.ui
        px, fs = ui.px, ui.fs
        tb = self.table
        assert tb is not None
        g = tb.geo
        res = tb.replay.recorded_result
        width = min(px(720), g.W - px(40))  # wider than a game's own result box (找朋友's)
        text_w = width - px(36) - px(16)
        lines = [ui.text.wrap(t, fs(16), text_w) for t in self.ledger_lines()]
        lh = round(ui.text.font(fs(16)).get_linesize() * 1.1)
        # down behind the controls (drawn over it), covering the game's own end-of-hand panel
        top, bottom = g.top_bar.bottom + px(12), g.action_y + g.action_h + px(8)
        # the whole middle of the table, so the game's own end-of-hand panel never shows half-covered
        box = pygame.Rect(0, 0, width, max(px(140), bottom - top))
        box.midtop = (g.W // 2, top)
        panel(surface, box, (6, 16, 14, 255), px(14), border=theme.GOLD_DARK)
        at = (box.left + px(18), box.top + px(12))
        ui.text.draw(surface, self.t("replay.result"), fs(20), theme.GOLD, at, bold=True)
        y, x = box.top + px(44), box.left + px(18)
        for seat in range(tb.session.n):
            d = res.deltas[seat] if res is not None else 0
            text = f"{tb.session.name(seat, self.app.i18n)} " + (f"{d:+d}" if d else "0")
            colour = theme.OK if d > 0 else (theme.ERROR if d < 0 else theme.TEXT)
            w = ui.text.size(text, fs(17), True)[0] + px(16)
            if x + w > box.right - px(18):
                x, y = box.left + px(18), y + px(26)
            pygame.draw.circle(surface, theme.SEAT_COLOURS[seat % 6], (x + px(6), y + px(11)), px(5))
            ui.text.draw(surface, text, fs(17), colour, (x + px(16), y), bold=True)
            x += w + px(20)
        y += px(32)
        clip = surface.get_clip()
        inner = pygame.Rect(box.left + px(18), y, box.width - px(36), g.action_y - px(10) - y)
        total = sum(len(w) * lh + px(2) for w in lines)
        self.result_max = max(0, total - inner.height)
        self.result_scroll = min(self.result_scroll, self.result_max)
        surface.set_clip(inner)
        y -= self.result_scroll
        for wrapped in lines:
            ui.text.draw(surface, "•", fs(16), theme.GOLD, (inner.left, y))
            for line in wrapped:
                ui.text.draw(surface, line, fs(16), theme.TEXT, (inner.left + px(16), y))
                y += lh
            y += px(2)
        surface.set_clip(clip)
        if self.result_max:  # more below or above: the wheel or ↑↓ scroll it
            up, down = self.result_scroll > 0, self.result_scroll < self.result_max
            more = " ".join(a for a, on in (("↑", up), ("↓", down)) if on)
            at = (box.right - px(18), box.top + px(14))
            ui.text.draw(surface, more, fs(16), theme.GOLD, at, "topright")
