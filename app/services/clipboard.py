"""The system clipboard (SDL's, through pygame-ce's ``pygame.scrap``); failures answer None/False,
never raise: a desktop without a clipboard (or a headless run) only loses the convenience."""

from __future__ import annotations

import pygame


def put_text(text: str) -> bool:
    """Copy ``text``; False when the clipboard cannot be written."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError, OSError, TypeError):
        return False
    return True


def get_text() -> str | None:
    """The clipboard's text ('' when empty), or None when it cannot be read."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, OSError, TypeError):
        return None
    return text if isinstance(text, str) else None
