"""Opponents for every game of ``engine.GAMES``: ``make_player(game_id, level, seed, character)``.

A player has ``choose(view, legal_actions) -> Action``: it sees only its own seat's
``Hand.view(seat)`` and the legal actions, and returns one of them. Levels, weakest first:
``random`` (uniform legal), ``greedy`` (the simple baseline), ``easy``, ``normal`` (rule-based) and
``hard`` (``normal`` plus determinized Monte Carlo). Each game's policies live in
``ai.games.<game_id>`` (``make(level, seed, style)``); a game without one falls back to random play.
A *character* (``ai.characters``: steady, cautious, bold) colours any level's choices; the default,
``steady``, is the tuned policy itself.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from .baselines import Player, RandomPlayer
from .characters import CHARACTERS, style_of

__all__ = ["LEVELS", "CHARACTERS", "make_player", "game_module", "Player", "RandomPlayer"]

LEVELS = ("random", "greedy", "easy", "normal", "hard")


def _game_ids() -> tuple[str, ...]:
    from engine import GAMES

    return tuple(GAMES)


def game_module(game_id: str) -> ModuleType | None:
    """``ai.games.<game_id>``, where a game's AI and its hooks (duel, suite) live; None for a game
    without one (it plays randomly). An import that fails inside the module is not hidden."""
    try:
        return importlib.import_module(f"ai.games.{game_id}")
    except ModuleNotFoundError as e:
        if e.name != f"ai.games.{game_id}":
            raise
        return None


def make_player(game_id: str, level: str = "normal", seed: int | None = None,
                character: str | None = None) -> Player:
    """A player of ``game_id`` at ``level`` with ``character`` (``None``: the default, ``steady``);
    ValueError for an unknown game, level or character."""
    if game_id not in _game_ids():
        raise ValueError(f"unknown game {game_id!r}; the games are {', '.join(_game_ids())}")
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}; the levels are {', '.join(LEVELS)}")
    style = style_of(character)
    if level == "random":
        return RandomPlayer(game_id, level, seed)
    module = game_module(game_id)
    if module is None:
        return RandomPlayer(game_id, level, seed)
    player: Player = module.make(level, seed, style=style)
    return player
