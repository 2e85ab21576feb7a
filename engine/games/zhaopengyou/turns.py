"""The order of play inside a trick (ZPY-2.2 and its house rule ``clockwise_tricks``).

The ruling uses one rotation, ``NEXT`` = seat + 1 (drawn counterclockwise), for everything. The house
rule takes the seed's 「出牌顺序 方向：顺时针」 literally: inside a trick play goes the other way
(seat − 1), while dealing, bidding, the flip tie-break, the throw check and the next starter keep
``NEXT``. This module is the one place that reads the option; the view carries the result as
``trick_step`` so that the app and the AI follow the same order.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .scoring import NUM_SEATS

__all__ = ["trick_step", "trick_seat"]


def trick_step(options: Mapping[str, Any]) -> int:
    """+1 (tricks follow ``NEXT``, the ruling) or −1 (clockwise tricks, the house rule)."""
    return -1 if options.get("clockwise_tricks", False) else 1


def trick_seat(leader: int, i: int, step: int) -> int:
    """The seat of the ``i``-th play of a trick led by ``leader`` (0 = the lead)."""
    return (leader + step * i) % NUM_SEATS
