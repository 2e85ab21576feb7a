"""The duel hooks' figures are centred: equal players score 0 and win 0.5 (so an SPRT's H0 is 0)."""

import pytest

import ai
import engine
from ai import duel
from ai.games import chexuan, zhaopengyou
from engine.hand import HandResult


def _finished_zpy(seed: int = 4) -> engine.Hand:
    hand = engine.new_hand("zhaopengyou", seed=seed)
    players = [ai.make_player("zhaopengyou", "easy", seed=s) for s in range(5)]
    while not hand.is_over:
        s = hand.to_act
        hand.apply(players[s].choose(hand.view(s), hand.legal_actions()))
    return hand


def test_zpy_13_2_a_won_2v3_scores_the_side_against_the_defenders():
    """ZPY-13.2: the declaring pair (seats 0, 3) won 小胜, one level each, the defenders none. A
    declarer gains 1 against the others' mean 0.25 and beats the three defenders (ties the friend)."""
    hand = _finished_zpy()
    hand.state.result = HandResult(deltas=[1, 0, 0, 1, 0], winners=[0, 3])
    assert zhaopengyou.duel_outcome(hand, (0,)) == (3.5 / 4, 0.75, {"levels": 1.0, "side_win": 1.0})
    assert zhaopengyou.duel_outcome(hand, (1,)) == (1 / 4, -0.5, {"levels": 0.0, "side_win": 0.0})


def test_zpy_13_3_a_solo_declarer_caught_by_the_defenders():
    """ZPY-13.3: a 1v4 declarer held to 反超 gains nothing, each defender one level."""
    hand = _finished_zpy()
    hand.state.result = HandResult(deltas=[0, 1, 1, 1, 1], winners=[1, 2, 3, 4])
    win, score, extras = zhaopengyou.duel_outcome(hand, (0,))
    assert (win, score, extras["levels"], extras["side_win"]) == (0.0, -1.0, 0.0, 0.0)
    win, score, _ = zhaopengyou.duel_outcome(hand, (2,))
    assert (win, score) == (0.625, 0.25)


def test_zhaopengyou_outcomes_over_the_seats_sum_to_nothing():
    """A played hand: each seat's score against the others' mean adds up to 0 over the five seats and
    its pairwise wins to 2.5, so equal players are centred however the sides split."""
    hand = _finished_zpy()
    got = [zhaopengyou.duel_outcome(hand, (s,)) for s in range(5)]
    assert sum(g[1] for g in got) == pytest.approx(0.0)
    assert sum(g[0] for g in got) == pytest.approx(2.5)
    assert [g[2]["levels"] for g in got] == [float(d) for d in hand.result().deltas]
    assert any(g[1] != 0 for g in got)  # the hand moved someone's level


@pytest.mark.parametrize("game_id", ["zhaopengyou", "doudizhu", "datongzi"])
def test_a_level_against_itself_scores_exactly_nothing(game_id):
    """``normal`` plays these games without chance, so a deal goes the same way in every rotation
    and A's score over the rotations is 0 (found by playing, not by the hook's algebra alone)."""
    for i in range(2):
        win, score, _ = duel.play_deal(game_id, "normal", "normal", 3, i)
        assert score == pytest.approx(0.0)
        if game_id != "datongzi":  # 打筒子's win is A's 一游 rate, 1/3 for equals
            assert win == pytest.approx(0.5)


def test_cx_12_chexuan_halves_of_a_deal_cancel():
    """CX-12: chips only move between seats, so A's two rotations (the even seats, then the odd)
    score opposite amounts on the same played hand: equal players score 0 in expectation."""
    hand = engine.new_hand("chexuan", seed=3)
    # random bettors: equal `normal` players mostly 休 a hand into the void (CX-11.9), moving nothing
    players = [ai.make_player("chexuan", "random", seed=s) for s in range(hand.num_players)]
    while not hand.is_over:
        s = hand.to_act
        hand.apply(players[s].choose(hand.view(s), hand.legal_actions()))
    even, odd = (chexuan.duel_outcome(hand, seats) for seats in chexuan.duel_rotations(hand))
    assert hand.num_players == 4 and even[1] == -odd[1] != 0


def test_a_duel_gives_hard_the_worlds_its_game_fixes():
    """斗地主's ``hard`` samples a fixed 100 worlds by design: a duel that gave it the default 30 would
    measure a weaker player than the one shipped."""
    from ai.games import doudizhu

    assert duel.duel_worlds("doudizhu") == doudizhu.HARD_WORLDS == 100
    assert duel.duel_worlds("banzipao") == duel.DEFAULT_DUEL_WORLDS
