"""Shared fixtures of the AI tests: a short thinking time for ``hard`` (``AI_TEST_BUDGET_MS``
overrides it, e.g. to check the blunder positions at the app's real budget)."""

import os

import pytest


@pytest.fixture(autouse=True)
def quick_hard(monkeypatch):
    from ai import pimc

    monkeypatch.setattr(pimc, "DEFAULT_BUDGET_MS", float(os.environ.get("AI_TEST_BUDGET_MS", "3")))
    # ``ai.duel.run`` fixes the world counts for the rest of its process (a duel's figures must not
    # depend on load): undone after each test, so the next test in the same worker searches as it
    # expects (test_doudizhu's HARD_WORLDS check failed after test_duel_bench in one process)
    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", pimc.DEFAULT_WORLDS)
    monkeypatch.setattr(pimc, "LIGHT_BUDGET_MS", pimc.LIGHT_BUDGET_MS)
