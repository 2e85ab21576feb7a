"""Issue 37: ``--smoke N --game ID`` plays an AI-only match of any registered game headless (the
smoke run once only knew 半边天炸), and an unknown id is refused with the list of games."""

from __future__ import annotations

import pytest

import engine
from app.__main__ import main


@pytest.mark.parametrize("game_id", list(engine.GAMES))
def test_smoke_plays_every_game(game_id, tmp_path, capsys):
    assert main(["--smoke", "40", "--game", game_id, "--data-dir", str(tmp_path / "d"),
                 "--config-dir", str(tmp_path / "c")]) == 0
    out = capsys.readouterr().out
    assert "smoke: 40 frames" in out and f"matches finished, {game_id}\n" in out


def test_an_unknown_game_is_refused_with_the_games(capsys):
    assert main(["--smoke", "5", "--game", "nope"]) == 2
    err = capsys.readouterr().err
    assert "unknown --game 'nope'" in err and all(g in err for g in engine.GAMES)
