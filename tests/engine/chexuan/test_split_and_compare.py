"""三花 (CX-7), head and tail (CX-8), player against player (CX-9)."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine import parse_cards
from engine.games.chexuan import DECK, auto_split, compare, pair_name, pair_rank, sanhua, valid_split
from engine.games.chexuan.split import orient, pairings, sanhua_cards, split_error

P = parse_cards


def hs(head, tail):
    return P(head), P(tail)


# ---- CX-7
def test_sanhua_shi():
    """CX-7.1: 黑10 + 红10 + 黑J + any fourth card is 三花十."""
    assert sanhua(P("CT HT SJ D2")) == "三花十"
    assert sanhua(P("ST DT CJ BJ")) == "三花十"
    assert sanhua(P("CT ST SJ D2")) is None         # two black tens, no red ten


def test_sanhua_liu():
    """CX-7.2: 黑6 + 红6 + BJ + any fourth card is 三花六."""
    assert sanhua(P("S6 D6 BJ HQ")) == "三花六"
    assert sanhua(P("S6 C6 BJ HQ")) is None


def test_sanhua_is_automatic_even_with_dinghuang_or_pairs():
    """CX-7.3 (a): H3 BJ C6 D6 is 三花六 although it could make 丁皇; three cards suffice (b)."""
    assert sanhua(P("H3 BJ C6 D6")) == "三花六"
    name, proof = sanhua_cards(P("CT HT SJ"))
    assert name == "三花十" and sorted(map(str, proof)) == ["CT", "HT", "SJ"]


def test_named_holdings_are_ordinary_splits():
    """CX-7.4: 天皇 (丁皇 + 天牌) is a plain split, head 丁皇 and tail 天牌, and no other split is
    offered anything special; 朵朵 (two pairs) likewise."""
    head, tail = auto_split(P("H3 HQ BJ DQ"))
    assert pair_name(head) == "丁皇" and pair_name(tail) == "天牌"
    head, tail = auto_split(P("D8 C9 H8 S9"))
    assert {pair_name(head), pair_name(tail)} == {"人牌", "杂九对"}


# ---- CX-8
def test_split_must_be_two_of_the_four_cards():
    """CX-8.1: the head is two of the player's four cards; anything else is refused with a reason."""
    four = P("DQ HQ S9 C9")
    assert split_error(four, P("DQ S9")) is None
    assert "CX-8.1" in split_error(four, P("DQ"))
    assert "CX-8.1" in split_error(four, P("DQ D2"))
    assert "CX-8.1" in split_error(four, P("DQ DQ"))
    with pytest.raises(ValueError, match="CX-8.1"):
        pairings(P("DQ HQ S9"))


def test_head_not_below_tail():
    """CX-8.2: valid_split needs head ≥ tail; equal heads and tails are allowed."""
    assert valid_split(P("DQ HQ"), P("S9 C9"))
    assert not valid_split(P("S9 C9"), P("DQ HQ"))
    assert valid_split(P("DQ S7"), P("HQ C7"))          # equal (天关九 / 天关九)
    assert not valid_split(P("DQ HQ"), P("DQ S9"))       # not a partition of four cards


def test_weak_head_is_swapped():
    """CX-8.3: a head below its tail is swapped; the pairing is kept."""
    head, tail = orient(P("S9 C9"), P("DQ HQ"))
    assert pair_name(head) == "天牌" and pair_name(tail) == "杂九对"


def test_auto_split_takes_the_strongest_tail_then_head():
    """CX-8.4: seed example 2: a holds 红2 红2 黑7 红8; the best tail is 9 (红2+黑7) with head 地杠."""
    head, tail = auto_split(P("D2 H2 S7 H8"))
    assert pair_name(head) == "地杠" and pair_name(tail) == "地关九"
    # the tail is never weaker than in any other split
    for four in (P("DQ HQ S9 C9"), P("H3 BJ D4 C6"), P("CJ SJ D7 H6")):
        h, t = auto_split(four)
        assert all(pair_rank(t) >= pair_rank(t2) for _h2, t2 in pairings(four))
        assert valid_split(h, t)


@given(st.lists(st.sampled_from(DECK), min_size=4, max_size=4, unique=True))
def test_auto_split_is_a_valid_partition(four):
    """CX-8.4, CX-8.2: the auto-split is a valid partition of the four cards."""
    head, tail = auto_split(four)
    assert sorted(map(str, head + tail)) == sorted(map(str, four)) and valid_split(head, tail)


# ---- CX-9: every row of the table
@pytest.mark.parametrize("head_cmp,tail_cmp,expected", [
    (1, 1, 1), (1, 0, 1), (0, 1, 1),
    (1, -1, 0), (-1, 1, 0), (0, 0, 0),
    (0, -1, -1), (-1, 0, -1), (-1, -1, -1),
])
def test_cx9_table(head_cmp, tail_cmp, expected):
    """CX-9: head with head, tail with tail; one beats and one loses is a draw; tie+tie a draw."""
    strong, weak, equal = P("DQ HQ"), P("CJ SJ"), P("CT ST")
    strong_t, weak_t = P("DQ S7"), P("C7 H3")
    a_head = strong if head_cmp > 0 else weak if head_cmp < 0 else equal
    a_tail = strong_t if tail_cmp > 0 else weak_t if tail_cmp < 0 else P("H2 C7")
    b = (P("C4 S4"), P("D2 H7"))       # 板凳 (= 梅十 level) and 地关九 (= H2 C7 level)
    assert compare((a_head, a_tail), b) == expected
    assert compare(b, (a_head, a_tail)) == -expected


def test_seed_example_1_and_2():
    """CX-9: seed example 1 (a beats b) and example 2 (地杠/9 v 天杠/8 is 打和; 9 9 loses to 地杠 9)."""
    assert compare(hs("HQ S8", "S4 S5"), hs("H2 S8", "H4 S4")) == 1
    a = hs("D2 H8", "H2 S7")
    assert compare(a, hs("HQ S8", "S7 SJ")) == 0
    assert compare(a, hs("HQ S7", "S8 SJ")) == 1


@given(st.permutations(DECK).map(lambda d: (d[:4], d[4:8])))
def test_compare_is_antisymmetric(two):
    """CX-9: compare(a, b) == -compare(b, a) for any two auto-split players."""
    a, b = auto_split(two[0]), auto_split(two[1])
    assert compare(a, b) == -compare(b, a)
    assert compare(a, a) == 0


def test_every_split_is_one_of_three():
    """CX-8.1: four cards have exactly three head/tail pairings."""
    four = P("DQ HQ S9 C9")
    seen = {frozenset(map(str, h)) for h, _t in pairings(four)}
    assert len(seen) == 3 and len(list(itertools.combinations(four, 2))) == 6
