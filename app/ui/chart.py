"""One line chart for the scoring screen and the statistics screen.

Lines that are equal over a stretch must not hide each other (issue #20): where several series
share a value at a point, each is drawn a few pixels apart (stacked around the true value, so the
shared value still reads right), and every series has its own marker shape (circle, square,
triangle, diamond…), drawn at each point and in the legend, so colour is not the only tell.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from . import theme
from .widgets import UIContext

MARKERS = ("circle", "square", "triangle", "diamond", "down", "cross")
#: above this many points a series' markers are left out (they would fuse into a thick line)
MAX_MARKED = 40


@dataclass(frozen=True)
class Series:
    values: Sequence[float]
    colour: tuple[int, int, int]
    label: str = ""
    marker: str = "circle"


def draw_marker(surface: pygame.Surface, shape: str, centre: tuple[int, int], r: int, colour: tuple) -> None:
    """One marker of ``shape`` (see ``MARKERS``) of radius ``r`` at ``centre``."""
    x, y = centre
    if shape == "square":
        pygame.draw.rect(surface, colour, (x - r + 1, y - r + 1, 2 * r - 1, 2 * r - 1))
    elif shape == "triangle":
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)])
    elif shape == "down":
        pygame.draw.polygon(surface, colour, [(x, y + r + 1), (x + r + 1, y - r), (x - r - 1, y - r)])
    elif shape == "diamond":
        pygame.draw.polygon(surface, colour, [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)])
    elif shape == "cross":
        w = max(2, r // 2)
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), w)
    else:
        pygame.draw.circle(surface, colour, centre, r)


def offsets(series: Sequence[Series], k: int, gap: int) -> list[int]:
    """Each series' vertical pixel offset at point ``k``: the series sharing a value there are
    spread ``gap`` apart around it, in series order; a series alone at its value stays put."""
    out = [0] * len(series)
    groups: dict[float, list[int]] = {}
    for i, s in enumerate(series):
        if k < len(s.values):
            groups.setdefault(s.values[k], []).append(i)
    for members in groups.values():
        m = len(members)
        for rank, i in enumerate(members):
            out[i] = round((rank - (m - 1) / 2) * gap)
    return out


def line_chart(
    surface: pygame.Surface,
    ui: UIContext,
    area: pygame.Rect,
    series: Sequence[Series],
    x_label: Callable[[int], str] = str,
    y_label: Callable[[float], str] | None = None,
) -> None:
    """Draw ``series`` (each a value per point 0…n-1) into ``area``: a zero line, the lowest and
    highest value at the left, point numbers under the axis (thinned to fit), lines and markers."""
    px = ui.px
    y_label = y_label or (lambda v: f"{round(v):+d}" if v else "0")
    n = max((len(s.values) for s in series), default=0)
    if n == 0:
        return
    values = [v for s in series for v in s.values]
    lo, hi = min(min(values), 0), max(max(values), 0)
    if hi == lo:
        hi, lo = hi + 1, lo - 1
    steps = max(1, n - 1)
    width = max(2, px(3))
    gap = width + max(1, px(1))  # lines that share a value lie side by side, touching, not on top

    def pt(k: int, v: float) -> tuple[int, int]:
        x = area.left + area.width * k / steps
        return (round(x), round(area.bottom - area.height * (v - lo) / (hi - lo)))

    small = ui.fs(16)
    zero_y = pt(0, 0)[1]
    pygame.draw.line(surface, (255, 255, 255), (area.left, zero_y), (area.right, zero_y), 1)
    line_h = ui.text.font(small).get_linesize()
    marks = [lo, hi] + ([0] if min(zero_y - area.top, area.bottom - zero_y) > line_h else [])
    for v in marks:
        at = (area.left - px(8), pt(0, v)[1])
        ui.text.draw(surface, y_label(v), small, theme.TEXT_DIM, at, "midright")
    # the point numbers: as many as fit side by side, always the first and the last
    widest = max(ui.text.size(x_label(k), small)[0] for k in (0, n - 1)) + px(12)
    every = max(1, -(-widest * steps // max(1, area.width)))
    shown = [k for k in range(0, n, every)]
    if shown[-1] != n - 1:
        if len(shown) > 1 and pt(n - 1, 0)[0] - pt(shown[-1], 0)[0] < widest:
            shown.pop()
        shown.append(n - 1)
    for k in shown:
        ui.text.draw(surface, x_label(k), small, theme.TEXT_DIM, (pt(k, 0)[0], area.bottom + px(4)), "midtop")
    shifts = [offsets(series, k, gap) for k in range(n)]
    r = max(3, px(4)) if n <= MAX_MARKED else 0
    for i, s in enumerate(series):
        pts = [(x, y + shifts[k][i]) for k, (x, y) in enumerate(pt(k, v) for k, v in enumerate(s.values))]
        if len(pts) > 1:
            pygame.draw.lines(surface, s.colour, False, pts, width)
        if r:
            for p in pts:
                draw_marker(surface, s.marker, p, r, s.colour)


def legend(surface: pygame.Surface, ui: UIContext, series: Sequence[Series], right: int, top: int) -> int:
    """The series' labels with their markers in a row ending at ``right``; returns its left edge."""
    px, small = ui.px, ui.fs(16)
    x = right
    for s in reversed([s for s in series if s.label]):
        w = ui.text.size(s.label, small)[0]
        ui.text.draw(surface, s.label, small, theme.TEXT, (x, top), "topright")
        draw_marker(surface, s.marker, (x - w - px(10), top + ui.text.font(small).get_linesize() // 2),
                    max(3, px(5)), s.colour)
        x -= w + px(30)
    return x
