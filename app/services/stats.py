"""Per-game statistics (matches finished, matches won by a human seat), in the user data folder.

Matches in which a decision was taken back (悔牌) are counted in ``matches``/``wins`` and, besides,
in ``takeback_matches``/``takeback_wins``, so the menu can show them apart. A file from before these
two counts reads as none."""

from __future__ import annotations

import json
from pathlib import Path

from .files import atomic_write_json

_COUNTS = ("matches", "wins", "takeback_matches", "takeback_wins")


class Stats:
    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / "stats.json"
        self.data: dict[str, dict[str, int]] = self._read()

    def _read(self) -> dict[str, dict[str, int]]:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        out: dict[str, dict[str, int]] = {}
        if isinstance(raw, dict):
            for game, rec in raw.items():
                if isinstance(rec, dict):
                    out[str(game)] = {
                        k: int(v) for k, v in rec.items() if k in _COUNTS and isinstance(v, int)
                    }
        return out

    def get(self, game_id: str) -> tuple[int, int]:
        rec = self.data.get(game_id, {})
        return rec.get("matches", 0), rec.get("wins", 0)

    def takebacks(self, game_id: str) -> tuple[int, int]:
        """(matches, wins) among those with a take-back."""
        rec = self.data.get(game_id, {})
        return rec.get("takeback_matches", 0), rec.get("takeback_wins", 0)

    def record(self, game_id: str, won: bool, took_back: bool = False) -> None:
        """Count one finished match; ``won`` when a human seat is among the winners, ``took_back``
        when a decision was taken back in it (counted apart as well)."""
        rec = self.data.setdefault(game_id, {"matches": 0, "wins": 0})
        rec["matches"] = rec.get("matches", 0) + 1
        rec["wins"] = rec.get("wins", 0) + (1 if won else 0)
        if took_back:
            rec["takeback_matches"] = rec.get("takeback_matches", 0) + 1
            rec["takeback_wins"] = rec.get("takeback_wins", 0) + (1 if won else 0)
        try:
            atomic_write_json(self.path, self.data)
        except OSError:
            pass
