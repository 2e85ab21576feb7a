"""Suit-aware roll-outs of one 打筒子 hand, for the search of ``hard`` (``ai.games.datongzi_search``).

``ai.playout`` plays a hand out on rank counts, which drops suits; in 打筒子 that loses what matters
most: a 筒子 (three identical cards, DTZ-3.7) beats every bomb (DTZ-4.1), and a K/A/2 筒子 or a 地炸
that wins its trick earns 100/200/300/400 奖励分 (DTZ-8.1, 8.2), more than the whole finishing swing
(DTZ-9.1). So a seat's cards here are *rank counts* of its loose cards plus its *units*: every 地炸
(two cards of each suit of a rank, DTZ-3.8) and every 筒子 it holds, kept whole. A roll-out plays the
loose cards with the decomposition-driven policy of the climbing games (lead the weakest planned
group, follow with the cheapest group that beats, bomb for points or against a seat about to go
out, and under must-beat (DTZ-5.2) anything that beats), and plays units as whole bombs: a unit no
other seat can beat is led or thrown in at once when it carries a bonus (it wins its trick), a
bonus unit on the table is over-bombed when possible, and a unit is the last resort of must-beat.
The trick's winner takes its card points (DTZ-7) and the bonus of the play on top (DTZ-8.2); after
the second seat goes out the third answers once and the hand ends (DTZ-6.3). The finished world is
worth, to a seat, its race score (points + 100/−40/−60, DTZ-9.1, the finish weighted by
``FINISH_WEIGHT``) plus bonus, minus the others' mean, in hundreds (as ``duel_outcome`` scores a hand).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from engine import Card, Suit
from engine.games.datongzi import (
    DIZHA_BONUS,
    FINISH_BONUS,
    SUIT_ORDER,
    SUITS,
    TONGZI_BONUS,
    card_points,
    hand_counts,
)

from ..decompose import Group, Shapes, decompose
from ..playout import Top, group_values, lead_group, plain_group_top

# a play's comparison data is ai.playout's ``Top`` (the shared groups build it): here its category
# is 0 normal, 1 bomb, 2 筒子, 3 地炸 (DTZ-4.1), its length the cards of a bomb, ``extra`` a 筒子's
# suit order

__all__ = ["Unit", "Top", "SMove", "SimWorld", "reserve", "unit_top", "play_move", "policy_move",
           "rollout", "evaluate", "POINTS", "FINISH", "FINISH_WEIGHT", "DIZHA_BONUS", "BOMB_POINTS"]

#: DTZ-7.1 card points by rank value
POINTS = [card_points([Card(Suit.S, r)]) if 5 <= r <= 14 else 0 for r in range(16)]
#: DTZ-9.1 finishing bonus by place
FINISH = FINISH_BONUS
#: weight of the finishing bonus in a roll-out's worth: the 一游 also leads the next hand (DTZ-2.2),
#: worth more than this hand's +100 (measured: 1.4 raised hard's 一游 rate and score against normal)
FINISH_WEIGHT = 1.4
#: trick points that justify a loose bomb in a roll-out
BOMB_POINTS = 40
#: S H C D (the order of ``hand_counts``) -> DTZ-1.5 suit order
_SUIT_RANK = tuple(SUIT_ORDER[s] for s in SUITS)


class Unit(NamedTuple):
    """A 筒子 or 地炸 kept whole: its comparison data, its bonus if it wins a trick (DTZ-8.1) and its
    card points (DTZ-7.2)."""

    top: Top
    bonus: int
    points: int
    size: int


class SMove(NamedTuple):
    """A roll-out play: ``top``; loose rank values it takes; the unit it plays (or None)."""

    top: Top
    values: tuple[int, ...] = ()
    unit: Unit | None = None
    used: tuple[Group, ...] = ()  # planned groups it plays (empty: plan again)


def unit_top(kind: str, v: int, suit: int = 0) -> Top:
    return Top(3, "dizha", 1, v) if kind == "dizha" else Top(2, "tongzi", 1, v, suit)


def _tongzi(v: int, suit: int) -> Unit:
    return Unit(Top(2, "tongzi", 1, v, suit), TONGZI_BONUS.get(v, 0), 3 * POINTS[v], 3)


def _dizha(v: int) -> Unit:
    return Unit(Top(3, "dizha", 1, v), DIZHA_BONUS, 8 * POINTS[v], 8)


def reserve(cards: Sequence[Card]) -> tuple[list[int], list[Unit]]:
    """A hand as (loose rank counts, units): every 地炸 pattern first (DTZ-3.8, the bigger bonus),
    then every three identical cards (DTZ-3.7); the rest are loose."""
    per = hand_counts(cards)
    loose = [0] * 16
    units: list[Unit] = []
    for v in range(5, 16):
        p = per[v]
        if min(p) >= 2:
            units.append(_dizha(v))
            p = [x - 2 for x in p]
        for i, k in enumerate(p):
            if k >= 3:
                units.append(_tongzi(v, _SUIT_RANK[i]))
                k -= 3
            loose[v] += k
    units.sort()
    return loose, units


def beats(new: Top, old: Top) -> bool:
    """DTZ-4: category first; bombs by (cards, rank); 筒子 by (rank, suit); normal types alike only."""
    if new.cat != old.cat:
        return new.cat > old.cat
    if new.cat == 1:
        return (new.length, new.high) > (old.length, old.high)
    if new.cat:
        return (new.high, new.extra) > (old.high, old.extra)
    return new.kind == old.kind and new.length == old.length and new.high > old.high


group_top = plain_group_top
_values = group_values


class SimWorld:
    """One determinized hand in progress."""

    __slots__ = ("loose", "units", "plans", "to_act", "top", "top_seat", "top_bonus", "passed",
                 "trick_pts", "points", "bonus", "out", "over", "shapes")

    def __init__(self, loose: list[list[int]], units: list[list[Unit]], shapes: Shapes, to_act: int,
                 top: Top | None = None, top_seat: int | None = None, top_bonus: int = 0,
                 passed: list[int] | None = None, trick_pts: int = 0, points: list[int] | None = None,
                 bonus: list[int] | None = None, out: list[int] | None = None) -> None:
        self.loose = loose
        self.units = units
        self.plans: list[tuple[Group, ...] | None] = [None] * len(loose)
        self.shapes = shapes
        self.to_act = to_act
        self.top = top
        self.top_seat = top_seat
        self.top_bonus = top_bonus
        self.passed = list(passed or [])
        self.trick_pts = trick_pts
        self.points = list(points or [0] * len(loose))
        self.bonus = list(bonus or [0] * len(loose))
        self.out = list(out or [])
        self.over = False

    def copy(self) -> SimWorld:
        w = SimWorld.__new__(SimWorld)
        w.loose = [list(h) for h in self.loose]
        w.units = [list(u) for u in self.units]
        w.plans = list(self.plans)
        w.shapes = self.shapes
        w.to_act, w.top, w.top_seat, w.top_bonus = self.to_act, self.top, self.top_seat, self.top_bonus
        w.passed = list(self.passed)
        w.trick_pts = self.trick_pts
        w.points, w.bonus, w.out = list(self.points), list(self.bonus), list(self.out)
        w.over = self.over
        return w

    def left(self, seat: int) -> int:
        return sum(self.loose[seat]) + sum(u.size for u in self.units[seat])

    def plan(self, seat: int) -> tuple[Group, ...]:
        p = self.plans[seat]
        if p is None:
            p = self.plans[seat] = decompose(tuple(self.loose[seat]), self.shapes)[1]
        return p


# ---- playing a move -------------------------------------------------------------------------------

def play_move(w: SimWorld, seat: int, m: SMove | None) -> None:
    """``seat`` plays ``m`` (None: pass); the trick and the hand move on."""
    if m is not None:
        h = w.loose[seat]
        pts = 0
        for v in m.values:
            h[v] -= 1
            pts += POINTS[v]
        bonus = 0
        if m.unit is not None:
            w.units[seat].remove(m.unit)
            pts += m.unit.points
            bonus = m.unit.bonus
        if m.values:
            plan = w.plans[seat]
            if plan is not None and m.used:
                rest = list(plan)
                for g in m.used:
                    rest.remove(g)
                w.plans[seat] = tuple(rest)
            else:
                w.plans[seat] = None
        after_play(w, seat, m.top, pts, bonus)
    else:
        after_pass(w, seat)


def after_play(w: SimWorld, seat: int, top: Top, pts: int, bonus: int) -> None:
    """The seat's cards are already taken: put its play on top and move on."""
    w.trick_pts += pts
    w.top, w.top_seat, w.top_bonus, w.passed = top, seat, bonus, []
    if w.left(seat) == 0:
        w.out.append(seat)
    _advance(w, seat)


