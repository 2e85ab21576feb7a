"""What the 找朋友 table shows around the decisions: the trump/level panel, the centre of the
declaring, burying and throw-blocking phases, the bottom cards just taken, and the end of the hand
(defenders' points, the bottom bonus with its multiplier, the result and every level change)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import pygame

from engine.games.zhaopengyou import ZPYView

from ...render.cards import card_text
from ...services.i18n import CATALOGUE
from ...ui import theme
from ...ui.widgets import panel
from ..climbing import bar_y, hand_strips
from .common import cards_text, level_text

if TYPE_CHECKING:
    from ..context import TableContext


def _name(s: TableContext, seat: Any) -> str:
    return s.name(seat) if isinstance(seat, int) else "—"


def draw_info_panel(s: TableContext, surface: pygame.Surface) -> None:
    """Trump and level, declarer, the friend call with the copies played, the defenders' points."""
    ui, g, t = s.ui, s.geo, s.t
    view = cast("ZPYView", s.view)
    px = ui.px
    trump = view["trump"]  # None until the bidding settles it
    lines: list[tuple[str, tuple]] = []
    if trump is not None:
        suit = card_text(trump["suit"] + "2")[:-1]
        lines.append((t("zpy.trump_line", suit=suit, level=level_text(int(trump["level"]))), theme.GOLD))
        lines.append((t("zpy.declarer_line", name=_name(s, view["declarer"])), theme.TEXT))
    else:
        bidding = view["bidding"]
        standing = bidding["trump"] if bidding is not None else None
        lines.append(
            (
                t("zpy.trump_open")
                if not standing or bidding is None  # a standing bid comes with its bidding
                else t("zpy.standing", name=_name(s, bidding["declarer"]), trump=card_text(standing)),
                theme.GOLD,
            )
        )
    call = view["call"]
    if call is not None:
        lines.append(
            (
                t("zpy.call_line", n=call["n"], card=card_text(call["card"]), k=view["called_count"]),
                theme.TEXT,
            )
        )
        if view["friend_found"]:
            f = view["friend"]
            lines.append((t("zpy.friend_is", name=_name(s, f)) if f is not None else t("zpy.solo"), theme.OK))
        else:
            lines.append((t("zpy.friend_hidden"), theme.TEXT_DIM))
    if view["phase"] in ("play", "throw_choice", "over"):
        lines.append((t("zpy.def_points", n=view["defender_points"]), theme.TEXT))
    box = pygame.Rect(px(10), g.top_bar.bottom + px(8), px(236), px(14) + px(23) * len(lines))
    s.boxes.append(box)
    panel(surface, box, (6, 16, 14, 215), px(10))
    for i, (text, colour) in enumerate(lines):
        ui.text.draw(
            surface, text, ui.fs(16), colour, (box.left + px(10), box.top + px(7) + i * px(23)), bold=i == 0
        )


