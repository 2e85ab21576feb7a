"""The pictures on the court cards (J, Q, K) and the jokers: SVG package data (``assets/cards``,
Adrian Kennard's CC0 designs, see ``assets/cards/LICENSE.txt``) rendered at the size asked, so they
are crisp at every window size. ``CardRenderer`` caches the finished faces per size.

One picture costs about 4 ms to render, so a new window size with a dozen court cards in view would
stall a frame by tens of ms. ``ArtCache`` bounds that: each frame renders pictures only within a time
budget; a picture not yet rendered at its exact size is stood in for by a scaled copy of the nearest
size already rendered (cheap), and the exact render follows within the next frames (``tick``)."""

from __future__ import annotations

import io
import time
from collections import OrderedDict

import pygame

from ..services.resources import card_art_path

#: the tokens with a picture: J, Q, K of each suit and the two jokers
ART_TOKENS = tuple(f"{s}{r}" for r in "JQK" for s in "SHCD") + ("BJ", "LJ")
#: width / height of the drawings (the court frame with its pips; the jester)
COURT_ASPECT = 166 / 262
JOKER_ASPECT = 202.8 / 312

_svg: dict[str, bytes] = {}


def art_key(token: str) -> str | None:
    """The file stem of ``token``'s picture (``SK`` -> ``KS``), or None for a number card."""
    if token in ("BJ", "LJ"):
        return token
    if len(token) == 2 and token[1] in "JQK":
        return token[1] + token[0]
    return None


def _source(key: str) -> bytes:
    data = _svg.get(key)
    if data is None:
        data = card_art_path(key).read_bytes()
        _svg[key] = data
    return data


def picture(token: str, size: tuple[int, int]) -> pygame.Surface | None:
    """``token``'s picture at ``size`` (None for a number card). The pictures carry no suit colour:
    the corner index does, in the four-colour suits too."""
    key = art_key(token)
    if key is None or size[0] < 2 or size[1] < 2:
        return None
    return pygame.image.load_sized_svg(io.BytesIO(_source(key)), size)


Size = tuple[int, int]


class ArtCache:
    """Pictures by (art key, size), rendered within ``budget`` seconds of rendering per frame (None:
    no bound, every picture rendered when first asked). Keeps the ``keep`` most recent renders: the
    older window sizes stay on hand as stand-ins for the next resize."""

    def __init__(self, budget: float | None = 0.004, keep: int = 112) -> None:
        self.budget = budget
        self.keep = keep
        self._done: OrderedDict[tuple[str, Size], pygame.Surface] = OrderedDict()
        self._wanted: dict[tuple[str, Size], None] = {}  # ordered: first asked, first rendered
        self._spent = 0.0  # rendering time this frame
        self._renders = 0  # renders this frame
        self._cost = 0.004  # running estimate of one render (seconds)

    @property
    def pending(self) -> bool:
        return bool(self._wanted)

    def exact(self, token: str, size: Size) -> bool:
        key = art_key(token)
        return key is not None and (key, size) in self._done

    def get(self, token: str, size: Size) -> tuple[pygame.Surface | None, bool]:
        """``token``'s picture for ``size`` and whether it is the exact render (False: a stand-in,
        or None while no size of it has been rendered yet; the exact one is then queued)."""
        key = art_key(token)
        if key is None or size[0] < 2 or size[1] < 2:
            return None, True
        done = self._done.get((key, size))
        if done is not None:
            self._done.move_to_end((key, size))
            return done, True
        if self._may_render():
            return self._render(key, size), True
        self._wanted[(key, size)] = None
        near = self._nearest(key, size)
        if near is None:
            return None, False
        # the drawing's proportions kept, as the exact render fits them into the box
        f = min(size[0] / near.get_width(), size[1] / near.get_height())
        fit = (max(1, round(near.get_width() * f)), max(1, round(near.get_height() * f)))
        return pygame.transform.smoothscale(near, fit), False

    def want(self, token: str, size: Size) -> None:
        """Queue ``token``'s picture at ``size`` for the spare time of coming frames (a warm-up;
        without a budget pictures are only rendered when drawn)."""
        key = art_key(token)
        if self.budget is None or key is None or size[0] < 2 or size[1] < 2:
            return
        if (key, size) not in self._done:
            self._wanted.setdefault((key, size), None)

    def forget_wanted(self) -> None:
        """A new window size: the queued sizes are no longer the ones to be drawn."""
        self._wanted.clear()

    def tick(self) -> list[tuple[str, Size]]:
        """End of a frame: spend what is left of the budget on queued pictures (at least one per
        frame, so the queue always drains), then start the next frame's budget. Returns what was
        rendered: faces drawn with a stand-in of those are redrawn."""
        made = []
        while self._wanted and (self._renders == 0 or self._may_render()):
            key, size = next(iter(self._wanted))
            self._render(key, size)
            made.append((key, size))
        self._spent, self._renders = 0.0, 0
        return made

    def settle(self) -> list[tuple[str, Size]]:
        """Render everything queued now (a screenshot, a test)."""
        made = list(self._wanted)
        for key, size in made:
            self._render(key, size)
        return made

    # ---- inside
    def _may_render(self) -> bool:
        return self.budget is None or self._spent + self._cost <= self.budget

    def _render(self, key: str, size: Size) -> pygame.Surface:
        t = time.perf_counter()
        surf = pygame.image.load_sized_svg(io.BytesIO(_source(key)), size)
        took = time.perf_counter() - t
        self._spent += took
        self._renders += 1
        self._cost = 0.7 * self._cost + 0.3 * took
        self._wanted.pop((key, size), None)
        self._done[(key, size)] = surf
        while len(self._done) > self.keep:
            self._done.popitem(last=False)
        return surf

    def _nearest(self, key: str, size: Size) -> pygame.Surface | None:
        best, gap = None, None
        for (k, s), surf in self._done.items():
            if k == key:
                g = abs(s[0] - size[0]) + abs(s[1] - size[1])
                if gap is None or g < gap:
                    best, gap = surf, g
        return best
