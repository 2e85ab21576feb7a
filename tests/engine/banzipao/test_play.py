"""Trick play and 得牌 (BZP-6), legality (BZP-5, 7), the end of hand per mode (BZP-8) and the
附加分 earned in play (BZP-10), on real hands and hand-made endgames."""

from __future__ import annotations

import json

import pytest

from engine import Action, IllegalAction

from .helpers import kinds, play, position


def refuse(hand, text: str, rule: str) -> None:
    action = Action.play(text) if text else Action.pass_()
    before = json.dumps(hand.to_dict())
    reason = hand.check(action)
    assert reason is not None and reason.startswith(rule + ":"), reason
    with pytest.raises(IllegalAction, match=rule):
        hand.apply(action)
    assert json.dumps(hand.to_dict()) == before


def test_bzp_6_5_seed_example_the_trick_winner_takes_all_its_cards():
    """BZP-6.5: 甲 6, 乙 9, 丙 pass, 丁 2, 甲 QQQ, nobody answers → 甲 takes the 6 cards."""
    hand = position(["S6 SQ HQ CQ S3", "S9 H4", "S5 H5", "S2 D4"], "baopai", banker=0, bidder=0)
    play(hand, "S6")
    play(hand, "S9")
    play(hand)
    play(hand, "S2")
    play(hand, "SQ HQ CQ")
    play(hand)
    play(hand)
    ev = play(hand)
    won = [e for e in ev if e.kind == "trick_won"][0]
    assert won.seat == 0 and won.data["count"] == 6
    assert sorted(won.data["cards"]) == sorted(["S6", "S9", "S2", "SQ", "HQ", "CQ"])
    assert hand.view(1)["taken"] == [6, 0, 0, 0]
    assert hand.to_act == 0  # BZP-6.6: the winner leads
    last = hand.view(2)["last_trick"]
    assert last["winner"] == 0 and last["count"] == 6 and last["top"]["kind"] == "bomb"


def test_bzp_6_3_leader_cannot_pass_and_there_is_no_must_beat():
    """BZP-6.3: the leader must play; a follower may pass even when he could beat."""
    hand = position(["S6 S3", "S9 H4", "S5 H5", "S2 D4"], "baopai", banker=0, bidder=0)
    refuse(hand, "", "BZP-6.3")
    assert Action.pass_() not in hand.legal_actions()
    play(hand, "S6")
    assert hand.legal_actions()[0] == Action.pass_()
    assert hand.check(Action.pass_()) is None  # seat 1 holds S9 and may still pass


def test_bzp_6_4_a_pass_does_not_leave_the_trick():
    """BZP-6.4: a seat that passed may play later in the same trick."""
    hand = position(["S6 S3", "S9 H4 SA", "S8 H5", "ST D4"], "baopai", banker=0, bidder=0)
    play(hand, "S6")
    play(hand)          # seat 1 passes
    play(hand, "S8")
    play(hand, "ST")
    play(hand)          # seat 0
    assert hand.to_act == 1
    play(hand, "SA")     # seat 1 plays again in the same trick
    assert hand.view(0)["trick"]["top"]["seat"] == 1


def test_bzp_6_2_fanbao_only_the_duellists_take_turns():
    """BZP-6.2 (BZP-13.2's seating): 3 leads, 0 answers, 1 and 2 are skipped."""
    hand = position(["S9 H9 S3", "S4 H4 C4", "S5 H5", "S6 S8 D3"], "fanbao", banker=2, bidder=3)
    assert hand.to_act == 3
    play(hand, "S6")
    assert hand.to_act == 0
    play(hand, "S9")
    assert hand.to_act == 3
    ev = play(hand)
    assert kinds(ev) == ["passed", "trick_won"] and ev[1].seat == 0
    assert hand.to_act == 0
    assert hand.view(1)["counts"][1:3] == [3, 2]  # the sitting-out seats keep their cards


def test_bzp_6_6_winner_out_lead_goes_on_in_turn_order_while_partner_hidden():
    """BZP-6.6: the trick winner is out and the partnership is hidden → the next seat with cards."""
    hand = position(["SK", "S4 H4", "HA S5", "S6 S8"], "jiaopai", banker=0, partner=2, called="HA")
    play(hand, "SK")   # the 庄 goes out
    play(hand)
    play(hand)
    ev = play(hand)
    assert "trick_won" in kinds(ev)
    assert hand.to_act == 1


