"""半边天炸 house rules (engine/house_rules.py): each open reading, both ways."""

from __future__ import annotations

from engine import Action, describe_play, new_hand, parse_cards
from engine.games.banbiantianzha import beats, count_bombs, settle_hand
from engine.games.banbiantianzha.combos import candidate_plays, classify

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


# ---- BBT-5 house rule two_in_runs: may a 2 follow the A in 地炸, 连对, 飞机, 同花顺
ON = {"two_in_runs": True}
TWO_RUNS = {"SA HA S2 H2": "pair_run", "SK HK SA HA S2 H2": "pair_run",
            "SQ HQ SK HK SA HA S2 H2": "dizha", "ST SJ SQ SK SA S2": "straight_flush",
            "HT HJ HQ HK HA H2": "straight_flush"}


def _kind(text, options=None):
    combo = classify(parse_cards(text), options)
    return None if combo is None else combo.kind


def test_bbt_5_two_never_in_a_run_by_default():
    """BBT-5 ruling ("2不能列入顺子，例如不能A2345", extended to every sequence type): 地炸, 连对
    and 同花顺 through the 2 are no play."""
    assert [_kind(t) for t in TWO_RUNS] == [None] * len(TWO_RUNS)
    assert [_kind(t, {"two_in_runs": False}) for t in TWO_RUNS] == [None] * len(TWO_RUNS)
    assert _kind("SQ HQ SK HK SA HA SJ HJ") == "dizha"


def test_bbt_5_two_follows_the_ace_with_the_house_rule():
    """BBT-5 house rule two_in_runs (the seed excludes the 2 only from the 顺子): a 2 may follow
    the A in 地炸, 连对 and 同花顺, ranked with the 2 on top; a plain 顺子 still never holds a 2 and
    nothing wraps past it (A2345 stays illegal)."""
    assert {t: _kind(t, ON) for t in TWO_RUNS} == TWO_RUNS
    assert _kind("ST HJ SQ SK SA S2", ON) is None  # not one suit: a 顺子, and a 顺子 has no 2
    assert _kind("SA S2 S3 S4 S5", ON) is None and _kind("SK SA S2 S3 S4", ON) is None

    def beat(a, b):
        return beats(classify(parse_cards(a), ON), classify(parse_cards(b), ON), ON)
    assert beat("SA HA S2 H2", "SK HK SA HA") and not beat("SK HK SA HA", "SA HA S2 H2")
    assert beat("SQ HQ SK HK SA HA S2 H2", "SJ HJ SQ HQ SK HK SA HA")  # BBT-7.2: same length, higher
    assert not beat("SQ HQ SK HK SA HA S2 H2", "S9 H9 ST HT SJ HJ SQ HQ SK HK")  # longer wins first
    assert beat("HT HJ HQ HK HA H2", "S9 ST SJ SQ SK SA")  # 同花顺: length, then top, then suit
    assert beat("ST SJ SQ SK SA S2", "HT HJ HQ HK HA H2")


def test_bbt_5_candidates_and_hints_follow_two_in_runs():
    """BBT-5: the legal plays and the table's hint list the runs through the 2 only under the
    house rule, and every listed play classifies as generated."""
    cards = "SQ HQ SK HK SA HA S2 H2 S3"
    for options, expect in (({}, False), (ON, True)):
        hand = position([cards, "S4", "S5"], options=options)
        for plays in (hand.legal_actions(), hand.hint_plays()):
            runs = [a.cards for a in plays if a.kind == "play"
                    and _kind(" ".join(map(str, a.cards)), ON) in ("pair_run", "dizha", "straight_flush")]
            assert bool([r for r in runs if any(c.rank == 2 for c in r)]) is expect
            assert all(classify(a.cards, hand.options) is not None for a in plays if a.kind == "play")
        generated = {tuple(c) for _, _, c in candidate_plays(parse_cards(cards), None, options or None)}
        assert (tuple(parse_cards("SQ HQ SK HK SA HA S2 H2")) in generated) is expect


