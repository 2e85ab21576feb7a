"""The AI under every house-rule value (issue #26): a short duel of a few deals in which every
decision of every level used is legal."""

from __future__ import annotations

import pytest

import ai
from engine import new_match
from engine.registry import GAMES

# legality only: the light search's world count does not change which plays it may choose
pytestmark = pytest.mark.usefixtures("few_worlds")

VALUES = [(g, o.key, v) for g in GAMES for o in GAMES[g].options if o.house for v in o.choices
          if v != o.default]


@pytest.mark.parametrize(("game_id", "key", "value"), VALUES, ids=[f"{g}-{k}-{v}" for g, k, v in VALUES])
def test_ai_duel_is_legal_under_house_option(game_id, key, value):
    """Two deals, AI levels easy and normal alternating seats: no illegal decision."""
    match = new_match(game_id, seed=41, options={key: value})
    n = match.hand.num_players
    players = [ai.make_player(game_id, "normal" if s % 2 else "easy", seed=s) for s in range(n)]
    for _ in range(2):
        hand = match.hand
        while not hand.is_over:
            seat = hand.to_act
            action = players[seat].choose(hand.view(seat), hand.legal_actions())
            assert hand.check(action) is None, (game_id, key, value, action)
            hand.apply(action)
        if match.is_over:
            break
        match.next_hand()
