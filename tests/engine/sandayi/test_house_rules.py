"""三打一 house rules (engine/house_rules.py): each open reading, both ways."""

from engine import Action, describe_play, new_hand, parse_cards
from engine.games.sandayi import beats, can_beat, classify, score
from engine.games.sandayi.combos import candidate_plays
from engine.games.sandayi.play import judge_play
from engine.refusals import explain
from engine.registry import normalize_options

from .helpers import R, bid, choose, deal, new

JOKERS = "LJ LJ BJ BJ"
SEVEN_3 = "S3 S3 H3 H3 C3 C3 D3"


def with_options(*partial, marker_seat=0, **options):
    return new_hand("sandayi", seed=1, deal=deal(*partial), context={"marker_seat": marker_seat},
                    options=options)


def test_sdy_3_7_bottom_hidden_before_toulou_by_default():
    """SDY-3.7: the marker holder bids without seeing the bottom."""
    hand = new(marker_seat=0)
    assert hand.view(0)["bottom"] is None


def test_sdy_3_7_bottom_before_toulou():
    """SDY-3.7 house rule ("发到明牌的选手拿底牌后直接叫‘3档’为头撂"): the marker holder sees the
    bottom at his opening bid, and nobody else does; once he has bid it is hidden again."""
    hand = with_options(marker_seat=1, bottom_before_toulou=True)
    bottom = [str(c) for c in hand.state.bottom]
    assert sorted(hand.view(1)["bottom"]) == sorted(bottom)
    assert all(hand.view(s)["bottom"] is None for s in (0, 2, 3, None))
    bid(hand, 1)
    assert hand.view(1)["bottom"] is None


def test_sdy_9_3_report_is_a_choice_by_default():
    """SDY-9.3: the landlord chooses whether to 报到."""
    hand = new(JOKERS, marker_seat=0)
    bid(hand, 1, 0, 0, 0)
    assert hand.phase == "report"


def test_sdy_9_3_report_auto():
    """SDY-9.3 house rule report_auto ("手中有4张怪或7张的炸弹即‘报到’"): every set is declared."""
    hand = with_options(JOKERS + " " + SEVEN_3, report_auto=True)
    bid(hand, 1, 0, 0, 0)
    assert len(hand.state.declared) == 2 and hand.phase == "dabuda"  # 双报到: 打 or 不打 (SDY-9.7)
    single = with_options(JOKERS, report_auto=True)
    bid(single, 1, 0, 0, 0)
    assert len(single.state.declared) == 1 and single.phase == "play"


def test_sdy_10_3_tanda_only_toulou_by_default():
    """SDY-10.3: a 1档 landlord is not offered 摊打."""
    hand = new(marker_seat=0)
    bid(hand, 1, 0, 0, 0)
    assert hand.phase == "play"


def test_sdy_10_3_tanda_any():
    """SDY-10.3 house rule tanda_any (the table's "摊打×2" column on every row): any landlord may 摊打,
    and it doubles his score."""
    hand = with_options(marker_seat=0, tanda_any=True)
    bid(hand, 1, 0, 0, 0)
    assert hand.phase == "tanda"
    choose(hand, "tanda")
    assert hand.state.tanda is True
    assert score(1, True, tanda=True, any_tanda=True) == (60, -20)
    assert score(1, False, tanda=True, any_tanda=True) == (-60, 20)


# ---- SDY-6.1 house rule two_in_runs: may a 2 stand in runs
NO_TWO = {"two_in_runs": False}
TWO_RUNS = ("A2345", "23456", "AA2233", "223344", "AAA222", "222333", "555666AA22", "AAA222KKQQ")


def kind_in(text, options):
    c = classify(R(text), options)
    return None if c is None else c.kind


