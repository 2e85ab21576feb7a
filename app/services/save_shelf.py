"""One autosave per game: ``saves/<game>.json`` in the user data folder, so a match of each of the six
games can be in progress at once and starting one game's match never touches another game's save.

Each slot is a ``SaveStore`` with the same rules as ever: atomic writes, and a damaged file moved aside
(inside ``saves/``) with a message — only that game's save is affected. The single ``match.json`` of
older versions moves, once, into its game's slot (a rename: nothing is rewritten, nothing lost).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import engine

from .files import WRITER, BackgroundWriter
from .saves import LoadOutcome, SaveStore
from .userfile import Damage, Damaged, Unreadable, move_aside, read_json, remove_stale_temps

FOLDER = "saves"
LEGACY = "match.json"


def legacy_game(path: Path) -> str | None:
    """The game of an old single save, or None when it cannot be told (then it is read, and set aside
    as damaged, by an ordinary ``SaveStore``)."""
    try:
        raw = read_json(path)
    except (FileNotFoundError, Damaged, Unreadable):
        return None
    match = raw.get("match") if isinstance(raw, dict) else None
    game = match.get("game_id") if isinstance(match, dict) else None
    return game if isinstance(game, str) and game in engine.GAMES else None


class SaveShelf:
    """Every game's autosave slot. ``write`` and the session's ``save`` go to the match's own game."""

    def __init__(self, data_dir: Path, writer: BackgroundWriter = WRITER, read_only: bool = False) -> None:
        self.data_dir = Path(data_dir)
        #: another copy of the app holds the folder (``folder_lock``): nothing here writes or tidies it
        self.read_only = read_only
        self.writer = writer  # every slot's background saves
        self.folder = self.data_dir / FOLDER
        self._slots: dict[str, SaveStore] = {}
        self._last: SaveStore | None = None  # the slot written last: its ``error`` is the table's
        #: the old single save when it could not be moved to its slot: its damage, told by the menu
        self.legacy_damage: Damage | None = None
        if read_only:
            return
        # temporary files a killed process left: beside the statistics, and beside the saves
        remove_stale_temps(self.data_dir)
        remove_stale_temps(self.folder)
        self.migrate()

    def slot(self, game_id: str) -> SaveStore:
        if game_id not in engine.GAMES:
            raise KeyError(f"unknown game {game_id!r}")
        store = self._slots.get(game_id)
        if store is None:
            store = self._slots[game_id] = SaveStore(self.folder, f"{game_id}.json", self.writer,
                                                     read_only=self.read_only)
        return store

    def migrate(self) -> None:
        """Move ``match.json`` (one save for all games, before version 0.2) into its game's slot. If that
        slot already holds a save, the old file is kept beside it under another name, never deleted;
        if its game cannot be told, it is set aside as damaged and the menu says so."""
        old = self.data_dir / LEGACY
        if not old.is_file():
            return
        game = legacy_game(old)
        try:
            if game is None:
                self.legacy_damage = SaveStore(self.data_dir, LEGACY, self.writer).load().damage
                return
            target = self.slot(game).path
            if target.exists():
                move_aside(old, "superseded")
                return
            self.folder.mkdir(parents=True, exist_ok=True)
            os.replace(old, target)
        except OSError:
            return  # a read-only folder: the old file stays where it is, tried again next start

    # ---- the store protocol, per game
    def exists(self, game_id: str | None = None) -> bool:
        games = [game_id] if game_id is not None else list(engine.GAMES)
        return any(self.slot(g).exists() for g in games)

    def load(self, game_id: str) -> LoadOutcome:
        return self.slot(game_id).load()

    def load_all(self) -> dict[str, LoadOutcome]:
        """Every game's save (a game without one is left out); damaged files are moved aside."""
        out: dict[str, LoadOutcome] = {}
        for g in engine.GAMES:
            if not self.slot(g).exists():
                continue
            out[g] = self.slot(g).load()
        return out

    def write(self, match: Any, *args: Any, **kwargs: Any) -> None:
        """``SaveStore.write`` (the same arguments) into ``match``'s own game's slot."""
        self._last = self.slot(match.game_id)
        self._last.write(match, *args, **kwargs)

    @property
    def error(self) -> str | None:
        """The last write's failure (see ``SaveStore.error``), for the game written last."""
        return self._last.error if self._last is not None else None

    def delete(self, game_id: str) -> None:
        self.slot(game_id).delete()

    def flush(self, timeout: float = 10.0) -> None:
        self.writer.flush(timeout)
