"""A guided first hand as data: the deal, the player's seat, the hand's whole line of play, and the
steps the coach explains the first time each matters.

A game's lesson is ``LESSON`` in ``app/games/<id>/lesson.py`` (with its bubble texts in ``STRINGS``,
merged into the catalogue by ``app.games.registry``). The coach (``app.learn.coach``) reads nothing
else of the game, so a lesson is data, not a scene.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine import Action

#: what may start a step (``Step.when``), the part after the colon naming the phase, event or kind:
#: ``start`` the hand is on screen · ``turn:<phase>`` the player's first decision in that phase ·
#: ``event:<kind>`` the first engine event of that kind (``hammer_revealed``, ``trick_won`` …) ·
#: ``combo:<kind>`` the first play of that combination (``bomb``, ``tongzi`` …) · ``beat`` the
#: player's first turn where passing is refused (must beat) · ``refusal`` the player's first
#: refused play · ``over`` the hand has ended
TRIGGERS = ("start", "turn", "event", "combo", "beat", "refusal", "over")
#: what a bubble may point at: the player's cards, the cards on the table, the controls, a seat's
#: panel (``seat:<n>``, the seat number as the engine counts), the top bar, or nothing
TARGETS = ("hand", "trick", "controls", "seat", "top", "none")


@dataclass(frozen=True)
class Step:
    """One bubble: the text ``key`` (the catalogue's ``f"{key}"``), the rule it opens and where it
    points, shown the first time ``when`` happens."""

    key: str
    rule: str | None
    when: str
    point: str = "none"

    def __post_init__(self) -> None:
        if self.when.partition(":")[0] not in TRIGGERS:
            raise ValueError(f"{self.key}: unknown trigger {self.when!r}")
        if self.point.partition(":")[0] not in TARGETS:
            raise ValueError(f"{self.key}: unknown target {self.point!r}")


@dataclass(frozen=True)
class Lesson:
    """``code``: the deal code (the same cards every time); ``seat``: the player's seat; ``seed``: the
    match seed (the AI seats' seeds come from it); ``line``: every decision of the hand in order,
    each ``encode``d — the other seats play theirs while the player follows the line, and the coach
    suggests the player's; once the player leaves it, the other seats are the seeded AI at
    ``level``. ``notes``: (ledger line key, text key, rule) for the scoring screen, where the ledger
    line's own rule sentence does not say enough or the line names no rule."""

    game: str
    code: str
    seat: int
    seed: int
    line: tuple[str, ...]
    steps: tuple[Step, ...]
    level: str = "easy"
    options: tuple[tuple[str, Any], ...] = ()
    notes: tuple[tuple[str, str, str | None], ...] = ()

    def actions(self) -> list[Action]:
        return [decode(a) for a in self.line]


def encode(action: Action) -> str:
    """``kind[:cards][=value]``: ``pass``, ``play:5h 5s``, ``bid=2``."""
    text = action.kind
    d = action.to_dict()
    if "cards" in d:
        text += ":" + d["cards"]
    if action.value is not None:
        text += "=" + (f"#{action.value}" if isinstance(action.value, int) else action.value)
    return text


def decode(text: str) -> Action:
    """The action ``encode`` wrote (a number value is marked ``#``, text is not)."""
    head, eq, value = text.partition("=")
    kind, _, cards = head.partition(":")
    d: dict[str, Any] = {"kind": kind}
    if cards:
        d["cards"] = cards
    if eq:
        d["value"] = int(value[1:]) if value.startswith("#") else value
    return Action.from_dict(d)
