"""板子炮 combinations (BZP-5), comparison (BZP-7), rank order (BZP-1.3, 1.4) and can_beat."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.cards import make_deck
from engine.cards import parse_cards as C
from engine.games.banzipao import beats, can_beat, classify
from engine.games.banzipao.combos import CATEGORY, candidate_plays


def kind(text: str) -> str | None:
    combo = classify(C(text))
    return None if combo is None else combo.kind


def b(new: str, old: str) -> bool:
    return beats(classify(C(new)), classify(C(old)))


def test_bzp_1_3_single_rank_order_2_highest_suits_never_matter():
    """BZP-1.3: 3 < 4 < … < K < A < 2; suits never matter (equal ranks never beat)."""
    order = "S3 S4 S5 S6 S7 S8 S9 ST SJ SQ SK SA S2".split()
    for lo, hi in zip(order, order[1:]):
        assert b(hi, lo) and not b(lo, hi)
    assert not b("S9", "D9") and not b("D9", "S9")  # BZP-7.6
    assert b("H2", "SA")


def test_bzp_1_4_sequences_never_contain_2_and_a_is_only_high():
    """BZP-1.4: no 2 in 顺子/板子炮/滚筒/滚龙; Q K A is a straight, A 2 3 and K A 2 are not."""
    assert kind("SQ HK DA") == "straight"
    assert kind("SA H2 D3") is None
    assert kind("SK HA D2") is None
    assert kind("SK HK SA HA S2 H2") is None  # BZP-5.9's example
    assert kind("SA HA CA S2 H2 C2 SK HK CK") is None


@pytest.mark.parametrize("text,expected", [
    ("S6", "single"),                                 # BZP-5.1
    ("SK HK", "pair"),                                # BZP-5.2
    ("S2 D2", "pair"),
    ("S3 H4 C5", "straight"),                         # BZP-5.3
    ("S6 D7 H8 C9", "straight"),
    ("SQ HK DA", "straight"),
    ("S3 H4 C5 D6 S7 H8 C9 DT SJ HQ CK DA", "straight"),
    ("SQ HQ CQ", "bomb"),                             # BZP-5.4
    ("S2 H2 D2", "bomb"),
    ("S3 H3 S4 H4 S5 H5", "banzipao"),                # BZP-5.5
    ("SJ HJ SQ HQ SK HK SA HA", "banzipao"),
    ("S4 H4 C4 D4", "dou"),                           # BZP-5.6
    ("S2 H2 C2 D2", "dou"),
    ("S3 H3 C3 S4 H4 C4 S5 H5 C5", "guntong"),        # BZP-5.7
    ("S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6", "guntong"),
    ("S3 H3 C3 D3 S4 H4 C4 D4 S5 H5 C5 D5", "gunlong"),  # BZP-5.8
])
def test_bzp_5_1_to_5_8_every_type(text, expected):
    """BZP-5.1 … BZP-5.8: the eight types, each by its exact shape."""
    combo = classify(C(text))
    assert combo is not None and combo.kind == expected
    assert combo.is_bomb == (expected in ("bomb", "banzipao", "dou", "guntong", "gunlong"))
    assert set(combo.cards) == set(C(text))


@pytest.mark.parametrize("text", [
    "S3 H3 S4 H4",                # two pairs
    "S3 H3 C3 S4 H4 C4",          # two triples
    "S3 H3 C3 S4",                # a triple with a card
    "SK HK SA HA S2 H2",          # 2 in a 板子炮
    "S3 H4",                      # two ranks, a straight needs three
    "S3 H4 C6",                   # a gap
    "S3 H3 S4 H4 S5",             # mixed widths
    "S3 H3 C3 D3 S4 H4 C4 D4",    # two 豆 (滚龙 needs three)
    "",
])
def test_bzp_5_9_everything_else_is_invalid(text):
    """BZP-5.9: no other shape is a play."""
    assert classify(C(text)) is None


def test_bzp_5_10_twelve_cards_one_reading_each():
    """BZP-5.10: twelve cards fit exactly one of 滚龙, 滚筒, 板子炮, 顺子 by their shape."""
    assert kind("S3 H3 C3 D3 S4 H4 C4 D4 S5 H5 C5 D5") == "gunlong"
    assert kind("S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6") == "guntong"
    assert kind("S3 H3 S4 H4 S5 H5 S6 H6 S7 H7 S8 H8") == "banzipao"
    assert kind("S3 H4 C5 D6 S7 H8 C9 DT SJ HQ CK DA") == "straight"


def test_bzp_0_3_classification_as_the_objective_c_client():
    """BZP-0.3: 十三烂-like 13 singles are no play; 2 is excluded from sequences; the order of the
    12-card checks is 滚龙 before 滚筒 before 板子炮 before 顺子 (BZP-5.10)."""
    assert classify(C("S3 H4 C5 D6 S7 H8 C9 DT SJ HQ CK DA S2")) is None
    assert kind("SQ HQ SK HK SA HA") == "banzipao" and kind("SK HK SA HA S2 H2") is None


def test_bzp_7_1_type_order_whatever_the_length():
    """BZP-7.1: normal < 炸弹 < 板子炮 < 豆 < 滚筒 < 滚龙, whatever lengths or ranks."""
    assert CATEGORY["single"] == CATEGORY["pair"] == CATEGORY["straight"] == 0
    ladder = ["S3 H4 C5 D6 S7 H8 C9 DT SJ HQ CK DA", "S3 H3 C3", "S3 H3 S4 H4 S5 H5", "S3 H3 C3 D3",
              "S6 H6 C6 S7 H7 C7 S8 H8 C8", "S9 H9 C9 D9 ST HT CT DT SJ HJ CJ DJ"]
    for lo_i, lo in enumerate(ladder):
        for hi in ladder[lo_i + 1:]:
            assert b(hi, lo) and not b(lo, hi), (hi, lo)
    assert b("S2 H2 D2", "DA")  # a bomb beats every normal type
    # the rulings' examples: a 9-card 滚筒 beats a 12-card 板子炮; a low 豆 beats an 8-card 板子炮
    assert b("S3 H3 C3 S4 H4 C4 S5 H5 C5", "S3 H3 S4 H4 S5 H5 S6 H6 S7 H7 S8 H8")
    assert b("S3 H3 C3 D3", "SJ HJ SQ HQ SK HK SA HA")


def test_bzp_7_2_normal_types_only_against_the_same_type_and_length():
    """BZP-7.2: single, pair and straight never beat each other; straights need the same length."""
    assert not b("S2 H2", "S3") and not b("S3", "S4 H4") and not b("S4 H5 C6", "S3")
    assert not b("S5 H6 C7 D8", "S3 H4 C5")  # longer straight does not beat a shorter
    assert b("S4 H5 C6", "S3 H4 C5")
    assert not b("S3 H4 C5", "S4 H5 C6")


def test_bzp_7_3_bomb_and_dou_by_rank():
    """BZP-7.3: 炸弹 vs 炸弹 and 豆 vs 豆 by rank; 2 is the highest."""
    assert b("SK HK CK", "SQ HQ CQ") and not b("SQ HQ CQ", "SK HK CK")
    assert b("S2 H2 C2", "SA HA CA")
    assert b("S2 H2 C2 D2", "SA HA CA DA") and not b("S3 H3 C3 D3", "S4 H4 C4 D4")


def test_bzp_7_4_banzipao_length_then_top():
    """BZP-7.4: more pairs wins, then the higher top: JJQQKK > 778899; 33445566 > JJQQKK."""
    assert b("SJ HJ SQ HQ SK HK", "S7 H7 S8 H8 S9 H9")
    assert b("S3 H3 S4 H4 S5 H5 S6 H6", "SJ HJ SQ HQ SK HK")
    assert not b("SJ HJ SQ HQ SK HK", "S3 H3 S4 H4 S5 H5 S6 H6")


def test_bzp_7_5_guntong_and_gunlong_length_then_top():
    """BZP-7.5: 滚筒 vs 滚筒 and 滚龙 vs 滚龙: more cards, then higher top."""
    assert b("S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6", "SQ HQ CQ SK HK CK SA HA CA")
    assert b("S4 H4 C4 S5 H5 C5 S6 H6 C6", "S3 H3 C3 S4 H4 C4 S5 H5 C5")
    assert b("S4 H4 C4 D4 S5 H5 C5 D5 S6 H6 C6 D6", "S3 H3 C3 D3 S4 H4 C4 D4 S5 H5 C5 D5")


def test_bzp_7_6_equal_keys_never_beat():
    """BZP-7.6: the same key of the same type never beats."""
    assert not b("D5", "S5")
    assert not b("S4 H5 C6", "D4 C5 H6")
    assert not b("S3 H3 S4 H4 S5 H5", "C3 D3 C4 D4 C5 D5")


def test_can_beat_finds_some_subset():
    """BZP-7: can_beat answers whether some subset of the hand beats the play."""
    old = classify(C("SK"))
    assert can_beat(C("S3 H4 DA"), old)
    assert not can_beat(C("S3 H4 DQ"), old)
    assert can_beat(C("S3 H3 C3"), old)  # a bomb (BZP-7.1)
    straight = classify(C("S3 H4 C5 D6"))
    assert not can_beat(C("S4 H5 C6 DA S9"), straight)
    assert can_beat(C("S4 H5 C6 D7"), straight)
    assert not can_beat(C("S4 H4 S5 H5"), classify(C("S3 H3 C3")))


def test_candidates_are_all_legal_and_distinct():
    """BZP-5, 7: every candidate classifies as its kind and beats the play; no set twice."""
    hand = C("S3 H3 C3 D3 S4 H4 C4 S5 H5 S6 S7 S8 S2")
    for old in (None, classify(C("S4")), classify(C("S3 H4 C5")), classify(C("SQ HQ CQ"))):
        seen = set()
        for k, key, cards in candidate_plays(hand, old):
            combo = classify(cards)
            assert combo is not None and combo.kind == k and combo.key == key
            assert old is None or beats(combo, old)
            ident = frozenset(cards)
            assert ident not in seen
            seen.add(ident)


_DECK = make_deck(1, without="LJ BJ")
_hands = st.lists(st.sampled_from(_DECK), min_size=1, max_size=13, unique=True)


@settings(max_examples=150, deadline=None)
@given(_hands, _hands)
def test_bzp_7_beats_is_a_strict_order_and_can_beat_agrees(a, b):
    """BZP-7.1 … 7.6: never both ways, never a play on itself; can_beat finds a beating subset
    exactly when candidate_plays lists one, and each such subset beats."""
    plays_a = [classify(cards) for _, _, cards in candidate_plays(a)]
    old = plays_a[len(plays_a) // 2]
    assert not beats(old, old)
    for _, _, cards in candidate_plays(b, old):
        new = classify(cards)
        assert new is not None and beats(new, old) and not beats(old, new)
    assert can_beat(b, old) == any(beats(classify(c), old) for _, _, c in candidate_plays(b))
