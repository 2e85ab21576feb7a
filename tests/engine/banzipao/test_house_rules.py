"""板子炮 house rules (engine/house_rules.py): each open reading, both ways."""

from __future__ import annotations

from engine.cards import parse_cards as C
from engine.games.banzipao import settle_hand

from .helpers import play, position

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
