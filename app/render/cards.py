"""Procedural card faces and backs, cached per size (a frame only blits ready surfaces).

Cards are canonical tokens from the view (``S3``, ``HT``, ``BJ``, ``LJ``). The corner index (rank
over suit) is large because in a fanned hand only the left strip of a card shows.
"""

from __future__ import annotations

import pygame

from ..ui import record, theme
from ..ui.text import TextRenderer
from .card_art import ART_TOKENS, COURT_ASPECT, JOKER_ASPECT, ArtCache

SUIT_SYMBOL = {"S": "♠", "H": "♥", "C": "♣", "D": "♦"}
RANK_TEXT = {"T": "10"}


def card_colour(token: str, four_colour: bool) -> tuple[int, int, int]:
    if token == "BJ":
        return theme.JOKER_BIG
    if token == "LJ":
        return theme.JOKER_LITTLE
    suit = token[0]
    if four_colour and suit == "D":
        return theme.SUIT_BLUE
    if four_colour and suit == "C":
        return theme.SUIT_GREEN
    return theme.SUIT_RED if suit in "HD" else theme.SUIT_BLACK


class CardRenderer:
    """Faces, backs and shadows per size. ``art_budget``: seconds of court/joker picture rendering
    per frame (see ``ArtCache``; None: render each picture when first drawn). A face drawn with a
    stand-in picture is made again once its exact picture is ready; call ``tick`` once a frame."""

    def __init__(self, text: TextRenderer, art_budget: float | None = None) -> None:
        self.text = text
        self.art = ArtCache(art_budget)
        #: faces made with a stand-in picture -> the exact picture they wait for
        self._provisional: dict[tuple, tuple[str, tuple[int, int]]] = {}
        #: faces drawn with a stand-in picture since the last ``tick`` (tests and benchmarks read it)
        self.stand_ins_drawn = 0
        self.last_stand_ins = 0  # the same, for the frame last ended
        self._making: tuple = ()  # the face being made
        self._faces: dict[tuple, pygame.Surface] = {}
        self._backs: dict[tuple, pygame.Surface] = {}
        self._shadows: dict[tuple, pygame.Surface] = {}
        #: when a list, every face-up card blitted is appended (the hot-seat privacy test reads it)
        self.trace: list[str] | None = None
        #: when a list, where each card (face or back) went this frame: the table keeps its status
        #: line and pop-ups off them
        self.drawn: list[pygame.Rect] | None = None

    def clear(self) -> None:
        if self.drawn is not None:
            self.drawn = []  # a new window size: last frame's places mean nothing now
        self._faces.clear()
        self._backs.clear()
        self._shadows.clear()
        self._provisional.clear()
        self.art.forget_wanted()

    def tick(self) -> None:
        """End of a frame: spare budget goes to the pictures still wanted."""
        self.art.tick()
        self.last_stand_ins, self.stand_ins_drawn = self.stand_ins_drawn, 0

    def settle(self) -> None:
        """Every picture wanted rendered now, every stand-in face dropped (screenshots)."""
        self.art.settle()
        for key in self._provisional:
            self._faces.pop(key, None)
        self._provisional.clear()

    def warm(self, card_sizes: list[tuple[int, int]]) -> None:
        """Queue every picture for faces of these sizes (the table's coming sizes after a resize)."""
        for size in card_sizes:
            for token in ART_TOKENS:
                self.art.want(token, (_joker_box if token in ("BJ", "LJ") else _court_box)(size).size)

    # ---- public drawing
    def blit_face(
        self,
        surface: pygame.Surface,
        token: str,
        rect: pygame.Rect,
        four_colour: bool = False,
        selected: bool = False,
        dim: bool = False,
        shadow: bool = True,
    ) -> None:
        if self.trace is not None:
            self.trace.append(token)
        record.add("card", rect, token)
        if self.drawn is not None:
            self.drawn.append(rect)
        if shadow:
            surface.blit(self.shadow(rect.size), (rect.left - 1, rect.top + max(1, rect.height // 40)))
        surface.blit(self.face(token, rect.size, four_colour), rect.topleft)
        if selected:
            pygame.draw.rect(
                surface,
                theme.GOLD,
                rect,
                width=max(2, rect.width // 30),
                border_radius=self._radius(rect.size),
            )
        if dim:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (0, 0, 0, 90), veil.get_rect(), border_radius=self._radius(rect.size))
            surface.blit(veil, rect.topleft)

    def blit_back(
        self, surface: pygame.Surface, rect: pygame.Rect, style: int = 0, shadow: bool = True
    ) -> None:
        record.add("card", rect, "back")
        if self.drawn is not None:
            self.drawn.append(rect)
        if shadow:
            surface.blit(self.shadow(rect.size), (rect.left - 1, rect.top + max(1, rect.height // 40)))
        surface.blit(self.back(rect.size, style), rect.topleft)

    # ---- cached surfaces
    @staticmethod
    def _radius(size: tuple[int, int]) -> int:
        return max(3, round(size[0] * 0.08))

    def shadow(self, size: tuple[int, int]) -> pygame.Surface:
        s = self._shadows.get(size)
        if s is None:
            s = pygame.Surface((size[0] + 2, size[1] + 2), pygame.SRCALPHA)
            pygame.draw.rect(s, theme.CARD_SHADOW, s.get_rect(), border_radius=self._radius(size) + 1)
            self._shadows[size] = s
        return s

    def face(self, token: str, size: tuple[int, int], four_colour: bool = False) -> pygame.Surface:
        key = (token, size, four_colour)
        s = self._faces.get(key)
        wait = self._provisional.get(key)
        if wait is not None and self.art.exact(*wait):
            del self._provisional[key]
            s = None
        if s is None:
            self._making = key
            s = self._make_face(token, size, four_colour)
            self._faces[key] = s
        if key in self._provisional:
            self.stand_ins_drawn += 1
        return s

    def _picture(self, token: str, box: pygame.Rect) -> pygame.Surface | None:
        """The picture for the face being made, noting a stand-in (the face is made again later)."""
        art, exact = self.art.get(token, box.size)
        if not exact:
            self._provisional[self._making] = (token, box.size)
        return art

    def back(self, size: tuple[int, int], style: int = 0) -> pygame.Surface:
        key = (size, style)
        s = self._backs.get(key)
        if s is None:
            s = self._make_back(size, style)
            self._backs[key] = s
        return s

    # ---- painting
    def _blank(self, size: tuple[int, int], fill: tuple) -> pygame.Surface:
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        r = self._radius(size)
        pygame.draw.rect(s, fill, s.get_rect(), border_radius=r)
        pygame.draw.rect(s, theme.CARD_EDGE, s.get_rect(), width=1, border_radius=r)
        return s

    def _make_face(self, token: str, size: tuple[int, int], four_colour: bool) -> pygame.Surface:
        w, h = size
        if token in ("BJ", "LJ"):
            return self._make_joker(token, size)
        s = self._blank(size, theme.CARD_FACE)
        colour = card_colour(token, four_colour)
        rank = RANK_TEXT.get(token[1:], token[1:])
        suit = SUIT_SYMBOL.get(token[0], "?")
        # corner index: rank over suit, big enough to read in a tight fan
        rsize = max(10, round(h * (0.21 if rank != "10" else 0.19)))
        rt = self.text.render(rank, rsize, colour, True)
        if rank == "10" and rt.get_width() > w * 0.36:
            rt = pygame.transform.smoothscale(rt, (round(w * 0.36), rt.get_height()))
        st = self.text.render(suit, max(9, round(h * 0.17)), colour)
        cx = round(w * 0.2)
        top = round(h * 0.015)
        # centre: a big pip, or the court figure in its frame (drawn first: the index goes over it)
        art = None
        if rank in ("J", "Q", "K"):
            fig = _court_box(size)
            art = self._picture(token, fig)
        if art is not None:
            s.blit(art, fig)
        else:
            big = self.text.render(suit, max(10, round(h * (0.5 if rank == "A" else 0.38))), colour)
            s.blit(big, big.get_rect(center=(round(w * 0.58), round(h * 0.52))))
        # the index, and the same index upside down in the opposite corner
        corner = pygame.Surface(
            (max(rt.get_width(), st.get_width()), rt.get_height() + st.get_height()), pygame.SRCALPHA
        )
        corner.blit(rt, rt.get_rect(midtop=(corner.get_width() // 2, 0)))
        corner.blit(st, st.get_rect(midtop=(corner.get_width() // 2, round(rt.get_height() * 0.82))))
        bottom = round(rt.get_height() * 0.82) + st.get_bounding_rect().bottom
        corner = corner.subsurface((0, 0, corner.get_width(), min(corner.get_height(), bottom + 1)))
        for rect, surf in (
            (corner.get_rect(midtop=(cx, top)), corner),
            (corner.get_rect(midbottom=(w - cx, h - top)), pygame.transform.rotate(corner, 180)),
        ):
            if art is not None:  # a backing of the card's white keeps the index clear of the picture
                pygame.draw.rect(s, theme.CARD_FACE, rect.inflate(max(2, w // 30), 0),
                                 border_radius=max(2, w // 25))
            s.blit(surf, rect)
        return s

    def _make_joker(self, token: str, size: tuple[int, int]) -> pygame.Surface:
        w, h = size
        big = token == "BJ"
        colour = theme.JOKER_BIG if big else theme.JOKER_LITTLE
        s = self._blank(size, (255, 246, 230) if big else (238, 240, 246))
        # vertical 大/王 in the corner: the label players read in a fan
        cs = max(9, round(h * 0.17))
        top = round(h * 0.03)
        for i, ch in enumerate("大王" if big else "小王"):
            t = self.text.render(ch, cs, colour, True)
            s.blit(t, t.get_rect(midtop=(round(w * 0.19), top + i * round(cs * 1.05))))
        # centre: the jester, in colour on the big joker, in black on the little one
        box = _joker_box(size)
        art = self._picture(token, box)
        if art is not None:
            s.blit(art, box)
        return s

    def _make_back(self, size: tuple[int, int], style: int) -> pygame.Surface:
        w, h = size
        dark, light = theme.BACKS[style % len(theme.BACKS)]
        s = self._blank(size, (250, 250, 246))
        inner = s.get_rect().inflate(-max(4, w // 10), -max(4, w // 10))
        r = max(2, self._radius(size) - 2)
        pygame.draw.rect(s, dark, inner, border_radius=r)
        # a lattice of diamonds, clipped to the inner panel
        pat = pygame.Surface(inner.size, pygame.SRCALPHA)
        step = max(6, w // 7)
        for x in range(-inner.height, inner.width + inner.height, step):
            pygame.draw.line(pat, (*light, 140), (x, 0), (x + inner.height, inner.height), max(1, w // 60))
            pygame.draw.line(pat, (*light, 140), (x, inner.height), (x + inner.height, 0), max(1, w // 60))
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
        pat.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        s.blit(pat, inner.topleft)
        pygame.draw.rect(s, light, inner, width=max(1, w // 40), border_radius=r)
        if w >= 40:
            t = self.text.render("牌", max(9, round(h * 0.2)), (255, 240, 210), True)
            disc = pygame.Rect(0, 0, round(t.get_width() * 1.5), round(t.get_width() * 1.5))
            disc.center = inner.center
            pygame.draw.ellipse(s, dark, disc)
            pygame.draw.ellipse(s, light, disc, width=max(1, w // 40))
            s.blit(t, t.get_rect(center=inner.center))
        return s


def _court_box(size: tuple[int, int]) -> pygame.Rect:
    """Where a court card's figure sits on a face of ``size``."""
    w, h = size
    fh = round(h * 0.76)
    fig = pygame.Rect(0, 0, round(fh * COURT_ASPECT), fh)
    fig.center = (round(w * 0.6), h // 2)
    return fig


def _joker_box(size: tuple[int, int]) -> pygame.Rect:
    """Where the jester sits on a joker's face of ``size``."""
    w, h = size
    ah = round(h * 0.8)
    box = pygame.Rect(0, 0, round(ah * JOKER_ASPECT), ah)
    box.center = (round(w * 0.6), round(h * 0.5))
    return box


def card_text(token: str) -> str:
    """A card as text: ♠10, 大王."""
    if token in ("BJ", "LJ"):
        return "大王" if token == "BJ" else "小王"
    return SUIT_SYMBOL.get(token[0], "") + RANK_TEXT.get(token[1:], token[1:])


def extra_strings() -> list[str]:
    """Display text defined outside the catalogue (the font build includes it)."""
    return ["大王", "小王", "JOKER", "10", "JQKA", "牌"]
