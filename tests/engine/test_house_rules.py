"""House rules (engine/house_rules.py, issue #26): every option is documented, labelled in both
languages, defaults to the ruling, and the simulator runs every non-default value with its
invariants (cards conserved, zero-sum where the game is) and no failure."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from engine.registry import GAMES, game_module, normalize_options
from engine.simulate import run

HOUSE = [(g, o) for g in GAMES for o in GAMES[g].options if o.house]
VALUES = [(g, o.key, v) for g, o in HOUSE for v in o.choices if v != o.default]
DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules"


def test_house_options_exist():
    """Issue #26: the open readings are room options."""
    assert len(HOUSE) >= 3


@pytest.mark.parametrize(("game_id", "spec"), HOUSE, ids=[f"{g}-{o.key}" for g, o in HOUSE])
def test_house_option_is_described(game_id, spec):
    """Each house option: both labels, a help line in both languages, a label per choice, the
    ruling as default, its rule id, and an entry in docs/rules/<id>.md."""
    assert spec.label_zh and spec.label_en and spec.help_zh and spec.help_en
    assert len(spec.choice_labels) == len(spec.choices)
    assert all(zh and en for zh, en in spec.choice_labels)
    assert spec.default in spec.choices
    prefix = GAMES[game_id].rule_prefix
    assert spec.rule.startswith(prefix + "-")
    doc = (DOCS / f"{game_id}.md").read_text(encoding="utf-8")
    assert f"`{spec.key}`" in doc, f"docs/rules/{game_id}.md does not list {spec.key}"
    assert normalize_options(game_id, {})[spec.key] == spec.default


@pytest.mark.parametrize(("game_id", "key", "value"), VALUES, ids=[f"{g}-{k}-{v}" for g, k, v in VALUES])
def test_simulator_under_house_option(game_id, key, value, monkeypatch):
    """The simulator's invariants (the game's own plus views, privacy, save round-trip) hold with
    each non-default house-rule value."""
    sim = game_module(game_id).SIMULATION
    monkeypatch.setattr(sim, "options", {**sim.options, key: value})
    played, failures, _ = run(game_id, 4, 17, deep_every=0)
    assert played == 4 and failures == 0


def test_docs_folder_found():
    assert resources.files("engine").is_dir() and DOCS.is_dir()


# ---- #33 item 9: an option's value is exactly of its type
NUMERIC = [(g, o.key, v) for g in GAMES for o in GAMES[g].options for v in o.choices
           if type(v) is int]


@pytest.mark.parametrize(("game_id", "key", "value"), NUMERIC, ids=[f"{g}-{k}-{v}" for g, k, v in NUMERIC])
def test_a_whole_number_option_refuses_its_float_twin(game_id, key, value):
    """``8.0`` equals ``8`` but is no choice of an int option: refused by ``normalize_options``, so a
    save or record carrying it fails at load instead of deeper in the rules."""
    assert normalize_options(game_id, {key: value})[key] == value
    with pytest.raises(ValueError, match=key):
        normalize_options(game_id, {key: float(value)})


def test_a_boolean_option_refuses_one_and_zero():
    g, spec = next((g, o) for g in GAMES for o in GAMES[g].options if type(o.default) is bool)
    for twin in (1, 0, 1.0):
        with pytest.raises(ValueError):
            normalize_options(g, {spec.key: twin})


def test_min_int_accepts_only_whole_numbers():
    spec = next(o for o in GAMES["banzipao"].options if o.key == "hands")
    assert spec.accepts(5) and not spec.accepts(5.0) and not spec.accepts(True) and not spec.accepts(0)