def test_sdy_6_1_two_stands_in_runs_by_default():
    """SDY-6.1 ruling ("‘A’牌可以两头带牌"; 2 sits between A and 3): with the option on (the
    default) every run holding a 2 is legal, ranked on the sequence scale."""
    yes = {"two_in_runs": True}
    assert [kind_in(t, yes) for t in TWO_RUNS] == [
        "straight", "straight", "pair_run", "pair_run", "plane", "plane", "plane_wings", "plane_wings"]
    assert classify(R("A2345"), yes).key == (5,) and classify(R("23456"), yes).key == (6,)
    assert beats(classify(R("23456"), yes), classify(R("A2345"), yes))
    assert normalize_options("sandayi", {})["two_in_runs"] is True


def test_sdy_6_1_two_kept_out_of_runs():
    """SDY-6.1 house rule off (the seed speaks only of "‘A’牌可以两头带牌"; 斗地主 keeps 2 out of
    sequences): no 顺子, 姐妹对, 飞机 or wing holds a 2, so the A stands only at the top; the 2 still
    plays as a single, pair, triple, 三拖二 and bomb, and runs without a 2 are ranked as before."""
    assert [kind_in(t, NO_TWO) for t in TWO_RUNS] == [None] * len(TWO_RUNS)
    assert kind_in("TJQKA", NO_TWO) == "straight" and kind_in("QQKKAA", NO_TWO) == "pair_run"
    assert kind_in("KKKAAA5566", NO_TWO) == "plane_wings"
    assert [kind_in(t, NO_TWO) for t in ("2", "22", "222", "22233", "33322", "2222")] == [
        "single", "pair", "triple", "triple_pair", "triple_pair", "bomb"]
    assert beats(classify(R("TJQKA"), NO_TWO), classify(R("34567"), NO_TWO))


def test_sdy_6_1_candidates_follow_two_in_runs():
    """SDY-6.1: the legal-play generator offers the runs through 2 only when the room allows them;
    the generator and ``classify`` agree on every play under both values."""
    hand = R("AA22334455667788")
    for options, expect in (({"two_in_runs": True}, True), (NO_TWO, False)):
        plays = [cards for kind, _, cards in candidate_plays(hand, None, options)
                 if kind in ("straight", "pair_run", "plane", "plane_wings")]
        with_two = [p for p in plays if any(c.rank == 2 for c in p)]
        assert bool(with_two) is expect
        assert all(classify(p, options) is not None for p in plays)
        low = classify(R("34567"), options)
        assert can_beat(R("23456"), low, options) is False  # 23456 is lower (SDY-7.3) or no run


def test_sdy_6_1_hand_refuses_a_run_with_two():
    """SDY-6.1 house rule off: the table's legal actions hold no run with a 2, and playing one is
    refused with the house rule's reason in both languages; on, the same play is accepted."""
    cards = "S2 S3 S4 S5 S6"
    off = with_options(cards, two_in_runs=False)
    bid(off, 1, 0, 0, 0)
    assert off.phase == "play" and off.to_act == 0
    play = Action("play", tuple(parse_cards(cards)))
    reason = off.check(play)
    assert reason is not None and reason.startswith("SDY-6.1")
    refusal = explain("sandayi", reason, off, play)
    assert refusal.rule == "SDY-6.1" and "2" in refusal.zh and "2" in refusal.en
    runs = [a for a in off.legal_actions() if a.kind == "play" and len(a.cards) >= 5
            and classify(list(a.cards)) is not None and classify(list(a.cards)).kind == "straight"]
    assert runs and not [a for a in runs if any(c.rank == 2 for c in a.cards)]
    on = with_options(cards)
    bid(on, 1, 0, 0, 0)
    assert on.check(play) is None and play in on.legal_actions()


def test_sdy_6_1_describe_play_follows_two_in_runs():
    """SDY-6.1: the table names a run through 2 (2 below 3) only where the room allows it."""
    assert describe_play("sandayi", "S3 S2 S5 S4 S6".split()).cards == ("S2", "S3", "S4", "S5", "S6")
    assert describe_play("sandayi", "S3 S2 S5 S4 S6".split(), NO_TWO).kind is None


