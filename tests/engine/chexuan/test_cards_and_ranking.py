"""Cards, points, tiers and the 496 two-card hands (CX-0 to CX-6)."""

import pathlib
import re
from itertools import combinations

import pytest

from engine import parse_cards
from engine.cards import Suit
from engine.games.chexuan import (
    DECK,
    card_class,
    card_points,
    card_tier,
    hand_points,
    pair_level,
    pair_name,
    pair_rank,
)
from engine.games.chexuan.ranking import LEVELS

P = parse_cards
TABLE = pathlib.Path(__file__).with_name("cx5_table.md")


def rank(text):
    return pair_rank(P(text))


# ---- CX-0, CX-2: the deck
def test_deck_is_the_32_cards_of_cx_2_1():
    """CX-2.1, CX-0.1: exactly 32 distinct cards in the project's notation; no little joker."""
    assert len(DECK) == 32 and len(set(DECK)) == 32
    assert " ".join(sorted(str(c) for c in DECK)) == " ".join(sorted(
        "DQ HQ D2 H2 D8 H8 D4 H4 CT ST C4 S4 C6 S6 CJ SJ DT HT D7 H7 D6 H6 "
        "C9 S9 C8 S8 C7 S7 C5 S5 H3 BJ".split()))
    assert P("LJ")[0] not in DECK


def test_colours_and_pair_suits():
    """CX-0.2, CX-2.2: red classes are D and H, black classes C and S; each class has both suits."""
    by_class = {}
    for c in DECK:
        by_class.setdefault(card_class(c), set()).add(c.suit)
    for cls, suits in by_class.items():
        if cls in ("红3", "大王"):
            continue
        assert suits == ({Suit.D, Suit.H} if cls.startswith("红") else {Suit.C, Suit.S}), cls
    assert len(by_class) == 17


def test_single_red_three_and_joker():
    """CX-2.3: the one red 3 is H3 and the joker is BJ."""
    assert [str(c) for c in DECK if c.rank == 3] == ["H3"]
    assert [str(c) for c in DECK if c.is_joker] == ["BJ"]


def test_black_fives_and_nines():
    """CX-2.4: both 5s and both 9s are black (C, S)."""
    assert sorted(str(c) for c in DECK if c.rank in (5, 9)) == ["C5", "C9", "S5", "S9"]


def test_cards_not_in_the_deck_are_refused():
    """CX-2.5: aces, kings, other 3s, red 5s/9s, red jacks, black queens and 2s, LJ are not 扯旋 cards."""
    for tok in "SA HK S3 D3 H5 D9 HJ DJ SQ CQ S2 C2 LJ".split():
        with pytest.raises(ValueError, match="CX-2.1"):
            card_points(P(tok)[0])
    assert 54 - 32 == 22


# ---- CX-3: points and tiers
def test_card_points():
    """CX-3.1: 2-9 face value, 10 = 0, J = 1, Q = 2, BJ = 6, H3 = 3."""
    pts = {str(c): card_points(c) for c in DECK}
    assert pts["DT"] == pts["CT"] == 0 and pts["SJ"] == 1 and pts["HQ"] == 2
    assert pts["BJ"] == 6 and pts["H3"] == 3 and pts["S9"] == 9 and pts["D4"] == 4


def test_hand_points_are_the_last_digit():
    """CX-3.2: 黑5 + 红4 = 9; 红Q + 黑6 = 8; 红8 + 黑8 = 16 -> 6."""
    assert hand_points(P("S5 H4")) == 9 and hand_points(P("HQ C6")) == 8 and hand_points(P("D8 S8")) == 6


def test_joker_and_red_three_are_never_wild():
    """CX-3.3: BJ counts 6 only: BJ + 黑J is 7, not 4 (as a 3); H3 + 黑6 is 丁长九 (9 points)."""
    assert pair_name(P("BJ SJ")) == "7点"
    assert pair_name(P("H3 C6")) == "丁长九"


