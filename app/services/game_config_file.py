"""A config file that keeps one entry per game (``{"version", "games": {id: …}}``): read once, a
damaged file moved aside and reported once like the settings, written atomically. The house rules
and the menu's set-ups are two such files; each says how its entries are read and written."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .files import atomic_write_json
from .userfile import Damage, load_user_file, remove_stale_temps


class GameConfigFile:
    def __init__(self, path: Path, kind: str, version: int,
                 parse: Callable[[Any], dict[str, dict[str, Any]]]) -> None:
        self.path = path
        self.kind = kind  # the file's name in damage reports
        self.version = version
        self._parse = parse
        self.damage: Damage | None = None
        self.frozen = False
        self._games: dict[str, dict[str, Any]] | None = None

    def take_damage(self) -> Damage | None:
        """The damage report, once."""
        d, self.damage = self.damage, None
        return d

    def games(self) -> dict[str, dict[str, Any]]:
        """Every game's entry as read (loaded on first use)."""
        if self._games is None:
            if self.path.parent.is_dir():
                remove_stale_temps(self.path.parent)
            games, damage = load_user_file(self.path, self.kind, self._parse)
            if damage is not None:
                self.damage = damage
                self.frozen = damage.moved_to is None  # never overwrite a file we could not move
            self._games = games or {}
        return self._games

    def write(self, games: dict[str, Any]) -> bool:
        """Write every game's entry (already in file form); False if frozen or the write failed."""
        if self.frozen:
            return False
        try:
            atomic_write_json(self.path, {"version": self.version, "games": games})
        except OSError:
            return False
        return True
