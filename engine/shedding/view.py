"""What a climbing game's ``view`` shows of a trick (the ``trick`` / ``last_trick`` keys described in
``docs/rules/banbiantianzha.md``), built the same way for every game."""

from __future__ import annotations

from typing import Any

from .trick import Trick

__all__ = ["trick_view"]


def trick_view(trick: Trick | None, kind: str | None = None) -> dict[str, Any] | None:
    """``{"leader", "plays", "top"}`` of ``trick`` (None for None): each play as ``{"seat", "cards"}``
    or ``{"seat", "pass": True}``; ``top`` the play to beat with its combination ``kind``, or None."""
    if trick is None:
        return None
    plays = [{"seat": p.seat, "cards": [str(c) for c in p.cards]} if p.cards
             else {"seat": p.seat, "pass": True} for p in trick.plays]
    top = None
    if trick.top_seat is not None:
        top = {"seat": trick.top_seat, "cards": [str(c) for c in trick.top_cards], "kind": kind}
    return {"leader": trick.leader, "plays": plays, "top": top}
