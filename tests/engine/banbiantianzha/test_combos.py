"""半边天炸 combinations: types (BBT-5), classification (BBT-6), comparison (BBT-7), bomb count (BBT-3.8)."""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import parse_cards as p
from engine.games.banbiantianzha import beats, can_beat, classify, count_bombs
from engine.games.banbiantianzha.combos import value

from .helpers import DECK


def kind(text, **opts):
    c = classify(p(text), opts or None)
    return c.kind if c else None


def b(new, old, **opts):
    return beats(classify(p(new)), classify(p(old)), opts or None)


def test_bbt_1_5_single_card_order_puts_2_above_ace():
    """BBT-1.5: 3 < … < A < 2; the big joker has no rank value (it is only 天炸)."""
    assert [value(c) for c in p("S3 ST SA S2")] == [3, 10, 14, 15]
    assert value(p("BJ")[0]) is None
    assert b("S2", "SA") and b("SA", "SK") and not b("S3", "S4")


@pytest.mark.parametrize("text, expected, rule", [
    ("S9", "single", "BBT-5.1"),
    ("S9 H9", "pair", "BBT-5.2"),
    ("S2 H2", "pair", "BBT-5.2"),
    ("S9 H9 C9", "triple", "BBT-5.3"),
    ("S9 H9 C9 S3", "triple", "BBT-5.3"),
    ("S9 H9 C9 S3 H4", "triple", "BBT-5.3"),
    ("SA HA CA DA SK", "triple", "BBT-5.3"),
    ("S9 H9 C9 ST HT CT", "plane", "BBT-5.4"),
    ("S9 H9 C9 ST HT CT S3 H4 C5 D6", "plane", "BBT-5.4"),
    ("S9 H9 ST HT", "pair_run", "BBT-5.5"),
    ("S9 H9 ST HT SJ HJ", "pair_run", "BBT-5.5"),
    ("S3 H4 S5 S6 S7", "straight", "BBT-5.6"),
    ("ST HJ SQ SK SA", "straight", "BBT-5.6"),
    ("BJ", "tianzha", "BBT-5.7"),
    ("S3 H3 S4 H4 S5 H5 S6 H6", "dizha", "BBT-5.8"),
    ("S4 H4 S5 H5 S6 H6 S7 H7 S8 H8 S9 H9", "dizha", "BBT-5.8"),
    ("C3 C4 C5 C6 C7", "straight_flush", "BBT-5.9"),
    ("D5 D6 D7 D8 D9 DT DJ", "straight_flush", "BBT-5.9"),
    ("S6 H6 C6 D6", "four_bomb", "BBT-5.10"),
    ("S5 ST SK", "zheng_510k", "BBT-5.11"),
    ("S5 HT CK", "fu_510k", "BBT-5.12"),
])
def test_combination_types(text, expected, rule):
    assert kind(text) == expected, rule


@pytest.mark.parametrize("text, rule", [
    ("BJ S3", "BBT-5.7: BJ only alone"),
    ("SQ SK SA S2 H3", "BBT-5: 2 never joins a sequence"),
    ("HA S2 H3 S4 S5", "BBT-5: no A2345"),
    ("S9 H9 C9 S3 H4 C5", "BBT-5.3: at most two kickers"),
    ("S9 H9 ST HT SJ", "BBT-5.5: pairs only"),
    ("S2 H2 S3 H3", "BBT-5.5: 2 is not in a pair run"),
    ("S9 H9 C9 ST HT CT S3 H4 C5 D6 S7", "BBT-5.4: at most 2k wings"),
    ("S3 S5", "no type"),
])
def test_invalid_sets_classify_as_nothing(text, rule):
    assert classify(p(text)) is None, rule


def test_bbt_6_1_bomb_readings_win():
    """BBT-6.1: a one-suit straight is 同花顺, 4+ pairs in a row are 地炸, 5-T-K is 510K, 4 of a kind 四炸."""
    assert kind("S3 S4 S5 S6 S7") == "straight_flush"
    assert kind("S3 H3 S4 H4 S5 H5 S6 H6") == "dizha"
    assert kind("D5 ST HK") == "fu_510k"
    assert kind("S7 H7 C7 D7") == "four_bomb"
    assert classify(p("S3 S4 S5 S6 S7")).is_bomb


def test_bbt_6_2_precedence_order():
    """BBT-6.2: bombs are checked before normal types, so a bomb set never reads as a normal type."""
    for text in ("S3 S4 S5 S6 S7", "S7 H7 C7 D7", "S5 ST SK"):
        c = classify(p(text))
        assert c.is_bomb and c.category > 0


def test_bbt_6_3_plane_readings_lead_longest_answer_any():
    """BBT-6.3: leading reads the longest plane; answering, any reading counts."""
    lead = classify(p("S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6"))
    assert lead.kind == "plane" and lead.key == (4, 6)
    k3 = classify(p("S4 H4 C4 S5 H5 C5 S6 H6 C6"))
    twelve = classify(p("ST HT CT SJ HJ CJ SQ HQ CQ SK HK CK"))
    assert twelve.key == (4, 13)
    assert beats(twelve, k3)  # read as body JQK + wings TTT


