"""Throws (ZPY-9) and winning a trick (ZPY-11)."""

from __future__ import annotations

import pytest

from engine.cards import Suit
from engine.cards import parse_cards as C
from engine.games.zhaopengyou import (
    Trump,
    reduced_throw,
    throw_blockers,
    throw_choices,
    trick_winner,
)

S2 = Trump(2, Suit.S)
S5 = Trump(5, Suit.S)
H2 = Trump(2, Suit.H)  # spades and diamonds plain


def toks(cards):
    return " ".join(sorted(str(c) for c in cards))


# ------------------------------------------------------------------ ZPY-9

def test_zpy_9_2_lead_is_one_suit():
    """ZPY-9.2: a throw of two suits is refused."""
    with pytest.raises(ValueError, match="ZPY-9.2"):
        throw_blockers(C("D3 C3"), [C("D4")], S5)


def test_zpy_9_3_simple_lead_is_no_throw():
    """ZPY-9.3: a lead of one unit is always accepted: no blockers even if beaten."""
    assert throw_blockers(C("D3 D3"), [C("DA DA"), C("DK DK")], S5) == []


def test_zpy_9_4_beating_units():
    """ZPY-9.4: a higher unit of the same shape beats; a pair or triple also counts as a single,
    a triple as a pair; a longer tractor contains the needed one; equal does not beat."""
    throw = C("D6 D6 D7 D7 D9")  # tractor(2,2) top D7 + single D9
    assert throw_choices(throw, C("D8 D8 D8"), H2) == []  # no tractor, and D8 is below D9
    assert throw_choices(throw, C("DT"), H2) == [(1, 1)]
    assert throw_choices(throw, C("D9"), H2) == []  # equal single does not beat
    assert throw_choices(throw, C("D7 D7 D8 D8"), H2) == [(2, 2)]
    assert throw_choices(throw, C("D8 D8 D8 D9 D9 D9"), H2) == [(2, 2)]  # a triple-tractor holds it
    assert throw_choices(throw, C("D3 D3 D4 D4 D5 D5 D6 D6"), H2) == []  # lower tractor
    assert throw_choices(throw, C("D6 D6 D7 D7"), H2) == []  # equal tractor


def test_zpy_9_4_throw_check_across_the_level_gap():
    """ZPY-9.4 with ZPY-5.5: a trump pair-tractor SA SA + H5 H5 beats SK SK SQ SQ (L=5)."""
    throw = C("SK SK SQ SQ S3")
    assert throw_choices(throw, C("SA SA H5 H5"), S5) == [(2, 2), (1, 1)]
    assert throw_choices(throw, C("SA SA S5 S5"), S5) == [(1, 1)]  # not adjacent, but singles beat S3


def test_zpy_9_5_successful_throw_and_seed_example_3():
    """ZPY-9.5 / ZPY-9.9 ex. 3: C5 C5 C5 C6 C6 C7 succeeds when nobody beats any unit."""
    throw = C("C5 C5 C5 C6 C6 C7")
    others = [C("C2 C3 C4 D5"), C("C4 C4 C4"), C("C3 C3 C7"), C("HA")]
    assert throw_blockers(throw, others, S2) == []
    assert throw_blockers(throw, others[:3] + [C("C8")], S2) == [3]


def test_zpy_9_6_first_blocker_and_lowest_unit():
    """ZPY-9.6: blockers in turn order; the kept unit is the lowest of the chosen shape."""
    throw = C("DA DK DK DQ DQ D3")  # tractor(2,2) K-Q, singles A and 3
    others = [C("C2"), C("D4"), C("DA DA DA")]
    assert throw_blockers(throw, others, H2) == [1, 2]
    assert throw_choices(throw, others[1], H2) == [(1, 1)]
    assert toks(reduced_throw(throw, (1, 1), H2)) == "D3"
    assert toks(reduced_throw(throw, (2, 2), H2)) == "DK DK DQ DQ"
    with pytest.raises(ValueError, match="ZPY-9.6"):
        reduced_throw(throw, (3, 1), H2)


def test_zpy_9_6_equal_tops_keep_the_suit_last_in_zpy_5_7():
    """ZPY-9.6 / ZPY-5.7: pairs H5 H5 and D5 D5 share a slot; the D pair is the one kept."""
    throw = C("H5 H5 D5 D5 S3")
    assert toks(reduced_throw(throw, (2, 1), S5)) == "D5 D5"


def test_zpy_9_6_default_choice_is_the_largest_shape():
    """ZPY-9.6: choices are listed largest first; the first is the default (AI) choice."""
    throw = C("S7 S7 S6 S9 SJ SQ")
    assert throw_choices(throw, C("S8 S8 D3"), H2) == [(2, 1), (1, 1)]


def test_zpy_9_7_check_is_compulsory():
    """ZPY-9.7: whoever can beat is a blocker (no declining): every such hand is listed."""
    throw = C("D4 D4 D3")
    assert throw_blockers(throw, [C("D9"), C("D5"), C("C3"), C("DA DA")], H2) == [0, 1, 3]


