"""The live table's buttons, built again whenever the position or a setting changes: the decision's
controls (the play bar in card play, the game's choice controls in a choice phase; under 托管 shown
but disabled, the AI making the choice) and the table's own — 菜单 and the drawer in the top bar,
sort (S), 托管 (A) and 悔牌 (Z) in the side column, the game's own top-bar buttons between them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..ui.widgets import Button
from .panels import PlayBar, is_card_play

if TYPE_CHECKING:
    from .host import LiveTable


def decision_buttons(t: LiveTable) -> list[Any]:
    """The controls of the decision on screen (none when it is not yours)."""
    if not t.my_turn() or not t.legal:
        return []
    out = PlayBar().buttons(t, t.legal) if is_card_play(t.legal) else t.game.choice_buttons(t.legal)
    if t.auto_playing():
        for b in out:  # shown, so the player sees the choice, but the AI makes it
            b.enabled = False
            if isinstance(b, Button):
                b.reason = t.t("table.auto_on")
    return out


def table_buttons(t: LiveTable) -> tuple[list[Any], Button | None]:
    """The table's own buttons, and among them 悔牌 (None where the match has none now)."""
    g, px = t.geo, t.geo.px
    w, h = px(104), px(36)
    y = (g.top_bar.height - h) // 2
    right = g.W - px(12)
    out: list[Any] = [
        Button(pygame.Rect(right - w, y, w, h), t.t("table.menu"), t.open_menu, style="ghost", font_size=18),
        Button(
            pygame.Rect(right - 2 * w - px(10), y, w, h),
            t.t(t.game.drawer_key()),
            t.toggle_drawer,
            style="ghost",
            font_size=18,
            selected=t.drawer,
        ),
    ]
    sb = g.side_buttons
    label = t.t("table.sort_rank" if t.app.settings.sort_order == "rank" else "table.sort_suit")
    out.append(
        Button(
            pygame.Rect(sb.right - px(130), sb.bottom - px(40), px(130), px(40)),
            label + "  S",
            t.toggle_sort,
            style="alt",
            font_size=17,
        )
    )
    s = t.session
    if s.is_human(s.viewer):
        out.append(
            Button(
                pygame.Rect(sb.right - px(130), sb.bottom - px(88), px(130), px(40)),
                t.t("table.auto") + "  A",
                t.toggle_auto,
                style="alt",
                font_size=17,
                selected=t.auto_playing(),
            )
        )
    out += t.game.bar_buttons()
    takeback = _takeback_button(t, out)
    if takeback is not None:
        out.append(takeback)
    return out, takeback


def _takeback_button(t: LiveTable, column: list[Any]) -> Button | None:
    """悔牌 (Z), on top of the side column of buttons; only in a match that allows it, for the human
    on screen, while the hand is on; enabled when there is a decision to take back."""
    s = t.session
    if not s.takeback or not s.is_human(s.viewer) or s.hand.is_over:
        return None
    g, px = t.geo, t.geo.px
    sb = g.side_buttons
    tops = [b.rect.top for b in column if b.rect.right == sb.right and b.rect.top > g.top_bar.bottom]
    top = min(tops, default=sb.bottom - px(40)) - px(48)
    return Button(
        pygame.Rect(sb.right - px(130), top, px(130), px(40)),
        t.t("table.takeback") + "  Z",
        t.take_back,
        enabled=s.undo_seat() is not None,
        reason=t.t("table.takeback_none"),
        style="alt",
        font_size=17,
    )
