"""Where 扯旋's table puts things (the split editor, the pot, a seat's chips) and the short hand
names; shared by the table, the bet and split panels and the showdown."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from ..context import TableContext


def top_clear(scene: TableContext) -> int:
    """The first free y below the seats above the centre column (their panels, cards and hand names);
    seats at the sides (3 players: top right and top left) leave the column free."""
    g, px = scene.geo, scene.geo.px
    column = pygame.Rect(g.W // 2 - px(330), 0, px(660), g.H)
    tops = [
        r.bottom
        for seat, r in g.panels.items()
        if seat != scene.me and r.centery < g.H * 0.3 and r.colliderect(column)
    ]
    return (max(tops) + px(6) + px(70) + px(26)) if tops else g.top_bar.bottom + px(30)


def split_rect(scene: TableContext) -> pygame.Rect:
    """Where the split editor goes: above the action bar, below the seats over the centre column."""
    g, px = scene.geo, scene.geo.px
    bottom = g.action_y - px(14)
    height = min(bottom - (top_clear(scene) + px(40)), px(210))
    return pygame.Rect(g.W // 2 - px(300), bottom - height, px(600), height)


def short_name(name: str, en: bool = False) -> str:
    """``奶狗(天九王)`` → ``奶狗``: the first of the CX-5 aliases fits a seat; ``8点`` → ``8 pts`` in English
    (the named hands keep their Chinese names, which the rules viewer explains)."""
    name = name.split("(")[0]
    if en and name.endswith("点") and name[:-1].isdigit():
        return f"{name[:-1]} pts"
    return name


def pot_centre(scene: TableContext) -> tuple[int, int]:
    """The middle of the pot box (the centre panel while betting)."""
    g = scene.geo
    return (g.W // 2, round(g.H * 0.42))


def chip_spot(scene: TableContext, seat: int) -> tuple[int, int]:
    """Where a seat's chips sit on its panel (the badge row, right side)."""
    rect = scene.geo.panels[seat]
    return (rect.right - scene.ui.px(48), rect.top + scene.ui.px(47))


def stack_size(amount: int, ante: int) -> int:
    """Chips drawn for an amount: one more per power of four antes (1–3 antes one chip, 4–15 two…),
    at most five."""
    ratio = max(1, amount // max(1, ante))
    return 1 + min(4, (ratio.bit_length() - 1) // 2)
