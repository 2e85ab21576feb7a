"""半边天炸 house rules (engine/house_rules.py): each open reading, both ways."""

from __future__ import annotations

from engine import Action, new_hand, parse_cards
from engine.games.banbiantianzha import settle_hand
from engine.games.banbiantianzha.combos import classify

from .helpers import choose, deal, play, position

BOMBY = "S6 H6 C6 D6 S7 H7 C7 D7"


def test_bbt_12_3_tie_rule_both_ways():
    """BBT-12.3 ("若最后分值相同则算上游所在的一方胜利"): upstream by default, or a draw."""
    facts = dict(banker=0, points=[50, 25, 25], order=[1, 0, 2])  # 50 : 50, 上游 is a 闲
    assert settle_hand(facts) == [-4, 2, 2]
    assert settle_hand(facts, {"tie_rule": "draw"}) == [0, 0, 0]


def test_bbt_7_3_triples_one_class_by_default():
    """BBT-7.3: 三张, 三带一 and 三带二 compare by body rank only: a bare triple beats 三带二."""
    hand = position(["S9 H9 C9 S3 H3", "SJ HJ CJ", "S4"], zhuang=0, to_act=0)
    play(hand, "S9 H9 C9 S3 H3")
    assert hand.check(Action.play("SJ HJ CJ")) is None


def test_bbt_7_3_triple_classes_three():
    """BBT-7.3 house rule `three` (seed lists "三张，三带一，三带二"): a triple answers only a triple with
    as many kickers."""
    hand = position(["S9 H9 C9 S3 H3", "SJ HJ CJ S4 H4 D5", "S8"], zhuang=0, to_act=0,
                    options={"triple_classes": "three"})
    play(hand, "S9 H9 C9 S3 H3")
    assert hand.check(Action.play("SJ HJ CJ")) is not None
    assert hand.check(Action.play("SJ HJ CJ D5")) is not None
    assert hand.check(Action.play("SJ HJ CJ S4 H4")) is None
    plays = [a for a in hand.legal_actions() if a.kind == "play"]
    assert plays and all(len(a.cards) == 5 for a in plays if classify(a.cards).kind == "triple")


def test_bbt_5_3_kickers_any_two_by_default():
    """BBT-5.3: 三带二's kickers need not pair (`SA HA CA DA SK` is 三带二 with body A)."""
    assert classify(parse_cards("SA HA CA DA SK")).kind == "triple"
    assert classify(parse_cards("SA HA CA S3 H4")).kind == "triple"


def test_bbt_5_3_pair_kickers():
    """BBT-5.3 house rule pair_kickers: the two kickers of 三带二 must be a pair."""
    opts = {"pair_kickers": True}
    assert classify(parse_cards("SA HA CA S3 H4"), opts) is None
    assert classify(parse_cards("SA HA CA DA SK"), opts) is None
    assert classify(parse_cards("SA HA CA S3 H3"), opts).kind == "triple"
    assert classify(parse_cards("SA HA CA S3"), opts).kind == "triple"  # 三带一 unchanged
    hand = position(["SA HA CA S3 H4 D4", "S5", "S8"], zhuang=0, to_act=0, options=opts)
    fives = [a for a in hand.legal_actions() if len(a.cards) == 5]
    assert fives and all(sorted(c.rank for c in a.cards)[:2] == [4, 4] for a in fives)


def test_bbt_3_7_fandou_doubles_both_pairs_by_default():
    """BBT-3.7 ("选择反抖后当局胜利可赢分*2"): 反抖 doubles the 闲 who did not 抖 too."""
    base = dict(banker=0, points=[10, 50, 40], order=[1, 2, 0], dou=[1], declined_dou=[2], counter_dou=True)
    assert settle_hand(base) == [-12, 8, 4]


def test_bbt_3_7_fandou_only_dou_pair():
    """BBT-3.7 house rule fandou_all off: only the pair with the 抖 闲 doubles."""
    base = dict(banker=0, points=[10, 50, 40], order=[1, 2, 0], dou=[1], declined_dou=[2], counter_dou=True)
    assert settle_hand(base, {"fandou_all": False}) == [-10, 8, 2]


def test_bbt_3_4_dou_follows_fanqiang_by_default():
    """BBT-3.4: after a 反枪 the 闲 with two bombs is asked 抖."""
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=deal("BJ", "S3", BOMBY))
    choose(hand, "touxiang", "fanqiang")
    assert hand.phase == "dou"


def test_bbt_3_4_no_dou_after_fanqiang():
    """BBT-3.4 house rule off (seed "庄家开局选择开枪后…才可以选择抖"): after a 反枪 play starts."""
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False, "dou_after_fanqiang": False},
                    deal=deal("BJ", "S3", BOMBY))
    choose(hand, "touxiang", "fanqiang")
    assert hand.phase == "play"


def test_bbt_9_5_defender_out_first_plays_on_by_default():
    """BBT-9.5: a 闲 out first does not end the hand."""
    hand = position(["SK S3", "S5", "ST S4"], zhuang=0, to_act=1)
    play(hand, "S5")
    play(hand)
    play(hand)
    assert not hand.is_over


def test_bbt_9_5_end_on_first_out():
    """BBT-9.5 house rule end_on_first_out ("直到某个出现一游…此局结束"): a 闲 out first ends the
    hand after that trick; the 庄 gives him the 20 朝分; held cards are void."""
    hand = position(["SK S3", "S5", "ST S4"], zhuang=0, to_act=1, options={"end_on_first_out": True})
    play(hand, "S5")
    play(hand)
    play(hand)
    assert hand.is_over and hand.facts()["order"] == [1]
    assert hand.state.points == [0, 5, 0] and hand.view(None)["void_points"] == 20
    # 闲 side 5 + 20 = 25 > 庄 0 − 20: the 闲 win
    assert hand.result().deltas == [-4, 2, 2]
