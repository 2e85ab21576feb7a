"""斗地主's rank order, turn order and match length (DDZ-1.3, DDZ-1.4, DDZ-10.1)."""

from __future__ import annotations

import random

from engine import Action, new_match, parse_cards
from engine.games.doudizhu import new_hand, value


def test_ranks_run_from_three_to_the_big_joker_and_suits_never_matter():
    """DDZ-1.3."""
    order = [value(c) for c in parse_cards("S3 H4 C5 D6 S7 H8 C9 DT SJ HQ CK DA S2 LJ BJ")]
    assert order == sorted(order) and len(set(order)) == 15
    assert {value(c) for c in parse_cards("S9 H9 C9 D9")} == {value(parse_cards("S9")[0])}


def test_bidding_and_play_go_round_the_table_in_turn():
    """DDZ-1.4: each decision passes to the next seat (0 → 1 → 2 → 0)."""
    hand = new_hand(seed=5, context={"first_bidder": 2})
    seen = []
    while hand.phase == "bid":
        seen.append(hand.to_act)
        hand.apply(Action("bid", value=0 if len(seen) < 3 else 3))
    assert seen == [2, 0, 1]
    rng = random.Random(0)
    for _ in range(6):
        seat = hand.to_act
        hand.apply(rng.choice(list(hand.legal_actions())))
        if hand.is_over or hand.to_act in hand.state.out:
            break
        assert hand.to_act == (seat + 1) % 3


def test_a_match_is_a_fixed_number_of_hands_and_its_totals_are_their_sums():
    """DDZ-10.1."""
    rng = random.Random(1)
    match = new_match("doudizhu", seed=7, options={"hands": 6})
    played = []
    while True:
        hand = match.hand
        while not hand.is_over:
            hand.apply(rng.choice(list(hand.legal_actions())))
        played.append(hand.result().deltas)
        if match.is_over:
            break
        match.next_hand()
    assert len(played) == 6
    assert list(match.scores) == [sum(d[s] for d in played) for s in range(3)]
