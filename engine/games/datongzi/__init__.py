"""邵阳打筒子 (datongzi): rules DTZ-1 … DTZ-13 of ``shared/rules/datongzi.md``."""

from .combos import Combo, beats, can_beat, card_points, classify, trick_bonus
from .hand import POINTS_TOTAL, DTZHand
from .scoring import settle_hand, settle_match
from .series import SERIES
from .simulation import SIMULATION

HAND_CLASS = DTZHand

__all__ = ["Combo", "classify", "beats", "can_beat", "card_points", "trick_bonus", "settle_hand",
           "settle_match", "HAND_CLASS", "SERIES", "SIMULATION", "POINTS_TOTAL"]
