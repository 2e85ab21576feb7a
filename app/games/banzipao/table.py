"""贵州板子炮 at the table: the 包牌/不包 and 反包/不反 decisions with their stakes, the 庄's card-call
picker (only cards he does not hold), the hidden partner revealed with an animation when the called
card is played, 得牌 counts per seat, the two seats sitting out a 反包 duel greyed, 豆/滚筒 bonus
pop-ups, and a 天牌 hand shown as the instant win it is.

Everything drawn comes from the view (``docs/rules/banzipao.md``).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from engine import Action
from engine.cards import card_tokens, parse_cards
from engine.games.banzipao import BZPView

from ...render.cards import card_text
from ...table.controls import CardChoice, KeyButton
from ...ui import theme
from ...ui.widgets import panel
from .. import climbing as cl
from ..tracker import draw_tracker
from .demo import SCENES, banzipao_scene
from .strings import STRINGS

if TYPE_CHECKING:
    from ..context import TableContext

SUITS = "SHCD"
RANKS = "2AKQJT9876543"


# ------------------------------------------------------------------ the decision panels


CHOICE_STYLE = {"baopai": "primary", "fanbao": "primary", "bubao": "alt", "bufan": "alt"}


def choice_buttons(scene: TableContext, legal: list[Any]) -> list[Any]:
    t = scene.t
    rects = cl.row(scene, [230] * len(legal))
    out = []
    for i, (r, a) in enumerate(zip(rects, legal)):
        v = str(a.value)
        out.append(
            KeyButton(
                r,
                t(f"bzp.{v}") + f"  {i + 1}",
                partial(scene.act, a),
                style=CHOICE_STYLE.get(v, "alt"),
                font_size=22,
                sublabel=t(f"bzp.{v}_sub"),
                keys=(pygame.K_1 + i,),
            )
        )
    return out


def picker_rects(scene: TableContext) -> dict[str, pygame.Rect]:
    """The whole pack, a suit per row (2 … 3 left to right, the way the 庄 looks for a high card)."""
    g, px = scene.geo, scene.geo.px
    w, h = px(42), px(55)
    gx, gy = px(48), px(58)
    left = g.W // 2 - (gx * 12 + w) // 2
    top = cl.bar_y(scene) - px(14) - 4 * gy
    out = {}
    for r_i, suit in enumerate(SUITS):
        for c_i, rank in enumerate(RANKS):
            out[suit + rank] = pygame.Rect(left + c_i * gx, top + r_i * gy, w, h)
    return out


def call_buttons(scene: TableContext, legal: list[Any], st: dict[str, Any]) -> list[Any]:
    """Pick a card (the ones you hold are greyed), then 叫牌 — or Enter for the highlighted one;
    ``st`` is the panel's state for this decision (the card picked)."""
    t = scene.t
    # a set: each of the 52 cells asks, and the panel is built again at every pick
    allowed = card_tokens([a.cards[0] for a in legal])
    st.setdefault("card", allowed[0])
    callable_cards = set(allowed)
    out: list[Any] = []

    def pick(tok: str) -> Any:
        def f() -> None:
            st["card"] = tok
            scene.rebuild_buttons()

        return f

    for tok, r in picker_rects(scene).items():
        ok = tok in callable_cards
        out.append(
            CardChoice(
                r,
                tok,
                pick(tok) if ok else None,
                selected=ok and st["card"] == tok,
                enabled=ok,
                cards=scene.cards,
                four_colour=scene.settings.four_colour,
            )
        )
    card = st["card"]
    action = Action("call", cards=tuple(parse_cards(card)))
    r = cl.row(scene, [260])[0]
    out.append(
        KeyButton(
            r,
            t("bzp.call_confirm", card=card_text(card)),
            lambda: scene.act(action),
            font_size=22,
            sublabel=t("bzp.call_sub") + "  Enter",
            keys=(pygame.K_RETURN, pygame.K_KP_ENTER),
        )
    )
    return out


# ------------------------------------------------------------------ badges, info, centre
def badges(view: BZPView, seat: int) -> list[str]:
    role = view["roles"][seat]
    out = []
    if role == "bidder":
        out.append("bzp.badge_bidder")
    elif role == "counter_bidder":
        out.append("bzp.badge_counter")
    elif role == "partner":
        out.append("bzp.badge_partner")
    if view["banker"] == seat and role not in ("banker",):
        out.append("bzp.badge_zhuang")
    return out


