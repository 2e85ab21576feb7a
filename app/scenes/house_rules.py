"""房规 / house rules: the readings the rule documents leave open, chosen for the match about to
start. A panel over the menu: rule sets (presets and "my house rules"), one row per option with
its choices, and the focused (or hovered) option's help line, quoting the document, under the list."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

import engine
from engine.registry import PRESETS, house_options, preset_options

from ..services.house_store import HouseRulesStore
from ..ui import theme
from ..ui.widgets import Button, FocusRing, Segmented, Widget, panel
from .base import Overlay


def house_store(app: Any) -> HouseRulesStore:
    """The app's one store of "my house rules" (made on first use, in the user config folder)."""
    store = getattr(app, "house_store", None)
    if store is None:
        store = HouseRulesStore(app.config_dir)
        app.house_store = store
    return store


class HouseRulesPanel(Overlay):
    def __init__(self, app: Any, game_id: str, options: dict[str, Any],
                 on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.options = options  # the menu's option dict for this game, changed in place
        self.on_close = on_close
        self.specs = house_options(game_id)
        self.store = house_store(app)
        self.note = ""
        self.note_error = False
        damage = self.store.take_damage()
        if damage is None:
            self.store.get(game_id)  # reading the file may find it damaged
            damage = self.store.take_damage()
        if damage is not None:
            self.note = damage.message(self.t)
            self.note_error = True
        self.scroll = 0
        self.max_scroll = 0
        self.focus = FocusRing()
        self.rows: list[tuple[Any, pygame.Rect, Segmented]] = []
        self.help_for: Any = None

    # ---- the rule sets
    def _sets(self) -> list[tuple[str, dict[str, Any]]]:
        """(label, values) of each preset, then "my house rules" when saved."""
        out = [(self.app.i18n.pick(zh, en), preset_options(self.game_id, pid))
               for pid, zh, en, _ in PRESETS.get(self.game_id, [])]
        mine = self.store.get(self.game_id)
        if mine is not None:
            out.append((self.t("house.mine"), mine))
        return out

    def _current_set(self) -> int:
        now = {o.key: self.options.get(o.key, o.default) for o in self.specs}
        for i, (_, values) in enumerate(self._sets()):
            if values == now:
                return i
        return -1

    def apply_set(self, i: int) -> None:
        self.options.update(self._sets()[i][1])
        self.note = ""
        self.layout()

    def save_mine(self) -> None:
        ok = self.store.put(self.game_id, self.options)
        self.note = self.t("house.saved" if ok else "house.save_failed")
        self.note_error = not ok
        self.layout()

    def defaults(self) -> None:
        self.options.update({o.key: o.default for o in self.specs})
        self.note = ""
        self.layout()

    def close(self) -> None:
        self.app.pop()
        if self.on_close is not None:
            self.on_close()

    # ---- layout
    def layout(self) -> None:
        ui = self.ui
        px = ui.px
        W, H = self.app.scale.w, self.app.scale.h
        self.box = pygame.Rect(0, 0, min(W - px(40), px(1100)), min(H - px(40), px(860)))
        self.box.center = (W // 2, H // 2)
        inner = self.box.inflate(-px(48), 0)
        self.inner = inner
        y = self.box.top + px(92)
        sets = self._sets()
        self.set_seg: Segmented | None = None
        if sets:
            labels = [s[0] for s in sets]
            cell = max(ui.text.size(lb, ui.fs(16), True)[0] for lb in labels) + px(28)
            width = min(inner.width - px(140), cell * len(labels))
            rect = pygame.Rect(inner.left + px(130), y, width, px(36))
            current = self._current_set()
            self.set_seg = Segmented(rect, labels, current, self.apply_set, font_size=16)
        y += px(50)
        bh = px(46)
        by = self.box.bottom - px(20) - bh
        self.help_rect = pygame.Rect(inner.left, by - px(86), inner.width, px(74))
        self.view = pygame.Rect(inner.left, y, inner.width, self.help_rect.top - px(10) - y)
        specs = [("house.save_mine", self.save_mine, "alt"), ("house.defaults", self.defaults, "alt"),
                 ("house.done", self.close, "primary")]
        bw = (inner.width - px(2 * 14)) // 3
        self.buttons = [Button(pygame.Rect(inner.left + i * (bw + px(14)), by, bw, bh), self.t(k), fn,
                               style=st, font_size=18) for i, (k, fn, st) in enumerate(specs)]
        self._place_rows()

    def _place_rows(self) -> None:
        ui = self.ui
        px = ui.px
        row_h = px(50)
        label_w = min(self.inner.width // 2 - px(10),
                      max((ui.text.size(self._title(o), ui.fs(17), True)[0] for o in self.specs),
                          default=0) + px(28))
        self.max_scroll = max(0, len(self.specs) * row_h - self.view.height)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        self.rows = []
        widgets: list[Widget] = []
        for i, opt in enumerate(self.specs):
            y = self.view.top + i * row_h - self.scroll
            labels = [self._choice(opt, j) for j in range(len(opt.choices))]
            cell = max(ui.text.size(lb, ui.fs(16), True)[0] for lb in labels) + px(26)
            left = self.view.left + label_w
            rect = pygame.Rect(left, y + px(6), min(self.view.right - px(12) - left, cell * len(labels)),
                               row_h - px(12))
            value = self.options.get(opt.key, opt.default)
            idx = opt.choices.index(value) if value in opt.choices else 0
            seg = Segmented(rect, labels, idx, partial(self._set, opt), font_size=16)
            row = pygame.Rect(self.view.left, y, self.view.width, row_h)
            self.rows.append((opt, row, seg))
            if self.view.contains(row):
                widgets.append(seg)
        extra: list[Widget] = [self.set_seg] if self.set_seg is not None else []
        self.focus.set(extra + widgets + list(self.buttons))

    def _title(self, opt: Any) -> str:
        return self.app.i18n.pick(opt.label_zh, opt.label_en)

    def _choice(self, opt: Any, j: int) -> str:
        if opt.choice_labels:
            return self.app.i18n.pick(*opt.choice_labels[j])
        v = opt.choices[j]
        return self.t("opt.on" if v else "opt.off") if isinstance(v, bool) else str(v)

    def _set(self, opt: Any, k: int) -> None:
        self.options[opt.key] = opt.choices[k]
        self.help_for = opt
        self.note = ""
        if self.set_seg is not None:
            current = self._current_set()
            self.set_seg.index = current

    def _visible(self) -> list[tuple[Any, pygame.Rect, Segmented]]:
        return [r for r in self.rows if self.view.contains(r[1])]

    def focused_option(self) -> Any:
        """The option whose help line shows: the focused row, else the hovered one, else the last
        one changed, else the first."""
        for opt, _, seg in self._visible():
            if seg.focused:
                return opt
        mouse = pygame.mouse.get_pos()
        for opt, row, _ in self._visible():
            if row.collidepoint(mouse):
                return opt
        return self.help_for or (self.specs[0] if self.specs else None)

    def scroll_by(self, dy: int) -> None:
        new = max(0, min(self.max_scroll, self.scroll + dy))
        if new != self.scroll:
            self.scroll = new
            self._place_rows()

    # ---- input
    def handle(self, event: pygame.event.Event) -> None:
        closing = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if event.type == pygame.KEYDOWN and event.key in closing and (
                event.key == pygame.K_ESCAPE or self.focus.index < 0):
            self.close()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.ui.px(50))
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = self.view.height * 3 // 4
            self.scroll_by(step if event.key == pygame.K_PAGEDOWN else -step)
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN):
            if self.focus.handle(event, vertical=event.key != pygame.K_TAB):
                self._keep_focus_in_view()
                return
        widgets = ([self.set_seg] if self.set_seg is not None else []) + [s for _, _, s in self._visible()]
        for w in widgets + list(self.buttons):
            if w.handle(event):
                return
        if self.focus.handle(event, vertical=False):
            return

    def _keep_focus_in_view(self) -> None:
        for _, row, seg in self.rows:
            if seg.focused and not self.view.contains(row):
                above = row.top < self.view.top
                self.scroll_by(row.top - self.view.top if above else row.bottom - self.view.bottom)
                return

    # ---- drawing
    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        self.draw_veil(surface)
        panel(surface, self.box, theme.BG_PANEL_SOLID, px(16), border=theme.GOLD_DARK)
        info = engine.GAMES[self.game_id]
        game = self.app.i18n.pick(info.name_zh, info.name_en)
        ui.text.draw(surface, self.t("house.title", game=game), fs(26), theme.GOLD,
                     (self.inner.left, self.box.top + px(18)), bold=True)
        ui.text.draw(surface, self.t("house.intro"), fs(15), theme.TEXT_DIM,
                     (self.inner.left, self.box.top + px(58)))
        if self.set_seg is not None:
            ui.text.draw(surface, self.t("house.presets"), fs(17), theme.TEXT_DIM,
                         (self.inner.left, self.set_seg.rect.centery), "midleft", True)
            self.set_seg.draw(surface, ui)
        if not self.specs:
            ui.text.draw(surface, self.t("house.none"), fs(18), theme.TEXT_DIM, self.view.topleft)
        shown = self.focused_option()
        for opt, row, seg in self._visible():
            if opt is shown:  # the row whose help line shows below
                glow = pygame.Surface(row.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (255, 255, 255, 22), glow.get_rect(), border_radius=px(8))
                surface.blit(glow, row.topleft)
            changed = self.options.get(opt.key, opt.default) != opt.default
            ui.text.draw(surface, self._title(opt), fs(17), theme.GOLD if changed else theme.TEXT,
                         (row.left + px(8), row.centery), "midleft", True)
            seg.draw(surface, ui)
        if self.max_scroll:
            v = self.view
            track = pygame.Rect(v.right - px(6), v.top, px(4), v.height)
            pygame.draw.rect(surface, (255, 255, 255, 40), track, border_radius=px(2))
            h = max(px(24), v.height * v.height // (v.height + self.max_scroll))
            y = v.top + (v.height - h) * self.scroll // self.max_scroll
            pygame.draw.rect(surface, theme.GOLD, (track.left, y, track.width, h), border_radius=px(2))
        pygame.draw.line(surface, theme.GOLD_DARK, (self.help_rect.left, self.help_rect.top - px(4)),
                         (self.help_rect.right, self.help_rect.top - px(4)))
        if self.note:
            ui.text.draw_wrapped(surface, self.note, fs(16), theme.ERROR if self.note_error else theme.GOLD,
                                 self.help_rect)
        elif shown is not None:
            text = self.app.i18n.pick(shown.help_zh, shown.help_en)
            ui.text.draw_wrapped(surface, text, fs(15), theme.TEXT, self.help_rect)
        for b in self.buttons:
            b.draw(surface, ui)
