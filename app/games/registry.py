"""The one list of the games' table plug-ins, keyed by ``engine.GAMES`` ids, and the merge of their
strings into the catalogue.

Adding a game to the table is one line here (and its package ``app/games/<id>/``); nothing registers
itself by being imported. ``tests/app/test_game_contract.py`` checks that every engine game has a
plug-in, strings in both languages, demo positions and an AI module, and names the file to add.
"""

from __future__ import annotations

from typing import Any

from ..render.cards import extra_strings
from ..services.i18n import CATALOGUE, merge
from .banbiantianzha.table import BanbiantianzhaTable
from .banzipao.table import BanzipaoTable
from .base import GameTable
from .chexuan.table import ChexuanTable
from .datongzi.table import DatongziTable
from .sandayi.table import SandayiTable
from .zhaopengyou.table import ZhaopengyouTable

#: engine id -> its table plug-in (one instance per table scene)
PLUGINS: dict[str, type[GameTable]] = {
    "banbiantianzha": BanbiantianzhaTable,
    "datongzi": DatongziTable,
    "banzipao": BanzipaoTable,
    "chexuan": ChexuanTable,
    "zhaopengyou": ZhaopengyouTable,
    "sandayi": SandayiTable,
}


def plugin_for(game_id: str) -> type[GameTable]:
    """The game's table plug-in; a game without one still plays on the generic table."""
    return PLUGINS.get(game_id, GameTable)


def strings_file(game_id: str) -> str:
    return f"app/games/{game_id}/strings.py"


def merge_strings() -> None:
    """Every plug-in's strings into the one catalogue (a key defined twice raises ``ValueError``)."""
    for game_id, plugin in PLUGINS.items():
        merge(plugin.STRINGS, strings_file(game_id))


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
