"""The menu's seats and room options laid out as rows, from a given y down (the menu scrolls them)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

import pygame

import engine
from ai.characters import CHARACTERS

from ..services.saves import SeatConfig
from .widgets import Button, Segmented, TextInput

AI_LEVELS = ("random", "easy", "normal", "hard")
CHARACTER_IDS = tuple(c.id for c in CHARACTERS)


def _pick_into(target: object, name: str, choices: Sequence[Any], k: int) -> None:
    """A segmented control's choice ``k`` set as ``target.name``."""
    setattr(target, name, choices[k])


def _pick_option(setup: dict[str, Any], opt: Any, k: int) -> None:
    """A room option's segmented control: its choice ``k`` into the setup's options."""
    setup["options"][opt.key] = opt.choices[k]


class SetupRows:
    """Mixed into the menu scene: places its seat rows and room options."""

    app: Any
    ui: Any
    game_id: str
    right: pygame.Rect
    takeback_seg: Segmented | None
    # the menu scene's own members that the rows call (annotations only: nothing here shadows them)
    t: Callable[..., str]
    setup: Callable[[], dict[str, Any]]
    build_setup: Callable[[], None]
    value_label: Callable[[Any], str]
    humans: Callable[[], int]
    takeback_on: Callable[[], bool]
    _set_players: Callable[[int], None]
    _set_takeback: Callable[[bool], None]
    _set_kind: Callable[[SeatConfig, int, int], None]

    def _label(self, name: str, text: str, x: int, y: int) -> tuple[str, pygame.Rect, Any]:
        w, h = self.ui.text.size(text, self.ui.fs(17), True)
        return (name, pygame.Rect(x, y, w, h), text)

    def _place_setup(self, y: int) -> list[Any]:
        """(name, rect, label text or widget) for the seats and options from ``y`` down; the last
        element is the y under the content."""
        out: list[Any] = []
        # the room options and 房规 first: they stay in view at 1920×1080 even beside six seats,
        # where the seats (each with its own row) are what the wheel brings in
        below = self._place_options(out, y)
        self._place_seats(out, below + self.ui.px(14) if below > y else y)
        return out

    def _place_options(self, out: list[Any], y: int) -> int:
        """The room options two to a row, then the 房规 button; returns the y under them."""
        px = self.ui.px
        info = engine.GAMES[self.game_id]
        st = self.setup()
        x0 = self.right.left + px(24)
        x1 = self.right.right - px(24)
        common = [o for o in info.options if not o.house]
        if common:
            out.append(self._label("options", self.t("menu.options"), x0, y))
            y += px(36)
            rows = []
            for opt in common:
                labels = [self.value_label(v) for v in opt.choices]
                title = self.app.i18n.pick(opt.label_zh, opt.label_en)
                need = max(self.option_width(labels),
                           self.ui.text.size(title, self.ui.fs(17), True)[0])
                rows.append((opt, title, labels, need))
            half = (x1 - x0) // 2
            # two options side by side where both fit half the width; a wide one takes a whole row
            slot = 0  # 0: a new row starts, 1: the right half of the current row is free
            for opt, title, labels, need in rows:
                wide = need > half - px(20)
                if wide and slot:
                    y += px(66)
                    slot = 0
                cx = x0 + slot * half
                col_w = x1 - x0 if wide else half
                out.append(self._label(f"opt.{opt.key}.label", title, cx, y))
                value = st["options"][opt.key]
                idx = opt.choices.index(value) if value in opt.choices else 0
                seg = pygame.Rect(cx, y + px(26), min(col_w - px(20), self.option_width(labels)), px(36))
                out.append((f"opt.{opt.key}", seg, Segmented(
                    seg, labels, idx, partial(_pick_option, st, opt),
                    font_size=16)))
                if wide or slot:
                    y += px(66)
                    slot = 0
                else:
                    slot = 1
            if slot:
                y += px(66)
        house = [o for o in info.options if o.house]
        if house:  # the readings the documents leave open: their own panel (app/scenes/house_rules.py)
            changed = sum(st["options"][o.key] != o.default for o in house)
            label = (self.t("house.button_changed", n=changed) if changed else self.t("house.button")) + "  H"
            w = self.ui.text.size(label, self.ui.fs(17), True)[0] + px(40)
            rect = pygame.Rect(x0, y, min(w, x1 - x0), px(40))
            out.append(("house", rect, Button(rect, label, self.open_house_rules, style="alt", font_size=17)))
            y += px(54)
        return y

    def _place_seats(self, out: list[Any], y: int) -> None:
        """The seats' heading with 悔牌 beside it, the player count, then a row per seat; the y
        under them goes last into ``out``."""
        px = self.ui.px
        info = engine.GAMES[self.game_id]
        st = self.setup()
        x0 = self.right.left + px(24)
        x1 = self.right.right - px(24)
        out.append(self._label("seats", self.t("menu.seats"), x0, y))
        self.takeback_seg = None
        if self.humans():  # 悔牌: set per match, at the right of the seats' heading
            cells = [self.t("opt.on"), self.t("opt.off")]
            seg = pygame.Rect(0, 0, self.cell_width(cells) * 2, px(32))
            seg.topright = (x1, y - px(4))
            label = self.t("menu.takeback") + "  T"
            label_w = self.ui.text.size(label, self.ui.fs(17), True)[0]
            out.append(self._label("takeback.label", label, seg.left - px(12) - label_w, y))
            self.takeback_seg = Segmented(
                seg, cells, 0 if self.takeback_on() else 1, lambda k: self._set_takeback(k == 0), font_size=16
            )
            out.append(("takeback", seg, self.takeback_seg))
        y += px(40)
        if len(info.players) > 1:
            labels = [self.t("menu.players", n=p) for p in info.players]
            w = min(self.cell_width(labels) * len(labels), x1 - x0)
            out.append(
                (
                    "players",
                    pygame.Rect(x0, y, w, px(38)),
                    Segmented(
                        pygame.Rect(x0, y, w, px(38)),
                        labels,
                        info.players.index(st["players"]),
                        lambda i: self._set_players(info.players[i]),
                        font_size=16,
                    ),
                )
            )
            y += px(48)
        row_h = px(46) if st["players"] <= 4 else px(40)
        levels = [self.t(f"ai.{lv}") for lv in AI_LEVELS]
        level_w = self.tight_width(levels) * len(levels)
        characters = [self.t(f"char.{c}") for c in CHARACTER_IDS]
        char_w = self.tight_width(characters) * len(characters)
        for i in range(st["players"]):
            seat: SeatConfig = st["seats"][i]
            out.append(self._label(f"seat{i}.label", self.t("menu.seat_label", n=i + 1), x0,
                                   y + row_h // 2 - px(12)))
            default = self.t("seat.name_human" if seat.is_human else "seat.name_ai", n=i + 1)
            rect = pygame.Rect(x0 + px(80), y, px(150), row_h - px(8))
            out.append((f"seat{i}.name", rect, TextInput(rect, seat.name or default,
                                                          on_change=partial(setattr, seat, "name"))))
            kinds = [self.t("seat.human"), self.t("seat.ai")]
            rect = pygame.Rect(rect.right + px(10), y, self.tight_width(kinds) * 2, row_h - px(8))
            out.append((f"seat{i}.kind", rect, Segmented(
                rect, kinds, 0 if seat.is_human else 1,
                partial(self._set_kind, seat, i), font_size=16)))
            if not seat.is_human:
                left = rect.right + px(12)
                if left + level_w > x1:  # on the seat's row where it fits, else under it
                    y += row_h
                    left = x0 + px(80)
                rect = pygame.Rect(left, y, min(max(level_w, px(280)), x1 - left), row_h - px(8))
                out.append((f"seat{i}.level", rect, Segmented(
                    rect, levels, AI_LEVELS.index(seat.level),
                    partial(_pick_into, seat, "level", AI_LEVELS), font_size=16)))
                # the character (ai.characters) beside the level where it fits, else under it
                left = rect.right + px(12)
                if left + char_w > x1:
                    y += row_h
                    left = x0 + px(80)
                    # a row of its own says what it sets (beside the level, the level row does)
                    out.append(self._label(f"seat{i}.character.label", self.t("menu.character_label"),
                                           x0 + px(12), y + row_h // 2 - px(12)))
                rect = pygame.Rect(left, y, char_w, row_h - px(8))
                index = CHARACTER_IDS.index(seat.character) if seat.character in CHARACTER_IDS else 0
                out.append((f"seat{i}.character", rect, Segmented(
                    rect, characters, index,
                    partial(_pick_into, seat, "character", CHARACTER_IDS), font_size=16)))
            y += row_h
        out.append(y)


    def open_house_rules(self) -> None:
        if any(o.house for o in engine.GAMES[self.game_id].options):
            self.app.push("house_rules", self.game_id, self.setup()["options"], self.build_setup)

    def option_width(self, labels: list[str]) -> int:
        """A room option's row: numbers get narrow cells, so two options share a line."""
        widest = max(self.ui.text.size(lb, self.ui.fs(16), True)[0] for lb in labels)
        return max(self.ui.px(60), widest + self.ui.px(24)) * len(labels)

    def tight_width(self, labels: list[str]) -> int:
        """A cell just wide enough for the longest label (rows that must share one line)."""
        return max(self.ui.text.size(lb, self.ui.fs(16), True)[0] for lb in labels) + self.ui.px(16)

    def cell_width(self, labels: list[str]) -> int:
        """Wide enough for the longest label of a choice row (English labels run long)."""
        widest = max(self.ui.text.size(lb, self.ui.fs(16), True)[0] for lb in labels)
        return max(self.ui.px(86), widest + self.ui.px(26))
