"""半边天炸 invariants for ``python -m engine.simulate banbiantianzha``."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...actions import Action
from ...hand import HandResult
from ...simulate import Simulation

if TYPE_CHECKING:
    from .hand import BBTHand

DECK_SIZE = 51


def _invariants(hand: BBTHand) -> list[str]:
    s = hand.state
    fails = []
    if s.phase != "hammer":
        held = sum(len(h) for h in s.hands) + sum(len(w) for w in s.won)
        if s.trick is not None:
            held += len(s.trick.cards)
        if held != DECK_SIZE:
            fails.append(f"cards not conserved: {held} of {DECK_SIZE}")
    return fails


def _at_end(hand: BBTHand, result: HandResult) -> list[str]:
    from .hand import card_points

    s = hand.state
    fails: list[str] = []
    if s.shoot == "touxiang" and s.counter_shot is None:
        return fails
    void = card_points(c for h in s.hands for c in h)
    if sum(s.points) + void != 100:
        fails.append(f"BBT-10.3: points {s.points} + void {void} != 100")
    return fails


SIMULATION = Simulation(zero_sum=True, invariants=_invariants, at_hand_end=_at_end)


def _fast_random_action(hand: BBTHand, rng: random.Random) -> Action:
    """A random legal action without listing every play: a random shape, then a random play of it."""
    from itertools import islice

    from .combos import NORMAL_KINDS, candidate_plays, hand_groups

    s = hand.state
    if s.phase != "play":
        return rng.choice(hand.legal_actions())
    top = hand._top_combo()
    if top is not None and rng.random() < 0.35:
        return Action.pass_()
    kinds = list(NORMAL_KINDS) + ["bomb"]
    rng.shuffle(kinds)
    cards = s.hands[s.to_act]
    groups = hand_groups(cards)
    for kind in kinds:
        plays = list(islice(candidate_plays(cards, top, hand.options, kinds=(kind,), groups=groups), 40))
        if plays:
            return Action("play", rng.choice(plays)[2])
    return Action.pass_()


SIMULATION.chooser = _fast_random_action
