"""三打一 deal, marker and auction: SDY-0.3, SDY-1.1, 1.2, SDY-2, SDY-3, SDY-5.3 (API section 8)."""

from collections import Counter

import pytest

from engine import GAMES, Action, IllegalAction, make_deck, new_hand, new_match
from engine.games.sandayi import Auction, auction_result, legal_bids

from .helpers import bid, new


# ---- SDY-1, SDY-2: players, cards, deal, marker
def test_sdy_1_1_four_players_one_landlord_three_farmers():
    """SDY-1.1."""
    assert GAMES["sandayi"].players == (4,)
    hand = new()
    bid(hand, 2, 0, 0, 0)
    assert hand.view(0)["roles"] == ["landlord", "farmer", "farmer", "farmer"]


def test_sdy_1_2_two_packs_of_108_cards():
    """SDY-1.2: eight of each rank 2…A and two of each joker."""
    deck = make_deck(2)
    counts = Counter(c.rank for c in deck)
    assert len(deck) == 108
    assert all(counts[r] == 8 for r in range(2, 15)) and counts[15] == counts[16] == 2


def test_sdy_2_3_deal_25_each_and_8_bottom():
    """SDY-2.3: 8 + 4 × 25 = 108."""
    hand = new_hand("sandayi", seed=5)
    s = hand.state
    assert [len(h) for h in s.hands] == [25] * 4 and len(s.bottom) == 8
    assert Counter(c for h in s.hands for c in h) + Counter(s.bottom) == Counter(make_deck(2))
    assert hand.view(0)["bottom_count"] == 8 and hand.view(0)["counts"] == [25] * 4


def test_sdy_2_4_marker_is_a_dealt_card_shown_to_all_and_its_holder_bids_first():
    """SDY-2.4: the marker is one of the 100 dealt cards (never the bottom), public, and stays in
    its holder's hand; the holder bids first."""
    holders = set()
    for seed in range(40):
        hand = new_hand("sandayi", seed=seed)
        s = hand.state
        assert s.marker in s.hands[s.marker_seat]
        assert hand.to_act == s.marker_seat
        for viewer in (None, 0, 1, 2, 3):
            assert hand.view(viewer)["marker"] == {"card": str(s.marker), "seat": s.marker_seat}
        holders.add(s.marker_seat)
        ev = hand.opening_events()
        assert [e.kind for e in ev] == ["dealt", "marker"] and ev[1].seat == s.marker_seat
    assert holders == {0, 1, 2, 3}


def test_sdy_2_1_and_2_2_seats_and_dealer_have_no_rule_effect():
    """SDY-2.1 / SDY-2.2 RULING: seats are plain 0–3 and no dealer is modelled: the marker, not a
    seat or a dealer, decides who bids first, so hand after hand the first bidder varies."""
    match = new_match("sandayi", seed=3)
    firsts = set()
    for _ in range(8):
        firsts.add(match.hand.to_act)
        while not match.hand.is_over:
            match.hand.apply(match.hand.legal_actions()[0])
        if match.is_over:
            break
        match.next_hand()
    assert len(firsts) > 1
    assert "dealer" not in match.hand.view(0)


def test_sdy_0_3_turn_order_is_seat_plus_one():
    """SDY-0.3: the next player (下家) of seat s is s+1 mod 4; bidding goes that way."""
    hand = new(marker_seat=3)
    assert hand.to_act == 3
    bid(hand, 0)
    assert hand.to_act == 0
    bid(hand, 1)
    assert hand.to_act == 1


# ---- SDY-3 auction
def test_sdy_3_1_one_round_from_the_marker_holder():
    """SDY-3.1: each player gets at most one turn; four calls end the auction."""
    assert legal_bids([]) == [0, 1, 2, 3]
    assert legal_bids([0, 1, 2]) == [0, 3]
    assert legal_bids([1, 0, 2, 0]) == []
    hand = new(marker_seat=2)
    bid(hand, 1, 0, 0, 0)
    assert hand.phase != "bid" and hand.state.landlord == 2


def test_sdy_3_2_calls_are_pass_and_one_to_three():
    """SDY-3.2: 不叫 (0), 1档, 2档, 3档; anything else is refused citing the rule."""
    hand = new()
    assert hand.legal_actions() == [Action("bid", value=v) for v in (0, 1, 2, 3)]
    for bad in (4, -1, "2", True, None):
        reason = hand.check(Action("bid", value=bad))
        assert reason and "SDY-3.2" in reason
    assert "SDY-3.2" in hand.check(Action.pass_())
    with pytest.raises(ValueError, match="SDY-3.2"):
        auction_result(0, [0, 5])


def test_sdy_3_3_a_bid_must_be_higher():
    """SDY-3.3: a bid not above the highest so far is rejected with a reason citing the rule."""
    hand = new()
    bid(hand, 2)
    assert [a.value for a in hand.legal_actions()] == [0, 3]
    for low in (1, 2):
        reason = hand.check(Action("bid", value=low))
        assert reason and reason.startswith("SDY-3.3")
        with pytest.raises(IllegalAction, match="SDY-3.3"):
            hand.apply(Action("bid", value=low))
    assert hand.state.bids == [2] and hand.to_act == 1  # nothing changed
    with pytest.raises(ValueError, match="SDY-3.3"):
        auction_result(0, [2, 2])


