"""找朋友 house rules (engine/house_rules.py): the 抠底 multiplier of tractors (ZPY-12.3)."""

from engine.cards import Suit
from engine.cards import parse_cards as C
from engine.games.zhaopengyou import Trump, bottom_multiplier, defender_points

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
