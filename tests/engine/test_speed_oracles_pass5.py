"""Oracles for the fifth speed pass of issue 23: 三打一 carries a seat's card groups over a play
instead of walking his hand again, and 半边天炸 counts the bombs of a hand with no 同花顺 or 地炸
start without the walk (the count itself is checked against the exhaustive search in
``banbiantianzha/test_count_bombs_oracle.py``)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import new_hand
from engine.cards import make_deck
from engine.games.sandayi.combos import groups_without, hand_groups
from engine.games.sandayi.simulation import fast_random_action
from engine.shedding.groups import remove_cards

_DECK = make_deck(2)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_DECK), min_size=1, max_size=33), st.data())
def test_sdy_groups_without_a_play_are_the_groups_of_the_rest(hand, data):
    """SDY-1.3 rank groups: taking a play's cards out of the groups gives what grouping the rest of
    the hand gives, list for list, and leaves the groups it started from as they were."""
    picked = data.draw(st.sets(st.integers(0, len(hand) - 1)))
    played = [hand[i] for i in sorted(picked)]
    rest = remove_cards(hand, played)  # first equal card out, as a play leaves the hand
    groups = hand_groups(hand)
    before = {v: list(cs) for v, cs in groups.items()}
    assert groups_without(groups, played) == hand_groups(rest)
    assert groups == before


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.booleans())
def test_sdy_carried_groups_match_fresh_ones_through_a_whole_hand(seed, auto_reports):
    """SDY-8, 9.5: after every play, the groups the hand keeps for each seat are those of his cards
    grouped afresh (report sets left out while they are in the hand, SDY-9.5)."""
    hand = new_hand("sandayi", seed=seed, options={"report_auto": auto_reports})
    rng = random.Random(seed)
    while not hand.is_over:
        hand.apply(fast_random_action(hand, rng))
        s = hand.state
        if s.phase != "play":
            continue
        for seat in range(4):
            want = hand_groups(s.hands[seat], hand.reported_in_hand(seat))
            assert hand.play_groups(seat) == want