def test_bbt_5_a_run_with_two_played_and_refused():
    """BBT-5: under the house rule the 连对 through the 2 is played and read as such on the table;
    without it the same play is refused with the house rule's reason."""
    off = position(["SK HK SA HA S2 H2 S3", "S4", "S5"])
    reason = off.check(Action.play("SK HK SA HA S2 H2"))
    assert reason is not None and reason.startswith("BBT-5")
    on = position(["SK HK SA HA S2 H2 S3", "S4", "S5"], options=ON)
    play(on, "SK HK SA HA S2 H2")
    assert on.view(1)["trick"]["top"]["kind"] == "pair_run"


def test_bbt_3_8_bomb_count_for_dou_follows_two_in_runs():
    """BBT-3.8 with BBT-5's house rule: `SQ HQ SK HK SA HA S2 H2` is a 地炸 only under the house
    rule, so that 闲 holds 2 bombs (and is asked 抖, BBT-3.5) only there."""
    xian = "SQ HQ SK HK SA HA S2 H2 S6 H6 C6 D6 S7 D7 C9 CJ S8"
    other = "S3 H3 C3 S4 H4 C4 D8 H8 C8 S9 D9 DJ HJ DQ CQ DA D5"
    assert count_bombs(parse_cards(xian)) == 1 and count_bombs(parse_cards(xian), ON) == 2
    assert count_bombs(parse_cards(other), ON) == 0
    off = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=deal("BJ", xian, other))
    choose(off, "kaiqiang")
    assert off.phase == "play"
    on = new_hand("banbiantianzha", seed=1, options={"hammer": False, **ON}, deal=deal("BJ", xian, other))
    choose(on, "kaiqiang")
    assert on.phase == "dou" and on.to_act == 1


def test_bbt_5_describe_play_orders_the_two_after_the_ace():
    """BBT-5 house rule: the table lays a run through the 2 out in sequence order, the 2 last."""
    desc = describe_play("banbiantianzha", "S2 H2 SA HA SK HK SQ HQ".split(), ON)
    assert desc.kind == "dizha" and desc.cards == ("SQ", "HQ", "SK", "HK", "SA", "HA", "S2", "H2")
    assert describe_play("banbiantianzha", "S2 SA SK SQ SJ ST".split(), ON).cards == (
        "ST", "SJ", "SQ", "SK", "SA", "S2")
    assert describe_play("banbiantianzha", "S2 H2 SA HA".split()).kind is None


def test_bbt_9_5_end_on_first_out_no_chaofen_between_two_xian():
    """BBT-9.5 house rule end_on_first_out with BBT-11 (seed 四.1 "只有上游和下游是庄家和闲家时才启动
    此规则"): a 闲 goes out first and the 庄 goes out on the same trick, so the finishing order is
    闲, 庄, 闲; 上游 and 下游 are both 闲 and nobody pays 朝分."""
    hand = position(["SK", "S5", "ST S4"], zhuang=0, to_act=1, options={"end_on_first_out": True},
                    points=[50, 30, 10])
    play(hand, "S5")
    play(hand)
    play(hand, "SK")  # the 庄's last card
    play(hand)
    assert hand.is_over and hand.facts()["order"] == [1, 0, 2]
    assert hand.state.points == [65, 30, 10]
    assert not any(line.key == "bbt.chaofen" for line in hand.result().lines)
    assert hand.result().deltas == [4, -2, -2]  # 庄 65 > 闲 40


def test_bbt_5_3_pair_kickers_refusal_names_that_rule():
    """BBT-5.3 house rule pair_kickers: 333 with 8 and 9 is refused for its unpaired kickers, not
    with the two_in_runs reason (the probe keeps the room's other options)."""
    hand = position(["S3 H3 C3 S8 S9 D4", "S5", "S6"], options={"pair_kickers": True})
    reason = hand.check(Action.play("S3 H3 C3 S8 S9"))
    assert reason is not None and reason.startswith("BBT-5.3") and "pair" in reason
    assert "两张必须是一对" in hand.explain(Action.play("S3 H3 C3 S8 S9")).zh
    assert hand.check(Action.play("S3 H3 C3 S8 D4")).startswith("BBT-5.3")
    off = position(["S3 H3 C3 S8 S9 D4", "S5", "S6"])
    assert off.check(Action.play("S3 H3 C3 S8 S9")) is None


