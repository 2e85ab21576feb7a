"""板子炮 house rules (engine/house_rules.py): each open reading, both ways."""

from __future__ import annotations

from engine.cards import parse_cards as C
from engine.games.banzipao import settle_hand

from .helpers import play, position, start

DUEL = {"banker": 2, "bidder": 3, "counter_bid": True, "order": [0], "tricks": [[(0, C("S8 H8 C8 D8"))]]}


def test_bzp_10_3_sitout_pays_by_default():
    """BZP-10.3 ("其他每人-1分"): in 反包 the two who sit out pay their share too."""
    assert settle_hand(DUEL) == [9 + 3, -1, -1, -9 - 1]


def test_bzp_10_3_sitout_does_not_pay():
    """BZP-10.3 house rule sitout_pays off: only the other duellist pays; still zero-sum."""
    d = settle_hand(DUEL, {"sitout_pays": False})
    assert d == [9 + 1, 0, 0, -9 - 1] and sum(d) == 0


def test_bzp_10_3_sitout_off_in_play():
    """BZP-10.3 off, played: a 滚筒 in a 反包 duel earns +3 from the opponent only."""
    hand = position(["S9 ST", "SJ", "SQ", "S3 H3 C3 S4 H4 C4 S5 H5 C5"], "fanbao", banker=2, bidder=3,
                    options={"sitout_pays": False})
    play(hand, "S3 H3 C3 S4 H4 C4 S5 H5 C5")
    assert hand.result().deltas == [-18 - 3, 0, 0, 18 + 3]
    # 叫牌/包牌 modes are unchanged: all four play, everyone pays
    four = position(["S9", "S3 H3 C3 S4 H4 C4 S5 H5 C5", "SQ", "SK"], "baopai", banker=0, bidder=1,
                    options={"sitout_pays": False})
    play(four, "S3 H3 C3 S4 H4 C4 S5 H5 C5")
    assert four.result().deltas == [-3 - 3, 9 + 9, -3 - 3, -3 - 3]


def _partner_revealed_then_banker_out(**options):
    hand = position(["SK", "S4 H4", "HA S5 S3", "S6 S8"], "jiaopai", banker=0, partner=2, called="HA",
                    leader=2, options=options or None)
    play(hand, "HA")   # partner revealed
    play(hand)
    play(hand)
    play(hand)
    play(hand, "S5")
    play(hand, "S6")
    play(hand, "SK")   # the 庄 goes out on top
    play(hand)
    play(hand)
    play(hand)
    assert hand.state.out == [0]
    return hand


def test_bzp_6_6_partner_leads_by_default():
    """BZP-6.6 (接风): once the partnership is public the out winner's partner leads."""
    assert _partner_revealed_then_banker_out().to_act == 2


def test_bzp_6_6_next_seat_leads():
    """BZP-6.6 house rule lead_to_partner off: the next seat holding cards leads."""
    assert _partner_revealed_then_banker_out(lead_to_partner=False).to_act == 1


# ---- issue 36: BZP-10.3 bonus_payers, BZP-8.4 hand_end_bonus, BZP-4.4 partner_public
JIAO = {"banker": 0, "partner": 2, "order": [0, 2], "tricks": [[(0, C("S8 H8 C8 D8"))]]}
BAO = {"banker": 0, "bidder": 1, "order": [0], "tricks": [[(0, C("S8 H8 C8 D8"))]]}


def test_bzp_10_3_everyone_pays_the_bonus_by_default():
    """BZP-10.3 ("豆附加+3分给得牌者(其他每人-1分)"): the partner pays too (叫牌 mode), and so do the
    taker's allies against the 包牌者."""
    assert settle_hand(JIAO) == [2 + 3, -2 - 1, 2 - 1, -2 - 1]
    assert settle_hand(BAO) == [3 + 3, -9 - 1, 3 - 1, 3 - 1]


def test_bzp_10_3_only_opponents_pay_the_bonus():
    """BZP-10.3 house rule bonus_payers=opponents: only the taker's opponents pay their share; the
    taker gets what they pay; zero-sum in every mode; a 反包 duel's sitters-out never pay."""
    opp = {"bonus_payers": "opponents"}
    assert settle_hand(JIAO, opp) == [2 + 2, -2 - 1, 2, -2 - 1]
    assert settle_hand(BAO, opp) == [3 + 1, -9 - 1, 3, 3]
    assert settle_hand(DUEL, opp) == [9 + 1, 0, 0, -9 - 1]
    four = position(["S9", "S3 H3 C3 S4 H4 C4 S5 H5 C5", "SQ", "SK"], "baopai", banker=0, bidder=1,
                    options=opp)
    play(four, "S3 H3 C3 S4 H4 C4 S5 H5 C5")  # the 包牌者's 滚筒: his three opponents pay
    assert four.result().deltas == [-3 - 3, 9 + 9, -3 - 3, -3 - 3]


def test_bzp_8_4_hand_ending_bonus_counts_by_default():
    """BZP-8.4 (ruling: the last play holds): a 滚筒 that goes out and ends a 包牌 hand earns +9."""
    four = position(["S9", "S3 H3 C3 S4 H4 C4 S5 H5 C5", "SQ", "SK"], "baopai", banker=0, bidder=1)
    play(four, "S3 H3 C3 S4 H4 C4 S5 H5 C5")
    assert four.result().deltas == [-3 - 3, 9 + 9, -3 - 3, -3 - 3]


def test_bzp_8_4_hand_ending_bonus_off():
    """BZP-8.4 house rule hand_end_bonus off (seed B: the bonus needs "大住牌"; nobody could answer):
    the same 滚筒 earns nothing; a 豆 that holds an answered trick still does."""
    four = position(["S9", "S3 H3 C3 S4 H4 C4 S5 H5 C5", "SQ", "SK"], "baopai", banker=0, bidder=1,
                    options={"hand_end_bonus": False})
    events = play(four, "S3 H3 C3 S4 H4 C4 S5 H5 C5")
    assert four.result().deltas == [-3, 9, -3, -3]
    assert not [e for e in events if e.kind == "trick_won" and "bonus" in e.data]
    held = position(["S9", "S8 H8 C8 D8 S3", "SQ", "SK"], "baopai", banker=0, bidder=1,
                    options={"hand_end_bonus": False})
    play(held, "S8 H8 C8 D8")
    play(held)
    play(held)
    play(held)
    assert held.view(None)["bonuses"][0]["value"] == 3


def test_bzp_4_4_partner_public_at_once():
    """BZP-4.4 house rule partner_public (seed "拿到此张牌的人，则成为庄家的朋友", no time given): the
    holder of the called card is named to everyone when the card is called."""
    hidden = start("jiaopai", banker=0, partner=2, called="HA")
    assert hidden.view(1)["partner"] is None and not hidden.view(1)["partner_revealed"]
    hand = start("jiaopai", banker=0, partner=2, called="HA", options={"partner_public": True})
    for seat in (None, 0, 1, 3):
        view = hand.view(seat)
        assert view["partner"] == 2 and view["partner_revealed"] and view["teams"] == [0, 1, 0, 1]
