"""半边天炸 trick play, going out and points: BBT-4.2, 4.3, BBT-8, BBT-9, BBT-10."""

import pytest

from engine import Action, IllegalAction
from engine import parse_cards as p
from engine.games.banbiantianzha import card_points

from .helpers import play, position


def test_bbt_8_1_leader_cannot_pass():
    """BBT-8.1."""
    hand = position(["S9 S4", "SK", "SA"], to_act=0)
    assert "BBT-8.1" in hand.check(Action.pass_())
    assert Action.pass_() not in hand.legal_actions()


def test_bbt_8_2_no_must_beat():
    """BBT-8.2: a player may pass even when he could beat."""
    hand = position(["S9 S4", "SK S5", "SA S6"], to_act=0)
    play(hand, "S9")
    assert Action.pass_() in hand.legal_actions() and Action.play("SK") in hand.legal_actions()
    play(hand)
    assert hand.to_act == 2


def test_bbt_8_3_a_pass_does_not_leave_the_trick():
    """BBT-8.3."""
    hand = position(["S9 S4 S3", "SK S5 S6", "SQ S7 S8"], to_act=0)
    play(hand, "S9")
    play(hand)          # seat 1 passes
    play(hand, "SQ")    # seat 2 beats
    play(hand)          # seat 0 passes
    assert hand.to_act == 1 and Action.play("SK") in hand.legal_actions()  # seat 1 may play again


def test_bbt_8_4_and_8_6_trick_ends_after_all_others_pass_winner_takes_points():
    """BBT-8.4 / BBT-8.6."""
    hand = position(["SK S4 S3", "S5 S6 S7", "ST S8 S9"], to_act=0)
    play(hand, "SK")
    play(hand)
    events = play(hand)
    won = [e for e in events if e.kind == "trick_won"]
    assert won and won[0].seat == 0 and won[0].data["points"] == 10
    assert hand.state.points == [10, 0, 0] and hand.to_act == 0 and hand.view(0)["trick"]["plays"] == []


def test_bbt_8_5_tianzha_ends_the_trick_at_once():
    """BBT-8.5."""
    hand = position(["S2 S4", "BJ S5", "SA S6"], to_act=0)
    play(hand, "S2")
    events = play(hand, "BJ")
    assert any(e.kind == "trick_won" and e.seat == 1 for e in events)
    assert hand.to_act == 1


def test_illegal_plays_give_reasons_and_change_nothing():
    hand = position(["S9 H9 S4", "SK HK S5", "SA S6 S7"], to_act=0)
    play(hand, "S9 H9")
    before = hand.to_dict()
    for bad, rule in (("S5", "BBT-7.3"), ("S5 SK", "BBT-5"), ("SA S6", "BBT-5"), ("S3 H3", "BBT-5")):
        reason = hand.check(Action.play(bad))
        assert reason and rule in reason
        with pytest.raises(IllegalAction):
            hand.apply(Action.play(bad))
    assert hand.to_dict() == before


def test_bbt_4_2_and_4_3_finished_players_are_skipped_and_lead_passes_on():
    """BBT-4.3: BBT-4.2 / 4.3 / 9.2: a 闲 goes out and wins the trick; the next holder after him leads."""
    hand = position(["S4 S5", "S2", "S3 S6"], zhuang=0, to_act=1)
    play(hand, "S2")       # seat 1 (闲) goes out
    play(hand)             # seat 2 passes
    events = play(hand)    # seat 0 passes: seat 1 wins the trick
    assert any(e.kind == "trick_won" and e.seat == 1 for e in events)
    assert hand.state.out == [1] and hand.to_act == 2  # next holder after seat 1
    play(hand, "S3")
    assert hand.to_act == 0  # seat 1 is skipped


def test_bbt_9_2_beating_a_finished_players_last_play():
    """BBT-9.2 (seed 三.3(1)): B beats the finished A's play, C passes: B wins the points."""
    hand = position(["S5", "ST S3", "S4 S6"], zhuang=2, to_act=0)
    play(hand, "S5")   # A (闲) out
    play(hand, "ST")   # B beats
    play(hand)         # C passes
    assert hand.state.points[1] == 15 and hand.to_act == 1


def test_bbt_9_3_second_out_and_last_response_pass():
    """BBT-9.3 (seed 三.3(2)): A out, B out, C passes: B takes the points, C's cards are void."""
    hand = position(["S3", "SK", "S4 ST S5"], zhuang=2, to_act=1, out=[0])
    hand.state.hands[0] = []
    play(hand, "SK")
    assert hand.to_act == 2
    play(hand)
    assert hand.is_over and hand.state.points[1] == 10
    assert hand.view(None)["void_points"] == 15  # BBT-9.4
    assert hand.facts()["order"] == [0, 1, 2]


def test_bbt_9_3_second_out_and_last_response_beats():
    """BBT-9.3 (seed 三.3(3)): C beats B's last play: C takes the trick and the hand ends."""
    hand = position(["", "SQ", "SK S5"], zhuang=2, to_act=1, out=[0])
    play(hand, "SQ")
    play(hand, "SK")
    assert hand.is_over and hand.state.points == [0, 0, 10]
    assert hand.view(None)["void_points"] == 5


def test_bbt_9_1_and_9_5_banker_out_first_ends_the_hand():
    """BBT-9.1: BBT-9.5: when the 庄 is 上游 the hand ends with that trick; the 闲's cards are void."""
    hand = position(["S5", "SK S3", "ST S4"], zhuang=0, to_act=0)
    play(hand, "S5")
    assert not hand.is_over and hand.to_act == 1  # the trick goes on among the 闲
    play(hand, "SK")
    play(hand)
    assert hand.is_over and hand.facts()["order"] == [0]
    assert hand.state.points == [0, 15, 0] and hand.view(None)["void_points"] == 10


def test_bbt_9_4_unplayed_points_are_void():
    """BBT-9.4."""
    hand = position(["", "S3", "SK ST S5"], zhuang=1, to_act=1, out=[0])
    play(hand, "S3")
    play(hand)
    assert hand.is_over and hand.view(None)["void_points"] == 25
    assert sum(hand.state.points) == 0


def test_bbt_10_1_point_cards():
    """BBT-10.1."""
    assert card_points(p("S5 ST SK S9 SA S2 BJ")) == 25
    from engine import make_deck
    assert card_points(make_deck(1, without="LJ C2 D2")) == 100


def test_bbt_10_2_side_points_and_10_3_total():
    """BBT-10.2: each player's points are what he won; BBT-10.3: with the void, 100 in all."""
    import random

    from engine import new_hand
    rng = random.Random(5)
    for seed in range(20):
        hand = new_hand("banbiantianzha", seed=seed)
        while not hand.is_over:
            hand.apply(rng.choice(hand.legal_actions()))
        if hand.state.shoot == "touxiang" and hand.state.counter_shot is None:
            continue
        assert sum(hand.state.points) + hand.view(None)["void_points"] == 100
        assert hand.state.points == [card_points(w) for w in hand.state.won]
