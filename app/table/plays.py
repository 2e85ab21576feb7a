"""Plays on the table by structure (``engine.describe_play``): the cards laid out as the player
reads them, the combination's name, and the big plays (bombs) the table holds up for a moment."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from engine import PlayDescription, describe_play

from ..render.animation import Banner
from ..services.i18n import CATALOGUE
from ..services.strings_cards import combo_key
from ..ui import record, theme
from ..ui.widgets import panel

#: seconds a bomb stays on the table (with its banner) per second of the AI's longest delay; the
#: delay already carries the pace setting, and a headless smoke run (no delay) barely waits
HOLD_PER_DELAY = 2.0
#: the least hold when the AI thinks at all: a bomb is the moment of the hand
MIN_HOLD = 1.0


@lru_cache(maxsize=512)
def _describe(game_id: str, cards: tuple[str, ...], options: tuple[tuple[str, Any], ...]) -> PlayDescription:
    return describe_play(game_id, cards, dict(options))


def describe(game_id: str, cards: list[str] | tuple[str, ...],
             options: dict[str, Any] | None) -> PlayDescription:
    """``describe_play`` cached: the table asks every frame for every play on it."""
    opts = tuple(sorted((k, v) for k, v in (options or {}).items() if isinstance(v, (int, str, bool))))
    try:
        return _describe(game_id, tuple(cards), opts)
    except (ValueError, KeyError, ModuleNotFoundError):
        return PlayDescription(None, tuple(cards), False, None)


def combo_name(t: Any, game_id: str, desc: PlayDescription) -> str | None:
    """The combination's name in the player's language, or None (no kind, or a single card)."""
    if desc.name is None or desc.name == "single":
        return None
    key = combo_key(game_id, desc.name, CATALOGUE)
    return t(key) if key in CATALOGUE else None


def hold_seconds(ai_delay: tuple[float, float]) -> float:
    """How long a bomb holds the table (the AI waits, the sweep waits), from the AI's delays."""
    top = max(ai_delay)
    return 0.0 if top <= 0.1 else max(MIN_HOLD, HOLD_PER_DELAY * top)


def table_play(scene: Any, seat: int, cards: list[str]) -> list[str]:
    """A play just made: its cards laid out by structure, and a bomb announced — a banner with its
    name, a sound, and the table held (the AI and the sweep wait; the window keeps drawing)."""
    hand = scene.session.hand
    desc = describe(scene.session.game_id, cards, getattr(hand, "options", None))
    if desc.is_bomb:
        hold = hold_seconds(scene.ai_delay())
        scene.hold = max(scene.hold, hold)
        kind = combo_name(scene.t, scene.session.game_id, desc) or ""
        text = scene.t("combo.banner", name=scene.session.name(seat, scene.app.i18n), kind=kind)
        # a banner is news, not motion: it shows with animations off too
        scene.anim.add(
            Banner(max(hold, MIN_HOLD), text=text, colour=theme.GOLD, seat=seat, count=len(cards)), 1.0
        )
        scene.app.sound.play("win")
    return list(desc.cards) if sorted(desc.cards) == sorted(cards) else cards


def combo_label(scene: Any, surface: pygame.Surface, name: str, cards: pygame.Rect, bomb: bool) -> None:
    """A play's name on a pill across the foot of its cards."""
    ui = scene.ui
    t = ui.text.render(name, ui.fs(15), theme.GOLD if bomb else theme.TEXT, True)
    pill = t.get_rect(center=(cards.centerx, cards.bottom - ui.px(4))).inflate(ui.px(16), ui.px(4))
    with record.layer("mark"):  # a tag across the cards' foot, over them on purpose
        panel(surface, pill, (0, 0, 0, 190), pill.height // 2)
        surface.blit(t, t.get_rect(center=pill.center))


def banners(scene: Any, surface: pygame.Surface) -> None:
    """A big play's name across the table while the table holds it."""
    ui, g = scene.ui, scene.geo
    for b in scene.anim.banners():
        t = ui.text.render(b.text, ui.fs(34), b.colour, True)
        band = pygame.Rect(0, 0, t.get_width() + ui.px(80), t.get_height() + ui.px(18))
        # beside the cards it names, on the side away from the table's centre (towards the player
        # who made it), so the play it beat stays in sight
        rects = g.play_rects(b.seat, b.count) if b.seat is not None and b.count else []
        cards = rects[0].unionall(rects) if rects else pygame.Rect(g.centre, (0, 0))
        band.midbottom = (cards.centerx, cards.top - ui.px(8))
        if cards.centery > g.centre[1] or band.top < g.top_bar.bottom + ui.px(4):
            band.midtop = (cards.centerx, cards.bottom + ui.px(8))
        band.clamp_ip(pygame.Rect(0, g.top_bar.bottom, g.W, g.H - g.top_bar.bottom))
        fade = min(1.0, 4 * (1 - b.t))  # full until the last quarter, then fading
        back = pygame.Surface(band.size, pygame.SRCALPHA)
        pygame.draw.rect(back, (60, 10, 10, round(215 * fade)), back.get_rect(),
                         border_radius=band.height // 2)
        pygame.draw.rect(back, (*theme.GOLD, round(255 * fade)), back.get_rect(),
                         width=max(2, ui.px(2)), border_radius=band.height // 2)
        surface.blit(back, band)
        t.set_alpha(round(255 * fade))
        with record.layer("popup"):  # a passing banner over the table, as a pop-up
            surface.blit(t, t.get_rect(center=band.center))
