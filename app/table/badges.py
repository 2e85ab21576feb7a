"""A seat's badges: its role, read from the view's ``roles`` (庄/闲, 地主/农民…), then a game's own (捶, 抖,
开枪…) from its table plug-in (``GameTable.badges``); and where each one goes on the seat panel.

Every badge is written in full in both languages: where one row beside the avatar does not hold them
all, they go on in further rows under it and the panel grows (``TableGeometry.fit_panels``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame

ROLE_KEYS = {
    "banker": "role.banker",
    "defender": "role.defender",
    "landlord": "role.landlord",
    "farmer": "role.farmer",
    "friend": "role.friend",
}

#: at design size: the first row starts past the avatar (the panel's text column), 36 below the panel's
#: top; further rows start under the avatar, ROW apart; a pill is PILL_H high, its label PAD wider
FIRST_X, FIRST_Y, NEXT_X = 66, 36, 10
ROW, PILL_H, PAD, GAP = 26, 22, 12, 5


def role_key(view: Mapping[str, Any], seat: int) -> str | None:
    roles = view.get("roles") or []  # shared by all games: only some have roles
    role = roles[seat] if seat < len(roles) else None
    return ROLE_KEYS.get(role) if role is not None else None


def pill_layout(
    ui: Any, labels: list[str], width: int, reserve: int = 0, role_row: bool = False
) -> list[pygame.Rect]:
    """Each label's pill, relative to its panel's top-left, on a panel ``width`` wide; ``reserve``
    pixels at the right of the first row are the game's (扯旋's chips). A badge that does not fit its
    row starts the next one; none is dropped or shortened. ``role_row``: the first label (the role)
    keeps the first row to itself, the others start on the second (``fit_badges`` asks for it at
    every seat once one seat's badges wrap, so the same badge lies on the same row at every seat)."""
    px = ui.px
    size = ui.fs(14)
    right = width - px(4)
    x, y, row_left, row_right = px(FIRST_X), px(FIRST_Y), px(FIRST_X), right - reserve
    out = []
    for i, label in enumerate(labels):
        w = ui.text.size(label, size, True)[0] + px(PAD)
        if role_row and i == 1:
            x, y, row_left, row_right = px(NEXT_X), y + px(ROW), px(NEXT_X), right
        # a new row when this one is not empty, or when the next (full width) has more room
        elif x + w > row_right and (x > row_left or row_right - row_left < right - px(NEXT_X)):
            x, y, row_left, row_right = px(NEXT_X), y + px(ROW), px(NEXT_X), right
        out.append(pygame.Rect(x, y, w, px(PILL_H)))
        x += w + px(GAP)
    return out


def extra_height(ui: Any, pills: list[pygame.Rect]) -> int:
    """How much taller than its base a panel must be for these pills (0: one row, or none)."""
    return max([0] + [r.top - ui.px(FIRST_Y) for r in pills])


def seat_badges(view: Mapping[str, Any], seat: int, game_badges: Callable[[Mapping[str, Any], int], list[str]]
                ) -> list[str]:
    """A seat's badge keys: its role first (庄 gold, 闲 teal), then its public choices (捶, 抖, 开枪…)."""
    rk = role_key(view, seat)
    return ([rk] if rk else []) + game_badges(view, seat)
