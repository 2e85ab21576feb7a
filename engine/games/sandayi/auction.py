"""三打一 auction (SDY-3) and the farmers' bomb allowances it fixes (SDY-5)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

__all__ = ["Auction", "legal_bids", "auction_result", "bid_error", "N"]

N = 4  # SDY-1.1
TOP_BID = 3


@dataclass(frozen=True)
class Auction:
    landlord: int
    level: int
    toulou: bool
    all_passed: bool
    #: per seat: bomb plays allowed (SDY-5.1, 5.3); None = unlimited (SDY-5.2, SDY-5.3)
    bomb_allowances: tuple[int | None, ...]


def _check_call(b: object, i: int) -> int:
    if isinstance(b, bool) or not isinstance(b, int) or not 0 <= b <= TOP_BID:
        raise ValueError(f"SDY-3.2: call {i + 1} must be 0 (不叫) or 1, 2, 3 (档), not {b!r}")
    return b


def legal_bids(bids: Sequence[int]) -> list[int]:
    """The calls the next player may make after ``bids`` (SDY-3.1 – 3.4), ascending; [] once over."""
    calls = [_check_call(b, i) for i, b in enumerate(bids)]
    if len(calls) >= N or TOP_BID in calls:
        return []
    high = max(calls, default=0)
    return [0] + list(range(high + 1, TOP_BID + 1))


def bid_error(bids: Sequence[int], call: object) -> str | None:
    """Why ``call`` may not follow ``bids`` (one sentence citing the rule), or None."""
    if isinstance(call, bool) or not isinstance(call, int) or not 0 <= call <= TOP_BID:
        return f"SDY-3.2: a call is 0 (不叫) or 1, 2, 3 (档), not {call!r}"
    allowed = legal_bids(bids)
    if not allowed:
        return "SDY-3.1: the auction is over; every player has had his one turn or 3档 was called"
    if call not in allowed:
        high = max(bids)
        return (f"SDY-3.3: a bid must be higher than the highest bid so far ({high}档); "
                f"you may pass (0) or bid {' or '.join(str(b) for b in allowed[1:]) or 'nothing'}")
    return None


def auction_result(marker: int, bids: Sequence[int]) -> Auction | None:
    """The outcome of the auction begun by ``marker`` (SDY-3.1), or None while it goes on.

    ``bids`` are the calls in turn order from the marker holder: 0 = 不叫, 1–3 = 档.
    ValueError (citing the rule) for an illegal call or a call after the end.
    """
    if isinstance(marker, bool) or not isinstance(marker, int) or not 0 <= marker < N:
        raise ValueError(f"SDY-2.4: the marker holder must be a seat 0–3, not {marker!r}")
    if not isinstance(bids, (list, tuple)):
        raise ValueError("SDY-3.2: bids must be a list of calls")
    for i, b in enumerate(bids):
        reason = bid_error(bids[:i], b)
        if reason is not None:
            raise ValueError(f"call {i + 1}: {reason}")
    if legal_bids(bids):
        return None
    high = max(bids)
    if high == 0:
        # SDY-3.6: all passed; the marker holder is landlord at 1档
        return Auction(marker, 1, False, True, _allowances(marker, marker, 1, False, bids))
    idx = bids.index(high)
    landlord = (marker + idx) % N
    toulou = idx == 0 and high == TOP_BID  # SDY-3.7
    return Auction(landlord, high, toulou, False, _allowances(marker, landlord, high, toulou, bids))


def _allowances(marker: int, landlord: int, level: int, toulou: bool,
                bids: Sequence[int]) -> tuple[int | None, ...]:
    """SDY-5.3's table."""
    out: list[int | None] = [None] * N
    for seat in range(N):
        if seat == landlord:
            continue  # SDY-5.2: no limit
        turn = (seat - marker) % N  # his place in the auction
        if toulou:
            out[seat] = None  # seed rule 2
        elif level == 1:
            out[seat] = 0 if seat == (landlord - 1) % N else 1  # seed rule 3 / all-pass clause
        elif level == 2:
            out[seat] = 1  # seed rule 4
        elif turn < len(bids):
            out[seat] = 2 if bids[turn] == 2 else 1  # seed rules 3, 4
        else:
            out[seat] = None  # seed rule 2: after the 3档 bidder, no turn
    return tuple(out)
