"""Hand-made endgame positions for the AI blunder tests, and the AI's decision at the seat to act.

The positions are the engine tests' own (``tests/engine/<game>/helpers.py``): a real hand brought
to its play phase through the public API, then given small hands."""

from __future__ import annotations

import os

from engine import Action
from tests.engine.banbiantianzha.helpers import position as banbiantianzha
from tests.engine.banzipao.helpers import position as _bzp_position
from tests.engine.datongzi.helpers import staged
from tests.engine.sandayi.helpers import position as _sdy_position

__all__ = ["play", "decide", "decide_seen", "play_out", "played_out_by_value", "reproducible_search",
           "banbiantianzha", "sandayi", "banzipao", "datongzi", "SEARCH_WORLDS"]

#: worlds per decision of the searching levels in these tests (about what ``hard`` samples in these
#: small endgames within its real 200 ms budget); fixed so a test does not depend on the machine
SEARCH_WORLDS = 100


def reproducible_search(monkeypatch) -> None:
    """Make ``hard`` and the light search of ``normal`` sample a fixed number of worlds instead of
    thinking for a time budget (the duel's reproducible mode): a seeded player then decides the same
    on a fast or a busy machine. With ``AI_TEST_BUDGET_MS`` set, the time budget of
    ``tests/ai/conftest.py`` stands instead."""
    if os.environ.get("AI_TEST_BUDGET_MS"):
        return
    from ai import pimc

    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", SEARCH_WORLDS)
    if hasattr(pimc, "LIGHT_BUDGET_MS"):
        monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", 1e9)


def play(hand, text: str = "") -> None:
    """The seat to act plays ``text`` (card tokens), or passes when it is empty."""
    hand.apply(Action.play(text) if text else Action.pass_())


def decide(hand, level: str, seed: int = 1) -> Action:
    """The choice of a fresh ``level`` player of the hand's game at the seat to act, from that seat's
    view and the legal actions; it must be legal."""
    import ai

    seat = hand.to_act
    legal = hand.legal_actions()
    action = ai.make_player(hand.game_id, level, seed=seed).choose(hand.view(seat), legal)
    assert hand.check(action) is None, f"illegal choice {action}: {hand.check(action)}"
    return action


def decide_seen(hand, level: str, seed: int = 1) -> Action:
    """``decide`` by a climbing game's player that has seen every card outside the hands played in
    earlier tricks, as a seat that played the hand up to here has: a fresh player at a hand-made
    position thinks the whole rest of the deck unseen, and its search deals those cards out."""
    from collections import Counter

    import ai
    from engine import parse_cards

    seat = hand.to_act
    view, legal = hand.view(seat), hand.legal_actions()
    player = ai.make_player(hand.game_id, level, seed=seed)
    gone = Counter(player.rules.deck(view))
    for cards in hand.state.hands:
        gone.subtract(cards)
    for p in (view.get("trick") or {}).get("plays", []):
        if not p.get("pass"):
            gone.subtract(parse_cards(" ".join(p["cards"])))
    player.memory.update(view)
    player.memory.plays[("earlier tricks",)] = (seat, list(gone.elements()))
    action = player.choose(view, legal)
    assert hand.check(action) is None, f"illegal choice {action}: {hand.check(action)}"
    return action


def play_out(hand, players, limit: int = 3000) -> None:
    """Play ``hand`` to its end, each seat's ``players[seat]`` choosing from that seat's view and the
    legal actions; every choice must be legal (the AI never makes an illegal move)."""
    steps = 0
    while not hand.is_over:
        seat = hand.to_act
        action = players[seat].choose(hand.view(seat), hand.legal_actions())
        assert hand.check(action) is None, (hand.game_id, seat, action, hand.check(action))
        hand.apply(action)
        steps += 1
        assert steps < limit, "the hand did not end"


# ---- 三打一 ----------------------------------------------------------------------------------------
def sandayi(hands: list[str], landlord: int = 0, to_act: int | None = None, bid: int = 1):
    """A 三打一 hand in the play phase after a real auction: the marker holder ``landlord`` bids
    ``bid`` 档 and the others pass (SDY-3), so the farmers' bomb allowances are those of SDY-5.3;
    the four seats hold ``hands`` and ``to_act`` (default the landlord, SDY-8.1) leads."""
    return _sdy_position(hands, landlord=landlord, to_act=to_act, level=bid, auction=True)


# ---- 板子炮 ----------------------------------------------------------------------------------------
def banzipao(hands: list[str], mode: str = "jiaopai", *, revealed: bool = True, **kw):
    """A 板子炮 hand in the play phase of ``mode`` reached by real bidding (BZP-4; the engine tests'
    ``position``, whose keywords pass through); in 叫牌 the called card counts as played, so the
    partnership is public, if ``revealed`` (BZP-4.4)."""
    hand = _bzp_position(hands, mode, **kw)
    hand.state.revealed = mode == "jiaopai" and revealed
    hand._clear_cache()
    return hand


# ---- 打筒子 ----------------------------------------------------------------------------------------
def datongzi(hands: list[str], leader: int = 0):
    """A 打筒子 hand where the three seats hold only ``hands`` (the other cards were taken in
    earlier tricks) and ``leader`` leads."""
    return staged(*hands, leader=leader)


def played_out_by_value(hand, seat: int, values: list, worlds: int, seed: int, level: str = "normal") -> list:
    """Each choice named by its action value, played out from ``hand`` in the same ``worlds`` re-dealt
    worlds (``ai.counterfactual.option_rows``): one row per world, a column per value, in order."""
    from ai import counterfactual as cf

    legal = hand.legal_actions()
    options = [next(a for a in legal if a.value == v) for v in values]
    rows = cf.option_rows(hand, seat, options, worlds=worlds, level=level, seed=seed)
    assert len(rows) == worlds
    return rows
