"""斗地主 invariants for ``python -m engine.simulate doudizhu`` (and the cross-game simulator
tests): the 54 cards conserved, the score as DDZ-9 computes it, and what may be seen — the bottom
turned face up for all once the landlord takes it (DDZ-5.1), the whole hand after 明牌 (DDZ-5.2)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ...cards import Card, make_deck
from ...hand import HandResult
from ...simulate import Simulation
from .scoring import settle

if TYPE_CHECKING:
    from .hand import DDZHand

__all__ = ["SIMULATION", "invariants", "at_hand_end", "hidden_seats", "hidden_cards"]

DECK = Counter(make_deck(1))


def invariants(hand: DDZHand) -> list[str]:
    s = hand.state
    fails = []
    if Counter(hand.all_cards()) != DECK:
        fails.append("DDZ-1.2: the 54 cards are not conserved")
    if s.landlord is None and s.phase != "bid":
        fails.append(f"DDZ-3: phase {s.phase} without a landlord")
    if s.landlord is not None and s.multiple < 1:
        fails.append(f"DDZ-3.2: a landlord with multiple {s.multiple}")
    if s.bombs > sum(s.plays):
        fails.append(f"DDZ-9.1: {s.bombs} bombs in {sum(s.plays)} plays")
    return fails


def at_hand_end(hand: DDZHand, result: HandResult) -> list[str]:
    s = hand.state
    fails = []
    if len(s.out) != 1 or s.hands[s.out[0]]:
        fails.append(f"DDZ-8.4: the hand ended with finishing order {s.out}")
        return fails
    landlord_won = s.out[0] == s.landlord
    assert s.landlord is not None
    want, _ = settle(s.landlord, landlord_won, hand.options["base"], s.multiple, s.bombs,
                     hand.options["bomb_cap"], s.shown, hand.spring())
    if result.deltas != want:
        fails.append(f"DDZ-9: deltas {result.deltas}, the score says {want}")
    return fails


def hidden_seats(hand: DDZHand, viewer: int) -> list[int]:
    """Every other seat, but the landlord's once he has shown his hand (明牌, DDZ-5.2)."""
    s = hand.state
    return [i for i in range(3) if i != viewer and not (s.shown and i == s.landlord)]


def hidden_cards(hand: DDZHand, seat: int) -> list[Card]:
    """A seat's cards but the bottom the landlord took, which everybody saw (DDZ-5.1)."""
    s = hand.state
    cards = list(s.hands[seat])
    if seat == s.landlord:
        for c in s.bottom:
            if c in cards:
                cards.remove(c)
    return cards


SIMULATION = Simulation(zero_sum=True, invariants=invariants, at_hand_end=at_hand_end,
                        hidden_seats=hidden_seats, hidden_cards=hidden_cards)
