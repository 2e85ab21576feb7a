"""打筒子 house rules (engine/house_rules.py): each reading the documents leave open, both ways."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engine import Action, new_hand, new_match, parse_cards
from engine.games.datongzi import beats, can_beat, classify
from engine.games.datongzi.combos import candidate_plays
from engine.games.datongzi.hand import deck
from engine.games.datongzi.scoring import settle_hand, settle_match
from tests.engine.datongzi.test_combos import _key, _subsets


def play(hand, text: str):
    return hand.apply(Action.play(text))


def pas(hand):
    return hand.apply(Action.pass_())


# ---- DTZ-9.3 finish_counts ----------------------------------------------------------------------

def test_dtz_9_3_finish_counts_default():
    """DTZ-9.3 (seed 八.4 "当局分数不够扣"): by default R = card points + finishing bonus."""
    assert settle_hand({"points": [100, 50, 0], "order": [0, 1, 2]}) == [200, 10, -60]


def test_dtz_9_3_finish_counts_off_only_card_points():
    """DTZ-9.3 off (seed 五.6 "打满1000分只算5，10，k的捡到的分"): R counts card points only."""
    opts = {"finish_counts": False}
    assert settle_hand({"points": [100, 50, 0], "order": [0, 1, 2]}, opts) == [100, 50, 0]
    # B may then be negative (it holds the finishing penalties) and is added at the end (DTZ-11.1)
    assert settle_match([1000, 0, 0], [-40, 0, 100], [0, 1, 2], opts) == (0, [1060, 0, 100])
    with pytest.raises(ValueError):
        settle_match([1000, 0, 0], [-40, 0, 100], [0, 1, 2])


def test_dtz_9_3_finish_counts_off_goes_to_final_score():
    """DTZ-9.3 off: a match's R moves by card points only and B collects the +100/−40/−60."""
    m = new_match("datongzi", seed=3, options={"finish_counts": False})
    hand = m.hand
    while not hand.is_over:
        hand.apply(hand.legal_actions()[0])
    pts = hand.state.points
    assert m.extra["race"] == pts
    order = hand.facts()["order"]
    want = [hand.state.bonus[s] + (100, -40, -60)[order.index(s)] for s in range(3)]
    assert m.extra["bonus"] == want


# ---- DTZ-2.3 must_beat_after_out ----------------------------------------------------------------

def _one_out(stage, **opts):
    # seat 0 goes out with its last single; seat 1 holds a bigger single and could beat
    hand = stage("S5", "SA ST", "H6 H7", **opts)
    play(hand, "S5")
    assert hand.state.out == [0]
    return hand


def test_dtz_2_3_must_beat_after_out_default(stage):
    """DTZ-2.3 / 5.2: by default the must-beat rule still holds after the 一游 is out."""
    hand = _one_out(stage)
    assert hand.check(Action.pass_()) is not None
    assert hand.view(1)["must_beat"] is True
    assert Action.pass_() not in hand.legal_actions()


def test_dtz_2_3_free_play_after_out(stage):
    """DTZ-2.3 off (seed 五.4 "可以随意出牌"): after the 一游 is out a player may pass though he can beat."""
    hand = _one_out(stage, must_beat_after_out=False)
    assert hand.check(Action.pass_()) is None
    # the view tells the table the same: no must-beat once the 一游 is out
    assert [hand.view(s)["must_beat"] for s in (None, 0, 1, 2)] == [False] * 4
    legal = hand.legal_actions()
    assert Action.pass_() in legal and Action.play("SA") in legal
    # before anyone is out the rule is unchanged
    early = stage("S5 S6", "SA ST", "H6 H7", must_beat_after_out=False)
    play(early, "S5")
    assert early.check(Action.pass_()) is not None
    assert early.view(1)["must_beat"] is True


# ---- DTZ-8.2 dizha_voids_tongzi -----------------------------------------------------------------

def _tongzi_then_dizha(deal, **opts):
    hand = new_hand("datongzi", deal=deal(["S2 S2 S2", "S5 S5 H5 H5 C5 C5 D5 D5", ""]), options=opts or None)
    play(hand, "S2 S2 S2")
    play(hand, "S5 S5 H5 H5 C5 C5 D5 D5")
    pas(hand)
    pas(hand)
    return hand


def test_dtz_8_2_dizha_voids_tongzi_default(deal):
    """DTZ-8.2 ("哪一方取胜，则奖励分计入哪一方"): a 筒子 beaten by a 地炸 earns nothing."""
    hand = _tongzi_then_dizha(deal)
    assert hand.state.bonus == [0, 400, 0]


