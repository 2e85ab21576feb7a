"""Baseline players shared by every game: the uniformly random legal player."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from engine import Action

__all__ = ["Player", "RandomPlayer"]


class Player(Protocol):
    def choose(self, view: dict[str, Any], legal_actions: Sequence[Action]) -> Action: ...


class RandomPlayer:
    """Picks a uniformly random legal action."""

    def __init__(self, game_id: str = "", level: str = "random", seed: int | None = None) -> None:
        self.game_id = game_id
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        return legal_actions[self.rng.randrange(len(legal_actions))]
