"""The climbing games' ``played`` view key: every card played so far this hand, the same for every
seat and a spectator (public: each was seen as it was played), never a card still in a hand or in a
bottom nobody took (BBT-1.2, DTZ-1.2, BZP-1.2, SDY-1.2 decks). The 记牌器 counts from it."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import new_hand

CLIMBING = ("banbiantianzha", "datongzi", "banzipao", "sandayi")


@pytest.mark.parametrize("game", CLIMBING)
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
    """DTZ-1.3: the 9 底牌 stay face down all hand; SDY-2: the 8 bottom cards count as played only
    once they have been played, not when the landlord takes them."""
    dtz = new_hand("datongzi", seed=5)
    assert dtz.view(0)["played"] == []
    first = dtz.legal_actions()[0]
    dtz.apply(first)
    assert dtz.view(1)["played"] == sorted(str(c) for c in first.cards)
    sdy = new_hand("sandayi", seed=5)
    rng = random.Random(1)
    while sdy.view(None)["bottom_count"] and not sdy.is_over:
        sdy.apply(rng.choice(sdy.legal_actions()))
    assert sdy.view(None)["bottom_count"] == 0
    assert sdy.view(None)["played"] == []  # the bottom is in the landlord's hand, not played
