"""Building plays of a given shape from a hand: the candidates behind ``legal_actions``,
``can_beat`` and hints in every climbing game. Each generator yields distinct card tuples."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from ..cards import Card
from .groups import choose_per_value, distinct_combinations, remove_cards, runs

__all__ = ["same_value_sets", "run_sets", "with_kickers"]


def same_value_sets(groups: dict[int, list[Card]], width: int, above: int | None = None,
                    exact_group: bool = False) -> Iterator[tuple[int, tuple[Card, ...]]]:
    """``(value, cards)`` for every choice of ``width`` cards of one value, value > ``above``;
    with ``exact_group`` only values held exactly ``width`` times."""
    for v in sorted(groups):
        if above is not None and v <= above:
            continue
        cards = groups[v]
        if len(cards) < width or (exact_group and len(cards) != width):
            continue
        for combo in distinct_combinations(cards, width):
            yield v, combo


def run_sets(groups: dict[int, list[Card]], width: int, length: int, lo: int, hi: int,
             above: int | None = None) -> Iterator[tuple[int, tuple[Card, ...]]]:
    """``(top, cards)`` for every run of ``length`` consecutive values within ``lo…hi``, taking
    ``width`` cards of each value, top > ``above``."""
    avail = [v for v, cs in groups.items() if len(cs) >= width]
    if len(avail) < length:
        return
    for top in runs(avail, length, lo, hi):
        if above is not None and top <= above:
            continue
        need = {v: width for v in range(top - length + 1, top + 1)}
        for cards in choose_per_value(groups, need):
            yield top, cards


def with_kickers(hand: Sequence[Card], body: Sequence[Card], min_w: int, max_w: int,
                 allowed: Callable[[Card], bool] | None = None) -> Iterator[tuple[Card, ...]]:
    """``body`` plus every distinct set of ``min_w…max_w`` kickers from the rest of ``hand``
    (``allowed(card)`` filters the kicker cards)."""
    rest = remove_cards(hand, body)
    if allowed is not None:
        rest = [c for c in rest if allowed(c)]
    body = tuple(body)
    for w in range(min_w, min(max_w, len(rest)) + 1):
        for kick in distinct_combinations(rest, w):
            yield body + kick
