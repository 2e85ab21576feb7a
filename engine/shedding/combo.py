"""The classified play that each climbing game's ``classify`` returns: its kind, cards, whether it
is a bomb, the comparison key within the kind, and the category of the game's type order."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from ..cards import Card

__all__ = ["ComboBase"]


@dataclass(frozen=True)
class ComboBase:
    """A game's ``Combo`` subclasses this, sets ``CATEGORY`` and documents its ``key``."""

    kind: str
    cards: tuple[Card, ...]
    is_bomb: bool
    #: comparison key within the kind (each game's ``Combo`` says what it holds)
    key: tuple[int, ...]
    #: kind -> rank in the game's type order (bombs above the normal types); unlisted kinds are 0
    CATEGORY: ClassVar[Mapping[str, int]] = {}

    @property
    def category(self) -> int:
        return self.CATEGORY.get(self.kind, 0)

    @property
    def length(self) -> int:
        return len(self.cards)
