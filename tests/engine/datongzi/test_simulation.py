"""The simulator's invariants for 打筒子 (DTZ-1.2 132 cards conserved, DTZ-7.1 300 points per hand,
DTZ-10.1 R and B bookkeeping) over a few random hands, deep checks after every action."""

from __future__ import annotations

import pytest

from engine.simulate import run


@pytest.mark.slow
def test_dtz_simulator_short_run():
    """DTZ-1.2 / DTZ-7.1 / DTZ-10.1: random legal play, zero invariant failures."""
    played, failures, _ = run("datongzi", 4, 3, deep_every=1)
    assert played == 4 and failures == 0


@pytest.mark.slow
def test_dtz_simulator_more_hands():
    """DTZ-10.2: matches run to their end; invariants hold across hands."""
    played, failures, _ = run("datongzi", 25, 11, deep_every=16)
    assert played == 25 and failures == 0


def test_dtz_simulator_with_kickers_and_600(monkeypatch):
    """DTZ-12 options allow_kickers + target 600 (DTZ-3.4, 3.5, 10.2): invariants hold. Deep checks only
    at hand ends: a lead then lists hundreds of millions of plays, too many to compare one by one."""
    from engine.games.datongzi import SIMULATION

    monkeypatch.setattr(SIMULATION, "options", {"allow_kickers": True, "target": 600})
    played, failures, _ = run("datongzi", 20, 5, deep_every=0)
    assert played == 20 and failures == 0
