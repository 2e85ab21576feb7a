"""``benchmarks/level_diff.py``: two levels' differing decisions, each played out both ways."""

import argparse

import pytest

from ai import counterfactual as cf
from benchmarks import level_diff

from .positions import reproducible_search


@pytest.fixture(autouse=True)
def _fixed_worlds(monkeypatch):
    reproducible_search(monkeypatch)  # as the benchmark's main does: choices independent of the load


def _args(a: str, b: str) -> argparse.Namespace:
    return argparse.Namespace(a=a, b=b, judge="normal", worlds=1, search_worlds=30, seed=11)


def test_a_level_never_differs_from_itself():
    """Two players of one level with one seed, fed the same views, choose alike at every decision:
    the watched seat's memory and seeds are the same for A and B, so nothing is recorded."""
    assert level_diff.watch_deal("sandayi", 1, _args("normal", "normal")) == []


def test_differing_decisions_are_played_out_both_ways():
    """``easy`` and ``normal`` differ somewhere in deal 1 of 三打一; each record's value is the mean of
    its paired rows (A's play first), and its plays are the two levels' different choices."""
    recs = level_diff.watch_deal("sandayi", 1, _args("easy", "normal"))
    assert recs
    for r in recs:
        assert r["a_play"] != r["b_play"] and len(r["rows"]) >= 1
        assert r["diff"] == cf.paired(r["rows"], 0, 1)[0]
        assert r["side"] in ("landlord", "farmer") and r["a_kind"] in ("pass", "bomb", "play")
    lines = level_diff.summary(recs + recs, "easy", "normal")
    assert any(line.lstrip().startswith("all") for line in lines)
