"""板子炮 invariants over random play (hypothesis), saves, the match (BZP-1.5, 11.2) and the simulator."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import GAMES, Hand, load, new_hand, new_match
from engine.games.banzipao import HAND_CLASS, SIMULATION, classify, settle_hand
from engine.games.banzipao.combos import CATEGORY
from engine.games.banzipao.hand import _CARD_ORDER
from engine.simulate import run


def _random_action(hand, rng, bias):
    legal = hand.legal_actions()
    if hand.phase == "bid":  # steer the bidding so that every mode comes up
        return legal[0] if rng.random() < bias else legal[1]
    return rng.choice(legal)


@pytest.mark.slow
@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**40), st.integers(0, 2**40), st.sampled_from([0.0, 0.15, 0.5]),
       st.booleans())
def test_random_hands_keep_every_invariant(seed, play_seed, bias, heaven):
    """BZP-1.2: 52 cards conserved; BZP-9.3: taken + void = 52 in 叫牌 mode; BZP-11.1: zero-sum;
    BZP-4.4: the partner hidden; views private and JSON; saves round-trip at every step; every
    listed action is accepted; the result equals settle_hand(facts) (API 8)."""
    hand = new_hand("banzipao", seed=seed, options={"heaven_hands": heaven})
    rng = random.Random(play_seed)
    steps = 0
    while not hand.is_over:
        s = hand.state
        held = sum(map(len, s.hands)) + sum(map(len, s.won)) + (len(s.trick.cards) if s.trick else 0)
        assert held == 52
        assert SIMULATION.invariants(hand) == []
        for viewer in range(4):
            v = hand.view(viewer)
            json.dumps(v)
            assert all(v["hands"][o] is None for o in range(4) if o != viewer)
        if steps % 5 == 0:
            data = json.loads(json.dumps(hand.to_dict()))
            restored = Hand.from_dict(data)
            assert restored.to_dict() == data
            assert restored.legal_actions() == hand.legal_actions()
        legal = hand.legal_actions()
        assert legal and all(hand.check(a) is None for a in legal[:60])
        if hand.phase == "play":  # BZP-7.1: listed in type order, each play's cards in rank order
            plays = [a for a in legal if a.kind == "play"]
            cats = [CATEGORY[classify(a.cards).kind] for a in plays]
            assert cats == sorted(cats)
            assert all(list(a.cards) == sorted(a.cards, key=_CARD_ORDER.__getitem__) for a in plays)
            assert len({frozenset(a.cards) for a in plays}) == len(plays)
        hand.apply(_random_action(hand, rng, bias))
        steps += 1
    r = hand.result()
    assert sum(r.deltas) == 0
    assert r.deltas == settle_hand(hand.facts(), hand.options)
    assert SIMULATION.at_hand_end(hand, r) == []
    if hand.state.mode == "jiaopai" and hand.fourth() is not None:
        assert sum(map(len, hand.state.won)) + hand.void_count() == 52


def test_bzp_1_2_a_restored_hand_continues_identically():
    """BZP-1.2 and the save format: a hand restored mid-play continues with the same results."""
    rng = random.Random(5)
    hand = new_hand("banzipao", seed=99, options={"heaven_hands": False})
    for _ in range(6):
        hand.apply(hand.legal_actions()[-1] if hand.phase == "bid" else rng.choice(hand.legal_actions()))
    copy = HAND_CLASS.from_dict(json.loads(json.dumps(hand.to_dict())))
    r1, r2 = random.Random(1), random.Random(1)
    while not hand.is_over:
        a = r1.choice(hand.legal_actions())
        assert r2.choice(copy.legal_actions()) == a
        assert [e.kind for e in hand.apply(a)] == [e.kind for e in copy.apply(a)]
    assert copy.result() == hand.result()


def test_a_tampered_save_is_refused():
    """BZP-1.2: a save whose cards are not conserved is refused."""
    hand = new_hand("banzipao", seed=4, options={"heaven_hands": False})
    data = hand.to_dict()
    data["state"]["hands"][0] = data["state"]["hands"][0][1:]
    try:
        Hand.from_dict(data)
    except ValueError as e:
        assert "BZP-1.2" in str(e)
    else:
        raise AssertionError("tampered save accepted")


def test_bzp_1_5_and_11_2_a_match_is_a_series_of_hands_totals_are_sums():
    """BZP-1.5: a match plays option ``hands`` hands (default 8); BZP-11.2: totals are sums."""
    assert GAMES["banzipao"].options[0].key == "hands" and GAMES["banzipao"].options[0].default == 8
    match = new_match("banzipao", seed=3, options={"hands": 3})
    rng = random.Random(0)
    while True:
        hand = match.hand
        while not hand.is_over:
            hand.apply(rng.choice(hand.legal_actions()))
        if match.is_over:
            break
        match.next_hand()
    assert match.hand_no == 3 and len(match.history) == 3
    assert match.scores == [sum(r.deltas[i] for r in match.history) for i in range(4)]
    assert sum(match.scores) == 0
    best = max(match.scores)
    assert match.winners == [i for i in range(4) if match.scores[i] == best]
    again = load(json.loads(json.dumps(match.to_dict())))
    assert again.scores == match.scores
    assert new_match("banzipao", seed=1, options={"hands": 5}).options["hands"] == 5


def test_each_hand_has_its_own_banker():
    """BZP-2.1: every hand the S7 holder is 庄 (nothing carries over from the last hand)."""
    match = new_match("banzipao", seed=12, options={"hands": 4})
    from engine.cards import parse_cards
    s7 = parse_cards("S7")[0]
    assert s7 in match.hand.hands[match.hand.state.banker]


@pytest.mark.slow
def test_simulator_runs_clean():
    """BZP-1.2, 9.3, 11.1 and the generic checks over 60 simulated hands, the game's invariants after
    every action, the deep checks after every third and at every hand's end (a save is checked by
    replaying the hand so far, so checking it at every action made the run quadratic: 32 s)."""
    played, failures, _ = run("banzipao", 60, 3, deep_every=3)
    assert played == 60 and failures == 0