def after_pass(w: SimWorld, seat: int) -> None:
    w.passed.append(seat)
    _advance(w, seat)


def _advance(w: SimWorld, seat: int) -> None:
    n = len(w.loose)
    holding = [w.left(s) > 0 for s in range(n)]
    others = [s for s in range(n) if holding[s] and s != w.top_seat]
    if all(s in w.passed for s in others):  # DTZ-5.4: the trick is over
        winner = w.top_seat
        assert winner is not None
        w.points[winner] += w.trick_pts  # DTZ-5.5, 7
        w.bonus[winner] += w.top_bonus  # DTZ-8.2: only the winning play's bonus
        w.trick_pts, w.top, w.top_seat, w.top_bonus, w.passed = 0, None, None, 0, []
        if len(w.out) >= n - 1 or not any(holding):  # DTZ-6.3
            w.over = True
            return
        nxt = winner
        while not holding[nxt]:  # DTZ-2.3
            nxt = (nxt + 1) % n
        w.to_act = nxt
        return
    nxt = (seat + 1) % n
    while not holding[nxt]:
        nxt = (nxt + 1) % n
    w.to_act = nxt


def evaluate(w: SimWorld, seat: int) -> float:
    """Race score (card points + DTZ-9.1 finish, weighted) plus bonus, minus the others' mean, in hundreds."""
    n = len(w.loose)
    order = w.out + sorted((s for s in range(n) if s not in w.out), key=lambda s: w.left(s))
    total: list[float] = [w.points[s] + w.bonus[s] for s in range(n)]
    for place, s in enumerate(order):
        total[s] += FINISH_WEIGHT * FINISH[min(place, len(FINISH) - 1)]
    others = [total[s] for s in range(n) if s != seat]
    return (total[seat] - sum(others) / len(others)) / 100


