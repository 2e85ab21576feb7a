"""Rules of 五人三副牌找朋友升级 (zhaopengyou): pure rule functions (API sections 7 and 8), the
Hand, the series (levels until someone wins at A) and the simulator's invariants."""

from .declare import BiddingState, bidding_state, bottom_flip
from .follow import follow_error, legal_follows, simple_leads, trick_winner
from .friend import friend_call_error, friend_seat
from .hand import ZhaoPengyouHand
from .scoring import (
    bottom_multiplier,
    card_points,
    defender_points,
    game_winners,
    level_changes,
    next_levels,
    next_starter,
)
from .series import SERIES
from .sim import SIMULATION
from .throw import reduced_throw, throw_blockers, throw_choices
from .trump import Trump, is_trump
from .units import Unit, units

HAND_CLASS = ZhaoPengyouHand

__all__ = [
    "Trump", "Unit", "units", "is_trump", "follow_error", "trick_winner", "throw_blockers",
    "bottom_multiplier", "level_changes", "card_points", "defender_points", "throw_choices",
    "reduced_throw", "bidding_state", "BiddingState", "bottom_flip", "friend_call_error",
    "friend_seat", "next_levels", "next_starter", "game_winners", "legal_follows", "simple_leads",
    "HAND_CLASS", "SERIES", "SIMULATION", "ZhaoPengyouHand",
]
