"""斗地主's combinations (DDZ-6), their comparison (DDZ-7) and the legal plays generated from a hand,
held against a brute-force enumeration of every sub-multiset."""

from __future__ import annotations

from collections import Counter
from itertools import product

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from engine import make_deck, parse_cards
from engine.games.doudizhu import beating_reading, beats, classify, legal_plays, readings, value


def kind(text: str, **options) -> str | None:
    c = classify(parse_cards(text), options or None)
    return c.kind if c else None


@pytest.mark.parametrize(("cards", "expected"), [
    ("S3", "single"), ("BJ", "single"),  # DDZ-6.1
    ("S3 H3", "pair"), ("S2 H2", "pair"),  # DDZ-6.2
    ("LJ BJ", "rocket"),  # DDZ-6.12: the two jokers are the rocket, never a pair
    ("S3 H3 C3", "triple"),  # DDZ-6.3
    ("S3 H3 C3 D9", "triple_single"), ("S3 H3 C3 BJ", "triple_single"),  # DDZ-6.4
    ("S3 H3 C3 D9 H9", "triple_pair"), ("SK HK CK S2 H2", "triple_pair"),  # DDZ-6.5
    ("S3 H4 C5 D6 S7", "straight"), ("ST SJ SQ SK SA", "straight"),  # DDZ-6.6
    ("S3 H3 S4 H4 S5 H5", "pair_run"),  # DDZ-6.7
    ("S3 H3 C3 S4 H4 C4", "plane"),  # DDZ-6.8
    ("S3 H3 C3 S4 H4 C4 D9 SK", "plane_singles"), ("S3 H3 C3 S4 H4 C4 D9 C9", "plane_singles"),  # DDZ-6.9
    ("S3 H3 C3 S4 H4 C4 D9 C9 SK HK", "plane_pairs"),
    ("S3 H3 C3 D3 S9 HK", "four_two"), ("S3 H3 C3 D3 S9 H9", "four_two"),  # DDZ-6.10
    ("S3 H3 C3 D3 S9 H9 SK HK", "four_two_pairs"),
    ("S3 H3 C3 D3", "bomb"),  # DDZ-6.11
])
def test_every_combination_is_recognised(cards, expected):
    assert kind(cards) == expected


@pytest.mark.parametrize("cards", [
    "S3 H4", "S3 H3 C4 D4",  # two singles, two pairs
    "SJ SQ SK SA S2",  # DDZ-6.6: the 2 is never in a run
    "SQ SK SA S2 LJ",  # nor the jokers
    "S3 H4 C5 D6",  # a run needs five cards
    "S3 H3 S4 H4",  # a pair run needs three pairs
    "SK HK CK SA HA CA S2 H2 C2",  # DDZ-6.8: no plane reaches the 2
    "S3 H3 C3 S4 H4 C4 LJ BJ",  # DDZ-6.9: the two jokers are no pair of wings
    "S3 H3 C3 S4 H4 C4 D4 S9",  # a fourth card of a plane's rank is no wing
    "S3 H3 C3 D3 LJ BJ",  # DDZ-6.10: four with the rocket
    "S3 H3 C3 D3 S9 H9 C9 D9",  # two bombs are not four with two pairs
    "S3 H3 C3 S9 H9 C9",  # two triples not in sequence
])
def test_what_is_no_combination(cards):
    assert kind(cards) is None


def test_four_with_two_pairs_is_a_house_rule():
    """DDZ-6.10: with ``four_two_pairs`` off, four of a kind takes two single cards only."""
    assert kind("S3 H3 C3 D3 S9 H9 SK HK", four_two_pairs=False) is None
    assert kind("S3 H3 C3 D3 S9 H9", four_two_pairs=False) == "four_two"


def test_one_set_of_cards_can_have_several_readings():
    """DDZ-7.3: 333444555666 is a plane of four triples first, and also a plane of three with single
    wings; following a three-triple winged plane, the second reading beats it."""
    cards = parse_cards("S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6")
    kinds = [(r.kind, r.key) for r in readings(cards)]
    assert kinds[0] == ("plane", (6, 12))
    assert ("plane_singles", (6, 12)) in kinds and ("plane_singles", (5, 12)) in kinds
    top = classify(parse_cards("S7 H7 C7 S8 H8 C8 S9 H9 C9 SJ SQ SK"))
    assert top.kind == "plane_singles" and top.key == (9, 12)
    assert beating_reading(cards, top) is None  # 6 < 9
    low = classify(parse_cards("S3 H3 C3 S4 H4 C4 S5 H5 C5 SJ SQ SK"))
    found = beating_reading(parse_cards("S4 H4 C4 S5 H5 C5 S6 H6 C6 D7 S8 S9"), low)
    assert found is not None and found.kind == "plane_singles" and found.key[0] == 6


