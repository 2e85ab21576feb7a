"""The scene protocol: enter/exit/pause/resume, ``update(dt)`` changes state, ``draw`` only paints."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from ..loop import App


class Scene:
    #: an opaque scene hides everything below it; overlays (menus, dialogs) set this False
    opaque: bool = True

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def ui(self):  # noqa: ANN201 - UIContext, typed in loop
        return self.app.ui

    def t(self, key: str, **kw: object) -> str:
        return self.app.i18n.t(key, **kw)

    def enter(self) -> None:
        self.layout()

    def exit(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        self.layout()

    def layout(self) -> None:
        """Recompute rects from the current window size (on enter, resume, resize, language change)."""

    def handle(self, event: pygame.event.Event) -> None:
        pass

    def update(self, dt: float) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None:
        pass


class Overlay(Scene):
    """A scene drawn over the one below it (menus, dialogs), behind a dark veil."""

    opaque = False

    def draw_veil(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
