"""贵州板子炮 (banzipao): rules BZP-1 … BZP-13 of ``shared/rules/banzipao.md``.

API section 7: ``classify``, ``beats``, ``can_beat``, ``is_tianpai``; section 8: ``settle_hand``.
``HAND_CLASS`` plays one hand (phases and view keys in ``docs/rules/banzipao.md``); the match is
the default fixed-number-of-hands series (option ``hands``, BZP-1.5), so there is no ``SERIES``.
"""

from .combos import CATEGORY, Combo, beats, can_beat, candidate_plays, classify, is_tianpai, value
from .hand import DECK_WITHOUT, BZPHand
from .scoring import settle_hand, settle_with_lines, tianpai_winner
from .simulation import SIMULATION
from .view_schema import BZPView

#: the TypedDict of ``view(seat)`` (engine.views)
VIEW_SCHEMA = BZPView
HAND_CLASS = BZPHand

__all__ = ["Combo", "classify", "beats", "can_beat", "is_tianpai", "settle_hand", "HAND_CLASS",
           "SIMULATION", "candidate_plays", "settle_with_lines", "tianpai_winner", "BZPHand", "value",
           "CATEGORY", "DECK_WITHOUT", "VIEW_SCHEMA", "BZPView"]
