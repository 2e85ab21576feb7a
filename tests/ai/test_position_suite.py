"""The stored card-play position suites (issue #35): every position rebuilds from its seed and action
prefix, the seat to act is the one stored, and every analysed candidate is a legal play there."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ai.suite import decode, encode, rebuild, value_of
from engine import Action

SUITES = sorted((Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "positions").glob("*.json"))


def test_there_are_suites():
    assert SUITES, "no position suite is stored"


@pytest.mark.parametrize("path", SUITES, ids=lambda p: p.stem)
def test_every_stored_position_rebuilds_with_legal_candidates(path):
    suite = json.loads(path.read_text(encoding="utf-8"))
    assert suite["positions"]
    for pos in suite["positions"]:
        hand = rebuild(pos)
        assert hand.game_id == path.stem and not hand.is_over
        assert hand.to_act == pos["seat"] and hand.phase == "play"
        assert len(pos["candidates"]) >= 2
        values = set()
        for c in pos["candidates"]:
            action = decode(c["action"])
            assert hand.check(action) is None, (pos["seed"], c["action"])
            assert value_of(pos, action) == c["value"]
            values.add(c["value"])
        assert len(values) >= 2, "a position is kept only where the candidates' values differ"


def test_an_action_survives_its_stored_form():
    a = Action.play("S3 S3 HA")
    assert decode(json.loads(json.dumps(encode(a)))) == a
    b = Action("choose", (), "kaiqiang")
    assert decode(encode(b)) == b
