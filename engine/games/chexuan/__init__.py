"""四川扯旋 (chexuan): 32 cards, 2-6 players, betting with a capped 簸簸, head/tail split.

Public pure functions (API sections 7 and 8), the Hand class, the match series and the simulator's
invariants. Rules: ``shared/rules/chexuan.md`` (CX-x.y); decisions: ``docs/rules/chexuan.md``.
"""

from __future__ import annotations

from .betting import (
    BettingState,
    betting_apply,
    betting_error,
    betting_options,
    betting_start,
    betting_timeout,
)
from .compare import compare
from .deck import DECK, card_class, card_points, card_tier, hand_points
from .escape import escape_deltas
from .hand import ChexuanHand, stake_range
from .ranking import STANDARD, Ranking, pair_level, pair_name, pair_rank, ranking_of
from .series import SERIES, SIMULATION
from .settlement import settle, settle_lines
from .split import auto_split, sanhua, valid_split
from .view_schema import CXRevealView, CXView

#: the TypedDict of ``view(seat)`` (engine.views)
VIEW_SCHEMA = CXView
HAND_CLASS = ChexuanHand

__all__ = [
    "DECK", "card_class", "card_points", "card_tier", "hand_points",
    "pair_rank", "pair_name", "pair_level", "ranking_of", "Ranking", "STANDARD",
    "auto_split", "valid_split", "sanhua", "compare",
    "settle", "settle_lines", "escape_deltas",
    "BettingState", "betting_start", "betting_options", "betting_apply", "betting_timeout", "betting_error",
    "ChexuanHand", "stake_range", "HAND_CLASS", "SERIES", "SIMULATION", "VIEW_SCHEMA", "CXView",
    "CXRevealView",
]
