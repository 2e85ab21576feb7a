"""Shared pieces of the climbing-game tables (上海三打一, 邵阳打筒子, 贵州板子炮): a row of panel
buttons above the hand (two-row hands push it up), card names, a centre box for the choice phases,
an info box, small face-up fans for open hands, the trick sweep, and the 记牌器 rows by rank.

The 记牌器 counts what is still unseen from the viewer's seat: the deck minus the viewer's own cards
minus every card already played. "Played" is public (every play was on the table), so the table
derives it from the engine's hand — the deck minus all cards still held minus the hidden bottom —
and never shows where an unplayed card sits.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from engine.cards import make_deck

from ..render.animation import Anim, CardFlight, Popup, ease_out, lerp_rect
from ..render.cards import RANK_TEXT
from ..table import fans
from ..ui import record, theme
from ..ui.widgets import panel
from .base import GameTable, TrackerRow
from .tracker import tracker_button

if TYPE_CHECKING:
    from .context import TableContext

RANKS_HIGH_FIRST = "2AKQJT9876543"


def rank_text(rank: str) -> str:
    if rank in ("BJ", "LJ"):
        return "大王" if rank == "BJ" else "小王"
    return RANK_TEXT.get(rank, rank)


def bar_y(scene: TableContext) -> int:
    """The action bar sits above the hand: higher when the hand takes two rows (33 or 41 cards)."""
    g = scene.geo
    return g.action_y - g.row_lift(len(scene.tokens))


def row(scene: TableContext, widths: list[int], gap: int = 14) -> list[pygame.Rect]:
    g, px = scene.geo, scene.geo.px
    total = sum(px(w) for w in widths) + px(gap) * (len(widths) - 1)
    x = g.W // 2 - total // 2
    y = bar_y(scene)
    out = []
    for w in widths:
        out.append(pygame.Rect(x, y, px(w), g.action_h))
        x += px(w) + px(gap)
    return out


def hand_strips(scene: TableContext, tokens: list[str], w: int, h: int) -> list[pygame.Rect]:
    """The visible top-left strip (``w`` × ``h`` at design size) of each of ``tokens`` in your hand,
    each copy matched once (several decks repeat faces): where a mark on those cards goes."""
    rects = scene.geo.hand_rects(len(scene.tokens), scene.selected)
    px = scene.geo.px
    used: set[int] = set()
    out = []
    for tok in tokens:
        i = next((k for k, x in enumerate(scene.tokens) if x == tok and k not in used), None)
        if i is not None:
            used.add(i)
            out.append(pygame.Rect(rects[i].left + px(2), rects[i].top + px(2), px(w), px(h)))
    return out


# ------------------------------------------------------------------ boxes
def centre_box(
    s: TableContext,
    surface: pygame.Surface,
    title: str,
    lines: list[tuple[str, tuple]],
    cards: Iterable[str] = (),
    width: int = 680,
    backs: int = 0,
) -> pygame.Rect:
    """A dark box in the table centre: a title, wrapped lines, optionally a row of face-up cards and,
    after a gap, ``backs`` face-down ones (a bottom nobody has seen)."""
    ui, g = s.ui, s.geo
    px = ui.px
    cards = list(cards)
    card_h = round(g.play_card[1] * 0.7) if cards or backs else 0
    # a box too tall for the room between the seats across the table and the action bar widens
    # (fewer wrapped lines) rather than ride up over those seats' cards
    band_top = g.below_seats(g.W // 2 - px(width) // 2, g.W // 2 + px(width) // 2)
    lo, hi = g.play_span(g.W // 2, band_top, max(1, bar_y(s) - band_top))  # between the side seats
    wide = max(px(width), 2 * min(g.W // 2 - lo, hi - g.W // 2))
    w, size = px(width), ui.fs(18)
    while True:
        lh = ui.text.font(size).get_linesize()
        wrapped = [(part, colour) for text, colour in lines for part in ui.text.wrap(text, size, w - px(36))]
        height = px(50) + lh * len(wrapped) + (card_h + px(10) if card_h else 0) + px(12)
        top_limit = max(g.top_bar.bottom + px(150), g.below_seats(g.W // 2 - w // 2, g.W // 2 + w // 2))
        if top_limit + height <= bar_y(s) - px(12) or (w >= wide and size <= ui.fs(15)):
            break
        if w < wide:
            w = min(wide, w + px(60))
        else:  # as wide as the table allows: a smaller type
            size -= 1
    box = pygame.Rect(0, 0, w, height)
    box.midbottom = (g.W // 2, max(top_limit + height, bar_y(s) - px(40)))
    box.bottom = min(box.bottom, bar_y(s) - px(12))
    s.boxes.append(box)
    panel(surface, box, (0, 0, 0, 160), px(16))
    ui.text.draw(surface, title, ui.fs(26), theme.GOLD, (box.centerx, box.top + px(8)), "midtop", True)
    y = box.top + px(48)
    for text, colour in wrapped:
        ui.text.draw(surface, text, size, colour, (box.centerx, y), "midtop")
        y += lh
    if cards or backs:
        w = round(g.play_card[0] * 0.7)
        n = len(cards)
        step = min(w * 0.62, (box.width - px(40) - w) / max(1, n - 1)) if n > 1 else 0
        back_step = min(px(14), w * 0.3)
        total = (w + step * (n - 1) if n else 0) + (px(30) if n and backs else 0)
        total += w + back_step * (backs - 1) if backs else 0
        x = box.centerx - total / 2
        for i, tok in enumerate(cards):
            r = pygame.Rect(round(x + i * step), y + px(6), w, card_h)
            s.cards.blit_face(surface, tok, r, s.settings.four_colour)
        if n:
            x += w + step * (n - 1) + px(30)
        for i in range(backs):
            r = pygame.Rect(round(x + i * back_step), y + px(6), w, card_h)
            s.cards.blit_back(surface, r, s.settings.card_back)
    return box


@dataclass
class BackFlight(Anim):
    """Face-down cards moving (a bottom taken into a hand); drawn by the game's overlay."""

    starts: list[pygame.Rect] = field(default_factory=list)
    ends: list[pygame.Rect] = field(default_factory=list)


