"""The interface the app and the other AI modules rely on: LEVELS, make_player, fallbacks."""

import pytest

import ai
import engine
from ai.baselines import RandomPlayer


def test_levels():
    assert ai.LEVELS == ("random", "greedy", "easy", "normal", "hard")


@pytest.mark.parametrize("game_id", sorted(engine.GAMES))
@pytest.mark.parametrize("level", ai.LEVELS)
def test_make_player_every_game_and_level(game_id, level):
    player = ai.make_player(game_id, level, seed=1)
    assert callable(player.choose)


def test_unknown_game_or_level():
    with pytest.raises(ValueError):
        ai.make_player("mahjong", "normal")
    with pytest.raises(ValueError):
        ai.make_player("banbiantianzha", "grandmaster")


def test_missing_game_module_falls_back_to_random(monkeypatch):
    import importlib

    real = importlib.import_module

    def fake(name, *a, **k):
        if name == "ai.games.banbiantianzha":
            raise ModuleNotFoundError(name=name)
        return real(name, *a, **k)

    monkeypatch.setattr(importlib, "import_module", fake)
    assert isinstance(ai.make_player("banbiantianzha", "hard", seed=1), RandomPlayer)


def test_random_player_is_seeded():
    hand = engine.new_hand("banbiantianzha", seed=3)
    legal = hand.legal_actions()
    a = [RandomPlayer(seed=9).choose(hand.view(0), legal) for _ in range(3)]
    assert len(set(a)) == 1
    with pytest.raises(ValueError):
        RandomPlayer().choose(hand.view(0), [])
