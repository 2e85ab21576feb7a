"""Another seat's cards face up, in small rows by its panel (摊打, a 天牌, a replay's open hands)."""

from __future__ import annotations

from typing import Any

import pygame

from .geometry import TableGeometry


def face_fan(
    g: TableGeometry,
    cards: Any,
    four_colour: bool,
    surface: pygame.Surface,
    seat: int,
    tokens: list[str],
    per_row: int = 13,
    dim: bool = False,
) -> None:
    """Small rows under the seat's panel; the seat across the top lays them beside its panel
    instead, so the centre keeps room for the plays. ``cards`` is the app's ``CardRenderer``."""
    px = g.px
    rect = g.panels[seat]
    w, h = px(40), px(56)
    step_y = round(h * 0.52)
    across = abs(rect.centerx - g.W // 2) < g.W * 0.08 and rect.centery < g.H * 0.3
    if across:
        per_row = max(per_row, (len(tokens) + 1) // 2)
        x0, avail, top = rect.right + px(10), g.W - rect.right - px(24), rect.top
    else:
        x0, avail, top = None, rect.width, rect.bottom + px(4)
    rows = [tokens[i : i + per_row] for i in range(0, len(tokens), per_row)]
    for r_i, toks in enumerate(rows):
        m = len(toks)
        step = min(px(16), (avail - w) / max(1, m - 1))
        total = w + step * (m - 1)
        left = x0 if x0 is not None else rect.centerx - total / 2
        left = max(px(6), min(g.W - px(6) - total, left))
        for i, tok in enumerate(toks):
            r = pygame.Rect(round(left + i * step), top + r_i * step_y, w, h)
            cards.blit_face(surface, tok, r, four_colour, dim=dim, shadow=False)
