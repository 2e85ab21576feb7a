"""Fast play-outs of a climbing-game hand on rank counts, for the Monte Carlo search of ``hard``.

A ``World`` holds every seat's cards as rank counts (suits are dropped: the search only needs who
goes out when and which points change hands). Each seat plays the *roll-out policy*: the
decomposition-driven play of ``ai.decompose`` (lead the weakest group, follow with the cheapest
group that beats, split a pair or triple only for a single or pair, bomb for points or to stop
someone going out, and where a game asks it (``SimRules.finish_bombs``) to win the lead when only
bombs and one group are left, leave a partner's trick alone). A game supplies ``SimRules``: how its
plays and bombs compare, when a hand is over and what the result is worth to a seat.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, NamedTuple

from .decompose import BOMB_KINDS, Group, Shapes, decompose

__all__ = ["Top", "Move", "World", "SimRules", "rollout", "apply_move", "policy_move", "group_values",
           "plain_group_top", "lead_group", "deal_world"]


class Top(NamedTuple):
    """A play's comparison data: bomb category (0 normal), kind, length (k of a run, 1 otherwise),
    highest rank value (the suit of a flush or 510K is in ``extra``)."""

    cat: int
    kind: str
    length: int
    high: int
    extra: int = 0


class Move(NamedTuple):
    top: Top
    values: tuple[int, ...]  # rank values of the cards played
    lone: int = 0  # lone bombs played (半边天炸's 大王)
    used: tuple[Group, ...] = ()  # the planned groups it plays (empty: the plan must be redone)


@dataclass
class World:
    hands: list[list[int]]  # rank counts per seat
    lone: list[int]  # lone bomb cards per seat
    sides: list[int]
    to_act: int
    top: Top | None = None
    top_seat: int | None = None
    passed: list[int] = field(default_factory=list)
    trick_pts: int = 0
    points: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)
    over: bool = False
    info: dict[str, Any] = field(default_factory=dict)
    #: each seat's decomposition, kept while it plays whole groups (None: decompose again)
    plans: list[tuple[Group, ...] | None] | None = None
    #: cards left per seat, kept by ``apply_move`` (the roll-outs ask it a dozen times a play);
    #: left out, counted from ``hands`` and ``lone``. Whoever edits ``hands`` directly calls ``recount``
    cards_left: list[int] = field(default_factory=list)

    def __post_init__(self) -> None:
        if len(self.cards_left) != len(self.hands):
            self.recount()

    def recount(self) -> None:
        self.cards_left = [sum(h) + x for h, x in zip(self.hands, self.lone)]

    def left(self, seat: int) -> int:
        return self.cards_left[seat]

    def copy(self) -> World:
        info = self.info
        if "bombs_left" in info:
            info = dict(info, bombs_left=list(info["bombs_left"]))
        return World([list(h) for h in self.hands], list(self.lone), self.sides, self.to_act, self.top,
                     self.top_seat, list(self.passed), self.trick_pts, list(self.points), list(self.out),
                     self.over, info, list(self.plans) if self.plans is not None else None,
                     list(self.cards_left))


@dataclass(eq=False)
class SimRules:
    shapes: Shapes
    point_of_value: list[int]
    group_top: Callable[[Group], Top]
    #: two bombs of the same category: does ``new`` beat ``old``
    bomb_beats: Callable[[Top, Top], bool]
    #: called after each trick: is the hand over
    hand_over: Callable[[World], bool]
    #: the finished world's worth to ``seat`` (higher is better)
    evaluate: Callable[[World, int], float]
    lone_top: Top | None = None
    #: tops that end the trick at once (半边天炸's 天炸)
    unbeatable: Callable[[Top], bool] = lambda t: False
    bomb_points: int = 20  # trick points that justify a bomb in a roll-out
    #: kickers of a triple: "any" cards (半边天炸), a "pair" (三打一's 三拖二) or None
    kickers: str | None = "any"
    #: a follower who can beat must (打筒子 DTZ-5.2)
    must_beat: bool = False
    #: the Top kind of a triple carrying a pair ("triple_pair"), if the game names it apart
    triple_pair_kind: str | None = None
    #: 斗地主's wings (DDZ-6.4, 6.5, 6.9): group kind ("triple", "plane") -> (its Top kind with one
    #: single per triple, with one pair per triple); a triple or plane then carries as many of the
    #: weakest singles, else as many pairs (``kickers`` and ``triple_pair_kind`` are not read)
    wing_kinds: dict[str, tuple[str, str]] | None = None
    #: a seat goes out over its partner's play (斗地主: the side out first wins, DDZ-8.4, so a
    #: farmer's last cards never wait for his partner's trick); False: a partner's trick is left alone
    out_over_partner: bool = False
    #: the hand ends the moment someone goes out (三打一 SDY-8.5)
    first_out_ends: bool = False
    #: called when a seat goes out (after ``out`` is updated): does the hand end at once (板子炮's
    #: 双飞 BZP-8.3); None: only ``first_out_ends`` and ``hand_over`` end it
    out_ends: Callable[[World], bool] | None = None
    #: called when a trick is won, before the table is cleared: (world, winner); the winning play is
    #: still ``world.top`` (板子炮's 附加分 BZP-10.1). None: nothing
    trick_won: Callable[[World, int], None] | None = None
    #: a seat whose plan is bombs and at most this many other groups bombs any play it can beat,
    #: danger or not: each bomb wins a lead, so it goes out leading the rest (三打一). None: a bomb
    #: only stops a seat going out or takes points, so a seat holding nothing but bombs passes a
    #: long hand out and the search values spending a bomb early far too high
    finish_bombs: int | None = None
    _tops: dict[Group, Top] = field(default_factory=dict, repr=False)

    def top_of(self, g: Group) -> Top:
        """``group_top(g)``, remembered: a roll-out asks it of the same few groups again and again."""
        t = self._tops.get(g)
        if t is None:
            t = self._tops[g] = self.group_top(g)
        return t


def beats(rules: SimRules, new: Top, old: Top) -> bool:
    if new.cat != old.cat:
        return new.cat > old.cat
    if new.cat:
        return rules.bomb_beats(new, old)
    return new.kind == old.kind and new.length == old.length and new.high > old.high


@cache
def group_values(g: Group) -> tuple[int, ...]:
    if g.kind == "k510":
        return (5, 10, 13)
    return tuple(v for v in range(g.low, g.high + 1) for _ in range(g.width))


def _kickers(rules: SimRules, g: Group, groups: tuple[Group, ...]) -> tuple[int, ...]:
    """The weakest singles (else one pair) carried by a triple or plane."""
    cap = g.length * rules.shapes.kickers_per_triple
    if g.kind not in ("triple", "plane") or not cap or rules.kickers is None:
        return ()
    sh = rules.shapes
    if rules.kickers == "pair":
        if g.kind != "triple":
            return ()
        pairs = [x.low for x in groups if x.kind == "pair" and sh.strength(x.low) < 0.75]
        return (min(pairs),) * 2 if pairs else ()
    singles = [x.low for x in groups if x.kind == "single" and sh.strength(x.low) < 0.75]
    if singles:
        return tuple(sorted(singles)[:cap])
    pairs = [x.low for x in groups if x.kind == "pair" and sh.strength(x.low) < 0.75]
    if pairs and cap >= 2:
        return (min(pairs),) * 2
    return ()


def _wings(rules: SimRules, g: Group, groups: tuple[Group, ...],
           want: str | None) -> tuple[tuple[int, ...], str]:
    """The wings of ``g`` under ``SimRules.wing_kinds`` and the play's kind: one of the weakest
    singles per triple, else one pair per triple, else none; ``want`` (following) is the kind to
    match, None (leading) takes the first that fits."""
    assert rules.wing_kinds is not None
    kinds = rules.wing_kinds.get(g.kind)
    if kinds is None:
        return (), g.kind
    k, sh = g.length, rules.shapes
    single_kind, pair_kind = kinds
    if want in (None, single_kind):
        singles = sorted(x.low for x in groups if x.kind == "single" and sh.strength(x.low) < 0.75)
        if len(singles) >= k:
            return tuple(singles[:k]), single_kind
    if want in (None, pair_kind):
        pairs = sorted(x.low for x in groups if x.kind == "pair" and sh.strength(x.low) < 0.75)
        if len(pairs) >= k:
            return tuple(v for v in pairs[:k] for _ in range(2)), pair_kind
    return (), g.kind


def _move(rules: SimRules, g: Group, groups: tuple[Group, ...], kick: bool = True,
          want: str | None = None) -> Move:
    top = rules.top_of(g)
    if rules.wing_kinds is not None:
        extra, kind = _wings(rules, g, groups, want) if kick else ((), top.kind)
        if kind != top.kind:
            top = top._replace(kind=kind)
    else:
        extra = _kickers(rules, g, groups) if kick else ()
        if extra and rules.triple_pair_kind is not None:
            top = top._replace(kind=rules.triple_pair_kind)
    used = [g]
    need = list(extra)
    for x in groups:  # the kickers are whole singles or pairs of the plan
        if need and x is not g and x.kind in ("single", "pair") and need.count(x.low) >= x.width:
            for _ in range(x.width):
                need.remove(x.low)
            used.append(x)
    return Move(top, group_values(g) + extra, 0, tuple(used) if not need else ())


def plain_group_top(g: Group) -> Top:
    """A decomposition group as a play where bombs compare by width, then rank (三打一, 打筒子)."""
    if g.kind == "bomb":
        return Top(1, "bomb", g.width, g.high)
    if g.kind in ("single", "pair", "triple"):
        return Top(0, g.kind, 1, g.high)
    return Top(0, g.kind, g.length, g.high)


def lead_group(normal: Sequence[Group], opp_short: set[int], sh: Shapes) -> Group:
    """The roll-out's lead among non-bomb groups: the weakest, but no single (pair) into an
    opponent's last card (two cards); with only such groups, the highest."""
    avoid = {kind for kind, left in (("single", 1), ("pair", 2)) if left in opp_short}
    pool = [g for g in normal if g.kind not in avoid]
    if pool:
        return max(pool, key=lambda g: (sh.group_cost(g), g.size))
    return max(normal, key=lambda g: g.high)