def test_bzp_6_6_and_0_4_winner_out_partner_leads_once_revealed():
    """BZP-6.6 (接风, BZP-0.4): once the called card is played, the out winner's partner leads."""
    hand = position(["SK", "S4 H4", "HA S5 S3", "S6 S8"], "jiaopai", banker=0, partner=2, called="HA",
                    leader=2)
    play(hand, "HA")   # partner revealed
    play(hand)
    play(hand)
    play(hand)
    assert hand.to_act == 2
    play(hand, "S5")
    play(hand, "S6")
    play(hand, "SK")   # the 庄 goes out on top
    play(hand)
    play(hand)
    play(hand)
    assert hand.state.out == [0] and hand.to_act == 2  # not seat 1, the next in turn order


@pytest.mark.parametrize("text,rule", [
    ("S5", "BZP-5"),                 # not in the hand
    ("S3 S4", "BZP-5.9"),            # no combination
    ("H4", "BZP-7.2"),               # a single not higher is 7.2 (normal types)
    ("SQ HQ", "BZP-7.2"),            # a pair on a single
])
def test_illegal_plays_on_a_single(text, rule):
    """BZP-5, 5.9, 7.2: illegal plays on a single are refused with the rule and change nothing."""
    hand = position(["S9 S3", "S3 S4 H4 SQ HQ", "S6", "S8"], "baopai", banker=0, bidder=0)
    play(hand, "S9")
    refuse(hand, text, rule)


def test_illegal_plays_cite_the_comparison_rule():
    """BZP-7.1 … 7.6: lower type, other normal type, straight length, equal key, lower bomb/豆,
    shorter 板子炮, lower 滚筒."""
    def on(table: str, hand_text: str):
        h = position([table + " D9", hand_text, "H9", "C9"], "baopai", banker=0, bidder=0)
        play(h, table)
        return h

    refuse(on("S3 H4 C5", "S6 H7 C8 D9 SA"), "S6 H7 C8 D9", "BZP-7.2")   # straight length
    refuse(on("S3 H4 C5", "D3 C4 H5"), "D3 C4 H5", "BZP-7.6")             # equal
    refuse(on("SQ HQ CQ", "S4 H4"), "S4 H4", "BZP-7.1")                   # pair on a bomb
    refuse(on("SQ HQ CQ", "S4 H4 C4"), "S4 H4 C4", "BZP-7.3")             # lower bomb
    refuse(on("SQ HQ CQ DQ", "S4 H4 C4 D4"), "S4 H4 C4 D4", "BZP-7.3")    # lower 豆
    refuse(on("S3 H3 C3 D3", "S4 H4 S5 H5 S6 H6"), "S4 H4 S5 H5 S6 H6", "BZP-7.1")
    refuse(on("S3 H3 S4 H4 S5 H5 S6 H6", "SJ HJ SQ HQ SK HK"), "SJ HJ SQ HQ SK HK", "BZP-7.4")
    refuse(on("S4 H4 C4 S5 H5 C5 S6 H6 C6", "S3 H3 C3 D3 ST HT CT DT"), "S3 H3 C3 D3", "BZP-7.1")
    h = on("S4 H4 C4 S5 H5 C5 S6 H6 C6", "SJ HJ CJ SQ HQ CQ SK HK CK")
    assert h.check(Action.play("SJ HJ CJ SQ HQ CQ SK HK CK")) is None
    h = on("SJ HJ CJ SQ HQ CQ SK HK CK", "S4 H4 C4 S5 H5 C5 S6 H6 C6")
    refuse(h, "S4 H4 C4 S5 H5 C5 S6 H6 C6", "BZP-7.5")


def test_legal_actions_are_all_accepted_and_cheapest_first():
    """BZP-6.3, 7: every listed play is legal; pass first when following; normal types first."""
    hand = position(["S3 H3 C3 S4 H4 S5 H5 S6 S7 S2", "SA", "SK", "SQ"], "baopai", banker=0, bidder=0)
    legal = hand.legal_actions()
    assert all(hand.check(a) is None for a in legal)
    assert legal[0] == Action.play("S3")
    # BZP-7.1 order: the bomb, then the three 板子炮 (three ways to take a pair of 3s)
    assert legal[-4] == Action.play("S3 H3 C3")
    assert legal[-3:] == [Action.play(t) for t in ("S3 H3 S4 H4 S5 H5", "S3 C3 S4 H4 S5 H5",
                                                   "H3 C3 S4 H4 S5 H5")]
    play(hand, "S6")
    legal = hand.legal_actions()
    assert legal[0] == Action.pass_()
    assert all(hand.check(a) is None for a in legal)
    assert set(legal) == {Action.pass_(), Action.play("SA")}