@pytest.mark.parametrize(("play", "top", "wins"), [
    ("S4", "S3", True), ("S3", "H3", False), ("S2", "SA", True), ("LJ", "S2", True), ("BJ", "LJ", True),
    ("S4 H4 C4 S3", "S3 H3 C3 SA", True),  # DDZ-7.1: the triple decides, never the kicker
    ("S3 H3 C3 SA", "S4 H4 C4 S3", False),
    ("S4 H5 C6 D7 S8", "S3 H4 C5 D6 S7", True),
    ("S4 H5 C6 D7 S8 S9", "S3 H4 C5 D6 S7", False),  # DDZ-7.1: as many cards
    ("S4 H4", "S3 H3 C3", False),  # another kind
    ("S3 H3 C3 D3", "SA HA CA S2 H2", True),  # DDZ-7.2: a bomb beats any other kind
    ("S3 H3 C3 D3", "S4 H4 C4 D4", False), ("S5 H5 C5 D5", "S4 H4 C4 D4", True),
    ("LJ BJ", "S2 H2 C2 D2", True), ("S2 H2 C2 D2", "LJ BJ", False),
    ("S5 H5 C5 D5 S3 H4", "S4 H4 C4 D4 S9 H9", True),  # 四带二 is no bomb: by its four
])
def test_comparisons(play, top, wins):
    assert (beating_reading(parse_cards(play), classify(parse_cards(top))) is not None) == wins


def test_a_bomb_reading_beats_its_kind_and_plain_kinds_only_their_own():
    bomb = classify(parse_cards("S3 H3 C3 D3"))
    pair = classify(parse_cards("S2 H2"))
    assert beats(bomb, pair) and not beats(pair, bomb)


# ---- the generator against brute force
def _brute(hand: list, top, options=None) -> set[tuple[int, ...]]:
    by = {}
    for c in hand:
        by.setdefault(value(c), []).append(c)
    found = set()
    for counts in product(*[range(len(cs) + 1) for cs in by.values()]):
        cards = [c for cs, k in zip(by.values(), counts) for c in cs[:k]]
        if cards and beating_reading(cards, top, options) is not None:
            found.add(tuple(sorted(value(c) for c in cards)))
    return found


def _generated(hand: list, top, options=None) -> set[tuple[int, ...]]:
    plays = legal_plays(hand, top, options)
    keys = [tuple(sorted(value(c) for c in cards)) for _, cards in plays]
    assert len(keys) == len(set(keys)), "a play listed twice"
    for combo, cards in plays:
        assert Counter(cards) <= Counter(hand)
        assert combo is beating_reading(cards, top, options) or combo == beating_reading(cards, top, options)
    return set(keys)


_DECK = make_deck(1)


@settings(max_examples=120, deadline=None)
@given(st.lists(st.sampled_from(range(54)), min_size=1, max_size=11, unique=True), st.booleans())
def test_lead_plays_are_exactly_the_combinations_held(idx, pairs):
    """DDZ-6, 8.1: every combination the hand holds is listed, once, and nothing else."""
    hand = [_DECK[i] for i in idx]
    options = {"four_two_pairs": pairs}
    assert _generated(hand, None, options) == _brute(hand, None, options)


@settings(max_examples=120, deadline=None)
@given(st.lists(st.sampled_from(range(54)), min_size=1, max_size=11, unique=True),
       st.lists(st.sampled_from(range(54)), min_size=1, max_size=8, unique=True))
def test_follow_plays_are_exactly_those_that_beat(idx, top_idx):
    """DDZ-7, 8.2: following, exactly the held combinations that beat the top are listed."""
    assume(not set(idx) & set(top_idx))  # one deck: a card on the table is in no hand (a rocket on a rocket)
    hand = [_DECK[i] for i in idx]
    top = classify([_DECK[i] for i in top_idx])
    if top is None:
        return
    assert _generated(hand, top) == _brute(hand, top)


def test_a_full_hand_lists_its_planes_with_wings():
    hand = parse_cards("S3 H3 C3 S4 H4 C4 S5 H5 C5 S7 H7 S9 H9 SJ SQ SK LJ BJ S2 H2")
    keys = {tuple(sorted(value(c) for c in cards)) for _, cards in legal_plays(hand, None)}
    assert tuple(sorted((3, 3, 3, 4, 4, 4, 5, 5, 5, 7, 9, 11))) in keys
    assert tuple(sorted((3, 3, 3, 4, 4, 4, 5, 5, 5, 16, 17, 11))) not in keys  # DDZ-6.9: no rocket wings
    assert tuple(sorted((3, 3, 3, 4, 4, 4, 5, 5, 5, 7, 7, 9, 9, 15, 15))) in keys  # pair wings
