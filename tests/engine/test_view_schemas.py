"""Every game's ``view(seat)`` matches its typed schema (API section 9: ``VIEW_SCHEMA`` in each
game package, a ``TypedDict`` checked by ``engine.views.schema_errors``): every key present, no
other, every value of its type down to the leaves, for every seat and the spectator, over random
positions of every game (BBT-14, DTZ-12, BZP-12, CX-13, ZPY-16, SDY-12: what each seat may see)."""

from __future__ import annotations

from typing import TypedDict

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import GAMES
from engine.registry import game_module
from engine.views import ResultView, TrickPlayView, schema_errors

from .random_positions import random_hand


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(sorted(GAMES)), st.integers(0, 100_000), st.integers(0, 400))
def test_every_view_matches_its_schema(game_id, seed, steps):
    hand = random_hand(game_id, seed, steps)
    schema = game_module(game_id).VIEW_SCHEMA
    for viewer in [None, *range(hand.num_players)]:
        assert schema_errors(hand.view(viewer), schema) == [], (game_id, viewer)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_finished_hands_match_their_schema(game_id):
    """The end of a hand (result, revealed cards, void points) has its shape too."""
    for seed in range(6):
        hand = random_hand(game_id, seed, 10_000)
        assert hand.is_over
        schema = game_module(game_id).VIEW_SCHEMA
        for viewer in [None, *range(hand.num_players)]:
            assert schema_errors(hand.view(viewer), schema) == []


class _Inner(TypedDict):
    n: int


class _Outer(TypedDict):
    inner: _Inner | None
    items: list[str | None]


def test_the_checker_finds_missing_extra_and_mistyped_keys():
    """The checker can fail: a missing key, an unknown key, a bool for an int, a bad list item,
    a mistyped nested key (reported at its path)."""
    assert schema_errors({"inner": {"n": 1}, "items": ["a", None]}, _Outer) == []
    assert schema_errors({"inner": None, "items": []}, _Outer) == []
    def errors(v):
        return schema_errors(v, _Outer)

    assert errors({"items": []}) == ["view: missing key 'inner' (_Outer)"]
    assert errors({"inner": None, "items": [], "x": 1}) == ["view: unexpected key 'x' (_Outer)"]
    assert errors({"inner": {"n": True}, "items": []}) == ["view.inner.n: expected int, got True"]
    assert errors({"inner": None, "items": [3]}) == ["view.items[0]: 3 is none of str | None"]
    assert schema_errors({"seat": 0, "pass": True}, TrickPlayView) == []
    assert schema_errors({"deltas": [1], "winners": [], "lines": [{"key": "k", "seat": None, "value": 1}]},
                         ResultView) == ["view.lines[0]: missing key 'detail' (ScoreLineView)"]
