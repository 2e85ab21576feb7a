"""Leaving during a hand, 逃跑 (CX-14): a platform rule, not part of a played hand.

The offline app saves a hand that is left and resumes it later, so nobody escapes; a networked
table would settle a deliberate escape with ``escape_deltas``.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["escape_deltas"]


def escape_deltas(committed: Sequence[int], escaper: int, bankroll: int) -> list[int]:
    """CX-14.2: the hand is cancelled; every other player gets his commitment back (change 0);
    the escaper is debited the total committed on the table, down to zero chips. What goes beyond
    his own commitment is a penalty paid to nobody, so the result is not zero-sum."""
    if not 0 <= escaper < len(committed):
        raise ValueError(f"CX-14.2: the escaper must be a seat 0-{len(committed) - 1}, not {escaper}")
    if bankroll < 0 or any(c < 0 for c in committed):
        raise ValueError("CX-0.4: chip amounts are whole numbers ≥ 0")
    out = [0] * len(committed)
    out[escaper] = -min(sum(committed), bankroll)
    return out
