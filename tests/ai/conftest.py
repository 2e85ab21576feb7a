"""Shared fixtures of the AI tests: a short thinking time for ``hard`` (``AI_TEST_BUDGET_MS``
overrides it, e.g. to check the blunder positions at the app's real budget)."""

import os

import pytest


@pytest.fixture(autouse=True)
def quick_hard(monkeypatch):
    from ai import pimc

    monkeypatch.setattr(pimc, "DEFAULT_BUDGET_MS", float(os.environ.get("AI_TEST_BUDGET_MS", "3")))
