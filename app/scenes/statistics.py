"""统计: per game and per opponents' level, the figures in a table and a chart over the last matches;
reset one game or all, after a confirmation."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame

import engine

from ..services.i18n import CATALOGUE
from ..services.stats import EARLIER, Figures, Point
from ..services.style_stats import CHOICES
from ..ui import theme
from ..ui.chart import MARKERS, Series, legend, line_chart
from ..ui.menu_rows import AI_LEVELS, CHARACTER_IDS
from ..ui.widgets import Button, FocusRing, Segmented, panel
from .base import Scene

#: the level selector's buckets, in order (``earlier`` only where an old file left counts in it)
LEVELS = ("all", *AI_LEVELS, "mixed", "hotseat")


class StatisticsScene(Scene):
    def __init__(self, app: Any, game_id: str | None = None) -> None:
        super().__init__(app)
        self.games = list(engine.GAMES)
        self.game_id = game_id if game_id in self.games else self.games[0]
        self.level = "all"
        self.mode = 0  # 0: cumulative wins, 1: score per match, 2: the AI characters' styles
        self.focus = FocusRing()
        self.buttons: list[Button] = []
        self.game_buttons: list[Button] = []
        self.level_seg: Segmented | None = None
        self.mode_seg: Segmented | None = None

    # ---- state
    def levels(self) -> list[str]:
        present = self.app.stats.levels(self.game_id)
        extra = [lv for lv in present if lv not in LEVELS]  # earlier counts, a level added later
        return list(LEVELS) + sorted(extra, key=lambda lv: lv != EARLIER)

    def level_name(self, lv: str) -> str:
        for key in (f"stats.level.{lv}", f"ai.{lv}"):
            if key in CATALOGUE:
                return self.t(key)
        return lv

    def bucket(self) -> str | None:
        return None if self.level == "all" else self.level

    def select_game(self, game_id: str) -> None:
        self.game_id = game_id
        if self.level not in self.levels():
            self.level = "all"
        self.layout()

    def step_game(self, step: int) -> None:
        i = self.games.index(self.game_id)
        self.select_game(self.games[(i + step) % len(self.games)])

    def set_level(self, i: int) -> None:
        self.level = self.levels()[i]
        self.layout()

    def step_level(self, step: int) -> None:
        lv = self.levels()
        self.set_level((lv.index(self.level) + step) % len(lv))

    def set_mode(self, i: int) -> None:
        self.mode = i
        self.layout()

    def game_name(self, game_id: str) -> str:
        info = engine.GAMES[game_id]
        return self.app.i18n.pick(info.name_zh, info.name_en)

    def ask_reset(self, everything: bool = False) -> None:
        if everything:
            text, on_yes = self.t("stats.confirm_all"), self.reset_all
        else:
            text, on_yes = self.t("stats.confirm_game", game=self.game_name(self.game_id)), self.reset_game
        label = self.t("stats.reset_all") if everything else self.t("stats.reset_game").split("  ")[0]
        self.app.push("confirm", self.t("stats.confirm_title"), text, on_yes, label)

    def reset_game(self) -> None:
        self.app.stats.reset(self.game_id)
        self.level = "all"
        self.layout()

    def reset_all(self) -> None:
        self.app.stats.reset()
        self.level = "all"
        self.layout()

    # ---- layout
    def layout(self) -> None:
        ui = self.ui
        px = ui.px
        W, H = self.app.scale.w, self.app.scale.h
        self.left = pygame.Rect(px(40), px(92), px(300), H - px(92) - px(96))
        n = len(self.games)  # as many as are registered: the buttons share the column's height
        gh = min(px(64), (self.left.height - px(8) * (n - 1)) // n)
        self.game_buttons = []
        for i, gid in enumerate(self.games):
            r = pygame.Rect(self.left.left, self.left.top + i * (gh + px(8)), self.left.width, gh)
            m, w = self.app.stats.get(gid)
            b = Button(r, self.game_name(gid), partial(self.select_game, gid), style="alt", font_size=18,
                       sublabel=self.t("menu.stats", matches=m, wins=w))
            b.selected = gid == self.game_id
            self.game_buttons.append(b)
        self.right = pygame.Rect(self.left.right + px(24), px(92), W - self.left.right - px(64),
                                 H - px(92) - px(96))
        names = [self.level_name(lv) for lv in self.levels()]
        seg_rect = pygame.Rect(self.right.left, self.right.top, self.right.width, px(40))
        at = self.levels().index(self.level)
        self.level_seg = Segmented(seg_rect, names, at, self.set_level, font_size=17)
        top = self.right.top + px(52)
        self.table_rect = pygame.Rect(self.right.left, top, self.right.width, px(36) + px(30) * 6)
        self.chart_rect = pygame.Rect(self.right.left, self.table_rect.bottom + px(14), self.right.width,
                                      self.right.bottom - self.table_rect.bottom - px(14))
        modes = [self.t("stats.chart_wins"), self.t("stats.chart_score"), self.t("stats.chart_styles")]
        mw = max(ui.text.size(m, ui.fs(16), True)[0] for m in modes) + px(28)
        seg = pygame.Rect(0, 0, mw * len(modes), px(32))
        seg.topright = (self.chart_rect.right - px(14), self.chart_rect.top + px(10))
        self.mode_seg = Segmented(seg, modes, self.mode, self.set_mode, font_size=16)
        # the bottom row: reset this game, reset all, back
        h, y = px(48), H - px(24) - px(48)
        specs = [(self.t("stats.reset_game"), self.ask_reset, "alt"),
                 (self.t("stats.reset_all"), lambda: self.ask_reset(True), "alt"),
                 (self.t("stats.back"), self.app.pop, "primary")]
        x = W - px(40)
        self.buttons = []
        for label, fn, style in reversed(specs):
            w = ui.text.size(label, ui.fs(18), True)[0] + px(36)
            x -= w
            self.buttons.insert(0, Button(pygame.Rect(x, y, w, h), label, fn, style=style, font_size=18))
            x -= px(16)
        has_any = any(self.app.stats.get(g)[0] for g in self.games)
        stats = self.app.stats
        self.buttons[0].enabled = bool(stats.get(self.game_id)[0] or stats.series(self.game_id))
        self.buttons[1].enabled = has_any
        self.focus.set([*self.game_buttons, self.level_seg, self.mode_seg, *self.buttons])

    # ---- input
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key == pygame.K_ESCAPE:
                self.app.pop()
                return
            moves = {pygame.K_LEFT: ("game", -1), pygame.K_RIGHT: ("game", 1),
                     pygame.K_UP: ("level", -1), pygame.K_DOWN: ("level", 1)}
            ring = self.focus
            focused = ring.widgets[ring.index] if 0 <= ring.index < len(ring.widgets) else None
            sideways = key in (pygame.K_LEFT, pygame.K_RIGHT)
            if key in moves and not (isinstance(focused, Segmented) and sideways):  # ←→ move its choice
                what, step = moves[key]
                self.step_game(step) if what == "game" else self.step_level(step)
                return
            if key == pygame.K_g:
                self.set_mode((self.mode + 1) % 3)
                return
            if key == pygame.K_r and self.buttons[0].enabled:
                self.ask_reset()
                return
        if self.focus.handle(event, vertical=False):
            return
        for w in [*self.game_buttons, self.level_seg, self.mode_seg, *self.buttons]:
            if w is not None and w.handle(event):
                return

    # ---- drawing
    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        W, H = surface.get_size()
        surface.fill(theme.BG_DARK)
        ui.text.draw(surface, self.t("stats.title"), fs(34), theme.GOLD, (px(40), px(22)), bold=True)
        m, w = self.app.stats.get(self.game_id)
        sub = f"{self.game_name(self.game_id)} · {self.t('menu.stats', matches=m, wins=w)}"
        open_match = self.app.stats.in_progress(self.game_id)
        if open_match is not None:
            sub += " · " + self.t("stats.open_short", n=open_match["hand"])
        ui.text.draw(surface, sub, fs(18), theme.TEXT_DIM, (self.right.left, px(40)))
        for b in self.game_buttons:
            b.draw(surface, ui)
        if self.level_seg:
            self.level_seg.draw(surface, ui)
        figures = self.app.stats.figures(self.game_id, self.bucket())
        self.draw_table(surface, figures)
        self.draw_chart(surface, figures)
        for b in self.buttons:
            b.draw(surface, ui)
        keys_at = (px(40), H - px(24) - px(24))
        room = self.buttons[0].rect.left - px(24) - keys_at[0]
        size = fs(16)
        while ui.text.size(self.t("stats.keys"), size)[0] > room and size > 12:
            size -= 1
        ui.text.draw(surface, self.t("stats.keys"), size, theme.TEXT_DIM, keys_at, "midleft")

    def rows(self, f: Figures) -> list[tuple[str, str]]:
        none = self.t("stats.none")

        def pct(v: float | None) -> str:
            return none if v is None else f"{round(v * 100)}%"

        def signed(v: float | None, digits: int = 0) -> str:
            if v is None:
                return none
            return f"{v:+.{digits}f}" if round(v, digits) else "0"

        climbing = engine.GAMES[self.game_id].climbing  # a finishing order (上游)
        return [
            ("stats.matches", str(f.matches)),
            ("stats.wins", str(f.wins)),
            ("stats.win_rate", pct(f.win_rate)),
            ("stats.best", signed(f.best)),
            ("stats.average", signed(f.average, 1)),
            ("stats.hands", str(f.hands)),
            ("stats.streak", str(f.streak)),
            ("stats.best_streak", str(f.best_streak)),
            ("stats.first_rate", pct(f.first_rate) if climbing else none),
            ("stats.bombs", str(f.bombs) if climbing else none),
            ("stats.takebacks", f"{f.takeback_matches} ({f.takeback_wins})"),
        ]

    def draw_table(self, surface: pygame.Surface, f: Figures) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        r = self.table_rect
        panel(surface, r, theme.BG_PANEL, px(14))
        rows = self.rows(f)
        half = (len(rows) + 1) // 2
        col_w = (r.width - px(36)) // 2
        for i, (key, value) in enumerate(rows):
            col, row = divmod(i, half)
            x = r.left + px(18) + col * (col_w + px(0))
            y = r.top + px(16) + row * px(30)
            if row:  # a faint rule between rows
                pygame.draw.line(surface, (60, 80, 74), (x, y - px(4)), (x + col_w - px(24), y - px(4)), 1)
            ui.text.draw(surface, self.t(key), fs(17), theme.TEXT_DIM, (x, y))
            colour = theme.GOLD if value != self.t("stats.none") else theme.TEXT_DIM
            ui.text.draw(surface, value, fs(18), colour, (x + col_w - px(24), y), "topright", bold=True)

    def chart_series(self, points: list[Point]) -> list[Series]:
        if not points:
            return []
        if self.mode == 1:
            scores = [p.score for p in points if p.score is not None]
            return [Series(scores, theme.GOLD, marker="circle")] if scores else []
        buckets = sorted({p.level for p in points}, key=lambda lv: self.levels().index(lv)
                         if lv in self.levels() else 99)
        if self.level != "all" or len(buckets) < 2:
            buckets = []
        groups = [("all", None)] + [(lv, lv) for lv in buckets]
        out = []
        for j, (name, lv) in enumerate(groups):
            run, values = 0, [0]
            for p in points:
                run += p.won and (lv is None or p.level == lv)
                values.append(run)
            label = self.level_name(name) if buckets else ""
            out.append(Series(values, theme.SEAT_COLOURS[j % 6], label, MARKERS[j % len(MARKERS)]))
        return out

    def open_match_text(self) -> str | None:
        """What the unfinished match has given so far (the climbing games' first outs and bombs)."""
        t = self.app.stats.in_progress(self.game_id)
        if t is None:
            return None
        if engine.GAMES[self.game_id].climbing:  # a finishing order (上游)
            return self.t("stats.open_climbing", n=t["hand"], firsts=t["firsts"], bombs=t["bombs"])
        return self.t("stats.open", n=t["hand"])

    def draw_chart(self, surface: pygame.Surface, f: Figures) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        r = self.chart_rect
        panel(surface, r, theme.BG_PANEL, px(14))
        if self.mode == 2:
            self.draw_styles(surface, r)
            return
        points = self.app.stats.series(self.game_id, self.bucket())
        title = self.t("stats.chart_wins" if self.mode == 0 else "stats.chart_score")
        if points:
            title += "  ·  " + self.t("stats.chart_x", n=len(points))
        ui.text.draw(surface, title, fs(18), theme.GOLD, (r.left + px(18), r.top + px(14)), bold=True)
        if self.mode_seg:
            self.mode_seg.draw(surface, ui)
        series = self.chart_series(points)
        area = pygame.Rect(r.left + px(56), r.top + px(76), r.width - px(84), r.height - px(110))
        if not series:
            msg = self.t("stats.empty") if not f.matches else self.t("stats.chart_empty")
            at = (r.centerx, r.centery - px(10))
            ui.text.draw(surface, msg, fs(22), theme.TEXT, at, "center", bold=True)
            if not f.matches:
                # a match under way is already counted hand by hand: say what it holds so far
                hint = self.open_match_text() or self.t("stats.empty_hint")
                box = pygame.Rect(r.left + px(30), r.centery + px(14), r.width - px(60), px(80))
                ui.text.draw_wrapped(surface, hint, fs(16), theme.TEXT_DIM, box, align="center")
            return
        if any(s.label for s in series):
            legend(surface, ui, series, r.right - px(18), r.top + px(48))
        offset = 0 if self.mode == 0 else 1  # the wins line starts at 0 before the first match
        y_label = (lambda v: str(round(v))) if self.mode == 0 else None  # a count of wins has no sign
        line_chart(surface, ui, area, series, x_label=lambda k: str(k + offset), y_label=y_label)

    def style_rows(self) -> tuple[tuple[str, ...], list[tuple[str, int, list[float]]]]:
        """The styles table: its choice columns, and per character faced in this game (all levels)
        (id, seat-hands, each choice's times per hand)."""
        faced = self.app.stats.styles.characters(self.game_id)
        columns = engine.GAMES[self.game_id].style_columns or tuple(
            c for c in CHOICES if any(r.get(c) for r in faced.values()))
        order = [c for c in CHARACTER_IDS if c in faced] + sorted(c for c in faced if c not in CHARACTER_IDS)
        rows = [(c, faced[c]["hands"], [faced[c].get(k, 0) / faced[c]["hands"] for k in columns])
                for c in order]
        return columns, rows

    def draw_styles(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """How each AI character faced played: its seat-hands and its choices per hand."""
        ui = self.ui
        px, fs = ui.px, ui.fs
        ui.text.draw(surface, self.t("stats.styles_title"), fs(18), theme.GOLD,
                     (r.left + px(18), r.top + px(14)), bold=True)
        if self.mode_seg:
            self.mode_seg.draw(surface, ui)
        columns, rows = self.style_rows()
        if not rows:
            ui.text.draw(surface, self.t("stats.styles_empty"), fs(20), theme.TEXT, r.center, "center",
                         bold=True)
            return
        heads = ["stats.styles_hands", *(f"stats.style.{c}" for c in columns)]
        name_w = r.width * 2 // 5
        col_w = (r.width - px(36) - name_w) // len(heads)
        y = r.top + px(54)
        for j, key in enumerate(heads):
            x = r.left + px(18) + name_w + (j + 1) * col_w
            ui.text.draw(surface, self.t(key), fs(16), theme.TEXT_DIM, (x, y), "topright")
        row_h = max(px(34), min(px(52), (r.bottom - y - px(30)) // max(1, len(rows))))
        y += px(28)
        for cid, hands, rates in rows:
            known = f"char.{cid}" in CATALOGUE
            ui.text.draw(surface, self.t(f"char.{cid}") if known else cid, fs(17), theme.TEXT,
                         (r.left + px(18), y), bold=True)
            if known and row_h >= px(44):
                desc = ui.text.fit(self.t(f"char.{cid}.desc"), fs(13), r.width - px(36))
                ui.text.draw(surface, desc, fs(13), theme.TEXT_DIM, (r.left + px(18), y + px(22)))
            values = [str(hands)] + [f"{v:.2f}" for v in rates]
            for j, value in enumerate(values):
                x = r.left + px(18) + name_w + (j + 1) * col_w
                ui.text.draw(surface, value, fs(18), theme.GOLD, (x, y), "topright", bold=True)
            y += row_h
