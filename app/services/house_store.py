""""My house rules": the player's own set of house-rule options per game, kept in the user config
folder (``house_rules.json``). A damaged file is moved aside and reported once, like the settings."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.registry import GAMES, house_options

from .game_config_file import GameConfigFile
from .userfile import Damaged, file_version

HOUSE_VERSION = 1


def _parse(raw: Any) -> dict[str, dict[str, Any]]:
    if not isinstance(raw, dict):
        raise Damaged("house rules must be an object")
    file_version(raw, HOUSE_VERSION)
    games = raw.get("games", {})
    if not isinstance(games, dict):
        raise Damaged("games must be an object")
    out: dict[str, dict[str, Any]] = {}
    for game_id, values in games.items():
        if game_id not in GAMES or not isinstance(values, dict):
            continue  # a game this version does not know: skipped, the rest kept
        specs = {o.key: o for o in house_options(game_id)}
        # a value this version does not accept falls back to its default alone
        out[game_id] = {k: (values[k] if k in values and spec.accepts(values[k]) else spec.default)
                        for k, spec in specs.items()}
    return out


class HouseRulesStore(GameConfigFile):
    def __init__(self, config_dir: Path) -> None:
        super().__init__(Path(config_dir) / "house_rules.json", "house", HOUSE_VERSION, _parse)

    def get(self, game_id: str) -> dict[str, Any] | None:
        """The saved house rules of the game, every house option present; None if none saved."""
        found = self.games().get(game_id)
        return dict(found) if found is not None else None

    def put(self, game_id: str, values: dict[str, Any]) -> bool:
        """Save the game's house rules; False if the file could not be written."""
        games = self.games()
        games[game_id] = {o.key: values.get(o.key, o.default) for o in house_options(game_id)}
        return self.write(games)
