"""Cards, trumps, slots and the decomposition of leads (ZPY-1.1, 1.2, 5, 8)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.cards import Suit, make_deck
from engine.cards import parse_cards as C
from engine.games.zhaopengyou import Trump, is_trump, units
from engine.games.zhaopengyou.trump import TRUMP, slot_of, suit_key

S5 = Trump(5, Suit.S)  # the seed's running example: trump spades, level 5


def toks(cards):
    return sorted(str(c) for c in cards)


def shapes(cards, trump=S5):
    return [(u.kind, u.width, u.length, str(u.top)) for u in units(C(cards), trump)]


def test_zpy_1_1_three_decks_162_cards():
    """ZPY-1.1: three 54-card packs, every face exactly 3 times."""
    deck = make_deck(3)
    assert len(deck) == 162
    assert set(Counter(deck).values()) == {3}
    assert len(Counter(deck)) == 54


def test_zpy_1_2_equal_strength_is_not_identical():
    """ZPY-1.2: H5 and C5 share a slot (equal strength) but never form a pair."""
    assert slot_of(C("H5")[0], S5) == slot_of(C("C5")[0], S5)
    assert shapes("H5 C5") == [("single", 1, 1, "H5"), ("single", 1, 1, "C5")]


def test_zpy_5_1_trumps_and_off_suit_level_cards():
    """ZPY-5.1: jokers, every level card and the trump suit are trump; H5 is not a heart."""
    for tok in ("BJ", "LJ", "S5", "H5", "C5", "D5", "S2", "SA"):
        assert is_trump(C(tok)[0], S5), tok
    for tok in ("H4", "HA", "D6", "CK"):
        assert not is_trump(C(tok)[0], S5), tok
    assert suit_key(C("H5")[0], S5) == TRUMP
    assert units(C("H5 H4"), S5) is None  # a trump and a heart are two suits


def test_zpy_5_2_trump_order():
    """ZPY-5.2: BJ > LJ > S5 > {H5 = C5 = D5} > SA > SK > … > S2, skipping the level rank."""
    order = C("BJ LJ S5 H5 SA SK SQ SJ ST S9 S8 S7 S6 S4 S3 S2")
    slots = [slot_of(c, S5) for c in order]
    assert slots == sorted(slots, reverse=True) and len(set(slots)) == len(slots)
    assert slot_of(C("H5")[0], S5) == slot_of(C("D5")[0], S5) == slot_of(C("C5")[0], S5)


def test_zpy_5_3_plain_suit_order_skips_level():
    """ZPY-5.3: a plain suit ranks A … 2 with the level rank removed."""
    slots = [slot_of(c, S5) for c in C("DA DK DQ DJ DT D9 D8 D7 D6 D4 D3 D2")]
    assert slots == list(range(11, -1, -1))


def test_zpy_5_5_adjacency_across_the_level_gap():
    """ZPY-5.5: plain 4 and 6 adjacent (L=5); trump A – off-suit level – T·L – LJ – BJ adjacent;
    T·A and T·L are not; no wrap-around; with L=A trump K is adjacent to the off-suit aces."""
    assert shapes("D4 D4 D6 D6") == [("pair_tractor", 2, 2, "D6")]
    assert shapes("SA SA H5 H5 S5 S5 LJ LJ BJ BJ")[0][:3] == ("pair_tractor", 2, 5)
    assert len(units(C("SA SA S5 S5"), S5)) == 2
    assert len(units(C("DA DA D2 D2"), S5)) == 2  # A is not adjacent to 2
    ace = Trump(14, Suit.H)
    assert shapes("HK HK SA SA", ace) == [("pair_tractor", 2, 2, "SA")]
    assert shapes("CQ CQ CK CK", ace) == [("pair_tractor", 2, 2, "CK")]


def test_zpy_5_6_same_slot_is_equal_strength():
    """ZPY-5.6: cards in one slot are equal (H5, C5, D5 with T=S, L=5)."""
    assert len({slot_of(c, S5) for c in C("H5 C5 D5")}) == 1


def test_zpy_5_7_suit_tie_break_in_decomposition():
    """ZPY-5.7 / ZPY-8.2: two pairs in the off-suit level slot — only the first (S>H>C>D) joins."""
    us = units(C("SA SA H5 H5 C5 C5"), S5)
    assert [(u.kind, str(u.top)) for u in us] == [("pair_tractor", "H5"), ("pair", "C5")]
    us = units(C("C5 C5 D5 D5 SA SA"), S5)
    assert [(u.kind, str(u.top)) for u in us] == [("pair_tractor", "C5"), ("pair", "D5")]


def test_zpy_8_1_unit_kinds_and_shapes():
    """ZPY-8.1: single, pair, triple, pair-tractor (two pairs suffice), triple-tractor."""
    assert shapes("D9") == [("single", 1, 1, "D9")]
    assert shapes("D9 D9") == [("pair", 2, 1, "D9")]
    assert shapes("D9 D9 D9") == [("triple", 3, 1, "D9")]
    assert shapes("D9 D9 D8 D8") == [("pair_tractor", 2, 2, "D9")]
    assert shapes("C8 C8 C8 C9 C9 C9") == [("triple_tractor", 3, 2, "C9")]
    u = units(C("D8 D9 D9 D8"), S5)[0]
    assert u.shape == (2, 2) and toks(u.cards) == toks(C("D8 D8 D9 D9"))


def test_zpy_8_2_identical_cards_never_split():
    """ZPY-8.2: S2 S2 S2 S3 S3 (L=5) is triple + pair, not a tractor + single."""
    assert shapes("S2 S2 S2 S3 S3") == [("triple", 3, 1, "S2"), ("pair", 2, 1, "S3")]
    assert shapes("D7 D7 D7 D8 D8 D8 D9 D9") == [("triple_tractor", 3, 2, "D8"), ("pair", 2, 1, "D9")]


def test_zpy_8_2_mixed_suits_is_none():
    """ZPY-8.2 / ZPY-9.2: cards of two suits have no decomposition."""
    assert units(C("D4 C4"), S5) is None
    assert units(C("BJ D4"), S5) is None


def test_zpy_8_3_unit_order():
    """ZPY-8.3: more cards first, then wider: tractor(2,4) > tractor(3,2) > tractor(2,3) > … > single."""
    lead = C("D2 D3 D3 D4 D4 D4 D6 D6 D6 D7 D7 D7 D8 D8 D9 D9 DT DT DJ DJ")
    # D8–DJ pairs: tractor(2,4); D6 D7 triples: tractor(3,2) – D4 triple is adjacent too (3 triples)
    us = units(lead, S5)
    assert [u.shape for u in us] == [(3, 3), (2, 4), (2, 1), (1, 1)]
    us = units(C("HA HA HK HK HQ HQ HJ HJ H8 H8 H8 H7 H7 H7 H3 H3 H2"), S5)
    assert [u.shape for u in us] == [(2, 4), (3, 2), (2, 1), (1, 1)]


def test_zpy_8_4_simple_lead_and_throw():
    """ZPY-8.4: one unit is a simple lead; two or more is a throw."""
    assert len(units(C("HQ HQ HK HK"), S5)) == 1
    assert len(units(C("HQ HQ HA"), S5)) == 2


def test_zpy_8_5_seed_examples():
    """ZPY-8.5: the seed's tractor examples with T=S, L=5."""
    assert shapes("D4 D4 D6 D6") == [("pair_tractor", 2, 2, "D6")]
    assert shapes("BJ BJ LJ LJ S5 S5 H5 H5 SA SA") == [("pair_tractor", 2, 5, "BJ")]
    assert shapes("ST ST SJ SJ SQ SQ") == [("pair_tractor", 2, 3, "SQ")]
    assert sorted(shapes("H5 H5 C5 C5")) == [("pair", 2, 1, "C5"), ("pair", 2, 1, "H5")]
    assert sorted(shapes("SA SA S5 S5")) == [("pair", 2, 1, "S5"), ("pair", 2, 1, "SA")]
    assert shapes("S7 S7 S7 S8 S8") == [("triple", 3, 1, "S7"), ("pair", 2, 1, "S8")]


@pytest.mark.parametrize("bad", [0, 1, 15])
def test_zpy_2_3_trump_level_must_be_a_rank(bad):
    """ZPY-2.3: a level is a rank 2–14."""
    with pytest.raises(ValueError, match="ZPY-2.3"):
        Trump(bad, Suit.S)
