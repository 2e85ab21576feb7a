"""找朋友's small shared pieces: level and card texts, the action bar's height over a two-row hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...render.cards import card_text
from ..climbing import row

if TYPE_CHECKING:
    from ..context import TableContext

LEVEL_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A", 10: "10"}


def level_text(level: int) -> str:
    return LEVEL_TEXT.get(level, str(level))


def cards_text(tokens: list[str]) -> str:
    return " ".join(card_text(t) for t in tokens)


def _row(scene: TableContext, widths: list[int], gap: int = 12) -> list[pygame.Rect]:
    """The climbing games' row of bar buttons, a little tighter (找朋友's bars hold more buttons)."""
    return row(scene, widths, gap)
