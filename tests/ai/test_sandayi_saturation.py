"""``benchmarks/sandayi_saturation.py``: the saturated ±1 search of 三打一's landlord (SDY-8.5: the
side out first wins; SDY-11.1–11.3: two amounts per hand) and the plays a finer result would make."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

from ai import pimc
from ai.games import sandayi as sdy

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"


def _module():
    spec = importlib.util.spec_from_file_location("sandayi_saturation", BENCH / "sandayi_saturation.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_near_tie_pick_keeps_a_clear_winner_and_breaks_a_tie_by_the_margin():
    """Two candidates, 20 worlds, (±1, cards of the losers' nearest seat) per candidate: where the
    second loses 10 worlds the first wins, the ±1 choice stands; where both win all, the larger
    margin is played."""
    near_tie_pick = _module().near_tie_pick
    clear = [x for k in range(20) for x in ((1, 3), (1 if k < 10 else -1, 9))]
    assert near_tie_pick(clear, 2, 2.0) == 0
    tied = [x for _ in range(20) for x in ((1, 3), (1, 9))]
    assert near_tie_pick(tied, 2, 2.0) == 1
    assert pimc.best_candidate([[1.0, 1.0]] * 20, pimc.PRIOR) == 0  # ±1 alone: normal's first


def test_sdy_8_5_the_landlord_passes_where_every_play_wins_and_a_near_tie_rule_takes_the_trick(
        tmp_path, monkeypatch, capsys):
    """Held-out 2348459 (SDY-8.5, 11.1): the landlord's ±1 search wins 87 of 87 worlds passing and
    86 of 87 with SA HA CA SK HK, 37.5 points better by the analysis: a saturated position. The
    margin as a small weight leaves the pass; as a near-tie rule it takes the trick."""
    module = _module()
    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", pimc.DEFAULT_WORLDS)  # the tool's asking sets both
    monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", pimc.LIGHT_BUDGET_MS)
    kept = sdy._SIM
    held = json.loads((BENCH / "data" / "positions" / "heldout" / "sandayi.json").read_text(encoding="utf-8"))
    pos = next(p for p in held["positions"] if p["seed"] == 2348459)
    one = tmp_path / "one.json"
    one.write_text(json.dumps(dict(held, positions=[pos])), encoding="utf-8")
    assert module.main(["--suite", str(one), "--margins", "0", "0.01", "--tie-z", "2"]) == 0
    out = capsys.readouterr().out
    assert sdy._SIM is kept  # the recorder is taken out again
    assert "1 positions, 37.5 of hard's 37.5 (margin 0.0)" in out
    assert "margin 0.01: hard's summed cross-fitted regret 37.5" in out
    assert "2348459 pass (+37.5) -> SA HA CA SK HK (+0.0)" in out
