"""settle_hand (API 8): 牌局分 (BZP-9), 附加分 (BZP-10), totals (BZP-11) and the worked examples
of BZP-13."""

from __future__ import annotations

import pytest

from engine.cards import parse_cards as C
from engine.games.banzipao import settle_hand
from engine.games.banzipao.scoring import settle_with_lines

DOU5 = [(0, C("S5 H5 C5 D5"))]


def test_bzp_13_1_baopai():
    """BZP-13.1: seat 1 包s, 2 不反; 1 out first → 1 +9, others −3; 0 first → 1 −9, others +3."""
    assert settle_hand({"banker": 0, "bidder": 1, "order": [1]}) == [-3, 9, -3, -3]
    assert settle_hand({"banker": 0, "bidder": 1, "order": [0]}) == [3, -9, 3, 3]
    assert settle_hand({"banker": 0, "bidder": 1, "counter_bid": False, "order": [0]}) == [3, -9, 3, 3]


def test_bzp_13_2_fanbao():
    """BZP-13.2: 庄 2, 3 包, 0 反包; 0 first → 0 +9, 3 −9; 3 first → 3 +18, 0 −18; 1, 2: 0."""
    assert settle_hand({"banker": 2, "bidder": 3, "counter_bid": True, "order": [0]}) == [9, 0, 0, -9]
    assert settle_hand({"banker": 2, "bidder": 3, "counter_bid": True, "order": [3]}) == [-18, 0, 0, 18]


def test_bzp_13_3_shuangfei():
    """BZP-13.3: 庄 2 calls HA, held by 0; 0 and 2 out first and second → 0, 2 +2; 1, 3 −2."""
    assert settle_hand({"banker": 2, "partner": 0, "order": [0, 2]}) == [2, -2, 2, -2]
    assert settle_hand({"banker": 2, "partner": 0, "order": [2, 0]}) == [2, -2, 2, -2]
    assert settle_hand({"banker": 2, "partner": 0, "order": [3, 1]}) == [-2, 2, -2, 2]


def test_bzp_13_4_not_shuangfei_taken_cards_decide():
    """BZP-13.4: order 0, 1, 2; taken 10, 14, 9, 8; seat 3's 8 go to 0 → A 27 vs B 14 → A wins."""
    deltas, winners, lines = settle_with_lines(
        {"banker": 0, "partner": 2, "order": [0, 1, 2], "taken": [10, 14, 9, 8]})
    assert deltas == [1, -1, 1, -1] and winners == [0, 2]
    side = [ln for ln in lines if ln.key == "bzp.sides"][0]
    assert side.detail["cards"] == [27, 14]
    assert [ln.value for ln in lines if ln.key == "bzp.taken"] == [18, 14, 9, 0]


def test_bzp_13_5_the_transfer_decides():
    """BZP-13.5: order 1, 0, 3; seat 2 (side A) left; its 14 go to seat 1 → A 12 vs B 32 → B wins."""
    facts = {"banker": 0, "partner": 2, "order": [1, 0, 3], "taken": [12, 8, 14, 10]}
    assert settle_hand(facts) == [-1, 1, -1, 1]
    # without the transfer side A would have 26 against 18
    lines = settle_with_lines(facts)[2]
    assert [ln for ln in lines if ln.key == "bzp.sides"][0].detail["cards"] == [12, 32]


def test_bzp_13_6_bonus_plus_game_score():
    """BZP-13.6 (the API example): BZP-13.4 plus a 豆 of 5s won by seat 0 → 4, −2, 0, −2."""
    facts = {"banker": 0, "partner": 2, "order": [0, 1, 2], "taken": [10, 14, 9, 8],
             "tricks": [DOU5]}
    assert settle_hand(facts) == [4, -2, 0, -2]


def test_bzp_9_1_baopai_scores():
    """BZP-9.1: +9/−3 each or −9/+3 each, whichever opponent goes out."""
    for first in (0, 2, 3):
        assert settle_hand({"banker": 0, "bidder": 1, "order": [first]}) == [3, -9, 3, 3]


