"""半边天炸's long legal lists kept as bitmasks, each ``Action`` built when it is looked at (issue 23).

A lead of four ranks of fours lists 24 229 plays. Building every card tuple and ``Action`` (and the
collector's passes over them) cost more than generating the plays, so above ``LAZY_FROM`` plays the
list stays what ``plays.list_plays`` made: one int per play, bit i standing for the i-th card of
the hand in deck order. ``MaskPlays`` is a read-only ``engine.LazyActions``: the same actions in
the same order as the plain list (``head``, then the plays), with exact ``len``, indexing,
slicing, iteration, ``in`` and ``index`` by the play's bitmask, ``==`` with a list, and
``first_of_each`` (one play per class of rank values, for the AI) computed over the masks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from itertools import repeat
from operator import add, and_, lshift, or_, rshift
from typing import Any

from ...actions import Action, LazyActions, play_action, play_actions
from ...cards import Card

__all__ = ["MaskPlays", "LAZY_FROM", "unpacker"]

#: lists of more plays than this stay masks (a plain list below: ordinary positions list a few
#: hundred plays, built in well under a millisecond)
LAZY_FROM = 4096
_CHUNK = 512


class MaskPlays(LazyActions):
    """``head`` (a pass or nothing), then one play per mask of ``masks`` over ``cards``."""

    def __init__(self, head: Sequence[Action], cards: tuple[Card, ...], masks: list[int]) -> None:
        self.head = list(head)
        self.cards = cards
        self.masks = masks
        self._unpack = unpacker(cards)
        self._where: dict[int, int] | None = None  # mask -> its place, made when first asked
        self._bit: dict[Card, int] = {}

    def __reduce__(self) -> tuple[Any, ...]:  # the masks travel (to an AI process), not the tables
        return MaskPlays, (self.head, self.cards, self.masks)

    def __len__(self) -> int:
        return len(self.head) + len(self.masks)

    def __repr__(self) -> str:
        return f"<MaskPlays of {len(self)} actions: {self.head!r} and {len(self.masks)} plays>"

    def kinds(self) -> set[str]:
        return {a.kind for a in self.head} | ({"play"} if self.masks else set())

    def _at(self, i: int) -> Action:
        h = len(self.head)
        return self.head[i] if i < h else play_action(self._unpack(self.masks[i - h]))

    def _iterate(self) -> Iterator[Action]:
        yield from self.head
        # a chunk at a time: ``play_actions``' loop builds faster than one call per play, and
        # stopping early (``any``, ``next``) builds at most one chunk more than was read
        masks, unpack = self.masks, self._unpack
        for i in range(0, len(masks), _CHUNK):
            yield from play_actions(map(unpack, masks[i:i + _CHUNK]))

    def _mask_of(self, action: object) -> int | None:
        """The mask of a listed play equal to ``action``, else None."""
        if not isinstance(action, Action) or action.kind != "play" or action.value is not None:
            return None
        if not self._bit:
            self._bit = {c: 1 << i for i, c in enumerate(self.cards)}
        try:
            mask = sum(map(self._bit.__getitem__, action.cards))
        except (KeyError, TypeError):
            return None
        if self._where is None:
            self._where = dict(zip(self.masks, range(len(self.masks))))
        # a card given twice adds up to another mask; the listed cards come in deck order
        if mask not in self._where or self._unpack(mask) != action.cards:
            return None
        return mask

    def __contains__(self, action: object) -> bool:
        return action in self.head or self._mask_of(action) is not None

    def index(self, value: Any, start: int = 0, stop: int | None = None) -> int:
        n = len(self)
        lo, hi, _ = slice(start, stop).indices(n)
        if value in self.head:
            i = self.head.index(value)
        else:
            mask = self._mask_of(value)
            if mask is None:
                raise ValueError(f"{value!r} is not in the list")
            assert self._where is not None
            i = len(self.head) + self._where[mask]
        if not lo <= i < hi:
            raise ValueError(f"{value!r} is not in the list")
        return i

    def count(self, value: Any) -> int:
        return 1 if value in self else 0  # every play is listed once

    def first_of_each(self, weight: Callable[[Card], int]) -> list[Action]:
        """``LazyActions.first_of_each`` over the masks: a play's class is the sum of one field per
        card (``weight`` picks the field) and whether the suits it holds are one, both read from
        two tables of half the hand, in C (``map``) rather than card by card."""
        cards = self.cards
        if not self.masks:
            return []
        low = (len(cards) + 1) // 2
        width = len(cards).bit_length()  # a field counts up to len(cards) cards: never overflows
        suit_bit = {s: 1 << i for i, s in enumerate(dict.fromkeys(c.suit for c in cards))}
        codes = [1 << (width * weight(c)) for c in cards]
        suits = [suit_bit[c.suit] for c in cards]
        code_lo, code_hi = _subsets(codes[:low], add, 0), _subsets(codes[low:], add, 0)
        suit_lo, suit_hi = _subsets(suits[:low], or_, 0), _subsets(suits[low:], or_, 0)
        lows = list(map(and_, self.masks, repeat((1 << low) - 1)))
        highs = list(map(rshift, self.masks, repeat(low)))
        code = map(add, map(code_lo.__getitem__, lows), map(code_hi.__getitem__, highs))
        held = map(or_, map(suit_lo.__getitem__, lows), map(suit_hi.__getitem__, highs))
        one_suit = [int(s & (s - 1) == 0) for s in range(1 << len(suit_bit))]
        # code * 2 + one suit: ints, not tuples (which the collector would walk)
        keys = list(map(add, map(lshift, code, repeat(1)), map(one_suit.__getitem__, held)))
        n = len(keys)
        first = dict(zip(reversed(keys), range(n - 1, -1, -1)))  # the last write is the first play
        return [play_action(self._unpack(self.masks[i])) for i in sorted(first.values())]


def _subsets(parts: Sequence[Any], join: Callable[[Any, Any], Any], empty: Any) -> list[Any]:
    """``join`` of the ``parts`` each subset takes (in order), by the subset's mask."""
    out = [empty]
    for p in parts:
        out += [join(t, p) for t in out]
    return out


def unpacker(cards: tuple[Card, ...]) -> Callable[[int], tuple[Card, ...]]:
    """mask -> its cards in deck order, by two table look-ups (a hand holds at most 17 cards)."""
    lo_bits = (len(cards) + 1) // 2
    lo, hi = _table(cards[:lo_bits]), _table(cards[lo_bits:])
    mask = (1 << lo_bits) - 1
    return lambda m: lo[m & mask] + hi[m >> lo_bits]


@lru_cache(maxsize=64)
def _table(cards: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    """Every subset of ``cards`` by its mask, in card order."""
    return tuple(_subsets([(c,) for c in cards], add, ()))
