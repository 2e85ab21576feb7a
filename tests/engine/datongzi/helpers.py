"""Building 打筒子 positions for tests: fixed deals built around the cards a test needs, and staged
endgames."""

from __future__ import annotations

from collections import Counter

from engine import new_hand
from engine.cards import format_cards, parse_cards
from engine.games.datongzi.hand import deck
from engine.shedding.trick import Trick

#: nine point-free cards for the 底牌 unless a test says otherwise
DEFAULT_BOTTOM = "S6 H6 C6 D6 S7 H7 C7 D7 S8"


def build_deal(required: list[str], bottom: str = DEFAULT_BOTTOM) -> dict:
    """A valid deal in which seat i holds ``required[i]``; the other cards are spread so that each
    seat holds as few copies of one card as possible (so no seat gets an unasked 筒子 or 地炸)."""
    need = [Counter(parse_cards(r)) for r in required]
    pool = Counter(deck())
    for n in [*need, Counter(parse_cards(bottom))]:
        if n - pool:
            raise ValueError(f"not enough cards for {n - pool}")
        pool -= n
    hands = [list(n.elements()) for n in need]
    for card in sorted(pool, key=lambda c: (c.rank, str(c))):
        for _ in range(pool[card]):
            seats = [s for s in range(3) if len(hands[s]) < 41]
            s = min(seats, key=lambda s: (hands[s].count(card), len(hands[s]), s))
            hands[s].append(card)
    assert [len(h) for h in hands] == [41, 41, 41]
    return {"hands": [format_cards(h) for h in hands], "bottom": bottom}


def staged(h0: str, h1: str, h2: str, leader: int = 0, **opts) -> object:
    """A hand in progress where the seats hold only the given cards (the others are set aside as
    taken earlier, worth no points here): for end-of-hand situations."""
    hand = new_hand("datongzi", seed=1, context={"leader": leader}, options=opts or None)
    s = hand.state
    held = [parse_cards(h) for h in (h0, h1, h2)]
    rest = Counter(deck()) - Counter(s.bottom)
    for h in held:
        rest -= Counter(h)
    s.hands = held
    s.won = [list(rest.elements()), [], []]
    s.trick = Trick(leader)
    s.to_act = leader
    return hand
