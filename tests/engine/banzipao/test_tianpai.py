"""天牌 hands (BZP-3, 9.4): detection at the deal, who wins, and the payment."""

from __future__ import annotations

import random

from engine import format_cards, new_hand
from engine.games.banzipao import is_tianpai, settle_hand
from engine.games.banzipao.scoring import tianpai_winner

from .helpers import DECK, C, deal, kinds

SHISAN_LAN = "S3 H4 C5 D6 S7 H8 C9 DT SJ HQ CK DA S2"
GUNLONG = "S3 H3 C3 D3 S4 H4 C4 D4 S5 H5 C5 D5 S9"


def full_deal(*hands: str) -> dict:
    """Seat i gets exactly ``hands[i]`` where given (non-empty); the rest of the deck is shuffled
    and dealt to the other seats, none of which gets a 天牌."""
    given = [C(h) for h in hands] + [[] for _ in range(4 - len(hands))]
    rest = [c for c in DECK if all(c not in h for h in given)]
    for attempt in range(100):
        random.Random(attempt).shuffle(rest)
        out, i = [], 0
        for h in given:
            if h:
                out.append(h)
            else:
                out.append(rest[i:i + 13])
                i += 13
        if all(is_tianpai(out[s]) is None for s in range(4) if not given[s]):
            return {"hands": [format_cards(h) for h in out]}
    raise AssertionError("no such deal")


def test_bzp_3_2_shisan_lan_is_thirteen_different_ranks():
    """BZP-3.2: 十三烂 = one card of each of the 13 ranks."""
    assert is_tianpai(C(SHISAN_LAN)) == "shisan_lan"
    assert is_tianpai(C("S3 H4 C5 D6 S7 H8 C9 DT SJ HQ CK DA SA")) is None


def test_bzp_3_3_gunlong_hand_is_three_consecutive_quads_plus_any_card():
    """BZP-3.3: all four of three consecutive ranks within 3…A, plus a 13th card."""
    assert is_tianpai(C(GUNLONG)) == "gunlong"
    assert is_tianpai(C("SQ HQ CQ DQ SK HK CK DK SA HA CA DA S2")) == "gunlong"
    assert is_tianpai(C("SK HK CK DK SA HA CA DA S2 H2 C2 D2 S9")) is None  # no 2 (BZP-1.4)
    assert is_tianpai(C("S3 H3 C3 D3 S4 H4 C4 D4 S6 H6 C6 D6 S9")) is None  # not consecutive


def test_bzp_3_1_and_3_4_checked_at_the_deal_holder_wins_at_once():
    """BZP-3.1, 3.4: right after the deal; no bidding, no play; 十三烂 +18 / −6 each."""
    hand = new_hand("banzipao", seed=1, deal=full_deal("", "", SHISAN_LAN))
    assert hand.is_over and hand.phase == "over" and hand.to_act is None
    assert hand.result().deltas == [-6, -6, 18, -6]
    assert hand.result().winners == [2]
    assert hand.legal_actions() == []
    ev = hand.opening_events()
    assert kinds(ev) == ["dealt", "tianpai", "hand_over"]
    assert ev[1].seat == 2 and ev[1].data["kind"] == "shisan_lan"
    v = hand.view(0)
    assert v["tianpai"]["seat"] == 2 and v["tianpai"]["kind"] == "shisan_lan"
    assert v["hands"][2] is None  # the hands themselves stay private


def test_bzp_3_4_gunlong_pays_36():
    """BZP-3.4: 滚龙 → holder +36, each other −12."""
    hand = new_hand("banzipao", seed=1, deal=full_deal(GUNLONG))
    assert hand.result().deltas == [36, -12, -12, -12]


