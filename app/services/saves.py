"""An autosaved match: one JSON file in the user data folder, written atomically after every action.

A file that cannot be read (corrupt, from a newer app, for a game this build cannot play) is moved
aside with a reason in its name and reported as a translated message key; it never crashes the app.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine
from ai.characters import CHARACTERS, DEFAULT

from .files import WRITER, BackgroundWriter, atomic_write_json
from .text_clean import clean_name
from .userfile import Damage, Damaged, check_numbers, load_user_file, remove_stale_temps

SAVE_FORMAT = "paiju-save"
SAVE_VERSION = 1
#: ``SaveStore.error`` when autosaving is refused because a damaged save could not be moved
BLOCKED = "blocked"
_CHARACTER_IDS = frozenset(c.id for c in CHARACTERS)


@dataclass
class SeatConfig:
    kind: str = "human"  # "human" or "ai"
    name: str = ""
    level: str = "normal"
    #: the AI's character (``ai.characters``); saved with the match
    character: str = DEFAULT

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": clean_name(self.name), "level": self.level,
                "character": self.character}

    @staticmethod
    def from_dict(d: Any) -> SeatConfig:
        if not isinstance(d, dict) or d.get("kind") not in ("human", "ai"):
            raise ValueError(f"bad seat record {d!r}")
        name, level = d.get("name", ""), d.get("level", "normal")
        if not isinstance(name, str) or not isinstance(level, str):
            raise ValueError(f"bad seat record {d!r}")
        # a save from before characters has none (the default); one this build does not know (a
        # newer app's) plays as the default rather than refusing the whole match
        character = d.get("character", DEFAULT)
        if not isinstance(character, str) or character not in _CHARACTER_IDS:
            character = DEFAULT
        return SeatConfig(d["kind"], clean_name(name), level, character)


@dataclass
class SavedMatch:
    match: Any  # engine.Match
    seats: list[SeatConfig]
    viewer: int | None
    counted: bool  # statistics already recorded for this (finished) match
    takeback: bool | None = None  # 悔牌 allowed (None: a save from before the setting, the default)
    takebacks: int = 0  # decisions taken back so far


@dataclass
class LoadOutcome:
    saved: SavedMatch | None = None
    error: str | None = None  # catalogue key: save.corrupt / save.future / save.unplayable
    moved_to: Path | None = None
    damage: Damage | None = None  # what the player is told


class SaveStore:
    """One save file (``SaveShelf`` keeps one per game; ``match.json`` was the single save of old)."""

    def __init__(self, data_dir: Path, name: str = "match.json", writer: BackgroundWriter = WRITER,
                 read_only: bool = False) -> None:
        self.path = Path(data_dir) / name
        self.writer = writer  # background saves go through the app's one writer thread
        #: a damaged save that could not be moved aside: never written over (nothing is lost)
        self.blocked = False
        #: another copy of the app holds the folder (``folder_lock``): its save is never touched
        self.read_only = read_only
        if not read_only:
            remove_stale_temps(self.path.parent)  # left by a write the process did not live to finish

    @property
    def error(self) -> str | None:
        """``BLOCKED``, or why the last background write failed (None once one succeeds)."""
        return BLOCKED if self.blocked else self.writer.failure(self.path)

    def exists(self) -> bool:
        return self.path.is_file()

    def snapshot(
        self,
        match: Any,
        seats: list[SeatConfig],
        viewer: int | None,
        counted: bool = False,
        takeback: bool | None = None,
        takebacks: int = 0,
    ) -> dict:
        """The save file's content (taken on the UI thread, so it is the position at that moment)."""
        return {
            "takeback": takeback,
            "takebacks": takebacks,
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "saved_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
            "seats": [s.to_dict() for s in seats],
            "viewer": viewer,
            "counted": counted,
            "match": match.to_dict(),
        }

    def write(
        self,
        match: Any,
        seats: list[SeatConfig],
        viewer: int | None,
        counted: bool = False,
        background: bool = False,
        takeback: bool | None = None,
        takebacks: int = 0,
    ) -> None:
        """Save now, or (``background``) hand the write and its fsync to the writer thread, so a slow
        disk never shows as a stutter; the latest snapshot wins and ``flush`` waits for it."""
        if self.blocked or self.read_only:
            return
        data = self.snapshot(match, seats, viewer, counted, takeback, takebacks)
        if background:
            self.writer.write(self.path, data, "save.write_failed")
            return
        self.flush()  # a queued older snapshot must not land after this one
        atomic_write_json(self.path, data)

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until this file's background save has reached the disk."""
        self.writer.flush(timeout, self.path)

    def delete(self) -> None:
        if self.read_only:
            return
        self.flush()
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass

    def load(self) -> LoadOutcome:
        """The saved match, or why not (the bad file is moved aside); ``LoadOutcome()`` if none."""
        self.flush()
        saved, damage = load_user_file(self.path, "save", self._parse)
        if damage is None:
            return LoadOutcome(saved)
        self.blocked = damage.moved_to is None
        key = {"future": "save.future", "unplayable": "save.unplayable"}.get(damage.reason, "save.corrupt")
        return LoadOutcome(error=key, moved_to=damage.moved_to, damage=damage)

    @staticmethod
    def _parse(raw: Any) -> SavedMatch:
        if not isinstance(raw, dict) or raw.get("format") != SAVE_FORMAT:
            raise Damaged("not a paiju save")
        version = raw.get("version")
        if type(version) is not int:
            raise Damaged("bad version")
        check_numbers(raw)  # beyond 2**53 (a seed apart) no real match reaches: damaged (#33)
        match_data = raw.get("match")
        schema = match_data.get("schema") if isinstance(match_data, dict) else None
        if version > SAVE_VERSION or (type(schema) is int and schema > engine.SCHEMA_VERSION):
            raise Damaged("newer version", "future")
        try:
            match = engine.load(match_data)
        except NotImplementedError as e:
            raise Damaged("game not playable", "unplayable") from e
        seats = raw.get("seats")
        if not isinstance(seats, list) or len(seats) != match.num_players:
            raise Damaged("seat count does not match the game")
        seat_list = [SeatConfig.from_dict(s) for s in seats]
        viewer = raw.get("viewer")
        if viewer is not None and (type(viewer) is not int or not 0 <= viewer < len(seat_list)):
            raise Damaged("bad viewer")
        # the take-back fields came later: missing or odd ones fall back to the defaults, never
        # costing the player the match
        takeback = raw.get("takeback") if isinstance(raw.get("takeback"), bool) else None
        takebacks = raw.get("takebacks")
        if isinstance(takebacks, bool) or not isinstance(takebacks, int) or takebacks < 0:
            takebacks = 0
        return SavedMatch(match, seat_list, viewer, bool(raw.get("counted", False)), takeback, takebacks)
