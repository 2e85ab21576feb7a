"""A lazy, indexable list of plays for games whose legal plays are too many to build one by one.

With several decks a long hand holds a great many distinct plays of one shape (a run of pairs takes
any two cards of each rank: the choices multiply). A ``Segment`` is one shape and key whose plays are
the product of independent per-part choices (e.g. for each rank of a run, its distinct pairs); a
``PlayList`` chains segments after a few explicit actions (``pass``). It is a read-only
``Sequence[Action]``: exact ``len``, O(log n) indexing (``random.choice`` works), lazy iteration in a
stable order, and ``in`` answered by a membership predicate instead of a scan. Every listed play is
distinct as long as the segments are built disjoint. It is the engine's ``SegmentedActions``
(``engine.actions``): enumerating more than ``MAX_ENUMERATE`` plays raises ``TooManyActions``.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import chain, product

from ..actions import Action, SegmentedActions
from ..cards import Card

__all__ = ["Segment", "PlayList", "suit_choices", "WeightedChoices"]


@dataclass(frozen=True, init=False)
class Segment:
    """Plays of one ``kind`` and ``key``: the concatenation of one choice from each factor."""

    kind: str
    key: tuple[int, ...]
    factors: tuple[Sequence[tuple[Card, ...]], ...]
    size: int = field(init=False, repr=False, compare=False)  # the number of plays

    def __init__(self, kind: str, key: tuple[int, ...], factors: tuple[Sequence[tuple[Card, ...]], ...]
                 ) -> None:
        # fields set directly, not through the frozen dataclass's object.__setattr__: 打筒子's
        # listing and its fast chooser make a segment per rank and kind tried (issue 23)
        d = self.__dict__
        d["kind"] = kind
        d["key"] = key
        d["factors"] = factors
        n = 1
        for f in factors:
            n *= len(f)
        d["size"] = n

    def cards_at(self, i: int) -> tuple[Card, ...]:
        parts = []
        for f in reversed(self.factors):
            i, r = divmod(i, len(f))
            parts.append(f[r])
        return tuple(c for p in reversed(parts) for c in p)

    def __iter__(self) -> Iterator[tuple[Card, ...]]:
        if len(self.factors) == 1:
            yield from self.factors[0]
            return
        if any(isinstance(f, WeightedChoices) for f in self.factors):  # never materialise those
            for i in range(self.size):
                yield self.cards_at(i)
            return
        for parts in product(*self.factors):
            yield tuple(chain.from_iterable(parts))


class PlayList(SegmentedActions):
    """``head`` actions, then every play of every segment in order (see the module docstring)."""

    segments: list[Segment]

    def __init__(self, head: Sequence[Action], segments: Sequence[Segment],
                 member: Callable[[Action], bool] | None = None) -> None:
        self.head = list(head)
        self.segments = [s for s in segments if s.size]
        self._starts: list[int] = []
        n = len(self.head)
        for s in self.segments:
            self._starts.append(n)
            n += s.size
        self._len = n
        self._member = member

    def __len__(self) -> int:
        return self._len

    def _at(self, i: int) -> Action:
        if i < len(self.head):
            return self.head[i]
        k = bisect_right(self._starts, i) - 1
        return Action("play", self.segments[k].cards_at(i - self._starts[k]))

    def _iterate(self) -> Iterator[Action]:
        yield from self.head
        for s in self.segments:
            for cards in s:
                yield Action("play", cards)

    def __contains__(self, action: object) -> bool:
        if not isinstance(action, Action):
            return False
        if self._member is not None:
            return self._member(action)
        return any(a == action for a in self)

    def __repr__(self) -> str:
        return f"<PlayList of {self._len} actions in {len(self.segments)} segments>"


def suit_choices(per_suit: Sequence[Sequence[Card]], width: int) -> list[tuple[Card, ...]]:
    """Every distinct choice of ``width`` cards from cards of one rank given per suit (each list
    holds identical cards): the vectors of how many of each suit, in lexicographic order."""
    out: list[tuple[Card, ...]] = []
    counts = [len(cs) for cs in per_suit]
    m = len(counts)

    def rec(i: int, left: int, acc: tuple[Card, ...]) -> None:
        if i == m - 1:
            if left <= counts[i]:
                out.append(acc + tuple(per_suit[i][:left]))
            return
        rest_cap = sum(counts[i + 1:])
        for x in range(min(left, counts[i]), -1, -1):
            if left - x > rest_cap:
                break
            rec(i + 1, left - x, acc + tuple(per_suit[i][:x]))

    if m and 0 <= width <= sum(counts):
        rec(0, width, ())
    return out


class WeightedChoices(Sequence[tuple[Card, ...]]):
    """Every way to take one option from each group so that the options' weights add up to
    ``weight``, as one lazy sequence (exact ``len``, unranking by index, iteration in index order).

    ``groups[i][w]`` lists group i's options of weight w (card tuples). For kickers: a group per
    rank, an option per distinct choice of its cards, the weight being how many kickers it adds.
    Groups come in order; the cards of a choice are concatenated in group order.
    """

    def __init__(self, groups: Sequence[Sequence[Sequence[tuple[Card, ...]]]], weight: int,
                 ways: list[list[int]] | None = None) -> None:
        self.groups = [list(g) for g in groups]
        self.weight = weight
        if ways is None or len(ways[0]) <= weight:
            ways = self.count_table(self.groups, weight)
        self._ways = ways
        self._len = ways[0][weight]

    @staticmethod
    def count_table(groups: Sequence[Sequence[Sequence[tuple[Card, ...]]]], max_weight: int
                    ) -> list[list[int]]:
        """``t[i][w]``: the ways groups i… reach weight w (w ≤ ``max_weight``); shareable by every
        ``WeightedChoices`` of the same groups with a weight up to ``max_weight``."""
        m = len(groups)
        ways = [[0] * (max_weight + 1) for _ in range(m + 1)]
        ways[m][0] = 1
        for i in range(m - 1, -1, -1):
            sizes = [len(x) for x in groups[i][:max_weight + 1]]
            nxt = ways[i + 1]
            row = ways[i]
            for w, n in enumerate(sizes):
                if n:
                    for t in range(w, max_weight + 1):
                        row[t] += n * nxt[t - w]
        return ways

    def __len__(self) -> int:
        return self._len

    # whole-number indexes only (Sequence's also takes a slice): a segment picks one choice at a time
    def __getitem__(self, idx: int) -> tuple[Card, ...]:  # type: ignore[override]
        if idx < 0:
            idx += self._len
        if not 0 <= idx < self._len:
            raise IndexError("choice index out of range")
        t = self.weight
        out: list[Card] = []
        for i, g in enumerate(self.groups):
            rest = self._ways[i + 1]
            for w in range(min(t, len(g) - 1) + 1):
                block = len(g[w]) * rest[t - w]
                if idx < block:
                    q, idx = divmod(idx, rest[t - w])
                    out += g[w][q]
                    t -= w
                    break
                idx -= block
        return tuple(out)

    def __iter__(self) -> Iterator[tuple[Card, ...]]:
        def rec(i: int, t: int) -> Iterator[tuple[Card, ...]]:
            if i == len(self.groups):
                if t == 0:
                    yield ()
                return
            g = self.groups[i]
            for w in range(min(t, len(g) - 1) + 1):
                if not self._ways[i + 1][t - w]:
                    continue
                for option in g[w]:
                    for rest in rec(i + 1, t - w):
                        yield option + rest

        return rec(0, self.weight)