def draw_back_flights(scene: TableContext, surface: pygame.Surface) -> None:
    for a in scene.anim.items:
        if isinstance(a, BackFlight) and a.started:
            t = ease_out(a.t)
            for r0, r1 in zip(a.starts, a.ends):
                scene.cards.blit_back(surface, lerp_rect(r0, r1, t), scene.settings.card_back)


def info_box(
    s: TableContext, surface: pygame.Surface, lines: list[tuple[str, tuple]], width: int = 250
) -> None:
    """The game's standing facts, top left under the bar."""
    if not lines:
        return
    ui = s.ui
    px = ui.px
    widest = max(ui.text.size(text, ui.fs(16), i == 0)[0] for i, (text, _) in enumerate(lines))
    width = max(px(width), widest + px(20))  # a long line widens the box instead of leaving it
    box = pygame.Rect(px(10), s.geo.top_bar.bottom + px(8), width, px(14) + px(23) * len(lines))
    s.boxes.append(box)
    panel(surface, box, (6, 16, 14, 215), px(10))
    for i, (text, colour) in enumerate(lines):
        ui.text.draw(
            surface, text, ui.fs(16), colour, (box.left + px(10), box.top + px(7) + i * px(23)), bold=i == 0
        )


def face_fan(
    s: TableContext,
    surface: pygame.Surface,
    seat: int,
    tokens: list[str],
    per_row: int = 13,
    dim: bool = False,
) -> None:
    """Another seat's cards face up (摊打, a 天牌): ``app.table.fans.face_fan`` for a plug-in."""
    fans.face_fan(s.geo, s.cards, s.settings.four_colour, surface, seat, tokens, per_row, dim)


