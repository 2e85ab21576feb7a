"""五人三副牌找朋友 at the table: the declaring turns (which level cards may be shown, the standing
bid), the declarer's bury (select 7), the friend-call picker (``call.py``), the blocker's
choice of a failed throw, the trump/level panel, each player's level and points, the bottom bonus and
the level changes at hand end. Card play itself is the generic play bar, without its 不出 button (the
engine never lists a pass while cards are played)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from engine import Action
from engine.cards import Suit, parse_cards
from engine.games.zhaopengyou import (
    TRUMP,
    Trump,
    ZPYView,
    card_order_key,
    card_points,
    lead_shapes,
    parse_shape,
    reduced_throw,
    trump_from_view,
)

from ...render.animation import Popup
from ...render.cards import RANK_TEXT, card_text
from ...table.controls import KeyButton, continue_button
from ...ui import theme
from ..base import GameTable, TrackerRow
from ..climbing import sweep
from ..tracker import draw_tracker, tracker_button
from .call import call_buttons
from .common import _row, cards_text, level_text
from .demo import SCENES, zhaopengyou_scene
from .show import draw_choice_centre, draw_hand_over, draw_info_panel, mark_bottom
from .strings import STRINGS

if TYPE_CHECKING:
    from ..context import TableContext

# ------------------------------------------------------------------ sorting: trumps together
def sort_hand(tokens: list[str], order: str, view: ZPYView) -> list[str]:
    """Trumps together on the left (strongest first), then the plain suits; before the trump is
    known, your own level cards (what you may show) lead. ``rank`` mixes the plain suits by rank."""
    trump = view["trump"]  # None until the bidding settles it
    cards = {t: parse_cards(t)[0] for t in set(tokens)}
    if trump is not None:
        tr = Trump(trump["level"], Suit[trump["suit"]])
    else:
        viewer = view["viewer"]
        level = view["levels"][viewer] if viewer is not None else 2
        tr = Trump(level, Suit.S)

    def key(tok: str) -> tuple:
        suit, slot, pref = card_order_key(cards[tok], tr)
        is_tr = suit == 4 and (
            trump is not None or cards[tok].suit is Suit.JOKER or cards[tok].rank == tr.level
        )
        if trump is None and suit == 4 and not is_tr:
            suit = 0  # spades were only a placeholder trump suit
        group = 0 if is_tr else 1
        if order == "rank" and not is_tr:
            return (group, -slot, suit, -pref)
        return (group, suit if not is_tr else 0, -slot, -pref)

    return sorted(tokens, key=key)


# ------------------------------------------------------------------ the decision panels
def choice_buttons(scene: TableContext, legal: list[Any], st: dict[str, Any]) -> list[Any]:
    """Declaring, burying, calling the friend, blocking a throw; ``st``: the panel's state for this
    decision (the call picker's card), kept by the plug-in."""
    kinds = {a.kind for a in legal}
    if kinds <= {"bid", "pass"}:
        return bid_buttons(scene, legal)
    if kinds == {"bury"}:
        return bury_buttons(scene, legal, st)
    if kinds == {"call"}:
        return call_buttons(scene, legal, st)
    if kinds == {"block"}:
        return block_buttons(scene, legal)
    return []


def bid_buttons(scene: TableContext, legal: list[Any]) -> list[Any]:
    t = scene.t
    bids = [a for a in legal if a.kind == "bid"]
    bidding = scene.view["bidding"]
    verb = t("zpy.bid_open") if bidding is None or bidding["declarer"] is None else t("zpy.bid_over")
    rects = _row(scene, [120] + [108] * len(bids))
    out: list[Any] = [
        KeyButton(
            rects[0],
            t("zpy.no_bid") + "  P",
            lambda: scene.act(Action.pass_()),
            style="alt",
            font_size=20,
            keys=(pygame.K_p,),
        )
    ]
    for i, (r, a) in enumerate(zip(rects[1:], bids)):
        label = card_text(str(a.cards[0])) + (f" ×{len(a.cards)}" if len(a.cards) > 1 else "")
        keys = (pygame.K_1 + i,) if i < 9 else ()
        out.append(
            KeyButton(
                r, label, partial(scene.act, a), font_size=20, sublabel=f"{verb}  {i + 1}", keys=keys
            )
        )
    return out


def bury_buttons(scene: TableContext, legal: list[Any], st: dict[str, Any]) -> list[Any]:
    t = scene.t
    chosen = [scene.tokens[i] for i in sorted(scene.selected) if i < len(scene.tokens)]
    n = len(chosen)
    pts = card_points(parse_cards(" ".join(chosen))) if chosen else 0
    rects = _row(scene, [150, 120, 190])

    def suggest() -> None:
        k = st.get("suggest", -1) + 1
        st["suggest"] = k
        want = [str(c) for c in legal[k % len(legal)].cards]
        picked: list[int] = []
        for tok in want:
            picked.append(next(i for i, x in enumerate(scene.tokens) if x == tok and i not in picked))
        scene.set_selected(set(picked))
        st["suggest"] = k

    def clear() -> None:
        scene.set_selected(set())

    action = Action("bury", cards=tuple(parse_cards(" ".join(chosen)))) if chosen else None
    reason = "" if n == 7 else t("zpy.bury_need", n=n)
    return [
        KeyButton(rects[0], t("zpy.suggest") + "  G", suggest, style="alt", font_size=20, keys=(pygame.K_g,)),
        KeyButton(rects[1], t("zpy.clear"), clear, style="alt", font_size=20),
        KeyButton(
            rects[2],
            t("zpy.bury"),
            (lambda: scene.act(action)),
            enabled=n == 7,
            reason=reason,
            sublabel=t("zpy.bury_sub", n=n, points=pts),
            font_size=20,
            keys=(pygame.K_RETURN, pygame.K_KP_ENTER),
        ),
    ]


def shape_text(scene: TableContext, value: str) -> str:
    width, _, length = str(value).partition("x")
    w, k = int(width), int(length or 1)
    if k == 1:
        return scene.t({1: "zpy.single", 2: "zpy.pair", 3: "zpy.triple"}[w])
    return scene.t("zpy.pair_tractor" if w == 2 else "zpy.triple_tractor", n=k)


def block_buttons(scene: TableContext, legal: list[Any]) -> list[Any]:
    """One button per shape the blocker can beat, naming the cards the thrower would keep (ZPY-9.6)."""
    view = cast("ZPYView", scene.view)
    throw = view["throw"]
    thrown = parse_cards(" ".join(throw["cards"] if throw is not None else []))
    rects = _row(scene, [190] * len(legal))
    out = []
    for i, (r, a) in enumerate(zip(rects, legal)):
        try:
            # the trump is set once bidding is over; before, the buttons go without "keeps"
            trump = trump_from_view(view)
            if trump is None:
                sub = ""
            else:
                kept = reduced_throw(thrown, parse_shape(a.value), trump)
                sub = scene.t("zpy.keeps", cards=cards_text([str(c) for c in kept]))
        except (ValueError, KeyError, TypeError):
            sub = ""
        out.append(
            KeyButton(
                r,
                f"{shape_text(scene, a.value)}  {i + 1}",
                partial(scene.act, a),
                font_size=20,
                style="primary" if i == 0 else "alt",
                sublabel=sub,
                keys=(pygame.K_1 + i,) if i < 9 else (),
            )
        )
    return out


# ------------------------------------------------------------------ badges and hooks
def badges(view: ZPYView, seat: int) -> list[str]:
    out = []
    if view["declarer"] == seat:
        out.append("role.declarer")  # the info panel's 庄家 / Declarer, not a "banker"
    elif view["friend_found"] and view["friend"] == seat:
        out.append("role.friend")
    bidding = view["bidding"]
    if view["phase"] == "bid" and bidding is not None and bidding["declarer"] == seat:
        out.append("badge.zpy_bidder")
    if view["starter"] == seat and view["phase"] == "bid":
        out.append("badge.zpy_starter")
    return out


def zhaopengyou_tracker(view: Mapping[str, Any], mine: list[str]) -> list[TrackerRow]:
    """找朋友's 记牌器 over three packs: what was played (earlier tricks and this one) and what you hold
    is no longer out."""
    played = Counter(_rank(t) for t in view["played"])
    for cards in view["trick"]:
        for tok in cards or []:  # None: the seat has not played to this trick yet
            played[_rank(tok)] += 1
    have = Counter(_rank(t) for t in mine)
    if view["phase"] == "over":
        return []
    out = []
    for r in "AKQJT98765432":
        out.append((RANK_TEXT.get(r, r), 12 - played[r] - have[r], 12))
    for tok, label in (("LJ", "小王"), ("BJ", "大王")):
        out.append((label, 3 - played[tok] - have[tok], 3))
    return out


#: how long a finished trick stays on the table per second of the AI's longest think time (the pace
#: setting is in that time), and at least; a headless run with no think time does not wait
TRICK_HOLD_PER_DELAY = 1.2
MIN_TRICK_HOLD = 0.9


def trick_hold(ai_delay: tuple[float, float]) -> float:
    top = max(ai_delay)
    return 0.0 if top <= 0.1 else max(MIN_TRICK_HOLD, TRICK_HOLD_PER_DELAY * top)


class ZhaopengyouTable(GameTable):
    GAME = "zhaopengyou"
    STRINGS = STRINGS
    DEMO_SCENES = SCENES
    SCENE, SORT = staticmethod(zhaopengyou_scene), staticmethod(sort_hand)
    CHOICES, BADGES = staticmethod(choice_buttons), staticmethod(badges)
    TRACKER = staticmethod(zhaopengyou_tracker)
    over_wait = 8.0  # time to read the showdown / the bottom; Enter goes on at once
    passes_in_play = False  # ZPY: every player follows; a greyed 不出 would only puzzle

    def on_event(self, ev: Any) -> bool:
        scene = self.ctx
        k, seat, data = ev.kind, ev.seat, ev.data
        g, f, t = scene.geo, scene.settings.anim_factor, scene.t
        name = scene.name(seat) if seat is not None else ""
        text, where = None, None
        if k == "bid":
            text = t("zpy.ev_bid", cards=cards_text(list(data.get("cards", []))))
        elif k == "passed":
            text = t("zpy.no_bid")
            scene.sound.play("pass")
        elif k == "bottom_flipped":
            text = t(
                "zpy.ev_flip",
                cards=cards_text(list(data.get("cards", []))),
                name=scene.name(data.get("declarer")),
            )
            where = g.centre
        elif k == "bottom_taken":
            seat = data.get("declarer", seat)
            name = scene.name(seat)
            text = t("zpy.ev_taken", trump=card_text(str(data.get("trump", ""))))
        elif k == "buried":
            text = t("zpy.ev_buried")
        elif k == "friend_called":
            text = t("zpy.call_text", n=data.get("n"), card=card_text(str(data.get("card"))))
            where = g.centre
        elif k == "friend_revealed":
            text = t("zpy.ev_solo") if data.get("solo") else t("zpy.ev_friend")
            if data.get("friend") is not None:
                seat = data["friend"]
                name = scene.name(seat)
        elif k == "trick_won":
            self._show_trick(seat, int(data.get("points", 0)))
            return True
        elif k == "throw_blocked":
            seat = data.get("blocker", seat)
            name = scene.name(seat)
            text = t("zpy.ev_blocked")
        elif k == "throw_failed":
            blocker = data.get("blocker")
            text = t(
                "zpy.ev_failed",
                name=scene.name(blocker),
                shape=shape_text(scene, f"{data.get('shape', [1, 1])[0]}x{data.get('shape', [1, 1])[1]}")
                if isinstance(data.get("shape"), (list, tuple))
                else str(data.get("shape_name", "")),
            )
        if text is None:
            return False
        anchor = None if where is not None else seat
        scene.anim.add(Popup(1.3, text=text, pos=where or g.centre, seat=anchor, colour=theme.GOLD), f)
        scene.log(f"{name}: {text}" if name else text)
        return True

    def _show_trick(self, winner: int, points: int) -> None:
        """The fifth card lands, then the whole trick stays in sight with its winner marked (the AI
        waits meanwhile) before it slides to him: five plays at once are read only if they stay."""
        scene = self.ctx
        scene.hold_table(trick_hold(scene.ai_delay()))
        text = scene.t("zpy.ev_trick", n=points) if points else scene.t("zpy.ev_trick_none")
        scene.anim.add(Popup(1.4, text=text, seat=winner, colour=theme.GOLD), scene.settings.anim_factor)
        scene.log(f"{scene.name(winner)}: {text}")
        sweep(scene, winner)

    def play_name(self, seat: int, cards: list[str]) -> tuple[str, bool] | None:
        """The lead named by its shape (甩牌 for a throw of several units, ZPY-9), 主 before a trump
        lead; a follow that trumps a plain-suit lead (毙) marked as news. Singles and plain follows
        stay unnamed."""
        s = self.ctx
        view = cast("ZPYView", s.view)
        trump = trump_from_view(view)
        leader = view["leader"]
        if trump is None or leader is None or not cards:
            return None
        lead = view["trick"][leader] if leader < len(view["trick"]) else None
        try:
            if seat == leader:
                shapes, suit = lead_shapes(parse_cards(" ".join(cards)), trump)
            elif lead:
                _, lead_suit = lead_shapes(parse_cards(" ".join(lead)), trump)
                played = parse_cards(" ".join(cards))
                ruff = lead_suit != TRUMP and all(card_order_key(c, trump)[0] == TRUMP for c in played)
                return (s.t("zpy.play_ruff"), True) if ruff else None
            else:
                return None
        except ValueError:
            return None
        if len(shapes) > 1:
            name = s.t("zpy.play_throw")
        elif shapes[0] == (1, 1):
            name = ""
        else:
            w, k = shapes[0]
            name = shape_text(s, f"{w}x{k}")
        if suit == TRUMP:
            return (s.t("zpy.play_trump", name=name) if name else s.t("zpy.play_trump_single"), True)
        return (name, len(shapes) > 1) if name else None

    def bar_buttons(self) -> list[Any]:
        scene = self.ctx
        return tracker_button(scene, self) + continue_button(scene)

    total_key = "score.level"
    chart_key = "score.chart_levels"

    def score_text(self, seat: int, value: int) -> str | None:
        return level_text(value) if isinstance(value, int) and 2 <= value <= 14 else None

    def seat_info(self, seat: int, parts: list[str]) -> list[str]:
        s = self.ctx
        view = cast("ZPYView", s.view)
        out = [s.t("zpy.level", level=level_text(view["levels"][seat]))]
        won = view["points_won"][seat]
        if view["phase"] in ("play", "throw_choice", "over"):
            out.append(s.t("table.points", n=won))
        # no cards-left count: every trick takes as many cards from each seat as were led, so all
        # seats hold what you hold, give or take the trick on the table (and the line had no room)
        return out

    def centre(self, surface: pygame.Surface) -> bool:
        s = self.ctx
        phase = s.view["phase"]
        if phase in ("bid", "bury", "call", "throw_choice"):
            draw_choice_centre(s, surface)
            return True
        return False

    def overlay(self, surface: pygame.Surface) -> None:
        s = self.ctx
        draw_info_panel(s, surface)
        mark_bottom(s, surface)
        if s.view["phase"] == "over":
            draw_hand_over(s, surface)
        draw_tracker(s, self, surface)



def _rank(token: str) -> str:
    return token if token in ("LJ", "BJ") else token[1:]
