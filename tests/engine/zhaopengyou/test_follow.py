"""Following (ZPY-10): the requirement ladder, follow_error and the generated legal follows."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import Suit, make_deck
from engine.cards import parse_cards as C
from engine.games.zhaopengyou import Trump, follow_error, legal_follows, simple_leads, units
from engine.games.zhaopengyou.fit import ladder

S5 = Trump(5, Suit.S)
S2 = Trump(2, Suit.S)


def legal(hand, lead, trump=S5):
    return sorted(" ".join(sorted(str(c) for c in p)) for p in legal_follows(C(hand), C(lead), trump))


def err(hand, lead, play, trump=S5):
    return follow_error(C(hand), C(lead), C(play), trump)


def test_zpy_10_1_exact_count_and_own_cards():
    """ZPY-10.1: a follow has exactly as many cards as the lead, all from the hand."""
    assert "ZPY-10.1" in err("D3 D4 C2", "DA DA", "D3")
    assert "ZPY-10.1" in err("D3 D4 C2", "DA DA", "D3 D9")


def test_zpy_10_2_short_suit_plays_all():
    """ZPY-10.2: |H| ≤ n → all led-suit cards plus anything."""
    assert "ZPY-10.2" in err("D3 C4 C6", "DA DA", "C4 C6")
    assert err("D3 C4 C6", "DA DA", "D3 C6") is None
    assert legal("D3 C4 C6 BJ", "DA DA") == ["BJ D3", "C4 D3", "C6 D3"]


def test_zpy_10_3_long_suit_stays_in_suit():
    """ZPY-10.3: |H| > n → every card of the follow from the led suit."""
    assert "ZPY-10.3" in err("D3 D4 D6 C4", "DA DA", "D3 C4")


def test_zpy_10_4_ladder_examples():
    """ZPY-10.4: the ladders of the rules text."""
    names = [[s for s in r] for r in ladder([(2, 1)])]
    assert names == [[(2, 1)], [(1, 1), (1, 1)]]
    assert list(ladder([(3, 1)])) == [[(3, 1)], [(2, 1), (1, 1)], [(1, 1)] * 3]
    assert list(ladder([(2, 3)])) == [[(2, 3)], [(2, 2), (2, 1)], [(2, 1)] * 3,
                                      [(2, 1), (2, 1), (1, 1), (1, 1)], [(2, 1)] + [(1, 1)] * 4,
                                      [(1, 1)] * 6]
    assert list(ladder([(3, 2)])) == [[(3, 2)], [(3, 1), (3, 1)], [(3, 1), (2, 1), (1, 1)],
                                      [(2, 1), (2, 1), (1, 1), (1, 1)], [(2, 1)] + [(1, 1)] * 4,
                                      [(1, 1)] * 6]


def test_zpy_10_5_triple_may_supply_a_pair():
    """ZPY-10.5: wider groups may be broken: a triple supplies a pair (no protected triples)."""
    assert err("D9 D9 D9 D3", "DA DA", "D9 D9") is None
    assert "ZPY-10.4" in err("D9 D9 D9 D3", "DA DA", "D9 D3")


def test_zpy_10_6_first_rung_the_hand_meets():
    """ZPY-10.6: the play must satisfy the first rung H satisfies; exactly the lead's format if R0."""
    # pair-tractor led; H has a tractor → must play one
    assert legal("D7 D7 D8 D8 D9 D2", "DQ DQ DK DK") == ["D7 D7 D8 D8"]
    # no tractor but two pairs → two pairs
    assert legal("D7 D7 DJ DJ D2 D3", "DQ DQ DK DK") == ["D7 D7 DJ DJ"]
    # one pair only → that pair + any two others of the suit
    assert legal("D7 D7 DJ D2 D3", "DQ DQ DK DK") == ["D2 D3 D7 D7", "D2 D7 D7 DJ", "D3 D7 D7 DJ"]


def test_zpy_10_7_seed_follow_table():
    """ZPY-10.7 (seed 5.3): single → any card of the suit; pair → a pair; triple → triple, else
    pair + another, else any three; a void hand plays anything; tractor → tractor first."""
    assert legal("D3 D8 C4", "DA") == ["D3", "D8"]
    assert legal("D3 D3 D8 C4", "DA DA") == ["D3 D3"]
    assert legal("DK DK D5 D9 C4", "D3 D3 D3", S2) == ["D5 DK DK", "D9 DK DK"]
    assert legal("D8 D8 D8 DK", "D3 D3 D3", S2) == ["D8 D8 D8"]
    assert legal("D4 D9 DJ DQ", "D3 D3 D3", S2) == ["D4 D9 DJ", "D4 D9 DQ", "D4 DJ DQ", "D9 DJ DQ"]
    # void: anything, including a trump triple that does not have to match
    assert err("ST ST ST C4", "D3 D3 D3", "ST C4 ST", S2) is None