def test_bzp_8_1_baopai_bidder_out_first_wins():
    """BZP-8.1, 9.1 (BZP-13.1): the 包牌者 goes out → he +9, each other −3."""
    hand = position(["S3 S4", "S5", "S6 S8", "S9 ST"], "baopai", banker=0, bidder=1)
    ev = play(hand, "S5")
    assert kinds(ev) == ["played", "went_out", "trick_won", "hand_over"]
    assert hand.result().deltas == [-3, 9, -3, -3] and hand.result().winners == [1]
    assert hand.view(0)["taken"] == [0, 1, 0, 0]  # BZP-8.4: the last play takes its trick


def test_bzp_8_1_baopai_anyone_else_out_first_bidder_loses():
    """BZP-8.1, 9.1 (BZP-13.1): seat 0 goes out first → the 包牌者 1 −9, the others +3."""
    hand = position(["S6", "S5 S3", "S8 S4", "S9 ST"], "baopai", banker=0, bidder=1)
    play(hand, "S5")
    play(hand)          # seat 2
    play(hand)          # seat 3
    play(hand, "S6")    # seat 0 goes out
    assert hand.is_over
    assert hand.result().deltas == [3, -9, 3, 3]
    assert sorted(hand.result().winners) == [0, 2, 3]


def test_bzp_8_2_fanbao_first_duellist_out_wins():
    """BZP-8.2, 9.2 (BZP-13.2): seat 0 (反包) out first → 0 +9, 3 −9; seat 3 first → +18 / −18."""
    hand = position(["S9", "S4 H4 C4", "S5 H5", "S6 S8"], "fanbao", banker=2, bidder=3)
    play(hand, "S6")
    play(hand, "S9")
    assert hand.result().deltas == [9, 0, 0, -9]
    hand = position(["S9 ST", "S4 H4 C4", "S5 H5", "S6"], "fanbao", banker=2, bidder=3)
    play(hand, "S6")
    assert hand.result().deltas == [-18, 0, 0, 18]


def test_bzp_8_3_shuangfei_ends_the_hand_at_once():
    """BZP-8.3, 9.3 (BZP-13.3): the 庄 and his partner out first and second → +2 / −2, at once."""
    hand = position(["S7", "S3 H3", "HA", "S5 H5"], "jiaopai", banker=0, partner=2, called="HA")
    play(hand, "S7")
    play(hand)
    ev = play(hand, "HA")
    assert kinds(ev) == ["played", "partner_revealed", "went_out", "trick_won", "hand_over"]
    assert hand.result().deltas == [2, -2, 2, -2]
    assert hand.view(1)["taken"] == [0, 0, 2, 0]  # BZP-8.4
    assert hand.view(1)["void"] is None


def test_bzp_8_3_the_fourth_answers_the_last_play_once_and_takes_it():
    """BZP-8.3: after the third player goes out the 4th may answer once; he beats and takes the
    trick, then his takings go to the 1st finisher (BZP-9.3)."""
    hand = position(["S7", "S8", "HA S3", "S9 S4"], "jiaopai", banker=0, partner=2, called="HA")
    play(hand, "S7")     # 0 out, 1st
    play(hand, "S8")     # 1 out, 2nd (other side: no 双飞)
    play(hand, "HA")     # partner revealed
    play(hand)           # seat 3 passes; 2 takes 4 cards
    assert hand.view(0)["taken"] == [0, 0, 3, 0] and hand.to_act == 2
    play(hand, "S3")     # 2 out, 3rd
    assert hand.to_act == 3 and not hand.is_over
    ev = play(hand, "S4")
    assert kinds(ev) == ["played", "trick_won", "hand_over"]
    v = hand.view(3)
    assert v["taken"] == [0, 0, 3, 2] and v["void"] == 1
    # the 4th's 2 cards go to seat 0: side {0, 2} 5, side {1, 3} 0
    assert hand.result().deltas == [1, -1, 1, -1]
    transfer = [ln for ln in hand.result().lines if ln.key == "bzp.transfer"][0]
    assert transfer.seat == 0 and transfer.value == 2 and transfer.detail["from"] == 3


