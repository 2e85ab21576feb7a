"""The one line chart (app/ui/chart.py) of the scoring and statistics screens: equal lines stay
distinguishable (issue #20 item 17)."""

from __future__ import annotations

import pygame

from app.ui import chart
from app.ui.chart import MARKERS, Series, line_chart, offsets

RED, BLUE, GREEN = (250, 0, 0), (0, 0, 250), (0, 250, 0)


def pixels(surface, colour):
    return pygame.mask.from_threshold(surface, (*colour, 255), (1, 1, 1, 255)).count()


def draw(app, series):
    surface = pygame.Surface((420, 260))
    surface.fill((0, 0, 0))
    line_chart(surface, app.ui, pygame.Rect(50, 20, 340, 200), series)
    return surface


def test_two_equal_series_both_show(app, monkeypatch):
    values = [0, 5, 5, 5, 10, 10]
    both = [Series(values, RED, marker="circle"), Series(values, BLUE, marker="square")]
    apart = draw(app, both)
    red, blue = pixels(apart, RED), pixels(apart, BLUE)
    assert red > 300 and blue > 300  # each line visible along its whole length
    # drawn on top of each other (no offsets), the first line would all but vanish
    monkeypatch.setattr(chart, "offsets", lambda series, k, gap: [0] * len(series))
    hidden = draw(app, both)
    assert pixels(hidden, RED) < red / 3


def test_three_lines_equal_over_a_stretch_are_spread_around_the_value():
    s = [Series([0, 2, 2, 4], RED), Series([0, 2, 2, 1], BLUE), Series([1, 2, 3, 4], GREEN)]
    assert offsets(s, 1, 4) == [-4, 0, 4]  # all three share 2: stacked around it, in order
    assert offsets(s, 2, 4) == [-2, 2, 0]  # two share 2, the third is alone
    assert offsets(s, 0, 4) == [-2, 2, 0]
    assert offsets(s, 3, 4)[1] == 0


def test_every_seat_has_its_own_marker():
    assert len(set(MARKERS)) == len(MARKERS) >= 6  # up to six seats


def test_scoring_screen_draws_every_seat_in_the_chart(app):
    from app.demo import _finished
    from app.ui import theme

    table = app.make("table", _finished(app, hands=3))
    app.push(table)
    app.push("scoring", table)
    app.step(1 / 60)
    for i in range(table.session.n):
        assert pixels(app.surface, theme.SEAT_COLOURS[i]) > 100
