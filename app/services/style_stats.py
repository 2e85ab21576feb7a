"""How each AI character (``ai.characters``) played against the player: per game and character, the
seat-hands it played and how often it took each style-revealing choice (捶, 抖, 投降, 包牌, bids,
扯旋 raises and folds) and played a bomb. Kept in ``styles.json`` beside the statistics (``Stats``
owns it, resets it with its game and reports its damage), so an older app's statistics file stays
readable to it.

A damaged file is moved aside and reported, never silently replaced, as every user file.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from .files import WRITER, BackgroundWriter
from .userfile import MAX_NUMBER, MAX_SEED, Damage, Damaged, bounded, file_version, load_user_file

STYLES_VERSION = 1
#: the choices counted, in the order the statistics screen shows them
CHOICES = ("chui", "dou", "touxiang", "fanqiang", "baopai", "bid", "raise", "fold", "bombs")
# the choices each game has, as the screen's columns, are its ``GameInfo.style_columns``
_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")


def _count(v: Any, high: int = MAX_NUMBER) -> bool:
    return bounded(v, 0, high)  # beyond it the file is damaged (#33: a 10**309 bomb count)


def parse_styles(raw: Any) -> dict[str, Any]:
    """The file as ``{"games": {game: {character: counts}}, "last": {game: [seed, hand]}}``;
    ``Damaged`` for anything else."""
    if not isinstance(raw, dict) or not set(raw) <= {"version", "games", "last"}:
        raise Damaged("bad styles file")
    file_version(raw, STYLES_VERSION, default=None)
    games_raw, last_raw = raw.get("games", {}), raw.get("last", {})
    if not isinstance(games_raw, dict) or not isinstance(last_raw, dict):
        raise Damaged("bad sections")
    games: dict[str, dict[str, dict[str, int]]] = {}
    for game, chars in games_raw.items():
        if not isinstance(chars, dict):
            raise Damaged(f"bad characters for {game!r}")
        games[game] = {}
        for cid, rec in chars.items():
            if (not _NAME.fullmatch(cid) or not isinstance(rec, dict)
                    or not set(rec) <= {"hands", *CHOICES} or not all(_count(v) for v in rec.values())):
                raise Damaged(f"bad counts for {game!r}")
            games[game][cid] = {k: rec.get(k, 0) for k in ("hands", *CHOICES)}
    last = {}
    for game, mark in last_raw.items():
        if not (isinstance(mark, list) and len(mark) == 2 and _count(mark[0], MAX_SEED) and _count(mark[1])):
            raise Damaged(f"bad last hand for {game!r}")
        last[game] = list(mark)
    return {"games": games, "last": last}


class StyleStats:
    def __init__(self, data_dir: Path, writer: BackgroundWriter = WRITER) -> None:
        self.path = Path(data_dir) / "styles.json"
        self.writer = writer  # written off the UI thread, as the statistics are
        writer.flush(path=self.path)  # a write still on its way (an app of this folder closed) first
        data, self.damage = load_user_file(self.path, "stats", parse_styles)
        data = data or {"games": {}, "last": {}}
        #: game -> character -> counts ("hands" and each of ``CHOICES``)
        self.data: dict[str, dict[str, dict[str, int]]] = data["games"]
        #: game -> [match seed, hand number] of the last hand counted (a hand counts once)
        self.last: dict[str, list[int]] = data["last"]
        self.frozen = self.damage is not None and self.damage.moved_to is None

    def take_damage(self) -> Damage | None:
        d, self.damage = self.damage, None
        return d

    def characters(self, game_id: str) -> dict[str, dict[str, int]]:
        """The characters faced in ``game_id`` with their counts."""
        return {c: dict(r) for c, r in self.data.get(game_id, {}).items() if r.get("hands")}

    def hand_done(self, game_id: str, seed: int, hand_no: int, facts: dict[str, dict[str, int]]) -> None:
        """Add one finished hand's ``facts`` (``match_facts.style_facts``), once per hand."""
        if self.last.get(game_id) == [seed, hand_no] or not facts:
            return
        self.last[game_id] = [seed, hand_no]
        recs = self.data.setdefault(game_id, {})
        for cid, counts in facts.items():
            rec = recs.setdefault(cid, {k: 0 for k in ("hands", *CHOICES)})
            for k, v in counts.items():
                if k in rec:
                    rec[k] += max(0, v)
        self._write()

    def reset(self, game_id: str | None = None) -> None:
        for part in (self.data, self.last):
            if game_id is None:
                part.clear()
            else:
                part.pop(game_id, None)
        self._write()

    def _write(self) -> None:
        if not self.frozen:  # a copy: the writer thread encodes it while the counts go on
            data = {"version": STYLES_VERSION, "last": {g: list(m) for g, m in self.last.items()},
                    "games": {g: {c: dict(r) for c, r in cs.items()} for g, cs in self.data.items()}}
            self.writer.write(self.path, data, "stats.write_failed")
