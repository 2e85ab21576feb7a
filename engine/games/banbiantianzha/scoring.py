"""半边天炸 settlement: 朝分 (BBT-11), the hand decision (BBT-12) and pairwise multipliers (BBT-13)."""

from __future__ import annotations

from typing import Any

from ...hand import ScoreLine
from ...registry import normalize_options

__all__ = ["settle_hand", "settle_with_lines", "dou_seats"]

CHAOFEN = 20  # BBT-11.1


def _seat(x: Any, what: str) -> int:
    if isinstance(x, bool) or not isinstance(x, int) or not 0 <= x < 3:
        raise ValueError(f"BBT-1.1: {what} must be a seat 0, 1 or 2, not {x!r}")
    return x


def _seats(xs: Any, what: str) -> list[int]:
    if not isinstance(xs, (list, tuple)):
        raise ValueError(f"BBT-13: {what} must be a list of seats")
    out = [_seat(x, what) for x in xs]
    if len(set(out)) != len(out):
        raise ValueError(f"BBT-13: {what} lists a seat twice")
    return out


def dou_seats(zhuang: int, dou: list[int], declined: list[int], help_dou: bool) -> set[int]:
    """Who is 抖 (BBT-3.5, 3.6): the choosers, plus with 助抖 a 闲 who had not chosen."""
    result = set(dou)
    if help_dou and dou:
        result |= {s for s in range(3) if s != zhuang and s not in dou and s not in declined}
    return result


