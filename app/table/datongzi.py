"""邵阳打筒子 at the table: the race scoreboard (R toward 600/1000 with this hand's points, the bonus
score B kept apart), bonus pop-ups for K/A/2 筒子 and 地炸, the must-beat rule on the pass button
(the engine's reason on hover, a note above the bar), the 9 unseen 底牌 face down until the hand
ends, 41-card hands in two rows, and a hint that offers one play per shape.

Everything drawn comes from the view (``docs/rules/datongzi.md``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine import Action, SegmentedActions

from ..ui import theme
from ..ui.widgets import panel
from . import climbing as cl
from .hooks import HOOKS, TableHooks
from .tracker import draw_tracker

if TYPE_CHECKING:
    from ..scenes.table import TableScene
    from .painter import TablePainter

GAME = "datongzi"
RANK_NAME = {13: "K", 14: "A", 15: "2", 12: "Q", 11: "J", 10: "10"}


def award_text(scene: TableScene, kind: str | None, key: Any = None, rank: Any = None) -> str:
    """K筒子 / 地炸: the name of a bonus-earning play."""
    if kind == "dizha":
        return scene.t("dtz.dizha")
    r = rank if rank is not None else (key[0] if isinstance(key, (list, tuple)) and key else None)
    return scene.t("dtz.tongzi", rank=RANK_NAME.get(r, str(r)) if r is not None else "")


def hint_plays(hand: Any) -> list[Any]:
    """One play per shape (kind and key), cheapest first: a 41-card lead holds up to hundreds of
    thousands of plays, the hint cycles through the hundred or so shapes instead."""
    legal = hand.legal_actions()
    if not isinstance(legal, SegmentedActions):
        return [a for a in legal if a.kind == "play"]
    return [Action.play(seg.cards_at(0)) for seg in legal.segments]


def _target(scene: TableScene) -> int:
    return int(scene.session.match.options.get("target", 1000))


# ------------------------------------------------------------------ scoreboard
def draw_scoreboard(s: TableScene, surface: pygame.Surface) -> pygame.Rect:
    """R toward the target (this hand's card points in a lighter colour), B beside it."""
    ui, g, view, t = s.ui, s.geo, s.view, s.t
    px = ui.px
    n = s.session.n
    race = view.get("race_total") or list(s.session.match.scores)
    bonus_total = view.get("bonus_total") or [0] * n
    points = view.get("points") or [0] * n
    bonus = view.get("bonus") or [0] * n
    target = _target(s)
    box = pygame.Rect(0, 0, px(500), px(34) + px(25) * n)
    box.midtop = (g.W // 2, g.top_bar.bottom + px(6))
    s.painter.boxes.append(box)
    panel(surface, box, (6, 16, 14, 215), px(10))
    end_bonus = s.session.match.options.get("end_bonus", 100)
    ui.text.draw(
        surface,
        t("dtz.board_title", target=target, end=end_bonus),
        ui.fs(16),
        theme.GOLD,
        (box.left + px(12), box.top + px(6)),
        bold=True,
    )
    ui.text.draw(
        surface,
        t("dtz.board_b"),
        ui.fs(16),
        theme.TEXT_DIM,
        (box.right - px(12), box.top + px(6)),
        "topright",
    )
    bar = pygame.Rect(box.left + px(110), 0, px(230), px(10))
    for seat in range(n):
        y = box.top + px(32) + seat * px(25)
        pygame.draw.circle(surface, theme.SEAT_COLOURS[seat % 6], (box.left + px(18), y + px(9)), px(5))
        ui.text.draw(surface, cl.name(s, seat), ui.fs(16), theme.TEXT, (box.left + px(28), y))
        r = bar.copy()
        r.top = y + px(5)
        pygame.draw.rect(surface, (30, 40, 38), r, border_radius=px(5))
        base = max(0, race[seat])
        now = max(0, race[seat] + points[seat])
        f0, f1 = min(1.0, base / target), min(1.0, now / target)
        if f1 > 0:
            pygame.draw.rect(
                surface,
                (120, 170, 140),
                pygame.Rect(r.left, r.top, round(r.width * f1), r.height),
                border_radius=px(5),
            )
        if f0 > 0:
            pygame.draw.rect(
                surface,
                theme.GOLD,
                pygame.Rect(r.left, r.top, round(r.width * f0), r.height),
                border_radius=px(5),
            )
        text = f"{race[seat]}" + (f" +{points[seat]}" if points[seat] else "")
        ui.text.draw(surface, text, ui.fs(16), theme.TEXT, (r.right + px(8), y), bold=True)
        b = f"{bonus_total[seat]}" + (f" +{bonus[seat]}" if bonus[seat] else "")
        ui.text.draw(surface, b, ui.fs(16), theme.GOLD, (box.right - px(12), y), "topright", True)
    return box


def draw_bottom(s: TableScene, surface: pygame.Surface, below: pygame.Rect) -> None:
    """The 9 底牌: face down through the hand (nobody sees them), face up once it is over."""
    ui, view = s.ui, s.view
    px = ui.px
    cards = view.get("bottom")
    face_up = isinstance(cards, list) and bool(cards)
    w, h = (px(40), px(56)) if face_up else (px(30), px(42))
    step = px(24) if face_up else px(9)
    count = len(cards) if face_up else 9
    total = w + step * (count - 1)
    label = s.t("dtz.bottom_open", points=view.get("void_points") or 0) if face_up else s.t("dtz.bottom")
    lw = ui.text.size(label, ui.fs(16))[0]
    x = s.geo.W // 2 - (total + lw + px(10)) // 2
    y = below.bottom + px(6)
    s.painter.boxes.append(pygame.Rect(x, y, total + lw + px(10), h))
    ui.text.draw(surface, label, ui.fs(16), theme.TEXT_DIM, (x, y + h // 2), "midleft")
    x += lw + px(10)
    for i in range(count):
        r = pygame.Rect(x + i * step, y, w, h)
        if face_up:
            s.app.cards.blit_face(surface, cards[i], r, s.app.settings.four_colour, shadow=False)
        else:
            s.app.cards.blit_back(surface, r, s.app.settings.card_back, shadow=False)


def draw_must_beat(s: TableScene, surface: pygame.Surface) -> None:
    """Above the play bar: why 不出 is disabled (DTZ-5.2), or that nothing beats."""
    if not s.my_turn() or s.view.get("phase") != "play" or s.message:
        return
    trick = s.view.get("trick") or {}
    if not trick.get("top"):
        return
    ui = s.ui
    if s.session.check(Action.pass_()) is None:
        text, colour = s.t("dtz.cannot_beat"), theme.TEXT_DIM
    else:
        text, colour = s.t("dtz.must_beat"), theme.GOLD
    r = ui.text.render(text, ui.fs(17), colour, True)
    bar = (
        s.buttons[0].rect
        if s.buttons
        else pygame.Rect(s.geo.W // 2 - ui.px(210), cl.bar_y(s), 1, s.geo.action_h)
    )
    box = r.get_rect(midright=(bar.left - ui.px(16), bar.centery)).inflate(ui.px(20), ui.px(10))
    s.painter.boxes.append(box)
    panel(surface, box, (0, 0, 0, 150), box.height // 2)
    surface.blit(r, r.get_rect(center=box.center))


class DatongziHooks(TableHooks):
    over_wait = 3.0

    def on_event(self, scene: TableScene, ev: Any) -> bool:
        k, seat, data = ev.kind, ev.seat, ev.data
        t = scene.t
        if k == "played" and data.get("bonus"):
            label = award_text(scene, data.get("kind"), data.get("key"))
            cl.popup(scene, seat, label + "!", colour=theme.GOLD)
            return False  # the generic flight and log line follow
        if k == "trick_won":
            pts = int(data.get("points") or 0)
            bonus = int(data.get("bonus") or 0)
            cl.sweep(scene, seat, f"+{pts}" if pts else None)
            if bonus:
                g = scene.geo
                from ..render.animation import Popup

                scene.anim.add(
                    Popup(
                        1.6, delay=0.4, text=t("dtz.ev_bonus", value=bonus), pos=g.centre, colour=theme.GOLD
                    ),
                    scene.app.settings.anim_factor,
                )
                scene.app.sound.play("win")
                scene._log(t("dtz.log_bonus", name=cl.name(scene, seat), points=pts, value=bonus))
            else:
                scene._log(t("table.trick_won", name=cl.name(scene, seat), points=pts))
            return True
        if k == "hand_over":
            scene._log(t("dtz.log_bottom", cards=" ".join(cl.card_text(c) for c in data.get("bottom") or [])))
            return False
        return False

    def bar_buttons(self, scene: TableScene) -> list[Any]:
        from .tracker import tracker_button

        return tracker_button(scene)

    def overlay(self, painter: TablePainter, surface: pygame.Surface) -> None:
        s = painter.scene
        board = draw_scoreboard(s, surface)
        draw_bottom(s, surface, board)
        draw_must_beat(s, surface)
        draw_tracker(s, surface)


def _register() -> None:
    from dataclasses import replace

    from .games import GAME_UI, GameUI

    HOOKS[GAME] = DatongziHooks()  # card play only: the generic play bar, no PANELS entry
    GAME_UI[GAME] = replace(GAME_UI.get(GAME, GameUI(rank_order="56789TJQKA2")), hinter=hint_plays)
    cl.register_tracker(GAME, 3, "3 4 LJ BJ")


_register()
