"""A hand's own history: where it came from, every decision since, and replaying it.

A hand remembers its *origin* (the seed, fixed deal and context it was created with) and the
decisions taken on it, ``(seat, action)`` in order. Because all randomness comes from the seeded
RNG in the state, creating the hand again from its origin and applying the first ``k`` decisions
gives exactly the state it had after ``k`` decisions: that is how a decision is taken back
(``Match.undo``) and how a finished hand is replayed (``replay``). Nothing here keeps snapshots.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import Action, Event
from .codec import encode

if TYPE_CHECKING:
    from .hand import Hand

__all__ = ["create_hand", "rebuild", "encode_history", "decode_history", "make_record",
           "RECORD_KIND", "RECORD_VERSION"]

#: ``kind`` and version of the JSON written by ``Hand.record()``
RECORD_KIND = "hand_record"
RECORD_VERSION = 1


def create_hand(klass: type[Hand], num_players: int, options: dict[str, Any], seed: int,
                deal: dict[str, Any] | None, context: dict[str, Any] | None) -> Hand:
    """``klass.create(...)`` that also stamps the hand's origin, so it can be rebuilt later."""
    hand = klass.create(num_players, options, seed, deal, context)
    hand._origin = {"seed": seed, "deal": _plain(deal), "context": _plain(context)}
    return hand


def rebuild(hand: Hand, upto: int) -> Hand:
    """A new hand equal to ``hand`` as it was after its first ``upto`` decisions."""
    origin = hand._origin
    if origin is None:
        raise ValueError("this hand does not know how it was dealt (an older save), so it cannot be rebuilt")
    fresh = create_hand(type(hand), hand.num_players, dict(hand.options), origin["seed"],
                        origin["deal"], origin["context"])
    for seat, action in hand._actions[:upto]:
        if fresh.to_act != seat:
            raise ValueError(f"decision {len(fresh._actions) + 1} was taken by seat {seat}, "
                             f"but seat {fresh.to_act} was to act")
        fresh.apply(action)
    return fresh


# ---- save format of the origin and the decisions (inside Hand.to_dict)
def encode_history(hand: Hand) -> dict[str, Any]:
    return {"origin": hand._origin,
            "actions": [[seat, action.to_dict()] for seat, action in hand._actions]}


def decode_history(d: dict[str, Any], num_players: int) -> tuple[dict[str, Any] | None,
                                                                 list[tuple[int, Action]]]:
    """The origin and decisions saved by ``encode_history``; a save without them (written before
    hands kept their history) has none. Anything malformed raises ValueError."""
    origin = d.get("origin")
    raw = d.get("actions", [])
    if origin is not None:
        if not isinstance(origin, dict) or set(origin) != {"seed", "deal", "context"}:
            raise ValueError("hand save: 'origin' must have exactly seed, deal and context")
        seed = origin["seed"]
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError("hand save: origin seed must be a whole number")
        for key in ("deal", "context"):
            if origin[key] is not None and not isinstance(origin[key], dict):
                raise ValueError(f"hand save: origin {key} must be an object or null")
    if not isinstance(raw, list):
        raise ValueError("hand save: 'actions' must be a list")
    actions: list[tuple[int, Action]] = []
    for k, item in enumerate(raw):
        if (not isinstance(item, list) or len(item) != 2 or isinstance(item[0], bool)
                or not isinstance(item[0], int) or not 0 <= item[0] < num_players):
            raise ValueError(f"hand save: decision {k} must be [seat, action]")
        actions.append((item[0], Action.from_dict(item[1])))
    if actions and origin is None:
        raise ValueError("hand save: decisions without the origin they start from")
    return origin, actions


def _plain(value: Any) -> Any:
    """A JSON-native copy (tuples become lists), so the origin saves and compares as written."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def _event_dict(e: Event) -> dict[str, Any]:
    return {"kind": e.kind, "seat": e.seat, "data": e.data}


# ---- a finished hand's record
def make_record(hand: Hand) -> dict[str, Any]:
    """Everything about a hand as plain JSON: the deal, every decision with the events it caused,
    and the result (``None`` while it is still being played)."""
    start = rebuild(hand, 0)
    steps = []
    replayed = start
    opening = [_event_dict(e) for e in start.opening_events()]
    deal = start.dealt_cards()
    for seat, action in hand._actions:
        events = replayed.apply(action)
        steps.append({"seat": seat, "action": action.to_dict(), "events": [_event_dict(e) for e in events]})
    result = hand.result()
    return {
        "kind": RECORD_KIND,
        "version": RECORD_VERSION,
        "game_id": hand.game_id,
        "num_players": hand.num_players,
        "options": dict(hand.options),
        "origin": hand._origin,
        "deal": deal,
        "opening": opening,
        "steps": steps,
        "result": None if result is None else encode(result),
    }
