"""找朋友 house rules (engine/house_rules.py): the 抠底 multiplier of tractors (ZPY-12.3), whether
the declarer's own called copies count (ZPY-7.5), and who picks what a failed throw keeps (ZPY-9.6)."""

from collections import Counter

import pytest

import engine
from engine.actions import Action
from engine.cards import Suit
from engine.cards import parse_cards as C
from engine.games.zhaopengyou import Trump, bidding_state, bottom_multiplier, defender_points, friend_seat
from tests.engine.zhaopengyou.test_hand import make_deal, to_play

T = Trump(5, Suit.S)


def test_zpy_12_3_tractor_doubled_at_any_length_by_default():
    """ZPY-12.3 ("拖拉机：对应牌型翻倍"): a pair-tractor ×4 and a triple-tractor ×8 at any length."""
    assert bottom_multiplier(C("D8 D8 D9 D9 DT DT"), T) == 4
    assert bottom_multiplier(C("D8 D8 D8 D9 D9 D9 DT DT DT"), T) == 8


def test_zpy_12_3_tractor_by_length():
    """ZPY-12.3 house rule tractor_bottom "length": ×2 per pair and ×4 per triple, added up; the
    shortest tractors and every other unit are unchanged."""
    assert bottom_multiplier(C("D8 D8 D9 D9 DT DT"), T, by_length=True) == 6
    assert bottom_multiplier(C("D8 D8 D8 D9 D9 D9 DT DT DT"), T, by_length=True) == 12
    assert [bottom_multiplier(C(x), T, by_length=True) for x in
            ("D9", "D9 D9", "D9 D9 D9", "D9 D9 DT DT", "D9 D9 D9 DT DT DT")] == [1, 2, 4, 4, 8]
    tricks = [(1, [C("D8 D8 D9 D9 DT DT"), C("C2 C3 C4 C6 C7 C8"), C("H2 H3 H4 H6 H7 H8"),
                   C("S6 S7 S8 S9 SJ SQ"), C("C9 CJ CQ CA CA CK")])]
    buried = C("SK SK D6 D7 D2 D3 D4")  # 20 points
    plain = defender_points(tricks, 0, None, buried, T)
    longer = defender_points(tricks, 0, None, buried, T, by_length=True)
    assert longer - plain == 20 * (6 - 4)  # the 20 buried points ×6 instead of ×4


def _hand(fixed: dict[int, str], **options):
    return engine.new_hand("zhaopengyou", seed=0, deal=make_deal(fixed), options=options,
                           context={"levels": [2] * 5, "starter": 0})


def test_zpy_7_5_declarer_copies_count_by_default():
    """ZPY-7.5 ("叫的牌（第N张）在庄家手牌…→庄家独打"): by default the declarer's own play of the
    called copy is counted, and the 1st CA played by him makes the hand 1v4."""
    h = to_play(_hand({0: "H2 CA", 1: "CA"}), call=("CA", 1))
    assert h.view(2)["declarer_copies"] is True
    ev = h.apply(Action.play(C("CA")))
    assert [e.kind for e in ev] == ["played", "friend_revealed"] and h.state.friend is None


def test_zpy_7_5_declarer_copies_skipped():
    """ZPY-7.5 house rule declarer_copies off: the declarer's copies are not counted, so the first
    CA another player plays makes him the friend (2v3)."""
    h = to_play(_hand({0: "H2 CA", 1: "CA"}, declarer_copies=False), call=("CA", 1))
    assert h.view(2)["declarer_copies"] is False
    ev = h.apply(Action.play(C("CA")))
    assert [e.kind for e in ev] == ["played"] and h.state.called_count == 0 and not h.state.friend_found
    ev = h.apply(Action.play(C("CA")))
    assert [e.kind for e in ev] == ["played", "friend_revealed"] and h.state.friend == 1
    ca = C("CA")[0]
    plays = [(0, C("CA")), (1, C("CA"))]
    assert friend_seat(ca, 1, plays, 0) is None
    assert friend_seat(ca, 1, plays, 0, declarer_copies=False) == 1
    assert friend_seat(ca, 2, plays, 0, declarer_copies=False) is None  # only one non-declarer copy


def test_zpy_9_6_blocker_chooses_by_default():
    """ZPY-9.6 ("该玩家可以选择让甩牌者留哪种牌型的最小在场上"): by default the blocker chooses."""
    h = to_play(_hand({0: "H2 CQ CQ C3", 1: "CA CA", 2: "CA"}))
    h.apply(Action.play(C("CQ CQ C3")))
    assert h.phase == "throw_choice" and h.to_act == 1


def test_zpy_9_6_throw_block_smallest():
    """ZPY-9.6 house rule throw_block "smallest": no choice; the smallest shape the blocker can beat
    (a single before a pair) is kept at once, and the rest goes back to the thrower."""
    h = to_play(_hand({0: "H2 CQ CQ C3", 1: "CA CA", 2: "CA"}, throw_block="smallest"))
    ev = h.apply(Action.play(C("CQ CQ C3")))
    assert [e.kind for e in ev][:2] == ["throw_failed", "played"]
    assert ev[0].data["kept"] == ["C3"] and ev[0].data["blocker"] == 1 and ev[0].data["shape"] == "1x1"
    assert h.state.trick == [C("C3")] and Counter(h.hands[0])[C("CQ")[0]] == 2
    assert h.phase == "play" and h.to_act == 1