def test_zpy_10_7_trumping_need_not_match_shape():
    """ZPY-10.7: there is no duty to trump; void players discard freely."""
    assert err("S3 S4 C6 C7", "DA DA", "C6 C7") is None
    assert err("S3 S4 C6 C7", "DA DA", "S3 C7") is None


def test_zpy_10_8_rejections_name_the_rule():
    """ZPY-10.8: illegal follows are refused with a reason citing the rule."""
    reason = err("D7 D7 D2 D3", "DQ DQ", "D2 D3")
    assert reason.startswith("ZPY-10.4") and "pair" in reason


def test_zpy_10_9_simplified_ladder_no_shorter_tractor_plus_others_rung():
    """ZPY-10.9: after tractor(2,2)+pair comes pairs only (no 'shorter tractor + other cards' rung)."""
    # lead pair-tractor(3); H has a 2-tractor and nothing else paired → R2 [pair,pair,pair] fails,
    # R3 [pair,pair,1,1] fits: the two pairs of the tractor plus two others
    out = legal("D7 D7 D8 D8 D2 D3 DJ", "DQ DQ DK DK DA DA")
    assert "D2 D3 D7 D7 D8 D8" in out and all(p.count("D7") == 2 and p.count("D8") == 2 for p in out)


def test_following_a_trump_lead_with_off_suit_level_cards():
    """ZPY-5.1 / ZPY-10.2: H5 is trump when L=5, so it must follow a trump lead."""
    assert "ZPY-10.2" in err("H5 H4 H3", "S9", "H4")
    assert err("H5 H4 H3", "S9", "H5") is None


def test_mixed_suit_lead_is_refused():
    """ZPY-9.2: a lead of two suits cannot be followed."""
    assert "ZPY-9.2" in err("D3 D4", "D2 C2", "D3 D4")


# ------------------------------------------------------------------ hypothesis (ZPY-10)

@st.composite
def hands_and_leads(draw):
    seed = draw(st.integers(0, 2**32 - 1))
    rng = random.Random(seed)
    deck = make_deck(3)
    rng.shuffle(deck)
    level = draw(st.integers(2, 14))
    suit = draw(st.sampled_from([Suit.S, Suit.H, Suit.C, Suit.D]))
    trump = Trump(level, suit)
    size = draw(st.integers(1, 31))
    hand = deck[:size]
    leader = deck[31:62]
    leads = simple_leads(leader, trump)
    lead = leads[draw(st.integers(0, len(leads) - 1))]
    if draw(st.booleans()):  # sometimes a multi-unit throw of one suit
        key = units(lead, trump)[0].suit
        same = [c for c in leader if units([c], trump)[0].suit == key]
        lead = rng.sample(same, min(len(same), draw(st.integers(1, 7))))
    return hand, lead, trump


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands_and_leads())
def test_zpy_10_every_listed_follow_is_legal_and_one_exists(case):
    """ZPY-10: every follow legal_follows lists passes follow_error; at least one exists when the
    hand has enough cards; no follow is listed twice."""
    hand, lead, trump = case
    if len(hand) < len(lead):
        return
    follows = legal_follows(hand, lead, trump)
    assert follows
    keys = [tuple(sorted(str(c) for c in p)) for p in follows]
    assert len(set(keys)) == len(keys)
    for p in follows:
        assert follow_error(hand, lead, p, trump) is None, (hand, lead, p)


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(hands_and_leads(), st.integers(0, 2**32 - 1))
def test_zpy_10_random_plays_agree_with_the_list(case, seed):
    """ZPY-10: a random play is accepted by follow_error iff legal_follows lists it (when the list
    is complete)."""
    hand, lead, trump = case
    if len(hand) < len(lead):
        return
    follows = legal_follows(hand, lead, trump, cap=100_000)
    listed = {tuple(sorted(str(c) for c in p)) for p in follows}
    if len(listed) >= 100_000:
        return
    rng = random.Random(seed)
    for _ in range(10):
        play = rng.sample(hand, len(lead))
        ok = follow_error(hand, lead, play, trump) is None
        assert ok == (tuple(sorted(str(c) for c in play)) in listed), (hand, lead, play)


