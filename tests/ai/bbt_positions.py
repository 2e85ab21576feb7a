"""半边天炸 positions for the AI tests: a real engine hand put into a hand-made endgame."""

from __future__ import annotations

from engine import format_cards, make_deck, new_hand, parse_cards
from engine.shedding.trick import Trick

from .positions import decide, play

__all__ = ["DECK", "position", "play", "decide"]

DECK = make_deck(1, without="LJ C2 D2")


def _deal_with_bj() -> dict:
    hands = [list(DECK[i::3]) for i in range(3)]
    return {"hands": [format_cards(h) for h in hands]}


def position(hands: list[str], zhuang: int = 0, to_act: int = 0, points: list[int] | None = None):
    """A hand in the play phase with the given (small) hands; the 庄 is ``zhuang``; ``to_act`` leads."""
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=_deal_with_bj())
    while hand.phase != "play":
        legal = hand.legal_actions()
        hand.apply(next((a for a in legal if a.value in ("kaiqiang", "budou", "bufandou")), legal[0]))
    s = hand.state
    s.hands = [parse_cards(h) for h in hands]
    s.banker = s.zhuang = zhuang
    s.trick = Trick(to_act)
    s.to_act = to_act
    s.top = None
    s.out = []
    s.won = [[], [], []]
    s.points = list(points or [0, 0, 0])
    hand._legal = None
    return hand
