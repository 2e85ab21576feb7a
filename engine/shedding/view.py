"""What a climbing game's ``view`` shows of a trick (the ``trick`` / ``last_trick`` keys described in
``docs/rules/banbiantianzha.md``), built the same way for every game."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any, overload

from ..cards import Card, card_tokens
from .trick import Trick

__all__ = ["played_view", "trick_view"]


@overload
def trick_view(trick: Trick, kind: str | None = None) -> dict[str, Any]: ...


@overload
def trick_view(trick: None, kind: str | None = None) -> None: ...


@overload
def trick_view(trick: Trick | None, kind: str | None = None) -> dict[str, Any] | None: ...


def trick_view(trick: Trick | None, kind: str | None = None) -> dict[str, Any] | None:
    """``{"leader", "plays", "top"}`` of ``trick`` (None for None): each play as ``{"seat", "cards"}``
    or ``{"seat", "pass": True}``; ``top`` the play to beat with its combination ``kind``, or None."""
    if trick is None:
        return None
    plays = [{"seat": p.seat, "cards": card_tokens(p.cards)} if p.cards
             else {"seat": p.seat, "pass": True} for p in trick.plays]
    top = None
    if trick.top_seat is not None:
        top = {"seat": trick.top_seat, "cards": card_tokens(trick.top_cards), "kind": kind}
    return {"leader": trick.leader, "plays": plays, "top": top}


#: a deck (its cards in order) -> each face it holds with its token and copies, in token order
_DECK_FACES: dict[tuple[Card, ...], list[tuple[Card, str, int]]] = {}


def played_view(deck: Iterable[Card], held: Iterable[Card]) -> list[str]:
    """The ``played`` key: every card played so far this hand, sorted tokens — the ``deck`` less what
    is still ``held`` (in the hands, in a bottom nobody took). Public: each was seen as it was played,
    and the app's 记牌器 counts them without reaching into the hand."""
    key = tuple(deck)
    faces = _DECK_FACES.get(key)
    if faces is None:  # a game has a deck or two: sorted once, not in every view of every seat
        faces = _DECK_FACES[key] = sorted(((c, str(c), k) for c, k in Counter(key).items()),
                                          key=lambda face: face[1])
    have = Counter(held)
    out: list[str] = []
    for card, token, copies in faces:
        left = copies - have.get(card, 0)
        if left > 0:
            out += [token] * left
    return out
