"""斗地主's fast legal-play generation (docs/peers.md: speed against the peers) against its plain
definitions: following lists only plays of the top's size, bombs and the rocket (DDZ-7.1, 7.2), a
play counts as its first reading that beats the top (DDZ-7.3), and the list keeps its order (kind,
size, key, values) whatever the memos hold."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import make_deck
from engine.games.doudizhu import beating_reading, beats, legal_plays, readings, value
from engine.games.doudizhu.combos import BJ, KINDS, LJ, candidate_values

_DECK = make_deck(1)
_ORDER = {k: i for i, k in enumerate(KINDS)}

counts_st = st.dictionaries(st.integers(3, 15), st.integers(1, 4), max_size=13).flatmap(
    lambda d: st.tuples(st.just(d), st.booleans(), st.booleans()))


@settings(max_examples=200, deadline=None)
@given(counts_st, st.integers(0, 20), st.booleans())
def test_a_follow_generates_only_its_size_bombs_and_the_rocket(drawn, size, four_two_pairs):
    """DDZ-7.1, 7.2: with ``size`` the candidates are the full list's of that size, plus bombs and
    the rocket (size 0: a bomb on top, only bombs and the rocket)."""
    counts, little, big = drawn
    counts = dict(counts)
    if little:
        counts[LJ] = 1
    if big:
        counts[BJ] = 1
    every = candidate_values(counts, four_two_pairs)
    wanted = {vs for vs in every if len(vs) == size or (len(vs) == 4 and vs[0] == vs[3]) or vs == (LJ, BJ)}
    assert candidate_values(counts, four_two_pairs, size) == wanted


def _key(combo, cards):
    return _ORDER[combo.kind], len(cards), combo.key, [value(c) for c in cards]


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 20), st.integers(1, 20), st.booleans())
def test_follows_are_the_leads_that_beat_the_top_in_the_same_order(seed, n_hand, n_other, pairs):
    """DDZ-7.3, 8.2: the follows of a hand are exactly its leads' card sets whose first beating
    reading beats the top (a top drawn from another hand's real leads, every kind), listed in
    the order of kind, size, key, values."""
    rng = random.Random(seed)
    deck = list(_DECK)
    rng.shuffle(deck)
    hand, other = deck[:n_hand], deck[n_hand:n_hand + n_other]
    options = {"four_two_pairs": pairs}
    tops = [c for c, _ in legal_plays(other, None, options)]
    top = rng.choice(tops)
    leads = legal_plays(hand, None, options)
    assert [_key(c, cards) for c, cards in leads] == sorted(_key(c, cards) for c, cards in leads)
    expected = []
    for _, cards in leads:
        beating = next((r for r in readings(cards, options) if beats(r, top)), None)
        if beating is not None:
            expected.append((beating.kind, beating.key, cards))
    expected.sort(key=lambda e: (_ORDER[e[0]], len(e[2]), e[1], [value(c) for c in e[2]]))
    follows = legal_plays(hand, top, options)
    assert [(c.kind, c.key, cards) for c, cards in follows] == expected


def _of(*vals: int) -> list:
    """Cards of these values, each value's cards taken in deck order."""
    out, used = [], set()
    for v in vals:
        card = next(c for c in _DECK if value(c) == v and c not in used)
        used.add(card)
        out.append(card)
    return out


def test_a_play_reads_the_same_with_the_memos_cold_and_warm():
    """DDZ-7.3: ``beating_reading`` (memoised) answers as the first of ``readings`` that fits, on
    a first look and a second: 444555666777 leads as a plane of four and follows a winged plane
    of three (333444555 + 9 J K) as the winged plane 555666777 + 444."""
    from engine.games.doudizhu import combos

    cards = _of(4, 4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7)
    top = beating_reading(_of(3, 3, 3, 4, 4, 4, 5, 5, 5, 9, 11, 13), None)
    assert (top.kind, top.key) == ("plane_singles", (5, 12))
    assert [(c.kind, c.key) for c in readings(cards)] == \
        [("plane", (7, 12)), ("plane_singles", (7, 12)), ("plane_singles", (6, 12))]
    combos._SHAPE_MEMO.clear()
    for _ in range(2):
        lead, follow = beating_reading(cards, None), beating_reading(cards, top)
        assert (lead.kind, lead.key, follow.kind, follow.key) == ("plane", (7, 12), "plane_singles", (7, 12))
