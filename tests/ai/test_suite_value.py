"""What a played-out world is worth to the seat in the position suite and the counterfactual
analyses (``ai.counterfactual.final_value``): the game's own objective where its AI module names one
(``suite_value``), else the seat's score in the hand's result."""

from __future__ import annotations

import copy

import pytest

import ai
import ai.games.doudizhu as doudizhu_ai
import engine
from ai.counterfactual import final_value, option_values
from ai.games.datongzi import duel_outcome
from ai.suite import _play_out
from engine import Action

from .positions import datongzi


def test_dtz_8_the_suite_values_a_datongzi_play_with_its_bonus():
    """DTZ-8.1, 8.2: seat 0's 2筒子 wins its trick (nothing beats it) and earns 300 奖励分; DTZ-8.4,
    DTZ-11.1: the bonus is kept apart from the race score R and counts in the final score R + B. The
    suite values the play as the duels score the seat (R + B less the others' mean), the objective
    ``hard`` searches for, not by R alone."""
    hand = datongzi(["S2 S2 S2 S5", "S6 H7", "S8 H9"], leader=0)
    tongzi = Action.play("S2 S2 S2")
    world = copy.deepcopy(hand)
    world.apply(tongzi)
    value, exact = _play_out(world, "easy", 3, 0, 0)
    res = world.result()
    bonus = world.view(None)["bonus"]
    assert world.is_over and not exact and bonus[0] == 300
    total = [res.deltas[s] + bonus[s] for s in range(3)]
    assert value == pytest.approx(total[0] - (total[1] + total[2]) / 2)
    assert value == duel_outcome(world, (0,))[1]
    assert value - res.deltas[0] >= 300  # the race score alone misses the bonus
    # the counterfactual play-out (decision checks, blunder tests) values the same world alike
    assert option_values(hand, {"tongzi": tongzi}, "easy", 3) == {"tongzi": value}


def test_a_game_without_a_suite_value_is_valued_by_its_result():
    hand = engine.new_hand("doudizhu", seed=5)
    players = [ai.make_player("doudizhu", "greedy", seed=s) for s in range(3)]
    while not hand.is_over:
        s = hand.to_act
        hand.apply(players[s].choose(hand.view(s), hand.legal_actions()))
    res = hand.result()
    assert [final_value(hand, s) for s in range(3)] == [float(d) for d in res.deltas]
    assert not hasattr(doudizhu_ai, "suite_value")