def test_sdy_3_4_three_ends_the_auction_at_once():
    """SDY-3.4: a 3档 bid ends the auction; later players get no turn."""
    assert legal_bids([0, 3]) == []
    a = auction_result(1, [0, 3])
    assert a.landlord == 2 and a.level == 3 and not a.toulou
    with pytest.raises(ValueError, match="SDY-3.1"):
        auction_result(1, [0, 3, 0])
    hand = new(marker_seat=1)
    bid(hand, 0, 3)
    assert hand.phase != "bid" and hand.state.landlord == 2


def test_sdy_3_5_highest_bidder_is_landlord_at_that_level():
    """SDY-3.5."""
    assert auction_result(0, [1, 0, 2, 0]) == Auction(2, 2, False, False, (1, 1, None, 1))
    assert auction_result(0, [1, 2]) is None


def test_sdy_3_6_all_pass_marker_holder_at_level_one():
    """SDY-3.6: all pass → the marker holder is landlord, scored as 1档."""
    a = auction_result(2, [0, 0, 0, 0])
    assert a.landlord == 2 and a.level == 1 and a.all_passed and not a.toulou
    hand = new(marker_seat=2)
    bid(hand, 0, 0, 0, 0)
    v = hand.view(0)
    assert v["landlord"] == 2 and v["level"] == 1 and v["all_passed"]


def test_sdy_3_7_toulou_is_the_marker_holders_opening_three():
    """SDY-3.7: 头撂 = the first call is 3档 by the marker holder; a later 3档 is not 头撂."""
    assert auction_result(3, [3]).toulou
    assert not auction_result(3, [0, 3]).toulou
    assert not auction_result(3, [1, 3]).toulou
    hand = new(marker_seat=1)
    bid(hand, 3)
    assert hand.state.toulou and hand.view(2)["toulou"]


def test_sdy_3_8_landlord_takes_the_hidden_bottom():
    """SDY-3.8: the landlord holds 33 cards; the bottom is never shown to the farmers."""
    hand = new(marker_seat=0)
    bottom = list(hand.state.bottom)
    events = bid(hand, 0, 2, 0, 0)
    s = hand.state
    assert len(s.hands[1]) == 33 and all(c in s.hands[1] for c in bottom)
    taken = [e for e in events if e.kind == "bottom_taken"][0]
    assert taken.seat == 1 and "cards" not in taken.data
    assert hand.view(1)["bottom"] == [str(c) for c in bottom]
    for viewer in (None, 0, 2, 3):
        assert hand.view(viewer)["bottom"] is None and hand.view(viewer)["hands"][1] is None
    assert hand.view(0)["counts"] == [25, 33, 25, 25] and hand.view(0)["bottom_count"] == 0


def test_sdy_3_auction_result_refuses_bad_input():
    """SDY-3 / SDY-2.4: a bad marker seat or bids that are not a list raise ValueError."""
    with pytest.raises(ValueError, match="SDY-2.4"):
        auction_result(4, [])
    with pytest.raises(ValueError):
        auction_result(0, "123")
    with pytest.raises(ValueError, match="SDY-3.2"):
        legal_bids([7])


# ---- SDY-5.3 allowances: every row of the table
@pytest.mark.parametrize("marker, bids, expected", [
    # W = 1: the landlord's 上家 0, the others 1 (seed rule 3)
    (0, [0, 1, 0, 0], (0, None, 1, 1)),
    (0, [1, 0, 0, 0], (None, 1, 1, 0)),
    # W = 1 by all-pass: the same with the marker holder as landlord
    (2, [0, 0, 0, 0], (1, 0, None, 1)),
    # W = 2: every farmer 1 (seed rule 4)
    (0, [1, 2, 0, 0], (1, None, 1, 1)),
    (1, [0, 0, 0, 2], (None, 1, 1, 1)),
    # W = 3, not 头撂: passed → 1, bid 1 → 1, bid 2 → 2, no turn → unlimited
    (0, [0, 1, 2, 3], (1, 1, 2, None)),
    (0, [2, 3], (2, None, None, None)),
    (0, [1, 0, 3], (1, 1, None, None)),
    # 头撂: every farmer unlimited (seed rule 2)
    (0, [3], (None, None, None, None)),
])
def test_sdy_5_3_bomb_allowance_table(marker, bids, expected):
    """SDY-5.3: each row of the allowance table; SDY-5.2: the landlord is unlimited (None)."""
    a = auction_result(marker, bids)
    assert a.bomb_allowances == expected
    assert a.bomb_allowances[a.landlord] is None


def test_sdy_5_3_allowances_are_public_in_the_view():
    """SDY-5.3: the table shows every seat's allowance and what is left."""
    hand = new(marker_seat=0)
    assert hand.view(1)["bomb_allowances"] is None
    bid(hand, 0, 1, 0, 0)
    v = hand.view(3)
    assert v["bomb_allowances"] == [0, None, 1, 1] and v["bombs_left"] == [0, None, 1, 1]
