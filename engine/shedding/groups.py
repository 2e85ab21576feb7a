"""Cards grouped by rank value, runs of consecutive values, and distinct card choices.

A game maps each card to a *value* on its own scale (e.g. 2 above A in 半边天炸); everything here
works on those values, so one implementation serves every rank order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import combinations, product

from ..cards import Card

__all__ = ["group_by_value", "runs", "distinct_combinations", "choose_per_value", "remove_cards",
           "contains_cards"]


def group_by_value(cards: Iterable[Card], value: Callable[[Card], int | None]) -> dict[int, list[Card]]:
    """Cards keyed by their value; cards whose value is ``None`` (e.g. jokers) are left out."""
    out: dict[int, list[Card]] = {}
    for c in cards:
        v = value(c)
        if v is not None:
            out.setdefault(v, []).append(c)
    return out


def runs(available: Iterable[int], length: int, lo: int, hi: int) -> list[int]:
    """Top values of every window of ``length`` consecutive values, all in ``available``, within
    ``lo``…``hi``. Ascending by top."""
    have = set(available)
    if len(have) < length:
        return []
    tops = []
    streak = 0
    for v in range(lo, hi + 1):
        streak = streak + 1 if v in have else 0
        if streak >= length:
            tops.append(v)
    return tops


def distinct_combinations(cards: Sequence[Card], k: int) -> Iterator[tuple[Card, ...]]:
    """Every distinct choice of ``k`` cards (identical cards from several packs give one choice)."""
    if k == 0:
        yield ()
        return
    if len(set(cards)) == len(cards):
        yield from combinations(cards, k)
        return
    seen = set()
    for combo in combinations(sorted(cards, key=str), k):
        if combo not in seen:
            seen.add(combo)
            yield combo


def choose_per_value(groups: dict[int, list[Card]], need: dict[int, int]) -> Iterator[tuple[Card, ...]]:
    """Every distinct way to take ``need[v]`` cards of each value ``v`` from ``groups``."""
    options = [list(distinct_combinations(groups[v], n)) for v, n in need.items()]
    for parts in product(*options):
        yield tuple(c for part in parts for c in part)


def remove_cards(hand: Sequence[Card], cards: Iterable[Card]) -> list[Card]:
    """``hand`` minus ``cards`` (each removed once). ValueError if one is missing."""
    rest = list(hand)
    for c in cards:
        try:
            rest.remove(c)
        except ValueError:
            raise ValueError(f"{c} is not in the hand") from None
    return rest


def contains_cards(hand: Sequence[Card], cards: Iterable[Card]) -> bool:
    """Whether ``hand`` holds all of ``cards`` (as a multiset)."""
    rest = list(hand)
    for c in cards:
        if c in rest:
            rest.remove(c)
        else:
            return False
    return True