def test_zpy_9_8_only_current_hands_matter():
    """ZPY-9.8: the check looks only at the hands passed in (not at cards already played)."""
    throw = C("D4 D4 D3")
    assert throw_blockers(throw, [C("C3"), C("C4"), C("C5"), C("C6")], H2) == []


def test_zpy_9_9_seed_examples():
    """ZPY-9.9: ex. 1 → S7 S7 stays; ex. 2 as printed → only D7; with DJ DJ either shape."""
    ex1 = C("S7 S7 S6 S9 SJ SQ")
    choices = throw_choices(ex1, C("S8 S8"), H2)
    assert choices == [(2, 1), (1, 1)]
    assert toks(reduced_throw(ex1, choices[0], H2)) == "S7 S7"
    ex2 = C("DT DT D7 DQ DK")
    assert throw_choices(ex2, C("DQ D8 D8"), H2) == [(1, 1)]
    assert toks(reduced_throw(ex2, (1, 1), H2)) == "D7"
    assert throw_choices(ex2, C("DQ DJ DJ"), H2) == [(2, 1), (1, 1)]
    assert toks(reduced_throw(ex2, (2, 1), H2)) == "DT DT"


# ------------------------------------------------------------------ ZPY-11

def test_zpy_11_1_contenders_match_the_format():
    """ZPY-11.1: a shape mismatch or a plain off-suit play cannot win."""
    assert trick_winner([C("D9 D9"), C("S3 S4"), C("C3 C3"), C("DA DK")], S2) == 0
    assert trick_winner([C("D9 D9"), C("S3 S3")], S2) == 1  # 毙牌 with a trump pair


def test_zpy_11_2_trump_beats_led_suit_then_top_slots():
    """ZPY-11.2: trump over the led suit; then the higher top slot."""
    assert trick_winner([C("D9"), C("DA"), C("S2"), C("DK")], S5) == 2
    assert trick_winner([C("D9"), C("DA"), C("H5"), C("S5"), C("LJ")], S5) == 4
    assert trick_winner([C("D6 D6 D7 D7"), C("D8 D8 D9 D9"), C("S3 S3 S4 S4")], S5) == 2
    assert trick_winner([C("S9"), C("H5"), C("SA")], S5) == 1  # off-suit level above trump A


def test_zpy_11_3_equal_values_keep_the_earlier_play():
    """ZPY-11.3: H5 and C5 are equal; the earlier one wins (先出为大)."""
    assert trick_winner([C("D9"), C("H5"), C("C5")], S5) == 1
    assert trick_winner([C("D9"), C("D9")], S5) == 0


def test_zpy_11_4_throw_trumped_largest_unit_first():
    """ZPY-11.4: lead DA DA DK; S3 S3 BJ vs S4 S4 S6 (T=S, L=2) → the S4 pair wins."""
    assert trick_winner([C("DA DA DK"), C("S3 S3 BJ"), C("S4 S4 S6")], S2) == 2


def test_zpy_11_5_seed_examples():
    """ZPY-11.5: DA DA DA vs BJ LJ S3 → diamonds; vs LJ LJ LJ → jokers; vs trump triple → trump."""
    assert trick_winner([C("DA DA DA"), C("BJ LJ S3")], S2) == 0
    assert trick_winner([C("DA DA DA"), C("LJ LJ LJ")], S2) == 1
    assert trick_winner([C("DA DA DA"), C("S3 S3 S3")], S2) == 1


def test_zpy_11_winner_of_an_unfinished_trick():
    """ZPY-11.3: trick_winner also answers for an unfinished trick."""
    assert trick_winner([C("D9")], S5) == 0
    assert trick_winner([C("D9"), C("DT")], S5) == 1


def test_zpy_5_4_any_trump_beats_any_plain_card():
    """ZPY-5.4: the lowest trump beats the plain ace; an off-suit plain card never wins."""
    assert trick_winner([C("DA"), C("S3")], S5) == 1
    assert trick_winner([C("D2"), C("HA"), C("CA")], S5) == 0


def test_zpy_0_6_reference_adjacency_matches_trump_successor():
    """ZPY-0.6 / ZPY-5.5: like rbtying/shengji's Trump::successor, with L=A the trump K pairs run
    into the off-suit aces, and the off-suit aces into the trump ace and the jokers."""
    ace = Trump(14, Suit.H)
    assert trick_winner([C("HQ HQ HK HK"), C("HK HK SA SA")], ace) == 1
    assert throw_choices(C("HQ HQ HK HK H3"), C("SA SA HA HA LJ LJ BJ BJ"), ace) == [(2, 2), (1, 1)]


def test_zpy_11_2_throw_compared_largest_unit_first_and_best_split():
    """ZPY-11.2: after a successful throw the pair decides before the single; a trump triple can be
    split as pair + single to match a pair + single lead."""
    assert trick_winner([C("DA DA DQ"), C("DK DK DA")], S2) == 0
    assert trick_winner([C("DK DK DQ"), C("DA DA D3")], S2) == 1
    assert trick_winner([C("DA DA DK"), C("S4 S4 S4")], S2) == 1
    assert trick_winner([C("DA DA DK"), C("S4 S4 S4"), C("S6 S6 S3")], S2) == 2
