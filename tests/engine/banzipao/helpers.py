"""Building 板子炮 positions for tests: fixed deals and hand-made endgames."""

from __future__ import annotations

import random

from engine import Action, format_cards, make_deck, new_hand, parse_cards
from engine.games.banzipao.combos import is_tianpai
from engine.games.banzipao.hand import BZPHand, _sort
from engine.shedding.trick import Trick

DECK = make_deck(1, without="LJ BJ")
C = parse_cards


def deal(*partial: str, seed: int = 0) -> dict:
    """A full deal where seat i holds at least ``partial[i]``; the rest is shuffled (``seed``) and
    dealt round-robin, avoiding 天牌 among the filled-in hands."""
    for attempt in range(100):
        hands = [C(p) for p in partial] + [[] for _ in range(4 - len(partial))]
        rest = list(DECK)
        for h in hands:
            for c in h:
                rest.remove(c)
        random.Random(seed * 1000 + attempt).shuffle(rest)
        i = 0
        while rest:
            if len(hands[i % 4]) < 13:
                hands[i % 4].append(rest.pop())
            i += 1
        if all(is_tianpai(h) is None or len(partial) > s and len(C(partial[s])) == 13
               for s, h in enumerate(hands)):
            return {"hands": [format_cards(h) for h in hands]}
    raise AssertionError("no deal without 天牌 found")


def choose(hand, *values: str) -> list:
    events = []
    for v in values:
        events += hand.apply(Action("choose", value=v))
    return events


def call(hand, card: str) -> list:
    return hand.apply(Action("call", cards=tuple(C(card))))


def play(hand, text: str = "") -> list:
    return hand.apply(Action.play(text) if text else Action.pass_())


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def start(mode: str = "jiaopai", *, banker: int = 0, bidder: int | None = None, partner: int = 2,
          called: str = "HA", options: dict | None = None, seed: int = 0) -> BZPHand:
    """A real hand (天牌 off unless ``options`` say otherwise) brought to the play phase in
    ``mode``: the 庄 ``banker`` holds S7; 叫牌: the 庄 calls ``called``, dealt to ``partner``;
    包牌/反包: ``bidder`` says 包牌 (the seats before him from the 庄 say 不包)."""
    partial = ["", "", "", ""]
    partial[banker] = "S7"
    if mode == "jiaopai":
        partial[partner] = called
    opts = {"heaven_hands": False, **(options or {})}
    hand = new_hand("banzipao", seed=seed, options=opts, deal=deal(*partial, seed=seed))
    assert hand.state.banker == banker
    if mode == "jiaopai":
        choose(hand, "bubao", "bubao", "bubao", "bubao")
        call(hand, called)
    else:
        assert bidder is not None
        seat = banker
        while seat != bidder:
            choose(hand, "bubao")
            seat = (seat + 1) % 4
        choose(hand, "baopai", "fanbao" if mode == "fanbao" else "bufan")
    assert hand.phase == "play" and hand.state.mode == mode
    return hand


def position(hands: list[str], mode: str = "jiaopai", *, leader: int | None = None,
             out: list[int] | None = None, **kw) -> BZPHand:
    """``start(mode, **kw)`` with the seats' cards replaced by ``hands`` (small endgames); nobody
    has taken anything yet and ``leader`` (default: the first leader of the mode) leads."""
    hand = start(mode, **kw)
    s = hand.state
    s.hands = [_sort(C(h)) for h in hands]  # hands are kept in rank order
    s.won = [[], [], [], []]
    lead = s.to_act if leader is None else leader
    s.trick = Trick(lead)
    s.to_act = lead
    s.top_kind, s.top_key = None, []
    s.out = list(out or [])
    hand._clear_cache()
    return hand
