"""The menu's set-up per game (players, seats, room options, take-back), kept in the user config
folder (``setups.json``) when a match starts, so the next visit to that game begins where the last
one left it. A damaged file is moved aside and reported once, like the settings; a game or a value
this version does not accept falls back to the defaults alone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.registry import GAMES

from .game_config_file import GameConfigFile
from .saves import SeatConfig
from .userfile import Damaged, file_version

SETUP_VERSION = 1


def _game(game_id: str, raw: Any) -> dict[str, Any] | None:
    """One game's set-up read back, or None when it does not hold together."""
    info = GAMES[game_id]
    if not isinstance(raw, dict):
        return None
    players, seats, takeback = raw.get("players"), raw.get("seats"), raw.get("takeback")
    if not isinstance(players, int) or isinstance(players, bool) or players not in info.players:
        return None
    if not isinstance(seats, list) or len(seats) != max(info.players):
        return None
    try:
        configs = [SeatConfig.from_dict(s) for s in seats]
    except ValueError:
        return None
    if takeback is not None and not isinstance(takeback, bool):
        takeback = None
    found = raw.get("options")
    values: dict[str, Any] = found if isinstance(found, dict) else {}
    options = {o.key: values[o.key] if o.key in values and o.accepts(values[o.key]) else o.default
               for o in info.options}
    return {"players": players, "seats": configs, "options": options, "takeback": takeback}


def _parse(raw: Any) -> dict[str, dict[str, Any]]:
    if not isinstance(raw, dict):
        raise Damaged("set-ups must be an object")
    file_version(raw, SETUP_VERSION)
    games = raw.get("games", {})
    if not isinstance(games, dict):
        raise Damaged("games must be an object")
    out = {}
    for game_id, value in games.items():
        st = _game(game_id, value) if game_id in GAMES else None
        if st is not None:
            out[game_id] = st
    return out


def _copy(st: dict[str, Any]) -> dict[str, Any]:
    """A fresh copy of one set-up (the menu edits what it gets)."""
    return {"players": st["players"], "seats": [SeatConfig(**vars(s)) for s in st["seats"]],
            "options": dict(st["options"]), "takeback": st["takeback"]}


class SetupStore(GameConfigFile):
    def __init__(self, config_dir: Path) -> None:
        super().__init__(Path(config_dir) / "setups.json", "setups", SETUP_VERSION, _parse)

    def get(self, game_id: str) -> dict[str, Any] | None:
        """The game's last set-up (a fresh copy), or None."""
        st = self.games().get(game_id)
        return None if st is None else _copy(st)

    def put(self, game_id: str, st: dict[str, Any]) -> bool:
        """Keep the game's set-up; False if the file could not be written (the match starts anyway)."""
        games = self.games()
        games[game_id] = _copy(st)
        return self.write({game: {"players": g["players"], "seats": [s.to_dict() for s in g["seats"]],
                                  "options": g["options"], "takeback": g["takeback"]}
                           for game, g in games.items()})
