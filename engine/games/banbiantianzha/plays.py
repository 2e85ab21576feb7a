"""The legal plays of a 半边天炸 position, listed fast (issue 23).

A lead of five triples in a row has 13 186 distinct plays and a hand of four ranks of fours over
24 000, most of them planes with wings, each generated several times (a set readable as several
planes, a fourth card of a rank taken as a wing). Listing them one candidate at a time took
50–130 ms. Here every card of the hand is a bit, a play is an int, and the wings of a body are
``sum(combination, body)`` over the bits of the cards left — generated, deduplicated and ordered by
C code (``itertools``, ``dict``, ``sorted``).

The list is the one ``candidate_plays`` gives, read play by play: every distinct card set once, as
its best reading (bombs above normal types, then kind, key and length), ties in the order the sets
first come from ``candidate_plays``. ``tests/engine/banbiantianzha/test_play_list_oracle.py`` keeps
that one-by-one listing as the oracle. A list of more than ``LAZY_FROM`` plays stays masks: a
``playmasks.MaskPlays``, the same actions in the same order, each built when looked at.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from itertools import chain, combinations, product, repeat
from typing import Any, cast

from ...actions import Action, play_actions
from ...cards import BIG_JOKER, Card, Suit, make_deck
from ...shedding.groups import runs
from .combos import BOMB_CATEGORY, SUIT_ORDER, Combo, beats, candidate_plays, hand_groups, run_hi, value
from .playmasks import LAZY_FROM, MaskPlays, unpacker

__all__ = ["list_plays", "KIND_ORDER"]

#: the order of the normal kinds in a listing (bombs come after all of them, by category)
KIND_ORDER = {k: i for i, k in enumerate(("single", "pair", "pair_run", "straight", "triple", "plane"))}
_CARD_ORDER = {c: i for i, c in enumerate(make_deck(1))}

#: plays of one reading, in the order ``candidate_plays`` gives them: (reading, masks). A reading
#: is a play's sort key less its size: (bomb category, size for a bomb, kind, key)
Section = tuple[tuple[Any, ...], list[int]]


def list_plays(hand: Sequence[Card], top: Combo | None, options: dict[str, Any] | None,
               wings: bool = True, head: Sequence[Action] = (), lazy: bool = True
               ) -> list[Action] | MaskPlays:
    """``head``, then every distinct play from ``hand`` that may be led (``top`` None) or beats
    ``top``, in the order described in the module's docstring: a list, or with ``lazy`` and more
    than ``LAZY_FROM`` plays the same actions as a ``MaskPlays``."""
    cards = sorted(hand, key=_CARD_ORDER.__getitem__)  # bit i: the i-th card in deck order
    bit = {c: 1 << i for i, c in enumerate(cards)}
    sections = list(_sections(hand, top, options, wings, bit))
    first = dict.fromkeys(chain.from_iterable([masks for _, masks in sections]))  # first-come order
    # a set's sort key is (its best reading, its size); the size is the same in every reading, so
    # the best reading is the highest reading among the sections that hold the set
    by_reading: dict[tuple[Any, ...], list[int]] = {}
    for reading, masks in sections:
        have = by_reading.get(reading)
        if have is None:
            by_reading[reading] = masks
        else:
            have += masks
    best: dict[int, int] = {}
    for rank, reading in enumerate(sorted(by_reading)):  # rising: the last write is the best
        best.update(zip(by_reading[reading], repeat(rank)))
    # two stable sorts: by best reading, then size, then first-come
    order = sorted(sorted(first, key=int.bit_count), key=best.__getitem__)
    if lazy and len(order) > LAZY_FROM:
        return MaskPlays(head, tuple(cards), order)
    return [*head, *play_actions(map(unpacker(tuple(cards)), order))]


def _sections(hand: Sequence[Card], top: Combo | None, options: dict[str, Any] | None,
              wings: bool, bit: dict[Card, int]) -> Iterator[Section]:
    """``candidate_plays``' plays as (reading, masks) runs, in its order, a reading at a time."""
    groups = hand_groups(hand)
    gbits = {v: [bit[c] for c in cs] for v, cs in groups.items()}
    hi = run_hi(options)
    normal = top is None or not top.is_bomb
    house = options is not None and bool(options) and (
        options.get("pair_kickers") or options.get("triple_classes") == "three")

    def wanted(kind: str) -> bool:
        return normal and (top is None or top.kind == kind)

    def above(i: int) -> int | None:
        return top.key[i] if top is not None else None

    for kind, width in (("single", 1), ("pair", 2)):
        if wanted(kind):
            low = above(0)
            for v in sorted(gbits):
                if (low is None or v > low) and len(gbits[v]) >= width:
                    yield (0, 0, KIND_ORDER[kind], (v,)), _sets(gbits[v], width)
    if wanted("triple") and house:  # the house rules' triples go through classify: one by one
        for kind, key, cards in candidate_plays(hand, top, options, ("triple",), groups=groups, wings=wings):
            yield (0, 0, KIND_ORDER[kind], key), [sum(map(bit.__getitem__, cards))]
    if wanted("triple") or wanted("plane"):
        # the wings: every combination of the cards left, in hand order, fewest first (the big
        # joker is never a wing): ``with_kickers(hand, body, 0, most)``
        free = [bit[c] for c in hand if c.rank != BIG_JOKER]
        triples = {v: _sets(bs, 3) for v, bs in gbits.items() if len(bs) >= 3}
        # a rank held four times: a body of any three but the first three may not take the fourth
        # card as a wing (the same set came with the first three, earlier in the same reading)
        spare = {v: [0] + [sum(gbits[v]) - m for m in ms[1:]] for v, ms in triples.items()}
        if wanted("triple") and not house:
            low = above(1)
            for v in sorted(triples):
                if low is None or v > low:
                    yield _winged(zip(triples[v], spare[v]), free, 3, (1, v), 2 if wings else 0)
        if wanted("plane"):
            for k in ((top.key[0],) if top else range(2, 7)):
                for t in runs(triples, k, 3, hi):
                    if top is None or t > top.key[1]:
                        vs = range(t - k + 1, t + 1)
                        bodies = zip(map(sum, product(*[triples[v] for v in vs])),
                                     map(sum, product(*[spare[v] for v in vs])))
                        yield _winged(bodies, free, 3 * k, (k, t), 2 * k if wings else 0)
    if wanted("pair_run"):
        pairs = {v: _sets(bs, 2) for v, bs in gbits.items() if len(bs) >= 2}
        for k in ((top.key[0],) if top else (2, 3)):
            for t, masks in _runs(pairs, k, 3, hi, above(1)):
                yield (0, 0, KIND_ORDER["pair_run"], (k, t)), masks
    if wanted("straight"):
        suited = {(c.suit, v): bit[c] for v, cs in groups.items() for c in cs}
        for k in ((top.key[0],) if top else range(5, 13)):
            for t, masks in _runs(gbits, k, 3, 14, above(1)):
                for suit in SUIT_ORDER:  # one suit is 同花顺 (BBT-6.1)
                    flush = [suited.get((suit, v)) for v in range(t - k + 1, t + 1)]
                    if None not in flush:
                        masks.remove(sum(cast("list[int]", flush)))
                yield (0, 0, KIND_ORDER["straight"], (k, t)), masks
    for kind, key, masks in _bombs(hand, groups, gbits, bit, hi):
        if top is None or beats(Combo(kind, (), True, key), top, options):
            yield (BOMB_CATEGORY[kind], int.bit_count(masks[0]), 0, key), masks  # one size a reading


