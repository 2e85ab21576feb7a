"""Illegal actions of every kind for any position of any game, for the refusal tests.

The generator knows nothing of a game's rules beyond its vocabulary: it takes the legal actions
and bends them (other kinds, other values, other cards), adds random card subsets of the hand,
cards the seat does not hold and each game's own kinds with wrong values. ``check`` sorts out
which of them are illegal.
"""

from __future__ import annotations

import random

from engine import Action, Card, Hand, format_cards, make_deck

#: every action kind the six games know, and some they do not
KINDS = ("play", "pass", "choose", "bid", "call", "bury", "block", "stake", "check", "raise", "allin",
         "fold", "split", "bogus")
#: every "choose" value of the six games, plus wrong ones
CHOICES = ("chui", "buchui", "kaiqiang", "touxiang", "fanqiang", "bufan", "dou", "budou", "fandou",
           "bufandou", "baopai", "bubao", "fanbao", "da", "buda", "tanda", "butanda", "baodao:7",
           "baodao:jokers", "baodao:A", "nonsense")
VALUES = (None, -1, 0, 1, 2, 3, 4, 5, 7, 19, 20, 21, 50, 199, 200, 201, 999, 10**6, True, "x", "", "1",
          "2x1", "1x1", "2x2", "3x2", "2x3", "1x2", "9x9", "SA HA", "S3 S3", "S3", "BJ LJ", "DQ HQ C4")
FULL = make_deck(1)


def _subset(rng: random.Random, cards: list[Card], most: int = 8) -> tuple[Card, ...]:
    if not cards:
        return ()
    k = rng.randint(1, min(most, len(cards)))
    return tuple(rng.sample(cards, k))


def illegal_candidates(hand: Hand, rng: random.Random, n: int = 40) -> list:
    """About ``n`` actions, most of them illegal, for the seat to act in ``hand``."""
    seat = hand.to_act
    held = list(hand.hands[seat]) if seat is not None else []
    legal = hand.legal_actions()
    sample = [legal[rng.randrange(len(legal))] for _ in range(min(8, len(legal)))] if len(legal) else []
    # malformed on purpose: not an action, cards that are not cards, values of no allowed type
    out = [Action("pass"), Action("play"), Action("play", ("S3",)), Action(rng.choice(KINDS)),  # type: ignore[arg-type]
           "pass", Action("play", ([1],)), Action(rng.choice(KINDS), value=[1])]  # type: ignore[arg-type]
    not_held = [c for c in FULL if c not in held]
    for _ in range(n // 4):
        out.append(Action("play", _subset(rng, held)))
        out.append(Action(rng.choice(KINDS), _subset(rng, held, 7), rng.choice(VALUES)))
        out.append(Action("play", _subset(rng, held, 3) + _subset(rng, not_held, 2)))
        if held:
            c = rng.choice(held)
            out.append(Action(rng.choice(("bid", "play", "call")), (c,) * rng.randint(1, 4)))
    for a in sample:
        out.append(Action(rng.choice(KINDS), a.cards, a.value))
        out.append(Action(a.kind, a.cards, rng.choice(VALUES)))
        out.append(Action(a.kind, _subset(rng, held), a.value))
        out.append(Action(a.kind, a.cards + _subset(rng, held, 2), a.value))
        out.append(Action(a.kind, a.cards[1:], a.value))
        if a.cards and not_held:
            out.append(Action(a.kind, a.cards[1:] + (rng.choice(not_held),), a.value))
        out.append(Action(a.kind, (), a.value))
        out.append(Action(a.kind, _subset(rng, not_held, 2), a.value))
        out.append(Action("choose", value=rng.choice(CHOICES)))
        if isinstance(a.value, int) and not isinstance(a.value, bool):
            out.append(Action(a.kind, a.cards, a.value + rng.choice((-50, -3, -1, 1, 2, 1000))))
        if a.kind == "split" or (a.value is not None and isinstance(a.value, str) and " " in a.value):
            out.append(Action(a.kind, (), format_cards(_subset(rng, held, 3))))
            out.append(Action(a.kind, (), format_cards(_subset(rng, not_held, 2))))
            if held:
                out.append(Action(a.kind, (), format_cards([held[0], held[0]])))
    return out


def pick_legal(hand: Hand, rng: random.Random) -> Action:
    """A legal action: the first or the last listed now and then (the cheapest play, the decline),
    so that the walks also reach the phases behind everyone declining."""
    legal = hand.legal_actions()
    r = rng.random()
    return legal[0] if r < 0.2 else legal[len(legal) - 1] if r < 0.45 else legal[rng.randrange(len(legal))]