def test_single_card_tiers():
    """CX-3.4: 红Q > 红2 > 红8 > 红4 > {黑10 黑4 黑6} > {黑J 红10 红6 红7} > {黑5 黑7 黑8 黑9 红3 大王}."""
    tiers = {}
    for c in DECK:
        tiers.setdefault(card_tier(c), set()).add(card_class(c))
    assert tiers == {1: {"红Q"}, 2: {"红2"}, 3: {"红8"}, 4: {"红4"}, 5: {"黑10", "黑4", "黑6"},
                     6: {"黑J", "红10", "红6", "红7"}, 7: {"黑5", "黑7", "黑8", "黑9", "红3", "大王"}}


# ---- CX-4: categories
def test_dinghuang_is_strongest():
    """CX-4.1, CX-4.8: H3 + BJ beats every other hand, the 天牌 pair included."""
    top = rank("H3 BJ")
    assert all(pair_rank(h) < top for h in combinations(DECK, 2) if set(h) != set(P("H3 BJ")))


def test_pairs_are_same_class_and_ordered():
    """CX-4.2: pairs are same rank and colour; 红4 + 黑4 is no pair (8 points); pair order; 杂 pairs tie."""
    assert pair_name(P("D4 H4")) == "和牌" and pair_name(P("D4 C4")) == "8点"
    assert rank("DQ HQ") > rank("D2 H2") > rank("D8 H8") > rank("D4 H4") > rank("CT ST")
    assert rank("CT ST") == rank("C4 S4") == rank("C6 S6") > rank("CJ SJ")
    assert rank("CJ SJ") == rank("DT HT") == rank("D6 H6") == rank("D7 H7") > rank("C9 S9")
    assert rank("C9 S9") == rank("C8 S8") == rank("C7 S7") == rank("C5 S5") > rank("DQ S9")


def test_naigou_and_gang():
    """CX-4.3, CX-4.4, CX-4.5: 奶狗 (红Q+黑9) > 天杠 (红Q + any 8) > 地杠 (红2 + any 8) > 天关九."""
    assert pair_name(P("HQ C9")) == "奶狗(天九王)"
    assert pair_name(P("DQ H8")) == pair_name(P("DQ S8")) == "天杠"
    assert pair_name(P("H2 D8")) == pair_name(P("H2 C8")) == "地杠"
    assert rank("C5 S5") > rank("HQ C9") > rank("DQ H8") == rank("HQ S8") > rank("D2 D8") > rank("DQ S7")


def test_points_hands_use_points_then_top_card():
    """CX-4.6: other hands are points, then the top card's tier; the named nines are points hands."""
    assert pair_name(P("DQ S7")) == "天关九" and pair_name(P("H8 SJ")) == "灯笼九(人牌九/红樱枪)"
    assert rank("DQ S7") > rank("D2 H7") > rank("H8 CJ") > rank("D4 S5") > rank("CT C9")
    assert rank("CT C9") == rank("C6 H3") == rank("C4 S5") > rank("CJ C8") == rank("DT S9") == rank("D6 H3")
    assert rank("D6 H3") > rank("DQ S6")      # every 9 beats every 8


def test_red_two_with_black_nine_is_one_point():
    """CX-4.7: 红2 + 黑9 (地九王 elsewhere) is an ordinary 1-point hand."""
    assert pair_name(P("D2 S9")) == "1点" and pair_level(P("D2 S9")) == 65


def test_category_order():
    """CX-4.8: 丁皇 > pairs > 奶狗 > 天杠 > 地杠 > 9 > 8 > ... > 0 points."""
    ladder = ["H3 BJ", "C5 S5", "HQ C9", "DQ C8", "D2 S8", "CJ C8", "H3 C5", "C9 C8", "C9 C7", "C8 C7",
              "C8 BJ", "C7 BJ", "C7 C5", "C5 BJ"]
    ranks = [rank(h) for h in ladder]
    assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == len(ranks)
    assert all(rank("C7 H3") < r for r in ranks)