# ---- the roll-out policy --------------------------------------------------------------------------

def _unit_safe(w: SimWorld, seat: int, u: Unit) -> bool:
    """No other seat holds a unit that beats ``u`` (the roll-out policy sees the whole world)."""
    for s, units in enumerate(w.units):
        if s != seat:
            for x in units:
                if beats(x.top, u.top):
                    return False
    return True


def _any_beat(sh: Shapes, counts: list[int], top: Top) -> SMove | None:
    """The cheapest loose play that beats ``top`` (must-beat, DTZ-5.2): the same shape higher, else
    the smallest beating bomb."""
    width = {"single": 1, "pair": 2, "triple": 3, "pair_run": 2, "plane": 3}.get(top.kind)
    if top.cat == 0 and width is not None:
        k = top.length
        runs = top.kind in ("pair_run", "plane")
        hi = sh.seq_hi if runs else sh.hi
        for t in range(top.high + 1, hi + 1):
            lo = t - k + 1
            if lo < sh.lo:
                continue
            if all(counts[v] >= width for v in range(lo, t + 1)):
                return SMove(Top(0, top.kind, k, t), tuple(v for v in range(lo, t + 1) for _ in range(width)))
    if top.cat >= 2:
        return None
    best: SMove | None = None
    for v in range(sh.lo, sh.hi + 1):
        c = counts[v]
        if c < 4:
            continue
        for n in range(4, c + 1):
            bomb = Top(1, "bomb", n, v)
            if beats(bomb, top) and (best is None or (n, v) < (best.top.length, best.top.high)):
                best = SMove(bomb, (v,) * n)
                break
    return best