def test_bzp_9_2_fanbao_scores_and_the_two_others_draw():
    """BZP-9.2: the 反包者 wins +9 / −9; the 包牌者 wins +18 / −18; the others 0 (判和局)."""
    assert settle_hand({"banker": 0, "bidder": 0, "counter_bid": True, "order": [1]}) == [-9, 9, 0, 0]
    assert settle_hand({"banker": 1, "bidder": 3, "counter_bid": True, "order": [3]}) == [-18, 0, 0, 18]


def test_bzp_9_3_tie_goes_to_the_first_finishers_side():
    """BZP-9.3: equal 得牌 → the side of the 1st finisher wins."""
    # sides {0, 2} and {1, 3}; order 1, 0, 2; 4th = 3 (takes 0)
    assert settle_hand({"banker": 0, "partner": 2, "order": [1, 0, 2], "taken": [10, 15, 10, 5]}) == \
        [-1, 1, -1, 1]  # 3's 5 go to 1: A 20, B 20 → tie → 1's side
    assert settle_hand({"banker": 0, "partner": 2, "order": [1, 0, 3, 2], "taken": [10, 15, 10, 5]}) == \
        [-1, 1, -1, 1]  # a four-seat order names the 4th: seat 2's 10 go to 1 → A 10, B 30


def test_bzp_9_3_invariant_taken_plus_void_is_52():
    """BZP-9.3: total taken + the 4th's unplayed cards = 52 (BZP-13.4: 41 + 11)."""
    assert 10 + 14 + 9 + 8 + 11 == 52
    with pytest.raises(ValueError, match="BZP-9.3"):
        settle_hand({"banker": 0, "partner": 2, "order": [0, 1, 2], "taken": [20, 14, 19, 8]})


def test_bzp_10_1_bonus_values():
    """BZP-10.1: 豆 +3/−1, 2222 +6/−2, 滚筒 +9/−3, once per trick it wins, in every mode."""
    base = {"banker": 0, "bidder": 1, "order": [1]}
    assert settle_hand({**base, "tricks": [[(2, C("S9 H9 C9 D9"))]]}) == [-4, 8, 0, -4]
    assert settle_hand({**base, "tricks": [[(2, C("S2 H2 C2 D2"))]]}) == [-5, 7, 3, -5]
    g = C("S3 H3 C3 S4 H4 C4 S5 H5 C5")
    assert settle_hand({**base, "tricks": [[(3, g)]]}) == [-6, 6, -6, 6]
    assert settle_hand({**base, "tricks": [[(3, g)], [(3, g)]]}) == [-9, 3, -9, 15]


def test_bzp_10_2_only_the_last_play_of_a_trick_counts():
    """BZP-10.2 (seed example): A 6666, B 2222, nobody answers → B +6, each other −2."""
    trick = [(0, C("S6 H6 C6 D6")), (1, C("S2 H2 C2 D2"))]
    base = {"banker": 0, "bidder": 2, "order": [2]}
    assert settle_hand({**base, "tricks": [trick]}) == [-3 - 2, -3 + 6, 9 - 2, -3 - 2]
    # a 豆 beaten by a 滚筒: the 滚筒 earns, the 豆 nothing
    trick = [(0, C("S6 H6 C6 D6")), (1, C("S3 H3 C3 S4 H4 C4 S5 H5 C5"))]
    assert settle_hand({**base, "tricks": [trick]}) == [-6, 6, 6, -6]


def test_bzp_10_3_sitting_out_seats_pay():
    """BZP-10.3: every other player, the two who sit out of the duel included."""
    facts = {"banker": 2, "bidder": 3, "counter_bid": True, "order": [0], "tricks": [[(0, C("S8 H8 C8 D8"))]]}
    assert settle_hand(facts) == [9 + 3, -1, -1, -9 - 1]
    with pytest.raises(ValueError, match="BZP-6.2"):
        settle_hand({**facts, "tricks": [[(1, C("S8 H8 C8 D8"))]]})


def test_bzp_10_4_no_bonus_for_bombs_or_banzipao():
    """BZP-10.4: 炸弹 and 板子炮 that hold a trick earn nothing."""
    base = {"banker": 0, "bidder": 1, "order": [1]}
    for cards in ("S9 H9 C9", "S3 H3 S4 H4 S5 H5", "SA", "S3 H4 C5"):
        assert settle_hand({**base, "tricks": [[(2, C(cards))]]}) == [-3, 9, -3, -3]


