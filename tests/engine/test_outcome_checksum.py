"""Speed work on the engine changes no outcome: the same seeds play the same actions to the same
results in every game. The digests were recorded from main at a802f12, before any speed change
(``engine.simulate.outcome_digest``); a rule change that alters play updates them on purpose."""

import pytest

from engine import GAMES, simulate
from engine.simulate import outcome_digest

#: 40 random-legal hands per game, seed 2026 (the simulator's own chooser, and a uniform draw from
#: ``legal_actions()`` at each deep-check step)
RECORDED = {
    "banbiantianzha": "654f01e9f1d4c816",
    "datongzi": "d1f2eda018e6c1c7",
    "banzipao": "c353ee8c9bf69723",
    "chexuan": "0b6f1e3a08806126",
    "zhaopengyou": "8393d5b122e7cc80",
    "sandayi": "e9679ea8355fdec7",
    "doudizhu": "1d5ad061bafd1614",  # recorded when it was registered (issue 37)
}


@pytest.fixture(autouse=True)
def _no_deep_checks(monkeypatch):
    """``outcome_digest`` hashes the actions and results and ignores the simulator's failure count,
    so its deep checks (views, privacy, a save replayed at every eighth action) asserted nothing here
    and were 97 % of the cost; the simulator tests of each game assert them. They draw no random
    numbers, so the same actions are played without them: the digests are the recorded ones."""
    monkeypatch.setattr(simulate, "_deep_checks", lambda *args: [])


@pytest.mark.parametrize("game_id", sorted(set(RECORDED) | set(GAMES)))
def test_same_seeds_same_actions_and_results(game_id: str) -> None:
    """Every game of ``engine.GAMES`` has its digest: a new one fails here until it is recorded."""
    assert game_id in RECORDED, (
        f"{game_id} has no outcome digest: record engine.simulate.outcome_digest({game_id!r}, 40, 2026)")
    assert outcome_digest(game_id, 40, 2026) == RECORDED[game_id]


def test_digest_sees_a_different_seed() -> None:
    assert outcome_digest("sandayi", 3, 2026) != outcome_digest("sandayi", 3, 2027)