def test_dtz_8_2_tongzi_keeps_bonus_against_dizha(deal):
    """DTZ-8.2 off: the 2筒子's player keeps its 300 though a 地炸 beat it; the 地炸 still earns 400."""
    hand = _tongzi_then_dizha(deal, dizha_voids_tongzi=False)
    assert hand.state.bonus == [300, 400, 0]
    assert [(a.seat, a.kind, a.value) for a in hand.state.awards] == [(0, "tongzi", 300), (1, "dizha", 400)]
    assert hand.state.points == [0, 40, 0]  # DTZ-8.3: the card points still go to the trick winner


def test_dtz_8_2_bigger_tongzi_still_voids(deal):
    """DTZ-8.2 off changes only 地炸 over 筒子: seed 七.3's K筒子 beaten by A筒子 still earns nothing."""
    hand = new_hand("datongzi", deal=deal(["SK SK SK", "HA HA HA", ""]),
                    options={"dizha_voids_tongzi": False})
    play(hand, "SK SK SK")
    play(hand, "HA HA HA")
    pas(hand)
    pas(hand)
    assert hand.state.bonus == [0, 200, 0]


# ---- DTZ-8.2 dizha_voids_dizha (issue 36) ---------------------------------------------------------

def _dizha_then_bigger(deal, **opts):
    hand = new_hand("datongzi", deal=deal(["S5 S5 H5 H5 C5 C5 D5 D5", "SA SA HA HA CA CA DA DA", ""]),
                    options=opts or None)
    play(hand, "S5 S5 H5 H5 C5 C5 D5 D5")
    play(hand, "SA SA HA HA CA CA DA DA")
    pas(hand)
    pas(hand)
    return hand


def test_dtz_8_2_bigger_dizha_voids_dizha_default(deal):
    """DTZ-8.2 (only the trick-winning play earns): a 地炸 beaten by a bigger 地炸 earns nothing."""
    hand = _dizha_then_bigger(deal)
    assert hand.state.bonus == [0, 400, 0]


def test_dtz_8_2_dizha_keeps_bonus_against_bigger_dizha(deal):
    """DTZ-8.2 house rule dizha_voids_dizha off (seed 七.3 voids only "筒子压死筒子"): the beaten
    地炸 of 5s still earns 400, the 地炸 of As 400 too; the card points go to the trick winner."""
    hand = _dizha_then_bigger(deal, dizha_voids_dizha=False)
    assert hand.state.bonus == [400, 400, 0]
    assert [(a.seat, a.kind, a.value) for a in hand.state.awards] == [(0, "dizha", 400), (1, "dizha", 400)]
    assert hand.state.points == [0, 40, 0]


# ---- DTZ-10.3 target_first (issue 36) -------------------------------------------------------------

def _race_to_600(seed: int, **opts):
    """A match to 600 where every seat starts the hand at 560, played by the cheapest legal play."""
    m = new_match("datongzi", seed=seed, options={"target": 600, "finish_counts": False, **opts})
    hand = m.hand
    hand.state.race_before = [560, 560, 560]
    m.state.extra["race"] = [560, 560, 560]
    while not hand.is_over:
        hand.apply(hand.legal_actions()[0])
    return m, hand


def test_dtz_10_3_hand_tracks_the_order_seats_reach_the_target():
    """DTZ-10.3 (seed 五.1 "谁先打满"): with finish_counts off the hand notes, trick by trick, who
    reached the target; seed 25 (points 80/45/135) has seat 0 there first, seat 2 highest."""
    _, hand = _race_to_600(25)
    assert hand.state.points == [80, 45, 135]
    assert hand.state.reached == [0, 2, 1]


def test_dtz_10_3_target_first_default_highest_wins():
    """DTZ-10.3 ruling: when several reach the target in one hand, the highest R wins."""
    m, _ = _race_to_600(25)
    assert m.extra["race"] == [640, 605, 695]
    assert m.extra["winner"] == 2


def test_dtz_10_3_target_first_first_to_reach_wins():
    """DTZ-10.3 house rule target_first=first (seed 五.1 "三人谁先打满1000分即为赢家"): the seat
    whose won trick first carried it to the target wins, though another ends the hand higher."""
    m, _ = _race_to_600(25, target_first="first")
    assert m.extra["race"] == [640, 605, 695]
    assert m.extra["winner"] == 0
    assert m.extra["final"][0] == 640 + m.extra["bonus"][0] + 100  # the end bonus goes to seat 0


