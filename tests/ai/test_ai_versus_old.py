"""benchmarks/ai_versus_old.py: this tree's AI against an older copy, logged and resumable."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _script():
    spec = importlib.util.spec_from_file_location("ai_versus_old", ROOT / "benchmarks" / "ai_versus_old.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture
def restored(monkeypatch):
    """The script swaps ``ai.duel.make_player`` and the worlds of ``ai.pimc``: undone after the test."""
    from ai import duel, pimc

    monkeypatch.setattr(duel, "make_player", duel.make_player)
    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", pimc.DEFAULT_WORLDS)
    monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", pimc.LIGHT_BUDGET_MS)
    yield
    for name in [m for m in sys.modules if m == "ai_old" or m.startswith("ai_old.")]:
        del sys.modules[name]


def test_a_cut_off_log_goes_on_from_its_last_deal(tmp_path, capsys, restored):
    old = tmp_path / "old"
    shutil.copytree(ROOT / "ai", old / "ai", ignore=shutil.ignore_patterns("__pycache__"))
    log = tmp_path / "log.jsonl"
    script = _script()
    args = ["banbiantianzha", "--old", str(old), "--level", "easy", "--seed", "3", "--log", str(log)]
    script.main([*args, "--deals", "2"])
    first = capsys.readouterr().out
    assert [json.loads(line)["i"] for line in log.read_text(encoding="utf-8").splitlines()[1:]] == [0, 1]
    script.main([*args, "--deals", "3"])  # goes on from deal 2 only
    assert [json.loads(line)["i"] for line in log.read_text(encoding="utf-8").splitlines()[1:]] == [0, 1, 2]
    again = capsys.readouterr().out
    assert "3 deals" in again and "2 deals" in first
    script.main([*args, "--deals", "2"])  # all logged: nothing is played, the same summary
    assert capsys.readouterr().out == first
    with pytest.raises(SystemExit):  # another comparison is never mixed into this log
        script.main(["banbiantianzha", "--old", str(old), "--level", "normal", "--seed", "3",
                     "--log", str(log), "--deals", "1"])
