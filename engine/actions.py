"""Actions (what a seat decides) and Events (what the engine tells the app happened)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from .cards import Card, format_cards, parse_cards

__all__ = ["Action", "Event", "IllegalAction"]


class IllegalAction(ValueError):
    """Raised by ``Hand.apply`` for an action that ``Hand.check`` rejects; the hand is unchanged."""


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    cards: tuple[Card, ...] = ()
    value: int | str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.cards, tuple):
            object.__setattr__(self, "cards", tuple(self.cards))

    @staticmethod
    def play(cards: str | Iterable[Card]) -> Action:
        return Action("play", tuple(parse_cards(cards)))

    @staticmethod
    def pass_() -> Action:
        return Action("pass")

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.cards:
            d["cards"] = format_cards(self.cards)
        if self.value is not None:
            d["value"] = self.value
        return d

    @staticmethod
    def from_dict(d: dict[str, Any]) -> Action:
        if not isinstance(d, dict) or not isinstance(d.get("kind"), str):
            raise ValueError(f"not an action: {d!r}")
        value = d.get("value")
        if value is not None and not isinstance(value, (int, str)):
            raise ValueError(f"action value must be a number or text, not {value!r}")
        if not isinstance(d.get("cards", ""), str):
            raise ValueError(f"action cards must be card text, not {d.get('cards')!r}")
        return Action(d["kind"], tuple(parse_cards(d.get("cards", ""))), value)

    def __str__(self) -> str:
        parts = [self.kind]
        if self.cards:
            parts.append(format_cards(self.cards))
        if self.value is not None:
            parts.append(str(self.value))
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