def test_bbt_7_3_triple_classes_three_refusal_names_the_kickers():
    """BBT-7.3 house rule triple_classes=three ("三张，三带一，三带二"): a bare 999 on 888+3 is
    refused because the number of kickers differs, not as "not higher"."""
    hand = position(["S8 H8 C8 S3 D4", "S9 H9 C9 D5", "S6"], zhuang=0, to_act=0,
                    options={"triple_classes": "three"})
    play(hand, "S8 H8 C8 S3")
    reason = hand.check(Action.play("S9 H9 C9"))
    assert reason is not None and reason.startswith("BBT-7.3") and "kickers" in reason
    assert "带同样张数" in hand.explain(Action.play("S9 H9 C9")).zh
    assert hand.check(Action.play("S9 H9 C9 D5")) is None


# ---- issue 36: BBT-7.2 bomb_order, BBT-9.5 zhuang_out_ends, BBT-3.8 dou_bombs
RANK = {"bomb_order": "rank"}


def _beat(a: str, b: str, options=None) -> bool:
    return beats(classify(parse_cards(a), options), classify(parse_cards(b), options), options)


def test_bbt_7_2_bomb_order_length_first_by_default():
    """BBT-7.2 ("大打点数小，长的打短的", ruling length first): a 地炸 of five pairs beats one of
    four higher pairs, a 同花顺 of six beats a higher one of five."""
    assert _beat("S3 H3 S4 H4 S5 H5 S6 H6 S7 H7", "S9 H9 ST HT SJ HJ SQ HQ")
    assert not _beat("S9 H9 ST HT SJ HJ SQ HQ", "S3 H3 S4 H4 S5 H5 S6 H6 S7 H7")
    assert _beat("S3 S4 S5 S6 S7 S8", "H9 HT HJ HQ HK")


def test_bbt_7_2_bomb_order_rank_first():
    """BBT-7.2 house rule bomb_order=rank: the higher top card wins first, length only between
    equal tops, then (同花顺) the suit; the category order (BBT-7.1) is unchanged."""
    assert _beat("S9 H9 ST HT SJ HJ SQ HQ", "S3 H3 S4 H4 S5 H5 S6 H6 S7 H7", RANK)
    assert not _beat("S3 H3 S4 H4 S5 H5 S6 H6 S7 H7", "S9 H9 ST HT SJ HJ SQ HQ", RANK)
    assert _beat("S8 H8 S9 H9 ST HT SJ HJ SQ HQ", "S9 H9 ST HT SJ HJ SQ HQ", RANK)  # equal top: longer
    assert _beat("H9 HT HJ HQ HK", "S3 S4 S5 S6 S7 S8", RANK)
    assert not _beat("S3 S4 S5 S6 S7 S8", "H9 HT HJ HQ HK", RANK)
    assert _beat("S9 ST SJ SQ SK", "H9 HT HJ HQ HK", RANK)  # same length and top: suit
    assert _beat("S3 H3 S4 H4 S5 H5 S6 H6", "S9 ST SJ SQ SK SA", RANK)  # 地炸 over 同花顺 still
    # the table lists and accepts the same plays
    hand = position(["H9 HT HJ HQ HK D3", "S3 S4 S5 S6 S7 S8 D4", "C9"], zhuang=0, to_act=1, options=RANK)
    play(hand, "S3 S4 S5 S6 S7 S8")
    play(hand)
    assert hand.check(Action.play("H9 HT HJ HQ HK")) is None
    assert Action.play("H9 HT HJ HQ HK") in hand.legal_actions()


def test_bbt_9_5_zhuang_out_first_ends_by_default():
    """BBT-9.5: the 庄 out first ends the hand after that trick."""
    hand = position(["S5", "S3 S4", "S6 S7"], zhuang=0, to_act=0)
    play(hand, "S5")
    play(hand)
    play(hand)
    assert hand.is_over and hand.facts()["order"] == [0]