def _can_bomb(w: World, seat: int) -> bool:
    left = w.info.get("bombs_left")
    return left is None or left[seat] is None or left[seat] > 0


def _any_beat(rules: SimRules, counts: list[int], top: Top, bombs_ok: bool) -> Move | None:
    """Some play on rank counts that beats ``top`` (the must-beat search), cheapest first."""
    sh = rules.shapes
    width = {"single": 1, "pair": 2, "triple": 3, "pair_run": 2, "plane": 3, "straight": 1}.get(top.kind)
    if top.cat == 0 and width is not None:
        k = top.length
        runs = top.kind in ("pair_run", "plane", "straight")
        hi = sh.seq_hi if runs else sh.hi
        for t in range(top.high + 1, hi + 1):
            lo = t - k + 1
            if lo < sh.lo:
                continue
            if all(counts[v] >= width for v in range(lo, t + 1)):
                vals = tuple(v for v in range(lo, t + 1) for _ in range(width))
                return Move(Top(0, top.kind, k, t), vals)
    if not bombs_ok or sh.bomb_min is None:
        return None
    best: Move | None = None
    for v in range(sh.lo, sh.hi + 1):
        for n in range(sh.bomb_min, counts[v] + 1):
            bomb = rules.top_of(Group("bomb", v, v, n))
            smaller = best is None or (bomb.length, bomb.high) < (best.top.length, best.top.high)
            if smaller and beats(rules, bomb, top):
                best = Move(bomb, (v,) * n)
    return best