def mode_text(scene: TableContext) -> str:
    view = cast("BZPView", scene.view)
    mode = view["mode"]
    if mode == "baopai":
        return scene.t("bzp.mode_baopai", name=scene.name(view["bidder"]))
    if mode == "fanbao":
        return scene.t(
            "bzp.mode_fanbao",
            name=scene.name(view["bidder"]),
            other=scene.name(view["counter_bidder"]),
        )
    if mode == "jiaopai":
        return scene.t("bzp.mode_jiaopai")
    return ""


def info_lines(s: TableContext) -> list[tuple[str, tuple]]:
    t = s.t
    view = cast("BZPView", s.view)
    lines: list[tuple[str, tuple]] = []
    lines.append((t("bzp.banker_line", name=s.name(view["banker"])), theme.GOLD))
    mt = mode_text(s)
    if mt:
        lines.append((mt, theme.TEXT))
    called = view["called"]
    if called:
        lines.append((t("bzp.called_line", card=card_text(called)), theme.TEXT))
        partner = view["partner"]  # None to a seat that may not know it yet
        if view["partner_revealed"] and partner is not None:
            lines.append((t("bzp.partner_is", name=s.name(partner)), theme.OK))
        elif partner is not None and partner == s.me:
            lines.append((t("bzp.you_partner"), theme.OK))
        else:
            lines.append((t("bzp.partner_hidden"), theme.TEXT_DIM))
    return lines


def draw_choice_centre(s: TableContext, surface: pygame.Surface) -> None:
    t = s.t
    view = cast("BZPView", s.view)
    phase = view["phase"]
    mine = s.deciding()
    lines: list[tuple[str, tuple]] = []
    if phase == "bid":
        title = t("bzp.phase_bid")
        said = [
            t("bzp.said", name=s.name(i), what=t("bzp." + b))
            for i, b in enumerate(view["bids"])
            if b is not None
        ]
        lines.append((t("bzp.banker_first", name=s.name(view["banker"])), theme.GOLD))
        if said:
            lines.append(("  ·  ".join(said), theme.TEXT))
        lines.append((t("bzp.bid_prompt"), theme.TEXT) if mine else s.turn_line(view["to_act"]))
    elif phase == "counter":
        title = t("bzp.phase_counter")
        lines.append((t("bzp.counter_line", name=s.name(view["bidder"])), theme.GOLD))
        lines.append((t("bzp.counter_prompt"), theme.TEXT) if mine else s.turn_line(view["to_act"]))
    else:  # call
        if s.my_turn():  # the picker (shown disabled under 托管, whose notice is its title then)
            ui = s.ui
            rects = list(picker_rects(s).values())
            area = rects[0].unionall(rects).inflate(ui.px(30), ui.px(16))
            area.top -= ui.px(30)
            area.height += ui.px(30)
            s.boxes.append(area)
            panel(surface, area, (0, 0, 0, 160), ui.px(16))
            ui.text.draw(
                surface,
                t("bzp.call_title") if mine else s.turn_line(s.me)[0],
                ui.fs(22),
                theme.GOLD,
                (area.centerx, area.top + ui.px(4)),
                "midtop",
                True,
            )
            return
        title = t("bzp.phase_call")
        lines.append((t("bzp.call_wait", name=s.name(view["banker"])), theme.TEXT_DIM))
    cl.centre_box(s, surface, title, lines)


def draw_tianpai(s: TableContext, surface: pygame.Surface) -> bool:
    tp = s.view["tianpai"]
    if tp is None:
        return False
    seat = tp["seat"]
    kind = tp["kind"]
    title = s.t("bzp.tianpai_title")
    lines = [
        (s.t("bzp.tianpai_line", name=s.name(seat), kind=s.t(f"bzp.kind_{kind}")), theme.GOLD),
        (s.t(f"bzp.tianpai_{kind}_rule"), theme.TEXT),
    ]
    cl.centre_box(s, surface, title, lines, tp["cards"], width=700)
    return True


def draw_reveal(s: TableContext, surface: pygame.Surface, hit: tuple[int, float] | None) -> None:
    """The partner found: a gold ring pulses round his seat for two seconds (``hit``: the seat and
    when it was revealed)."""
    if hit is None:
        return
    seat, t0 = hit
    age = s.time - t0
    if age > 2.4 or seat not in s.geo.panels:
        return
    ui = s.ui
    rect = s.geo.panels[seat]
    grow = ui.px(6) + round(ui.px(14) * (age % 0.8) / 0.8)
    pygame.draw.rect(
        surface, theme.GOLD, rect.inflate(2 * grow, 2 * grow), width=max(2, ui.px(4)), border_radius=ui.px(16)
    )


