"""记牌器, the played-card tracker: how many cards of each rank (扯旋: each class) are still out —
neither in your hand nor seen on the table. A game's plug-in says what it counts
(``GameTable.tracker_rows``); the table then shows a toggle (key T), and the panel opens wherever it
covers nothing of the table (``tracker_rect``): a list where there is room, a grid of cells where
there is less."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from ..table.controls import KeyButton
from ..ui import record, theme
from ..ui.widgets import panel

if TYPE_CHECKING:
    from .base import GameTable
    from .context import TableContext


def tracker_button(scene: TableContext, game: GameTable) -> list[Any]:
    """The 记牌器's toggle (T), above the sort and auto buttons."""
    g, px = scene.geo, scene.geo.px
    sb = g.side_buttons  # above the sort and auto buttons, bottom right
    rect = pygame.Rect(sb.right - px(130), sb.bottom - px(136), px(130), px(40))
    return [
        KeyButton(
            rect,
            scene.t("tracker.button") + "  T",
            game.toggle_tracker,
            style="alt",
            font_size=17,
            selected=game.tracker_on,
            keys=(pygame.K_t,),
        )
    ]


#: the panel's arrangements, most readable first: ``("list", 0)`` is three columns of "label  left/total"
#: under a title and a note; ``("grid", r)`` is ``r`` rows of cells with the label over the count
#: (``r == 1``: a strip, the title at its left). The first one that fits somewhere free is used.
LAYOUTS: tuple[tuple[str, int], ...] = (("list", 0), ("grid", 3), ("grid", 2), ("grid", 1))


