"""斗地主's bidding as pure functions of the bids so far: 叫分 (DDZ-3) and the house rule 抢地主
(DDZ-4). A bid is ``(seat, value)``: in 叫分 the value is 0 (不叫) or 1–3 points; in 抢地主 it is 1
(叫地主 / 抢地主) or 0 (不叫 / 不抢)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Turn", "Won", "REDEAL", "next_step", "legal_values", "N", "FORCED_DEAL"]

N = 3
#: DDZ-3.4, 4.3: on this deal of a hand (after two redeals) the first bidder may not pass
FORCED_DEAL = 3


@dataclass(frozen=True)
class Turn:
    """The bidding goes on: ``seat`` bids next; ``robbing`` in 抢地主 once the landlord is called."""

    seat: int
    robbing: bool = False


@dataclass(frozen=True)
class Won:
    """The bidding is over: ``landlord`` and the hand's bid multiple (the points bid in 叫分; 2 to
    the number of robs in 抢地主)."""

    landlord: int
    multiple: int
    robs: int = 0


#: everybody passed: the cards are dealt again (DDZ-3.4, 4.3)
REDEAL = "redeal"


def next_step(mode: str, first: int, bids: list[tuple[int, int]]) -> Turn | Won | str:
    """Who bids next, who won, or ``REDEAL``, from the bids so far (``first`` bid first)."""
    return _score(first, bids) if mode == "score" else _rob(first, bids)


def _score(first: int, bids: list[tuple[int, int]]) -> Turn | Won | str:
    """DDZ-3.1–3.4: once each in turn; a 3 ends it; the highest bid wins; all passing redeals."""
    best = max(bids, key=lambda b: b[1], default=None)
    if best is not None and best[1] == 3:
        return Won(best[0], 3)
    if len(bids) < N:
        return Turn((first + len(bids)) % N)
    if best is None or best[1] == 0:
        return REDEAL
    return Won(best[0], best[1])


def _rob(first: int, bids: list[tuple[int, int]]) -> Turn | Won | str:
    """DDZ-4.1–4.3: the first to call is the candidate; each later seat that has not declined may rob
    once (×2, and becomes the candidate); if anyone robbed, the caller may rob back last."""
    order = [(first + i) % N for i in range(N)]
    values = iter(v for _, v in bids)
    caller = None
    for at, seat in enumerate(order):
        v = next(values, None)
        if v is None:
            return Turn(seat)
        if v:
            caller = at
            break
    if caller is None:
        return REDEAL
    candidate, robs = order[caller], 0
    for seat in order[caller + 1:]:
        v = next(values, None)
        if v is None:
            return Turn(seat, robbing=True)
        if v:
            candidate, robs = seat, robs + 1
    if robs:
        v = next(values, None)
        if v is None:
            return Turn(order[caller], robbing=True)
        if v:
            candidate, robs = order[caller], robs + 1
    return Won(candidate, 2 ** robs, robs)


def legal_values(mode: str, bids: list[tuple[int, int]], forced: bool) -> list[int]:
    """The values the seat to bid may choose: 0 first, then the bids above the highest so far (叫分);
    0 and 1 (抢地主). On the ``forced`` deal the first bidder may not pass (DDZ-3.4, 4.3)."""
    if mode == "score":
        out = [0] + [v for v in (1, 2, 3) if v > max((b for _, b in bids), default=0)]
    else:
        out = [0, 1]
    if forced and not bids:
        out.remove(0)
    return out
