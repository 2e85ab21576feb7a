"""Blunders in 找朋友: joining a declarer who has already lost (issue #35, point 5).

ZPY-7.5: the play holding the N-th copy of the called card makes its player the friend; ZPY-7.7,
12.1, 13.1: the teams are those of the end of the hand, and the declaring side wins only while the
defenders hold fewer than 120 points. Points the other defenders have already won stay theirs: once
they hold 120, joining the declarer scores nothing (ZPY-13.2), while the seat that stays a defender
wins the hand with them (ZPY-13.3)."""

from __future__ import annotations

import pytest

from engine import Action

from .test_zhaopengyou_ai import _deal, _knowledge, _player, _to_play


def _declarer_leads_ck(others_points: int):
    """Seat 1 (void in clubs) and seat 3 each hold an HA, the called card; seat 2 has already won
    ``others_points``; the declarer leads CK and seat 1 may claim the friendship with its HA."""
    hand = _to_play(_deal({0: "CK S2 S2 S2", 1: "HA H3 H4 D5 D6", 3: "C6 C6 HA"}))
    hand.state.won_points = [0, 0, others_points, 0, 0]
    hand._clear_cache()
    hand.apply(Action.play("CK"))
    assert hand.to_act == 1
    return hand


def test_zpy_13_1_a_lost_declaring_side_is_no_side_to_join():
    """ZPY-13.1: with 130 points already won by seat 2, seat 1 is no candidate friend: it counts
    the declarer as its opponent."""
    kn = _knowledge(_declarer_leads_ck(130), 1)
    assert kn.join_lost and not kn.maybe_friend and not kn.candidate
    assert 0 in kn.opponents


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_zpy_7_7_the_holder_stays_a_defender_when_the_declarer_has_lost(level: str) -> None:
    """ZPY-7.7, 13.2, 13.3: joining now gives 0 levels, staying a defender at least +1: seat 1 keeps
    its HA (it used to claim the friendship whatever the score)."""
    hand = _declarer_leads_ck(130)
    action = _player(level, 1).choose(hand.view(1), hand.legal_actions())
    assert "HA" not in [str(c) for c in action.cards]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_zpy_7_5_below_the_limit_the_holder_still_claims(level: str) -> None:
    """ZPY-7.5: with 100 points won by the others the declaring side can still win: the claim stands."""
    hand = _declarer_leads_ck(100)
    action = _player(level, 1).choose(hand.view(1), hand.legal_actions())
    assert "HA" in [str(c) for c in action.cards]
