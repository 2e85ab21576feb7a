"""斗地主's invariants over random play in every house-rule setting (hypothesis): the 54 cards are
conserved (DDZ-1.2), every listed action passes ``check`` and ``check`` changes nothing, no view shows
a card its seat may not see (DDZ-5.1, 5.2), the score is zero-sum with the landlord on two units
(DDZ-9.3), and a saved state or a take-back continues the hand exactly."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import make_deck
from engine.codec import decode, encode
from engine.games.doudizhu import OPTIONS, PRESETS, VIEW_SCHEMA, DDZHand, new_hand, normalize, preset
from engine.handlog import rebuild
from engine.views import schema_errors

_DECK = Counter(make_deck(1))
_HOUSE = {o.key: o.choices for o in OPTIONS}

option_sets = st.fixed_dictionaries({k: st.sampled_from(v) for k, v in _HOUSE.items()})


def _check_views(hand):
    s = hand.state
    for seat in (None, 0, 1, 2):
        view = hand.view(seat)
        assert schema_errors(view, VIEW_SCHEMA) == []
        for i, h in enumerate(view["hands"]):
            may = i == seat or (s.shown and i == s.landlord)
            assert (h is not None) == may, (seat, i)
        if s.landlord is None:
            assert view["bottom"] is None  # DDZ-2.1: face down until the landlord takes it


@settings(max_examples=40, deadline=None)
@given(options=option_sets, seed=st.integers(0, 2**31), play_seed=st.integers(0, 2**31))
def test_random_play_keeps_every_invariant(options, seed, play_seed):
    hand = new_hand(seed=seed, options=options)
    rng = random.Random(play_seed)
    steps = 0
    while not hand.is_over:
        assert Counter(hand.all_cards()) == _DECK  # DDZ-1.2
        legal = hand.legal_actions()
        before = encode(hand.state)
        for a in rng.sample(list(legal), min(5, len(legal))):
            assert hand.check(a) is None, a
        assert encode(hand.state) == before  # check is pure
        if steps % 7 == 0:
            _check_views(hand)
        hand.apply(rng.choice(list(legal)))
        steps += 1
        assert steps < 400
    result = hand.result()
    lord = hand.state.landlord
    assert sum(result.deltas) == 0  # DDZ-9.3
    assert all(result.deltas[i] * -2 == result.deltas[lord] for i in range(3) if i != lord)
    assert result.deltas[lord] % (2 * options["base"]) == 0
    assert (result.deltas[lord] > 0) == (hand.state.out == [lord])  # DDZ-8.4


@settings(max_examples=15, deadline=None)
@given(options=option_sets, seed=st.integers(0, 2**31), cut=st.integers(0, 60))
def test_a_saved_state_and_a_take_back_continue_the_hand_exactly(options, seed, cut):
    hand = new_hand(seed=seed, options=options)
    rng = random.Random(seed)
    while not hand.is_over and len(hand._actions) < cut:
        hand.apply(rng.choice(list(hand.legal_actions())))
    restored = DDZHand(3, dict(hand.options), decode(DDZHand.State, encode(hand.state), "state"))
    restored._validate_state()
    again = rebuild(hand, len(hand._actions))
    for other in (restored, again):
        assert other.view(None) == hand.view(None)
        assert [str(a) for a in other.legal_actions()] == [str(a) for a in hand.legal_actions()]
    while not hand.is_over:
        a = rng.choice(list(hand.legal_actions()))
        for h in (hand, restored, again):
            h.apply(a)
    assert restored.result().deltas == again.result().deltas == hand.result().deltas


def test_every_preset_is_playable_and_names_real_options():
    """DDZ-11: each preset sets house options only, to values they accept."""
    house = {o.key for o in OPTIONS if o.house}
    for name, _zh, _en, chosen in PRESETS:
        assert set(chosen) <= house
        opts = preset(name)
        hand = new_hand(seed=5, options=opts)
        rng = random.Random(5)
        while not hand.is_over:
            hand.apply(rng.choice(list(hand.legal_actions())))
    assert PRESETS[0][3] == {}  # the first preset is the project's standard reading


def test_bad_options_are_refused_with_the_choices():
    import pytest

    with pytest.raises(ValueError, match="choose one of"):
        normalize({"bidding": "auction"})
    with pytest.raises(ValueError, match="unknown option"):
        normalize({"jokers": 4})
    with pytest.raises(ValueError, match="3 players"):
        DDZHand.create(4, normalize(None), 1, None, None)


def test_no_shuffle_deals_more_bombs_than_a_shuffle():
    """DDZ-2.2: the 不洗牌 deal (ranks lying together, cut, packets of four) gives far more bombs."""
    def bombs(shuffle: bool) -> int:
        total = 0
        for seed in range(60):
            hand = new_hand(seed=seed, options={"shuffle": shuffle})
            for h in hand.hands:
                total += sum(1 for k in Counter(c.rank for c in h if c.rank < 15).values() if k == 4)
        return total

    assert bombs(False) > 3 * max(1, bombs(True))
