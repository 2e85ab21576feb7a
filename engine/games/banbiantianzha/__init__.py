"""邵阳半边天炸 (banbiantianzha): rules BBT-1 … BBT-15 of ``shared/rules/banbiantianzha.md``."""

from ...simulate import Simulation
from .combos import BOMB_CATEGORY, Combo, beats, can_beat, classify, count_bombs, value
from .hand import DECK_WITHOUT, POINTS_TOTAL, BBTHand, card_points
from .scoring import settle_hand
from .series import SERIES
from .simulation import SIMULATION
from .view_schema import BBTView

#: the TypedDict of ``view(seat)`` (engine.views)
VIEW_SCHEMA = BBTView
HAND_CLASS = BBTHand

__all__ = ["Combo", "classify", "beats", "can_beat", "card_points", "count_bombs", "settle_hand",
           "HAND_CLASS", "SERIES", "SIMULATION", "POINTS_TOTAL", "Simulation", "value", "BOMB_CATEGORY",
           "DECK_WITHOUT", "VIEW_SCHEMA", "BBTView"]