def _box(s: TableContext, height: int) -> pygame.Rect:
    g, px = s.geo, s.geo.px
    box = pygame.Rect(0, 0, px(600), height)
    box.midbottom = (g.W // 2, bar_y(s) - px(40))
    return box


def draw_choice_centre(s: TableContext, surface: pygame.Surface) -> None:
    ui, g, t = s.ui, s.geo, s.t
    view = cast("ZPYView", s.view)
    px = ui.px
    phase = view["phase"]
    mine = s.deciding()
    if phase == "call" and s.my_turn():
        return  # the picker fills the centre (its title says so under 托管)
    lines: list[tuple[str, tuple]] = []
    cards: list[str] = []
    if phase == "bid":
        title = t("zpy.phase_bid")
        bidding = view["bidding"]
        if bidding is not None and bidding["trump"]:
            lines.append(
                (
                    t(
                        "zpy.standing_long",
                        name=_name(s, bidding["bidder"]),
                        cards=card_text(bidding["trump"]),
                        n=bidding["strength"],
                        declarer=_name(s, bidding["declarer"]),
                    ),
                    theme.GOLD,
                )
            )
        else:
            lines.append((t("zpy.no_standing"), theme.TEXT))
        bids = view["bids"]
        recent = [
            t("zpy.bid_line", name=_name(s, b["seat"]),
              what=cards_text(b["cards"]) if b["cards"] else t("zpy.no_bid_said"))
            for b in bids[-4:]
        ]
        if recent:
            lines.append(("  ·  ".join(recent), theme.TEXT_DIM))
        if mine:
            lvl = level_text(view["levels"][s.me])
            can = any(a.kind == "bid" for a in s.legal)
            lines.append((t("zpy.bid_prompt" if can else "zpy.cannot_bid", level=lvl), theme.TEXT))
    elif phase == "bury":
        title = t("zpy.phase_bury")
        if mine:
            lines.append((t("zpy.bury_prompt"), theme.TEXT))
            lines.append((t("zpy.bury_marks"), theme.TEXT_DIM))
    elif phase == "call":
        title = t("zpy.phase_call")
    else:
        title = t("zpy.phase_throw")
        throw = view["throw"]  # set while a blocked throw waits (throw_choice)
        cards = list(throw["cards"]) if throw is not None else []
        lines.append((t("zpy.throw_line", name=_name(s, throw["leader"] if throw else None)), theme.TEXT))
        if mine:
            lines.append((t("zpy.block_prompt"), theme.GOLD))
    if not mine and view["to_act"] is not None:
        lines.append(s.turn_line(view["to_act"]))
    ch = round(g.play_card[1] * 0.7) if cards else 0
    lines = [(part, colour) for text, colour in lines for part in ui.text.wrap(text, ui.fs(17), px(560))]
    box = _box(s, px(54) + px(26) * len(lines) + (ch + px(10) if cards else 0))
    s.boxes.append(box)
    panel(surface, box, (0, 0, 0, 165), px(14))
    ui.text.draw(surface, title, ui.fs(24), theme.GOLD, (box.centerx, box.top + px(10)), "midtop", True)
    y = box.top + px(48)
    for text, colour in lines:
        ui.text.draw(surface, text, ui.fs(17), colour, (box.centerx, y), "midtop")
        y += px(26)
    if cards:
        cw = round(g.play_card[0] * 0.7)
        step = min(cw * 0.6, (box.width - px(40) - cw) / max(1, len(cards) - 1))
        x = box.centerx - (cw + step * (len(cards) - 1)) / 2
        for i, tok in enumerate(cards):
            s.cards.blit_face(
                surface, tok, pygame.Rect(round(x + i * step), y + px(4), cw, ch), s.settings.four_colour
            )


def mark_bottom(s: TableContext, surface: pygame.Surface) -> None:
    """While burying: a gold tint on the visible strip of the seven cards just taken from the bottom."""
    if s.view["phase"] != "bury" or not s.my_turn() or len(s.legal) < 2:
        return
    taken = [str(c) for c in s.legal[1].cards]
    px = s.ui.px
    for strip in hand_strips(s, taken, 30, 44):
        panel(surface, strip, (240, 196, 90, 110), px(5))
        pygame.draw.rect(surface, theme.GOLD_DARK, strip, width=max(1, px(2)), border_radius=px(5))


def draw_hand_over(s: TableContext, surface: pygame.Surface) -> None:
    ui, g, t = s.ui, s.geo, s.t
    view = cast("ZPYView", s.view)
    px = ui.px
    result = view["result"]
    lines = result["lines"] if result is not None else []
    by = {ln["key"]: ln for ln in lines}
    rows: list[tuple[str, tuple]] = []
    tp_line = by.get("zpy.trick_points")
    tp = tp_line.get("value", 0) if tp_line is not None else 0
    rows.append((t("zpy.over_tricks", n=tp), theme.TEXT))
    bb = by.get("zpy.bottom_bonus")
    if bb:
        d = bb["detail"]  # free-form per line: read with defaults
        side = {view["declarer"]} | ({view["friend"]} if view["friend_found"] else set())
        key = "zpy.over_no_bonus" if bb["seat"] in side else "zpy.over_bonus"
        rows.append(
            (
                t(
                    key,
                    name=_name(s, bb["seat"]),
                    points=d.get("bottom_points", 0),
                    mult=d.get("multiplier", 1),
                    value=bb["value"],
                ),
                theme.TEXT,
            )
        )
    res = by.get("zpy.result")
    if res:
        d = res["detail"]
        team = (
            t("zpy.solo") if d.get("friend") is None else t("zpy.friend_is", name=_name(s, d.get("friend")))
        )
        name = d.get("name", "")
        name = t(f"zpy.res.{name}") if f"zpy.res.{name}" in CATALOGUE else name
        rows.append((t("zpy.over_result", points=d.get("points", 0), name=name, side=team), theme.GOLD))
    changes = [
        f"{_name(s, ln['seat'])} {level_text(ln['detail']['to'] - ln['value'])}→"
        f"{level_text(ln['detail']['to'])}"
        for ln in lines
        if ln["key"] == "zpy.level"
    ]
    if changes:
        rows.append((t("zpy.over_levels", changes="  ".join(changes)), theme.OK))
    bottom = list(view["bottom"] or [])  # None to a seat that may not see it
    cw, ch = round(g.play_card[0] * 0.6), round(g.play_card[1] * 0.6)
    box = pygame.Rect(0, 0, px(700), px(56) + px(28) * len(rows) + ch + px(16))
    box.midbottom = (g.W // 2, bar_y(s) + g.action_h)
    s.boxes.append(box)
    panel(surface, box, (6, 14, 12, 235), px(14))
    ui.text.draw(
        surface, t("zpy.over_title"), ui.fs(22), theme.GOLD, (box.left + px(18), box.top + px(10)), bold=True
    )
    y = box.top + px(46)
    for text, colour in rows:
        ui.text.draw(surface, text, ui.fs(17), colour, (box.left + px(18), y))
        y += px(28)
    if bottom:
        ui.text.draw(
            surface, t("zpy.buried"), ui.fs(16), theme.TEXT_DIM, (box.left + px(18), y + ch // 2), "midleft"
        )
        x = box.left + px(100)
        for i, tok in enumerate(bottom):
            s.cards.blit_face(
                surface, tok, pygame.Rect(x + i * (cw + px(4)), y, cw, ch), s.settings.four_colour
            )
