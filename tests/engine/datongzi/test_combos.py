"""打筒子 combinations: DTZ-1.4/1.5 orders, DTZ-3 types, DTZ-4 comparison, DTZ-5.2 can_beat, DTZ-7."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from engine.cards import parse_cards
from engine.games.datongzi import beats, can_beat, card_points, classify, trick_bonus
from engine.games.datongzi.combos import candidate_plays, segments
from engine.games.datongzi.hand import deck
from engine.shedding.playlist import PlayList

KICK = {"allow_kickers": True}


def c(text: str, options=None):
    return classify(parse_cards(text), options)


def b(new: str, old: str, options=None) -> bool:
    n, o = c(new, options), c(old, options)
    assert n is not None and o is not None
    return beats(n, o, options)


# ---- DTZ-3 types -------------------------------------------------------------------------------

@pytest.mark.parametrize("text,kind,key", [
    ("S5", "single", (5,)),  # DTZ-3.1
    ("D2", "single", (15,)),  # DTZ-1.4: 2 is the highest rank
    ("S9 H9", "pair", (9,)),  # DTZ-3.2
    ("S2 S2", "pair", (15,)),  # DTZ-3.2 RULING: two identical cards are a pair
    ("S5 H5 S6 D6", "pair_run", (2, 6)),  # DTZ-3.3: two pairs already run
    ("SQ HQ SK DK SA CA", "pair_run", (3, 14)),
    ("S5 H5 C5", "triple", (5,)),  # DTZ-3.4
    ("S5 S5 H5", "triple", (5,)),
    ("S5 H5 C5 S6 H6 C6", "plane", (2, 6)),  # DTZ-3.5
    ("S5 S5 S5 S6 H6 C6", "plane", (2, 6)),  # identical triples allowed inside a plane
    ("S7 H7 C7 D7", "bomb", (4, 7)),  # DTZ-3.6
    ("S7 S7 S7 H7 H7 H7 C7 C7 C7 D7 D7 D7", "bomb", (12, 7)),
    ("D6 D6 D6", "tongzi", (6, 1)),  # DTZ-3.7
    ("SA SA HA HA CA CA DA DA", "dizha", (14,)),  # DTZ-3.8
])
def test_dtz_3_types(text, kind, key):
    """DTZ-3.1 … DTZ-3.8: each type and its key."""
    combo = c(text)
    assert combo is not None and combo.kind == kind and combo.key == key
    assert combo.is_bomb == (kind in ("bomb", "tongzi", "dizha"))


@pytest.mark.parametrize("text", [
    "S5 S6 S7 S8 S9",  # DTZ-3: no straights of single cards
    "SK HK SA HA S2 H2",  # DTZ-3.3: 2 never joins a run
    "SK HK CK SA HA CA S2 H2 C2",  # DTZ-3.5: nor a plane
    "S5 H5 S7 H7",  # not consecutive
    "S5 H5 C5 S6",  # DTZ-3.4: three cards take no kickers by default
    "S5 H5 C5 S6 H6",
    "S5 H5 C5 S6 H6 C6 S9",  # DTZ-3.5: planes take no kickers by default
    "S5 H5 S6 H6 C6",
    "S3", "BJ",  # DTZ-1.2: not in this deck
])
def test_dtz_3_invalid(text):
    """DTZ-3: anything else is no combination (DTZ-1.2 deck, no straights, no kickers by default)."""
    assert c(text) is None


def test_dtz_3_9_precedence():
    """DTZ-3.9: 地炸, 筒子, 炸弹 before the normal types; 8 and 9 same-rank cards are bombs unless 2-2-2-2."""
    assert c("S5 S5 S5 H5").kind == "bomb"
    assert c("S5 S5 S5 H5 H5 H5 C5 D5").kind == "bomb"
    assert c("S5 S5 S5 H5 H5 C5 C5 D5 D5").key == (9, 5)
    assert c("S5 S5 H5 H5 C5 C5 D5 D5").kind == "dizha"
    assert c("D6 C6 H6").kind == "triple"  # DTZ-3.7: not a 筒子


def test_dtz_3_4_kickers_option():
    """DTZ-3.4: with allow_kickers a triple takes 1 or 2 kickers, a kicker may be a 4th card of the rank;
    a body of three identical cards with kickers is a TRIPLE (no 筒子)."""
    assert c("S5 H5 C5 S6", KICK).kind == "triple"
    assert c("S5 H5 C5 S6 HK", KICK).key == (5,)
    assert c("S5 S5 H5 C5 D7", KICK).key == (5,)
    assert c("S5 S5 S5 D7", KICK).kind == "triple"
    assert trick_bonus(c("SK SK SK D7", KICK)) == 0
    assert c("S5 H5 C5 S6 H6 C6", KICK).kind == "plane"  # six cards: a plane, not a triple + 3
    assert c("S5 H5 C5 S6 H6 D7", KICK) is None  # three kickers: "只能少带，不能多带"
    assert c("S5 S5 S5 H5", KICK).kind == "bomb"  # DTZ-3.9 still first


def test_dtz_3_5_and_3_10_plane_kickers():
    """DTZ-3.5: with allow_kickers a plane takes 1 … 2k kickers; DTZ-3.10: canonical reading = largest k,
    then highest top; a response beats if any reading does."""
    p = c("S5 H5 C5 S6 H6 C6 S9 H9 CT DT", KICK)
    assert p.kind == "plane" and p.key == (2, 6)
    assert c("S5 H5 C5 S6 H6 C6 S9 H9 CT DT SJ", KICK) is None  # 5 kickers > 2k
    three = c("S7 H7 C7 S8 H8 C8 S9 H9 C9", KICK)
    assert three.key == (3, 9) and (2, 9) in three.readings and (2, 8) in three.readings
    old = c("S5 H5 C5 S6 H6 C6 SJ", KICK)
    assert beats(three, old, KICK)  # read as 2-plane 8-9 with kickers 777
    assert not b("S7 H7 C7 S8 H8 C8 S9 H9 C9", "S5 H5 C5 S6 H6 C6")  # no kickers: lengths differ


# ---- DTZ-4 comparison --------------------------------------------------------------------------

def test_dtz_4_1_categories():
    """DTZ-4.1: 地炸 > 筒子 > 炸弹 > every normal type, regardless of size."""
    assert b("D5 D5 D5", "S7 S7 S7 H7 H7 H7 C7 C7 C7 D7 D7 D7")
    assert b("S5 S5 H5 H5 C5 C5 D5 D5", "S2 S2 S2")
    assert b("S6 H6 C6 D6", "SQ HQ CQ SK HK CK SA HA CA")
    assert not b("S2 S2 S2", "S5 S5 H5 H5 C5 C5 D5 D5")
    assert not b("SA HA CA DA", "D5 D5 D5")


def test_dtz_4_2_bombs():
    """DTZ-4.2: more cards beat fewer regardless of rank; equal counts by rank."""
    assert b("S7 H7 C7 D7 S7", "S9 H9 C9 D9")
    assert b("S9 H9 C9 D9 S9", "S7 H7 C7 D7 S7")
    assert not b("S9 H9 C9 D9 S9 H9 C9", "ST HT CT DT ST HT CT")


def test_dtz_4_3_tongzi_and_1_5_suits():
    """DTZ-4.3 with DTZ-1.5: 筒子 by rank, then suit S > H > C > D."""
    assert b("H7 H7 H7", "C7 C7 C7")
    assert b("S7 S7 S7", "H7 H7 H7")
    assert not b("D7 D7 D7", "C7 C7 C7")
    assert b("D8 D8 D8", "S7 S7 S7")
    assert not b("H7 H7 H7", "H7 H7 H7")  # DTZ-4.6


def test_dtz_4_4_dizha():
    """DTZ-4.4: 地炸 by rank."""
    assert b("S6 S6 H6 H6 C6 C6 D6 D6", "S5 S5 H5 H5 C5 C5 D5 D5")
    assert not b("S5 S5 H5 H5 C5 C5 D5 D5", "S6 S6 H6 H6 C6 C6 D6 D6")


def test_dtz_4_5_normal_types():
    """DTZ-4.5: same type only, rank only, never suit; runs need the same length."""
    assert not b("S2", "D2") and not b("S2 S2", "D2 D2")
    assert b("D6", "S5") and b("C2", "SA")
    assert not b("S6 H6", "S5")
    assert b("S6 H6 S7 H7", "S5 H5 S6 H6")
    assert not b("S6 H6 S7 H7 S8 H8", "S5 H5 S6 H6")
    assert b("S8 H8 D8", "S5 H5 C5")
    assert b("S6 H6 C6 S7 H7 C7", "S5 H5 C5 S6 H6 C6")
    assert not b("S5 H5 C5 S6 H6 C6", "S5 S5 S5 S6 S6 S6")  # DTZ-4.6 equal
    # seed examples: "3个8带0张，可以打3个5带7"; "3个9带对6，可以打3个5带对K" (kicker variant)
    assert b("S8 H8 C8", "S5 H5 C5 D7", KICK)
    assert b("S9 H9 C9 S6 H6", "S5 H5 C5 SK HK", KICK)
    assert not b("S5 H5 C5 SK HK", "S5 D5 C5", KICK)


def test_dtz_1_4_rank_order():
    """DTZ-1.4: 5 < 6 < … < K < A < 2."""
    ranks = "5 6 7 8 9 T J Q K A 2".split()
    for lo, hi in itertools.combinations(ranks, 2):
        assert b("S" + hi, "S" + lo) and not b("S" + lo, "S" + hi)


# ---- DTZ-7, DTZ-8.1 ---------------------------------------------------------------------------

def test_dtz_7_1_and_7_2_card_points():
    """DTZ-7.1: 5 = 5, T and K = 10, three decks hold 300; DTZ-7.2: inside 筒子/地炸 they count too."""
    assert card_points(deck()) == 300
    assert card_points(parse_cards("S5 HT DK SA S2")) == 25
    assert card_points(parse_cards("SK SK SK")) == 30
    assert card_points(parse_cards("S5 S5 H5 H5 C5 C5 D5 D5")) == 40


def test_dtz_8_1_trick_bonus_and_sources():
    """DTZ-8.1 (DTZ-0.1 seed 七.1, DTZ-0.2, DTZ-0.4): K/A/2 筒子 100/200/300, 地炸 400, all else 0."""
    assert trick_bonus(c("SK SK SK")) == 100
    assert trick_bonus(c("DA DA DA")) == 200
    assert trick_bonus(c("C2 C2 C2")) == 300
    assert trick_bonus(c("SQ SQ SQ")) == 0
    assert trick_bonus(c("S6 S6 H6 H6 C6 C6 D6 D6")) == 400
    assert trick_bonus(c("SK SK SK SA SA SA")) == 0  # plane
    assert trick_bonus(c("S2 S2 S2 H2")) == 0  # bomb
    assert trick_bonus(c("S2 H2 C2 D2 S2 H2 C2 D2 S2")) == 0


def test_dtz_0_3_type_order():
    """DTZ-0.3: 单<对<连对<三张<飞机<炸弹<筒子<地炸 — the bomb categories beat every normal type."""
    normals = [c("S2"), c("S2 H2"), c("SK HK SA HA"), c("S2 H2 C2"), c("SK HK CK SA HA CA")]
    bombs = [c("S5 H5 C5 D5"), c("D5 D5 D5"), c("S5 S5 H5 H5 C5 C5 D5 D5")]
    for n in normals:
        assert all(beats(x, n) for x in bombs)
    assert beats(bombs[1], bombs[0]) and beats(bombs[2], bombs[1])


# ---- DTZ-5.2 can_beat: the must-beat test --------------------------------------------------------

def _subsets(hand):
    counts = Counter(hand)
    items = list(counts.items())
    for xs in itertools.product(*[range(n + 1) for _, n in items]):
        s = tuple(card for (card, _), x in zip(items, xs) for _ in range(x))
        if s:
            yield s


def _key(cards):
    return tuple(sorted(str(x) for x in cards))


DECK = deck()
NARROW = [x for x in DECK if x.rank in (5, 6, 7, 8)]  # four ranks: runs, bombs, 筒子, 地炸 are common


def hands(pool):
    return st.lists(st.integers(0, len(pool) - 1), unique=True, min_size=1, max_size=10).map(
        lambda ix: [pool[i] for i in ix])


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=st.one_of(hands(NARROW), hands(DECK)), top=st.one_of(hands(NARROW), hands(DECK)),
       kick=st.booleans())
def test_dtz_5_2_can_beat_matches_brute_force(hand, top, kick):
    """DTZ-5.2: can_beat(hand, top) is true iff some subset of the hand classifies and beats top."""
    opts = {"allow_kickers": kick}
    old = classify(top, opts)
    assume(old is not None)
    brute = any((x := classify(s, opts)) is not None and beats(x, old, opts) for s in _subsets(hand))
    assert can_beat(hand, old, opts) == brute


@pytest.mark.slow
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hand=st.one_of(hands(NARROW), hands(DECK)), top=st.one_of(st.none(), hands(NARROW)),
       kick=st.booleans())
def test_dtz_5_2_legal_plays_are_every_beating_subset_once(hand, top, kick):
    """DTZ-5.1/5.2: the listed plays are exactly the distinct subsets that may be led or that beat the
    top, each once (DTZ-3.10: with allow_kickers, a plane with kickers once, whatever its readings)."""
    opts = {"allow_kickers": kick}
    old = classify(top, opts) if top is not None else None
    assume(top is None or old is not None)
    want = set()
    for s in _subsets(hand):
        x = classify(s, opts)
        if x is not None and (old is None or beats(x, old, opts)):
            want.add(_key(s))
    got = [_key(cards) for _, _, cards in candidate_plays(hand, old, opts)]
    assert len(got) == len(set(got))
    assert set(got) == want
    listed = PlayList([], segments(hand, old, opts))
    assert len(listed) == len(got)
    if got:
        assert _key(listed[len(listed) - 1].cards) == got[-1]


def test_dtz_5_2_can_beat_full_hand_examples():
    """DTZ-5.2: bombs, 筒子 and 地炸 count; a 41-card hand is decided without enumeration."""
    hand = parse_cards("S5 H5 C5 D5 S6 H7")
    assert can_beat(hand, c("SA"))  # the bomb beats a single
    assert not can_beat(parse_cards("S6 H7 C8"), c("S9"))
    assert can_beat(parse_cards("S6 S6 S6"), c("S2 H2 C2 D2 S2 H2 C2 D2 S2 H2 C2 D2")) is True
    assert not can_beat(parse_cards("S6 S6 H6 H6 C6 C6 D6"), c("S5 S5 H5 H5 C5 C5 D5 D5"))
    assert can_beat(parse_cards("S6 S6 H6 H6 C6 C6 D6 D6"), c("S5 S5 H5 H5 C5 C5 D5 D5"))
    assert not can_beat(parse_cards("S5 H5 S6 H6 S8 H8"), c("SQ HQ SK HK"))
    assert can_beat(parse_cards("S9 H9 ST HT SJ DJ"), c("S5 H5 S6 H6 S7 H7"))
    full = DECK[:41]
    assert isinstance(can_beat(full, c("S2 H2 C2 D2 S2 H2 C2 D2 S2 H2 C2 D2")), bool)
