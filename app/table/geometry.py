"""Where everything sits on the table for the current window size (recomputed on every resize)."""

from __future__ import annotations

import pygame

from ..ui.layout import YOU_PLAY, Scale, seat_spot

CARD_W, CARD_H = 90, 126  # your hand, at design size
PLAY_F = 0.8  # played cards relative to hand cards
BACK_W, BACK_H = 30, 42  # the small fans of the other seats
#: a two-row hand: the front row's raise (of a card height), and the rows' distance, so that a raised
#: front-row card stops just under the back row's corner indices (rank over suit: 0.40 of a card)
FRONT_RAISE = 0.08
ROW_GAP = 0.40 + FRONT_RAISE


def face_sizes(scale: Scale) -> tuple[tuple[int, int], tuple[int, int]]:
    """The hand's and the played cards' face sizes for the window's scale."""
    card = (scale.px(CARD_W), scale.px(CARD_H))
    return card, (round(card[0] * PLAY_F), round(card[1] * PLAY_F))


class TableGeometry:
    def __init__(self, scale: Scale, n: int, me: int, panel_w: int = 214) -> None:
        self.scale, self.n, self.me = scale, n, me
        px = scale.px
        W, H = scale.w, scale.h
        self.W, self.H = W, H
        self.top_bar = pygame.Rect(0, 0, W, px(50))
        # a card size from the smaller axis keeps proportions at any aspect ratio
        self.card, self.play_card = face_sizes(scale)
        self.back = (px(BACK_W), px(BACK_H))
        self.raise_px = self.card[1] // 4
        self.hand_bottom = H - px(16)
        self.hand_left = px(252)
        self.hand_right = W - px(252)
        self.my_panel = pygame.Rect(px(16), H - px(16) - px(96), px(228), px(96))
        self.action_y = self.hand_bottom - self.card[1] - self.raise_px - px(12) - px(48)
        self.action_h = px(48)
        self.message_y = self.action_y - px(30)
        self.side_buttons = pygame.Rect(W - px(220), H - px(16) - px(96), px(204), px(96))
        self.panels: dict[int, pygame.Rect] = {}
        self.anchors: dict[int, tuple[int, int]] = {}
        for seat in range(n):
            k = (seat - me) % n
            if k == 0:
                self.panels[seat] = self.my_panel
                self.anchors[seat] = (round(W * YOU_PLAY[0]), round(H * YOU_PLAY[1]))
                continue
            cx, cy, ax, ay = seat_spot(n, k)
            r = pygame.Rect(0, 0, px(panel_w), px(86))
            r.center = (round(W * cx), round(H * cy))
            r.clamp_ip(pygame.Rect(px(8), self.top_bar.bottom + px(8), W - px(16), H))
            self.panels[seat] = r
            self.anchors[seat] = (round(W * ax), round(H * ay))
        self.centre = (W // 2, round(H * 0.40))
        #: the panels before any grows for its badges (``fit_panels``)
        self.base_panels = {seat: r.copy() for seat, r in self.panels.items()}

    def fit_panels(self, extra: dict[int, int]) -> None:
        """Make each seat panel ``extra[seat]`` pixels taller than its base (more rows of badges):
        downwards, except your own panel at the window's bottom, which grows upwards."""
        for seat, base in self.base_panels.items():
            r = base.copy()
            add = extra.get(seat, 0)
            r.height += add
            if seat == self.me:
                r.top -= add
            self.panels[seat] = r
        self.my_panel = self.panels[self.me]

    def px(self, v: float) -> int:
        return self.scale.px(v)

    # ---- your hand
    def hand_rows(self, count: int) -> list[range]:
        """One row, or two for the long hands (over 27 cards)."""
        if count <= 27:
            return [range(count)]
        half = (count + 1) // 2
        return [range(half), range(half, count)]

    def hand_rects(self, count: int, raised: set[int] | frozenset[int] = frozenset()) -> list[pygame.Rect]:
        w, h = self.card
        rects: list[pygame.Rect] = [pygame.Rect(0, 0, w, h)] * count
        rows = self.hand_rows(count)
        avail = self.hand_right - self.hand_left
        for r_i, row in enumerate(rows):
            m = len(row)
            if m == 0:
                continue
            step = min(w * 0.52, (avail - w) / max(1, m - 1)) if m > 1 else 0
            total = w + step * (m - 1)
            left = (self.hand_left + self.hand_right - total) / 2
            bottom = self.hand_bottom - (len(rows) - 1 - r_i) * round(h * ROW_GAP)
            lift = round(h * FRONT_RAISE) if len(rows) > 1 and r_i == len(rows) - 1 else self.raise_px
            for j, idx in enumerate(row):
                top = bottom - h - (lift if idx in raised else 0)
                rects[idx] = pygame.Rect(round(left + j * step), top, w, h)
        return rects

    def message_line(self, count: int) -> int:
        """The y of the message line above the action bar, for a hand of ``count`` cards (a two-row
        hand lifts the bar and the message with it)."""
        return self.message_y - self.row_lift(count)

    def below_seats(self, left: int, right: int) -> int:
        """The first y under the upper seats' panels and fans of backs over the columns ``left``..
        ``right``: a box in the table's middle starts there, never over a seat's cards."""
        y = self.top_bar.bottom + self.px(8)
        for seat, r in self.panels.items():
            if seat != self.me and r.centery < self.H * 0.3 and r.left < right and r.right > left:
                y = max(y, r.bottom + self.px(6) + self.back[1] + self.px(6))
        return y

    def row_lift(self, count: int) -> int:
        """How much higher a hand of ``count`` cards reaches than a one-row hand (its back row)."""
        return (len(self.hand_rows(count)) - 1) * round(self.card[1] * ROW_GAP)

    # ---- plays on the table
    def play_rects(self, seat: int, count: int, small: bool = False) -> list[pygame.Rect]:
        w, h = self.play_card
        if small:
            w, h = round(w * 0.7), round(h * 0.7)
        ax, ay = self.anchors[seat]
        lo, hi = self.play_span(ax, ay - h // 2, h)
        step = min(w * 0.42, self.px(520) / max(1, count))
        if count > 1 and w + step * (count - 1) > hi - lo:  # a long play tightens, never covers a panel
            step = max(1.0, (hi - lo - w) / (count - 1))
        total = w + step * (count - 1)
        left = max(lo, min(hi - total, ax - total / 2))
        return [pygame.Rect(round(left + i * step), ay - h // 2, w, h) for i in range(count)]

    def play_span(self, ax: int, top: int, h: int) -> tuple[int, int]:
        """The free stretch of the row ``top``..``top + h`` around ``ax``: between the nearest seat
        panels on either side (a long play of the left seat stays off its panel) and the window."""
        lo, hi = self.px(8), self.W - self.px(8)
        for r in self.panels.values():
            if r.top < top + h and r.bottom > top:
                if r.right <= ax:
                    lo = max(lo, r.right + self.px(8))
                elif r.left >= ax:
                    hi = min(hi, r.left - self.px(8))
        return lo, hi

    def back_rects(self, seat: int, count: int) -> list[pygame.Rect]:
        """A small fan of backs under a seat's panel (at most 20 drawn; the count is written)."""
        w, h = self.back
        shown = min(count, 20)
        if shown == 0:
            return []
        panel = self.panels[seat]
        step = min(self.px(7), (panel.width - w) / max(1, shown - 1)) if shown > 1 else 0
        total = w + step * (shown - 1)
        left = panel.centerx - total / 2
        top = panel.bottom + self.px(6)
        return [pygame.Rect(round(left + i * step), top, w, h) for i in range(shown)]
