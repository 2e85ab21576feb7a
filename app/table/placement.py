"""Finding free room on the table for a line of text or a pop-up (issue 20's overlap fixes): a rect
slides from where it would naturally go, nearest places first, until it covers nothing already there."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

import pygame


@cache
def _moves(reach: int, side_reach: int) -> tuple[tuple[int, int], ...]:
    """The moves in the order they are tried: the same few (reach, side_reach) pairs come every frame,
    and sorting a thousand moves each time was a quarter of a table frame's cost."""
    return tuple(sorted(
        ((dx, dy) for dx in range(-side_reach, side_reach + 1) for dy in range(-reach, reach + 1)),
        key=lambda m: (abs(m[0]), abs(m[1]), m[1] > 0, m[0] > 0),
    ))


def free_spot(
    rect: pygame.Rect,
    obstacles: Iterable[pygame.Rect],
    bounds: pygame.Rect,
    step: int,
    reach: int = 12,
    side_step: int = 0,
    side_reach: int = 0,
) -> pygame.Rect | None:
    """``rect`` moved by whole ``step``s up or down (and, where ``side_step`` is given, by whole
    ``side_step``s sideways: only where no place straight up or down will do), the nearest such place
    first (up before down, left before right), that lies inside ``bounds`` and meets none of
    ``obstacles``; None when there is none within reach."""
    blocked = [pygame.Rect(o) for o in obstacles]
    for dx, dy in _moves(reach, side_reach):
        r = rect.move(dx * side_step, dy * step)
        if bounds.contains(r) and r.collidelist(blocked) < 0:
            return r
    return None
