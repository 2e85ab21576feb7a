"""``hard`` stays within its time (issue 23: budget + 50 ms): the decomposition memo keeps two
generations and frees the dropped one between decisions, where emptying a full memo inside a
decision took ~100 ms; the generations change no answer."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ai import decompose
from ai.decompose import counts_of, release_dropped
from ai.games import sandayi as sdy
from ai.housekeeping import between_decisions


def _fresh_shapes() -> decompose.Shapes:
    return dataclasses.replace(sdy.RULES.shapes, memo={}, memo_old={}, _costs={})


def _hands(seed: int, n: int = 40) -> list[tuple[int, ...]]:
    rng = random.Random(seed)
    sh = sdy.RULES.shapes
    deck = [v for v in range(3, 16) for _ in range(8)] + [16] * 2 + [17] * 2
    return [counts_of(rng.sample(deck, rng.randint(5, 27)), sh) for _ in range(n)]


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_two_memo_generations_give_the_answers_of_a_fresh_search(seed):
    hands = _hands(seed)
    small = _fresh_shapes()
    old_generation = decompose.MEMO_GENERATION
    decompose.MEMO_GENERATION = 50  # many generations go by within a few hands
    try:
        got = [decompose.decompose(c, small) for c in hands + hands[::-1]]
    finally:
        decompose.MEMO_GENERATION = old_generation
    want = [decompose.decompose(c, _fresh_shapes()) for c in hands + hands[::-1]]
    assert got == want
    assert len(small.memo) <= 50 and small.memo_old


def test_a_dropped_generation_waits_for_the_pause_between_decisions(monkeypatch):
    monkeypatch.setattr(decompose, "MEMO_GENERATION", 20)
    sh = _fresh_shapes()
    release_dropped()
    for c in _hands(5, 10):
        decompose.decompose(c, sh)
    assert decompose._dropped, "a full generation was dropped: it waits to be freed"
    assert len(decompose._dropped) == 1  # never more than one waits (freed at once otherwise)
    between_decisions()
    assert not decompose._dropped