# ---- SDY-6.9 house rule wing_pairs (issue 36): the wings of 飞机带翅膀 any pairs
ANY = {"wing_pairs": "any"}


def test_sdy_6_9_wings_run_by_default():
    """SDY-6.9 ruling (seed "飞机＋数量相同的连对子"): the wing pairs must be consecutive."""
    assert kind_in("3334447799", {}) is None
    assert kind_in("3334447788", {}) == "plane_wings"


def test_sdy_6_9_wings_any_pairs():
    """SDY-6.9 house rule wing_pairs=any: a plane takes as many pairs of any other ranks (not
    jokers; a 2 only where runs may hold one); compared by the top triple as before (SDY-7.3); the
    legal list offers them and agrees with classify."""
    assert kind_in("3334447799", ANY) == "plane_wings" and kind_in("3334447788", ANY) == "plane_wings"
    assert kind_in("333444LLBB", ANY) is None
    assert kind_in("33344422KK", ANY) == "plane_wings"
    assert kind_in("33344422KK", {**ANY, "two_in_runs": False}) is None
    assert beats(classify(R("5556663399"), ANY), classify(R("3334447788"), ANY))
    hand = R("333444557799")
    plays = [cards for kind, _, cards in candidate_plays(hand, None, ANY) if kind == "plane_wings"]
    assert sorted("".join(sorted(str(c)[1] for c in p)) for p in plays) == sorted(
        "".join(sorted(t)) for t in ("3334445577", "3334445599", "3334447799"))
    assert all(classify(p, ANY).kind == "plane_wings" for p in plays)
    assert not [1 for kind, _, _ in candidate_plays(hand, None, {}) if kind == "plane_wings"]
    table = with_options("S3 H3 C3 S4 H4 C4 S7 H7 S9 H9 H6", wing_pairs="any")
    bid(table, 1, 0, 0, 0)
    assert table.check(Action.play("S3 H3 C3 S4 H4 C4 S7 H7 S9 H9")) is None


# ---- SDY-7.3 house rule run_lengths (issue 36): runs of different lengths compare
LEN = {"run_lengths": "any"}


def test_sdy_7_3_runs_compare_at_one_length_by_default():
    """SDY-7.3 ruling ("张数相同才能比较大小"): a longer straight never answers a shorter one."""
    assert beats(classify(R("6789T")), classify(R("34567")))
    assert not beats(classify(R("6789TJ")), classify(R("34567")))
    reason = judge_play(R("6789TJ"), R("6789TJ"), classify(R("34567")), None, ())[0]
    assert reason is not None and reason.startswith("SDY-7.3")


def test_sdy_7_3_runs_of_any_length():
    """SDY-7.3 house rule run_lengths=any (seed "顺子、姐妹对、飞机牌型，比较最大一张牌的大小", no word
    of length): a run of the same kind with a higher top answers at any length; not a lower top,
    not another kind; the legal list offers the longer and shorter runs and check accepts them."""
    low = classify(R("34567"), LEN)
    assert beats(classify(R("6789TJ"), LEN), low, LEN) and beats(classify(R("45678"), LEN), low, LEN)
    assert beats(classify(R("3456789"), LEN), classify(R("56789"), LEN), LEN) is False  # top 9 = 9
    assert beats(classify(R("66778899"), LEN), classify(R("334455"), LEN), LEN)  # 姐妹对 4 on 3 pairs
    assert not beats(classify(R("5566778899"), LEN), classify(R("34567"), LEN), LEN)
    assert judge_play(R("6789TJ"), R("6789TJ"), low, None, (), LEN)[0] is None
    hand = R("6789TJQ3")
    follows = {len(cards) for kind, _, cards in candidate_plays(hand, low, LEN) if kind == "straight"}
    assert follows == {5, 6, 7}
    assert all(beats(classify(c, LEN), low, LEN) for _, _, c in candidate_plays(hand, low, LEN))
    assert {len(c) for k, _, c in candidate_plays(hand, low, {}) if k == "straight"} == {5}