def _is_partner(w: World, a: int, b: int | None) -> bool:
    return b is not None and a != b and w.sides[a] == w.sides[b]


def policy_move(rules: SimRules, w: World, seat: int) -> Move | None:
    """The roll-out policy's play for ``seat`` (None: pass)."""
    counts = w.hands[seat]
    sh = rules.shapes
    if w.plans is None:
        w.plans = [None] * len(w.hands)
    groups = w.plans[seat]
    if groups is None:
        groups = w.plans[seat] = decompose(tuple(counts), sh)[1]
    lone = w.lone[seat]
    top = w.top
    # going out in one play
    if lone == 0 and len(groups) == 1 and (not groups[0].is_bomb or _can_bomb(w, seat)):
        g = groups[0]
        m = Move(rules.top_of(g), group_values(g), 0, (g,))
        if top is None or (beats(rules, m.top, top)
                           and (rules.out_over_partner or not _is_partner(w, seat, w.top_seat))):
            return m
    if top is None:
        return _lead(rules, w, seat, groups)
    follow = _follow(rules, w, seat, groups, counts, top)
    if follow is None and rules.must_beat:
        follow = _any_beat(rules, counts, top, _can_bomb(w, seat))
    return follow


def _follow(rules: SimRules, w: World, seat: int, groups: tuple[Group, ...], counts: list[int],
            top: Top) -> Move | None:
    sh = rules.shapes
    lone = w.lone[seat]
    if _is_partner(w, seat, w.top_seat) and not rules.must_beat:
        return None
    # the cheapest group that beats, normal groups first (weakest first: highest cost)
    kick = top.kind != "triple" or rules.triple_pair_kind is None
    wings = rules.wing_kinds
    # without kickers that rename a play, its Top is its group's: compare before building it
    plain = rules.triple_pair_kind is None and wings is None
    best: tuple[float, Group, Move | None] | None = None
    for g in groups if not top.cat else ():
        if g.high <= top.high or g.kind in BOMB_KINDS:
            continue
        t = rules.top_of(g)
        if t.length != top.length or (t.kind != top.kind and top.kind != rules.triple_pair_kind
                                      and not (wings and top.kind in wings.get(t.kind, ()))):
            continue
        m = None if plain else _move(rules, g, groups, kick=kick, want=top.kind if wings else None)
        if not beats(rules, t if m is None else m.top, top):
            continue
        c = sh.group_cost(g)
        if best is None or c > best[0]:
            best = (c, g, m)
    if best is not None:
        return best[2] if best[2] is not None else _move(rules, best[1], groups, kick=kick)
    if top.cat == 0 and top.kind in ("single", "pair"):
        width = 1 if top.kind == "single" else 2
        bomb_min = sh.bomb_min or 99
        rocket = sh.rocket and counts[sh.hi - 1] > 0 and counts[sh.hi] > 0
        for v in range(top.high + 1, sh.hi + 1):
            if rocket and v >= sh.hi - 1:
                break  # a joker of the rocket is no single to break it for (DDZ-6.12)
            if width <= counts[v] < bomb_min:
                return Move(Top(0, top.kind, 1, v), (v,) * width)
    top_seat = w.top_seat
    assert top_seat is not None  # a follow: the top play has its seat
    danger = 0 < w.left(top_seat) <= 2 or any(
        0 < w.left(s) <= 1 for s in range(len(w.hands)) if w.sides[s] != w.sides[seat])
    finish = rules.finish_bombs is not None and sum(not g.is_bomb for g in groups) <= rules.finish_bombs
    if (danger or finish or w.trick_pts >= rules.bomb_points) and _can_bomb(w, seat):
        bombs = sorted((g for g in groups if g.is_bomb), key=lambda g: (rules.top_of(g), g.size))
        for g in bombs:
            t = rules.top_of(g)
            if beats(rules, t, top):
                return Move(t, group_values(g), 0, (g,))
        if lone and rules.lone_top is not None and beats(rules, rules.lone_top, top):
            return Move(rules.lone_top, (), 1)
    return None


