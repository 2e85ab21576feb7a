"""The games' table plug-ins, one per ``engine.GAMES`` id, and the merge of their strings into the
catalogue.

A game's plug-in is found by its package, not listed here: the ``GameTable`` subclass in
``app/games/<id>/table.py`` whose ``GAME`` is the id. Nothing registers itself by being imported;
``tests/app/test_game_contract.py`` checks that every engine game has a plug-in, strings in both
languages, demo positions and an AI module, and names the file to add.
"""

from __future__ import annotations

import importlib
from typing import Any

import engine

from ..render.cards import extra_strings
from ..services.i18n import CATALOGUE, merge
from .base import GameTable


def _find_plugin(game_id: str) -> type[GameTable] | None:
    """The plug-in class in ``app/games/<game_id>/table.py``; None when the game has no table module
    yet (its hands then play on the generic ``GameTable``)."""
    name = f"app.games.{game_id}.table"
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name not in (name, f"app.games.{game_id}"):
            raise  # a broken import inside the plug-in is a bug to see, not a missing plug-in
        return None
    found = [v for v in vars(module).values()
             if isinstance(v, type) and issubclass(v, GameTable) and v.__dict__.get("GAME") == game_id]
    if len(found) != 1:
        raise ImportError(f"{name} must define exactly one GameTable subclass with GAME = {game_id!r}")
    return found[0]


#: engine id -> its table plug-in (one instance per table scene), in the registry's order
PLUGINS: dict[str, type[GameTable]] = {
    g: plugin for g in engine.GAMES if (plugin := _find_plugin(g)) is not None
}


def plugin_for(game_id: str) -> type[GameTable]:
    """The game's table plug-in; a game without one still plays on the generic table."""
    return PLUGINS.get(game_id, GameTable)


def strings_file(game_id: str) -> str:
    return f"app/games/{game_id}/strings.py"


#: a game's learn-to-play modules beside its table, each with its own ``STRINGS`` when present:
#: ``lesson.py`` (the guided first hand) and ``puzzles.py`` (its 残局)
LEARN_MODULES = ("lesson", "puzzles")


def learn_module(game_id: str, part: str) -> Any | None:
    """``app.games.<game_id>.<part>`` (``part`` one of ``LEARN_MODULES``); None when the game has none."""
    name = f"app.games.{game_id}.{part}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as e:
        if e.name != name:
            raise  # a broken import inside the module is a bug to see, not a missing module
        return None


def merge_strings() -> None:
    """Every plug-in's strings, and its learn-to-play modules' strings, into the one catalogue (a key
    defined twice raises ``ValueError``)."""
    for game_id, plugin in PLUGINS.items():
        merge(plugin.STRINGS, strings_file(game_id))
        for part in LEARN_MODULES:
            module = learn_module(game_id, part)
            if module is not None and getattr(module, "STRINGS", None):
                merge(module.STRINGS, f"app/games/{game_id}/{part}.py")


def demo_scene(app: Any, name: str) -> list[Any]:
    """The scene stack of a game's prepared position (``--scene banzipao_call``; a game may accept
    variants of its listed names, e.g. ``chexuan_split3``, the split with three players)."""
    plugin = PLUGINS.get(name.partition("_")[0])
    if plugin is None or name.rstrip("0123456789") not in plugin.DEMO_SCENES:
        raise ValueError(f"unknown scene {name!r}")
    return plugin.demo(app, name)


def demo_scenes() -> list[str]:
    return [name for plugin in PLUGINS.values() for name in plugin.DEMO_SCENES]


def all_strings() -> list[str]:
    """Every catalogue string in both languages, the games' included, and the card texts drawn
    outside the catalogue (the font build and its test use this)."""
    return [s for pair in CATALOGUE.values() for s in pair] + extra_strings()


# the catalogue is complete once the registry is loaded (the table scene imports it, and so the app)
merge_strings()
