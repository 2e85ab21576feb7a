"""Tweens driven by engine Events: cards flying to the centre, tricks swept to the winner, chips
moving to and from the pot, pop-ups.

Animations only catch up with the engine's state; they never hold it back. ``skip()`` (any click)
finishes them all at once, and a speed factor of 0 creates none.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def lerp_rect(a: pygame.Rect, b: pygame.Rect, t: float) -> pygame.Rect:
    return pygame.Rect(
        round(a.x + (b.x - a.x) * t),
        round(a.y + (b.y - a.y) * t),
        round(a.w + (b.w - a.w) * t),
        round(a.h + (b.h - a.h) * t),
    )


@dataclass
class Anim:
    duration: float
    delay: float = 0.0
    elapsed: float = 0.0

    @property
    def t(self) -> float:
        if self.duration <= 0:
            return 1.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration


@dataclass
class CardFlight(Anim):
    """Cards moving from ``starts`` to ``ends`` (one rect each); ``fade`` shrinks them out (sweeps)."""

    tokens: list[str] = field(default_factory=list)
    starts: list[pygame.Rect] = field(default_factory=list)
    ends: list[pygame.Rect] = field(default_factory=list)
    seat: int | None = None
    kind: str = "play"  # play | sweep | deal
    face_up: bool = True
    #: a sweep's seat of each card, and the trick's winner: until it starts, the sweep is the trick on
    #: show (a card still flying in is not drawn twice; the winner's cards are marked)
    owners: list[int] = field(default_factory=list)
    winner: int | None = None


@dataclass
class ChipFlight(Anim):
    """A small stack of chips sliding from ``start`` to ``end`` (扯旋: bets into the pot, the pot
    out to its winners)."""

    start: tuple[int, int] = (0, 0)
    end: tuple[int, int] = (0, 0)
    chips: int = 1

    def pos(self) -> tuple[int, int]:
        e = ease_in_out(self.t)
        return (round(self.start[0] + (self.end[0] - self.start[0]) * e),
                round(self.start[1] + (self.end[1] - self.start[1]) * e))


@dataclass
class Popup(Anim):
    text: str = ""
    pos: tuple[int, int] = (0, 0)
    #: the seat whose panel it rises from: its position is then read from the panel as it is drawn,
    #: so a resize mid-flight moves it with the panel (``pos`` is for pop-ups of the table centre)
    seat: int | None = None
    colour: tuple[int, int, int] = (255, 255, 255)


@dataclass
class Banner(Anim):
    """A big play's name across the table centre while the table holds it (a bomb, 天炸 …)."""

    text: str = ""
    colour: tuple[int, int, int] = (255, 255, 255)
    #: the play it names: the banner sits by those cards (read from the geometry as it is drawn)
    seat: int | None = None
    count: int = 0


class Animator:
    def __init__(self) -> None:
        self.items: list[Anim] = []

    def add(self, anim: Anim, factor: float) -> None:
        if factor <= 0:
            return
        anim.duration *= factor
        anim.delay *= factor
        self.items.append(anim)

    def update(self, dt: float) -> None:
        for a in self.items:
            a.elapsed += dt
        self.items = [a for a in self.items if not a.done]

    def skip(self) -> None:
        self.items.clear()

    def start_sweeps(self) -> None:
        """A new play comes: a trick still on show slides away now, out of the new play's way."""
        for a in self.items:
            if isinstance(a, CardFlight) and a.kind == "sweep" and not a.started:
                a.delay = a.elapsed

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def flights(self, kind: str | None = None) -> list[CardFlight]:
        return [a for a in self.items if isinstance(a, CardFlight) and (kind is None or a.kind == kind)]

    def flying_seats(self) -> set[int]:
        """Seats whose current play is still in the air (the trick view skips drawing it)."""
        return {
            a.seat
            for a in self.items
            if isinstance(a, CardFlight) and a.kind == "play" and a.seat is not None
        }

    def chip_flights(self) -> list[ChipFlight]:
        return [a for a in self.items if isinstance(a, ChipFlight) and a.started]

    def banners(self) -> list[Banner]:
        return [a for a in self.items if isinstance(a, Banner) and a.started]

    def popups(self) -> list[Popup]:
        return [a for a in self.items if isinstance(a, Popup) and a.started]
