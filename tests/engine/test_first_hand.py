"""``new_match(first_hand=...)``: a match whose first hand is a given deal (a deal code's, or "play
this deal again"); later hands come from the match seed as usual."""

from __future__ import annotations

import random

import pytest

import engine
from engine import deal_code, hand_from_code

GAME_IDS = sorted(engine.GAMES)


def _finish(hand: engine.Hand, rng: random.Random) -> None:
    while not hand.is_over:
        hand.apply(rng.choice(hand.legal_actions()))


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_match_from_a_code_plays_that_deal_first_then_goes_on(game):
    original = engine.new_match(game, seed=21)
    code = deal_code(original.hand)
    first = hand_from_code(code)
    match = engine.new_match(game, first_hand=first, seed=5)
    assert match.hand is first and match.hand_no == 1
    assert match.num_players == original.num_players
    assert match.hand.dealt_cards() == original.hand.dealt_cards()
    assert deal_code(match.hand) == code
    # the seed still deals the later hands, exactly as a match from that seed would
    plain = engine.new_match(game, seed=5)
    rng = random.Random(1)
    _finish(match.hand, rng)
    _finish(plain.hand, random.Random(1))
    if not match.is_over and not plain.is_over:
        assert match.next_hand().dealt_cards() is not None
        assert match.hand_no == 2


def test_first_hand_must_fit_the_match_and_be_fresh():
    hand = engine.new_hand("banbiantianzha", seed=3)
    with pytest.raises(ValueError):
        engine.new_match("datongzi", first_hand=hand)
    with pytest.raises(ValueError):
        engine.new_match("banbiantianzha", first_hand=hand, options={"hands": 12})
    with pytest.raises(ValueError):
        engine.new_match("banbiantianzha", first_hand="BBT-000")  # type: ignore[arg-type]
    hand.apply(hand.legal_actions()[0])
    with pytest.raises(ValueError):
        engine.new_match("banbiantianzha", first_hand=hand)


def test_the_player_count_comes_from_the_first_hand():
    six = engine.new_hand("zhaopengyou", seed=4)
    match = engine.new_match("zhaopengyou", first_hand=six)
    assert match.num_players == six.num_players
