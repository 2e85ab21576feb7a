"""Issue 23: the AI decides the same on 半边天炸's lazy legal list (``MaskPlays``) as on the plain list.
``candidates`` reads one play per class of rank values from it (``first_of_each``) instead of every
play; it keeps only the first play of each class anyway, so every level must choose the same."""

from __future__ import annotations

import pickle
from unittest import mock

import pytest

from ai import make_player
from ai.climbing import parse_table
from ai.games.banbiantianzha import RULES
from ai.hint import explain
from ai.policy import candidates
from ai.remote import _sendable
from benchmarks.adversarial import RIGGED, rigged_deal
from engine import new_hand, parse_cards
from engine.games.banbiantianzha import plays
from engine.games.banbiantianzha.playmasks import MaskPlays
from engine.shedding.trick import Trick

HANDS = [r.cards for r in RIGGED if r.game == "banbiantianzha"]
LONG = "S9 H9 C9 D9 ST HT CT DT SJ HJ CJ DJ SQ HQ CQ DQ SK"


def lead_position(cards: str):
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False})
    s = hand.state
    s.hands[0], s.phase, s.trick, s.to_act, s.top = parse_cards(cards), "play", Trick(0), 0, None
    return hand


def as_list(legal):
    return list(legal)


@pytest.mark.parametrize("cards", HANDS)
def test_bbt_candidates_from_the_lazy_list_are_those_from_the_list(cards):
    """Every candidate (its play, cost and controls spent), with easy's limit and without."""
    hand = lead_position(cards)
    with mock.patch.object(plays, "LAZY_FROM", 0):
        hand._legal = None
        legal = hand.legal_actions()
    assert isinstance(legal, MaskPlays)
    t = parse_table(hand.view(0), RULES)
    for limit in (None, RULES.easy_limit, 3):
        got = [(c.action, c.cost, c.spend, c.left) for c in candidates(t, legal, RULES, limit)]
        want = [(c.action, c.cost, c.spend, c.left) for c in candidates(t, as_list(legal), RULES, limit)]
        assert got == want


@pytest.mark.parametrize("level", ["greedy", "easy", "normal"])
def test_bbt_the_long_lead_is_decided_the_same(level):
    """Four ranks of fours (24 229 plays): the same play from the lazy list as from the list."""
    hand = lead_position(LONG)
    legal = hand.legal_actions()
    assert isinstance(legal, MaskPlays)
    view = hand.view(0)
    assert make_player("banbiantianzha", level, 5).choose(view, legal) == \
        make_player("banbiantianzha", level, 5).choose(view, as_list(legal))


def play_out(deal, seed: int, levels: tuple[str, ...], lazy_from: int) -> list[tuple]:
    """Every action of a hand played by AI seats, with the hint's reason for it, each list lazy
    above ``lazy_from`` plays."""
    with mock.patch.object(plays, "LAZY_FROM", lazy_from):
        hand = new_hand("banbiantianzha", seed=seed, deal=deal)
        players = [make_player("banbiantianzha", lv, seed + s) for s, lv in enumerate(levels)]
        actions = []
        while not hand.is_over:
            legal = hand.legal_actions()
            player, view = players[hand.to_act], hand.view(hand.to_act)
            action = player.choose(view, legal)
            assert action in legal and hand.check(action) is None
            actions.append((action, explain(player, view, action, legal)))
            hand.apply(action)
    return actions


RIGS = [r for r in RIGGED if r.game == "banbiantianzha"]


@pytest.mark.parametrize("i", range(len(RIGS)), ids=[r.name for r in RIGS])
def test_bbt_whole_hands_are_played_the_same_with_every_list_lazy(i):
    """The adversarial deals and random ones, easy, normal and greedy seats: every list lazy
    (LAZY_FROM 0) or none (a bound above any list) gives the same game, action by action, and the
    hint's reason (``ai.hint.explain``) for every decision."""
    played = 0
    for seed, deal in ((3, rigged_deal(RIGS[i], 3)), (5 + i, None), (10 + i, None)):
        levels = ("easy", "normal", "greedy") if seed % 2 else ("normal", "greedy", "easy")
        actions = play_out(deal, seed, levels, 0)
        assert actions == play_out(deal, seed, levels, 10**9)
        played += sum(a.kind == "play" for a, _ in actions)
        assert any(reason is not None for _, reason in actions)
    assert played > 20


def test_bbt_a_remote_player_gets_the_masks_not_the_actions():
    """``ai.remote`` sends the lazy list as it is (small when pickled); the worker's answer is an
    index into it, found by its mask."""
    hand = lead_position(LONG)
    legal = hand.legal_actions()
    sent = _sendable("banbiantianzha", hand.view(0), legal)
    assert sent is legal
    data = pickle.dumps(sent)
    assert len(data) < 200_000
    back = pickle.loads(data)
    assert back == legal and back.index(legal[12345]) == 12345
