"""Issue 37: a game costs one registration. Every fact the rest of the program needs about a game
hangs off its ``GameInfo`` line (engine/registry.py) or its packages; this test names, for each
registered game, any fact it lacks and where to give it. (The table plug-in, strings, prepared
positions and the AI's moves are checked by tests/app/test_game_contract.py.)"""

from __future__ import annotations

import importlib
import random
from pathlib import Path

import pytest

import engine
from ai.characters import CHOICES as CHOICE_NAMES
from app.services.style_stats import CHOICES as COLUMNS
from engine.registry import game_module, hand_class

ROOT = Path(__file__).resolve().parents[1]
GAMES = list(engine.GAMES)


def _line(game_id: str) -> str:
    return f"engine/registry.py, {game_id}'s GameInfo"


def _played_hand(game_id: str, seed: int = 3) -> engine.Hand:
    hand = engine.new_hand(game_id, seed=seed)
    rng = random.Random(seed)
    while not hand.is_over:
        legal = hand.legal_actions()  # indexed: 打筒子's list is too long to walk
        hand.apply(legal[rng.randrange(len(legal))])
    return hand


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_names_itself_in_both_languages(game_id):
    info = engine.GAMES[game_id]
    fields = ("name_zh", "name_en", "short_zh", "short_en", "blurb_zh", "blurb_en", "rule_prefix")
    missing = [f for f in fields if not getattr(info, f)]
    assert not missing, f"{_line(game_id)} lacks {missing}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_cites_its_rule_for_held_cards(game_id):
    """The guard's "only cards from your own hand" cites the game's own rule (engine/guard.py)."""
    info = engine.GAMES[game_id]
    rules = info.held_rule if isinstance(info.held_rule, dict) else {"": info.held_rule}
    assert all(rules.values()), f"{_line(game_id)} lacks held_rule (the rule for 'only your own cards')"
    wrong = [r for r in rules.values() if not r.startswith(info.rule_prefix + "-")]
    assert not wrong, f"{_line(game_id)}: held_rule {wrong} must be {info.rule_prefix}-x rules"
    phases = set(rules) - {""}
    assert phases <= hand_class(game_id).PHASES, f"{_line(game_id)}: held_rule names unknown phases"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_climbing_game_names_its_bombs_and_ends_in_a_finishing_order(game_id):
    """上游 and the bomb counts of the statistics (app/services/match_facts.py) come from ``climbing``
    and ``bomb_kinds``: a climbing game's finished hand has the finishing order ``out``."""
    info = engine.GAMES[game_id]
    view = _played_hand(game_id).view(None)
    if info.climbing:
        assert info.bomb_kinds, f"{_line(game_id)} lacks bomb_kinds (its played events' bomb kinds)"
        assert isinstance(view.get("out"), list) and view["out"], (
            f"{game_id} is marked climbing but its finished hand's view has no finishing order 'out'")
        combos = importlib.import_module(f"engine.games.{game_id}.combos")
        normal = set(getattr(combos, "NORMAL_KINDS", ()))
        assert not info.bomb_kinds & normal, f"{_line(game_id)}: {info.bomb_kinds & normal} are not bombs"
    else:
        assert not info.bomb_kinds, f"{_line(game_id)}: bomb_kinds without climbing=True"
        assert "out" not in view, f"{game_id} ends in a finishing order: mark it climbing in {_line(game_id)}"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_names_its_style_columns(game_id):
    """The statistics screen's columns of the AI characters' choices (app/scenes/statistics.py)."""
    info = engine.GAMES[game_id]
    assert info.style_columns, f"{_line(game_id)} lacks style_columns (the statistics' style columns)"
    unknown = [c for c in info.style_columns if c not in COLUMNS]
    assert not unknown, f"{_line(game_id)}: {unknown} are not counted (app/services/style_stats.py CHOICES)"
    choices = set(CHOICE_NAMES.values())
    bombs_without = "bombs" in info.style_columns and not info.bomb_kinds
    assert not bombs_without, f"{_line(game_id)}: a bombs column needs bomb_kinds"
    assert all(c in choices or c == "bombs" for c in info.style_columns)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_its_rules_texts(game_id):
    """The rules viewer and the start-up asset check (app/services/resources.py) read them by name."""
    for lang in ("zh", "en"):
        path = ROOT / "app" / "rules_text" / f"{game_id}.{lang}.md"
        assert path.is_file() and path.stat().st_size, f"{game_id} lacks app/rules_text/{game_id}.{lang}.md"
    assert (ROOT / "docs" / "rules" / f"{game_id}.md").is_file(), f"{game_id} lacks docs/rules/{game_id}.md"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_its_engine_package_facts(game_id):
    module = game_module(game_id)
    missing = [name for name in ("HAND_CLASS", "VIEW_SCHEMA") if not hasattr(module, name)]
    assert not missing, f"engine/games/{game_id}/__init__.py lacks {missing}"
    assert (ROOT / "engine" / "games" / game_id / "refusals.py").is_file(), (
        f"{game_id} lacks engine/games/{game_id}/refusals.py (its check() sentences in zh and en)")