class BanzipaoTable(cl.ClimbingTable):
    GAME = "banzipao"
    STRINGS = STRINGS
    DEMO_SCENES = SCENES
    SCENE, BADGES = staticmethod(banzipao_scene), staticmethod(badges)
    DECKS, WITHOUT = 1, "LJ BJ"
    over_wait = 3.0

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        #: the partner revealed: (his seat, the table time), for the pulsing ring
        self.reveal: tuple[int, float] | None = None

    def choice_buttons(self, legal: list[Any]) -> list[Any]:
        if {a.kind for a in legal} == {"call"}:
            return call_buttons(self.ctx, legal, self.panel_state())
        return choice_buttons(self.ctx, legal)

    def role_label(self, view: Mapping[str, Any], seat: int) -> str | None:
        # the partner (BZP-4.4) and the 包牌 / 反包 sides have no generic role: name them as the
        # table's badges do
        return super().role_label(view, seat) or next(iter(badges(cast("BZPView", view), seat)), None)

    def on_event(self, ev: Any) -> bool:
        scene = self.ctx
        k, seat, data = ev.kind, ev.seat, ev.data
        t = scene.t
        text = None
        if k == "choice":
            text = t(f"bzp.{data.get('choice')}")
            if data.get("choice") in ("bubao", "bufan"):
                scene.sound.play("pass")
        elif k == "called":
            text = t("bzp.ev_called", card=card_text(str(data.get("card"))))
        elif k == "play_started":
            mt = {"baopai": "bzp.ev_baopai", "fanbao": "bzp.ev_fanbao", "jiaopai": "bzp.ev_jiaopai"}.get(
                data.get("mode")
            )
            if mt:
                cl.popup(scene, None, t(mt), dur=1.6)
            return True
        elif k == "partner_revealed":
            self.reveal = (seat, scene.time)
            text = t("bzp.ev_partner", card=card_text(str(data.get("card"))))
            cl.popup(scene, seat, text, colour=theme.OK, dur=2.0)
            scene.sound.play("win")
            scene.log(f"{scene.name(seat)}: {text}")
            return True
        elif k == "trick_won":
            n = int(data.get("count") or 0)
            bonus = data.get("bonus")
            cl.sweep(scene, seat, t("bzp.ev_taken", n=n) if n else None)
            if bonus:
                kind = t(f"bzp.kind_{data.get('bonus_kind')}")
                cl.popup(scene, None, t("bzp.ev_bonus", kind=kind, value=bonus), dur=1.8)
                scene.log(t("bzp.log_bonus", name=scene.name(seat), kind=kind, value=bonus))
            scene.log(t("bzp.log_taken", name=scene.name(seat), n=n))
            return True
        if text is None:
            return False
        cl.popup(scene, seat, text)
        scene.log(f"{scene.name(seat)}: {text}")
        return True

    def seat_info(self, seat: int, parts: list[str]) -> list[str]:
        s = self.ctx
        view = cast("BZPView", s.view)
        if view["phase"] in ("play", "over") and view["tianpai"] is None:
            return parts + [s.t("bzp.taken", n=view["taken"][seat])]
        return parts

    def seat_cards(self, surface: pygame.Surface, seat: int) -> bool:
        s = self.ctx
        tp = s.view["tianpai"]
        if tp is not None and tp["seat"] == seat and seat != s.me:
            return True  # the winning hand is shown in the centre
        return False

    def top_text(self) -> str:
        return mode_text(self.ctx)

    def centre(self, surface: pygame.Surface) -> bool:
        s = self.ctx
        if draw_tianpai(s, surface):
            return True
        if s.view["phase"] in ("bid", "counter", "call"):
            draw_choice_centre(s, surface)
            return True
        return False

    def overlay(self, surface: pygame.Surface) -> None:
        s = self.ctx
        for seat in s.view["sitting_out"]:
            if seat in s.geo.panels:
                cl.seat_veil(s, surface, seat, s.t("bzp.sitting_out"))
        draw_reveal(s, surface, self.reveal)
        cl.info_box(s, surface, info_lines(s))
        draw_tracker(s, self, surface)