def test_bzp_8_3_the_fourth_may_pass_the_last_play():
    """BZP-8.3: the 4th passes; the third finisher takes the last trick; the hand ends."""
    hand = position(["S7", "S8", "HA S3", "S9 S4"], "jiaopai", banker=0, partner=2, called="HA")
    for text in ("S7", "S8", "HA", "", "S3"):
        play(hand, text)
    ev = play(hand)
    assert kinds(ev) == ["passed", "trick_won", "hand_over"]
    assert hand.view(0)["taken"] == [0, 0, 4, 0]
    assert hand.result().deltas == [1, -1, 1, -1]


def test_bzp_8_4_and_10_1_dou_going_out_holds_and_earns_its_bonus():
    """BZP-8.4: the last play when the hand ends holds; BZP-10.1: a 豆 that holds +3 / −1 each."""
    hand = position(["S3 S8", "S4 H4 C4 D4", "S6 S9", "ST SJ"], "baopai", banker=0, bidder=1)
    ev = play(hand, "S4 H4 C4 D4")
    won = [e for e in ev if e.kind == "trick_won"][0]
    assert won.data["bonus"] == 3 and won.data["bonus_kind"] == "dou"
    assert hand.result().deltas == [-3 - 1, 9 + 3, -3 - 1, -3 - 1]
    bonus = [ln for ln in hand.result().lines if ln.key == "bzp.bonus"]
    assert len(bonus) == 1 and bonus[0].seat == 1 and bonus[0].value == 3


def test_bzp_10_2_a_beaten_dou_earns_nothing_the_2222_that_holds_earns_6():
    """BZP-10.2 (the seed's example): A plays 6666, B beats with 2222, nobody answers → B +6,
    A, C, D −2 each; A's 豆 earns nothing."""
    hand = position(["S6 H6 C6 D6 S3", "S2 H2 C2 D2 S4", "S5 S8", "S9 ST"], "baopai", banker=0, bidder=0)
    play(hand, "S6 H6 C6 D6")
    play(hand, "S2 H2 C2 D2")
    play(hand)
    play(hand)
    ev = play(hand)
    assert [e for e in ev if e.kind == "trick_won"][0].data["bonus"] == 6
    play(hand, "S4")  # seat 1 goes out: the 包牌者 0 loses
    r = hand.result()
    assert r.deltas == [-9 - 2, 3 + 6, 3 - 2, 3 - 2]
    assert [ln.seat for ln in r.lines if ln.key == "bzp.bonus"] == [1]


def test_bzp_10_3_sitting_out_seats_pay_the_bonus_too():
    """BZP-10.3: in 反包 mode the two seats that sit out pay their share of a 滚筒's +9."""
    hand = position(["S9 ST", "SJ", "SQ", "S3 H3 C3 S4 H4 C4 S5 H5 C5"], "fanbao", banker=2, bidder=3)
    play(hand, "S3 H3 C3 S4 H4 C4 S5 H5 C5")
    assert hand.result().deltas == [-18 - 3, -3, -3, 18 + 9]


def test_bzp_10_4_no_bonus_for_bomb_banzipao_or_gunlong():
    """BZP-10.4: 炸弹 and 板子炮 earn nothing; a played 滚龙 (天牌 off) earns nothing either."""
    for cards in ("S3 H3 C3", "S3 H3 S4 H4 S5 H5", "S3 H3 C3 D3 S4 H4 C4 D4 S5 H5 C5 D5"):
        hand = position(["S9", cards, "SQ", "SK"], "baopai", banker=0, bidder=1)
        play(hand, cards)
        assert hand.result().deltas == [-3, 9, -3, -3], cards
        assert not [ln for ln in hand.result().lines if ln.key == "bzp.bonus"]


def test_bzp_10_1_guntong_holding_a_trick_mid_hand():
    """BZP-10.1: a 滚筒 that holds a trick earns +9 / −3 each at once, once per trick."""
    hand = position(["S3 H3 C3 S4 H4 C4 S5 H5 C5 S8", "S9 ST", "SJ SQ", "SK SA"], "baopai",
                    banker=0, bidder=0)
    play(hand, "S3 H3 C3 S4 H4 C4 S5 H5 C5")
    play(hand)
    play(hand)
    ev = play(hand)
    assert [e for e in ev if e.kind == "trick_won"][0].data["bonus"] == 9
    assert hand.view(2)["bonuses"] == [{"seat": 0, "cards": "S3 H3 C3 S4 H4 C4 S5 H5 C5".split(), "value": 9}]
    play(hand, "S8")
    assert hand.result().deltas == [9 + 9, -3 - 3, -3 - 3, -3 - 3]
