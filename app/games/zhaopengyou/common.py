"""找朋友's small shared pieces: level and card texts, the action bar's height over a two-row hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...render.cards import card_text

if TYPE_CHECKING:
    from ..context import TableContext

LEVEL_TEXT = {11: "J", 12: "Q", 13: "K", 14: "A", 10: "10"}


def level_text(level: int) -> str:
    return LEVEL_TEXT.get(level, str(level))


def cards_text(tokens: list[str]) -> str:
    return " ".join(card_text(t) for t in tokens)


def bar_y(scene: TableContext) -> int:
    """The action bar sits above the hand: higher when the hand takes two rows (31 or 38 cards)."""
    g = scene.geo
    rows = len(g.hand_rows(len(scene.tokens))) if scene.tokens else 1
    return g.action_y - (rows - 1) * round(g.card[1] * 0.42)


def _row(scene: TableContext, widths: list[int], gap: int = 12) -> list[pygame.Rect]:
    g, px = scene.geo, scene.geo.px
    total = sum(px(w) for w in widths) + px(gap) * (len(widths) - 1)
    x = g.W // 2 - total // 2
    y = bar_y(scene)
    out = []
    for w in widths:
        out.append(pygame.Rect(x, y, px(w), g.action_h))
        x += px(w) + px(gap)
    return out