def test_bzp_11_1_every_component_is_zero_sum():
    """BZP-11.1: hand score = 牌局分 + 附加分; every result sums to 0 and the ledger ends with the total."""
    facts = {"banker": 0, "partner": 2, "order": [0, 1, 2], "taken": [10, 14, 9, 8],
             "tricks": [DOU5, [(3, C("S2 H2 C2 D2"))], [(1, C("S3 H3 C3 S4 H4 C4 S5 H5 C5"))]]}
    deltas, winners, lines = settle_with_lines(facts)
    assert sum(deltas) == 0
    assert lines[-1].key == "bzp.total" and lines[-1].detail["deltas"] == deltas
    assert [ln.value for ln in lines if ln.key == "bzp.bonus"] == [3, 6, 9]


def test_tianpai_facts_need_a_real_deal():
    """BZP-1.2, 2.1: the hands must be the 52-card deck, and the 庄 holds S7."""
    with pytest.raises(ValueError, match="BZP-1.2"):
        settle_hand({"banker": 0, "hands": [C("S3")] * 4, "bidder": 0, "order": [0]})


@pytest.mark.parametrize("facts,rule", [
    ({"bidder": 0, "order": [0]}, "BZP-2.1"),
    ({"banker": 4, "bidder": 0, "order": [0]}, "BZP-2.1"),
    ({"banker": 0, "bidder": 0}, "BZP-8"),
    ({"banker": 0, "bidder": 0, "order": [0, 0]}, "BZP-8"),
    ({"banker": 0, "bidder": 0, "order": [5]}, "BZP-8"),
    ({"banker": 0, "order": [0, 1, 2], "taken": [1, 1, 1, 1]}, "BZP-4.3"),
    ({"banker": 0, "partner": 0, "order": [0, 1, 2], "taken": [1, 1, 1, 1]}, "BZP-4.3"),
    ({"banker": 0, "bidder": 1, "partner": 2, "order": [1]}, "BZP-4.3"),
    ({"banker": 0, "counter_bid": True, "partner": 2, "order": [1, 0, 2]}, "BZP-4.2"),
    ({"banker": 0, "bidder": 1, "counter_bid": True, "order": [0]}, "BZP-6.2"),
    ({"banker": 0, "partner": 2, "order": [0, 1]}, "BZP-8.3"),
    ({"banker": 0, "partner": 2, "order": [0, 1, 2]}, "BZP-9.3"),
    ({"banker": 0, "partner": 2, "order": [0, 1, 2], "taken": [1, 1, -1, 1]}, "BZP-9.3"),
    ({"banker": 0, "bidder": 1, "order": [1], "tricks": [[(1, C("S3 H3 S4 H4"))]]}, "BZP-5.9"),
    ({"banker": 0, "bidder": 1, "order": [1], "tricks": [[]]}, "BZP-6.5"),
    ({"banker": 0, "bidder": 1, "order": [1], "points": [1]}, "BZP-11"),
])
def test_contradictory_facts_raise_citing_the_rule(facts, rule):
    """API 8: facts that contradict each other or the rules raise ValueError citing the rule."""
    with pytest.raises(ValueError, match=rule):
        settle_hand(facts)


def test_unknown_options_raise():
    """BZP-12: only the room options hands and heaven_hands exist."""
    with pytest.raises(ValueError):
        settle_hand({"banker": 0, "bidder": 0, "order": [0]}, {"nonsense": True})
    assert settle_hand({"banker": 0, "bidder": 0, "order": [0]}, {"heaven_hands": False}) == [9, -3, -3, -3]


def test_settle_hand_does_not_change_its_facts():
    """API 8: pure; the facts are not modified."""
    facts = {"banker": 0, "partner": 2, "order": [0, 1, 2], "taken": [10, 14, 9, 8], "tricks": [DOU5]}
    copy = {k: (list(v) if isinstance(v, list) else v) for k, v in facts.items()}
    settle_hand(facts)
    assert facts == copy
