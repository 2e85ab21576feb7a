"""Hot-seat hand-over: an opaque screen that hides every hand until the next human clicks."""

from __future__ import annotations

from typing import Any

import pygame

from ..ui import theme
from .base import Scene


class HandoverScene(Scene):
    opaque = True

    def __init__(self, app: Any, table: Any, seat: int) -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.armed = False  # ignore the click that is still held from the previous player's action

    def enter(self) -> None:
        super().enter()
        self.armed = not any(pygame.mouse.get_pressed())

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.armed = True
        elif event.type == pygame.MOUSEBUTTONUP and self.armed:
            self.ready()
        elif event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_SPACE,
            pygame.K_KP_ENTER,
        ):
            self.ready()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.table.open_menu()

    def ready(self) -> None:
        self.app.pop()
        self.table.take_seat(self.seat)

    def draw(self, surface: pygame.Surface) -> None:
        ui = self.ui
        W, H = surface.get_size()
        surface.fill(theme.BG_DARK)
        name = self.table.session.name(self.seat, self.app.i18n)
        colour = theme.SEAT_COLOURS[self.seat % 6]
        pygame.draw.circle(surface, colour, (W // 2, H // 2 - ui.px(90)), ui.px(54))
        ui.text.draw(
            surface,
            self.table.session.initial(self.seat),
            ui.fs(56),
            theme.TEXT_DARK,
            (W // 2, H // 2 - ui.px(90)),
            "center",
            True,
        )
        ui.text.draw(
            surface,
            self.t("handover.title", name=name),
            ui.fs(44),
            theme.GOLD,
            (W // 2, H // 2 + ui.px(10)),
            "center",
            True,
        )
        ui.text.draw(
            surface,
            self.t("handover.hint"),
            ui.fs(20),
            theme.TEXT_DIM,
            (W // 2, H // 2 + ui.px(70)),
            "center",
        )
        # a row of backs: everything stays face down here
        for i in range(7):
            r = pygame.Rect(0, 0, ui.px(54), ui.px(76))
            r.center = (W // 2 + (i - 3) * ui.px(30), H // 2 + ui.px(170))
            self.app.cards.blit_back(surface, r, self.app.settings.card_back)
