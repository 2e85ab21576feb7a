"""半边天炸 invariants over random play (hypothesis) and the sources' defaults (BBT-0)."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import GAMES, Hand, new_hand
from engine.games.banbiantianzha import card_points
from engine.simulate import run


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**40), st.integers(0, 2**40), st.booleans(), st.booleans())
def test_random_hands_keep_every_invariant(seed, play_seed, hammer, help_dou):
    """Cards conserved (BBT-1.2), points + void = 100 (BBT-10.3), zero-sum (BBT-13.3), views private,
    saves round-trip at every step."""
    hand = new_hand("banbiantianzha", seed=seed, options={"hammer": hammer, "help_dou": help_dou})
    rng = random.Random(play_seed)
    while not hand.is_over:
        s = hand.state
        if s.phase not in ("hammer",):
            held = sum(map(len, s.hands)) + sum(map(len, s.won)) + (len(s.trick.cards) if s.trick else 0)
            assert held == 51
        for viewer in range(3):
            v = hand.view(viewer)
            json.dumps(v)
            assert all(v["hands"][o] is None for o in range(3) if o != viewer)
        data = json.loads(json.dumps(hand.to_dict()))
        assert Hand.from_dict(data).to_dict() == data
        legal = hand.legal_actions()
        assert legal and all(hand.check(a) is None for a in legal[:50])
        hand.apply(rng.choice(legal))
    r = hand.result()
    assert sum(r.deltas) == 0
    if not (hand.state.shoot == "touxiang" and hand.state.counter_shot is None):
        assert sum(hand.state.points) + card_points(c for h in hand.hands for c in h) == 100


def test_view_never_shows_other_hands_even_to_spectators():
    hand = new_hand("banbiantianzha", seed=3, options={"hammer": False})
    assert hand.view(None)["hands"] == [None, None, None]
    text = json.dumps(hand.view(0))
    for card in hand.hands[1] + hand.hands[2]:
        # another seat's card may show only if it is public (nothing is played yet)
        assert f'"{card}"' not in text


@pytest.mark.slow
def test_simulator_runs_clean():
    played, failures, _ = run("banbiantianzha", 30, seed=5, deep_every=3)
    assert played == 30 and failures == 0


def test_bbt_0_1_to_0_3_source_defaults():
    """BBT-0.1 seed first; BBT-0.2 the reference client's option defaults (捶 on, 助抖 on, 正510K by
    suit on, 8 hands); BBT-0.3 the comparable servers' lead after a finished player (see BBT-4.3 tests)."""
    opts = {o.key: o.default for o in GAMES["banbiantianzha"].options if not o.house or o.key == "tie_rule"}
    assert opts == {"hands": 8, "hammer": True, "help_dou": True, "zheng_510k_suit_order": True,
                    "tie_rule": "upstream", "show_card_counts": True}
