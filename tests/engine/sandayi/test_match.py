"""三打一 matches and setup: SDY-12 (8 or 16 hands), fixed deals, context, saves mid-hand."""

import json
import random

import pytest

from engine import load, new_hand, new_match
from engine.games.sandayi.simulation import fast_random_action

from .helpers import deal


@pytest.mark.parametrize("hands", [8, 16])
def test_sdy_12_match_of_8_or_16_hands(hands):
    """SDY-12: a round is 8 or 16 hands; scores accumulate by SDY-11 (summed deltas)."""
    match = new_match("sandayi", seed=4, options={"hands": hands})
    rng = random.Random(4)
    while True:
        hand = match.hand
        while not hand.is_over:
            hand.apply(fast_random_action(hand, rng))
        if match.is_over:
            break
        match.next_hand()
    assert match.hand_no == hands and len(match.history) == hands
    assert match.scores == [sum(r.deltas[i] for r in match.history) for i in range(4)]
    assert sum(match.scores) == 0
    assert match.winners == [i for i, v in enumerate(match.scores) if v == max(match.scores)]


def test_sdy_12_other_hand_counts_are_refused():
    """SDY-12: only 8 or 16."""
    with pytest.raises(ValueError):
        new_match("sandayi", options={"hands": 10})


def test_sdy_2_3_fixed_deal_must_be_the_108_cards():
    """SDY-2.3 / SDY-1.2: a fixed deal is 4 × 25 + 8 of the two packs, else ValueError."""
    good = deal()
    new_hand("sandayi", seed=1, deal=good)
    bad = dict(good, bottom=good["bottom"].split(" ", 1)[1])
    with pytest.raises(ValueError):
        new_hand("sandayi", seed=1, deal=bad)


def test_sdy_2_4_context_marker_seat():
    """SDY-2.4: context ``marker_seat`` draws the marker from that seat; bad context is refused."""
    for seat in range(4):
        hand = new_hand("sandayi", seed=9, context={"marker_seat": seat})
        assert hand.state.marker_seat == seat == hand.to_act
    with pytest.raises(ValueError):
        new_hand("sandayi", seed=9, context={"marker_seat": 4})
    with pytest.raises(ValueError):
        new_hand("sandayi", seed=9, context={"dealer": 1})


def test_sdy_saved_match_continues_identically():
    """SDY-11 / API section 5: a save in mid-hand restores and continues with the same results."""
    match = new_match("sandayi", seed=21)
    rng = random.Random(3)
    for _ in range(15):
        match.hand.apply(fast_random_action(match.hand, rng))
    copy = load(json.loads(json.dumps(match.to_dict())))
    rng_a, rng_b = random.Random(8), random.Random(8)
    while not match.hand.is_over:
        match.hand.apply(fast_random_action(match.hand, rng_a))
        copy.hand.apply(fast_random_action(copy.hand, rng_b))
    assert copy.hand.is_over and copy.hand.result().deltas == match.hand.result().deltas
    assert copy.to_dict() == match.to_dict()
