"""上海三打一 at the table: the marker card (明牌) and who bids first, the 1/2/3档 auction (what each
call is worth, 头撂 for the marker holder's opening 3), the landlord taking the bottom (the 8 cards
framed in his hand), 报到/双报到 declared face up, 打/不打 with what each choice scores, 摊打 with
every hand face up, each farmer's remaining bomb plays.

Everything drawn comes from the view (``docs/rules/sandayi.md``); the amounts on the buttons come
from the engine's pure ``score`` (SDY-11), so the table and the ledger agree.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from engine import Action
from engine.games.sandayi import SDYView, score

from ...render.cards import card_text
from ...table.controls import KeyButton
from ...ui import record, theme
from .. import climbing as cl
from .demo import SCENES, sandayi_scene
from .strings import STRINGS

if TYPE_CHECKING:
    from ..context import TableContext

CHOICE_PHASES = ("bid", "report", "dabuda", "tanda")


def set_text(scene: TableContext, name: str, cards: list[str] | None = None) -> str:
    """A report set: 四个王 (the four jokers) or 7张 K."""
    if name == "jokers":
        return scene.t("sdy.set_jokers")
    n = len(cards) if cards else 7
    return scene.t("sdy.set_rank", n=n, rank=cl.rank_text(name))


def reportable(scene: TableContext, legal: list[Any]) -> list[str]:
    return [str(a.value).split(":", 1)[1] for a in legal if str(a.value).startswith("baodao:")]


def set_cards(scene: TableContext, name: str) -> list[str]:
    if name == "jokers":
        return [t for t in scene.tokens if t in ("LJ", "BJ")]
    return [t for t in scene.tokens if t not in ("LJ", "BJ") and t[1:] == name]


def _is_toulou_call(view: SDYView, seat: int) -> bool:
    return not view["bids"] and view["marker"]["seat"] == seat


# ------------------------------------------------------------------ the decision panel
def choice_buttons(scene: TableContext, legal: list[Any], st: dict[str, Any] | None = None) -> list[Any]:
    """The bid, report, 打不打 and 摊打 controls (``st``, the panel's state, unused: none is kept)."""
    phase = scene.view["phase"]
    if phase == "bid":
        return bid_buttons(scene, legal)
    if phase == "report":
        return report_buttons(scene, legal)
    if phase == "dabuda":
        return dabuda_buttons(scene, legal)
    if phase == "tanda":
        return tanda_buttons(scene, legal)
    return []


def bid_buttons(scene: TableContext, legal: list[Any]) -> list[Any]:
    """不叫 and the three 档 — a call not above the highest so far is shown disabled, with why."""
    t = scene.t
    view = cast("SDYView", scene.view)
    rects = cl.row(scene, [130, 150, 150, 150])
    out: list[Any] = [
        KeyButton(
            rects[0],
            t("sdy.bid_0") + "  P",
            lambda: scene.act(Action("bid", value=0)),
            style="alt",
            font_size=22,
            sublabel=t("sdy.bid_0_sub"),
            keys=(pygame.K_p, pygame.K_0),
        )
    ]
    ok = {int(a.value) for a in legal}
    toulou = _is_toulou_call(view, scene.me)
    for v, r in zip((1, 2, 3), rects[1:]):
        a = Action("bid", value=v)
        sub = t("sdy.bid_sub", points=10 * v)
        if v == 3 and toulou:
            sub = t("sdy.toulou_sub")
        out.append(
            KeyButton(
                r,
                t("sdy.bid_n", n=v),  # the number on the button is its key
                partial(scene.act, a),
                enabled=v in ok,
                reason="" if v in ok else (scene.check(a) or ""),
                font_size=22,
                sublabel=sub,
                keys=(pygame.K_1 + v - 1,),
            )
        )
    return out


def report_buttons(scene: TableContext, legal: list[Any]) -> list[Any]:
    t = scene.t
    sets = reportable(scene, legal)
    rects = cl.row(scene, [170] * len(sets) + [150])
    out: list[Any] = []
    for i, (name, r) in enumerate(zip(sets, rects)):
        a = Action("choose", value=f"baodao:{name}")
        out.append(
            KeyButton(
                r,
                t("sdy.report") + f"  {i + 1}",
                partial(scene.act, a),
                font_size=22,
                sublabel=set_text(scene, name, set_cards(scene, name)),
                keys=(pygame.K_1 + i,),
            )
        )
    if any(a.value == "bubao" for a in legal):
        out.append(
            KeyButton(
                rects[-1],
                t("sdy.no_report") + "  P",
                lambda: scene.act(Action("choose", value="bubao")),
                style="alt",
                font_size=22,
                sublabel=t("sdy.no_report_sub"),
                keys=(pygame.K_p,),
            )
        )
    return out


def signed(v: int) -> str:
    return f"{v:+d}" if v else "0"


def outcomes(view: SDYView, tanda: bool | None = None) -> dict[str, str]:
    """The landlord's change for each way the hand can end, from the engine's ``score`` (SDY-11)."""
    level = view["level"] or 1  # None before the auction settles
    k = len(view["reports"])
    toulou = view["toulou"]
    td = view["tanda"] if tanda is None else tanda
    out = {
        "win": signed(score(level, True, toulou=toulou, tanda=td, reports=k)[0]),
        "lose": signed(score(level, False, toulou=toulou, tanda=td, reports=k)[0]),
    }
    if k >= 2:
        out["buda"] = signed(score(level, None, reports=k)[0])
    return out


def _two_choices(scene: TableContext, width: int, first: tuple[str, str, str],
                 second: tuple[str, str, str]) -> list[Any]:
    """A yes/no pair of ``choose`` buttons (keys 1 and 2): (label key, action value, sub-label) each,
    the second drawn in the quieter style."""
    rects = cl.row(scene, [width, width])
    return [
        KeyButton(
            rect,
            scene.t(label) + f"  {k + 1}",
            partial(scene.act, Action("choose", value=value)),
            style="alt" if k else "primary",
            font_size=22,
            sublabel=sub,
            keys=((pygame.K_1, pygame.K_2)[k],),
        )
        for k, (rect, (label, value, sub)) in enumerate(zip(rects, (first, second)))
    ]


def dabuda_buttons(scene: TableContext, legal: list[Any]) -> list[Any]:
    t = scene.t
    o = outcomes(cast("SDYView", scene.view))
    return _two_choices(scene, 220, ("sdy.da", "da", t("sdy.da_sub", win=o["win"], lose=o["lose"])),
                        ("sdy.buda", "buda", t("sdy.buda_sub", value=o.get("buda", "0"))))


def tanda_buttons(scene: TableContext, legal: list[Any]) -> list[Any]:
    t = scene.t
    view = cast("SDYView", scene.view)
    on, off = outcomes(view, True), outcomes(view, False)
    return _two_choices(scene, 240, ("sdy.tanda", "tanda", t("sdy.da_sub", win=on["win"], lose=on["lose"])),
                        ("sdy.butanda", "butanda", t("sdy.da_sub", win=off["win"], lose=off["lose"])))


# ------------------------------------------------------------------ what the table shows
def bomb_text(scene: TableContext, seat: int) -> str | None:
    view = cast("SDYView", scene.view)
    allow = view["bomb_allowances"]  # None (and bombs_left too) until the landlord is known
    if allow is None:
        return None
    if allow[seat] is None:
        return scene.t("sdy.bombs_free")
    left = (view["bombs_left"] or [0] * 4)[seat]
    return scene.t("sdy.bombs_left", n=left, total=allow[seat])


def bids_text(scene: TableContext) -> str:
    parts = []
    for b in scene.view["bids"]:
        v = b["bid"]
        parts.append(
            f"{scene.name(b['seat'])} {scene.t('sdy.bid_n', n=v) if v else scene.t('sdy.bid_0')}"
        )
    return "  ·  ".join(parts)


def level_text(scene: TableContext) -> str:
    view = cast("SDYView", scene.view)
    level = view["level"]
    if not level:
        return ""
    parts = [scene.t("sdy.bid_n", n=level)]
    if view["toulou"]:
        parts.append(scene.t("sdy.toulou"))
    if view["all_passed"]:
        parts.append(scene.t("sdy.all_passed"))
    k = len(view["reports"])
    if k:
        parts.append(scene.t("sdy.reports_n", n=k, mult=k + 1))
    if view["tanda"]:
        parts.append(scene.t("sdy.tanda_x2"))
    return " · ".join(parts)


def draw_choice_centre(s: TableContext, surface: pygame.Surface) -> None:
    t = s.t
    view = cast("SDYView", s.view)
    phase = view["phase"]
    mine = s.deciding()
    lines: list[tuple[str, tuple]] = []
    cards: list[str] = []
    marker = view["marker"]
    if phase == "bid":
        title = t("sdy.phase_bid")
        if marker["card"]:
            lines.append(
                (
                    t(
                        "sdy.marker_line",
                        card=card_text(marker["card"]),
                        name=s.name(marker["seat"]),
                    ),
                    theme.GOLD,
                )
            )
        bids = bids_text(s)
        lines.append((bids or t("sdy.no_bids"), theme.TEXT if bids else theme.TEXT_DIM))
        if mine:
            lines.append(
                (t("sdy.bid_prompt_toulou" if _is_toulou_call(view, s.me) else "sdy.bid_prompt"), theme.TEXT)
            )
        else:
            lines.append(s.turn_line(view["to_act"]))
        cards = [marker["card"]] if marker["card"] else []
        lines.append((t("sdy.bottom_wait"), theme.TEXT_DIM))
        cl.centre_box(s, surface, title, lines, cards, backs=view["bottom_count"])
        return
    elif phase == "report":
        title = t("sdy.phase_report")
        lines.append(
            (t("sdy.landlord_line", name=s.name(view["landlord"]), level=level_text(s)), theme.GOLD)
        )
        if mine:
            lines.append((t("sdy.report_prompt"), theme.TEXT))
            for name in reportable(s, s.legal):
                cards += set_cards(s, name)
        elif s.auto_playing() and s.my_turn():
            lines.append(s.turn_line(s.me))
        else:
            lines.append((t("sdy.report_wait", name=s.name(view["landlord"])), theme.TEXT_DIM))
        for r in view["reports"]:
            cards += r["cards"]
    elif phase == "dabuda":
        title = t("sdy.phase_dabuda")
        k = len(view["reports"])
        lines.append((t("sdy.dabuda_line", n=k), theme.GOLD))
        o = outcomes(view)
        lines.append(
            (t("sdy.dabuda_amounts", win=o["win"], lose=o["lose"], buda=o.get("buda", "0")), theme.TEXT)
        )
        for r in view["reports"]:
            cards += r["cards"]
    else:
        title = t("sdy.phase_tanda")
        lines.append(
            (t("sdy.landlord_line", name=s.name(view["landlord"]), level=level_text(s)), theme.GOLD)
        )
        lines.append((t("sdy.tanda_prompt"), theme.TEXT if mine else theme.TEXT_DIM))
    if s.auto_playing() and s.my_turn() and phase in ("dabuda", "tanda"):
        lines.append(s.turn_line(s.me))  # these phases have no whose-turn line of their own
    cl.centre_box(s, surface, title, lines, cards)


def draw_reports(s: TableContext, surface: pygame.Surface) -> None:
    """报到 sets lie face up beside the landlord (dimmed once played) for the whole hand (SDY-9.4)."""
    view = cast("SDYView", s.view)
    reports = view["reports"]
    lord = view["landlord"]
    if not reports or lord is None or view["phase"] in ("report", "dabuda"):
        return
    ui, g = s.ui, s.geo
    px = ui.px
    rect = g.panels[lord]
    w, h = px(38), px(54)
    x = rect.left
    if lord == s.me:
        y = rect.top - h - px(8)  # above your own panel
    elif abs(rect.centerx - g.W // 2) < g.W * 0.08:
        x, y = rect.right + px(12), rect.top + px(26)  # across the table: beside the panel
    else:
        y = rect.bottom + px(80)  # under the seat's fan of backs
    if view["tanda"]:
        return  # every hand lies open: the sets are in the landlord's fan
    label = ui.text.render(s.t("sdy.reported"), ui.fs(16), theme.GOLD, True)
    surface.blit(label, label.get_rect(bottomleft=(x, y - px(2))))  # clear of the cards' top edge
    for rep in reports:
        toks = rep["cards"]
        for i, tok in enumerate(toks):
            r = pygame.Rect(x + i * px(13), y, w, h)
            s.cards.blit_face(
                surface, tok, r, s.settings.four_colour, dim=rep["played"], shadow=False
            )
        x += w + px(13) * (len(toks) - 1) + px(8)


def draw_marker_tag(s: TableContext, surface: pygame.Surface) -> None:
    """During the auction the marker card sits on its holder's panel (明牌)."""
    view = cast("SDYView", s.view)
    marker = view["marker"]
    seat = marker["seat"]
    if view["phase"] != "bid" or not marker["card"]:
        return
    ui, g = s.ui, s.geo
    px = ui.px
    rect = g.panels[seat]
    r = pygame.Rect(0, 0, px(36), px(50))
    r.topright = (rect.right - px(8), rect.top + px(8))
    s.cards.blit_face(surface, marker["card"], r, s.settings.four_colour)
    t = ui.text.render(s.t("sdy.marker"), ui.fs(16), theme.BUTTON_TEXT, True)
    pill = t.get_rect(midtop=(r.centerx, r.bottom - px(6))).inflate(px(8), px(2))
    pygame.draw.rect(surface, theme.GOLD, pill, border_radius=pill.height // 2)
    with record.layer("mark"):  # the tag hangs on the marker card's edge
        surface.blit(t, t.get_rect(center=pill.center))


def mark_bottom(s: TableContext, surface: pygame.Surface) -> None:
    """The landlord's own view: a gold strip on the 8 bottom cards he took, until his first play."""
    view = cast("SDYView", s.view)
    bottom = view["bottom"]  # None to all but the landlord
    if bottom is None or s.shown_seat() is None or view["landlord"] != s.me:
        return
    if view["phase"] == "play" and view["counts"][s.me] < 33:
        return
    px = s.ui.px
    for strip in cl.hand_strips(s, bottom, 28, 42):
        pygame.draw.rect(surface, theme.GOLD, strip, width=max(2, px(3)), border_radius=px(5))


def info_lines(s: TableContext) -> list[tuple[str, tuple]]:
    t = s.t
    view = cast("SDYView", s.view)
    lines: list[tuple[str, tuple]] = []
    if view["level"]:
        lines.append((t("sdy.landlord_short", name=s.name(view["landlord"])), theme.GOLD))
        lines.append((level_text(s), theme.TEXT))
        o = outcomes(view)
        lines.append((t("sdy.stakes", win=o["win"], lose=o["lose"]), theme.TEXT_DIM))
    else:
        marker = view["marker"]
        if marker["card"]:
            lines.append((t("sdy.marker_short", card=card_text(marker["card"])), theme.GOLD))
    return lines


class SandayiTable(cl.ClimbingTable):
    GAME = "sandayi"
    STRINGS = STRINGS
    DEMO_SCENES = SCENES
    SCENE, CHOICES = staticmethod(sandayi_scene), staticmethod(choice_buttons)
    seat_panel_w = 250  # "22 cards · bombs 1/1" in English
    over_wait = 2.5
    # SDY-8.6 (已出的上几圈牌不得翻看): no 记牌器, and the play log does not list earlier tricks' cards
    logs_cards = False

    def on_event(self, ev: Any) -> bool:
        scene = self.ctx
        k, seat, data = ev.kind, ev.seat, ev.data
        t = scene.t
        text = None
        if k == "bid":
            v = int(data.get("bid", 0))
            text = t("sdy.bid_n", n=v) if v else t("sdy.bid_0")
            if v == 0:
                scene.sound.play("pass")
        elif k == "bottom_taken":
            self._fly_bottom(scene, seat, int(data.get("count") or 8))
            key = (
                "sdy.ev_toulou"
                if data.get("toulou")
                else ("sdy.ev_all_passed" if data.get("all_passed") else "sdy.ev_bottom")
            )
            text = t(key, level=data.get("level", 1))
            scene.sound.play("deal")
        elif k == "reported":
            text = t(
                "sdy.ev_report", set=set_text(scene, str(data.get("set")), list(data.get("cards") or []))
            )
        elif k == "choice":
            text = t(f"sdy.ev_{data.get('choice')}")
        elif k == "play_started":
            if data.get("tanda"):
                cl.popup(scene, None, t("sdy.ev_open"), dur=1.6)
            return True
        elif k == "played" and data.get("bomb"):
            left = data.get("bombs_left")
            label = t("sdy.ev_bomb") if left is None else t("sdy.ev_bomb_left", n=left)
            cl.popup(scene, seat, label, colour=theme.ERROR)
            return False  # the generic flight and log line follow
        elif k == "trick_won":
            cl.sweep(scene, seat)
            scene.log(t("sdy.ev_trick", name=scene.name(seat)))
            return True
        elif k == "hand_over":
            outcome = data.get("outcome")
            cl.popup(scene, None, t(f"sdy.ev_over_{outcome}"), dur=2.2)
            scene.log(t(f"sdy.ev_over_{outcome}"))
            return False
        if text is None:
            return False
        cl.popup(scene, seat, text)
        scene.log(f"{scene.name(seat)}: {text}")
        return True

    @staticmethod
    def _fly_bottom(scene: TableContext, seat: int, count: int) -> None:
        """The 8 bottom cards slide from the centre into the landlord's hand (SDY-3.8)."""
        g = scene.geo
        w, h = round(g.play_card[0] * 0.7), round(g.play_card[1] * 0.7)
        x0 = g.W // 2 - (w + (count - 1) * 10) // 2
        starts = [pygame.Rect(x0 + i * 10, g.centre[1] - h // 2, w, h) for i in range(count)]
        target = g.panels[seat].center if seat != scene.me else (g.W // 2, g.hand_bottom - g.card[1] // 2)
        ends = [pygame.Rect(target[0] - g.back[0] // 2, target[1] - g.back[1] // 2, *g.back)] * count
        scene.anim.add(
            cl.BackFlight(0.5, delay=0.2, starts=starts, ends=ends), scene.settings.anim_factor
        )

    def seat_info(self, seat: int, parts: list[str]) -> list[str]:
        s = self.ctx
        b = bomb_text(s, seat)
        return parts + ([b] if b else [])

    def seat_cards(self, surface: pygame.Surface, seat: int) -> bool:
        s = self.ctx
        hands = s.view["hands"]  # every seat's in 摊打 (SDY-10), else only yours
        if seat == s.me or hands[seat] is None:
            return False
        cl.face_fan(s, surface, seat, self.sort(list(hands[seat]), "rank", s.view))
        return True

    def top_text(self) -> str:
        return level_text(self.ctx)

    def centre(self, surface: pygame.Surface) -> bool:
        s = self.ctx
        if s.view["phase"] in CHOICE_PHASES:
            draw_choice_centre(s, surface)
            return True
        return False

    def key_message(self, key: int) -> str | None:
        # SDY-8.6 (已出的上几圈牌不得翻看): no 记牌器 on purpose; T says so instead of doing nothing
        return "sdy.no_tracker" if key == pygame.K_t else None

    def overlay(self, surface: pygame.Surface) -> None:
        s = self.ctx
        draw_marker_tag(s, surface)
        draw_reports(s, surface)
        mark_bottom(s, surface)
        cl.draw_back_flights(s, surface)
        cl.info_box(s, surface, info_lines(s))

