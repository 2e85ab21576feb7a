"""Blunders in 扯旋 betting: the all-休 void (CX-11.9). When every action of a betting round has
been 休, the last speaker's 休 ends the hand as a draw and refunds every chip (CX-12.1): a check
there is worth exactly nothing, not the showdown it used to be valued as (issue #35, point 3)."""

from __future__ import annotations

import pytest

import engine
from ai import counterfactual as cf
from ai.games import chexuan

#: dealer 0: seat 1 speaks first and checks; seat 0 is the last speaker of round 1
OPPONENT = "D4 C6 S7 H3"


def _checked_to(hidden: str):
    hand = engine.new_hand("chexuan", players=2, seed=1, deal={"hands": [hidden, OPPONENT]},
                           context={"stakes": [200, 200], "dealer": 0})
    hand.apply(next(a for a in hand.legal_actions() if a.kind == "check"))
    assert hand.to_act == 0
    return hand


def test_cx_11_9_the_view_tells_that_a_check_voids_the_hand():
    """CX-11.7, 11.9: after the first speaker's 休, the last speaker's 休 would end an all-休 round."""
    hand = _checked_to("DQ H4 S9 C5")
    view = hand.view(0)
    assert view["round_all_checks"] and view["round_acted"] == [False, True]
    assert chexuan.check_voids(view)
    hand.apply(next(a for a in hand.legal_actions() if a.kind == "check"))
    assert hand.view(None)["outcome"] == "void"


def test_cx_11_9_no_void_once_somebody_bet():
    """CX-11.9: a 大 in the round makes 「所有人都休」 false: a later 休 voids nothing."""
    hand = engine.new_hand("chexuan", players=3, seed=1, context={"stakes": [200, 200, 200], "dealer": 0})
    raise_ = min((a for a in hand.legal_actions() if a.kind == "raise"), key=lambda a: int(a.value))
    hand.apply(raise_)
    assert not hand.view(hand.to_act)["round_all_checks"]
    assert not chexuan.check_voids(hand.view(hand.to_act))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_cx_11_9_a_favourite_does_not_check_the_hand_void(level):
    """CX-11.9: with 丁 (DQ) in the hole, checked to as the last speaker, the AI bets: its 休 would
    give back a hand it is favourite to win (``normal`` used to check it void)."""
    action = chexuan.make(level, 1).choose(_checked_to("DQ H4 S9 C5").view(0), _checked_to("DQ H4 S9 C5")
                                           .legal_actions())
    assert action.kind in ("raise", "allin")


def test_cx_11_9_betting_is_worth_more_than_the_void_when_played_out():
    """The same decision played out in 24 worlds (the opponent's hidden cards and every card still to
    come re-dealt from what seat 0 has seen): 休 is 0 in every world (the void), the smallest 大 is
    worth more on average."""
    hand = _checked_to("DQ H4 S9 C5")
    legal = hand.legal_actions()
    check = next(a for a in legal if a.kind == "check")
    bet = min((a for a in legal if a.kind == "raise"), key=lambda a: int(a.value))
    rows = cf.option_rows(hand, 0, [check, bet], worlds=24, level="normal", seed=1)
    assert len(rows) == 24
    assert all(r[0] == 0 for r in rows)
    assert sum(r[1] for r in rows) > 0
