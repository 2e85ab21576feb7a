"""四川扯旋 at the table (``ChexuanTable``): chips, 簸簸 and commitments per seat, hidden and open
cards, the pot, the events as popups and log lines, the 记牌器 by card class. Its decision panels are
``bet.py`` (stake and betting bars) and ``split.py`` (the head/tail editor); ``show.py`` draws the
showdown compared player by player with the caps of the settlement; ``layout.py`` places them.

Everything drawn comes from the view (``docs/rules/chexuan.md``); the hand names come from the
engine's pure ranking functions (``pair_name``, ``pair_rank``), so the table and the rules agree.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, cast

import pygame

from engine.games.chexuan import DECK, CXView, card_class

from ...render.animation import ChipFlight, Popup
from ...table.controls import KeyButton, continue_button
from ...ui import record, theme
from ...ui.widgets import panel
from ..base import GameTable, TrackerRow
from ..tracker import draw_tracker, tracker_button
from .bet import bet_prompt, choice_buttons
from .demo import SCENES, chexuan_scene
from .layout import chip_spot, pot_centre, short_name, split_rect, stack_size
from .show import draw_showdown
from .strings import STRINGS

if TYPE_CHECKING:
    from ..context import TableContext


def badges(view: Mapping[str, Any], seat: int) -> list[str]:
    out = []
    if view["dealer"] == seat:
        out.append("role.banker")
    if not view["playing"][seat]:
        out.append("badge.cx_out")
    elif view["folded"][seat]:
        out.append("badge.cx_fold")
    elif view["allin"][seat]:
        out.append("badge.cx_allin")
    if view["phase"] == "split" and view["split_done"][seat]:
        out.append("badge.cx_split")
    return out


def sort_hand(tokens: list[str], order: str, view: dict[str, Any]) -> list[str]:
    """Strongest single card first (CX-3.4, the deck's order); by suit: colour, then strength."""
    pos = {str(c): i for i, c in enumerate(DECK)}
    if order == "suit":
        return sorted(tokens, key=lambda tok: (tok[0] in "SC", pos.get(tok, 99)))
    return sorted(tokens, key=lambda tok: pos.get(tok, 99))


def chexuan_tracker(view: Mapping[str, Any], mine: list[str]) -> list[TrackerRow]:
    """扯旋's 记牌器 counts by card class (the 32-card deck): what you hold and every card seen face up
    (open cards, revealed splits) is no longer out."""
    if view["phase"] == "over":
        return []
    seen = Counter(mine)
    for cards in view["open_cards"]:
        for tok in cards:
            if tok not in mine:
                seen[tok] += 1
    for rv in view["revealed"].values():
        # a split shows "head"/"tail", a sole survivor's 三花 proof "cards": each may be missing
        for tok in rv.get("head", []) + rv.get("tail", []) + rv.get("cards", []):
            if tok not in mine and not seen[tok]:
                seen[tok] += 1
    total: Counter[str] = Counter()
    out_: Counter[str] = Counter()
    order: list[str] = []
    for c in DECK:
        cls = card_class(c)
        if cls not in total:
            order.append(cls)
        total[cls] += 1
        out_[cls] += 0 if seen[str(c)] else 1
    return [(cls, out_[cls], total[cls]) for cls in order]


class ChexuanTable(GameTable):
    GAME = "chexuan"
    STRINGS = STRINGS
    DEMO_SCENES = SCENES
    SCENE, SORT, CHOICES = staticmethod(chexuan_scene), staticmethod(sort_hand), staticmethod(choice_buttons)
    BADGES, TRACKER = staticmethod(badges), staticmethod(chexuan_tracker)
    seat_panel_w = 228  # "簸簸110 · 已押110"; the showdown table still clears the side seats
    over_wait = 8.0  # time to read the showdown / the bottom; Enter goes on at once
    has_tricks = False  # bets and a showdown: the drawer is the betting log
    keeps_log = True  # short hands: the log keeps the earlier ones, each under its heading

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        #: the last finished hand (its number and its view at the end): reopened with V
        self.last_over: tuple[int, Mapping[str, Any]] | None = None
        self.review = False
        self.review_rect: pygame.Rect | None = None  # where the reopened hand was last drawn

    def badge_reserve(self, seat: int) -> int:
        return chips_width(self.ctx, seat)

    # ---- events: bets as popups and log lines
    def on_event(self, ev: Any) -> bool:
        scene = self.ctx
        k, seat, data = ev.kind, ev.seat, ev.data
        g, f = scene.geo, scene.settings.anim_factor
        name = scene.name(seat) if seat is not None else ""
        t = scene.t
        text = None
        if k == "stake":
            text = t("cx.ev_stake", n=data.get("stake"))
        elif k == "bet":
            kind, total = data.get("kind"), data.get("total")
            key = {"raise": "cx.ev_raise", "call": "cx.ev_call", "allin": "cx.ev_allin"}.get(kind)
            text = t(key, total=total) if key else t(f"cx.{kind}")
            scene.sound.play("pass" if kind in ("check", "fold") else "play")
            amount = data.get("amount")
            if isinstance(amount, int) and amount > 0:
                scene.anim.add(ChipFlight(0.45, start=chip_spot(scene, seat), end=pot_centre(scene),
                                          chips=stack_size(amount, scene.view["ante"])), f)
        elif k == "split":
            text = t("badge.cx_split")
        elif k == "dealt":
            if seat == scene.me and data.get("hidden"):
                scene.start_deal()
            scene.sound.play("deal")
            return True
        elif k == "street":
            scene.anim.add(
                Popup(1.0, text=t("cx.ev_street", n=data.get("street")), pos=g.centre, colour=theme.GOLD), f
            )
            scene.log(t("cx.ev_street", n=data.get("street")))
            return True
        elif k == "ante":
            for i, x in enumerate(data.get("seats") or []):
                scene.anim.add(
                    Popup(0.9, text=f"-{data.get('ante')}", seat=x, colour=theme.TEXT), f
                )
                scene.anim.add(ChipFlight(0.45, delay=0.06 * i, start=chip_spot(scene, x),
                                          end=pot_centre(scene), chips=1), f)
            scene.log(t("cx.ante", n=data.get("ante")))
            return True
        elif k == "hand_over":
            # the pot goes out to whoever won chips; the generic handling (scoring screen) follows
            deltas = data.get("deltas") or []
            for x, d in enumerate(deltas):  # the hand's summary stays in the log
                if isinstance(d, int) and d:
                    scene.log(t("cx.log_result", name=scene.name(x), delta=f"{d:+d}"))
            ante = scene.view["ante"]
            for x, d in enumerate(deltas):
                if isinstance(d, int) and d > 0:
                    fl = ChipFlight(0.7, delay=0.3, start=pot_centre(scene), end=chip_spot(scene, x),
                                    chips=stack_size(d, ante))
                    scene.anim.add(fl, f)
            return False
        elif k == "showdown":
            scene.log(t("cx.showdown"))
            en = not scene.i18n.zh
            for key, sp in (data.get("splits") or {}).items():
                x = int(key)
                text = sp.get("sanhua") or (
                    f"{short_name(sp.get('head_name', ''), en)} / {short_name(sp.get('tail_name', ''), en)}"
                )
                scene.anim.add(Popup(1.6, text=text, seat=x, colour=theme.GOLD), f)
                scene.log(f"{scene.name(x)}: {text}")
            return True
        if text is None:
            return False
        scene.anim.add(Popup(1.1, text=text, seat=seat, colour=theme.GOLD), f)
        scene.log(f"{name}: {text}")
        return True

    def bar_buttons(self) -> list[Any]:
        scene = self.ctx
        # the buttons are rebuilt after every refresh: a finished hand's view is kept from here
        if scene.view["phase"] == "over":
            self.last_over, self.review = (scene.hand_no, scene.view), False
        return tracker_button(scene, self) + continue_button(scene) + self.review_button()

    def review_button(self) -> list[Any]:
        """上局 (V): the last hand's showdown and chips again, during the next one."""
        s = self.ctx
        if self.last_over is None or s.hand_over:
            return []
        g, px = s.geo, s.geo.px
        sb = g.side_buttons  # where the 去结算 button sits once a hand is over
        return [
            KeyButton(
                pygame.Rect(sb.right - px(130), sb.bottom - px(184), px(130), px(40)),
                s.t("cx.last_hand") + "  V",
                self.toggle_review,
                style="alt",
                font_size=17,
                selected=self.review,
                keys=(pygame.K_v,),
            )
        ]

    def toggle_review(self) -> None:
        self.review = not self.review and self.last_over is not None
        self.ctx.rebuild_buttons()

    def draw_review(self, surface: pygame.Surface) -> None:
        """The last hand's end over the dimmed table, titled with its number."""
        if not self.review or self.last_over is None or self.ctx.view["phase"] == "over":
            return
        s, ui = self.ctx, self.ctx.ui
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 150))
        surface.blit(veil, (0, 0))
        n, view = self.last_over
        before = len(s.boxes)
        draw_showdown(s, surface, cast("CXView", view), solid=True)
        box = s.boxes[before]  # the showdown table, or the void / sole-survivor box
        self.review_rect = box
        text = ui.text.render(s.t("cx.review_title", n=n), ui.fs(17), theme.GOLD, True)
        pill = text.get_rect(midbottom=(box.centerx, box.top - ui.px(8))).inflate(ui.px(20), ui.px(8))
        panel(surface, pill, (0, 0, 0, 200), pill.height // 2)
        surface.blit(text, text.get_rect(center=pill.center))

    # ---- seats: chips, 簸簸, what is in; hidden and open cards; the revealed split
    def seat_info(self, seat: int, parts: list[str]) -> list[str]:
        s = self.ctx
        view = s.view
        stake = view["stakes"][seat]
        bank = view["bankrolls"][seat]
        out = []
        if not view["playing"][seat]:
            return [s.t("cx.chips", n=bank)]
        out.append(s.t("cx.bobo", n=stake) if stake else s.t("cx.chips", n=bank))
        c = view["committed"][seat]
        result = view["result"]
        if result is not None:
            d = result["deltas"][seat]
            out.append(f"{d:+d}" if d else "±0")
        elif c:
            out.append(s.t("cx.in", n=c))
        return out

    def seat_cards(self, surface: pygame.Surface, seat: int) -> bool:
        s, ui, g = self.ctx, self.ctx.ui, self.ctx.geo
        view = s.view
        draw_chips(s, surface, seat)
        if seat == s.me:
            return True
        rect = g.panels[seat]
        w, h = ui.px(50), ui.px(70)
        top = rect.bottom + ui.px(6)
        zone = pygame.Rect(0, top, 4 * w - ui.px(2), h + ui.px(24))  # the widest: head and tail, named
        zone.centerx = rect.centerx
        self.ctx.boxes.append(zone)
        revealed = view["revealed"].get(str(seat))  # None: the seat shows nothing (yet)
        cards = s.cards
        fc = s.settings.four_colour
        # a showdown split has "head"/"tail", a sole survivor's 三花 proof only "cards"
        if revealed is not None and revealed.get("head"):
            groups = [revealed["head"], revealed["tail"]]
            en = not s.i18n.zh
            names = [
                short_name(revealed.get("head_name", ""), en),
                short_name(revealed.get("tail_name", ""), en),
            ]
            gw = 2 * w - ui.px(14)
            total = 2 * gw + ui.px(12)
            x = rect.centerx - total // 2
            for grp, nm in zip(groups, names):
                for i, tok in enumerate(grp):
                    cards.blit_face(surface, tok, pygame.Rect(x + i * (w - ui.px(14)), top, w, h), fc)
                ui.text.draw(
                    surface, nm, ui.fs(16), theme.GOLD, (x + gw // 2, top + h + ui.px(2)), "midtop", True
                )
                x += gw + ui.px(12)
            return True
        if revealed is not None and revealed.get("cards"):  # a sole survivor's 三花 proof
            toks = revealed["cards"]
        elif s.face_up and view["hands"][seat]:  # a replay with every hand face up
            toks = list(view["hands"][seat])
        else:
            toks = []
        count = view["counts"][seat]
        opened = view["open_cards"][seat]
        folded = view["folded"][seat]
        hidden = max(0, count - len(opened))
        step = w - ui.px(12)
        shown = hidden + len(opened) if not toks else len(toks)
        x = rect.centerx - (w + step * max(0, shown - 1)) // 2
        if toks:
            for i, tok in enumerate(toks):
                cards.blit_face(surface, tok, pygame.Rect(x + i * step, top, w, h), fc)
            return True
        for i in range(hidden):
            cards.blit_back(surface, pygame.Rect(x + i * step, top, w, h), s.settings.card_back)
        for j, tok in enumerate(opened):
            cards.blit_face(surface, tok, pygame.Rect(x + (hidden + j) * step, top, w, h), fc, dim=folded)
        if folded and shown:
            veil = pygame.Rect(x, top, w + step * (shown - 1), h)
            panel(surface, veil, (0, 0, 0, 120), ui.px(6))
        return True

    # ---- centre: pot, round, what it costs; the showdown table once over
    def centre(self, surface: pygame.Surface) -> bool:
        s, ui, g = self.ctx, self.ctx.ui, self.ctx.geo
        view = s.view
        phase = view["phase"]
        if phase == "over":
            return True  # the showdown table is drawn over everything (``overlay``)
        t = s.t
        compact = phase == "split"
        box = pygame.Rect(0, 0, ui.px(460), ui.px(40 if compact else 96))
        box.center = (g.W // 2, split_rect(s).top - ui.px(24)) if compact else pot_centre(s)
        self.ctx.boxes.append(box.inflate(0, ui.px(64)))  # and the prompt line under it
        panel(surface, box, (0, 0, 0, 150), ui.px(14))
        if phase == "stake":
            lo, hi = view["stake_limits"]
            title = t("phase.stake")
            sub = t("cx.stake_info", lo=lo, hi=hi, ante=view["ante"])
        elif compact:  # the betting is over: no round or call amount to show
            title, sub = t("cx.pot", n=view["pot"]), t("cx.split_header")
        else:
            title = t("cx.pot", n=view["pot"])
            sub = "  ·  ".join(
                [
                    t("cx.round", n=view["street"]),
                    t("cx.to_call", n=view["current_bet"]),
                    t("cx.ante", n=view["ante"]),
                ]
            )
        if compact:
            ui.text.draw(surface, title + "   " + sub, ui.fs(17), theme.GOLD, box.center, "center", True)
            return True
        ui.text.draw(
            surface, title, ui.fs(28), theme.GOLD, (box.centerx, box.top + ui.px(10)), "midtop", True
        )
        ui.text.draw(surface, sub, ui.fs(16), theme.TEXT, (box.centerx, box.top + ui.px(48)), "midtop")
        to_act = view["to_act"]
        if s.deciding():
            text = t("prompt.stake") if phase == "stake" else bet_prompt(s, s.legal)
            colour = theme.GOLD
        elif to_act is not None:
            text, colour = s.turn_line(to_act)
        else:
            text, colour = "", theme.TEXT_DIM
        if text:
            ui.text.draw(
                surface, text, ui.fs(17), colour, (box.centerx, box.bottom + ui.px(8)), "midtop", True
            )
        if s.deciding() and phase == "bet" and any(a.kind == "check" for a in s.legal):
            # CX-11.9: a round where everyone checks voids the hand; 休 says so before it is chosen
            at = (box.centerx, box.bottom + ui.px(34))
            note = ui.text.draw(surface, t("cx.check_void_note"), ui.fs(15), theme.TEXT_DIM, at, "midtop")
            self.ctx.boxes.append(note)
        return True

    def busy_rects(self) -> list[pygame.Rect]:
        return []  # no plays or fans of backs: the seats' cards and the pot are in ``self.ctx.boxes``

    def overlay(self, surface: pygame.Surface) -> None:
        s, ui, g = self.ctx, self.ctx.ui, self.ctx.geo
        view = s.view
        # which of your cards the others see (明牌)
        if s.shown_seat() is not None and s.tokens and view["phase"] != "over":
            opened = list(view["open_cards"][s.me])
            rects = g.hand_rects(len(s.tokens), s.selected)
            for i, (tok, r) in enumerate(zip(s.tokens, rects)):
                if tok in opened:
                    opened.remove(tok)
                    if self.ctx.deal_progress(i) < 1:
                        continue  # the card is still flying in: its mark comes with it
                    lab = ui.text.render(s.t("cx.open_card"), ui.fs(16), theme.BUTTON_TEXT, True)
                    # inside the card's visible strip, under its index (never over the buttons above)
                    pill = lab.get_rect(center=(r.left + ui.px(24), r.top + ui.px(80))).inflate(
                        ui.px(10), ui.px(2)
                    )
                    pygame.draw.rect(surface, theme.GOLD, pill, border_radius=pill.height // 2)
                    with record.layer("mark"):  # a tag stuck on the card
                        surface.blit(lab, lab.get_rect(center=pill.center))
        if view["phase"] == "over":
            draw_showdown(s, surface)
        for fl in s.anim.chip_flights():
            x, y = fl.pos()
            for i in range(fl.chips):
                chip_icon(surface, ui, (x, y - i * ui.px(5)), radius=11)
        draw_tracker(s, self, surface)
        self.draw_review(surface)


def chips_now(view: Mapping[str, Any], seat: int) -> int:
    """The chips a seat owns right now: before the hand, less what is in the pot (plus the result)."""
    bank = view["bankrolls"][seat]
    result = view["result"]
    if result is not None:
        return bank + result["deltas"][seat]
    return bank - view["committed"][seat]


#: design pixels of the chip row besides its amount: the right margin, the chip, the gap before it and
#: the room kept clear of the badges to its left
CHIPS_RIGHT, CHIP_SPAN, CHIPS_CLEAR = 10, 19, 6


def chips_width(s: TableContext, seat: int) -> int:
    """The pixels the chips take at the right of a seat panel's first badge row."""
    ui = s.ui
    w = ui.text.size(str(chips_now(s.view, seat)), ui.fs(16), True)[0]
    return w + ui.px(CHIPS_RIGHT + CHIP_SPAN + CHIPS_CLEAR)


def draw_chips(s: TableContext, surface: pygame.Surface, seat: int) -> None:
    """A chip and the seat's chips, right-aligned on the badge row of its panel."""
    ui = s.ui
    rect = s.geo.panels[seat]
    y = rect.top + ui.px(47)
    r = ui.text.draw(
        surface,
        str(chips_now(s.view, seat)),
        ui.fs(16),
        theme.GOLD,
        (rect.right - ui.px(CHIPS_RIGHT), y),
        "midright",
        True,
    )
    chip_icon(surface, ui, (r.left - ui.px(CHIP_SPAN - 8), y))


def chip_icon(surface: pygame.Surface, ui: Any, c: tuple[int, int], radius: int = 8) -> None:
    if radius > 8:  # a chip in flight crosses the felt: a dark rim keeps it readable
        pygame.draw.circle(surface, (20, 30, 25), c, ui.px(radius + 1.5))
    pygame.draw.circle(surface, theme.GOLD_DARK, c, ui.px(radius))
    pygame.draw.circle(surface, theme.GOLD, c, ui.px(radius), width=max(1, ui.px(2)))
    pygame.draw.circle(surface, theme.GOLD, c, ui.px(radius * 3 / 8))
