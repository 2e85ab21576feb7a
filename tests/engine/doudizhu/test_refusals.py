"""Every refusal of 斗地主 reads as a zh and an en sentence (``Hand.explain``, engine/refusals.py):
random illegal actions in every phase and every house-rule setting, each reason found in the game's
catalogue (never the fallback), the rule id kept apart from both sentences."""

from __future__ import annotations

import random
import re

import pytest

from engine import Action
from engine.games.doudizhu import OPTIONS, new_hand
from engine.refusals import FALLBACK, catalogue, split_rule

RULE_ID = re.compile(r"[A-Z]{2,4}-\d")


def _illegal(hand, rng: random.Random) -> list[Action]:
    s = hand.state
    seat = s.to_act
    held = s.hands[seat]
    others = [c for i, h in enumerate(s.hands) if i != seat for c in h]
    out = [Action.pass_(), Action("bid", value=rng.randint(0, 4)), Action("bid", value=True),
           Action("choose", value=rng.choice(["show", "hide", "maybe"])), Action("play", ())]
    for _ in range(6):
        out.append(Action("play", tuple(rng.sample(held, rng.randint(1, min(6, len(held)))))))
    if others:
        out.append(Action("play", (rng.choice(others),)))
    return out


@pytest.mark.parametrize("variant", range(6))
def test_every_refusal_has_its_zh_and_en_sentence(variant):
    rng = random.Random(variant)
    options = {o.key: rng.choice(o.choices) for o in OPTIONS}
    cat = catalogue("doudizhu")
    seen_rules = set()
    for seed in range(4):
        hand = new_hand(seed=100 * variant + seed, options=options)
        while not hand.is_over:
            for action in _illegal(hand, rng):
                reason = hand.check(action)
                refusal = hand.explain(action)
                assert (reason is None) == (refusal is None), (action, reason)
                if reason is None:
                    continue
                assert cat.find(reason, hand, action) is not None, f"no catalogue entry for {reason!r}"
                assert refusal != FALLBACK and refusal.rule == split_rule(reason)[0]
                assert not RULE_ID.search(refusal.zh + refusal.en), refusal
                seen_rules.add(refusal.rule)
            legal = hand.legal_actions()
            hand.apply(rng.choice(list(legal)))
    assert {"DDZ-7.1", "DDZ-8.1"} <= seen_rules


def test_a_wrong_follow_names_both_kinds():
    """DDZ-7.1: 对子压不了单张 — the sentence names the play and the top when they differ."""
    from engine import parse_cards

    hand = new_hand(seed=11, context={"first_bidder": 0})
    hand.apply(Action("bid", value=3))
    hand.state.hands[0] = parse_cards("S3 S9")
    hand.state.hands[1] = parse_cards("S5 H5 SK")
    hand._clear_cache()
    hand.apply(Action("play", tuple(parse_cards("S3"))))
    refusal = hand.explain(Action("play", tuple(parse_cards("S5 H5"))))
    assert refusal.zh == "对子压不了单张" and refusal.en == "A pair cannot beat a single."