def test_bbt_7_1_category_order():
    """BBT-7.1: 天炸 > 地炸 > 同花顺 > 四炸 > 正510K > 副510K > any normal type."""
    order = ["S5 HT CK", "S5 ST SK", "S6 H6 C6 D6", "C3 C4 C5 C6 C7", "S3 H3 S4 H4 S5 H5 S6 H6", "BJ"]
    for lo, hi in itertools.combinations(order, 2):
        assert b(hi, lo) and not b(lo, hi)
    assert b("S3 H3 S4 H4 S5 H5 S6 H6", "D3 D4 D5 D6 D7 D8 D9 DT DJ DQ DK DA")
    assert b("S5 HT CK", "S2") and b("S5 HT CK", "S9 H9 C9 ST HT CT S3 H4 C5 D6")


def test_bbt_7_2_same_bomb_category():
    """BBT-7.2: 地炸/同花顺 length then rank (then suit); 四炸 rank; 正510K by suit (option); 副 never."""
    assert b("S3 H3 S4 H4 S5 H5 S6 H6 S7 H7", "S9 H9 ST HT SJ HJ SQ HQ")
    assert b("C4 H4 C5 H5 C6 H6 C7 H7", "S3 D3 S4 D4 S5 D5 S6 D6")
    assert b("D3 D4 D5 D6 D7 D8", "S9 ST SJ SQ SK")
    assert b("S4 S5 S6 S7 S8", "H4 H5 H6 H7 H8") and not b("H4 H5 H6 H7 H8", "S4 S5 S6 S7 S8")
    assert b("S9 H9 C9 D9", "S8 H8 C8 D8")
    assert b("S5 ST SK", "H5 HT HK") and not b("H5 HT HK", "S5 ST SK")
    assert not b("S5 ST SK", "H5 HT HK", zheng_510k_suit_order=False)
    assert not b("S5 HT CK", "H5 CT DK") and not b("H5 CT DK", "S5 HT CK")


def test_bbt_7_3_normal_types_need_same_type_and_length():
    """BBT-7.3: same type and length, higher key; triples compare by body whatever the kickers."""
    assert b("S9 H9", "S8 H8") and not b("S9 H9", "S8")
    assert b("S4 H5 S6 S7 S8", "S3 H4 S5 S6 S7") and not b("S4 H5 S6 S7 S8 S9", "S3 H4 S5 S6 S7")
    assert b("S9 H9 ST HT", "S8 H8 S9 H9") and not b("S9 H9 ST HT SJ HJ", "S8 H8 S9 H9")
    assert b("S9 H9 C9", "S8 H8 C8 S3 S4") and b("S9 H9 C9 S3 S4", "S8 H8 C8")
    assert b("S9 H9 C9 ST HT CT", "S7 H7 C7 S8 H8 C8 S3 S4")
    assert b("S9 H9 C9 ST HT CT SJ HJ CJ", "S7 H7 C7 S8 H8 C8")  # BBT-6.3: TTTJJJ + wings 999
    assert not b("S9 H9 C9 ST HT CT SJ HJ CJ SQ HQ CQ", "S7 H7 C7 S8 H8 C8")
    assert not b("S9 H9", "S3 H4 S5 S6 S7")


def test_bbt_7_4_equal_keys_never_beat():
    """BBT-7.4: a pair of 9s does not beat a pair of 9s."""
    assert not b("S9 H9", "C9 D9") and not b("S9", "H9")


def test_bbt_3_8_bomb_count_examples():
    """BBT-3.8: the most disjoint bombs; a card counts in one bomb only."""
    assert count_bombs(p("S6 H6 C6 D6 D5 DT DK")) == 2
    assert count_bombs(p("S5 ST SK H5 HT CK")) == 2
    assert count_bombs(p("S3 S4 S5 S6 S7 H7 C7 D7")) == 1
    assert count_bombs(p("BJ S3 H3 C3 D3")) == 2


def brute_can_beat(hand, old):
    for r in range(1, len(hand) + 1):
        for sub in itertools.combinations(hand, r):
            c = classify(sub)
            if c is not None and beats(c, old):
                return True
    return False


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=1, max_size=8, unique=True),
       st.sampled_from(["S9", "S2", "S9 H9", "S3 H3 C3", "S4 H5 S6 S7 S8", "S9 H9 ST HT",
                        "S5 HT CK", "S6 H6 C6 D6", "S7 H7 C7 S8 H8 C8"]))
def test_can_beat_agrees_with_brute_force(hand, top):
    """can_beat searches by shape; on small hands it agrees with trying every subset (BBT-7)."""
    old = classify(p(top))
    top_cards = set(p(top))
    hand = [c for c in hand if c not in top_cards]
    assert can_beat(hand, old) == brute_can_beat(hand, old)
