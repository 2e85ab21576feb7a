"""邵阳打筒子 (datongzi): rules DTZ-1 … DTZ-13 of ``shared/rules/datongzi.md``."""

from .combos import (
    DIZHA_BONUS,
    SUIT_ORDER,
    SUITS,
    TONGZI_BONUS,
    Combo,
    beats,
    can_beat,
    card_points,
    classify,
    hand_counts,
    trick_bonus,
    value,
)
from .hand import DECK_WITHOUT, POINTS_TOTAL, DTZHand
from .scoring import FINISH_BONUS, settle_hand, settle_match
from .series import SERIES
from .simulation import SIMULATION
from .view_schema import DTZView

#: the TypedDict of ``view(seat)`` (engine.views)
VIEW_SCHEMA = DTZView
HAND_CLASS = DTZHand

__all__ = ["Combo", "classify", "beats", "can_beat", "card_points", "trick_bonus", "settle_hand",
           "settle_match", "HAND_CLASS", "SERIES", "SIMULATION", "POINTS_TOTAL", "value", "hand_counts",
           "SUITS", "SUIT_ORDER", "TONGZI_BONUS", "DIZHA_BONUS", "FINISH_BONUS", "DECK_WITHOUT",
           "VIEW_SCHEMA", "DTZView"]
