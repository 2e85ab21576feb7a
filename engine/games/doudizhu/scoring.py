"""斗地主's score of a hand (DDZ-9): one unit is the base score × the bid multiple × 2 for each bomb
or rocket played (up to the house rule's cap) × 2 for 明牌 × 2 for 春天 or 反春; the landlord wins or
loses two units, each farmer one."""

from __future__ import annotations

from ...hand import ScoreLine

__all__ = ["unit", "settle", "N"]

N = 3


def unit(base: int, multiple: int, bombs: int, cap: int, shown: bool, spring: bool) -> int:
    """DDZ-9.1, 9.4: ``cap`` 0 lets every bomb double."""
    doublings = bombs if cap == 0 else min(bombs, cap)
    return base * multiple * (1 << doublings) * (2 if shown else 1) * (2 if spring else 1)


def settle(landlord: int, landlord_won: bool, base: int, multiple: int, bombs: int, cap: int,
           shown: bool, spring: bool) -> tuple[list[int], list[ScoreLine]]:
    """The hand's deltas (zero-sum, DDZ-9.3) and its ledger: the unit's factors, then each seat."""
    u = unit(base, multiple, bombs, cap, shown, spring)
    sign = 1 if landlord_won else -1
    deltas = [2 * u * sign if s == landlord else -u * sign for s in range(N)]
    doublings = bombs if cap == 0 else min(bombs, cap)
    doubled = doublings + int(shown) + int(spring)
    lines = [ScoreLine("ddz_unit", None, u, {"base": base, "multiple": multiple, "bombs": bombs,
                                             "bomb_doublings": doublings, "shown": shown,
                                             "spring": spring, "doubling": 1 << doubled})]
    # then each doubling on its own line, so the ledger says what made the unit
    if bombs:
        lines.append(ScoreLine("ddz_bombs", None, 1 << doublings,
                               {"bombs": bombs, "bomb_doublings": doublings, "cap": cap}))
    if shown:
        lines.append(ScoreLine("ddz_shown", None, 2, {}))
    if spring:
        lines.append(ScoreLine("ddz_spring" if landlord_won else "ddz_fanchun", None, 2, {}))
    lines += [ScoreLine("landlord" if s == landlord else "farmer", s, d, {}) for s, d in enumerate(deltas)]
    return deltas, lines