def test_dtz_10_3_target_first_needs_finish_counts_off():
    """DTZ-10.3: with the finishing bonus in R (finish_counts on) R is known only at the hand's end,
    so the hand notes nobody and settle_match reads target_first=first as the highest."""
    opts = {"target": 600, "target_first": "first"}
    m = new_match("datongzi", seed=25, options=opts)
    hand = m.hand
    hand.state.race_before = [560, 560, 560]
    while not hand.is_over:
        hand.apply(hand.legal_actions()[0])
    assert hand.state.reached == []
    assert settle_match([640, 700, 0], [0, 0, 0], [0, 1, 2], opts, reached=[0, 1]) == (1, [640, 800, 0])


def test_dtz_10_3_settle_match_reached_is_checked():
    """DTZ-10.3: settle_match's reached must name distinct seats that did reach the target."""
    opts = {"target": 600, "finish_counts": False, "target_first": "first"}
    assert settle_match([640, 700, 0], [0, 0, 0], [0, 1, 2], opts, reached=[0, 1])[0] == 0
    assert settle_match([640, 700, 0], [0, 0, 0], [0, 1, 2], opts)[0] == 1
    for bad in ([2], [0, 0], [3], ["0"]):
        with pytest.raises(ValueError, match="DTZ-10.3"):
            settle_match([640, 700, 0], [0, 0, 0], [0, 1, 2], opts, reached=bad)


def test_dtz_10_3_as_the_seed_reads_preset_takes_the_first_to_reach():
    """The 按原文 preset reads 五.1 "谁先打满" literally: with its card-points-only race (finish_counts
    off) the first seat to reach the target wins (seed 25: seat 0, though seat 2 ends higher)."""
    from engine.house_rules import PRESETS

    seed_opts = next(o for key, _zh, _en, o in PRESETS["datongzi"] if key == "seed")
    m, _ = _race_to_600(25, **seed_opts)
    assert m.extra["winner"] == 0


# ---- DTZ-3.3 two_in_runs: a 2 after the A in 连对 and 飞机 (seed 一(5), 一(7)) --------------------

TWO = {"two_in_runs": True}


def cl(text: str, opts=None):
    return classify(parse_cards(text), opts)


def test_dtz_3_3_two_in_runs_default_keeps_runs_within_a():
    """DTZ-3.3 (default): KKAA22 and AAA222 are no combination; the refusal names the house rule."""
    assert cl("SK SK SA SA S2 S2") is None and cl("SA SA S2 S2") is None
    assert cl("SA SA SA S2 S2 S2") is None
    assert cl("SQ SQ SK SK SA SA").key == (3, 14)


def test_dtz_3_3_two_in_runs_on_runs_to_the_two(stage):
    """DTZ-3.3 two_in_runs on: the 2 tops a 连对 or a 飞机, and beats the run that ends at the A."""
    run = cl("SK SK SA SA S2 S2", TWO)
    assert (run.kind, run.key) == ("pair_run", (3, 15))
    plane = cl("SA SA SA S2 S2 S2", TWO)
    assert (plane.kind, plane.key) == ("plane", (2, 15))
    assert beats(run, cl("SQ SQ SK SK SA SA", TWO), TWO)
    assert cl("S2 S2 S5 S5", TWO) is None  # the 2 never wraps to the 5
    assert cl("SA S2 H2 C5 D6", TWO) is None  # and still no straight of singles
    # must-beat: only where the room lets the 2 follow the A does SA HA S2 H2 beat KKAA
    hand = parse_cards("SA HA S2 H2 S9")
    top = cl("SQ HQ SK HK")
    assert not can_beat(hand, top) and can_beat(hand, top, TWO)


def test_dtz_3_3_two_in_runs_in_a_played_hand(stage):
    """DTZ-3.3: at the table, the run through the 2 is listed, played and answered only in its room."""
    refused = stage("SA HA S2 H2 SK", "SQ", "S5")
    assert refused.check(Action.play("SA HA S2 H2")).startswith("DTZ-3.3")
    assert all(len(a.cards) != 4 for a in refused.legal_actions())
    hand = stage("SA HA S2 H2 SK", "SQ HQ", "S5", two_in_runs=True)
    assert Action.play("SA HA S2 H2") in hand.legal_actions()
    play(hand, "SA HA S2 H2")
    assert hand.state.top.key == [2, 15]
    assert hand.view(1)["two_in_runs"] is True and refused.view(1)["two_in_runs"] is False
    assert hand.legal_actions() == [Action.pass_()]  # nothing above the 2 in a run


HIGH_POOL = [x for x in deck() if x.rank in (12, 13, 1, 2)]  # Q K A 2: runs through the 2 are common


def _hands(pool):
    return st.lists(st.integers(0, len(pool) - 1), unique=True, min_size=1, max_size=9).map(
        lambda ix: [pool[i] for i in ix])