def policy_move(w: SimWorld, seat: int) -> SMove | None:
    """The roll-out policy's play for ``seat`` (None: pass, only when nothing beats)."""
    units = w.units[seat]
    groups = w.plan(seat)
    top = w.top
    # going out in one play
    if not groups and len(units) == 1:
        u = units[0]
        if top is None or beats(u.top, top):
            return SMove(u.top, (), u)
    if not units and len(groups) == 1:
        g = groups[0]
        t = group_top(g)
        if top is None or beats(t, top):
            return SMove(t, _values(g), None, (g,))
    if top is None:
        return _lead(w, seat, groups, units)
    return _follow(w, seat, groups, units, top)


def _lead(w: SimWorld, seat: int, groups: tuple[Group, ...], units: list[Unit]) -> SMove:
    sh = w.shapes
    if units:
        safe = [u for u in units if u.bonus and _unit_safe(w, seat, u)]
        if safe:  # wins its trick for sure: bank the bonus, keep the lead
            u = max(safe, key=lambda u: u.bonus)
            return SMove(u.top, (), u)
    normal = [g for g in groups if not g.is_bomb]
    if normal:
        n = len(w.loose)
        opp_short = {w.left(s) for s in range(n) if s != seat and w.left(s) > 0}
        g = lead_group(normal, opp_short, sh)
        return SMove(group_top(g), _values(g), None, (g,))
    if groups:  # loose bombs only
        g = min(groups, key=group_top)
        return SMove(group_top(g), _values(g), None, (g,))
    u = units[0]  # units only: the weakest (units are sorted)
    return SMove(u.top, (), u)


def _follow(w: SimWorld, seat: int, groups: tuple[Group, ...], units: list[Unit], top: Top) -> SMove | None:
    sh = w.shapes
    counts = w.loose[seat]
    beating = [u for u in units if beats(u.top, top)]
    if beating:
        if w.top_bonus and top.cat >= 2:
            u = beating[0]  # take a bonus play's trick: deny it and maybe earn
            return SMove(u.top, (), u)
        safe = [u for u in beating if u.bonus and _unit_safe(w, seat, u)]
        if safe:
            u = max(safe, key=lambda u: u.bonus)
            return SMove(u.top, (), u)
    if top.cat == 0:
        best: tuple[float, SMove] | None = None
        for g in groups:
            if g.is_bomb or g.high <= top.high:
                continue
            t = group_top(g)
            if t.kind != top.kind or t.length != top.length:
                continue
            c = sh.group_cost(g)
            if best is None or c > best[0]:  # the weakest group that beats
                best = (c, SMove(t, _values(g), None, (g,)))
        if best is not None:
            return best[1]
        if top.kind in ("single", "pair"):
            width = 1 if top.kind == "single" else 2
            for v in range(top.high + 1, sh.hi + 1):
                if width <= counts[v] < 4:
                    return SMove(Top(0, top.kind, 1, v), (v,) * width)
    n = len(w.loose)
    top_seat = w.top_seat
    assert top_seat is not None  # a follow: the top play has its seat
    danger = 0 < w.left(top_seat) <= 2 or any(0 < w.left(s) <= 1 for s in range(n) if s != seat)
    if danger or w.trick_pts >= BOMB_POINTS:
        for g in sorted((g for g in groups if g.is_bomb), key=group_top):
            t = group_top(g)
            if beats(t, top):
                return SMove(t, _values(g), None, (g,))
        if beating:
            return SMove(beating[0].top, (), beating[0])
    m = _any_beat(sh, counts, top)  # must-beat (DTZ-5.2)
    if m is None and beating:
        m = SMove(beating[0].top, (), beating[0])
    return m


def rollout(w: SimWorld, seat: int, max_steps: int = 600) -> float:
    """Play ``w`` out with the roll-out policy; its worth to ``seat``."""
    steps = 0
    while not w.over and steps < max_steps:
        s = w.to_act
        play_move(w, s, policy_move(w, s))
        steps += 1
    return evaluate(w, seat)