def test_zpy_12_3_throw_counts_its_highest_unit_by_default():
    """ZPY-12.3 (ruling: a throw counts as its strongest unit): pair + two singles ×2."""
    assert bottom_multiplier(C("D9 D9 DJ DK"), T) == 2
    assert bottom_multiplier(C("D8 D8 D9 D9 DK"), T) == 4


def test_zpy_12_3_throw_bottom_sum():
    """ZPY-12.3 house rule throw_bottom=sum (seed 6.2 gives the multipliers per shape only): a
    throw's units are added, pair + single + single ×4, tractor + single ×5; one unit unchanged;
    the defenders' bottom bonus follows."""
    assert bottom_multiplier(C("D9 D9 DJ DK"), T, summed=True) == 4
    assert bottom_multiplier(C("D8 D8 D9 D9 DK"), T, summed=True) == 5
    assert [bottom_multiplier(C(x), T, summed=True) for x in ("D9", "D9 D9", "D9 D9 D9", "D9 D9 DT DT")] == [
        1, 2, 4, 4]
    tricks = [(1, [C("D9 D9 DJ DK"), C("C2 C3 C4 C6"), C("H2 H3 H4 H6"), C("S6 S7 S8 SJ"), C("C9 CJ CQ CA")])]
    buried = C("SK SK D6 D7 D2 D3 D4")  # 20 points
    plain = defender_points(tricks, 0, None, buried, T)
    summed = defender_points(tricks, 0, None, buried, T, summed=True)
    assert summed - plain == 20 * (4 - 2)


# ---- issue 36: ZPY-7.4 friend_by, ZPY-4.4 override_equal
def _other(h, avoid: str):
    """The first legal play of the seat to act that holds no ``avoid`` card."""
    bad = C(avoid)[0]
    return next(a for a in h.legal_actions() if a.kind == "play" and bad not in a.cards)


def _second_ca_by_one_player(**options):
    # seat 1 plays the 1st and 2nd CA (one per trick), seat 3 holds the 3rd
    h = to_play(_hand({0: "H2 C3 C4", 1: "CA CA", 3: "CA"}, **options), call=("CA", 2))
    h.apply(Action.play(C("C3")))
    h.apply(Action.play(C("CA")))
    for _ in range(3):
        h.apply(_other(h, "CA"))
    assert h.state.leader == 1 and h.state.called_count == 1  # seat 1 won with his CA
    events = h.apply(Action.play(C("CA")))
    return h, events


def test_zpy_7_4_nth_copy_by_default():
    """ZPY-7.4 (ruling: every copy counts): seat 1's second CA is the 2nd copy, so he is the friend."""
    h, events = _second_ca_by_one_player()
    assert "friend_revealed" in [e.kind for e in events] and h.state.friend == 1


def test_zpy_7_4_friend_by_player():
    """ZPY-7.4 house rule friend_by=player (seed 4.2 "第N个打出此牌的玩家成为盟友"): a player counts
    once however many copies he plays, so seat 1's second CA makes no friend; the next player to
    play a CA is the 2nd player and becomes the friend."""
    h, events = _second_ca_by_one_player(friend_by="player")
    assert "friend_revealed" not in [e.kind for e in events] and h.state.called_count == 1
    while not h.state.friend_found and not h.is_over:
        ca = next((a for a in h.legal_actions() if a.kind == "play" and C("CA")[0] in a.cards), None)
        h.apply(ca if h.to_act == 3 and ca is not None else _other(h, "CA"))
    assert h.state.friend == 3 and h.state.called_count == 2


def test_zpy_4_4_override_equal_keeps_declarer_by_default():
    """ZPY-4.4 RULING (方式一 where both apply): A bids H2, B (also level 2) D2 D2: A stays, trump D;
    B's H2 H2 (same suit) changes nothing and is refused (ZPY-4.5)."""
    moves = [(0, C("H2")), (1, C("D2 D2"))]
    b = bidding_state(0, [2] * 5, moves)
    assert b.declarer == 0 and b.trump.suit is Suit.D
    with pytest.raises(ValueError, match="ZPY-4.5"):
        bidding_state(0, [2] * 5, [(0, C("H2")), (1, C("H2 H2"))])


def test_zpy_4_4_override_equal_take():
    """ZPY-4.4 house rule override_equal=take (seed 3.3 方式二 "玩家变为临时庄家"): where B's own level
    is also A's, B's override makes B the tentative declarer, even in A's suit; the hand's legal
    bids and check follow it."""
    b = bidding_state(0, [2] * 5, [(0, C("H2")), (1, C("D2 D2"))], take_equal=True)
    assert b.declarer == 1 and b.trump.suit is Suit.D
    assert bidding_state(0, [2] * 5, [(0, C("H2")), (1, C("H2 H2"))], take_equal=True).declarer == 1
    h = _hand({0: "H2", 1: "H2 H2"}, override_equal="take")
    h.apply(Action("bid", tuple(C("H2"))))
    assert h.check(Action("bid", tuple(C("H2 H2")))) is None
    assert Action("bid", tuple(C("H2 H2"))) in h.legal_actions()
    h.apply(Action("bid", tuple(C("H2 H2"))))
    assert h.view(None)["bidding"]["declarer"] == 1
    plain = _hand({0: "H2", 1: "H2 H2"})
    plain.apply(Action("bid", tuple(C("H2"))))
    assert plain.check(Action("bid", tuple(C("H2 H2")))).startswith("ZPY-4.5")
