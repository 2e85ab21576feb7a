"""The contract every game of ``engine.GAMES`` keeps with the app and the AI: a table plug-in in
``app/games/<id>/table.py``, strings in both languages, prepared positions that build a table, an AI
module whose entry point plays legal moves at every level, and the facts the statistics read from a
finished hand. A game missing any of them fails here with the file to add (the ``GameInfo`` facts:
tests/test_registration.py)."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

import ai
import engine
from ai.characters import CHARACTERS
from app.games.base import GameTable
from app.games.registry import PLUGINS, demo_scene, strings_file
from app.scenes.table import TableScene
from app.services.i18n import CATALOGUE
from app.services.match_facts import hand_facts, style_facts
from app.services.saves import SeatConfig
from app.services.style_stats import CHOICES

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


@pytest.mark.parametrize("game_id", GAMES)
def test_the_ai_entry_point_plays_legal_moves_at_every_level(game_id):
    """``ai.make_player`` as the app's AI worker calls it (game, level, seed, character): every level
    but ``random`` is the game's own policy (``ai.games.<id>.make(level, seed, style)``), never the
    random fallback, and its first decisions of a hand, card play included, are legal."""
    n = engine.GAMES[game_id].default_players
    phases = engine.registry.hand_class(game_id).PHASES
    for level in ai.LEVELS:
        players = [ai.make_player(game_id, level, seed=s, character=CHARACTERS[s % len(CHARACTERS)].id)
                   for s in range(n)]
        if level != "random":
            assert not any(isinstance(p, ai.RandomPlayer) for p in players), (
                f"ai.games.{game_id}.make({level!r}, seed, style=…) fell back to random play")
        hand = engine.new_hand(game_id, seed=11)
        kinds = set()
        plays = 0
        while not hand.is_over and plays < (2 if level == "hard" else 6):
            seat = hand.to_act
            action = players[seat].choose(hand.view(seat), hand.legal_actions())
            assert hand.check(action) is None, (game_id, level, hand.phase, action)
            kinds.add(action.kind)
            plays += hand.phase == "play"
            hand.apply(action)
        assert "play" in kinds or "play" not in phases, (game_id, level, kinds)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_finished_hand_gives_the_statistics_their_facts(game_id):
    """What the scoring screen books (app/services/match_facts.py): 上游 in a climbing game (None in
    the others), the human seats' bombs, and per AI character its seat-hands and style choices."""
    info = engine.GAMES[game_id]
    hand = engine.new_hand(game_id, seed=5)
    rng = random.Random(5)
    while not hand.is_over:
        legal = hand.legal_actions()
        hand.apply(legal[rng.randrange(len(legal))])
    seats = [SeatConfig("human")] + [SeatConfig("ai", "", "normal", CHARACTERS[s % len(CHARACTERS)].id)
                                     for s in range(1, hand.num_players)]
    first, bombs = hand_facts(hand, [0])
    assert (first is not None) == info.climbing, (game_id, first)
    assert isinstance(bombs, int) and bombs >= 0 and (bombs == 0 or info.bomb_kinds)
    styles = style_facts(hand, seats)
    assert sum(c["hands"] for c in styles.values()) == hand.num_players - 1
    counted = {k for c in styles.values() for k in c} - {"hands"}
    assert counted <= set(CHOICES), counted
    assert set(info.style_columns) <= set(CHOICES)


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
