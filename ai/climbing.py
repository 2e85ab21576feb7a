"""What the climbing-game policies share: a game's rules adapter, the parsed table and card memory.

``ClimbRules`` is the small adapter each climbing game supplies (its rank values, ``classify`` /
``beats``, card points, shapes for the decomposition, deck, and who is whose partner).
``Table`` is one decision's view, parsed once. ``Memory`` remembers every play seen in the hand,
so a player counts cards although a view only shows the current and the previous trick.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from engine import Card, parse_cards

from .decompose import Shapes, counts_of, decompose

__all__ = ["ClimbRules", "Table", "Memory", "Play", "parse_table"]


@dataclass(eq=False)
class ClimbRules:
    """One climbing game as the AI sees it."""

    game_id: str
    shapes: Shapes
    value: Callable[[Card], int | None]
    classify: Callable[..., Any]
    beats: Callable[..., bool]
    points: Callable[[Iterable[Card]], int]
    deck: Callable[[dict[str, Any]], list[Card]]
    #: seat -> side id for this view (partners share an id); None: everyone for himself
    sides: Callable[[dict[str, Any]], list[int]]
    #: cards valued None that are bombs on their own (半边天炸's 大王)
    lone_bomb: Callable[[Card], bool] = lambda c: False
    #: how much one card point is worth against one 手数 in this game's play decisions
    point_weight: float = 0.04
    options: dict[str, Any] | None = None
    #: extra cost of a hand for what the rank counts miss (suited bombs such as 筒子); None: nothing
    suit_cost: Callable[[Sequence[Card]], float] | None = None
    #: noise (in plays) on the scores of ``easy``
    easy_noise: float = 0.3
    #: ``easy`` weighs only this many distinct plays (the engine's cheapest first) besides its plan's
    easy_limit: int = 10
    #: the change of ``suit_cost`` when ``cards`` leave a hand given as a Counter (fast path)
    suit_delta: Callable[[Counter[Card], Sequence[Card]], float] | None = None
    #: (hand, chosen play) -> the same play with other suits where the suits of the hand's suited
    #: bombs would be broken for nothing (半边天炸's 正510K); None: the play as chosen
    keep_suits: Callable[[Sequence[Card], Any], Any] | None = None
    _classified: dict[tuple[Any, ...], Any] = field(default_factory=dict, repr=False)

    def counts(self, cards: Iterable[Card]) -> tuple[int, ...]:
        return counts_of((v for v in map(self.value, cards) if v is not None), self.shapes)

    def cost(self, cards: Sequence[Card]) -> float:
        """Decomposition cost of a hand: about how many plays it needs to go out."""
        cost = decompose(self.counts(cards), self.shapes)[0]
        lone = sum(1 for c in cards if self.value(c) is None and self.lone_bomb(c))
        extra = self.suit_cost(cards) if self.suit_cost is not None else 0.0
        return cost + lone * self.lone_cost + extra

    def classify_cached(self, sig: tuple[Any, ...], cards: Sequence[Card]) -> Any:
        """``classify`` memoised by a signature that determines the reading (rank values and
        whether all cards share a suit); the cached combo's ``cards`` are the first ones seen."""
        cache = self._classified
        hit = cache.get(sig)
        if hit is None:
            if len(cache) > 200_000:
                cache.clear()
            hit = cache[sig] = self.classify(cards, self.options)
        return hit

    @property
    def lone_cost(self) -> float:
        return self.shapes.bomb_cost - 0.4


@dataclass
class Play:
    """A play on the table: who, which cards and the engine's reading of them."""

    seat: int
    cards: list[Card]
    combo: Any


@dataclass
class Table:
    view: dict[str, Any]
    me: int
    hand: list[Card]
    counts: list[int]
    sides: list[int]
    top: Play | None
    points: list[int]
    out: list[int]
    trick_cards: list[Card]
    leader: int | None

    @property
    def n(self) -> int:
        return len(self.counts)

    def partners(self) -> list[int]:
        return [s for s in range(self.n) if s != self.me and self.sides[s] == self.sides[self.me]]

    def opponents(self) -> list[int]:
        return [s for s in range(self.n) if self.sides[s] != self.sides[self.me]]

    def active(self, seat: int) -> bool:
        return self.counts[seat] > 0

    def next_seats(self) -> list[int]:
        """The other seats still holding cards, in turn order after me."""
        return [(self.me + i) % self.n for i in range(1, self.n) if self.counts[(self.me + i) % self.n] > 0]


def parse_table(view: dict[str, Any], rules: ClimbRules) -> Table:
    me = view["viewer"] if view.get("viewer") is not None else view["to_act"]
    hand = parse_cards(" ".join(view["hands"][me] or []))
    trick = view.get("trick") or {}
    top = None
    if trick and trick.get("top"):
        t = trick["top"]
        cards = parse_cards(" ".join(t["cards"]))
        top = Play(t["seat"], cards, rules.classify(cards, rules.options))
    trick_cards = [c for p in trick.get("plays", []) if not p.get("pass")
                   for c in parse_cards(" ".join(p["cards"]))]
    n = view["num_players"]
    return Table(view=view, me=me, hand=hand, counts=list(view["counts"]), sides=rules.sides(view),
                 top=top, points=list(view.get("points") or [0] * n), out=list(view.get("out") or []),
                 trick_cards=trick_cards, leader=trick.get("leader") if trick else None)


@dataclass
class Memory:
    """Every play one seat has seen during the current hand, in the current and the last trick of
    each view it was shown. A play is known by (trick leader, place in the trick, seat, cards), so a
    trick seen at several turns counts once, and a trick that ended unseen (三打一 shows only the
    current trick, SDY-8.6) still counts with the plays seen before it ended."""

    plays: dict[tuple[Any, ...], tuple[int, list[Card]]] = field(default_factory=dict)
    n: int = 0
    total: int = -1

    def update(self, view: dict[str, Any]) -> None:
        n = view["num_players"]
        total = sum(view["counts"])
        if self.n != n or total > self.total:
            self.plays, self.n = {}, n
        self.total = total
        for trick in (view.get("last_trick"), view.get("trick")):
            if not trick:
                continue
            for i, p in enumerate(trick.get("plays", [])):
                if p.get("pass"):
                    continue
                key = (trick.get("leader"), i, p["seat"], tuple(p["cards"]))
                if key not in self.plays:
                    self.plays[key] = (p["seat"], parse_cards(" ".join(p["cards"])))

    def seen(self, seat: int | None = None) -> list[Card]:
        """Cards seen played this hand (by ``seat``, or by everyone)."""
        return [c for s, cards in self.plays.values() if seat is None or s == seat for c in cards]

    def unseen(self, rules: ClimbRules, view: dict[str, Any], hand: Sequence[Card]) -> list[Card]:
        """Cards of the deck that are neither in ``hand`` nor seen played: the others' hands, plus
        any played card this memory missed (and a bottom nobody sees)."""
        left = Counter(rules.deck(view))
        left.subtract(hand)
        left.subtract(self.seen())
        return [c for c, k in left.items() for _ in range(max(k, 0))]
