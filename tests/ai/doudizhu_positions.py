"""斗地主 positions for the AI tests, through the engine package (``engine.games.doudizhu``): a
real hand brought to its play phase by a real auction, then given small hands."""

from __future__ import annotations

from ai.games import doudizhu
from engine import Action, parse_cards
from engine.games.doudizhu import new_hand

__all__ = ["position", "play", "decide", "play_out"]


def position(hands: list[str], landlord: int = 0, **options):
    """Seat ``landlord`` bids 3 first (DDZ-3.2) and hides his hand; the seats then hold ``hands``
    (the other cards count as played, the view's ``played``) and the landlord leads (DDZ-5.3)."""
    hand = new_hand(seed=7, options=options or None, context={"first_bidder": landlord})
    hand.apply(Action("bid", value=3))
    if hand.phase == "show":
        hand.apply(Action("choose", value="hide"))
    for seat, text in enumerate(hands):
        hand.state.hands[seat] = parse_cards(text)
    hand._clear_cache()
    return hand


def play(hand, text: str = "") -> None:
    """The seat to act plays ``text`` (card tokens), or passes when it is empty."""
    hand.apply(Action.play(text) if text else Action.pass_())


def decide(hand, level: str, seed: int = 1, character: str | None = None) -> Action:
    """A fresh ``level`` player's choice at the seat to act; it must be legal."""
    from ai.characters import style_of

    player = doudizhu.make(level, seed, style=style_of(character))
    action = player.choose(hand.view(hand.to_act), hand.legal_actions())
    assert hand.check(action) is None, f"illegal choice {action}: {hand.check(action)}"
    return action


def play_out(hand, players, limit: int = 500) -> None:
    """Play ``hand`` to its end; every choice must be legal."""
    steps = 0
    while not hand.is_over:
        seat = hand.to_act
        action = players[seat].choose(hand.view(seat), hand.legal_actions())
        assert hand.check(action) is None, (seat, action, hand.check(action))
        hand.apply(action)
        steps += 1
        assert steps < limit, "the hand did not end"
