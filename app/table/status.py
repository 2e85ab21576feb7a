"""The line over the action bar: the message bubble, or whose turn it is, or that the hand is over;
moved into free felt where your played cards or a result panel lie at its usual place (issue 20)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ..ui import theme
from ..ui.widgets import panel

if TYPE_CHECKING:
    from .painter import TablePainter


def draw_status(painter: TablePainter, surface: pygame.Surface) -> pygame.Rect | None:
    """The message bubble or the status line (your turn, whose turn, hand over) over the action
    bar, moved up or down into free felt where your played cards or a result panel lie there; the
    bubble's rect (a button's tooltip keeps off it), None for a plain line."""
    s, ui, g = painter.scene, painter.scene.ui, painter.scene.geo
    y = g.message_line(len(s.tokens))
    painter.status_rect = None
    if s.message:
        col = theme.ERROR if s.message_err else theme.TEXT
        lines = ui.text.wrap(s.message, ui.fs(17), ui.px(760))[:2]
        lh = ui.text.font(ui.fs(17)).get_linesize()
        w = max(ui.text.size(line, ui.fs(17))[0] for line in lines) + ui.px(28)
        box = pygame.Rect(0, 0, w, lh * len(lines) + ui.px(10))
        box.midbottom = (g.W // 2, y + ui.px(20))
        box = painter.place(box) or box
        panel(surface, box, (40, 0, 0, 200) if s.message_err else (0, 0, 0, 170), ui.px(8))
        for i, line in enumerate(lines):
            ui.text.draw(
                surface, line, ui.fs(17), col, (box.centerx, box.top + ui.px(5) + i * lh), "midtop"
            )
        return box
    # one place for every state of the line, all hand long (issue 38: it moved between phases)
    cy = painter.status_y() + ui.px(8)
    line = None
    if s.session.hand.is_over:
        line = (s.t("table.hand_over"), ui.fs(24), theme.GOLD, True)
    elif s.auto_playing():
        line = (s.t("table.auto_on"), ui.fs(20), theme.GOLD, True)
    elif s.my_turn() and s.view["phase"] == "play":
        line = (s.t("table.your_turn"), ui.fs(20), theme.GOLD, True)
    elif s.view["phase"] == "play":
        to_act = s.view["to_act"]
        if to_act is not None and to_act != s.me:
            name = s.session.name(to_act, s.app.i18n)
            line = (s.t("table.turn_of", name=name), ui.fs(17), theme.TEXT_DIM, False)
    if line is not None:
        text, size, colour, bold = line
        rect = ui.text.render(text, size, colour, bold).get_rect(center=(g.W // 2, cy))
        spot = painter.place(rect.inflate(ui.px(8), ui.px(2)))
        if spot is not None:  # no free felt (a result panel fills the middle): the panel says it
            ui.text.draw(surface, text, size, colour, spot.center, "center", bold)
            painter.status_rect = spot
    return None