def layout_sizes(scene: TableContext, rows: list[tuple[str, int, int]]) -> list[tuple[int, int]]:
    """The (width, height) of the panel in each of ``LAYOUTS`` for these rows."""
    ui, px = scene.ui, scene.ui.px
    n = max(1, len(rows))
    title_w = ui.text.size(scene.t("tracker.title"), ui.fs(18), True)[0]
    note_w = ui.text.size(scene.t("tracker.note"), ui.fs(16))[0]
    cw = cell_w(scene, rows)
    out = []
    for kind, r in LAYOUTS:
        if kind == "list":
            lines = (n + 2) // 3
            out.append((max(3 * px(104), note_w) + px(24), px(62) + lines * px(26)))
        elif r == 1:
            out.append((px(12) + title_w + px(14) + n * cw + px(8), px(56)))
        else:
            per_row = -(-n // r)
            out.append((max(per_row * cw, title_w) + px(24), px(36) + r * px(44) + px(4)))
    return out


def cell_w(scene: TableContext, rows: list[tuple[str, int, int]]) -> int:
    ui, px = scene.ui, scene.ui.px
    labels = [label for label, _, _ in rows] + ["12"]
    widest = max(ui.text.size(label, ui.fs(16))[0] for label in labels)
    return max(px(32), widest + px(10))


def obstacles(scene: TableContext, game: GameTable) -> list[tuple[pygame.Rect, int]]:
    """What the panel should not cover, each with how much covering it hurts: the other seats'
    panels, whatever the game draws for them and in the centre, the buttons, your hand and panel,
    the message line above the action bar."""
    g, px = scene.geo, scene.ui.px
    out: list[tuple[pygame.Rect, int]] = []
    for rect in g.panels.values():
        out.append((rect, 6))
    for rect in game.busy_rects() + scene.boxes:
        out.append((rect, 3))
    for b in list(scene.buttons) + list(scene.bar_buttons):
        out.append((b.rect, 6))
    hand = g.hand_rects(len(scene.tokens))
    if hand:
        cards = hand[0].unionall(hand[1:])
        out.append((cards.inflate(0, g.raise_px).move(0, -g.raise_px // 2), 6))  # and a card raised
    # the message line, as wide and as tall as a message may be: the panel must not jump when one shows
    band = pygame.Rect(0, 0, px(640), px(64))
    band.midbottom = (g.W // 2, g.message_line(len(scene.tokens)) + px(24))
    out.append((band, 3))
    return out


def tracker_rect(
    scene: TableContext, game: GameTable, sizes: list[tuple[int, int]]
) -> tuple[pygame.Rect, int]:
    """Where the panel goes and in which of ``LAYOUTS``: the first arrangement that fits without
    covering anything of ``obstacles`` (top-most, then left-most spot), else the spot and
    arrangement that cover the least."""
    g, px = scene.geo, scene.ui.px
    region = pygame.Rect(px(8), g.top_bar.bottom + px(8), g.W - px(16), g.H - g.top_bar.bottom - px(16))
    obs = tuple((tuple(r), w) for r, w in obstacles(scene, game))
    k, x, y = _place(tuple(region), tuple(sizes), obs, px(8))
    return pygame.Rect(x, y, *sizes[k]), k


@lru_cache(maxsize=64)
def _place(
    region_t: tuple[int, int, int, int],
    sizes: tuple[tuple[int, int], ...],
    obs: tuple[tuple[tuple[int, int, int, int], int], ...],
    gap: int,
) -> tuple[int, int, int]:
    region = pygame.Rect(region_t)
    rects = [pygame.Rect(r) for r, _ in obs]
    weights = [w for _, w in obs]
    best: tuple[float, int, int, int] | None = None
    for k, (w, h) in enumerate(sizes):
        if w > region.width or h > region.height:
            continue
        # a free spot, if there is one, lies flush with the region's edge or an obstacle's
        xs = {region.left, region.right - w}
        ys = {region.top, region.bottom - h}
        for r in rects:
            xs |= {r.right + gap, r.left - gap - w}
            ys |= {r.bottom + gap, r.top - gap - h}
        lefts = sorted(x for x in xs if region.left <= x <= region.right - w)
        tops = sorted(y for y in ys if region.top <= y <= region.bottom - h)
        for y in tops:
            for x in lefts:
                box = pygame.Rect(x, y, w, h)
                hits = box.collidelistall(rects)
                if not hits:
                    return k, x, y
                cost = sum(weights[i] * _area(box.clip(rects[i])) for i in hits)
                if best is None or cost < best[0]:
                    best = (cost, k, x, y)
    if best is None:  # a window too small for any arrangement: the top-left corner, list form
        return 0, region.left, region.top
    return best[1], best[2], best[3]


def _area(r: pygame.Rect) -> int:
    return r.width * r.height


def draw_tracker(scene: TableContext, game: GameTable, surface: pygame.Surface) -> None:
    with record.layer("drawer"):  # opened by the player over the table, opaque, as the log drawer
        _draw_tracker(scene, game, surface)


def _draw_tracker(scene: TableContext, game: GameTable, surface: pygame.Surface) -> None:
    if not game.tracker_on:
        return
    ui = scene.ui
    px = ui.px
    mine = list(scene.tokens) if scene.shown_seat() is not None else []
    rows = game.tracker_rows(scene.view, mine)
    if not rows:
        return  # the hand is over (or no 记牌器 in this game): nothing is left to count
    box, k = tracker_rect(scene, game, layout_sizes(scene, rows))
    kind, n_rows = LAYOUTS[k]
    panel(surface, box, (10, 24, 21), px(12), border=theme.GOLD_DARK)  # opaque: it covers other panels
    strip = kind == "grid" and n_rows == 1
    title_pos = (box.left + px(12), box.top + (px(16) if strip else px(8)))
    ui.text.draw(surface, scene.t("tracker.title"), ui.fs(18), theme.GOLD, title_pos, bold=True)
    if kind == "list":
        ui.text.draw(
            surface, scene.t("tracker.note"), ui.fs(16), theme.TEXT_DIM, (box.left + px(12), box.top + px(32))
        )
        _draw_list(scene, surface, box, rows)
    else:
        _draw_grid(scene, surface, box, rows, n_rows)


def _colour(left: int, total: int) -> tuple[int, int, int]:
    return theme.TEXT_DIM if left == 0 else (theme.GOLD if left == total else theme.TEXT)


def _draw_list(scene: TableContext, surface: pygame.Surface, box: pygame.Rect, rows: list) -> None:
    ui, px = scene.ui, scene.ui.px
    cw, rh = (box.width - px(24)) // 3, px(26)
    for k, (label, left, total) in enumerate(rows):
        x = box.left + px(12) + (k % 3) * cw
        y = box.top + px(58) + (k // 3) * rh
        ui.text.draw(surface, label, ui.fs(16), theme.TEXT, (x, y))
        ui.text.draw(
            surface,
            f"{left}/{total}" if total > 1 else str(left),
            ui.fs(16),
            _colour(left, total),
            (x + cw - px(14), y),
            "topright",
            True,
        )


def _draw_grid(
    scene: TableContext, surface: pygame.Surface, box: pygame.Rect, rows: list, n_rows: int
) -> None:
    """Cells with the label over the count (only what is left: the colour says all or none)."""
    ui, px = scene.ui, scene.ui.px
    cw = cell_w(scene, rows)
    if n_rows == 1:
        per_row, left0, top0 = len(rows), box.right - px(8) - len(rows) * cw, box.top + px(6)
    else:
        per_row, left0, top0 = -(-len(rows) // n_rows), box.left + px(12), box.top + px(36)
    for k, (label, left, total) in enumerate(rows):
        cx = left0 + (k % per_row) * cw + cw // 2
        y = top0 + (k // per_row) * px(44)
        ui.text.draw(surface, label, ui.fs(16), theme.TEXT, (cx, y), "midtop")
        ui.text.draw(surface, str(left), ui.fs(16), _colour(left, total), (cx, y + px(21)), "midtop", True)
