"""Settings: language, animation speed, AI pace, volume and mute, card back, four-colour suits, sort order,
full screen. Every change applies at once and is saved."""

from __future__ import annotations

from typing import Any

import pygame

from .. import __version__
from ..services.settings import CARD_BACKS, SORT_ORDERS
from ..ui import theme
from ..ui.widgets import Button, FocusRing, Segmented, Slider, Widget, panel
from .base import Scene

#: every choice of speed from slow to fast (no animation is the fastest), on before off: the rows
#: read the same way
ANIM_ORDER = ("normal", "fast", "off")
PACE_ORDER = ("slow", "normal", "fast")


class SettingsScene(Scene):
    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.rows: list[tuple[str, Widget]] = []
        self.focus = FocusRing()

    def layout(self) -> None:
        px = self.ui.px
        W, H = self.app.scale.w, self.app.scale.h
        st = self.app.settings
        self.box = pygame.Rect(0, 0, px(820), px(650))
        self.box.center = (W // 2, H // 2)
        x = self.box.left + px(300)
        y0 = self.box.top + px(86)
        step = px(43)  # ten rows above the card preview
        w = px(420)
        h = px(40)

        def seg(labels: list[str], idx: int, fn: Any, width: int = w) -> Segmented:
            return Segmented(pygame.Rect(x, 0, width, h), labels, idx, fn, font_size=17)

        def on_off(value: bool, fn: Any) -> Segmented:
            # 开 before 关, as in the menu's room options and take-back
            labels = [self.t("opt.on"), self.t("opt.off")]
            return seg(labels, 0 if value else 1, lambda i: fn(i == 0), px(200))

        self.rows = [
            (
                "settings.language",
                seg(
                    [self.t("settings.lang.zh"), self.t("settings.lang.en")],
                    0 if st.language == "zh" else 1,
                    lambda i: self._set("language", ("zh", "en")[i]),
                ),
            ),
            (
                "settings.anim",
                seg(
                    [self.t(f"settings.anim.{a}") for a in ANIM_ORDER],
                    ANIM_ORDER.index(st.anim_speed),
                    lambda i: self._set("anim_speed", ANIM_ORDER[i]),
                ),
            ),
            (
                "settings.ai_pace",
                seg(
                    [self.t(f"settings.ai_pace.{p}") for p in PACE_ORDER],
                    PACE_ORDER.index(st.ai_pace),
                    lambda i: self._set("ai_pace", PACE_ORDER[i]),
                ),
            ),
            (
                "settings.volume",
                Slider(pygame.Rect(x, 0, px(340), h), st.volume, lambda v: self._set("volume", v, False)),
            ),
            (
                "settings.mute",
                on_off(st.mute, lambda on: self._set("mute", on)),
            ),
            (
                "settings.card_back",
                seg(
                    [self.t(f"settings.back.{i}") for i in range(CARD_BACKS)],
                    st.card_back,
                    lambda i: self._set("card_back", i),
                ),
            ),
            (
                "settings.four_colour",
                on_off(st.four_colour, lambda on: self._set("four_colour", on)),
            ),
            (
                "settings.sort",
                seg(
                    [self.t(f"table.sort_{o}") for o in SORT_ORDERS],
                    SORT_ORDERS.index(st.sort_order),
                    lambda i: self._set("sort_order", SORT_ORDERS[i]),
                    px(300),
                ),
            ),
            (
                "settings.rule_numbers",
                on_off(st.rule_numbers, lambda on: self._set("rule_numbers", on)),
            ),
            (
                "settings.fullscreen",
                on_off(st.fullscreen, lambda on: self.app.set_fullscreen(on)),
            ),
        ]
        for i, (_, wdg) in enumerate(self.rows):
            wdg.rect.top = y0 + i * step
        self.back = Button(
            pygame.Rect(self.box.right - px(200), self.box.bottom - px(70), px(170), px(48)),
            self.t("common.back"),
            self.app.pop,
        )
        self.focus.set([w_ for _, w_ in self.rows] + [self.back])

    def _set(self, name: str, value: Any, relayout: bool = True) -> None:
        setattr(self.app.settings, name, value)
        if name in ("volume", "mute"):
            self.app.sound.set(self.app.settings.volume, self.app.settings.mute)
            if name == "mute" and not value:
                self.app.sound.play("click")
        if relayout:
            self.app.apply_settings()
        else:
            self.app.settings_store.save(self.app.settings)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        slider = next(w for _, w in self.rows if isinstance(w, Slider))
        was_dragging = slider.dragging
        if self.focus.handle(event):
            return
        for _, w in self.rows:
            if w.handle(event):
                if was_dragging and not slider.dragging:
                    # a finished volume drag plays a sample at the new volume, then saves it
                    self.app.sound.play("play")
                    self.app.settings_store.save(self.app.settings)
                return
        self.back.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        px, fs = ui.px, ui.fs
        surface.fill(theme.BG_DARK)
        panel(surface, self.box, theme.BG_PANEL_SOLID, px(18), border=theme.GOLD_DARK)
        ui.text.draw(
            surface,
            self.t("settings.title"),
            fs(32),
            theme.GOLD,
            (self.box.left + px(40), self.box.top + px(24)),
            bold=True,
        )
        for key, w in self.rows:
            ui.text.draw(
                surface, self.t(key), fs(19), theme.TEXT, (self.box.left + px(40), w.rect.centery), "midleft"
            )
            w.draw(surface, ui)
        # a preview of the card look chosen above
        cards = ["HA", "SK", "DT", "C5"]
        for i, tok in enumerate(cards):
            r = pygame.Rect(self.box.left + px(40) + i * px(34), self.box.bottom - px(120), px(64), px(90))
            self.app.cards.blit_face(surface, tok, r, self.app.settings.four_colour)
        r = pygame.Rect(
            self.box.left + px(40) + 4 * px(34) + px(40), self.box.bottom - px(120), px(64), px(90)
        )
        self.app.cards.blit_back(surface, r, self.app.settings.card_back)
        self._draw_about(surface, r.right + px(36))
        self.back.draw(surface, ui)

    def _draw_about(self, surface: pygame.Surface, left: int) -> None:
        """About: the one version number, the licence and where the third-party notices are."""
        ui = self.ui
        px, fs = ui.px, ui.fs
        top = self.box.bottom - px(124)
        ui.text.draw(surface, self.t("about.title"), fs(17), theme.GOLD, (left, top), bold=True)
        ui.text.draw(surface, self.t("about.version", version=__version__), fs(17), theme.TEXT,
                     (left + ui.text.size(self.t("about.title"), fs(17), True)[0] + px(12), top))
        width = self.back.rect.left - px(20) - left
        body = self.t("about.licence") + "\n" + self.t("about.notices")
        ui.text.draw_wrapped(surface, body, fs(14), theme.TEXT_DIM,
                             pygame.Rect(left, top + px(30), width, px(100)))