def test_bbt_9_5_zhuang_out_ends_off_plays_on():
    """BBT-9.5 house rule zhuang_out_ends off (seed 三.3: play goes on after a player is out): the
    two 闲 play on to the 二游; the 庄 as 上游 takes the 20 朝分 from the 闲 side (BBT-11.1) and the
    下游's cards are void."""
    hand = position(["S5", "S3 SK", "S6 S7"], zhuang=0, to_act=0, options={"zhuang_out_ends": False})
    play(hand, "S5")
    play(hand)
    play(hand)
    assert not hand.is_over and hand.to_act == 1
    play(hand, "SK")
    play(hand)
    play(hand, "S3")  # the 二游 goes out; the 下游 may still answer that trick (三.3(3))
    play(hand)
    assert hand.is_over and hand.facts()["order"] == [0, 1, 2]
    assert hand.state.points == [5, 10, 0]
    # 庄 5 + 20 = 25 > 闲 10 − 20
    assert hand.result().deltas == [4, -2, -2]


DOU_XIAN = "S3 S4 S5 S6 S7 H7 C7 D7 H8 C8 D8 H9 HJ HQ SA HA CA"
DOU_OTHER = "C3 D3 H3 C4 D4 H4 C5 S8 S9 C9 DT CJ CQ SJ DK SK D9"


def test_bbt_3_8_bombs_for_dou_disjoint_by_default():
    """BBT-3.8 (ruling: a card counts in one bomb only): ♠34567 and four 7s share ♠7, so one bomb:
    the 闲 is not asked 抖."""
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=deal("BJ", DOU_XIAN, DOU_OTHER))
    choose(hand, "kaiqiang")
    assert count_bombs(parse_cards(DOU_XIAN)) == 1 and hand.phase == "play"


def test_bbt_3_8_bombs_for_dou_may_overlap():
    """BBT-3.8 house rule dou_bombs=overlap (seed 八.3 "手牌中有2个或2个以上的炸弹"): the same hand
    holds two bombs sharing ♠7, so the 闲 is asked 抖; one long 同花顺 alone is still one bomb."""
    opts = {"hammer": False, "dou_bombs": "overlap"}
    hand = new_hand("banbiantianzha", seed=1, options=opts, deal=deal("BJ", DOU_XIAN, DOU_OTHER))
    choose(hand, "kaiqiang")
    assert hand.phase == "dou" and hand.to_act == 1
    from engine.games.banbiantianzha.combos import may_dou
    assert not may_dou(parse_cards("S3 S4 S5 S6 S7 S8 H9"), {"dou_bombs": "overlap"})
    assert may_dou(parse_cards("S5 ST SK H9 C9"), {"dou_bombs": "overlap"}) is False
    assert may_dou(parse_cards("S5 ST SK H5 HK"), {"dou_bombs": "overlap"})  # two 510K share ♠T
    assert not may_dou(parse_cards("S5 ST SK H5 HK"))


def _first_hand_with_hammer(options: dict):
    from engine import new_match
    match = new_match("banbiantianzha", seed=5, options=options)
    choose(match.hand, "chui", "buchui", "buchui")
    while not match.hand.is_over:
        match.hand.apply(match.hand.legal_actions()[0])
    match.next_hand()
    return match


def test_bbt_3_1_hammer_chosen_every_hand_by_default():
    """BBT-3.1 (ruling: 捶 before the deal of every hand): the second hand asks 捶 again."""
    match = _first_hand_with_hammer({})
    assert match.hand.phase == "hammer" and match.hand.state.hammer == [None, None, None]


def test_bbt_3_1_hammer_once_per_match():
    """BBT-3.1 house rule hammer_once (seed 八.1 "玩开局未发牌前，玩家选择锤"): the first hand's 捶
    holds for the whole match: later hands skip the 捶 phase, score it (BBT-13.2), and a saved
    match keeps it."""
    from engine import load
    match = _first_hand_with_hammer({"hammer_once": True})
    hand = match.hand
    assert hand.phase == "shoot" and hand.state.hammer == [True, False, False]
    assert hand.view(1)["choices"]["hammer"] == [True, False, False]
    again = load(match.to_dict())
    assert again.hand.state.hammer == [True, False, False]
    while not hand.is_over:
        hand.apply(hand.legal_actions()[0])
    assert [line.seat for line in hand.result().lines if line.key == "bbt.hammer"] == [0]
    match.next_hand()
    assert match.hand.state.hammer == [True, False, False]
