"""Stepping through a recorded hand (``Hand.record()``), decision by decision, both ways."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .actions import Action, Event
from .codec import encode
from .hand import Hand
from .handlog import RECORD_KIND, RECORD_VERSION, create_hand, decode_history, rebuild
from .registry import GAMES, hand_class, normalize_options

__all__ = ["Replay", "Step", "replay"]


@dataclass(frozen=True)
class Step:
    """One decision of a replayed hand: who took it, what it was, what it caused, and every seat's
    view right after it (``views[seat]``; ``spectator`` is ``view(None)``)."""

    index: int
    seat: int
    action: Action
    events: list[Event]
    views: list[dict[str, Any]]
    spectator: dict[str, Any]


class Replay:
    """Steps through a recorded hand: ``forward()`` applies the next decision, ``back()`` and
    ``seek(i)`` rebuild the hand as it was after ``i`` decisions. ``hand`` is the position now."""

    def __init__(self, hand: Hand, decisions: Sequence[tuple[int, Action]], result: Any) -> None:
        self._template = hand
        self.decisions = list(decisions)
        self.recorded_result = result
        self.index = 0
        self.hand = rebuild(hand, 0)

    @property
    def length(self) -> int:
        return len(self.decisions)

    @property
    def at_end(self) -> bool:
        return self.index >= len(self.decisions)

    def next_seat(self) -> int | None:
        return None if self.at_end else self.decisions[self.index][0]

    def forward(self) -> list[Event]:
        if self.at_end:
            return []
        self.index += 1
        return self.hand.apply(self.decisions[self.index - 1][1])

    def step(self) -> Step | None:
        """Like ``forward``, with the views after the decision; ``None`` at the end."""
        if self.at_end:
            return None
        seat, action = self.decisions[self.index]
        events = self.forward()
        h = self.hand
        return Step(self.index, seat, action, events, [h.view(s) for s in range(h.num_players)], h.view(None))

    def __iter__(self) -> Iterator[Step]:
        """The remaining decisions, one ``Step`` each."""
        while not self.at_end:
            step = self.step()
            assert step is not None
            yield step

    def __len__(self) -> int:
        return len(self.decisions)

    def back(self) -> None:
        self.seek(self.index - 1)

    def seek(self, index: int) -> None:
        index = max(0, min(index, len(self.decisions)))
        self.hand = rebuild(self._template, index)
        self.index = index


def replay(record: Any) -> Replay:
    """A ``Replay`` of a record written by ``Hand.record()``. A record that is malformed, tampered
    with, or does not lead to the result it states raises ValueError saying so."""
    if not isinstance(record, dict) or record.get("kind") != RECORD_KIND:
        raise ValueError("this file is not a hand record")
    if record.get("version") != RECORD_VERSION:
        raise ValueError(f"hand record version {record.get('version')!r}; "
                         f"this version reads {RECORD_VERSION}")
    game_id = record.get("game_id")
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise ValueError(f"hand record names unknown game {game_id!r}")
    n = record.get("num_players")
    if n not in GAMES[game_id].players:
        raise ValueError(f"hand record has an impossible player count {n!r}")
    options = normalize_options(game_id, record.get("options"))
    steps = record.get("steps")
    if not isinstance(steps, list) or not all(isinstance(s, dict) for s in steps):
        raise ValueError("hand record: 'steps' must be a list of decisions")
    origin, decisions = decode_history(
        {"origin": record.get("origin"), "actions": [[s.get("seat"), s.get("action")] for s in steps]}, n)
    if origin is None:
        raise ValueError("hand record has no origin")
    klass = hand_class(game_id)
    try:
        full: Hand = create_hand(klass, n, options, origin["seed"], origin["deal"], origin["context"])
        full._actions = decisions
        end = rebuild(full, len(decisions))
    except ValueError as e:
        raise ValueError(f"hand record does not replay: {e}") from None
    except Exception as e:  # a forged record must never crash the reader
        raise ValueError(f"hand record does not replay ({type(e).__name__})") from None
    stated = record.get("result")
    got = end.result()
    if (None if got is None else encode(got)) != stated:
        raise ValueError("hand record: its decisions do not lead to the result it states")
    assert isinstance(full, Hand)
    return Replay(full, decisions, got)
