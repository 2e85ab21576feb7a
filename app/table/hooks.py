"""Per-game extensions of the generic table: what a game draws, logs and adds beyond the common view keys.

The painter and the table scene call ``hooks_for(game_id)``; a game without an entry gets
``TableHooks()``, whose methods change nothing, so the generic table stays the default. A game module
(``app.table.chexuan``, ``app.table.zhaopengyou``) subclasses ``TableHooks`` and registers itself in
``HOOKS`` when imported (``app.table.panels`` imports them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from ..scenes.table import TableScene
    from .painter import TablePainter


class TableHooks:
    #: seconds the finished hand stays on the table before the scoring screen (animations on)
    over_wait: float = 1.4
    #: design width of the other seats' panels: wider where the seat line says more (三打一's bombs,
    #: 扯旋's stake and chips in), as far as what sits beside them allows (扯旋's showdown table,
    #: 找朋友's trump panel beside its top-left seat); ``test_seat_lines_fit…`` checks every game
    seat_panel_w: int = 214
    #: catalogue keys of the scoring screen's total column and chart (找朋友 counts levels, not points)
    total_key: str = "score.total"
    chart_key: str = "score.chart"
    #: False where card play never passes (找朋友 must follow): the play bar then has no 不出 button
    passes_in_play: bool = True
    #: False where earlier tricks may not be looked at again (三打一, SDY-8.6): the play log then says
    #: who played how many cards, not which
    logs_cards: bool = True
    #: False where a hand has no tricks (扯旋): the side drawer is the log alone, its button says so
    has_tricks: bool = True

    def keys_key(self) -> str:
        """The catalogue key of the keyboard help under the pause menu."""
        return "table.keys" if self.passes_in_play else "table.keys_no_pass"

    def drawer_key(self) -> str:
        """The catalogue key of the side drawer's button (L): the last trick, or the log alone."""
        return "table.last_trick" if self.has_tricks else "table.log"

    def on_event(self, scene: TableScene, event: Any) -> bool:
        """Animate/log one engine Event; True when handled (the generic handling is then skipped)."""
        return False

    def bar_buttons(self, scene: TableScene) -> list[Any]:
        """Extra top-bar widgets (e.g. the 记牌器 toggle)."""
        return []

    def seat_cards(self, painter: TablePainter, surface: pygame.Surface, seat: int) -> bool:
        """Draw another seat's cards; True replaces the generic fan of backs."""
        return False

    def seat_info(self, painter: TablePainter, seat: int, parts: list[str]) -> list[str]:
        """The small text line of a seat panel (cards left, points…)."""
        return parts

    def role_label(self, view: dict[str, Any], seat: int) -> str | None:
        """The catalogue key naming a seat's side on the scoring screen (庄, 闲, 地主…): the view's role,
        else the first role badge the game's table shows (扯旋's 庄, 找朋友's declarer and friend)."""
        from .badges import choice_badges, role_key

        shown = choice_badges(str(view.get("game_id") or ""), view, seat)
        return role_key(view, seat) or next((k for k in shown if k.startswith("role.")), None)

    def score_text(self, seat: int, value: int) -> str | None:
        """How a match score is written in the top bar and the scoring screen's totals (None: the
        generic signed number)."""
        return None

    def top_info(self, painter: TablePainter, surface: pygame.Surface, x: int) -> int:
        """Draw extra top-bar information from ``x``; returns the new x."""
        return x

    def centre(self, painter: TablePainter, surface: pygame.Surface) -> bool:
        """Draw the table centre; True replaces the generic prompt box / trick."""
        return False

    def overlay(self, painter: TablePainter, surface: pygame.Surface) -> None:
        """Drawn after the hand and the action bar (markers, the 记牌器 panel, showdown tables)."""

    def busy_rects(self, scene: TableScene) -> list[pygame.Rect]:
        """Where the game draws on the table besides the seat panels, the buttons and your hand (the
        记牌器 keeps clear of them, as of the boxes drawn this frame, ``TablePainter.boxes``): by
        default every seat's play and the other seats' fans of backs."""
        g = scene.geo
        out = []
        for seat in g.panels:
            plays = g.play_rects(seat, 4)
            out.append(plays[0].unionall(plays[1:]))
            if seat != scene.me:
                fan = g.back_rects(seat, 20)
                out.append(fan[0].unionall(fan[1:]))
        return out


DEFAULT = TableHooks()
HOOKS: dict[str, TableHooks] = {}


def hooks_for(game_id: str) -> TableHooks:
    return HOOKS.get(game_id, DEFAULT)
