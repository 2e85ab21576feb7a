"""The link between ``hard`` at N worlds and the shipped ``hard`` (issue #35): the position suite's
``hard:N`` searches exactly N worlds, and ``benchmarks/hard_worlds.py`` counts the worlds each kind
of search (``ai.pimc``, 打筒子's ``DtzSearch``, 找朋友's trick search) really sampled."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ai import pimc
from ai.games import zhaopengyou_mc
from ai.suite import load, rebuild

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))

import hard_worlds  # noqa: E402
import position_suite  # noqa: E402


def _positions(game: str) -> list[dict]:
    return load(ROOT / "benchmarks" / "data" / "positions" / f"{game}.json")["positions"]


def test_a_level_entry_names_hard_with_its_worlds():
    assert position_suite._level("hard:150") == ("hard", 150)
    assert position_suite._level("normal") == ("normal", None)
    assert position_suite._pairs(["normal", "hard:30", "hard:150"]) == [("normal", "hard:30"),
                                                                       ("normal", "hard:150")]
    assert position_suite._pairs(["easy", "normal"]) == [("easy", "normal")]


def test_hard_n_in_the_suite_searches_exactly_n_worlds_and_leaves_the_setting(monkeypatch):
    made = []

    def recording(*args, **kwargs):
        made.append(position_suite.make_player.__wrapped__(*args, **kwargs))
        return made[-1]

    recording.__wrapped__ = position_suite.make_player  # type: ignore[attr-defined]
    monkeypatch.setattr(position_suite, "make_player", recording)
    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", 30)
    searched = 0
    for pos in _positions("banbiantianzha")[:12]:
        made.clear()
        position_suite._play("banbiantianzha", "hard:9", pos, rebuild(pos))
        last = getattr(made[0].search, "last", None)
        if last is not None:
            assert last["worlds"] == 9
            searched += 1
        assert pimc.DEFAULT_WORLDS == 30
    assert searched >= 3


@pytest.mark.parametrize("game", ["banbiantianzha", "datongzi", "zhaopengyou"])
def test_the_worlds_bench_counts_the_worlds_the_search_sampled(monkeypatch, game):
    """With the count fixed at 7 the bench must read 7 wherever the search ran, from ``PIMC.last``,
    ``DtzSearch.last`` or (找朋友) its counter of sampled worlds."""
    counter = hard_worlds._Counter(zhaopengyou_mc.sample_world)
    monkeypatch.setattr(zhaopengyou_mc, "sample_world", counter)
    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", 7)
    got = []
    for pos in _positions(game)[:20]:
        r = hard_worlds._decide(game, rebuild(pos), pos["seed"], counter)
        if r is not None:
            got.append(r)
        if len(got) == 3:
            break
    assert len(got) == 3
    assert all(worlds == 7 and cpu > 0 and cap >= 7 for worlds, cpu, cap in got)