def test_legal_follows_without_repeats_counts_multisets():
    """ZPY-10.2: a void hand may discard any 2 cards; identical cards give one follow."""
    follows = legal_follows(C("C3 C3 C4"), C("DA DA"), S5)
    assert sorted(Counter(str(c) for c in p).most_common()[0][0] for p in follows)
    assert len(follows) == 2  # C3 C3, C3 C4


@pytest.mark.parametrize("lead", ["DQ DQ DK DK DA DA", "D9 D9 D9 DT DT DT"])
def test_follow_cap_lists_trump_contenders_first(lead):
    """ZPY-11.1 b: a void hand's trump plays that match the lead come first in the list."""
    hand = C("S2 S2 S3 S3 S4 S4 S6 S6 S6 S7 S7 S7 C2 C3 C4 C6 C7 C8 C9 CT CJ CQ CK CA H2 H3 H4 H6")
    follows = legal_follows(hand, C(lead), S5, cap=50)
    assert len(follows) == 50
    first = follows[0]
    assert all(c.suit is Suit.S for c in first)
    assert [u.shape for u in units(first, S5)] == [u.shape for u in units(C(lead), S5)]


@st.composite
def small_cases(draw):
    """Small hands concentrated on two suits, so that pairs, triples and tractors are common."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    trump = Trump(draw(st.integers(2, 14)), draw(st.sampled_from([Suit.S, Suit.H, Suit.C, Suit.D])))
    pool = [c for c in make_deck(3) if c.suit in (Suit.D, trump.suit) and c.rank <= 9 or c.is_joker]
    rng.shuffle(pool)
    hand = pool[:draw(st.integers(2, 12))]
    rest = pool[12:]
    leads = simple_leads(rest, trump)
    lead = leads[draw(st.integers(0, len(leads) - 1))]
    if draw(st.booleans()):
        key = units(lead, trump)[0].suit
        same = [c for c in rest if units([c], trump)[0].suit == key]
        lead = rng.sample(same, min(len(same), draw(st.integers(2, 6))))
    return hand, lead, trump


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(small_cases())
def test_zpy_10_6_legal_follows_equal_brute_force(case):
    """ZPY-10.6: on small hands, the listed follows are exactly the subsets follow_error accepts."""
    from itertools import combinations

    hand, lead, trump = case
    if len(hand) < len(lead):
        return
    brute = {tuple(sorted(str(c) for c in p)) for p in combinations(hand, len(lead))
             if follow_error(hand, lead, list(p), trump) is None}
    listed = {tuple(sorted(str(c) for c in p)) for p in legal_follows(hand, lead, trump, cap=10**6)}
    assert listed == brute


def _sat(cards, req, trump):
    """An independent, naive reading of ZPY-10.5: can disjoint parts of ``cards`` supply ``req``?"""
    from itertools import combinations

    from engine.games.zhaopengyou.trump import slot_of

    if len(cards) < sum(w * k for w, k in req):
        return False
    big = sorted((r for r in req if r[0] > 1), key=lambda r: -r[0] * r[1])
    if not big:
        return True
    (w, k), rest = big[0], big[1:] + [r for r in req if r[0] == 1]
    counts = Counter(cards)
    for faces in combinations([f for f, c in counts.items() if c >= w], k):
        slots = sorted(slot_of(f, trump) for f in faces)
        if slots != list(range(slots[0], slots[0] + k)):
            continue
        left = list(cards)
        for f in faces:
            for _ in range(w):
                left.remove(f)
        if _sat(left, rest, trump):
            return True
    return False


@settings(max_examples=150, deadline=None)
@given(small_cases())
def test_zpy_10_5_listed_follows_match_a_naive_reading(case):
    """ZPY-10.2–10.6 checked against a naive, independent matcher on every subset of a small hand."""
    from itertools import combinations

    hand, lead, trump = case
    if len(hand) < len(lead):
        return
    key = units(lead, trump)[0].suit
    held = [c for c in hand if units([c], trump)[0].suit == key]
    n = len(lead)
    req = None
    if len(held) > n:
        req = next(r for r in ladder([u.shape for u in units(lead, trump)]) if _sat(held, r, trump))
    expected = set()
    for p in combinations(hand, n):
        in_suit = [c for c in p if c in held and units([c], trump)[0].suit == key]
        if len(held) <= n:
            ok = Counter(in_suit) == Counter(held)
        else:
            ok = len(in_suit) == n and _sat(list(p), req, trump)
        if ok:
            expected.add(tuple(sorted(str(c) for c in p)))
    listed = {tuple(sorted(str(c) for c in p)) for p in legal_follows(hand, lead, trump, cap=10**6)}
    assert listed == expected
