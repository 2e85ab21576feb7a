"""斗地主 at the table: 叫分 (1/2/3) or 抢地主 bidding with what each bid makes a unit, the 3 bottom
cards face down until the landlord takes them and face up for everyone after (DDZ-5.1), 明牌 with the
landlord's hand face up (DDZ-5.2), the badges (地主/农民, the bid, 明牌), the top bar's 底分 × 倍数 ×
bombs so far, bomb, rocket, 春天 and 反春 pop-ups, and a 记牌器 over the 54 cards.

Everything drawn comes from the view (``docs/rules/doudizhu.md``); the unit shown on the buttons and
in the top bar comes from the engine's pure ``unit`` (DDZ-9), so the table and the ledger agree.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from engine import Action
from engine.games.doudizhu import DDZView, unit

from ...render.cards import card_text
from ...table.controls import KeyButton
from ...ui import theme
from .. import climbing as cl
from ..tracker import draw_tracker
from .demo import SCENES, doudizhu_scene
from .strings import STRINGS

if TYPE_CHECKING:
    from ..context import TableContext

CHOICE_PHASES = ("bid", "show")
#: the landlord holds 20 cards until his first play: his bottom cards stay marked until then
FULL_HAND = 20


def _rob(scene: TableContext) -> bool:
    return scene.options.get("bidding") == "rob"


def bid_text(scene: TableContext, value: int, rob: bool, robbing: bool) -> str:
    """What one bid is called: 不叫 / n分 (叫分), 叫地主 / 抢地主 / 不抢 (抢地主)."""
    if not rob:
        return scene.t("ddz.bid_n", n=value) if value else scene.t("ddz.pass")
    if value:
        return scene.t("ddz.rob" if robbing else "ddz.call")
    return scene.t("ddz.no_rob" if robbing else "ddz.pass")


def bids_text(scene: TableContext) -> str:
    """The bids of this deal in order, as sentences: 小明 1分 · 阿芳 不叫 (Ming bids 1 · Fang passes)."""
    rob = _rob(scene)
    parts = []
    called = False
    for b in cast("DDZView", scene.view)["bids"]:
        v, name = b["bid"], scene.name(b["seat"])
        if not rob:
            key = "ddz.said_bid" if v else "ddz.said_pass"
        elif v:
            key = "ddz.said_rob" if called else "ddz.said_call"
        else:
            key = "ddz.said_no_rob" if called else "ddz.said_pass"
        parts.append(scene.t(key, name=name, n=v))
        called = called or bool(v)
    return "  ·  ".join(parts)


def _called(view: DDZView) -> bool:
    return any(b["bid"] for b in view["bids"])


def stake_unit(scene: TableContext, multiple: int, bombs: int, shown: bool) -> int:
    """One unit at this multiple (DDZ-9.1), without 春天."""
    o = scene.options
    return unit(int(o.get("base", 1)), multiple, bombs, int(o.get("bomb_cap", 0)), shown, False)


# ------------------------------------------------------------------ the decision panel
def choice_buttons(scene: TableContext, legal: list[Any], st: dict[str, Any] | None = None) -> list[Any]:
    """The bid and 明牌 controls (``st``, the panel's state, unused: none is kept)."""
    phase = scene.view["phase"]
    if phase == "bid":
        return rob_buttons(scene, legal) if _rob(scene) else bid_buttons(scene, legal)
    if phase == "show":
        return show_buttons(scene)
    return []


def bid_buttons(scene: TableContext, legal: list[Any]) -> list[Any]:
    """不叫 and 1/2/3 分 (DDZ-3.1): a bid not above the highest so far is shown disabled, with why."""
    t = scene.t
    ok = {int(a.value) for a in legal}
    rects = cl.row(scene, [130, 140, 140, 140])
    out: list[Any] = [
        KeyButton(rects[0], t("ddz.pass") + "  P", lambda: scene.act(Action("bid", value=0)),
                  style="alt", font_size=22, sublabel=t("ddz.pass_sub"), keys=(pygame.K_p, pygame.K_0),
                  enabled=0 in ok, reason="" if 0 in ok else (scene.check(Action("bid", value=0)) or ""))
    ]
    for v, r in zip((1, 2, 3), rects[1:]):
        a = Action("bid", value=v)
        out.append(
            KeyButton(r, t("ddz.bid_n", n=v), partial(scene.act, a), enabled=v in ok,
                      reason="" if v in ok else (scene.check(a) or ""), font_size=22,
                      sublabel=t("ddz.bid_sub", unit=stake_unit(scene, v, 0, False)),
                      keys=(pygame.K_1 + v - 1,))
        )
    return out


def rob_buttons(scene: TableContext, legal: list[Any]) -> list[Any]:
    """抢地主 (DDZ-4): 叫地主 or 不叫 first, then 抢地主 (×2) or 不抢."""
    t = scene.t
    robbing = _called(cast("DDZView", scene.view))
    ok = {int(a.value) for a in legal}
    rects = cl.row(scene, [150, 170])
    no, yes = Action("bid", value=0), Action("bid", value=1)
    return [
        KeyButton(rects[0], t("ddz.no_rob" if robbing else "ddz.pass") + "  P", partial(scene.act, no),
                  style="alt", font_size=22, sublabel=t("ddz.pass_sub"), keys=(pygame.K_p, pygame.K_0),
                  enabled=0 in ok, reason="" if 0 in ok else (scene.check(no) or "")),
        KeyButton(rects[1], t("ddz.rob" if robbing else "ddz.call") + "  1", partial(scene.act, yes),
                  font_size=22, sublabel=t("ddz.rob_sub" if robbing else "ddz.call_sub"),
                  keys=(pygame.K_1,)),
    ]


def show_buttons(scene: TableContext) -> list[Any]:
    """明牌 (DDZ-5.2): show the hand for ×2, or keep it hidden."""
    t = scene.t
    rects = cl.row(scene, [200, 200])
    return [
        KeyButton(rects[0], t("ddz.show") + "  1", partial(scene.act, Action("choose", value="show")),
                  font_size=22, sublabel=t("ddz.show_sub"), keys=(pygame.K_1,)),
        KeyButton(rects[1], t("ddz.hide") + "  2", partial(scene.act, Action("choose", value="hide")),
                  style="alt", font_size=22, sublabel=t("ddz.hide_sub"), keys=(pygame.K_2,)),
    ]


# ------------------------------------------------------------------ what the table shows
def badges(view: DDZView, seat: int, rob: bool) -> list[str]:
    """A seat's bid this deal (叫n分; 叫地主, or 抢地主 once it robbed), then 明牌 on the landlord who
    showed his hand."""
    out = []
    called = False
    bid = 0
    robbed = False
    for b in view["bids"]:
        if b["seat"] == seat and b["bid"]:
            bid = max(bid, b["bid"])
            robbed = robbed or (rob and called)
        called = called or bool(b["bid"])
    if bid:
        out.append("ddz.badge_rob" if robbed else "ddz.badge_call" if rob else f"ddz.badge_bid{bid}")
    if view["shown"] and view["landlord"] == seat:
        out.append("ddz.badge_shown")
    return out


def top_text(scene: TableContext) -> str:
    """底分 1 × 叫 3 分 × 2 bombs ×4 × 明牌 ×2 = unit 24 (DDZ-9.1), as far as the hand has come."""
    t = scene.t
    view = cast("DDZView", scene.view)
    parts = [t("ddz.top_base", base=scene.options.get("base", 1))]
    multiple = view["multiple"]
    if multiple is None:
        return parts[0]
    parts.append(t("ddz.top_multiple", n=multiple) if _rob(scene) else t("ddz.top_bid", n=multiple))
    bombs = view["bombs"]
    if bombs:
        cap = int(scene.options.get("bomb_cap", 0))
        doublings = bombs if cap == 0 else min(bombs, cap)
        parts.append(t("ddz.top_bombs", n=bombs, x=2 ** doublings))
    if view["shown"]:
        parts.append(t("ddz.top_shown"))
    return " × ".join(parts) + " " + t("ddz.top_unit", unit=stake_unit(scene, multiple, bombs, view["shown"]))


def draw_choice_centre(s: TableContext, surface: pygame.Surface) -> None:
    t = s.t
    view = cast("DDZView", s.view)
    mine = s.deciding()
    lines: list[tuple[str, tuple]] = []
    if view["phase"] == "bid":
        rob = _rob(s)
        title = t("ddz.phase_rob" if rob else "ddz.phase_bid")
        if view["deal_no"] > 1:
            lines.append((t("ddz.redeal_line", n=view["deal_no"]), theme.GOLD))
        bids = bids_text(s)
        lines.append((bids or t("ddz.no_bids"), theme.TEXT if bids else theme.TEXT_DIM))
        if mine:
            if view["deal_no"] >= 3 and not view["bids"]:
                lines.append((t("ddz.forced"), theme.GOLD))
            key = ("ddz.rob_prompt" if _called(view) else "ddz.call_prompt") if rob else "ddz.bid_prompt"
            lines.append((t(key), theme.TEXT))
        else:
            lines.append(s.turn_line(view["to_act"]))
        lines.append((t("ddz.bottom_wait"), theme.TEXT_DIM))
        cl.centre_box(s, surface, title, lines, backs=3)
        return
    lord = view["landlord"]
    lines.append((t("ddz.landlord_line", name=s.name(lord)), theme.GOLD))
    if mine:
        lines.append((t("ddz.show_prompt"), theme.TEXT))
    elif s.auto_playing() and s.my_turn():
        lines.append(s.turn_line(s.me))
    else:
        lines.append((t("ddz.show_wait", name=s.name(lord)), theme.TEXT_DIM))
    cl.centre_box(s, surface, t("ddz.phase_show"), lines, view["bottom"] or [])


def draw_bottom(s: TableContext, surface: pygame.Surface) -> None:
    """Once the landlord has them, the 3 bottom cards lie face up under the top bar for everyone to
    see for the rest of the hand (DDZ-5.1)."""
    view = cast("DDZView", s.view)
    cards = view["bottom"]
    if not cards or view["phase"] not in ("play", "over"):
        return
    ui = s.ui
    px = ui.px
    w, h, step = px(34), px(48), px(24)
    label = s.t("ddz.bottom")
    lw = ui.text.size(label, ui.fs(16))[0]
    total = lw + px(8) + w + step * (len(cards) - 1)
    x = s.geo.W // 2 - total // 2
    y = s.geo.top_bar.bottom + px(6)
    s.boxes.append(pygame.Rect(x, y, total, h))
    ui.text.draw(surface, label, ui.fs(16), theme.TEXT_DIM, (x, y + h // 2), "midleft")
    x += lw + px(8)
    for i, tok in enumerate(cards):
        r = pygame.Rect(x + i * step, y, w, h)
        s.cards.blit_face(surface, tok, r, s.settings.four_colour, shadow=False)


def mark_bottom(s: TableContext, surface: pygame.Surface) -> None:
    """Your own hand as landlord: a gold strip on the 3 bottom cards you took, until your first play."""
    view = cast("DDZView", s.view)
    bottom = view["bottom"]
    if not bottom or s.shown_seat() is None or view["landlord"] != s.me:
        return
    if view["counts"][s.me] < FULL_HAND:
        return
    px = s.ui.px
    for strip in cl.hand_strips(s, bottom, 28, 42):
        pygame.draw.rect(surface, theme.GOLD, strip, width=max(2, px(3)), border_radius=px(5))


class DoudizhuTable(cl.ClimbingTable):
    GAME = "doudizhu"
    STRINGS = STRINGS
    DEMO_SCENES = SCENES
    SCENE, CHOICES = staticmethod(doudizhu_scene), staticmethod(choice_buttons)
    DECKS = 1  # the 记牌器 counts the 54 cards (DDZ-1.2)
    over_wait = 2.0

    def on_event(self, ev: Any) -> bool:
        scene = self.ctx
        k, seat, data = ev.kind, ev.seat, ev.data
        t = scene.t
        text = None
        if k == "bid":
            v = int(data.get("bid", 0))
            text = bid_text(scene, v, "called" in data, bool(data.get("called")))
            if v == 0:
                scene.sound.play("pass")
        elif k == "redealt":
            cl.popup(scene, None, t("ddz.ev_redeal"), dur=1.6)
            scene.log(t("ddz.ev_redeal"))
            scene.start_deal()
            return True
        elif k == "bottom_taken":
            cards = " ".join(card_text(c) for c in data.get("cards") or [])
            text = t("ddz.ev_landlord", cards=cards)
            scene.sound.play("deal")
        elif k == "choice":
            text = t("ddz.ev_shown" if data.get("choice") == "show" else "ddz.ev_hidden")
        elif k == "play_started":
            return True
        elif k == "played" and data.get("bomb"):
            key = "ddz.ev_rocket" if data.get("kind") == "rocket" else "ddz.ev_bomb"
            view = cast("DDZView", scene.view)
            cap = int(scene.options.get("bomb_cap", 0))
            if cap and view["bombs"] > cap:
                key = "ddz.ev_bomb_capped"
            cl.popup(scene, seat, t(key), colour=theme.ERROR)
            return False  # the generic flight and log line follow
        elif k == "trick_won":
            cl.sweep(scene, seat)
            scene.log(t("ddz.ev_trick", name=scene.name(seat)))
            return True
        elif k == "hand_over":
            outcome = data.get("outcome")
            over = t(f"ddz.ev_over_{outcome}")
            if data.get("spring"):
                over += " · " + t("ddz.ev_spring" if outcome == "landlord" else "ddz.ev_fanchun")
            cl.popup(scene, None, over, dur=2.2)
            scene.log(over)
            return False
        if text is None:
            return False
        cl.popup(scene, seat, text)
        scene.log(f"{scene.name(seat)}: {text}")
        return True

    def badges(self, view: Any, seat: int) -> list[str]:
        return badges(view, seat, _rob(self.ctx))

    def seat_cards(self, surface: pygame.Surface, seat: int) -> bool:
        """明牌: the landlord's hand lies face up at his seat (DDZ-5.2)."""
        s = self.ctx
        hands = s.view["hands"]
        if seat == s.me or hands[seat] is None:
            return False
        cl.face_fan(s, surface, seat, self.sort(list(hands[seat]), "rank", s.view), per_row=10)
        return True

    def top_text(self) -> str:
        return top_text(self.ctx)

    def centre(self, surface: pygame.Surface) -> bool:
        if self.ctx.view["phase"] in CHOICE_PHASES:
            draw_choice_centre(self.ctx, surface)
            return True
        return False

    def overlay(self, surface: pygame.Surface) -> None:
        s = self.ctx
        draw_bottom(s, surface)
        mark_bottom(s, surface)
        draw_tracker(s, self, surface)
