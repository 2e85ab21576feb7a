"""Actions (what a seat decides) and Events (what the engine tells the app happened)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, overload, runtime_checkable

from .cards import Card, format_cards, parse_cards

__all__ = ["Action", "Event", "IllegalAction", "LazyActions", "SegmentedActions", "ActionSegment",
           "TooManyActions", "action_kinds", "play_action", "play_actions"]


class IllegalAction(ValueError):
    """Raised by ``Hand.apply`` for an action that ``Hand.check`` rejects; the hand is unchanged."""


@dataclass(frozen=True, slots=True, init=False)
class Action:
    kind: str
    cards: tuple[Card, ...] = ()
    value: int | str | None = None

    def __init__(self, kind: str, cards: Iterable[Card] = (), value: int | str | None = None) -> None:
        # the slots are set directly: the frozen dataclass's __init__ costs twice as much, and the
        # simulator and the AI's roll-outs make an action per play (issue 23)
        _set_kind(self, kind)
        _set_cards(self, cards if type(cards) is tuple else tuple(cards))
        _set_value(self, value)

    @staticmethod
    def play(cards: str | Iterable[Card]) -> Action:
        return Action("play", tuple(parse_cards(cards)))

    @staticmethod
    def pass_() -> Action:
        return _PASS  # actions are immutable: one pass serves every seat (issue 23: speed)

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


_new_action = object.__new__
# the slots' descriptors, read from the class dict: a slotted dataclass's field seen on the class
_set_kind: Callable[[Action, str], None] = Action.__dict__["kind"].__set__
_set_cards: Callable[[Action, tuple[Card, ...]], None] = Action.__dict__["cards"].__set__
_set_value: Callable[[Action, int | str | None], None] = Action.__dict__["value"].__set__
_PASS = Action("pass")


def play_action(cards: tuple[Card, ...]) -> Action:
    """``Action("play", cards)`` (``cards`` a tuple), one of ``play_actions``."""
    return Action("play", cards)


def play_actions(plays: Iterable[tuple[Card, ...]]) -> list[Action]:
    """``[Action("play", cards) for cards in plays]`` (each ``cards`` a tuple) with the slots filled
    in the loop, without a call per play: a lead in 半边天炸 lists thousands of plays (issue 23)."""
    out: list[Action] = []
    append = out.append
    for cards in plays:
        a = _new_action(Action)
        _set_kind(a, "play")
        _set_cards(a, cards)
        _set_value(a, None)
        append(a)
    return out


@dataclass(frozen=True, slots=True, init=False)
class Event:
    kind: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def __init__(self, kind: str, seat: int | None = None, data: dict[str, Any] | None = None) -> None:
        # as Action's: every applied action of every game tells at least one event
        _set_event_kind(self, kind)
        _set_event_seat(self, seat)
        _set_event_data(self, {} if data is None else data)


_set_event_kind: Callable[[Event, str], None] = Event.__dict__["kind"].__set__
_set_event_seat: Callable[[Event, int | None], None] = Event.__dict__["seat"].__set__
_set_event_data: Callable[[Event, dict[str, Any]], None] = Event.__dict__["data"].__set__


class TooManyActions(RuntimeError):
    """Raised instead of enumerating a ``SegmentedActions`` too long to list one by one."""


@runtime_checkable
class ActionSegment(Protocol):
    """One shape of plays inside a ``SegmentedActions``: every play has this ``kind`` and ``key``
    (the comparison key of the game's ``Combo``); ``cards_at(i)`` is its i-th play's cards,
    ``0 <= i < size``, and ``cards_at(0)`` is a fine representative of the shape."""

    @property
    def kind(self) -> str: ...

    @property
    def key(self) -> tuple[int, ...]: ...

    @property
    def size(self) -> int: ...

    def cards_at(self, i: int) -> tuple[Card, ...]: ...


class LazyActions(Sequence[Action]):
    """A read-only legal-action list whose actions are built when looked at: exact ``len``,
    indexing (``random.choice``), slicing (a list), iteration in a stable order, ``in``, ``==`` with
    any list, ``+`` (a list). ``head``: the few explicit actions first in the list (e.g. ``pass``).

    A subclass gives ``__len__``, ``_at(i)`` (the i-th action, ``0 <= i < len``) and ``_iterate()``;
    enumerating more than ``MAX_ENUMERATE`` actions (None: no bound) raises ``TooManyActions``.
    """

    MAX_ENUMERATE: int | None = None

    head: list[Action]

    def _at(self, i: int) -> Action:
        raise NotImplementedError

    def _iterate(self) -> Iterator[Action]:
        return (self._at(i) for i in range(len(self)))

    def _enumerable(self, what: str) -> None:
        if self.MAX_ENUMERATE is not None and len(self) > self.MAX_ENUMERATE:
            raise TooManyActions(
                f"{what} {len(self):,} legal actions one by one would not finish; use .head and "
                f".segments (one play per shape), indexing, len() or `in` instead")

    @overload
    def __getitem__(self, i: int) -> Action: ...

    @overload
    def __getitem__(self, i: slice) -> list[Action]: ...

    def __getitem__(self, i: int | slice) -> Action | list[Action]:
        n = len(self)
        if isinstance(i, slice):
            picked = range(*i.indices(n))
            if self.MAX_ENUMERATE is not None and len(picked) > self.MAX_ENUMERATE:
                self._enumerable("slicing")
            return [self._at(j) for j in picked]
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError("legal action index out of range")
        return self._at(i)

    def __iter__(self) -> Iterator[Action]:
        self._enumerable("iterating")  # here, not in the generator: fail at iter(), not at next()
        return self._iterate()

    def __reversed__(self) -> Iterator[Action]:
        self._enumerable("reversing")
        return (self._at(i) for i in range(len(self) - 1, -1, -1))

    def index(self, value: Any, start: int = 0, stop: int | None = None) -> int:
        self._enumerable("searching")
        if stop is None:  # Sequence.index's own default: to the end
            return super().index(value, start)
        return super().index(value, start, stop)

    def count(self, value: Any) -> int:
        self._enumerable("counting")
        return super().count(value)

    def __bool__(self) -> bool:
        return len(self) > 0

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence) or isinstance(other, str):
            return NotImplemented
        if len(self) != len(other):
            return False
        self._enumerable("comparing")
        return all(a == b for a, b in zip(self, other))

    # unhashable, as the lists it compares equal to (mypy: object declares a hash method)
    __hash__ = None  # type: ignore[assignment]

    def __add__(self, other: Any) -> list[Action]:
        return list(self) + list(other)

    def __radd__(self, other: Any) -> list[Action]:
        return list(other) + list(self)

    def kinds(self) -> set[str]:
        """The action kinds in the list, without enumerating it."""
        raise NotImplementedError

    def first_of_each(self, weight: Callable[[Card], int]) -> list[Action]:
        """The first play of each class of plays, in list order: a class holds the plays with the
        same multiset of ``weight(card)`` (an int ≥ 0) and the same answer to "are all its cards of
        one suit?"
        (an AI that scores one play per class of rank values reads these, not every play). A
        subclass may answer faster; this is the definition."""
        first: dict[tuple[tuple[int, ...], bool], Action] = {}
        for a in self._iterate():
            if a.kind == "play":
                key = (tuple(sorted(map(weight, a.cards))), len({c.suit for c in a.cards}) == 1)
                first.setdefault(key, a)
        return list(first.values())


class SegmentedActions(LazyActions):
    """A legal-action list too long to build (打筒子 with kickers: hundreds of millions of plays).

    It is a ``LazyActions`` whose plays after ``head`` are grouped by shape in ``segments``
    (``ActionSegment``). Consumers that look at every action test ``isinstance(legal,
    SegmentedActions)`` and walk ``head`` and one play per segment instead; enumerating one longer
    than ``MAX_ENUMERATE`` raises ``TooManyActions``.
    """

    #: iterating, comparing or concatenating more actions than this raises TooManyActions
    MAX_ENUMERATE: int | None = 100_000

    segments: Sequence[ActionSegment]

    def kinds(self) -> set[str]:
        """The action kinds in the list, without enumerating it."""
        return {a.kind for a in self.head} | ({"play"} if self.segments else set())

    def plays(self) -> Sequence[Action]:
        """The segments' plays, in list order, as a lazy sequence (``len``, indexing): choosing
        from it picks what choosing from ``[a for a in legal if a.kind == "play"]`` would, as long
        as ``head`` holds no plays (it holds passes)."""
        return _Tail(self, len(self.head))


class _Tail(Sequence[Action]):
    """``actions[start:]`` without copying it."""

    def __init__(self, actions: Sequence[Action], start: int) -> None:
        self._actions, self._start = actions, start

    def __len__(self) -> int:
        return len(self._actions) - self._start

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("play index out of range")
        return self._actions[self._start + i]

    def __iter__(self) -> Any:
        limit = SegmentedActions.MAX_ENUMERATE
        if limit is not None and len(self) > limit:
            raise TooManyActions(f"iterating {len(self):,} plays one by one would not finish")
        return (self._actions[self._start + i] for i in range(len(self)))


def action_kinds(legal: Sequence[Action]) -> set[str]:
    """The kinds of the actions in ``legal`` (a list or a ``LazyActions``), cheaply."""
    if isinstance(legal, LazyActions):
        return legal.kinds()
    return {a.kind for a in legal}
