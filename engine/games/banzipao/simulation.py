"""板子炮 invariants and the fast random chooser for ``python -m engine.simulate banzipao``."""

from __future__ import annotations

import random
from itertools import islice
from typing import TYPE_CHECKING

from ...actions import Action
from ...hand import HandResult
from ...simulate import Simulation
from .combos import groups_of, kind_plays
from .scoring import settle_hand

if TYPE_CHECKING:
    from .hand import BZPHand

__all__ = ["SIMULATION"]

DECK_SIZE = 52


def _invariants(hand: BZPHand) -> list[str]:
    s = hand.state
    fails = []
    held = sum(len(h) for h in s.hands) + sum(len(w) for w in s.won)
    if s.trick is not None:
        held += len(s.trick.cards)
    if held != DECK_SIZE:
        fails.append(f"BZP-1.2: cards not conserved: {held} of {DECK_SIZE}")
    for i in range(4):
        if not s.active[i] and (len(s.hands[i]) != 13 or s.won[i]):
            fails.append(f"BZP-4.3: seat {i} sits out of the duel but its cards changed")
    if s.partner is not None and not hand.knows_partner(None):
        # BZP-4.4: until the called card is played the partner looks like any other 闲
        others = [i for i in range(4) if i not in (s.banker, s.partner)]
        for viewer in [None, *range(4)]:
            if viewer == s.partner:
                continue
            v = hand.view(viewer)
            if v["partner"] is not None:
                fails.append(f"BZP-4.4: view({viewer}) names the hidden partner")
            for key in ("roles", "teams"):
                hidden = v[key][s.partner]
                if any(v[key][o] != hidden for o in others if o != viewer):
                    fails.append(f"BZP-4.4: view({viewer})[{key!r}] tells the partner apart")
    return fails


def _at_end(hand: BZPHand, result: HandResult) -> list[str]:
    s = hand.state
    fails = []
    if result.deltas != settle_hand(hand.facts(), hand.options):
        fails.append("API-8: the result differs from settle_hand(facts)")
    if s.mode == "jiaopai":
        fourth = hand.fourth()
        if fourth is not None:  # not 双飞: taken (after the transfer) + the 4th's void cards = 52
            taken = sum(len(w) for w in s.won)
            if taken + len(s.hands[fourth]) != DECK_SIZE or any(s.hands[i] for i in s.out):
                fails.append(f"BZP-9.3: taken {taken} + void {len(s.hands[fourth])} != 52")
        elif len(s.out) != 2 or hand.teammate(s.out[0]) != s.out[1]:
            fails.append(f"BZP-8.3: the hand ended with {s.out} out and no 双飞")
    elif s.mode in ("baopai", "fanbao") and len(s.out) != 1:
        fails.append(f"BZP-8.1/8.2: the hand ended with {s.out} out")
    return fails


_WIDTH = {"single": 1, "pair": 2, "straight": 1, "bomb": 3, "banzipao": 2, "dou": 4, "guntong": 3,
          "gunlong": 4}
_RUNS = ("straight", "banzipao", "guntong", "gunlong")
_KINDS = ("single", "pair", "straight", "bomb", "banzipao", "dou", "guntong", "gunlong")
#: the kinds that may answer a play of each kind (BZP-7.1, 7.2); None: a lead
_ANSWERS: dict[str | None, tuple[str, ...]] = {
    None: _KINDS, **{k: (k,) + _KINDS[max(3, _KINDS.index(k) + 1):] for k in _KINDS}}


def _chooser(hand: BZPHand, rng: random.Random) -> Action:
    """A random legal action without listing every play: a random kind the hand can form, then a
    random play of it. Bids lean to 不包 so that all three modes are played often."""
    s = hand.state
    phase = s.phase
    if phase == "bid":
        return Action("choose", value="baopai" if rng.random() < 0.12 else "bubao")
    if phase == "counter":
        return Action("choose", value="fanbao" if rng.random() < 0.4 else "bufan")
    if phase == "call":
        return rng.choice(hand.legal_actions())
    top = hand._top_combo()
    if top is not None and rng.random() < 0.3:
        return Action.pass_()
    cards = s.hands[s.to_act]
    groups = groups_of(cards)
    wide = [0] * 5  # values held at least w times; for runs only values 3…A
    seq = [0] * 5
    for v, cs in groups.items():
        n = len(cs)
        wide[n] += 1
        if v <= 14:
            seq[n] += 1
    for w in (3, 2, 1):
        wide[w] += wide[w + 1]
        seq[w] += seq[w + 1]
    kinds = [k for k in _ANSWERS[s.top_kind]
             if (seq[_WIDTH[k]] >= 3 if k in _RUNS else wide[_WIDTH[k]] >= 1)]
    if top is not None and s.top_kind not in _RUNS and kinds and kinds[0] == s.top_kind:
        w, above = _WIDTH[s.top_kind], top.key[0]
        if not any(v > above and len(cs) >= w for v, cs in groups.items()):
            kinds.pop(0)  # nothing of the same kind is high enough
    while kinds:
        kind = kinds.pop(int(rng.random() * len(kinds)))
        plays = list(islice(kind_plays(groups, len(cards), kind, top), 40))
        if plays:
            return Action("play", plays[int(rng.random() * len(plays))][2])
    return Action.pass_()


SIMULATION = Simulation(zero_sum=True, invariants=_invariants, at_hand_end=_at_end, chooser=_chooser,
                        not_cards=frozenset({"called"}))  # the 庄 names the card aloud (BZP-4.4)
