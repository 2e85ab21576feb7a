"""The AI never chooses an illegal action: full hands at every level in every playable climbing
game, and thousands of random positions reached by random play."""

import random

import pytest

import ai
import engine
from ai.bench import playable
from engine.registry import climbing_games

from .positions import play_out

# legality only: the light search's world count does not change which plays it may choose
pytestmark = pytest.mark.usefixtures("few_worlds")


def _games():
    return [g for g in climbing_games() if playable(g)]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", _games())
@pytest.mark.parametrize("level", ai.LEVELS)
def test_full_hands_are_legal(game_id, level):
    for h in range(4):
        hand = engine.new_hand(game_id, seed=100 + h)
        players = [ai.make_player(game_id, level if s % 2 == h % 2 else "normal", seed=s + h)
                   for s in range(hand.num_players)]
        play_out(hand, players)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", _games())
def test_random_positions_are_legal(game_id):
    rng = random.Random(7)
    players = {lv: ai.make_player(game_id, lv, seed=3) for lv in ai.LEVELS if lv != "hard"}
    checked = 0
    # 20 random-play hands: 1,000 (半边天炸) to 2,400 (三打一) positions, each asked of four levels
    for h in range(20):
        hand = engine.new_hand(game_id, seed=5000 + h)
        while not hand.is_over:
            seat = hand.to_act
            legal = hand.legal_actions()
            view = hand.view(seat)
            for lv, p in players.items():
                action = p.choose(view, legal)
                assert hand.check(action) is None, (game_id, lv, action)
                checked += 1
            hand.apply(legal[rng.randrange(len(legal))])
    assert checked >= 2000


@pytest.mark.slow
@pytest.mark.parametrize("game_id", _games())
def test_hard_on_random_positions_is_legal(game_id):
    rng = random.Random(8)
    hard = ai.make_player(game_id, "hard", seed=4)
    for h in range(6):
        hand = engine.new_hand(game_id, seed=7000 + h)
        while not hand.is_over:
            seat = hand.to_act
            legal = hand.legal_actions()
            if rng.random() < 0.3:
                action = hard.choose(hand.view(seat), legal)
                assert hand.check(action) is None, (game_id, action)
            hand.apply(legal[rng.randrange(len(legal))])
