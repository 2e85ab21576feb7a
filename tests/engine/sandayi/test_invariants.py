"""三打一 invariants over random hands (hypothesis): SDY-1.2 conservation, SDY-5.4 allowances,
SDY-9.5 whole report sets, SDY-11 zero-sum, views and saves; and the simulator."""

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Action, Hand, IllegalAction, make_deck, new_hand
from engine.games.sandayi import SIMULATION
from engine.games.sandayi.simulation import at_hand_end, fast_random_action, invariants
from engine.simulate import run

from .helpers import bid, choose, new

DECK = Counter(make_deck(2))


def _check_views(hand):
    open_all = bool(hand.state.tanda)
    for viewer in (None, 0, 1, 2, 3):
        v = hand.view(viewer)
        json.dumps(v)
        for seat in range(4):
            if open_all or seat == viewer:
                assert v["hands"][seat] == [str(c) for c in hand.state.hands[seat]]
            else:
                assert v["hands"][seat] is None
        if viewer != hand.state.landlord:
            assert v["bottom"] is None


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 2**32), st.booleans())
def test_sdy_random_hands_keep_every_invariant(seed, pick, fast):
    """SDY-1.2 (108 cards), SDY-5.4 (no farmer past his allowance), SDY-9.5 (report sets whole),
    SDY-11 (zero-sum, deltas = score), SDY-10.2 / 3.8 (what each view shows)."""
    rng = random.Random(pick)
    hand = new_hand("sandayi", seed=seed)
    steps = 0
    while not hand.is_over:
        action = fast_random_action(hand, rng) if fast else rng.choice(hand.legal_actions())
        before = json.dumps(hand.to_dict())
        hand.apply(action)
        assert invariants(hand) == []
        assert Counter(hand.all_cards()) == DECK
        steps += 1
        if steps % 10 == 0:
            _check_views(hand)
            restored = Hand.from_dict(json.loads(json.dumps(hand.to_dict())))
            assert restored.to_dict() == hand.to_dict()
            assert [str(a) for a in restored.legal_actions()] == [str(a) for a in hand.legal_actions()]
        assert before != json.dumps(hand.to_dict())
    assert at_hand_end(hand, hand.result()) == []
    assert sum(hand.result().deltas) == 0


@pytest.mark.slow
@settings(max_examples=20, deadline=None)
@given(st.integers(0, 2**32))
def test_sdy_illegal_actions_change_nothing(seed):
    """SDY-3.3 / SDY-8.3: a refused action raises IllegalAction with the check() reason and leaves
    the hand exactly as it was."""
    rng = random.Random(seed)
    hand = new_hand("sandayi", seed=seed)
    while not hand.is_over:
        bad = rng.choice([Action("bid", value=rng.randint(-1, 4)), Action("choose", value="xyz"),
                          Action.pass_(), Action("play", tuple(rng.sample(make_deck(2), 2)))])
        reason = hand.check(bad)
        if reason is not None:
            before = hand.to_dict()
            with pytest.raises(IllegalAction) as err:
                hand.apply(bad)
            assert str(err.value) == reason and reason.startswith("SDY-")
            assert hand.to_dict() == before
        hand.apply(fast_random_action(hand, rng))


def test_sdy_9_5_report_sets_stay_whole_through_random_play():
    """SDY-9.5: with declared sets, random legal play never splits them (invariant after every action)."""
    for seed in range(12):
        rng = random.Random(seed)
        hand = new("LJ LJ BJ BJ S3 S3 H3 H3 C3 C3 D3", marker_seat=0, seed=seed)
        bid(hand, 1, 0, 0, 0)
        choose(hand, "baodao:jokers", "baodao:3", "da")
        while not hand.is_over:
            hand.apply(rng.choice(hand.legal_actions()))
            assert invariants(hand) == []


def test_sdy_10_2_simulator_privacy_follows_tanda():
    """SDY-10.2: the simulator's hidden seats are none after 摊打, the other three before."""
    hand = new(marker_seat=0)
    bid(hand, 3)
    assert SIMULATION.hidden_seats(hand, 1) == [0, 2, 3]
    choose(hand, "tanda")
    assert SIMULATION.hidden_seats(hand, 1) == []


@pytest.mark.slow
def test_sdy_simulator_runs_clean():
    """The simulator (python -m engine.simulate sandayi) finds no invariant failure."""
    played, failures, _ = run("sandayi", 30, 11, deep_every=4)
    assert played == 30 and failures == 0


def test_sdy_save_refuses_lost_cards():
    """SDY-1.2: a save whose cards are not the 108 is refused."""
    hand = new_hand("sandayi", seed=2)
    data = json.loads(json.dumps(hand.to_dict()))
    data["state"]["hands"][0] = data["state"]["hands"][0][1:]
    with pytest.raises(ValueError, match="SDY-1.2"):
        Hand.from_dict(data)
