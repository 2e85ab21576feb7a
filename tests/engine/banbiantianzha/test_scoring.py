"""半边天炸 settlement: 朝分 (BBT-11), the decision (BBT-12), multipliers (BBT-13), examples (BBT-15)."""

import pytest

from engine.games.banbiantianzha import settle_hand


def s(**facts):
    options = facts.pop("options", None)
    return settle_hand(facts, options)


def test_bbt_11_1_downstream_gives_20_to_upstream_across_sides():
    """BBT-11.1."""
    # order B, C, A: 上游 B (闲), 下游 A (庄): 30+20 vs 45+25-20 → 50 vs 50 → tie → upstream side
    assert s(banker=0, points=[45, 30, 25], order=[1, 2, 0]) == [-4, 2, 2]
    # 庄 上游, 闲 下游: 40+20 = 60 > 60-20 = 40
    assert s(banker=0, points=[40, 35, 25], order=[0]) == [4, -2, -2]


def test_bbt_11_2_tribute_even_below_20():
    """BBT-11.2."""
    # 下游 C (闲) has 5: Z = 45 + 20 = 65, X = 50 + 5 - 20 = 35 → 庄 wins
    assert s(banker=0, points=[45, 50, 5], order=[0, 1, 2]) == [4, -2, -2]


def test_bbt_11_3_no_tribute_between_defenders():
    """BBT-11.3."""
    assert s(banker=0, points=[45, 30, 25], order=[1, 0, 2]) == [-4, 2, 2]  # 45 < 55


def test_bbt_11_4_tribute_only_decides_the_winner():
    """BBT-11.4: 朝分 moves hand points only; the payment is the multiplier, not the points."""
    assert s(banker=0, points=[90, 10, 0], order=[1, 2, 0]) == [4, -2, -2]


def test_bbt_12_1_and_12_2_side_totals_decide():
    """BBT-12.1 / BBT-12.2."""
    assert s(banker=1, points=[20, 61, 19], order=[0, 1, 2]) == [-2, 4, -2]
    assert s(banker=1, points=[40, 40, 20], order=[0, 1, 2]) == [2, -4, 2]


def test_bbt_12_3_tie_rule_option():
    """BBT-12.3."""
    assert s(banker=0, points=[50, 30, 20], order=[0, 1, 2]) == [4, -2, -2]  # Z=70 X=30
    assert s(banker=0, points=[30, 50, 20], order=[1, 0, 2]) == [-4, 2, 2]  # 30 < 70
    assert s(banker=0, points=[70, 10, 20], order=[1, 2, 0], options={"tie_rule": "draw"}) == [0, 0, 0]


def test_bbt_12_4_and_13_4_surrender_without_counter_shot():
    """BBT-12.4 / BBT-13.4."""
    assert s(banker=2, surrendered=True) == [1, 1, -2]
    assert s(banker=2, surrendered=True, hammer=[2, 0]) == [4, 2, -6]


def test_bbt_13_1_defenders_never_pay_each_other():
    """BBT-13.1."""
    d = s(banker=0, hammer=[1], points=[10, 50, 40], order=[1, 2, 0])
    assert d == [-6, 4, 2] and sum(d) == 0


def test_bbt_13_2_multiplier_factors():
    """BBT-13.2."""
    base = dict(banker=0, points=[10, 50, 40], order=[1, 2, 0])
    assert s(**base) == [-4, 2, 2]
    assert s(**base, hammer=[0]) == [-8, 4, 4]
    assert s(**base, hammer=[0, 1, 2]) == [-16, 8, 8]
    assert s(**base, dou=[1], declined_dou=[2]) == [-6, 4, 2]
    assert s(**base, dou=[1], counter_dou=True) == [-16, 8, 8]


def test_bbt_13_3_zero_sum_either_way():
    """BBT-13.3."""
    for pts in ([60, 20, 20], [20, 60, 20]):
        d = s(banker=0, points=pts, order=[1, 2, 0])
        assert sum(d) == 0 and d[1] == d[2]


def test_bbt_13_5_counter_shot_player_is_the_banker():
    """BBT-13.5."""
    assert s(banker=0, surrendered=True, counter_shot=1, points=[10, 60, 30], order=[1, 0, 2]) == [-2, 4, -2]


def test_bbt_13_6_match_total_is_the_sum():
    """BBT-13.6."""
    import random

    from engine import new_match
    m = new_match("banbiantianzha", seed=4)
    rng = random.Random(9)
    for _ in range(3):
        while not m.hand.is_over:
            m.hand.apply(rng.choice(m.hand.legal_actions()))
        m.next_hand()
    assert m.scores == [sum(r.deltas[i] for r in m.history) for i in range(3)]


@pytest.mark.parametrize("facts, message", [
    (dict(points=[1, 2, 3], order=[0]), "banker"),
    (dict(banker=3, points=[1, 2, 3], order=[0]), "seat"),
    (dict(banker=0, dou=[0], points=[1, 2, 3], order=[0]), "never"),
    (dict(banker=0, dou=[1], declined_dou=[1], points=[1, 2, 3], order=[0]), "both"),
    (dict(banker=0, counter_dou=True, points=[1, 2, 3], order=[0]), "反抖"),
    (dict(banker=0, points=[1, 2, 3], order=[1, 1, 2]), "twice"),
    (dict(banker=0, points=[1, 2, 3], order=[1]), "all three"),
    (dict(banker=0, counter_shot=1, points=[1, 2, 3], order=[0]), "投降"),
])
def test_contradictory_facts_raise(facts, message):
    with pytest.raises(ValueError, match=message):
        settle_hand(facts)


# ---- BBT-15 worked examples
def test_bbt_15_1():
    """BBT-15.1."""
    assert s(banker=0, points=[40, 35, 25], order=[1, 0, 2]) == [-4, 2, 2]


def test_bbt_15_2():
    """BBT-15.2."""
    assert s(banker=0, hammer=[0, 2], points=[45, 30, 15], order=[0]) == [12, -4, -8]


def test_bbt_15_3():
    """BBT-15.3."""
    assert s(banker=0, dou=[1], counter_dou=True, points=[30, 40, 30], order=[1, 0, 2]) == [-16, 8, 8]
    assert s(banker=0, dou=[1], declined_dou=[2], counter_dou=True, points=[30, 40, 30],
             order=[1, 0, 2], options={"help_dou": False}) == [-12, 8, 4]


def test_bbt_15_4():
    """BBT-15.4."""
    assert s(banker=0, surrendered=True) == [-2, 1, 1]
    assert s(banker=0, surrendered=True, hammer=[0]) == [-4, 2, 2]


def test_bbt_15_5():
    """BBT-15.5."""
    assert s(banker=0, surrendered=True, counter_shot=1, points=[20, 60, 20], order=[1, 0, 2]) == [-2, 4, -2]


def test_bbt_15_6():
    """BBT-15.6."""
    assert s(banker=0, points=[70, 10, 20], order=[1, 2, 0]) == [-4, 2, 2]
    assert s(banker=0, points=[70, 10, 20], order=[1, 2, 0], options={"tie_rule": "draw"}) == [0, 0, 0]


def test_api_examples():
    assert settle_hand({"banker": 0, "hammer": [0, 2], "points": [45, 30, 15], "order": [0]}) == [12, -4, -8]
    assert settle_hand({"banker": 0, "dou": [2], "declined_dou": [1], "points": [30, 40, 30],
                        "order": [1, 2, 0]}) == [-6, 2, 4]
