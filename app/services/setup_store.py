"""The menu's set-up per game (players, seats, room options, take-back), kept in the user config
folder (``setups.json``) when a match starts, so the next visit to that game begins where the last
one left it. A damaged file is moved aside and reported once, like the settings; a game or a value
this version does not accept falls back to the defaults alone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.registry import GAMES

from .files import atomic_write_json
from .saves import SeatConfig
from .userfile import Damage, Damaged, file_version, load_user_file, remove_stale_temps

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


class SetupStore:
    def __init__(self, config_dir: Path) -> None:
        self.path = Path(config_dir) / "setups.json"
        self.damage: Damage | None = None
        self.frozen = False
        self._games: dict[str, dict[str, Any]] | None = None

    def take_damage(self) -> Damage | None:
        """The damage report, once."""
        d, self.damage = self.damage, None
        return d

    def _load(self) -> dict[str, dict[str, Any]]:
        if self._games is None:
            if self.path.parent.is_dir():
                remove_stale_temps(self.path.parent)
            games, damage = load_user_file(self.path, "setups", _parse)
            if damage is not None:
                self.damage = damage
                self.frozen = damage.moved_to is None  # never overwrite a file we could not move
            self._games = games or {}
        return self._games

    def get(self, game_id: str) -> dict[str, Any] | None:
        """The game's last set-up (fresh copies: the menu edits what it gets), or None."""
        st = self._load().get(game_id)
        if st is None:
            return None
        return {"players": st["players"], "seats": [SeatConfig(**vars(s)) for s in st["seats"]],
                "options": dict(st["options"]), "takeback": st["takeback"]}

    def put(self, game_id: str, st: dict[str, Any]) -> bool:
        """Keep the game's set-up; False if the file could not be written (the match starts anyway)."""
        games = self._load()
        games[game_id] = {"players": st["players"], "seats": [SeatConfig(**vars(s)) for s in st["seats"]],
                          "options": dict(st["options"]), "takeback": st["takeback"]}
        if self.frozen:
            return False
        data = {game: {"players": g["players"], "seats": [s.to_dict() for s in g["seats"]],
                       "options": g["options"], "takeback": g["takeback"]} for game, g in games.items()}
        try:
            atomic_write_json(self.path, {"version": SETUP_VERSION, "games": data})
        except OSError:
            return False
        return True
