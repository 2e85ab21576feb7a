"""Hand decomposition for the climbing games: split a hand into the fewest plays (手数).

A hand is reduced to rank counts (a tuple indexed by the game's rank value). The search takes the
lowest rank still held and tries every group that can start there (the sequences: straights, pair
runs, planes; a 510K; or the whole rest of the rank as one single, pair, triple or bomb — splitting
a rank never saves a play), recursing on the rest; the result is memoised per
rank-count tuple, so the many "what is left if I play this" questions a policy asks cost a lookup.

Each group has a cost: about 1 for a normal group, more the lower it ranks (a low single needs
someone to let it through), much less near the top (a control card wins its trick), a negative
cost for a bomb (it wins a trick and keeps the lead). Triples and planes then absorb the weakest
singles and pairs as kickers. The total is a hand's "distance from going out": lower is better.
Suits are ignored (a straight flush counts as a straight); the policies check the real combinations
with the engine's ``classify``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

__all__ = ["Shapes", "Group", "decompose", "hand_cost", "counts_of"]

#: a normal group costs 1 + LOW_PENALTY at the lowest rank, falling to 1 + LOW_PENALTY - CONTROL at
#: the highest (a top card wins its trick and hands back the lead: it hardly costs a play)
LOW_PENALTY = 0.35
CONTROL = 1.1


class Group(NamedTuple):
    """One play of a decomposition: ``kind``, its lowest and highest rank value, and ``width``
    (cards per rank: 1 single/straight, 2 pair/pair run, 3 triple/plane, n for a bomb of n)."""

    kind: str
    low: int
    high: int
    width: int

    @property
    def length(self) -> int:
        return self.high - self.low + 1

    @property
    def size(self) -> int:
        if self.kind == "k510":
            return 3
        return (self.high - self.low + 1) * self.width

    @property
    def is_bomb(self) -> bool:
        return self.kind in BOMB_KINDS


BOMB_KINDS = frozenset(("bomb", "dizha", "k510", "tianzha", "rocket"))


@dataclass(eq=False)
class Shapes:
    """The combination shapes of one climbing game, on its rank-value scale ``lo…hi``."""

    lo: int
    hi: int
    seq_hi: int  # highest value allowed in a sequence
    straight_min: int | None = 5  # None: no straights of singles
    straight_max: int = 12
    pair_run_min: int = 2
    pair_run_max: int = 99  # longer runs of pairs are a bomb (dizha_min) or not allowed
    dizha_min: int | None = None  # runs of pairs this long or longer are bombs (半边天炸 地炸)
    plane_min: int | None = 2
    kickers_per_triple: int = 2  # kicker cards a triple may carry (0: none)
    bomb_min: int | None = 4  # n ≥ bomb_min cards of one rank are a bomb
    k510: bool = False  # 5-10-K is a bomb
    #: the two highest values (斗地主's jokers) together are the top bomb, the rocket (DDZ-6.12)
    rocket: bool = False
    #: a triple carries one whole group, a single or a pair, per rank (斗地主's 三带一 / 三带二 and
    #: the wings of a plane, DDZ-6.4, 6.5, 6.9) instead of ``kickers_per_triple`` cards
    kicker_groups: bool = False
    bomb_cost: float = -0.6
    #: decompositions by rank counts: the recent ones, and the generation before (see ``_search``)
    memo: dict[tuple[int, ...], tuple[float, tuple[Group, ...]]] = field(default_factory=dict)
    memo_old: dict[tuple[int, ...], tuple[float, tuple[Group, ...]]] = field(default_factory=dict)
    _costs: dict[Group, float] = field(default_factory=dict)

    def strength(self, value: int) -> float:
        """0 for the lowest rank, 1 for the highest."""
        return (value - self.lo) / (self.hi - self.lo)

    def group_cost(self, g: Group) -> float:
        c = self._costs.get(g)
        if c is None:
            c = self._costs[g] = self._group_cost(g)
        return c

    def _group_cost(self, g: Group) -> float:
        if g.is_bomb:
            # longer bombs are worth a little more
            return self.bomb_cost - 0.05 * (g.size - 4 if g.kind == "bomb" else 0)
        s = self.strength(g.high)
        if g.kind in ("straight", "pair_run", "plane"):
            s = min(1.0, s + 0.08 * (g.length - 1))  # long sequences are rarely beaten
        cost: float = 1.0 + LOW_PENALTY - CONTROL * s ** 1.5  # s >= 0: a real power
        return cost


def counts_of(values: Iterable[int], shapes: Shapes) -> tuple[int, ...]:
    """Rank counts indexed by value (0 … hi)."""
    counts = [0] * (shapes.hi + 1)
    for v in values:
        counts[v] += 1
    return tuple(counts)


def _options(counts: tuple[int, ...], v: int, sh: Shapes) -> Iterable[Group]:
    c = counts[v]
    if sh.bomb_min is not None and c >= sh.bomb_min:
        yield Group("bomb", v, v, c)
    if sh.k510 and v == 5 and counts[10] and counts[13]:
        yield Group("k510", 5, 13, 1)
    if sh.rocket and v == sh.hi - 1 and counts[sh.hi]:
        yield Group("rocket", v, sh.hi, 1)
    if sh.plane_min is not None and c >= 3:
        top = v
        while top + 1 <= sh.seq_hi and counts[top + 1] >= 3:
            top += 1
            if top - v + 1 >= sh.plane_min:
                yield Group("plane", v, top, 3)
    if c >= 2 and v <= sh.seq_hi:
        top = v
        while top + 1 <= sh.seq_hi and counts[top + 1] >= 2:
            top += 1
            n = top - v + 1
            if sh.dizha_min is not None and n >= sh.dizha_min:
                yield Group("dizha", v, top, 2)
            elif sh.pair_run_min <= n <= sh.pair_run_max:
                yield Group("pair_run", v, top, 2)
    if sh.straight_min is not None and v <= sh.seq_hi:
        top = v
        while top + 1 <= sh.seq_hi and counts[top + 1] >= 1 and top - v + 2 <= sh.straight_max:
            top += 1
            if top - v + 1 >= sh.straight_min:
                yield Group("straight", v, top, 1)
    # what is left of the rank is one group: splitting a rank never saves a play
    if sh.bomb_min is None or c < sh.bomb_min:
        if c >= 3:
            yield Group("triple", v, v, 3)
        elif c == 2:
            yield Group("pair", v, v, 2)
        else:
            yield Group("single", v, v, 1)


def _take(counts: tuple[int, ...], g: Group) -> tuple[int, ...]:
    out = list(counts)
    if g.kind == "k510":
        out[5] -= 1
        out[10] -= 1
        out[13] -= 1
    else:
        w = g.width
        for r in range(g.low, g.high + 1):
            out[r] -= w
    return tuple(out)


#: entries of one memo generation: a full generation becomes the old one and the older is dropped
MEMO_GENERATION = 200_000


_dropped: list[dict[tuple[int, ...], Any]] = []  # a memo generation waiting to be freed


def release_dropped() -> None:
    """Free the memo generation dropped since the last call (``ai.housekeeping`` calls it between
    decisions, where nobody waits)."""
    _dropped.clear()


def _search(counts: tuple[int, ...], sh: Shapes) -> tuple[float, tuple[Group, ...]]:
    hit = sh.memo.get(counts)
    if hit is not None:
        return hit
    hit = sh.memo_old.get(counts)
    if hit is not None:
        sh.memo[counts] = hit  # still in use: kept into the next generation
        return hit
    v = next((i for i in range(sh.lo, sh.hi + 1) if counts[i]), None)
    if v is None:
        return 0.0, ()
    best: tuple[float, tuple[Group, ...]] | None = None
    for g in _options(counts, v, sh):
        cost, groups = _search(_take(counts, g), sh)
        cost += sh.group_cost(g)
        if best is None or cost < best[0] - 1e-9:
            best = (cost, (g,) + groups)
    assert best is not None
    if len(sh.memo) >= MEMO_GENERATION:
        # two generations, not one memo emptied when full: emptied, every hand in play was
        # decomposed afresh at once. The generation dropped is freed between decisions
        # (``release_dropped``): freeing 200,000 entries takes about 100 ms (issue 23)
        if _dropped:
            _dropped.clear()  # nobody released the last one (no housekeeping here): now, then
        _dropped.append(sh.memo_old)
        sh.memo_old, sh.memo = sh.memo, {}
    sh.memo[counts] = best
    return best


def _kicker_bonus(groups: tuple[Group, ...], sh: Shapes) -> float:
    """Cost saved by carrying the weakest singles and pairs as kickers of triples and planes."""
    if not sh.kickers_per_triple:
        return 0.0
    per = 1 if sh.kicker_groups else sh.kickers_per_triple
    slots = sum(g.length * per for g in groups if g.kind in ("triple", "plane"))
    if not slots:
        return 0.0
    small = sorted((g for g in groups if g.kind in ("single", "pair") and sh.strength(g.high) < 0.75),
                   key=lambda g: g.high)
    saved = 0.0
    for g in small:
        need = 1 if sh.kicker_groups else g.width  # a whole group takes one slot
        if need <= slots:
            slots -= need
            saved += sh.group_cost(g)
    return saved


def decompose(counts: tuple[int, ...], sh: Shapes) -> tuple[float, tuple[Group, ...]]:
    """The cheapest decomposition of ``counts`` and its cost (kickers included)."""
    cost, groups = _search(counts, sh)
    return cost - _kicker_bonus(groups, sh), groups


def hand_cost(counts: tuple[int, ...], sh: Shapes) -> float:
    return decompose(counts, sh)[0]