def settle_with_lines(facts: dict[str, Any], options: dict[str, Any] | None = None
                      ) -> tuple[list[int], list[int], list[ScoreLine]]:
    """(deltas, winners, ledger) for one hand; see ``settle_hand`` for the facts."""
    if not isinstance(facts, dict):
        raise ValueError("BBT-13: facts must be a dict")
    opts = normalize_options("banbiantianzha", options)
    known = {"banker", "hammer", "surrendered", "counter_shot", "dou", "declined_dou", "counter_dou",
             "points", "order"}
    unknown = set(facts) - known
    if unknown:
        raise ValueError(f"BBT-13: unknown fact(s) {sorted(unknown)}")
    if "banker" not in facts:
        raise ValueError("BBT-2.1: facts need the banker (the BJ holder)")
    banker = _seat(facts["banker"], "banker")
    hammer = set(_seats(facts.get("hammer", []), "hammer"))
    surrendered = facts.get("surrendered", False)
    if not isinstance(surrendered, bool):
        raise ValueError("BBT-3.2: surrendered must be true or false")
    counter = facts.get("counter_shot")
    if counter is not None:
        counter = _seat(counter, "counter_shot")
        if not surrendered:
            raise ValueError("BBT-3.3: 反枪 is only possible after the banker's 投降")
        if counter == banker:
            raise ValueError("BBT-3.3: the surrendering banker cannot 反枪 himself")
    lines: list[ScoreLine] = []
    h = [1 if s in hammer else 0 for s in range(3)]
    for s in sorted(hammer):
        lines.append(ScoreLine("bbt.hammer", s, 2, {"rule": "BBT-13.2"}))

    if surrendered and counter is None:
        # BBT-13.4 / BBT-12.4: a loss for the banker without play
        deltas = [0, 0, 0]
        for x in range(3):
            if x == banker:
                continue
            m = 2 ** (h[banker] + h[x])
            deltas[x] += m
            deltas[banker] -= m
            lines.append(ScoreLine("bbt.surrender_pair", x, m, {
                "banker": banker, "multiplier": m, "hammer": h[banker] + h[x], "rule": "BBT-13.4"}))
        lines.append(ScoreLine("bbt.total", None, 0, {"deltas": deltas}))
        return deltas, [s for s in range(3) if s != banker], lines

    zhuang = counter if counter is not None else banker  # BBT-13.5
    xian = [s for s in range(3) if s != zhuang]
    dou = _seats(facts.get("dou", []), "dou")
    declined = _seats(facts.get("declined_dou", []), "declined_dou")
    if set(dou) & set(declined):
        raise ValueError("BBT-3.5: a seat cannot both 抖 and decline 抖")
    if zhuang in dou or zhuang in declined:
        raise ValueError("BBT-3.5: the 庄 never 抖s")
    d_set = dou_seats(zhuang, dou, declined, opts["help_dou"])
    counter_dou = facts.get("counter_dou", False)
    if not isinstance(counter_dou, bool):
        raise ValueError("BBT-3.7: counter_dou must be true or false")
    if counter_dou and not d_set:
        raise ValueError("BBT-3.7: 反抖 needs at least one 闲 who is 抖")
    points = facts.get("points")
    if not isinstance(points, (list, tuple)) or len(points) != 3 or not all(
            isinstance(p, int) and not isinstance(p, bool) for p in points):
        raise ValueError("BBT-10.2: points must list three whole numbers")
    order = facts.get("order")
    if not isinstance(order, (list, tuple)) or not order:
        raise ValueError("BBT-9.1: order must list the finishing order")
    order = _seats(order, "order")
    if order[0] != zhuang and len(order) != 3 and not opts["end_on_first_out"]:
        raise ValueError("BBT-9.1: when a 闲 goes out first the order lists all three seats")
    if len(order) not in (1, 3):
        raise ValueError("BBT-9.1: order lists one seat (the 庄 out first) or all three")

    for s in range(3):
        lines.append(ScoreLine("bbt.card_points", s, points[s], {"rule": "BBT-10.2"}))
    z = points[zhuang]
    x = sum(points[s] for s in xian)
    up = order[0]
    if up == zhuang:
        # BBT-9.5 / 11.1: the 闲 side is 下游 and gives 20 to the 庄
        z += CHAOFEN
        x -= CHAOFEN
        lines.append(ScoreLine("bbt.chaofen", zhuang, CHAOFEN, {"from": "defenders", "rule": "BBT-11.1"}))
    elif len(order) == 1:
        # house rule end_on_first_out: a 闲 out first ends the hand; the 庄 is 下游 and gives 20
        z -= CHAOFEN
        x += CHAOFEN
        lines.append(ScoreLine("bbt.chaofen", up, CHAOFEN, {"from": zhuang, "rule": "BBT-11.1"}))
    else:
        down = order[2]
        if (up == zhuang) != (down == zhuang):
            if down == zhuang:
                z -= CHAOFEN
                x += CHAOFEN
            else:
                z += CHAOFEN
                x -= CHAOFEN
            lines.append(ScoreLine("bbt.chaofen", up, CHAOFEN, {"from": down, "rule": "BBT-11.1"}))
        else:
            lines.append(ScoreLine("bbt.no_chaofen", None, 0, {"rule": "BBT-11.3"}))
    if z > x:
        outcome = "banker"
        rule = "BBT-12.2"
    elif z < x:
        outcome = "defenders"
        rule = "BBT-12.2"
    elif opts["tie_rule"] == "draw":
        outcome = "draw"
        rule = "BBT-12.3"
    else:
        outcome = "banker" if up == zhuang else "defenders"
        rule = "BBT-12.3"
    lines.append(ScoreLine("bbt.decision", None, z - x, {
        "banker_points": z, "defender_points": x, "outcome": outcome, "rule": rule}))

    deltas = [0, 0, 0]
    if outcome != "draw":
        sign = 1 if outcome == "defenders" else -1
        for s in xian:
            d = 1 if s in d_set else 0
            # house rule fandou_all off: 反抖 doubles only the pairs whose 闲 is 抖 (BBT-3.7)
            r = 1 if counter_dou and (d or opts["fandou_all"]) else 0
            m = 2 ** (h[zhuang] + h[s]) * 2 * 2 ** d * 2 ** r  # BBT-13.2, base b = 1, g = 1
            deltas[s] += sign * m
            deltas[zhuang] -= sign * m
            lines.append(ScoreLine("bbt.pair", s, sign * m, {
                "banker": zhuang, "multiplier": m, "hammer": h[zhuang] + h[s], "shoot": 1, "dou": d,
                "counter_dou": r, "rule": "BBT-13.2"}))
    lines.append(ScoreLine("bbt.total", None, 0, {"deltas": deltas}))
    if outcome == "draw":
        winners: list[int] = []
    elif outcome == "banker":
        winners = [zhuang]
    else:
        winners = xian
    return deltas, winners, lines


def settle_hand(facts: dict[str, Any], options: dict[str, Any] | None = None) -> list[int]:
    """Each seat's score change for one hand (BBT-11 to BBT-13), zero-sum."""
    return settle_with_lines(facts, options)[0]
