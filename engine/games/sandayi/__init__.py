"""上海三打一 (sandayi): rules SDY-0 … SDY-12 of ``shared/rules/sandayi.md``."""

from .auction import Auction, auction_result, legal_bids
from .combos import Combo, beats, can_beat, classify, value
from .hand import SDYHand, place_marker
from .play import PlayState, play_error, play_out, reportable_sets
from .scoring import score
from .simulation import SIMULATION
from .view_schema import SDYView

#: the TypedDict of ``view(seat)`` (engine.views)
VIEW_SCHEMA = SDYView
HAND_CLASS = SDYHand

__all__ = ["Combo", "classify", "beats", "can_beat", "score", "legal_bids", "auction_result", "Auction",
           "reportable_sets", "play_error", "play_out", "PlayState", "HAND_CLASS", "SIMULATION", "value",
           "VIEW_SCHEMA", "SDYView", "place_marker"]