def test_bzp_3_5_several_holders():
    """BZP-3.5: the higher 滚龙 wins; 滚龙 beats 十三烂 (RULING); of several 十三烂 the first in
    turn order from the 庄 wins; only the winning holder is paid."""
    low = C("S3 H3 C3 D3 S4 H4 C4 D4 S5 H5 C5 D5 S9")
    high = C("S6 H6 C6 D6 S7 H7 C7 D7 S8 H8 C8 D8 H9")
    rest = [c for c in DECK if c not in low and c not in high]
    assert tianpai_winner([low, high, rest[:13], rest[13:]], banker=1) == (1, "gunlong")
    assert tianpai_winner([high, low, rest[:13], rest[13:]], banker=1) == (0, "gunlong")
    d = {"hands": [format_cards(h) for h in (low, rest[:13], rest[13:], high)]}
    hand = new_hand("banzipao", seed=2, deal=d)
    assert hand.state.banker == 3 and hand.result().deltas == [-12, -12, -12, 36]
    # 滚龙 beats 十三烂 wherever they sit (the two cannot meet in one deal: the 滚龙 holds all
    # four of three ranks, so the rule is checked on the hands alone)
    assert tianpai_winner([C(SHISAN_LAN), low, [], []], banker=0) == (1, "gunlong")
    # several 十三烂: the first from the 庄 in turn order
    a = C("S3 S4 S5 S6 S7 S8 S9 ST SJ SQ SK SA S2")
    bb = C("H3 H4 H5 H6 H7 H8 H9 HT HJ HQ HK HA H2")
    c = C("C3 C4 C5 C6 C7 C8 C9 CT CJ CQ CK CA C2")
    d4 = C("D3 D4 D5 D6 D7 D8 D9 DT DJ DQ DK DA D2")
    assert tianpai_winner([a, bb, c, d4], banker=0) == (0, "shisan_lan")
    assert tianpai_winner([bb, c, d4, a], banker=3) == (3, "shisan_lan")
    assert tianpai_winner([bb, c, a, d4], banker=2) == (2, "shisan_lan")
    hand = new_hand("banzipao", seed=3, deal={"hands": [format_cards(h) for h in (bb, c, a, d4)]})
    assert hand.state.banker == 2  # S7 is in ``a``; seats 3, 0, 1 hold 十三烂 too but come later
    assert hand.result().deltas == [-6, -6, 18, -6]
    assert hand.view(1)["tianpai"]["holders"] == [0, 1, 2, 3]


def test_bzp_9_4_tianpai_uses_bzp_3_4_only():
    """BZP-9.4: with a 天牌 the other facts are ignored (no 牌局分, no 附加分)."""
    d = full_deal(GUNLONG)
    hands = [C(h) for h in d["hands"]]
    banker = next(i for i, h in enumerate(hands) if C("S7")[0] in h)
    facts = {"banker": banker, "hands": hands, "bidder": 1, "order": [1],
             "tricks": [[(1, C("S2 H2 C2 D2"))]]}
    assert settle_hand(facts) == [36, -12, -12, -12]
    # with 天牌 off the same facts are a 包牌 hand won by seat 1 plus a 2222 bonus
    assert settle_hand(facts, {"heaven_hands": False}) == [-3 - 2, 9 + 6, -3 - 2, -3 - 2]


def test_heaven_hands_off_plays_the_gunlong_hand():
    """BZP-12 option heaven_hands off: the 天牌 hand is bid and played like any other."""
    hand = new_hand("banzipao", seed=1, deal=full_deal(GUNLONG), options={"heaven_hands": False})
    assert not hand.is_over and hand.phase == "bid"
    assert hand.view(0)["tianpai"] is None


def test_bzp_0_2_score_constants():
    """BZP-0.2: 十三烂 18, 滚龙 36 (the mini-program's constants), 滚龙 before 十三烂."""
    lo = C("S3 H3 C3 D3 S4 H4 C4 D4 S5 H5 C5 D5 S6")
    assert tianpai_winner([C(SHISAN_LAN), [], lo, []], banker=0) == (2, "gunlong")


def test_deal_helper_fills_without_tianpai():
    """BZP-3: the test deals are ordinary hands unless a test asks for a 天牌."""
    d = deal("S7")
    assert all(is_tianpai(C(h)) is None for h in d["hands"])
