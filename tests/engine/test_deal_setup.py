"""``Hand.deal_setup()``: the deal and context that start a hand again from given cards, so a
re-dealer (``ai.counterfactual``) can exchange hidden cards and keep everything else of the start.
Every registered game, including hands as a match deals them (their context differs)."""

from __future__ import annotations

import random

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import engine
from engine import parse_cards
from engine.games.sandayi import place_marker

GAME_IDS = sorted(engine.GAMES)


def _play(hand: engine.Hand, rng: random.Random, steps: int) -> None:
    for _ in range(steps):
        if hand.to_act is None:
            break
        hand.apply(rng.choice(hand.legal_actions()))


def _again(hand: engine.Hand, seed: int) -> engine.Hand:
    deal, context = hand.deal_setup()
    return engine.new_hand(hand.game_id, players=hand.num_players, seed=seed, deal=deal,
                           context=context, options=dict(hand.options))


@pytest.mark.parametrize("game", GAME_IDS)
@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**31 - 1))
@example(seed=269)  # 斗地主: an all-pass re-deals from the seed
def test_a_hand_started_from_its_setup_is_the_same_hand_decision_by_decision(game, seed):
    hand = engine.new_hand(game, seed=seed)
    again = _again(hand, seed)
    assert again.view(None) == hand.view(None)
    rng = random.Random(seed)
    for _ in range(60):
        if hand.to_act is None:
            break
        action = rng.choice(hand.legal_actions())
        events = hand.apply(action)
        again.apply(action)
        if any(e.kind == "redealt" for e in events):
            # DDZ-3.4: after an all-pass the seed deals anew, and a hand started from given cards
            # has not drawn the first shuffle from it: the setup promises the start, not a new deal
            break
        assert again.view(None) == hand.view(None)


@pytest.mark.parametrize("game", GAME_IDS)
def test_a_match_s_later_hands_start_again_from_their_setup(game):
    match = engine.new_match(game, seed=5)
    rng = random.Random(5)
    for _ in range(3):
        hand = match.hand
        seed = hand._origin["seed"]
        fresh = engine.new_hand(game, players=hand.num_players, seed=seed, deal=hand._origin["deal"],
                                context=hand._origin["context"], options=dict(hand.options))
        assert _again(fresh, seed).view(None) == fresh.view(None)
        _play(hand, rng, 10_000)
        if match.is_over:
            return
        match.next_hand()


def test_chexuan_setup_places_the_cards_never_dealt_as_the_bottom():
    """CX-2.1, 10.2: four cards a seat of the 32 are dealt; the rest go in as the bottom, so a re-deal
    may shuffle a hidden card into the cards nobody holds."""
    hand = engine.new_hand("chexuan", players=3, seed=9)
    deal, _ = hand.deal_setup()
    held = [c for h in deal["hands"] for c in parse_cards(h)]
    assert len(held) == 12 and len(parse_cards(deal["bottom"])) == 20
    assert sorted(map(str, held + parse_cards(deal["bottom"]))) == sorted(map(str, engine.games.chexuan.DECK))


def test_sandayi_setup_names_the_marker_seat_and_puts_the_card_where_the_seed_draws():
    """SDY-2.4: the marker is drawn from the deal's order; from given cards the seed draws a place in
    the named seat's hand, and the card must be there."""
    hand = engine.new_hand("sandayi", seed=31)
    marker = hand.view(None)["marker"]
    deal, context = hand.deal_setup()
    assert context == {"marker_seat": marker["seat"]}
    seat_cards = parse_cards(deal["hands"][marker["seat"]])
    assert str(seat_cards[random.Random(31).randrange(len(seat_cards))]) == marker["card"]
    # moving the card elsewhere in that hand is undone by place_marker
    moved = list(seat_cards)
    card = parse_cards(marker["card"])[0]
    moved.remove(card)
    moved.append(card)
    hands = list(deal["hands"])
    hands[marker["seat"]] = engine.format_cards(moved)
    assert place_marker(31, dict(deal, hands=hands), marker["seat"], card) == deal


def test_doudizhu_setup_names_the_first_bidder():
    """DDZ-3.1: the first bidder is drawn after the shuffle; the context keeps him."""
    for seed in range(6):
        hand = engine.new_hand("doudizhu", seed=seed)
        _, context = hand.deal_setup()
        assert context == {"first_bidder": hand.view(None)["first_bidder"]}
