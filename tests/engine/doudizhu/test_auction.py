"""斗地主's bidding: 叫分 (DDZ-3) and the house rule 抢地主 (DDZ-4), as pure functions and in a hand."""

from __future__ import annotations

import pytest

from engine import Action
from engine.games.doudizhu import REDEAL, Turn, Won, legal_values, new_hand, next_step


def test_score_bidding_goes_once_round_and_the_highest_wins():
    """DDZ-3.1, 3.3: each seat once, from the first bidder; the highest bid is landlord."""
    assert next_step("score", 1, []) == Turn(1)
    assert next_step("score", 1, [(1, 1)]) == Turn(2)
    assert next_step("score", 1, [(1, 1), (2, 0)]) == Turn(0)
    assert next_step("score", 1, [(1, 1), (2, 0), (0, 2)]) == Won(0, 2)
    assert next_step("score", 1, [(1, 2), (2, 0), (0, 0)]) == Won(1, 2)


def test_a_bid_of_three_ends_the_bidding():
    """DDZ-3.2."""
    assert next_step("score", 0, [(0, 3)]) == Won(0, 3)
    assert next_step("score", 0, [(0, 1), (1, 3)]) == Won(1, 3)


def test_all_passing_redeals():
    """DDZ-3.4."""
    assert next_step("score", 2, [(2, 0), (0, 0), (1, 0)]) == REDEAL
    assert next_step("rob", 2, [(2, 0), (0, 0), (1, 0)]) == REDEAL


def test_only_higher_bids_are_offered_and_the_forced_deal_refuses_a_pass():
    """DDZ-3.1 (higher than any bid so far), DDZ-3.4 (the last deal's first bidder must bid)."""
    assert legal_values("score", [], False) == [0, 1, 2, 3]
    assert legal_values("score", [(0, 2)], False) == [0, 3]
    assert legal_values("score", [], True) == [1, 2, 3]
    assert legal_values("score", [(0, 1)], True) == [0, 2, 3]
    assert legal_values("rob", [], True) == [1]


@pytest.mark.parametrize(("bids", "expected"), [
    # DDZ-4.1: the first to call is landlord when nobody robs
    ([(0, 1), (1, 0), (2, 0)], Won(0, 1, 0)),
    # DDZ-4.2: each rob doubles and takes the candidacy; the caller may rob back last
    ([(0, 1), (1, 1), (2, 0), (0, 0)], Won(1, 2, 1)),
    ([(0, 1), (1, 1), (2, 1), (0, 1)], Won(0, 8, 3)),
    ([(0, 1), (1, 0), (2, 1), (0, 0)], Won(2, 2, 1)),
    # DDZ-4.1: a seat that declined to call may not rob
    ([(0, 0), (1, 1), (2, 0)], Won(1, 1, 0)),
    ([(0, 0), (1, 0), (2, 1)], Won(2, 1, 0)),
])
def test_rob_bidding(bids, expected):
    assert next_step("rob", 0, bids) == expected


def test_rob_turns():
    assert next_step("rob", 0, [(0, 0)]) == Turn(1)
    assert next_step("rob", 0, [(0, 1)]) == Turn(1, robbing=True)
    assert next_step("rob", 0, [(0, 0), (1, 1)]) == Turn(2, robbing=True)
    assert next_step("rob", 0, [(0, 1), (1, 1), (2, 0)]) == Turn(0, robbing=True)


def _bid_through(hand, values):
    for v in values:
        hand.apply(Action("bid", value=v))


def test_the_landlord_takes_the_bottom_shown_to_everyone_and_leads():
    """DDZ-5.1, 5.3."""
    hand = new_hand(seed=4, context={"first_bidder": 0})
    bottom = list(hand.state.bottom)
    _bid_through(hand, [1, 2, 0])
    assert hand.state.landlord == 1 and hand.state.multiple == 2
    assert len(hand.hands[1]) == 20 and all(c in hand.hands[1] for c in bottom)
    assert hand.view(0)["bottom"] == hand.view(None)["bottom"] == [str(c) for c in bottom]
    assert hand.phase == "play" and hand.to_act == 1


def test_three_passes_redeal_and_the_third_deal_forces_the_first_bidder():
    """DDZ-3.4: after two redeals the first bidder of the third deal cannot pass."""
    hand = new_hand(seed=9, context={"first_bidder": 0})
    first_cards = [list(h) for h in hand.hands]
    _bid_through(hand, [0, 0, 0])
    assert hand.state.deal_no == 2 and hand.to_act == 1 and hand.phase == "bid"
    assert [list(h) for h in hand.hands] != first_cards
    _bid_through(hand, [0, 0, 0])
    assert hand.state.deal_no == 3 and hand.to_act == 2
    assert [a.value for a in hand.legal_actions()] == [1, 2, 3]
    assert hand.check(Action("bid", value=0)).startswith("DDZ-3.4")
    _bid_through(hand, [1, 0, 0])
    assert hand.state.landlord == 2


def test_a_bid_not_higher_is_refused():
    hand = new_hand(seed=1, context={"first_bidder": 0})
    hand.apply(Action("bid", value=2))
    assert hand.check(Action("bid", value=1)).startswith("DDZ-3.1")
    assert hand.check(Action("bid", value=True)).startswith("DDZ-3.1")
    assert hand.check(Action("play", tuple(hand.hands[1][:1]))).startswith("DDZ-3.1")


def test_rob_bidding_in_a_hand_doubles_the_multiple():
    """DDZ-4.2, 4.4."""
    hand = new_hand(seed=2, options={"bidding": "rob"}, context={"first_bidder": 0})
    _bid_through(hand, [1, 1, 1, 1])
    assert hand.state.landlord == 0 and hand.state.multiple == 8 and hand.state.robs == 3
    assert hand.check(Action("bid", value=1)) is not None  # the bidding is over


def test_mingpai_shows_the_landlords_hand_to_everyone():
    """DDZ-5.2: with the house rule on, the landlord chooses; shown, his cards are in every view."""
    hand = new_hand(seed=3, options={"mingpai": True}, context={"first_bidder": 0})
    _bid_through(hand, [3])
    assert hand.phase == "show" and hand.to_act == 0
    assert hand.check(Action("choose", value="maybe")).startswith("DDZ-5.2")
    hand.apply(Action("choose", value="show"))
    assert hand.phase == "play" and hand.state.shown
    assert hand.view(1)["hands"][0] == [str(c) for c in hand.hands[0]]
    assert hand.view(1)["hands"][2] is None


def test_without_mingpai_there_is_no_show_phase():
    hand = new_hand(seed=3, context={"first_bidder": 0})
    _bid_through(hand, [3])
    assert hand.phase == "play"
