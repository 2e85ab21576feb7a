"""The coach's placement grid (app/learn/coach.py) reads whole rows at once: a cell a rectangle
touches is one ``Rect.colliderect`` says it overlaps, and the row pixels compare as ``get_at``'s
colours do. (The lesson and puzzle tests check where the boxes land.)"""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from app.learn.coach import _cells_touched, _pixels

CELL, COLS, ROWS = 7, 9, 6


@settings(max_examples=300)
@given(x=st.integers(-20, 80), y=st.integers(-20, 60), w=st.integers(-30, 40), h=st.integers(-30, 40))
def test_the_cells_a_rect_touches_are_those_it_collides_with(x, y, w, h):
    rect = pygame.Rect(x, y, w, h)
    want = {(r, c) for r in range(ROWS) for c in range(COLS)
            if pygame.Rect(c * CELL, r * CELL, CELL, CELL).colliderect(rect)}
    assert set(_cells_touched(rect, CELL, COLS, ROWS)) == want


@settings(max_examples=40)
@given(st.lists(st.tuples(st.integers(0, 15), st.integers(0, 3), st.integers(0, 255)), max_size=12))
def test_row_pixels_differ_exactly_where_get_at_differs(changes):
    a = pygame.Surface((16, 4))
    a.fill((20, 90, 40))
    b = a.copy()
    for x, y, v in changes:
        b.set_at((x, y), (v, 90, 40))
    for y in range(4):
        here, there = _pixels(a, (0, y, 16, 1)), _pixels(b, (0, y, 16, 1))
        differs = [a.get_at((x, y)) != b.get_at((x, y)) for x in range(16)]
        assert [p != q for p, q in zip(here, there)] == differs
