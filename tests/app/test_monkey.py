"""The GUI monkey in the suite (issue 22): a few thousand random events over every game and scene,
no exception (an engine failure the table catches counts as one too) and the hot-seat privacy rule
on every frame. The long run is benchmarks/gui_monkey.py."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from app import ai_worker

from .monkey import Monkey, make_app

EVENTS = 700  # per seed; four seeds: about 2,800 events and 5,000 frames
SLOW = pytest.mark.slow  # seeds 2 to 4 run in the whole suite, not the quick run


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=SLOW), pytest.param(3, marks=SLOW),
                                  pytest.param(4, marks=SLOW)])
def test_random_input_never_crashes_and_never_shows_hidden_cards(tmp_path, monkeypatch, seed):
    monkeypatch.setattr(ai_worker, "_make_player", ai_worker._make_player)  # restored after the test
    app = make_app(tmp_path)
    monkey = Monkey(app, seed)
    try:
        monkey.run(EVENTS)
        moved = monkey.moved_aside()
    finally:
        monkey.close()
        app.close()
    assert not monkey.failures, monkey.failures
    assert not moved, f"the app refused files it wrote itself: {moved}"
    assert monkey.counts["event"] == EVENTS
    assert monkey.counts["match started"] > 0 and monkey.counts["privacy-checked frame"] > 0
    # files from others dropped on the replay list (#33): none wrote outside its folder
    assert monkey.counts["hostile drop"] > 0
    assert not list(Path(tempfile.gettempdir()).glob("paiju-monkey-x*"))
