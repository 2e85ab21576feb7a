"""Forged cards (issue 22): a card object with odd fields, a subclass of Card, or a real card the
seat does not hold is refused by ``check`` with the same reason every time, in every game, and
``apply`` raises IllegalAction without changing anything (before, 找朋友 accepted a joker it did not
hold and failed half-way through ``apply``, and 打筒子 answered differently from call to call)."""

from __future__ import annotations

import json
import random

import pytest

import engine
from engine import Action, Card, IllegalAction, Suit
from engine.cards import BIG_JOKER


def odd_card(suit, rank) -> Card:
    card = object.__new__(Card)
    object.__setattr__(card, "suit", suit)
    object.__setattr__(card, "rank", rank)
    return card


class LookAlike(Card):
    __slots__ = ()


FORGERIES = {
    "suit as text": lambda c: odd_card("S", 3),
    "rank out of range": lambda c: odd_card(Suit.S, 99),
    "unhashable rank": lambda c: odd_card(Suit.H, [5]),
    "subclass": lambda c: subclass_card(c),
    "joker suit, plain rank": lambda c: odd_card(Suit.JOKER, 7),
}


def subclass_card(card: Card) -> Card:
    """A subclass instance that bypasses Card's interning (calling ``LookAlike(suit, rank)`` gives
    back the genuine interned card, see below)."""
    fake = object.__new__(LookAlike)
    object.__setattr__(fake, "suit", card.suit)
    object.__setattr__(fake, "rank", card.rank)
    return fake


def test_building_a_card_subclass_the_ordinary_way_gives_the_genuine_card():
    """Faces are interned: ``LookAlike(S, 3)`` is the one ``Card(S, 3)``, so it cannot be forged."""
    real = Card(Suit.S, 3)
    assert LookAlike(Suit.S, 3) is real and type(LookAlike(Suit.S, 3)) is Card


def position_with_a_card_action(game_id: str) -> tuple[engine.Hand, Action]:
    """A hand at a turn whose legal actions include one with cards (seeded random play)."""
    for seed in range(40):
        hand = engine.new_hand(game_id, seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if hand.is_over:
                break
            legal = hand.legal_actions()
            with_cards = [a for a in legal if a.cards]
            if with_cards and rng.random() < 0.3:
                return hand, rng.choice(with_cards)
            hand.apply(rng.choice(legal))
    raise AssertionError(f"{game_id}: no action with cards found")


CARD_GAMES = [g for g in engine.GAMES if g != "chexuan"]  # 扯旋's actions name no cards


def refused_alike(hand: engine.Hand, action: Action) -> str:
    before = json.dumps(hand.to_dict(), sort_keys=True)
    reasons = {hand.check(action) for _ in range(3)}
    assert len(reasons) == 1 and None not in reasons, reasons
    with pytest.raises(IllegalAction):
        hand.apply(action)
    assert json.dumps(hand.to_dict(), sort_keys=True) == before
    return reasons.pop()


@pytest.mark.parametrize("game_id", CARD_GAMES)
@pytest.mark.parametrize("forgery", list(FORGERIES))
def test_a_forged_card_is_refused_the_same_way_and_changes_nothing(game_id, forgery):
    hand, action = position_with_a_card_action(game_id)
    cards = list(action.cards)
    cards[0] = FORGERIES[forgery](cards[0])
    reason = refused_alike(hand, Action(action.kind, tuple(cards), action.value))
    assert "real cards" in reason


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_a_real_card_not_held_is_refused(game_id):
    hand, action = position_with_a_card_action(game_id)
    held = set(hand.hands[hand.to_act])
    missing = next(c for c in engine.make_deck(1) if c not in held)
    refused_alike(hand, Action(action.kind, (missing,) + action.cards[1:], action.value))


def test_zhaopengyou_a_joker_not_held_is_refused_before_apply():
    """The case the issue found: a lead of a big joker the leader does not hold."""
    for seed in range(60):
        hand = engine.new_hand("zhaopengyou", seed=seed)
        rng = random.Random(seed)
        while not hand.is_over and hand.phase != "play":
            hand.apply(rng.choice(hand.legal_actions()))
        if hand.is_over:
            continue
        big = Card(Suit.JOKER, BIG_JOKER)
        if big not in hand.hands[hand.to_act]:
            reason = refused_alike(hand, Action("play", (big,)))
            assert reason.startswith("ZPY-")
            return
    raise AssertionError("no leader without a big joker found")


@pytest.mark.parametrize("game_id", [g for g in CARD_GAMES
                                     if type(engine.new_hand(g, seed=0)).HOLDING_CHECKED])
def test_a_game_that_checks_holding_refuses_unheld_cards_itself(game_id):
    """``Hand.HOLDING_CHECKED``: in those phases the guard's backstop is skipped, so the game's own
    ``_check`` must refuse a card the seat does not hold, and one card more than he holds."""
    checked = type(engine.new_hand(game_id, seed=0)).HOLDING_CHECKED
    found = 0
    for seed in range(60):
        hand = engine.new_hand(game_id, seed=seed)
        rng = random.Random(seed)
        while not hand.is_over and found < 40:
            legal = hand.legal_actions()
            plays = [a for a in legal if a.cards]
            if hand.phase in checked and plays:
                action = rng.choice(plays)
                held = hand.hands[hand.to_act]
                missing = next(c for c in engine.make_deck(1) if c not in held)
                extra = action.cards + (action.cards[0],) * (1 + held.count(action.cards[0]))
                for bad in ((missing,) + action.cards[1:], extra):
                    assert hand._check(Action(action.kind, bad, action.value)) is not None, bad
                found += 1
            hand.apply(rng.choice(legal))
    assert found >= 40
