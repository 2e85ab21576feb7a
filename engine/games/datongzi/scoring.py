"""打筒子 scores: a hand's race score R (DTZ-9, 10.1), bonuses (DTZ-8) and the match end (DTZ-10, 11).

Two scores are kept apart (DTZ-8.4, 10.1): the race score R (card points + finishing bonuses) that
races to the target, and the bonus score B (筒子/地炸 奖励分) that only counts in the final settlement.
"""

from __future__ import annotations

from typing import Any

from ...hand import ScoreLine
from ...registry import normalize_options

__all__ = ["finish_bonuses", "settle_hand", "settle_with_lines", "settle_match", "match_lines",
           "FINISH_BONUS"]

#: DTZ-9.1: 一游 +100, 二游 −40, 三游 −60
FINISH_BONUS = (100, -40, -60)
N = 3


def _ints(x: Any, what: str, rule: str) -> list[int]:
    if not isinstance(x, (list, tuple)) or len(x) != N or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in x):
        raise ValueError(f"{rule}: {what} must list three whole numbers, one per seat")
    return list(x)


def _order(x: Any) -> list[int]:
    if (not isinstance(x, (list, tuple)) or len(x) != N
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in x)
            or sorted(x) != list(range(N))):
        raise ValueError("DTZ-6.1: order must list the three seats 0, 1, 2 once each: 一游, 二游, 三游")
    return list(x)


def settle_with_lines(facts: dict[str, Any], options: dict[str, Any] | None = None, *,
                      awards: list[tuple[int, str, list[int], int]] | None = None,
                      void: int | None = None) -> tuple[list[int], list[int], list[ScoreLine]]:
    """(R deltas, winners = [一游], ledger) for one hand; ``awards`` are the hand's bonuses
    ``(seat, kind, key, value)`` (B, not in the deltas) and ``void`` the points nobody took."""
    if not isinstance(facts, dict):
        raise ValueError("DTZ-10.1: facts must be a dict")
    counts = normalize_options("datongzi", options)["finish_counts"]
    unknown = set(facts) - {"points", "order"}
    if unknown:
        raise ValueError(f"DTZ-10.1: unknown fact(s) {sorted(unknown)}; the facts are points and order")
    if "points" not in facts or "order" not in facts:
        raise ValueError("DTZ-10.1: facts need points (DTZ-7) and order (DTZ-6.1)")
    points = _ints(facts["points"], "points", "DTZ-7")
    if any(p < 0 or p % 5 for p in points) or sum(points) > 300:
        raise ValueError("DTZ-7.1: captured points are multiples of 5, at least 0, at most 300 in all")
    order = _order(facts["order"])
    lines: list[ScoreLine] = []
    deltas = list(points)
    for s in range(N):
        lines.append(ScoreLine("dtz.card_points", s, points[s], {"score": "race", "rule": "DTZ-7"}))
    for place, s in enumerate(order):
        # house rule finish_counts off (seed 五.6): the finishing bonus waits for the final settlement
        if counts:
            deltas[s] += FINISH_BONUS[place]
        lines.append(ScoreLine("dtz.finish", s, FINISH_BONUS[place],
                               {"place": place + 1, "score": "race" if counts else "finish",
                                "rule": "DTZ-9.1"}))
    if void is not None:
        lines.append(ScoreLine("dtz.void_points", order[-1], void,
                               {"score": "none", "counts": False, "rule": "DTZ-6.4"}))
    for seat, kind, key, val in awards or []:
        detail: dict[str, Any] = {"kind": kind, "score": "bonus", "rule": "DTZ-8"}
        if kind == "tongzi":
            detail["rank"] = key[0]
        lines.append(ScoreLine("dtz.trick_bonus", seat, val, detail))
    lines.append(ScoreLine("dtz.race_total", None, 0, {"deltas": list(deltas), "rule": "DTZ-10.1"}))
    return deltas, [order[0]], lines


def finish_bonuses(order: list[int], options: dict[str, Any]) -> list[int]:
    """What the finishing bonus adds to each seat's B (not R): nothing unless the house rule
    ``finish_counts`` is off (DTZ-9.3 against seed 五.6)."""
    if options["finish_counts"]:
        return [0] * N
    out = [0] * N
    for place, s in enumerate(order):
        out[s] = FINISH_BONUS[place]
    return out


def settle_hand(facts: dict[str, Any], options: dict[str, Any] | None = None) -> list[int]:
    """Each seat's change of the race score R for one hand: card points + finishing bonus (DTZ-9)."""
    return settle_with_lines(facts, options)[0]


def settle_match(race: list[int], bonus: list[int], last_order: list[int],
                 options: dict[str, Any] | None = None, reached: list[int] | None = None
                 ) -> tuple[int, list[int]] | None:
    """``None`` while no R has reached the target (DTZ-10.2), else ``(winner, final scores)``:
    the winner by DTZ-10.3, F = R + B plus the end bonus for the winner (DTZ-11).

    ``reached``: the seats in the order their R reached the target during the last hand's tricks
    (``DTZState.reached``); with the house rules target_first ``first`` and finish_counts off, the
    first of them wins."""
    opts = normalize_options("datongzi", options)
    race = _ints(race, "race", "DTZ-10.1")
    bonus = _ints(bonus, "bonus", "DTZ-10.1")
    order = _order(last_order)
    by_trick = [] if reached is None else _seats_reached(reached, race, opts["target"])
    if opts["finish_counts"] and any(b < 0 for b in bonus):
        # with finish_counts off, B also holds the finishing bonuses, which may be negative
        raise ValueError("DTZ-8.1: bonus scores are never negative")
    target = opts["target"]
    reached = [s for s in range(N) if race[s] >= target]
    if not reached:
        return None
    winner = min(reached, key=lambda s: (-race[s], order.index(s)))
    if opts["target_first"] == "first" and not opts["finish_counts"] and by_trick:
        winner = by_trick[0]  # seed 五.1 "谁先打满1000分即为赢家", counted trick by trick
    final = [race[s] + bonus[s] for s in range(N)]
    final[winner] += opts["end_bonus"]
    return winner, final


def _seats_reached(reached: Any, race: list[int], target: int) -> list[int]:
    if (not isinstance(reached, list) or len(set(reached)) != len(reached)
            or any(type(s) is not int or not 0 <= s < N or race[s] < target for s in reached)):
        raise ValueError("DTZ-10.3: reached lists distinct seats whose race score reached the target")
    return list(reached)


def match_lines(race: list[int], bonus: list[int], winner: int, options: dict[str, Any] | None = None
                ) -> list[ScoreLine]:
    """The final settlement as ledger lines (DTZ-11), for the match's result screen."""
    opts = normalize_options("datongzi", options)
    lines = []
    for s in range(N):
        lines.append(ScoreLine("dtz.final_race", s, race[s], {"score": "final", "rule": "DTZ-11.1"}))
        lines.append(ScoreLine("dtz.final_bonus", s, bonus[s], {"score": "final", "rule": "DTZ-11.1"}))
    lines.append(ScoreLine("dtz.end_bonus", winner, opts["end_bonus"],
                           {"score": "final", "rule": "DTZ-11.2"}))
    final = [race[s] + bonus[s] + (opts["end_bonus"] if s == winner else 0) for s in range(N)]
    lines.append(ScoreLine("dtz.final_total", None, 0,
                           {"final": final, "winner": winner, "rule": "DTZ-11.3"}))
    return lines
