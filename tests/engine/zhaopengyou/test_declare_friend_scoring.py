"""Declaring (ZPY-4), the friend (ZPY-7), points and levels (ZPY-1.3, 12–15)."""

from __future__ import annotations

import pytest

from engine.cards import Suit
from engine.cards import parse_cards as C
from engine.games.zhaopengyou import (
    Trump,
    bidding_state,
    bottom_flip,
    bottom_multiplier,
    card_points,
    defender_points,
    friend_call_error,
    friend_seat,
    game_winners,
    level_changes,
    next_levels,
    next_starter,
)

S2 = Trump(2, Suit.S)
LV = [2, 3, 2, 2, 2]  # seat 1 is at level 3


def bid(starter, moves, levels=LV):
    return bidding_state(starter, levels, [(s, C(c)) for s, c in moves])


# ------------------------------------------------------------------ ZPY-4

def test_zpy_4_1_bids_are_identical_suited_cards():
    """ZPY-4.1: 1–3 identical suited cards; no jokers."""
    with pytest.raises(ValueError, match="ZPY-4.1"):
        bid(0, [(0, "LJ")])
    with pytest.raises(ValueError, match="ZPY-4.1"):
        bid(0, [(0, "H2 D2")])
    with pytest.raises(ValueError, match="ZPY-4.1"):
        bid(0, [(0, "H2 H2 H2 H2")])


def test_zpy_4_2_strength_is_the_card_count_and_shown_cards_are_public():
    """ZPY-4.2: strength = number of cards; every shown card is recorded."""
    b = bid(0, [(0, "H2"), (1, "S3 S3")])
    assert b.strength == 2 and [str(c) for c in b.shown] == ["H2", "S3", "S3"]


def test_zpy_4_3_opening_bid_with_own_level():
    """ZPY-4.3: the opening bid shows the bidder's own level cards."""
    b = bid(0, [(0, "H2")])
    assert b.declarer == 0 and b.trump == Trump(2, Suit.H) and b.to_act == 1
    with pytest.raises(ValueError, match="ZPY-4.3"):
        bid(0, [(0, "H3")])
    assert bid(0, [(0, ""), (1, "D3")]).trump == Trump(3, Suit.D)


def test_zpy_4_4_override_a_own_level_and_b_tentative_level():
    """ZPY-4.4: (a) own level → new declarer and level; (b) the tentative declarer's level → only
    the suit changes; must have more cards."""
    a = bid(0, [(0, "H2"), (1, "S3 S3")])
    assert a.declarer == 1 and a.trump == Trump(3, Suit.S)
    b = bid(1, [(1, "H3"), (2, "D3 D3")])  # seat 2 (level 2) overrides with seat 1's level 3
    assert b.declarer == 1 and b.trump == Trump(3, Suit.D)
    with pytest.raises(ValueError, match="ZPY-4.4"):
        bid(0, [(0, "H2"), (1, "S3")])
    with pytest.raises(ValueError, match="ZPY-4.4"):
        bid(0, [(0, "H2"), (1, "S4 S4")])


def test_zpy_4_4_ruling_same_level_is_a_suit_change():
    """ZPY-4.4 RULING: the seed's 方式一 example: A bids H2, B (also level 2) D2 D2 → A stays."""
    b = bid(0, [(0, "H2"), (1, "D2 D2")], [2, 2, 2, 2, 2])
    assert b.declarer == 0 and b.trump == Trump(2, Suit.D)


def test_zpy_4_5_override_must_change_something():
    """ZPY-4.5: a (b)-override in the current trump suit changes nothing and is refused."""
    with pytest.raises(ValueError, match="ZPY-4.5"):
        bid(0, [(0, "H2"), (1, "H2 H2")], [2, 2, 2, 2, 2])


def test_zpy_4_6_no_override_of_own_bid_but_tentative_may_counter():
    """ZPY-4.6: the standing bidder is never asked; the tentative declarer may answer a (b)-override."""
    b = bid(0, [(0, "H2")])
    with pytest.raises(ValueError, match="ZPY-4.7"):
        bid(0, [(0, "H2"), (0, "H2 H2")])
    b = bid(0, [(0, "H2"), (1, "D2 D2")], [2, 2, 2, 2, 2])
    b = bidding_state(0, [2] * 5, [(0, C("H2")), (1, C("D2 D2")), (2, []), (3, []), (4, []),
                                   (0, C("C2 C2 C2"))])
    assert b.declarer == 0 and b.trump == Trump(2, Suit.C) and b.over