def seat_veil(s: TableContext, surface: pygame.Surface, seat: int, label: str) -> None:
    """Grey a seat that takes no part (板子炮's duel): a veil over its panel and a label."""
    ui, g = s.ui, s.geo
    px = ui.px
    rect = g.panels[seat]
    with record.layer("mark"):  # the veil and its label cover the panel's contents on purpose
        panel(surface, rect, (40, 40, 40, 170), px(12))
        t = ui.text.render(label, ui.fs(16), theme.TEXT, True)
        pill = t.get_rect(center=rect.center).inflate(px(14), px(6))
        panel(surface, pill, (0, 0, 0, 200), pill.height // 2)
        surface.blit(t, t.get_rect(center=pill.center))


# ------------------------------------------------------------------ events
def sweep(scene: TableContext, seat: int, label: str | None = None, colour: tuple = theme.GOLD) -> None:
    """The trick slides to its winner (as the generic table does), with an optional pop-up."""
    g, f = scene.geo, scene.settings.anim_factor
    target = g.panels[seat]
    tokens: list[str] = []
    starts: list[pygame.Rect] = []
    owners: list[int] = []
    for owner, (toks, rects) in scene.trick_snapshot.items():
        tokens += toks
        starts += rects
        owners += [owner] * len(toks)
    ends = [pygame.Rect(target.centerx - g.back[0] // 2, target.centery - g.back[1] // 2, *g.back)] * len(
        tokens
    )
    if tokens:
        scene.anim.add(
            CardFlight(0.35, delay=scene.sweep_delay, tokens=tokens, starts=starts, ends=ends,
                       kind="sweep", owners=owners, winner=seat), f
        )
    if label:
        scene.anim.add(Popup(1.0, delay=scene.sweep_delay + 0.05, text=label, seat=seat, colour=colour), f)
    scene.trick_snapshot.clear()
    scene.sound.play("trick")


def popup(
    scene: TableContext, seat: int | None, text: str, colour: tuple = theme.GOLD, dur: float = 1.3
) -> None:
    anchor = seat if isinstance(seat, int) else None  # None: the table centre
    scene.anim.add(Popup(dur, text=text, pos=scene.geo.centre, seat=anchor, colour=colour),
                   scene.settings.anim_factor)


# ------------------------------------------------------------------ 记牌器
def _rank(token: str) -> str:
    return token if token in ("LJ", "BJ") else token[1:]


def rank_rows(
    deck: Counter[str], played: Counter[str], mine: list[str], jokers: bool
) -> list[tuple[str, int, int]]:
    have = Counter(_rank(t) for t in mine)
    gone: Counter[str] = Counter()
    for tok, n in played.items():
        gone[_rank(tok)] += n
    total: Counter[str] = Counter()
    for tok, n in deck.items():
        total[_rank(tok)] += n
    out = []
    if jokers:
        for r in ("BJ", "LJ"):
            if total[r]:
                out.append((rank_text(r), max(0, total[r] - gone[r] - have[r]), total[r]))
    for r in RANKS_HIGH_FIRST:
        if total[r]:
            out.append((rank_text(r), max(0, total[r] - gone[r] - have[r]), total[r]))
    return out


class ClimbingTable(GameTable):
    """What the four climbing games share at the table: high cards on the left in 3…2 order, and a
    记牌器 by rank over the game's deck (``DECKS`` packs less ``WITHOUT``) from the view's ``played``."""

    rank_order = "3456789TJQKA2"
    #: the game's deck for the 记牌器: this many packs, less these cards (0 packs: no 记牌器)
    DECKS: int = 0
    WITHOUT: str = ""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self._deck = (
            Counter(str(c) for c in make_deck(self.DECKS, without=self.WITHOUT)) if self.DECKS else None
        )
        self._jokers = any(t in (self._deck or ()) for t in ("LJ", "BJ"))

    def tracker_rows(self, view: Mapping[str, Any], mine: list[str]) -> list[TrackerRow] | None:
        if self._deck is None:
            return None
        if view["phase"] == "over":
            return []
        # a game with a 记牌器 deck lists the cards played so far ("played", required in its view)
        return rank_rows(self._deck, Counter(view["played"]), mine, jokers=self._jokers)

    def bar_buttons(self) -> list[Any]:
        return tracker_button(self.ctx, self) if self._deck is not None else []