def _lead(rules: SimRules, w: World, seat: int, groups: tuple[Group, ...]) -> Move:
    sh = rules.shapes
    normal = [g for g in groups if not g.is_bomb]
    if not normal:
        if groups and (_can_bomb(w, seat) or not w.lone[seat]):
            g = min(groups, key=lambda g: rules.top_of(g))
            return Move(rules.top_of(g), group_values(g), 0, (g,))
        if w.lone[seat]:
            assert rules.lone_top is not None  # a seat holds a lone bomb only in a game that has one
            return Move(rules.lone_top, (), 1)  # only the lone bomb is left
        g = groups[0]  # bombs only and none allowed: play one card of the lowest
        return Move(Top(0, "single", 1, g.low), (g.low,))
    if rules.wing_kinds is not None:  # a triple or plane that takes the rest as wings goes out
        for g in normal:
            if g.kind in rules.wing_kinds:
                m = _move(rules, g, groups)
                if len(m.values) == w.left(seat):
                    return m
    n = len(w.hands)
    opp_short = {w.left(s) for s in range(n) if w.sides[s] != w.sides[seat] and w.left(s) > 0}
    return _move(rules, lead_group(normal, opp_short, sh), groups)


def apply_move(rules: SimRules, w: World, seat: int, m: Move | None) -> None:
    """Play ``m`` (None: pass) for ``seat`` and move on; may end the trick and the hand."""
    n = len(w.hands)
    unbeatable = False
    if m is not None:
        h = w.hands[seat]
        pts = 0
        for v in m.values:
            h[v] -= 1
            pts += rules.point_of_value[v]
        w.lone[seat] -= m.lone
        w.cards_left[seat] -= len(m.values) + m.lone
        w.trick_pts += pts
        plans = w.plans
        mine = plans[seat] if plans is not None else None
        if plans is not None and mine is not None:
            if m.used:
                plan = list(mine)
                for g in m.used:
                    plan.remove(g)
                plans[seat] = tuple(plan)
            elif m.values:
                plans[seat] = None
        left = w.info.get("bombs_left")
        if m.top.cat and left is not None and left[seat] is not None:
            left[seat] -= 1
        w.top, w.top_seat, w.passed = m.top, seat, []
        if w.left(seat) == 0:
            w.out.append(seat)
            if rules.first_out_ends or (rules.out_ends is not None and rules.out_ends(w)):
                w.over = True
                return
        unbeatable = rules.unbeatable(m.top)
    else:
        w.passed.append(seat)
    holding = [x > 0 for x in w.cards_left]
    top_seat, passed = w.top_seat, w.passed
    if unbeatable or all(s in passed for s in range(n) if holding[s] and s != top_seat):
        winner = w.top_seat
        assert winner is not None  # a trick ends on a play
        w.points[winner] += w.trick_pts
        if rules.trick_won is not None:
            rules.trick_won(w, winner)
        w.trick_pts, w.top, w.top_seat, w.passed = 0, None, None, []
        if rules.hand_over(w) or not any(holding):
            w.over = True
            return
        nxt = winner
        while not holding[nxt]:
            nxt = (nxt + 1) % n
        w.to_act = nxt
        return
    nxt = (seat + 1) % n
    while not holding[nxt]:
        nxt = (nxt + 1) % n
    w.to_act = nxt


def rollout(rules: SimRules, w: World, seat: int, max_steps: int = 400) -> float:
    """Play ``w`` out with the roll-out policy; its worth to ``seat``."""
    steps = 0
    while not w.over and steps < max_steps:
        s = w.to_act
        apply_move(rules, w, s, policy_move(rules, w, s))
        steps += 1
    return rules.evaluate(w, seat)


def deal_world(rules: Any, seats: int, per_seat: int, rng: random.Random,
               sides: list[int] | None = None) -> World:
    """A world dealt at random from the game's own pack(s) (``rules``: a ``ClimbRules``), cards
    without a rank value (半边天炸's 大王) as lone cards; seat 0 alone against the others unless
    ``sides`` says otherwise. For tests and benchmarks: the search deals from the view instead."""
    deck = rules.deck({})
    rng.shuffle(deck)
    hands, lone = [], []
    for s in range(seats):
        cards = deck[s * per_seat:(s + 1) * per_seat]
        hands.append(list(rules.counts([c for c in cards if rules.value(c) is not None])))
        lone.append(sum(1 for c in cards if rules.value(c) is None))
    return World(hands, lone, sides or [0] + [1] * (seats - 1), rng.randrange(seats), points=[0] * seats)