def test_zpy_4_7_turn_order_and_end():
    """ZPY-4.7: asked in turn from the starter; five passes end with no bid; after a bid the four
    others pass once; a 3-card bid ends at once; the wrong seat is refused."""
    b = bid(3, [(3, ""), (4, ""), (0, ""), (1, "")])
    assert b.to_act == 2 and not b.over
    b = bid(3, [(3, ""), (4, ""), (0, ""), (1, ""), (2, "")])
    assert b.over and b.declarer is None
    b = bid(3, [(3, "H2"), (4, ""), (0, ""), (1, "")])
    assert b.to_act == 2
    b = bid(3, [(3, "H2"), (4, ""), (0, ""), (1, ""), (2, "")])
    assert b.over and b.declarer == 3
    b = bid(3, [(3, "H2"), (4, ""), (0, "C2 C2"), (1, "")])
    assert b.to_act == 2  # skips nobody yet; seat 0 is never asked while its bid stands
    b = bid(3, [(3, "H2"), (4, ""), (0, "C2 C2"), (1, ""), (2, ""), (3, ""), (4, "")])
    assert b.over and b.declarer == 3 and b.trump.suit is Suit.C
    assert bid(0, [(0, "H2 H2 H2")]).over
    with pytest.raises(ValueError, match="ZPY-4.7"):
        bid(0, [(1, "")])
    with pytest.raises(ValueError, match="ZPY-4.7"):
        bid(0, [(0, "H2 H2 H2"), (1, "")])


def test_zpy_4_8_result_is_the_standing_bid():
    """ZPY-4.8: declarer = tentative declarer, suit of the standing bid, level = declarer's level."""
    b = bid(0, [(0, "H2"), (1, "S3 S3"), (2, ""), (3, ""), (4, ""), (0, "")])
    assert b.over and b.declarer == 1 and b.trump == Trump(3, Suit.S)


def test_zpy_4_9_bottom_flip_with_starter_first():
    """ZPY-4.9: flip b1, b2, …; jokers never stop it; ties go to the starter first (distance 0)."""
    levels = [4, 3, 3, 9, 2]
    assert bottom_flip(C("BJ D3 H9 C2 S5 S6 S7"), levels, 2) == (2, Trump(3, Suit.D), 2)
    assert bottom_flip(C("BJ D3 H9 C2 S5 S6 S7"), levels, 0) == (1, Trump(3, Suit.D), 2)
    assert bottom_flip(C("LJ DK H9 C2 S5 S6 S7"), levels, 0) == (3, Trump(9, Suit.H), 3)


def test_zpy_4_10_fallback_suit_from_b7_backwards():
    """ZPY-4.10: no match → the starter, suit of b7 (or b6 … if jokers), at the starter's level."""
    levels = [2, 2, 2, 2, 2]
    assert bottom_flip(C("D3 H9 CK S5 S6 S7 HQ"), levels, 4) == (4, Trump(2, Suit.H), 7)
    assert bottom_flip(C("D3 H9 CK S5 S6 BJ LJ"), levels, 1) == (1, Trump(2, Suit.S), 7)


# ------------------------------------------------------------------ ZPY-7

def test_zpy_7_1_call_n_is_1_to_3():
    """ZPY-7.1: the N-th copy, N in 1..3; any face, jokers and trumps included."""
    assert friend_call_error(C("BJ")[0], 3, []) is None
    assert friend_call_error(C("S2")[0], 1, []) is None
    assert "ZPY-7.1" in friend_call_error(C("HA")[0], 4, [])
    assert "ZPY-7.1" in friend_call_error(C("HA")[0], 0, [])


def test_zpy_7_2_faces_shown_in_bids_are_banned():
    """ZPY-7.2: a face shown in any bid (standing or overridden) cannot be called, for every N."""
    shown = C("H2 D2 D2")
    for n in (1, 2, 3):
        assert "ZPY-7.2" in friend_call_error(C("H2")[0], n, shown)
    assert friend_call_error(C("C2")[0], 1, shown) is None


def test_zpy_7_4_and_7_5_counting_and_reveal():
    """ZPY-7.4/7.5: copies count in play order, whoever plays them; the N-th copy's player."""
    plays = [(0, C("HA")), (1, C("D3")), (2, C("HA HA")), (3, C("HA"))]
    assert friend_seat(C("HA")[0], 1, plays, 4) == 0
    assert friend_seat(C("HA")[0], 2, plays, 4) == 2
    assert friend_seat(C("HA")[0], 3, plays, 4) == 2  # two copies in one play count in turn
    assert friend_seat(C("HA")[0], 3, plays[:2], 4) is None  # not yet played


def test_zpy_7_5_declarer_playing_it_is_1v4():
    """ZPY-7.5: if the declarer plays the N-th copy there is no friend."""
    assert friend_seat(C("HA")[0], 1, [(4, C("HA")), (0, C("HA"))], 4) is None


# ------------------------------------------------------------------ points and levels

def test_zpy_1_3_points():
    """ZPY-1.3: 5s score 5, tens and kings 10, in every suit; the pack holds 300."""
    from engine.cards import make_deck
    assert card_points(C("S5 H5 DT CK BJ LJ SA")) == 30
    assert card_points(make_deck(3)) == 300


