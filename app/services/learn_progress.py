"""学牌 progress per game, kept in the user data folder (``learn.json``, version 1): whether the
guided first hand was played to its scoring screen, and which 残局 puzzles (by their string key) were
solved. Written atomically on every change; a damaged file is moved aside and told once, like the
other user files, and progress starts again from nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.registry import GAMES

from .game_config_file import GameConfigFile
from .userfile import Damaged, file_version

LEARN_VERSION = 1


def _game(raw: Any) -> dict[str, Any]:
    """One game's progress read back; what does not hold together counts as not done."""
    if not isinstance(raw, dict):
        return {"lesson": False, "solved": []}
    solved = raw.get("solved")
    keys = sorted({k for k in solved if isinstance(k, str)}) if isinstance(solved, list) else []
    return {"lesson": raw.get("lesson") is True, "solved": keys}


def _parse(raw: Any) -> dict[str, dict[str, Any]]:
    if not isinstance(raw, dict):
        raise Damaged("learning progress must be an object")
    file_version(raw, LEARN_VERSION)
    games = raw.get("games", {})
    if not isinstance(games, dict):
        raise Damaged("games must be an object")
    return {g: _game(v) for g, v in games.items() if g in GAMES}


class LearnProgress(GameConfigFile):
    def __init__(self, data_dir: Path, read_only: bool = False) -> None:
        super().__init__(Path(data_dir) / "learn.json", "learn", LEARN_VERSION, _parse)
        self.read_only = read_only  # a second copy on this data folder writes nothing

    def write(self, games: dict[str, Any]) -> bool:
        return False if self.read_only else super().write(games)

    def _entry(self, game_id: str) -> dict[str, Any]:
        return self.games().setdefault(game_id, {"lesson": False, "solved": []})

    def lesson_done(self, game_id: str) -> bool:
        return bool(self.games().get(game_id, {}).get("lesson"))

    def solved(self, game_id: str) -> set[str]:
        return set(self.games().get(game_id, {}).get("solved", []))

    def mark_lesson(self, game_id: str) -> bool:
        """The lesson was played to its end; False if the file could not be written (kept in memory)."""
        self._entry(game_id)["lesson"] = True
        return self.write(self.games())

    def mark_solved(self, game_id: str, key: str) -> bool:
        """A puzzle solved; False if the file could not be written (kept in memory)."""
        entry = self._entry(game_id)
        entry["solved"] = sorted(set(entry["solved"]) | {key})
        return self.write(self.games())
