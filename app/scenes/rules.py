"""The rules viewer: each game's rules in the current language, with rule numbers, scrollable."""

from __future__ import annotations

from typing import Any

import pygame

import engine

from ..services.resources import rules_path
from ..ui import record, theme
from ..ui.house_text import option_lines, played_with
from ..ui.widgets import Button, Segmented, panel
from .base import Scene


def load_rules(game_id: str, lang: str) -> str | None:
    path = rules_path(game_id, lang)
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return None


def parse_markdown(text: str) -> list[tuple[str, str]]:
    """Blocks of (style, text): h1, h2, item (with its rule number), para. Just what the rules use."""
    blocks: list[tuple[str, str]] = []
    for raw in text.splitlines():
        line = raw.strip().replace("**", "")
        if not line:
            continue
        if line.startswith("# "):
            blocks.append(("h1", line[2:]))
        elif line.startswith("## "):
            blocks.append(("h2", line[3:]))
        elif line.startswith(("- ", "* ")):
            blocks.append(("item", line[2:]))
        else:
            blocks.append(("para", line))
    return blocks


class RulesScene(Scene):
    def __init__(self, app: Any, game_id: str, options: dict[str, Any] | None = None,
                 rule: str | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id
        #: the rule to open at (学牌's bubbles: "DTZ-5.2"), shown in gold; scrolled to on the first layout
        self.rule = rule
        self.jump = rule is not None
        #: the room options of the match being played (from the table), for its "played with" line
        self.match = (game_id, options) if options else None
        self.scroll = 0
        self.content_h = 0
        self.games = list(engine.GAMES)

    def layout(self) -> None:
        px = self.ui.px
        W, H = self.app.scale.w, self.app.scale.h
        self.area = pygame.Rect(px(60), px(150), W - px(120), H - px(150) - px(30))
        names = [self.app.i18n.pick(engine.GAMES[g].short_zh, engine.GAMES[g].short_en) for g in self.games]
        self.tabs = Segmented(
            pygame.Rect(px(60), px(92), W - px(120) - px(200), px(40)),
            names,
            self.games.index(self.game_id),
            self._pick,
            font_size=16,
        )
        self.back = Button(
            pygame.Rect(W - px(60) - px(170), px(88), px(170), px(46)), self.t("common.back"), self.app.pop
        )
        self.build()

    def _pick(self, i: int) -> None:
        self.game_id = self.games[i]
        self.scroll = 0
        self.jump = False
        self.build()

    def build(self) -> None:
        """Lay the text out once into a list of (surface-ready line, style, y)."""
        ui = self.ui
        px, fs = ui.px, ui.fs
        text = load_rules(self.game_id, self.app.i18n.lang)
        self.lines: list[tuple[str, int, tuple, bool, int]] = []  # text, size, colour, bold, x
        y = 0
        width = self.area.width - px(60)
        if text is None:
            self.lines.append((self.t("rules.missing"), fs(20), theme.TEXT_DIM, False, 0))
            self.ys: list[int] = [0]
            self.content_h = px(40)
            return
        self.ys = []
        blocks = list(parse_markdown(text))
        if self.match is not None and self.match[0] == self.game_id:
            line = played_with(self.app.i18n, self.game_id, self.match[1])
            blocks.insert(1 if blocks and blocks[0][0] == "h1" else 0,
                          ("para", line or self.t("house.played_default")))
        house = option_lines(self.app.i18n, self.game_id)
        if house:
            blocks += [("h2", self.t("house.rules_heading"))] + [("item", h) for h in house]
        target: int | None = None
        for style, body in blocks:
            opened = style in ("item", "h2") and self.rule is not None and body.startswith(self.rule + " ")
            if opened:
                target = y
            if style == "h1":
                size, colour, bold, indent, gap = fs(30), theme.GOLD, True, 0, px(12)
            elif style == "h2":
                size, colour, bold, indent, gap = fs(22), theme.GOLD, True, 0, px(18)
            elif style == "item":
                size, colour, bold, indent, gap = fs(18), theme.TEXT, False, px(18), px(4)
            else:
                size, colour, bold, indent, gap = fs(18), theme.TEXT_DIM, False, 0, px(6)
            y += gap
            if opened:
                colour = theme.GOLD
            lh = round(ui.text.font(size, bold).get_linesize() * 1.12)
            for k, line in enumerate(ui.text.wrap(body, size, width - indent - px(20), bold)):
                # hanging indent: continuation lines of a rule align with its text, not its number
                self.lines.append(
                    (line, size, colour, bold, indent + (px(20) if style == "item" and k else 0))
                )
                self.ys.append(y)
                y += lh
        self.content_h = y + px(20)
        if self.jump and target is not None:
            self.jump = False
            self.scroll = max(0, min(self.max_scroll(), target))

    def max_scroll(self) -> int:
        return max(0, self.content_h - self.area.height + self.ui.px(40))

    def handle(self, event: pygame.event.Event) -> None:
        step = self.ui.px(60)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
                return
            if event.key in (pygame.K_DOWN, pygame.K_j):
                self.scroll += step
            elif event.key in (pygame.K_UP, pygame.K_k):
                self.scroll -= step
            elif event.key in (pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.scroll += self.area.height - step
            elif event.key == pygame.K_PAGEUP:
                self.scroll -= self.area.height - step
            elif event.key == pygame.K_HOME:
                self.scroll = 0
            elif event.key == pygame.K_END:
                self.scroll = self.max_scroll()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * step
        else:
            if self.tabs.handle(event) or self.back.handle(event):
                return
        self.scroll = max(0, min(self.max_scroll(), self.scroll))

    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        surface.fill(theme.BG_DARK)
        ui.text.draw(surface, self.t("rules.title"), fs(34), theme.GOLD, (px(60), px(24)), bold=True)
        ui.text.draw(
            surface,
            self.t("rules.scroll"),
            fs(16),
            theme.TEXT_DIM,
            (surface.get_width() - px(60), px(44)),
            "topright",
        )
        self.tabs.draw(surface, ui)
        self.back.draw(surface, ui)
        panel(surface, self.area, (255, 255, 255, 10), px(14))
        clip = surface.get_clip()
        inner = self.area.inflate(-px(20), -px(20))
        surface.set_clip(inner)
        top = inner.top + px(10) - self.scroll
        with record.scrolled():
            for (line, size, colour, bold, x), y in zip(self.lines, self.ys):
                yy = top + y
                if yy > inner.bottom or yy + size * 2 < inner.top:
                    continue
                ui.text.draw(surface, line, size, colour, (inner.left + px(20) + x, yy), bold=bold)
        surface.set_clip(clip)
        # scrollbar
        if self.max_scroll() > 0:
            frac = inner.height / (self.content_h + px(40))
            bar_h = max(px(30), round(inner.height * frac))
            y = inner.top + round((inner.height - bar_h) * self.scroll / self.max_scroll())
            pygame.draw.rect(
                surface,
                (255, 255, 255, 80)[:3],
                (self.area.right - px(12), y, px(6), bar_h),
                border_radius=px(3),
            )
