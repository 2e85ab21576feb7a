"""斗地主 (doudizhu): rules DDZ-1 … DDZ-11 of ``app/rules_text/doudizhu.{zh,en}.md``; the project's
decisions in ``docs/rules/doudizhu.md``. Registered in ``engine.GAMES``; ``new_hand`` below is
``engine.new_hand("doudizhu", …)`` under the package's own name."""

from __future__ import annotations

from typing import Any

from ...hand import new_seed
from ...handlog import create_hand
from .auction import REDEAL, Turn, Won, legal_values, next_step
from .combos import RUN_TOP, Combo, beating_reading, beats, classify, legal_plays, readings, value
from .hand import DDZHand, deal_cards, sort_cards
from .options import OPTIONS, PRESETS, normalize, preset
from .scoring import settle, unit
from .simulation import SIMULATION
from .view_schema import DDZView

#: the TypedDict of ``view(seat)`` (engine.views)
VIEW_SCHEMA = DDZView
HAND_CLASS = DDZHand

__all__ = ["Combo", "classify", "readings", "beats", "beating_reading", "legal_plays", "value",
           "next_step", "legal_values", "Turn", "Won", "REDEAL", "settle", "unit", "deal_cards",
           "sort_cards", "OPTIONS", "PRESETS", "normalize", "preset", "HAND_CLASS", "VIEW_SCHEMA",
           "DDZView", "DDZHand", "new_hand", "SIMULATION", "RUN_TOP"]


def new_hand(*, seed: int | None = None, options: dict[str, Any] | None = None,
             deal: dict[str, Any] | None = None, context: dict[str, Any] | None = None) -> DDZHand:
    """A hand as ``engine.new_hand("doudizhu", …)`` makes it."""
    hand = create_hand(DDZHand, 3, normalize(options), new_seed() if seed is None else seed, deal, context)
    assert isinstance(hand, DDZHand)
    return hand
