"""Shared fixtures of the AI tests: a short thinking time for ``hard`` (``AI_TEST_BUDGET_MS``
overrides it, e.g. to check the blunder positions at the app's real budget), and ``few_worlds`` for
the tests that check what a search may choose rather than how well it chooses."""

import os

import pytest

#: worlds per light search under ``few_worlds``: the fewest at which every search's own choice stands
#: (``ai.pimc`` keeps the rule-based play below min(``MIN_WORLDS``, the fixed count); 找朋友's and
#: 打筒子's searches below 4 and 8 likewise), so the search's whole path still runs
FEW_WORLDS = 4


@pytest.fixture(autouse=True)
def quick_hard(monkeypatch):
    from ai import pimc

    monkeypatch.setattr(pimc, "DEFAULT_BUDGET_MS", float(os.environ.get("AI_TEST_BUDGET_MS", "3")))
    # ``ai.duel.run`` fixes the world counts for the rest of its process (a duel's figures must not
    # depend on load): undone after each test, so the next test in the same worker searches as it
    # expects (test_doudizhu's HARD_WORLDS check failed after test_duel_bench in one process)
    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", pimc.DEFAULT_WORLDS)
    monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", pimc.LIGHT_BUDGET_MS)
    monkeypatch.setattr(pimc, "NORMAL_WORLDS", pimc.NORMAL_WORLDS)


@pytest.fixture
def few_worlds(monkeypatch):
    """``normal``'s light search (三打一, 板子炮) samples ``FEW_WORLDS`` worlds, not ``NORMAL_WORLDS``
    (12) for up to 25 ms of wall-clock time, for a test that asserts every choice is legal: the
    candidates are the same legal plays whatever the count, and the search still picks among them by
    its roll-outs. A fixed count also decides alike on a busy machine and an idle one (issue #34:
    three quarters of 三打一's random-position legality test was these searches)."""
    from ai import pimc

    monkeypatch.setattr(pimc, "NORMAL_WORLDS", FEW_WORLDS)
    monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", 1e9)
