"""``check`` is pure (API section 5; docs/engine-conventions.md, "The position cache"): asked any
number of times, in any order, it gives the same answers, changes nothing a save would show, and
leaves nothing behind that ``apply`` depends on — applying after any checks equals applying
without them. Every game, random positions."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import GAMES, Hand

from .random_positions import probe_actions, random_hand


def _step(hand: Hand, action) -> tuple:
    events = hand.apply(action)
    return ([(e.kind, e.seat, e.data) for e in events], hand.to_dict(), hand.view(hand.to_act),
            len(hand.legal_actions()))


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(sorted(GAMES)), st.integers(0, 10_000), st.integers(0, 120))
def test_check_is_pure_and_apply_ignores_earlier_checks(game_id, seed, steps):
    """Every game's check (BBT-7, DTZ-5, BZP-6, CX-11, ZPY-10, SDY-8 refusals among them) is a
    function of the position and the action alone."""
    hand = random_hand(game_id, seed, steps)
    if hand.is_over:
        return
    rng = random.Random(seed)
    probes = probe_actions(hand, rng)
    saved = hand.to_dict()
    first = [hand.check(a) for a in probes]
    again = [hand.check(a) for a in reversed(probes)][::-1]
    fresh = Hand.from_dict(saved)
    assert first == again == [fresh.check(a) for a in probes]
    assert hand.to_dict() == saved
    legal = [a for a, why in zip(probes, first) if why is None]
    assert legal, "a legal pick was refused"
    action = legal[-1]
    checked = Hand.from_dict(saved)
    for a in probes[::-1]:
        checked.check(a)  # the last check is of another action than the one applied
    assert _step(checked, action) == _step(Hand.from_dict(saved), action)
