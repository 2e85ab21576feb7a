"""邵阳打筒子 at the table: the race scoreboard (捡分 toward 600/1000 with this hand's points, the
bonus score 奖励分 kept apart), bonus pop-ups for K/A/2 筒子 and 地炸, the must-beat rule on the pass button
(the engine's reason on hover, a note above the bar), the 9 unseen 底牌 face down until the hand
ends, 41-card hands in two rows, and a hint that offers one play per shape.

Everything drawn comes from the view (``docs/rules/datongzi.md``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import pygame

from engine import Action, SegmentedActions
from engine.games.datongzi import DTZView

from ...render.animation import Popup
from ...render.cards import card_text
from ...ui import theme
from ...ui.widgets import panel
from .. import climbing as cl
from ..tracker import draw_tracker
from .demo import SCENES, datongzi_scene
from .strings import STRINGS

if TYPE_CHECKING:
    from ..context import TableContext

RANK_NAME = {13: "K", 14: "A", 15: "2", 12: "Q", 11: "J", 10: "10"}


def award_text(scene: TableContext, kind: str | None, key: Any = None, rank: Any = None) -> str:
    """K筒子 / 地炸: the name of a bonus-earning play."""
    if kind == "dizha":
        return scene.t("dtz.dizha")
    r = rank if rank is not None else (key[0] if isinstance(key, (list, tuple)) and key else None)
    return scene.t("dtz.tongzi", rank=RANK_NAME.get(r, str(r)) if r is not None else "")


def hint_plays(legal: Any) -> list[Any]:
    """One play per shape (kind and key), cheapest first: a 41-card lead holds up to hundreds of
    thousands of plays, the hint cycles through the hundred or so shapes instead."""
    if not isinstance(legal, SegmentedActions):
        return [a for a in legal if a.kind == "play"]
    return [Action.play(seg.cards_at(0)) for seg in legal.segments]


def _target(scene: TableContext) -> int:
    return int(scene.options.get("target", 1000))


# ------------------------------------------------------------------ scoreboard
def draw_scoreboard(s: TableContext, surface: pygame.Surface) -> pygame.Rect:
    """捡分 toward the target (this hand's card points in a lighter colour), 奖励分 beside it."""
    ui, g, t = s.ui, s.geo, s.t
    view = cast("DTZView", s.view)
    px = ui.px
    n = s.n
    # the totals before this hand are None when the match did not pass them on
    race = view["race_total"] or list(s.scores)
    bonus_total = view["bonus_total"] or [0] * n
    points = view["points"]
    bonus = view["bonus"]
    target = _target(s)
    box = pygame.Rect(0, 0, px(500), px(34) + px(25) * n)
    box.midtop = (g.W // 2, g.top_bar.bottom + px(6))
    s.boxes.append(box)
    panel(surface, box, (6, 16, 14, 215), px(10))
    end_bonus = s.options.get("end_bonus", 100)
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
        ui.text.draw(surface, s.name(seat), ui.fs(16), theme.TEXT, (box.left + px(28), y))
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


def draw_bottom(s: TableContext, surface: pygame.Surface, below: pygame.Rect) -> None:
    """The 9 底牌: face down through the hand (nobody sees them), face up once it is over."""
    ui = s.ui
    view = cast("DTZView", s.view)
    px = ui.px
    cards = view["bottom"] or []  # None until the hand is over
    face_up = bool(cards)
    w, h = (px(40), px(56)) if face_up else (px(30), px(42))
    step = px(24) if face_up else px(9)
    count = len(cards) if face_up else 9
    total = w + step * (count - 1)
    label = s.t("dtz.bottom_open", points=view["void_points"] or 0) if face_up else s.t("dtz.bottom")
    lw = ui.text.size(label, ui.fs(16))[0]
    x = s.geo.W // 2 - (total + lw + px(10)) // 2
    y = below.bottom + px(6)
    s.boxes.append(pygame.Rect(x, y, total + lw + px(10), h))
    ui.text.draw(surface, label, ui.fs(16), theme.TEXT_DIM, (x, y + h // 2), "midleft")
    x += lw + px(10)
    for i in range(count):
        r = pygame.Rect(x + i * step, y, w, h)
        if face_up:
            s.cards.blit_face(surface, cards[i], r, s.settings.four_colour, shadow=False)
        else:
            s.cards.blit_back(surface, r, s.settings.card_back, shadow=False)


def draw_must_beat(s: TableContext, surface: pygame.Surface) -> None:
    """Above the play bar: why 不出 is disabled (DTZ-5.2), or that nothing beats."""
    if not s.deciding() or s.view["phase"] != "play" or s.message:
        return
    trick = s.view["trick"]
    if trick is None or trick["top"] is None:
        return
    ui = s.ui
    if s.check(Action.pass_()) is None:
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
    s.boxes.append(box)
    panel(surface, box, (0, 0, 0, 150), box.height // 2)
    surface.blit(r, r.get_rect(center=box.center))


class DatongziTable(cl.ClimbingTable):
    GAME = "datongzi"
    STRINGS = STRINGS
    DEMO_SCENES = SCENES
    SCENE = staticmethod(datongzi_scene)
    DECKS, WITHOUT = 3, "3 4 LJ BJ"
    over_wait = 3.0
    total_key = "dtz.total_race"
    extra_total_key = "dtz.total_bonus"

    def hand_headline(self, result: Any, names: list[str]) -> str | None:
        """The engine's winners are [一游] (DTZ-9): the first out is no "winner of the hand" — the
        race score decides; say both."""
        best = max(result.deltas)
        top = self.ctx.i18n.join_names(names[i] for i, d in enumerate(result.deltas) if d == best)
        first = names[result.winners[0]] if result.winners else "—"
        return self.ctx.t("dtz.headline", first=first, top=top, delta=f"{best:+d}")

    def extra_total(self, seat: int) -> str:
        """The bonus score so far (DTZ-8), this hand's share after it: kept apart from the race."""
        view = cast("DTZView", self.ctx.view)
        before = (view["bonus_total"] or [0] * self.ctx.n)[seat]
        now = view["bonus"][seat]
        return f"{before + now}" + (f" (+{now})" if now else "")

    def hint_plays(self) -> list[Any]:
        return hint_plays(self.ctx.legal_actions())

    def on_event(self, ev: Any) -> bool:
        scene = self.ctx
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
                scene.anim.add(
                    Popup(
                        1.6, delay=0.4, text=t("dtz.ev_bonus", value=bonus), pos=g.centre, colour=theme.GOLD
                    ),
                    scene.settings.anim_factor,
                )
                scene.sound.play("win")
                scene.log(t("dtz.log_bonus", name=scene.name(seat), points=pts, value=bonus))
            else:
                scene.log(t("table.trick_won", name=scene.name(seat), points=pts))
            return True
        if k == "hand_over":
            scene.log(t("dtz.log_bottom", cards=" ".join(card_text(c) for c in data.get("bottom") or [])))
            return False
        return False

    def overlay(self, surface: pygame.Surface) -> None:
        s = self.ctx
        board = draw_scoreboard(s, surface)
        draw_bottom(s, surface, board)
        draw_must_beat(s, surface)
        draw_tracker(s, self, surface)

