"""三打一 scoring (SDY-11): ``score`` and the ledger of a played hand."""

from __future__ import annotations

from ...hand import ScoreLine

__all__ = ["score", "settle_lines", "MAX_REPORTS"]

MAX_REPORTS = 5  # SDY-9.1: the four jokers and at most four ranks of 7+ cards in 33 cards
N = 4


def _validate(bid: object, landlord_won: object, toulou: object, tanda: object, reports: object,
              any_tanda: bool = False) -> None:
    if isinstance(bid, bool) or not isinstance(bid, int) or bid not in (1, 2, 3):
        raise ValueError(f"SDY-11: the bid (档) is 1, 2 or 3, not {bid!r}")
    if landlord_won not in (True, False, None) or not isinstance(landlord_won, (bool, type(None))):
        raise ValueError(f"SDY-8.5: landlord_won is True, False or None (不打), not {landlord_won!r}")
    if not isinstance(toulou, bool) or not isinstance(tanda, bool):
        raise ValueError("SDY-11: toulou and tanda are True or False")
    if isinstance(reports, bool) or not isinstance(reports, int) or not 0 <= reports <= MAX_REPORTS:
        raise ValueError(f"SDY-9.1: the number of reports is 0 to {MAX_REPORTS}, not {reports!r}")
    if toulou and bid != 3:
        raise ValueError("SDY-3.7: 头撂 is an opening 3档 bid; it cannot be scored at 1 or 2档")
    if tanda and not toulou and not any_tanda:
        raise ValueError("SDY-10.3: 摊打 exists only in a 头撂 game")
    if landlord_won is None and reports < 2:
        raise ValueError("SDY-9.6: 不打 needs two or more reports (SDY-11.4); a single 报到 must be played")
    if landlord_won is None and tanda:
        raise ValueError("SDY-4.3: 摊打 is chosen only for a hand that is played, never with 不打")


def score(bid: int, landlord_won: bool | None, *, toulou: bool = False, tanda: bool = False,
          reports: int = 0, any_tanda: bool = False) -> tuple[int, int]:
    """(the landlord's change, each farmer's change) for one hand by SDY-11.

    ``bid`` is the 档 the hand is scored at (1 after an all-pass, SDY-3.6); ``landlord_won=None``
    is a 不打 hand (SDY-11.4). The landlord's change is always −3 × each farmer's. ``any_tanda``:
    the house rule ``tanda_any`` (摊打 on every row, SDY-10.3) is on.
    """
    _validate(bid, landlord_won, toulou, tanda, reports, any_tanda)
    u = 10 * bid  # 本局分 of a farmer
    t = 2 if tanda else 1  # SDY-10.2, 11.6
    k = reports
    if landlord_won is None:
        farmer = -(k - 1) * u  # SDY-11.4, 11.5: no 头撂, 摊打 or report multiplier
    elif landlord_won:
        r = k + 1 if k >= 1 else 1  # SDY-11.1, 11.5
        p = u * t * r
        if toulou:
            p = p * 4 // 3  # SDY-11.1: u = 30, so exact
        farmer = -p
    elif k == 0:
        farmer = u * t  # SDY-11.2, 11.8: a lost 头撂 is paid as 3档
    else:
        farmer = -(k - 1) * u * t  # SDY-11.3, 11.5, 11.6 (k = 1: nobody pays)
    return -3 * farmer, farmer


def settle_lines(landlord: int, bid: int, landlord_won: bool | None, *, toulou: bool = False,
                 tanda: bool = False, reports: int = 0, any_tanda: bool = False
                 ) -> tuple[list[int], list[ScoreLine]]:
    """Per-seat deltas (from ``score``) and the ledger that explains them."""
    lord, farmer = score(bid, landlord_won, toulou=toulou, tanda=tanda, reports=reports, any_tanda=any_tanda)
    lines = [ScoreLine("sdy.base", None, 10 * bid, {"level": bid, "rule": "SDY-11"})]
    if landlord_won is None:
        lines.append(ScoreLine("sdy.buda", landlord, reports - 1, {"reports": reports, "rule": "SDY-11.4"}))
    elif landlord_won:
        if toulou:
            lines.append(ScoreLine("sdy.toulou_win", landlord, 4, {"times": "4/3", "rule": "SDY-11.1"}))
        if tanda:
            lines.append(ScoreLine("sdy.tanda", landlord, 2, {"rule": "SDY-10.2"}))
        if reports:
            lines.append(ScoreLine("sdy.reports_win", landlord, reports + 1,
                                   {"reports": reports, "rule": "SDY-11.1"}))
    else:
        if toulou:
            lines.append(ScoreLine("sdy.toulou_loss", landlord, 3, {"rule": "SDY-11.8"}))
        if tanda:
            lines.append(ScoreLine("sdy.tanda", landlord, 2, {"rule": "SDY-11.6"}))
        if reports:
            lines.append(ScoreLine("sdy.reports_loss", landlord, reports - 1,
                                   {"reports": reports, "rule": "SDY-11.3"}))
    deltas = [lord if s == landlord else farmer for s in range(N)]
    for s in range(N):
        lines.append(ScoreLine("sdy.landlord" if s == landlord else "sdy.farmer", s, deltas[s],
                               {"rule": "SDY-11"}))
    lines.append(ScoreLine("sdy.total", None, 0, {"deltas": deltas}))
    return deltas, lines
