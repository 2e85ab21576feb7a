"""The roll-outs of ``ai.playout`` keep each seat's count of cards left (``World.cards_left``) in
step with its rank counts, through every play, pass, trick and copy, for every climbing game whose
search uses them (半边天炸 with its lone 天炸 cards, 板子炮 in each mode, 三打一)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ai.games import banbiantianzha as bbt
from ai.games import banzipao as bzp
from ai.games import sandayi as sdy
from ai.playout import World, apply_move, deal_world, policy_move


def _true_left(w: World, seat: int) -> int:
    return sum(w.hands[seat]) + w.lone[seat]


def _games():
    view = {"zhuang": 0, "banker": 0,
            "choices": {"helped": [], "hammer": [False] * 3, "shoot": None, "counter_shot": None,
                        "dou": [None] * 3, "counter_dou": None}}
    return [
        (bbt.RULES, bbt._sim(view, None), 3, 17),
        (bzp.RULES, bzp.sim_rules("jiaopai", None), 4, 13),
        (bzp.RULES, bzp.sim_rules("baopai", 0), 4, 13),
        (sdy.RULES, sdy._SIM, 4, 25),
    ]


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 3))
def test_cards_left_follows_every_play_and_copy(seed, game):
    rules, sim, n, per_seat = _games()[game]
    rng = random.Random(seed)
    w = deal_world(rules, n, per_seat, rng)
    assert [w.left(s) for s in range(n)] == [_true_left(w, s) for s in range(n)]
    steps = 0
    while not w.over and steps < 400:
        seat = w.to_act
        apply_move(sim, w, seat, policy_move(sim, w, seat))
        assert [w.left(s) for s in range(n)] == [_true_left(w, s) for s in range(n)]
        if steps % 7 == 0:  # a copy counts on its own: playing in it leaves the original alone
            c = w.copy()
            if not c.over:
                apply_move(sim, c, c.to_act, policy_move(sim, c, c.to_act))
                assert [w.left(s) for s in range(n)] == [_true_left(w, s) for s in range(n)]
                assert [c.left(s) for s in range(n)] == [_true_left(c, s) for s in range(n)]
        steps += 1
    assert w.over


def test_recount_after_cards_are_moved_by_hand():
    """A world hook that edits ``hands`` (板子炮's seats that sit out) recounts."""
    rules, sim, n, per_seat = _games()[1]
    w = deal_world(rules, n, per_seat, random.Random(3))
    w.hands[2] = [0] * len(w.hands[2])
    assert w.left(2) == per_seat
    w.recount()
    assert w.left(2) == 0
