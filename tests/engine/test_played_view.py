"""The climbing games' ``played`` view key: every card played so far this hand, the same for every
seat and a spectator (public: each was seen as it was played), never a card still in a hand or in a
bottom nobody took (BBT-1.2, DTZ-1.2, BZP-1.2 decks). The 记牌器 counts from it. 三打一 has none:
earlier tricks may not be looked at again (SDY-8.6)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import new_hand
from engine.registry import climbing_games, game_module


def _declares_played(game: str) -> bool:
    """Whether the game's view schema (``VIEW_SCHEMA``) has the ``played`` key (三打一's does not)."""
    return "played" in game_module(game).VIEW_SCHEMA.__annotations__


PLAYED = [g for g in climbing_games() if _declares_played(g)]
UNPLAYED = [g for g in climbing_games() if not _declares_played(g)]


def test_both_kinds_are_seen():
    assert PLAYED and UNPLAYED


@pytest.mark.parametrize("game", PLAYED)
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**31), play_seed=st.integers(0, 2**31))
def test_played_lists_every_card_played_and_nothing_else(game, seed, play_seed):
    hand = new_hand(game, seed=seed)
    rng = random.Random(play_seed)
    played: Counter[str] = Counter()
    n = hand.view(None)["num_players"]
    while True:
        views = [hand.view(s) for s in [None, *range(n)]]
        assert {tuple(v["played"]) for v in views} == {tuple(sorted(played.elements()))}
        assert views[0]["played"] == sorted(views[0]["played"])
        if hand.is_over:
            break
        action = rng.choice(hand.legal_actions())
        hand.apply(action)
        if action.kind == "play":
            played.update(str(c) for c in action.cards)


def test_played_is_empty_before_the_first_play_and_excludes_the_unseen_bottom():
    """DTZ-1.3: the 9 底牌 stay face down all hand and are never among the cards played."""
    dtz = new_hand("datongzi", seed=5)
    assert dtz.view(0)["played"] == []
    first = dtz.legal_actions()[0]
    dtz.apply(first)
    assert dtz.view(1)["played"] == sorted(str(c) for c in first.cards)
    rng = random.Random(1)
    while not dtz.is_over:
        dtz.apply(rng.choice(dtz.legal_actions()))
        assert len(dtz.view(None)["played"]) + sum(dtz.view(None)["counts"]) == 132 - 9


@pytest.mark.parametrize("game", UNPLAYED)
def test_a_view_without_played_never_lists_earlier_tricks(game):
    """SDY-8.6 (已出的上几圈牌不得翻看): no ``played`` key, at any point of a hand."""
    hand = new_hand(game, seed=5)
    rng = random.Random(1)
    seats = (None, *range(hand.num_players))
    while not hand.is_over:
        assert all("played" not in hand.view(s) for s in seats)
        hand.apply(rng.choice(hand.legal_actions()))