OPTION_SETS = st.fixed_dictionaries({"two_in_runs": st.booleans(),
                                     "pair_suits": st.sampled_from(["any", "two_suits", "one_suit"]),
                                     "allow_kickers": st.booleans()})


@pytest.mark.slow
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=_hands(HIGH_POOL), top=st.one_of(st.none(), _hands(HIGH_POOL)), opts=OPTION_SETS)
def test_dtz_3_2_3_3_listing_and_must_beat_follow_the_house_rules(hand, top, opts):
    """DTZ-3.2, 3.3, 5.2 under every pair_suits / two_in_runs: the listed plays are exactly the
    subsets that classify and beat, and can_beat says whether there is one."""
    old = classify(top, opts) if top is not None else None
    assume(top is None or old is not None)
    want = {_key(s) for s in _subsets(hand)
            if (x := classify(s, opts)) is not None and (old is None or beats(x, old, opts))}
    got = [_key(cards) for _, _, cards in candidate_plays(hand, old, opts)]
    assert len(got) == len(set(got)) and set(got) == want
    if old is not None:
        assert can_beat(hand, old, opts) == bool(want)


# ---- DTZ-3.2 pair_suits: which two cards of a rank pair (seed 一(2) against 二(3) "一对黑桃2") ------

def test_dtz_3_2_pair_suits_default_any_two():
    """DTZ-3.2 (default): any two cards of a rank pair, two identical ones too (二(3) "一对黑桃2")."""
    assert cl("S2 S2").kind == "pair" and cl("S2 D2").kind == "pair"
    assert cl("S6 S6 H7 D7").kind == "pair_run"


def test_dtz_3_2_pair_suits_two_suits():
    """DTZ-3.2 two_suits (seed 一(2) "两张不同花色但牌面相同的牌"): identical cards are no pair, in a
    pair and in every pair of a 连对; triples, bombs and the 地炸 are unchanged."""
    o = {"pair_suits": "two_suits"}
    assert cl("S2 S2", o) is None and cl("S2 D2", o).kind == "pair"
    assert cl("S6 S6 H7 D7", o) is None and cl("S6 H6 H7 D7", o).kind == "pair_run"
    assert cl("S6 S6 H6", o).kind == "triple" and cl("S6 S6 S6", o).kind == "tongzi"
    assert cl("S6 S6 H6 H6 C6 C6 D6 D6", o).kind == "dizha" and cl("S6 S6 H6 H6", o).kind == "bomb"
    # must-beat: two spade 9s cannot beat a pair of 6s here
    assert not can_beat(parse_cards("S9 S9 SK"), cl("H6 D6"), o)
    assert can_beat(parse_cards("S9 S9 SK"), cl("H6 D6"))


def test_dtz_3_2_pair_suits_one_suit():
    """DTZ-3.2 one_suit (二(3)'s "一对黑桃2" as the definition): a pair is two identical cards."""
    o = {"pair_suits": "one_suit"}
    assert cl("S2 D2", o) is None and cl("S2 S2", o).kind == "pair"
    assert cl("S6 H6 H7 H7", o) is None and cl("S6 S6 H7 H7", o).kind == "pair_run"
    assert cl("S6 H6 C6", o).kind == "triple"
    assert not can_beat(parse_cards("S9 H9 SK"), cl("H6 H6", o), o)
    assert can_beat(parse_cards("S9 S9 SK"), cl("H6 H6", o), o)


@pytest.mark.parametrize(("pairs", "pair", "other", "lead"),
                         [("two_suits", "S6 S6", "S6 H6", "H5 D5"), ("one_suit", "S6 H6", "S6 S6", "H5 H5")])
def test_dtz_3_2_pair_suits_at_the_table(stage, pairs, pair, other, lead):
    """DTZ-3.2 at the table: the refused pair is never listed, check says why, the other is played;
    a seat whose only "pair" is refused may pass (DTZ-5.2 must-beat follows the room)."""
    hand = stage(f"{pair} SK", "SQ", "SA", pair_suits=pairs)
    assert hand.check(Action.play(pair)).startswith("DTZ-3.2")
    assert Action.play(pair) not in hand.legal_actions()
    assert hand.view(0)["pair_suits"] == pairs
    assert stage(f"{other} SK", "SQ", "SA", pair_suits=pairs).check(Action.play(other)) is None
    follow = stage(lead, f"{pair} SK", "SA", pair_suits=pairs)
    play(follow, lead)
    assert follow.check(Action.pass_()) is None  # the seat's 6s are no pair here
    default = stage(lead, f"{pair} SK", "SA")
    play(default, lead)
    assert default.check(Action.pass_()).startswith("DTZ-5.2")  # any two 6s pair by default
