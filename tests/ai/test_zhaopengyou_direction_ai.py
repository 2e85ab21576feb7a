"""找朋友 AI under the ZPY-2.2 house rule ``clockwise_tricks`` (「5.1 出牌顺序 - 方向：顺时针」 for the
tricks, 逆时针 for everything else): the AI reads the trick in the room's order, knows who plays
after it, and plays whole hands without an illegal move."""

from __future__ import annotations

import pytest

from engine import Action
from tests.ai.test_zhaopengyou_ai import _deal, _knowledge, _player, _to_play, play_hand

CW = {"clockwise_tricks": True}


def _declarer_leads_ck(deal: dict) -> object:
    """Seat 0 (declarer) leads CK; clockwise, seats 4, 3 and 2 follow low: seat 1 plays last."""
    hand = _to_play(deal, **CW)
    hand.apply(Action.play("CK"))
    for seat in (4, 3, 2):
        assert hand.to_act == seat
        low = min((a for a in hand.legal_actions()), key=lambda a: a.cards[0].rank)
        hand.apply(low)
    assert hand.to_act == 1 and hand.view(1)["winning"] == 0
    return hand


def test_zpy_2_2_knowledge_walks_the_trick_clockwise():
    """ZPY-2.2 house rule: the AI's trick record lists the plays in the order they were made and
    the seats still to play after it go clockwise."""
    hand = _to_play(_deal({0: "CK S2 S2 S2", 4: "C4 C4"}), **CW)
    kn = _knowledge(hand, 0)
    assert kn.after_me() == [4, 3, 2, 1]
    hand.apply(Action.play("CK"))
    hand.apply(min(hand.legal_actions(), key=lambda a: a.cards[0].rank))
    kn = _knowledge(hand, 3)
    assert [s for s, _cs in kn.trick_plays] == [0, 4]
    assert kn.after_me() == [2, 1] and kn.winning == 0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_zpy_2_2_wins_an_opponents_trick_when_last_clockwise(level: str) -> None:
    """Clockwise tricks: seat 1 (a defender) plays last to the declarer's winning CK and takes it
    with CA (the mirror of tests/ai/test_zhaopengyou_ai.py's seat-4 position)."""
    deal = _deal({0: "CK S2 S2 S2", 4: "C4 C4", 3: "C3 C3", 2: "C6 C6", 1: "CA C5 C7"})
    hand = _declarer_leads_ck(deal)
    action = _player(level, 1).choose(hand.view(1), hand.legal_actions())
    assert str(action.cards[0]) == "CA"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_zpy_2_2_never_overtakes_a_partner_last_clockwise(level: str) -> None:
    """Clockwise tricks: seat 1 holds every called HA (the declarer's partner) and plays last to the
    declarer's winning CK: it must not beat it with its CA."""
    deal = _deal({0: "CK S2 S2 S2", 4: "C4 C4", 3: "C3 C3", 2: "C6 C6", 1: "HA HA HA CA C5 C7"})
    hand = _declarer_leads_ck(deal)
    action = _player(level, 1).choose(hand.view(1), hand.legal_actions())
    assert str(action.cards[0]) != "CA"


def test_zpy_2_2_ai_duel_clockwise_has_no_illegal_move():
    """A short duel of every thinking level over whole hands under the house rule: every action is
    accepted by the engine (play_hand asserts it) and every throw is safe."""
    for seed in range(3):
        deltas = play_hand(300 + seed, ["easy", "normal", "hard", "normal", "greedy"], None, **CW)
        assert len(deltas) == 5