def test_zpy_12_1_and_12_2_defender_points_and_bottom():
    """ZPY-12.1 / ZPY-12.2: defenders' tricks count; the bottom × multiplier if a defender wins the last."""
    tricks = [(1, [C("D5"), C("DT"), C("D2"), C("D3"), C("D4")]),   # defender: 15
              (0, [C("HK"), C("H2"), C("H3"), C("H4"), C("H6")]),   # declarer: 0
              (2, [C("C5 C5"), C("CK CK"), C("C2 C2"), C("C3 C3"), C("C4 C4")])]  # friend
    buried = C("ST SK S5 D2 D3 D4 D6")  # 25
    assert defender_points(tricks, 0, 2, buried, S2) == 15
    assert defender_points(tricks, 0, None, buried, S2) == 15 + 30 + 25 * 2


def test_zpy_12_3_multipliers():
    """ZPY-12.3: single 1, pair 2, triple 4, pair-tractor 4, triple-tractor 8; a throw: its top."""
    t = Trump(5, Suit.S)
    assert [bottom_multiplier(C(x), t) for x in
            ("D9", "D9 D9", "D9 D9 D9", "D9 D9 DT DT", "D9 D9 D9 DT DT DT", "DA DK DK")] == [1, 2, 4, 4, 8, 2]


def test_zpy_12_4_points_can_exceed_300():
    """ZPY-12.4: a big bottom bonus pushes the defenders past 300."""
    tricks = [(1, [C("SK SK SK"), C("D2 D3 D4"), C("C2 C3 C4"), C("H2 H3 H4"), C("D6 D7 D8")])]
    pts = defender_points(tricks, 0, None, C("DT DT DT CT CT CT HT"), Trump(9, Suit.S))
    assert pts == 30 + 70 * 4 > 300


def test_zpy_13_1_to_13_3_level_tables():
    """ZPY-13.1 / ZPY-13.2 / ZPY-13.3: P < 120 wins for the declaring side; the 2v3 and 1v4 tables."""
    points = (0, 5, 55, 60, 115, 120, 175, 180, 235, 240, 295, 300, 400)
    assert [level_changes(p, False) for p in points] == [
        (3, 0), (2, 0), (2, 0), (1, 0), (1, 0), (0, 1), (0, 1), (0, 2), (0, 2), (0, 3), (0, 3),
        (0, 4), (0, 4)]
    assert [level_changes(p, True) for p in (0, 5, 55, 60, 115, 120, 175, 180, 500)] == [
        (9, 0), (6, 0), (6, 0), (3, 0), (3, 0), (0, 1), (0, 1), (0, 2), (0, 2)]


def test_zpy_13_4_to_13_6_independent_levels_capped_at_ace():
    """ZPY-13.4: each from his own level; ZPY-13.5: capped at A; ZPY-13.6: never down (a declarer
    losing at A stays at A)."""
    assert next_levels([2, 5, 7, 12, 14], 3, 1, 0) == [2, 8, 7, 14, 14]
    assert next_levels([2, 5, 7, 12, 14], 3, None, 200) == [4, 7, 9, 12, 14]
    assert next_levels([14, 2, 2, 2, 2], 0, None, 100) == [14, 2, 2, 2, 2]
    assert next_levels([14, 2, 2, 2, 2], 0, None, 200) == [14, 4, 4, 4, 4]


def test_zpy_14_1_next_starter():
    """ZPY-14.1: won 1v4 → declarer; won 2v3 → friend; lost → NEXT(declarer)."""
    assert next_starter(3, None, 100) == 3
    assert next_starter(3, 1, 100) == 1
    assert next_starter(4, 1, 120) == 0
    assert next_starter(4, 0, 150) == 0  # the friend may be NEXT(declarer) too


def test_zpy_14_2_and_15_game_end():
    """ZPY-15.1 / ZPY-15.2: only a hand played at A and won ends the game; the friend wins too if
    at A; a friend at A does not win a hand not played at A; ZPY-15.3 / ZPY-14.2: otherwise play
    goes on (the next hand's declarer is bid afresh)."""
    assert game_winners([14, 14, 9, 9, 9], 0, 1, 100) == [0, 1]
    assert game_winners([14, 13, 9, 9, 9], 0, 1, 100) == [0]
    assert game_winners([14, 14, 9, 9, 9], 0, 1, 120) == []
    assert game_winners([13, 14, 9, 9, 9], 0, 1, 0) == []  # the friend at A, hand not at A
    assert game_winners([14, 9, 9, 9, 9], 0, None, 55) == [0]


def test_bad_inputs_raise_with_rule():
    """ZPY-2.1 / ZPY-12.1 / ZPY-7.5: bad seats, points or a self-friend raise ValueError."""
    with pytest.raises(ValueError, match="ZPY-12.1"):
        level_changes(-5, False)
    with pytest.raises(ValueError, match="ZPY-2.1"):
        next_starter(5, None, 0)
    with pytest.raises(ValueError, match="ZPY-7.5"):
        next_levels([2] * 5, 1, 1, 0)
