"""Building 半边天炸 positions for tests: fixed deals and hand-made endgames."""

from __future__ import annotations

from engine import Action, format_cards, make_deck, new_hand, parse_cards
from engine.games.banbiantianzha.hand import BBTHand
from engine.shedding.trick import Trick

DECK = make_deck(1, without="LJ C2 D2")


def deal(*partial: str) -> dict:
    """A full deal where seat i holds at least ``partial[i]``; the rest is filled in deck order."""
    hands = [parse_cards(p) for p in partial] + [[] for _ in range(3 - len(partial))]
    rest = list(DECK)
    for h in hands:
        for c in h:
            rest.remove(c)
    for h in hands:
        while len(h) < 17:
            h.append(rest.pop(0))
    return {"hands": [format_cards(h) for h in hands]}


def choose(hand, *values: str) -> None:
    for v in values:
        hand.apply(Action("choose", value=v))


def position(hands: list[str], zhuang: int = 0, to_act: int = 0, options: dict | None = None,
             out: list[int] | None = None, points: list[int] | None = None) -> BBTHand:
    """A hand in the play phase with the given (small) hands; the 庄 is ``zhuang``; ``to_act``
    leads; ``points`` already taken by each seat."""
    opts = {"hammer": False, **(options or {})}
    hand = new_hand("banbiantianzha", seed=1, options=opts, deal=deal("BJ"))
    choose(hand, "kaiqiang")
    while hand.phase != "play":
        hand.apply(hand.legal_actions()[-1])
    s = hand.state
    s.hands = [parse_cards(h) for h in hands]
    s.banker = s.zhuang = zhuang
    s.trick = Trick(to_act)
    s.to_act = to_act
    s.top = None
    s.out = list(out or [])
    s.won = [[], [], []]
    s.points = list(points or [0, 0, 0])
    s.dou, s.helped, s.counter_dou = [None, None, None], [], None
    hand._clear_cache()
    return hand


def play(hand, text: str = "") -> list:
    return hand.apply(Action.play(text) if text else Action.pass_())
