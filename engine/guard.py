"""One early check of an action's cards, shared by every game's ``Hand.check``.

A card is a plain value, so nothing stops a caller from building an odd one (a subclass, a suit
that is not a ``Suit``, a rank from nowhere) or naming a card the seat does not hold. Each game's
rules would then meet it at a different depth: 找朋友 accepted a joker it did not hold and failed
half-way through ``apply``; 打筒子 answered differently from one call to the next. Refusing such
actions here, before any game code runs, makes the answer the same every time for every game, and
``apply`` (which calls ``check`` first) never starts on them.
"""

from __future__ import annotations

from typing import Any

from .actions import Action
from .cards import Card, make_deck
from .registry import GAMES

__all__ = ["forged_reason", "unheld_reason", "HELD_KINDS"]

#: every card face there is (several packs repeat these faces; equal cards are equal values)
_GENUINE = frozenset(make_deck(1))
_CARD_TYPE = frozenset([Card])  # exact Cards only: a subclass could fake a genuine card's hash and equality
#: the action kinds whose cards leave the acting seat's hand (a called card, in 找朋友 and 板子炮,
#: names a face somebody else holds)
HELD_KINDS = frozenset({"play", "bury", "bid"})


def _rule(hand: Any) -> str:
    """The rule the game cites for "only cards from your own hand" (``GameInfo.held_rule``, by
    phase where it differs), as a reason's prefix."""
    info = GAMES.get(hand.GAME_ID)
    rule = info.held_rule if info is not None else ""
    if isinstance(rule, dict):
        rule = rule.get(hand.phase, "")
    return f"{rule}: " if rule else ""


def forged_reason(hand: Any, action: Action) -> str | None:
    """Why ``action``'s cards are malformed before any rule is asked (None when they are real
    cards); kinds and values are the games' to judge, with their rule numbers."""
    cards = action.cards
    if type(cards) is not tuple:
        return "an action's cards must be a tuple of cards"
    if not cards:
        return None
    # exact Cards first: then hashing is the card's own and the set look-up cannot raise
    if not (_CARD_TYPE.issuperset(map(type, cards)) and _GENUINE.issuperset(cards)):
        return _rule(hand) + "you can only play real cards from your own hand"
    return None


def unheld_reason(hand: Any, action: Action) -> str | None:
    """The backstop after a game's own ``_check`` accepted ``action`` (the game's reason, citing
    its rule, comes first): cards played, buried or shown must all be in the acting seat's hand."""
    if not action.cards or action.kind not in HELD_KINDS:
        return None
    seat = hand.to_act
    if seat is None or not _holds(hand.hands[seat], action.cards):
        return _rule(hand) + "you can only use cards from your own hand"
    return None


def _holds(held: list[Card], cards: tuple[Card, ...]) -> bool:
    """Whether ``held`` holds ``cards`` as a multiset. Runs on every accepted action of every
    game: ``list.count`` in C where two Counters and their difference cost several times more."""
    if len(cards) == 1:
        return cards[0] in held
    distinct = set(cards)
    if len(distinct) == len(cards):  # no card twice (one pack, or so chosen): one set test in C
        return distinct.issubset(held)
    return all(held.count(c) >= cards.count(c) for c in distinct)
