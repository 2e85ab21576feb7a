"""The classified play that each climbing game's ``classify`` returns: its kind, cards, whether it
is a bomb, the comparison key within the kind, and the category of the game's type order."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import ClassVar

from ..cards import Card

__all__ = ["ComboBase", "ReadingsComboBase"]


@dataclass(frozen=True, init=False)
class ComboBase:
    """A game's ``Combo`` subclasses this (``@dataclass(frozen=True, init=False)``, keeping this
    ``__init__``), sets ``CATEGORY`` and documents its ``key``."""

    kind: str
    cards: tuple[Card, ...]
    is_bomb: bool
    #: comparison key within the kind (each game's ``Combo`` says what it holds)
    key: tuple[int, ...]
    #: kind -> rank in the game's type order (bombs above the normal types); unlisted kinds are 0
    CATEGORY: ClassVar[Mapping[str, int]] = {}

    def __init__(self, kind: str, cards: tuple[Card, ...], is_bomb: bool, key: tuple[int, ...]) -> None:
        # the frozen dataclass's own __init__ sets each field through object.__setattr__, about
        # four times the cost; every classified play of every climbing game makes one (issue 23)
        d = self.__dict__
        d["kind"] = kind
        d["cards"] = cards
        d["is_bomb"] = is_bomb
        d["key"] = key

    @property
    def category(self) -> int:
        return self.CATEGORY.get(self.kind, 0)

    @property
    def length(self) -> int:
        return len(self.cards)


@dataclass(frozen=True, init=False)
class ReadingsComboBase(ComboBase):
    """A ``ComboBase`` that also keeps every reading ``(k, top)`` of a plane's cards, canonical
    first (半边天炸 BBT-6.3, 打筒子 DTZ-3.10: one set of cards can be more than one plane)."""

    readings: tuple[tuple[int, int], ...] = ()

    def __init__(self, kind: str, cards: tuple[Card, ...], is_bomb: bool, key: tuple[int, ...],
                 readings: tuple[tuple[int, int], ...] = ()) -> None:
        ComboBase.__init__(self, kind, cards, is_bomb, key)
        self.__dict__["readings"] = readings
