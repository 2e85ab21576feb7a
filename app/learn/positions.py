"""Building a 残局 position as a real state of its game.

A climbing game's endgame is made the way a hand gets there: the cards are dealt (each seat's
puzzle cards in its hand, the rest of the deck filled in), the choices before play are taken through
``apply`` (``pre``), and at the first lead the cards already played leave the hands for the taken
piles (``stash``, the game's own place for them). The result goes through ``Hand.from_dict``, which
checks it as any save (cards conserved, phase and turn right).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

import engine
from engine import Hand
from engine.cards import Card, parse_cards

__all__ = ["deal_with", "take_choices", "climbing_endgame", "climbing_key", "first_out", "side_wins",
           "without"]

Stash = Callable[[Any, int, list[Card]], None]


def without(cards: Sequence[Card], gone: Sequence[Card]) -> list[Card]:
    """``cards`` less one copy of each of ``gone``, the order kept."""
    left = Counter(gone)
    out = []
    for c in cards:
        if left[c]:
            left[c] -= 1
        else:
            out.append(c)
    if +left:
        raise ValueError(f"not held: {sorted(map(str, left.elements()))}")
    return out


def deal_with(game: str, hands: Sequence[str], *, seed: int = 1, players: int | None = None,
              options: dict[str, Any] | None = None) -> dict[str, Any]:
    """A deal of the game's whole deck in which seat ``i`` is dealt the cards ``hands[i]``, the rest
    of each hand and the bottom filled from the remaining cards in a fixed shuffle."""
    template = engine.new_hand(game, seed=0, players=players, options=options).dealt_cards()
    sizes = [len(parse_cards(h)) for h in template["hands"]]
    bottom_size = len(parse_cards(template.get("bottom", "")))
    deck = [c for h in template["hands"] for c in parse_cards(h)] + parse_cards(template.get("bottom", ""))
    fixed = [parse_cards(h) for h in hands]
    rest = without(deck, [c for h in fixed for c in h])
    random.Random(seed).shuffle(rest)
    out: list[str] = []
    for want, size in zip(fixed, sizes):
        more = size - len(want)
        if more < 0:
            raise ValueError(f"a hand of {len(want)} cards where the deal gives {size}")
        out.append(" ".join(map(str, want + rest[:more])))
        rest = rest[more:]
    deal: dict[str, Any] = {"hands": out}
    if bottom_size:
        deal["bottom"] = " ".join(map(str, rest))
    return deal


def take_choices(hand: Hand, pre: Sequence[str]) -> None:
    """Apply the choices before play, each written as ``str(action)`` (e.g. ``"choose buchui"``)."""
    for want in pre:
        legal = hand.legal_actions()
        found = [a for a in legal[:200] if str(a) == want]
        if not found:
            raise ValueError(f"{want!r} is not legal in phase {hand.phase}")
        hand.apply(found[0])


def climbing_endgame(game: str, hands: Sequence[str | None], leader: int, stash: Stash, *,
                     pre: Sequence[str] = (), dealt: Sequence[str] | None = None, seed: int = 1,
                     options: dict[str, Any] | None = None,
                     edit: Callable[[Any], None] | None = None) -> Hand:
    """A climbing game's play phase with ``hands`` left and ``leader`` to lead a new trick (a seat
    whose entry is None keeps its hand as dealt: it sits out of play).

    ``dealt``: cards each seat must also have been dealt besides those it still holds (the 大王
    that makes the 庄); the cards each seat no longer holds go to ``stash(state, seat, cards)``;
    ``edit`` sets what else the position needs (bombs already used)."""
    dealt = dealt or [""] * len(hands)
    deal = deal_with(game, [f"{h or ''} {d}" for h, d in zip(hands, dealt)], seed=seed, options=options)
    hand = engine.new_hand(game, seed=seed, options=options, deal=deal)
    take_choices(hand, pre)
    if hand.phase != "play":
        raise ValueError(f"the choices end in phase {hand.phase}, not play")
    s = hand.state
    for seat, text in enumerate(hands):
        if text is None:
            continue  # a seat out of play keeps its hand as dealt
        keep = parse_cards(text)
        gone = without(s.hands[seat], keep)
        s.hands[seat] = without(s.hands[seat], gone)
        stash(s, seat, gone)
    s.to_act = leader
    s.trick = type(s.trick)(leader)  # a new trick, led by the leader
    if edit is not None:
        edit(s)
    hand._origin, hand._actions = None, []  # a crafted position has no deal to replay
    hand._clear_cache()
    return Hand.from_dict(hand.to_dict())


def first_out(side: frozenset[int] | set[int]) -> Callable[[Hand], bool | None]:
    """Goal: the first seat to go out is one of ``side`` (None until someone is out)."""
    def goal(hand: Hand) -> bool | None:
        out = hand.state.out
        return (out[0] in side) if out else None
    return goal


def side_wins(side: frozenset[int] | set[int]) -> Callable[[Hand], bool | None]:
    """Goal: the hand's result names one of ``side`` among its winners (None until it is over)."""
    def goal(hand: Hand) -> bool | None:
        result = hand.result()
        return None if result is None else any(s in side for s in result.winners)
    return goal


def climbing_key(hand: Hand) -> tuple[object, ...]:
    """What decides the rest of a climbing endgame: the hands, whose turn, the play to beat and who
    made it, who has passed since, who is out, the points taken and the point cards on the table
    (5, 10 and K: the trick points of 半边天炸 and 打筒子), the bombs used (三打一's allowances).
    How the trick got there does not matter, so positions reached in different orders are one; a
    goal that reads anything else of a trick (打筒子's 筒子 bonus) needs the whole state instead."""
    s = hand.state
    trick = s.trick
    top = tuple(trick.top_cards) if trick is not None else ()
    table = tuple(c for c in trick.cards if c.rank in (5, 10, 13)) if trick is not None else ()
    return (s.to_act, tuple(tuple(h) for h in s.hands), top,
            trick.top_seat if trick is not None else None,
            tuple(trick.passed) if trick is not None else (), tuple(s.out),
            tuple(getattr(s, "points", ())), table, tuple(getattr(s, "bombs_used", ())))
