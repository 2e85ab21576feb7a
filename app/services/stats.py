"""Per-game statistics (matches finished, matches won by a human seat), in the user data folder.

Matches in which a decision was taken back (悔牌) are counted in ``matches``/``wins`` and, besides,
in ``takeback_matches``/``takeback_wins``, so the menu can show them apart. A file from before these
two counts reads as none.

A damaged file is moved aside and reported (``damage``), never silently replaced: the next finished
match then starts a new file, and the old one keeps its counts under its new name.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .files import atomic_write_json
from .userfile import Damage, Damaged, load_user_file

STATS_VERSION = 1
#: the counts kept per game; the take-back pair came later (a file without it reads as none)
_COUNTS = ("matches", "wins", "takeback_matches", "takeback_wins")


def parse_stats(raw: Any) -> dict[str, dict[str, int]]:
    if not isinstance(raw, dict):
        raise Damaged("statistics must be an object")
    version = raw.get("version", 1)
    if type(version) is not int:
        raise Damaged("bad version")
    if version > STATS_VERSION:
        raise Damaged("newer version", "future")
    out: dict[str, dict[str, int]] = {}
    for game, rec in raw.items():
        if game == "version":
            continue
        if not isinstance(rec, dict) or not set(rec) <= set(_COUNTS):
            raise Damaged(f"bad record for {game!r}")
        counts = {k: rec.get(k, 0) for k in _COUNTS}
        if (any(type(v) is not int or v < 0 for v in counts.values()) or counts["wins"] > counts["matches"]
                or counts["takeback_wins"] > counts["takeback_matches"]
                or counts["takeback_matches"] > counts["matches"]):
            raise Damaged(f"bad counts for {game!r}")
        out[game] = counts
    return out


class Stats:
    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / "stats.json"
        data, self.damage = load_user_file(self.path, "stats", parse_stats)
        self.data: dict[str, dict[str, int]] = data or {}
        #: a damaged file that could not be moved aside is never written over
        self.frozen = self.damage is not None and self.damage.moved_to is None

    def take_damage(self) -> Damage | None:
        """The damage report, once (the menu shows it)."""
        d, self.damage = self.damage, None
        return d

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
        if self.frozen:
            return
        try:
            atomic_write_json(self.path, {"version": STATS_VERSION, **self.data})
        except OSError:
            pass