def test_the_seeds_two_lists_agree():
    """CX-4.9: list 2's names are aliases of list 1 (人牌9 = 灯笼九, 长二9 = 板五九, 虎头9 = 乌龙九)."""
    assert "人牌九" in pair_name(P("D8 CJ")) and "灯笼九" in pair_name(P("D8 CJ"))
    assert "长二九" in pair_name(P("C4 C5")) and "虎头九" in pair_name(P("SJ S8"))
    assert rank("D8 CJ") > rank("D4 C5") > rank("C4 C5") > rank("SJ S8")


# ---- CX-5: the complete table, generated from the rules and checked row by row
def _table_rows():
    rows = []
    for line in TABLE.read_text(encoding="utf-8").splitlines():
        if not re.match(r"^\| \d+ \|", line):
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        lvl, name, _cat, _combo, points, tier, concrete, n = cells
        hands = [P(h.replace("+", " ")) for h in concrete.split(" / ")]
        rows.append((int(lvl), name, points, tier, hands, int(n)))
    return rows


def test_cx5_table_every_hand_level_and_name():
    """CX-5: all 496 hands; the generated level and name of each equal the table's row."""
    rows = _table_rows()
    seen = set()
    for lvl, name, points, tier, hands, n in rows:
        assert len(hands) == n
        for h in hands:
            key = frozenset(h)
            assert key not in seen
            seen.add(key)
            assert pair_level(h) == lvl, (h, lvl)
            assert pair_name(h) == name, (h, name)
            if points != "–":
                assert hand_points(h) == int(points)
                assert min(card_tier(c) for c in h) == int(tier[1:])
    assert len(seen) == 496 == sum(r[5] for r in rows)
    assert seen == {frozenset(h) for h in combinations(DECK, 2)}
    assert len(LEVELS) == 71 == max(r[0] for r in rows)


# ---- CX-6: comparing two hands
def test_stronger_level_beats_same_level_ties():
    """CX-6.1: the level decides; hands on one level tie (both orders of the cards give one rank)."""
    assert rank("DQ S7") > rank("H2 C7")
    assert rank("S7 DQ") == rank("DQ S7") == rank("HQ C7")


def test_only_the_top_card_breaks_a_points_tie():
    """CX-6.2: 红Q+黑6 and 红Q+红6 tie (8 points, top 红Q) although the lower cards differ in tier."""
    assert rank("DQ C6") == rank("HQ D6") == rank("DQ BJ")
    assert rank("D2 C6") < rank("DQ C6")      # same points, better top card wins


def test_all_zero_point_hands_tie():
    """CX-6.3: every 0-point hand ties, whatever its cards (红4+黑6 = J+9 = 3+7)."""
    zeros = [h for h in combinations(DECK, 2) if pair_rank(h)[0] == 0]
    assert len({pair_rank(h) for h in zeros}) == 1 and len(zeros) == 32
    assert rank("D4 C6") == rank("SJ C9") == rank("H3 S7")


def test_suits_never_break_ties():
    """CX-6.4: the same classes in other suits give the same rank."""
    assert rank("DQ C8") == rank("HQ S8") and rank("CT C9") == rank("ST S9")


def test_strength_words_are_ternary():
    """CX-0.5: beats / ties / loses between two hands is exactly the order of pair_rank."""
    a, b = rank("DQ S7"), rank("HQ C7")
    assert (a > b, a == b, a < b) == (False, True, False)


def test_bad_hands_are_refused():
    """CX-4: a hand is two different deck cards."""
    with pytest.raises(ValueError, match="CX-4"):
        pair_rank(P("DQ HQ S9"))
    with pytest.raises(ValueError, match="CX-2.1"):
        pair_rank(P("DQ DQ"))
    with pytest.raises(ValueError, match="CX-2.1"):
        pair_rank(P("DQ SA"))
