"""Rules of 五人三副牌找朋友升级 (zhaopengyou): pure rule functions (API sections 7 and 8), the
Hand, the series (levels until someone wins at A) and the simulator's invariants."""

from .declare import BiddingState, bidding_state, bottom_flip
from .fit import beats_shape
from .follow import follow_error, lead_shapes, legal_follows, play_value, simple_leads, trick_winner
from .friend import friend_call_error, friend_seat
from .hand import ZhaoPengyouHand
from .scoring import (
    FACE_POINTS,
    NUM_SEATS,
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
from .throw import parse_shape, reduced_throw, throw_blockers, throw_choices
from .trump import (
    FACES,
    TRACTOR_MINS,
    TRUMP,
    Trump,
    card_order_key,
    face_id,
    is_trump,
    suit_key,
    table,
    trump_from_view,
)
from .turns import trick_seat, trick_step
from .units import Unit, units
from .view_schema import ZPYView

#: the TypedDict of ``view(seat)`` (engine.views)
VIEW_SCHEMA = ZPYView
HAND_CLASS = ZhaoPengyouHand

__all__ = [
    "Trump", "Unit", "units", "is_trump", "follow_error", "trick_winner", "throw_blockers",
    "bottom_multiplier", "level_changes", "card_points", "defender_points", "throw_choices",
    "reduced_throw", "bidding_state", "BiddingState", "bottom_flip", "friend_call_error",
    "friend_seat", "next_levels", "next_starter", "game_winners", "legal_follows", "simple_leads",
    "HAND_CLASS", "SERIES", "SIMULATION", "ZhaoPengyouHand",
    # what the AI and the app lean on (docs/engine-conventions.md, "Public names")
    "FACES", "TRUMP", "face_id", "table", "card_order_key", "FACE_POINTS", "NUM_SEATS", "lead_shapes",
    "play_value", "beats_shape", "parse_shape", "VIEW_SCHEMA", "ZPYView", "trick_seat", "trick_step",
    "trump_from_view", "TRACTOR_MINS", "suit_key",
]
