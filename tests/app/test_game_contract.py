"""The contract every game of ``engine.GAMES`` keeps with the app and the AI: a table plug-in named in
``app/games/registry.py``, strings in both languages, prepared positions that build a table, and an
AI module. A game missing any of them fails here with the file to add."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

import engine
from app.games.base import GameTable
from app.games.registry import PLUGINS, demo_scene, strings_file
from app.scenes.table import TableScene
from app.services.i18n import CATALOGUE

ROOT = Path(__file__).resolve().parents[2]
GAMES = sorted(engine.GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_a_table_plugin(game_id):
    plugin = PLUGINS.get(game_id)
    assert plugin is not None, (
        f"{game_id} has no table plug-in: add app/games/{game_id}/table.py (a GameTable subclass) and "
        f"its line in app/games/registry.py"
    )
    assert issubclass(plugin, GameTable) and plugin.GAME == game_id, (
        f"app/games/{game_id}/table.py: the plug-in's GAME must be {game_id!r}"
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_brings_its_strings_in_both_languages(game_id):
    plugin = PLUGINS[game_id]
    assert plugin.STRINGS, f"{game_id} has no strings: add {strings_file(game_id)} (STRINGS) to its plug-in"
    half = [k for k, pair in plugin.STRINGS.items() if len(pair) != 2 or not all(s.strip() for s in pair)]
    assert not half, f"{strings_file(game_id)}: {half} need both a Chinese and an English text"
    missing = [k for k in plugin.STRINGS if CATALOGUE.get(k) != plugin.STRINGS[k]]
    assert not missing, f"{strings_file(game_id)}: {missing} did not reach the catalogue"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_phase_has_a_name_in_both_languages(game_id):
    """The table names each phase of a hand (the centre box's title, ``phase.<id>``): every phase seen
    in a few random hands has one in Chinese and English."""
    phases = set()
    for seed in range(3):
        h = engine.new_hand(game_id, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            phases.add(h.phase)
            if h.is_over:
                break
            legal = h.legal_actions()
            h.apply(legal[rng.randrange(min(len(legal), 8))])
    missing = sorted(p for p in phases if f"phase.{p}" not in CATALOGUE)
    assert not missing, f"add phase.{missing[0]} (zh, en) to {strings_file(game_id)}: phases {missing}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_prepared_positions(app, game_id):
    plugin = PLUGINS[game_id]
    assert plugin.DEMO_SCENES, (
        f"{game_id} has no prepared positions: add app/games/{game_id}/demo.py (SCENES, a scene "
        f"function) and name them in the plug-in's DEMO_SCENES"
    )
    assert all(name.startswith(game_id + "_") for name in plugin.DEMO_SCENES), plugin.DEMO_SCENES
    stack = demo_scene(app, plugin.DEMO_SCENES[0])
    table = next(sc for sc in stack if isinstance(sc, TableScene))
    assert table.session.game_id == game_id and isinstance(table.game, plugin)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_an_ai_module(game_id):
    path = ROOT / "ai" / "games" / f"{game_id}.py"
    assert path.exists() or (ROOT / "ai" / "games" / game_id / "__init__.py").exists(), (
        f"{game_id} has no AI: add ai/games/{game_id}.py (the opponents' policy) — without it the AI "
        "seats would play at random"
    )
    assert importlib.util.find_spec(f"ai.games.{game_id}") is not None


def test_no_module_keeps_state_per_scene():
    """Per-table state of a game lives on its plug-in instance: no module-global store keyed by scene."""
    found = [
        str(p.relative_to(ROOT))
        for p in (ROOT / "app").rglob("*.py")
        if "WeakKeyDictionary" in p.read_text(encoding="utf-8")
    ]
    assert not found, found


def test_the_registry_lists_only_engine_games():
    extra = sorted(set(PLUGINS) - set(engine.GAMES))
    assert not extra, f"app/games/registry.py names plug-ins for games the engine lacks: {extra}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_its_rules_in_both_languages(game_id):
    """The in-app rules viewer shows ``app/rules_text/<id>.<lang>.md``."""
    for lang in ("zh", "en"):
        path = ROOT / "app" / "rules_text" / f"{game_id}.{lang}.md"
        assert path.exists(), f"{game_id} has no rules text in {lang}: add {path.relative_to(ROOT)}"