def _bombs(hand: Sequence[Card], groups: dict[int, list[Card]], gbits: dict[int, list[int]],
           bit: dict[Card, int], hi: int) -> Iterator[tuple[str, tuple[int, ...], list[int]]]:
    """``combos._bombs`` as (kind, key, masks), a reading at a time, in its order."""
    for c in hand:
        if c.rank == BIG_JOKER:
            yield "tianzha", (0,), [bit[c]]
            break
    pairs = {v: _sets(bs, 2) for v, bs in gbits.items() if len(bs) >= 2}
    for k in range(4, sum(1 for v in pairs if v <= hi) + 1):
        for t, masks in _runs(pairs, k, 3, hi, None):
            yield "dizha", (k, t), masks
    by_suit: dict[Suit, dict[int, list[int]]] = {}
    for c in hand:
        v = value(c)
        if v is not None:
            by_suit.setdefault(c.suit, {})[v] = [bit[c]]
    for suit, g in by_suit.items():
        if len(g) < 5:
            continue
        for k in range(5, len(g) + 1):
            for t, masks in _runs(g, k, 3, hi, None):
                yield "straight_flush", (k, t, SUIT_ORDER[suit]), masks
    for v in sorted(gbits):
        if len(gbits[v]) >= 4:
            yield "four_bomb", (v,), _sets(gbits[v], 4)
    for a in groups.get(5, []):
        for b in groups.get(10, []):
            for c in groups.get(13, []):
                mask = [bit[a] + bit[b] + bit[c]]
                if a.suit is b.suit is c.suit:
                    yield "zheng_510k", (SUIT_ORDER[a.suit],), mask
                else:
                    yield "fu_510k", (), mask


def _sets(bits: list[int], width: int) -> list[int]:
    """Every choice of ``width`` of ``bits``, in ``combinations`` order."""
    return list(map(sum, combinations(bits, width)))


def _runs(sets: dict[int, list[int]], k: int, lo: int, hi: int,
          above: int | None) -> Iterator[tuple[int, list[int]]]:
    """``run_sets`` as masks: (top, every choice of one set per value of the run) for every run of
    ``k`` values in ``lo…hi`` that ``sets`` holds, tops rising, above ``above``."""
    for t in runs(sets, k, lo, hi):
        if above is None or t > above:
            yield t, list(map(sum, product(*[sets[v] for v in range(t - k + 1, t + 1)])))


def _winged(bodies: Iterable[tuple[int, int]], free: list[int], size: int, key: tuple[int, int],
            most: int) -> Section:
    """Every body with 0…``most`` wings from the ``free`` cards it leaves (less the body's
    ``spare`` ones), in that order: (body, spare) pairs."""
    most = min(most, len(free) - size)
    out: list[int] = []
    for body, no in bodies:
        taken = body | no
        rest = [b for b in free if not b & taken]
        out += map(sum, chain.from_iterable(map(combinations, repeat(rest), range(most + 1))),
                   repeat(body))
    return (0, 0, KIND_ORDER["triple" if key[0] == 1 else "plane"], key), out
