"""The roll-outs of ``hard`` (``ai/playout.py``) keep their bookkeeping true: the cards left per seat
that ``World`` keeps step by step always equal a recount of the hands, cards are conserved, and the
cached Top of a planned group is the game's own."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from ai.decompose import decompose
from ai.games import banzipao as bzp
from ai.games import sandayi as sdy
from ai.playout import World, apply_move, policy_move

GAMES = {
    "banzipao": (bzp.RULES, lambda: bzp.sim_rules("jiaopai", None)),
    "sandayi": (sdy.RULES, lambda: sdy._SIM),
}


def _world(game: str, seed: int) -> World:
    rules, _ = GAMES[game]
    hands = engine.new_hand(game, seed=seed).hands
    n = len(hands)
    counts = [list(rules.counts(h)) for h in hands]
    lone = [sum(1 for c in h if rules.value(c) is None) for h in hands]
    sides = [0, 1, 0, 1] if game == "banzipao" else [0, 1, 1, 1]
    return World(counts, lone, sides, random.Random(seed).randrange(n), points=[0] * n)


@settings(max_examples=40, deadline=None)
@given(game=st.sampled_from(sorted(GAMES)), seed=st.integers(0, 10**6))
def test_cards_left_stay_equal_to_a_recount_through_a_rollout(game, seed):
    sim = GAMES[game][1]()
    w = _world(game, seed)
    total = sum(w.counted())
    played = 0
    for _ in range(400):
        if w.over:
            break
        s = w.to_act
        m = policy_move(sim, w, s)
        branch = w.copy()
        apply_move(sim, w, s, m)
        played += 0 if m is None else len(m.values) + m.lone
        assert w.counted() == [sum(h) + lone for h, lone in zip(w.hands, w.lone)]
        assert sum(w.counted()) == total - played
        # a copy keeps its own count: the branch was taken before the move
        assert sum(branch.counted()) == total - played + (0 if m is None else len(m.values) + m.lone)
    assert w.over


def test_direct_edits_of_hands_are_recounted_after_reset():
    w = _world("banzipao", 3)
    before = w.left(1)
    w.hands[1] = [0] * len(w.hands[1])
    w.sizes = None  # as the world hooks do after editing hands (BZP-6.2 sitting out)
    assert before == 13 and w.left(1) == 0


def test_cached_group_top_is_the_games_own():
    sim = bzp.sim_rules("jiaopai", None)
    w = _world("banzipao", 11)
    for counts in w.hands:
        for g in decompose(tuple(counts), bzp.RULES.shapes)[1]:
            assert sim.group_top(g) == bzp.group_top(g) == sim.group_top(g)
