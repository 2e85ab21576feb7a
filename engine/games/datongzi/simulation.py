"""打筒子 invariants for ``python -m engine.simulate datongzi``."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...actions import Action
from ...hand import HandResult
from ...simulate import Simulation

if TYPE_CHECKING:
    from .hand import DTZHand

DECK_SIZE = 132


def _invariants(hand: DTZHand) -> list[str]:
    s = hand.state
    fails = []
    held = sum(len(h) for h in s.hands) + sum(len(w) for w in s.won) + len(s.bottom)
    if s.trick is not None:
        held += len(s.trick.cards)
    if held != DECK_SIZE:
        fails.append(f"DTZ-1.2: cards not conserved: {held} of {DECK_SIZE} (9 unseen included)")
    if len(s.bottom) != 9:
        fails.append("DTZ-1.3: the 底牌 are not 9 cards")
    if sum(s.bonus) != sum(a.value for a in s.awards):
        fails.append("DTZ-8.2: bonus totals disagree with the awards")
    return fails


def _at_end(hand: DTZHand, result: HandResult) -> list[str]:
    from .combos import card_points
    from .scoring import FINISH_BONUS, settle_hand

    s = hand.state
    fails = []
    void = hand.void_points()
    if sum(s.points) + void != 300:
        fails.append(f"DTZ-7.1: points {s.points} + void {void} != 300")
    if card_points(s.bottom) + card_points(c for h in s.hands for c in h) != void:
        fails.append("DTZ-6.4: void points are not the unplayed cards plus the 底牌")
    if len(s.out) not in (2, 3) or sum(1 for h in s.hands if h) > 1:
        fails.append(f"DTZ-6.3: the hand ended with out = {s.out}")
    facts = hand.facts()
    if settle_hand(facts, hand.options) != result.deltas:
        fails.append("DTZ-9: the result's deltas differ from settle_hand(facts)")
    for seat in range(3):
        place = facts["order"].index(seat)
        fin = FINISH_BONUS[place] if hand.options["finish_counts"] else 0
        if result.deltas[seat] != s.points[seat] + fin:
            fails.append(f"DTZ-10.1: R change of seat {seat} is not points + finishing bonus")
    race_lines = sum(ln.value for ln in result.lines if ln.detail.get("score") == "race")
    if race_lines != sum(result.deltas):
        fails.append("DTZ-10.1: race ledger lines do not add up to the deltas")
    bonus_lines = [0, 0, 0]
    for ln in result.lines:
        if ln.detail.get("score") == "bonus" and ln.seat is not None:
            bonus_lines[ln.seat] += ln.value
    if bonus_lines != s.bonus:
        fails.append(f"DTZ-8.2: bonus lines {bonus_lines} != hand bonus {s.bonus}")
    if any(a.kind not in ("tongzi", "dizha") for a in s.awards):
        fails.append("DTZ-8.1: a bonus was paid for a play that is no 筒子 or 地炸")
    return fails


def _fast_random_action(hand: DTZHand, rng: random.Random) -> Any:
    """A random legal action: a random kind among those available, then a random play of it."""
    from .combos import CATEGORY, first_segments

    top = hand._top_combo()
    if top is not None and (not hand.can_beat_top() or (not hand.must_beat() and rng.random() < 0.3)):
        return Action.pass_()
    per = hand.counts_to_act()
    if top is None:
        kinds = ["single", "pair", "pair_run", "triple", "plane", "bomb", "tongzi", "dizha"]
        rng.shuffle(kinds)
    else:
        kinds = [k for k in ("bomb", "tongzi", "dizha") if CATEGORY[k] >= top.category]
        rng.shuffle(kinds)
        if not top.is_bomb:
            kinds.insert(0 if rng.random() < 0.7 else len(kinds), top.kind)
    pool = first_segments(per, top, hand.options, kinds)
    if not pool:
        raise AssertionError("DTZ-5.2: can_beat said yes but no play beats")
    seg = rng.choice(pool)
    return Action("play", seg.cards_at(rng.randrange(seg.size)))


SIMULATION = Simulation(zero_sum=False, invariants=_invariants, at_hand_end=_at_end,
                        chooser=_fast_random_action, packs=3)
