"""Per-game statistics in the user data folder: counts and figures per game and per opponents' level,
a capped series of finished matches (for the chart), and the running tallies of unfinished matches.

Matches in which a decision was taken back (悔牌) are counted in ``matches``/``wins`` and, besides,
in ``takeback_matches``/``takeback_wins``, so they can be shown apart.

"Level" is the bucket of the AI seats at the table (``match_facts.level_bucket``): one AI level,
``mixed``, or ``hotseat`` (no AI). A version-1 file (counts per game only) reads as its counts in the
``earlier`` bucket, every newer figure empty.

A damaged file is moved aside and reported (``damage``), never silently replaced: the next finished
match then starts a new file, and the old one keeps its counts under its new name.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .files import WRITER, BackgroundWriter
from .style_stats import StyleStats
from .userfile import MAX_NUMBER, MAX_SEED, Damage, Damaged, bounded, file_version, load_user_file

STATS_VERSION = 2
#: the bucket a version-1 file's counts (and a match recorded without a level) go to
EARLIER = "earlier"
#: the finished matches kept per game for the chart (the counts themselves are never capped)
SERIES_CAP = 500
#: the counts kept per game and level; all but the first two came later (a file without them: zero)
_COUNTS = ("matches", "wins", "takeback_matches", "takeback_wins", "scored", "hands", "first_hands",
           "firsts", "bombs", "streak", "best_streak")
_SIGNED = ("score_sum", "score_best")  # any integer; ``score_best`` is absent until a score is known
_TALLY = ("seed", "hand", "first_hands", "firsts", "bombs")
_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}")
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


@dataclass(frozen=True)
class MatchFacts:
    """What one finished match adds: the human's final score (``None`` when unknown), the hands
    played, and from the hands' tallies the hands the human went out first in (of ``first_hands``
    where that applies) and the bombs the human played."""

    score: int | None = None
    hands: int = 0
    first_hands: int = 0
    firsts: int = 0
    bombs: int = 0


@dataclass(frozen=True)
class Figures:
    """The statistics screen's figures for one game (and level, or all levels)."""

    matches: int
    wins: int
    best: int | None
    average: float | None
    streak: int
    best_streak: int
    first_rate: float | None  # None where no hand had a first out to count (扯旋, 找朋友)
    bombs: int
    hands: int
    takeback_matches: int
    takeback_wins: int

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.matches if self.matches else None


@dataclass(frozen=True)
class Point:
    """One finished match of the chart's series."""

    day: str  # YYYY-MM-DD
    level: str
    score: int | None
    won: bool


def _int(v: Any, signed: bool = False) -> bool:
    # beyond MAX_NUMBER no real count or score lies: the file is damaged (#33)
    return bounded(v, -MAX_NUMBER if signed else 0)


def _parse_record(game: str, rec: Any) -> dict[str, int]:
    if not isinstance(rec, dict) or not set(rec) <= set(_COUNTS) | set(_SIGNED):
        raise Damaged(f"bad record for {game!r}")
    out = {k: rec.get(k, 0) for k in _COUNTS}
    for k in _SIGNED:
        if k in rec:
            out[k] = rec[k]
    if (not all(_int(v) for k, v in out.items() if k in _COUNTS)
            or not all(_int(out[k], True) for k in _SIGNED if k in out)
            or out["wins"] > out["matches"] or out["takeback_wins"] > out["takeback_matches"]
            or out["takeback_matches"] > out["matches"] or out["scored"] > out["matches"]
            or out["firsts"] > out["first_hands"] or out["streak"] > out["best_streak"]):
        raise Damaged(f"bad counts for {game!r}")
    return out


def _parse_series(game: str, raw: Any) -> list[Point]:
    if not isinstance(raw, list):
        raise Damaged(f"bad series for {game!r}")
    out = []
    for p in raw[-SERIES_CAP:]:
        if (not isinstance(p, list) or len(p) != 4 or not isinstance(p[0], str) or not _DAY.fullmatch(p[0])
                or not isinstance(p[1], str) or not _NAME.fullmatch(p[1])
                or not (p[2] is None or _int(p[2], True)) or type(p[3]) is not bool):
            raise Damaged(f"bad series point for {game!r}")
        out.append(Point(p[0], p[1], p[2], p[3]))
    return out


def parse_stats(raw: Any) -> dict[str, Any]:
    """The file's content as ``{"games": {game: {level: counts}}, "series": {game: [Point]},
    "open": {game: tally}}``; ``Damaged`` for anything else."""
    if not isinstance(raw, dict):
        raise Damaged("statistics must be an object")
    version = file_version(raw, STATS_VERSION)
    if version < 2:  # {game: counts}: the counts of an earlier version, in their own bucket
        earlier = {g: {EARLIER: _parse_record(g, rec)} for g, rec in raw.items() if g != "version"}
        return {"games": earlier, "series": {}, "open": {}}
    if not set(raw) <= {"version", "games", "series", "open"}:
        raise Damaged("unknown fields")
    games_raw, series_raw, open_raw = raw.get("games", {}), raw.get("series", {}), raw.get("open", {})
    if not all(isinstance(x, dict) for x in (games_raw, series_raw, open_raw)):
        raise Damaged("bad sections")
    games: dict[str, dict[str, dict[str, int]]] = {}
    for g, levels in games_raw.items():
        if not isinstance(levels, dict) or not all(_NAME.fullmatch(k) for k in levels):
            raise Damaged(f"bad levels for {g!r}")
        games[g] = {lv: _parse_record(g, rec) for lv, rec in levels.items()}
    series = {g: _parse_series(g, s) for g, s in series_raw.items()}
    tallies = {}
    for g, t in open_raw.items():
        if not isinstance(t, dict) or set(t) != set(_TALLY) or not bounded(t["seed"], 0, MAX_SEED) \
                or not all(_int(t[k]) for k in _TALLY if k != "seed") or t["firsts"] > t["first_hands"]:
            raise Damaged(f"bad tally for {g!r}")
        tallies[g] = dict(t)
    return {"games": games, "series": series, "open": tallies}


class Stats:
    def __init__(self, data_dir: Path, writer: BackgroundWriter = WRITER, read_only: bool = False) -> None:
        self.path = Path(data_dir) / "stats.json"
        self.writer = writer  # the file is written off the UI thread (the scoring screen's)
        writer.flush(path=self.path)  # a write still on its way (an app of this folder closed) first
        data, self.damage = load_user_file(self.path, "stats", parse_stats)
        data = data or {"games": {}, "series": {}, "open": {}}
        #: game -> level bucket -> counts
        self.data: dict[str, dict[str, dict[str, int]]] = data["games"]
        self.points: dict[str, list[Point]] = data["series"]
        #: game -> the running tally of its unfinished match (one per game: seed and last hand counted)
        self.open: dict[str, dict[str, int]] = data["open"]
        #: a damaged file that could not be moved aside is never written over
        self.frozen = read_only or (self.damage is not None and self.damage.moved_to is None)
        #: how the AI characters faced played (its own file; reset and reported with these figures)
        self.styles = StyleStats(data_dir, writer)
        self.styles.frozen = self.styles.frozen or read_only  # another copy holds the folder

    def take_damage(self) -> Damage | None:
        """The damage report, once (the menu shows it)."""
        d, self.damage = self.damage, None
        return d or self.styles.take_damage()

    # ---- reading
    def levels(self, game_id: str) -> list[str]:
        """The level buckets with matches of ``game_id``."""
        return [lv for lv, rec in self.data.get(game_id, {}).items() if rec.get("matches")]

    def _sum(self, game_id: str, key: str, level: str | None = None) -> int:
        recs = self.data.get(game_id, {})
        return sum(r.get(key, 0) for lv, r in recs.items() if level is None or lv == level)

    def get(self, game_id: str) -> tuple[int, int]:
        return self._sum(game_id, "matches"), self._sum(game_id, "wins")

    def takebacks(self, game_id: str) -> tuple[int, int]:
        """(matches, wins) among those with a take-back."""
        return self._sum(game_id, "takeback_matches"), self._sum(game_id, "takeback_wins")

    def series(self, game_id: str, level: str | None = None) -> list[Point]:
        """The last finished matches (oldest first; at most ``SERIES_CAP`` per game)."""
        return [p for p in self.points.get(game_id, []) if level is None or p.level == level]

    def figures(self, game_id: str, level: str | None = None) -> Figures:
        """Every figure of ``game_id`` at one level (None: all levels together)."""
        recs = [r for lv, r in self.data.get(game_id, {}).items() if level is None or lv == level]

        def total(key: str) -> int:
            return sum(r.get(key, 0) for r in recs)

        bests = [r["score_best"] for r in recs if "score_best" in r]
        scored = total("scored")
        if level is None:  # across levels the streak runs over the series (it is kept in order)
            streak, best_streak = _streaks(self.series(game_id))
            best_streak = max([best_streak] + [r.get("best_streak", 0) for r in recs])
        else:
            streak, best_streak = total("streak"), total("best_streak")
        first_hands = total("first_hands")
        return Figures(
            matches=total("matches"), wins=total("wins"), best=max(bests) if bests else None,
            average=total("score_sum") / scored if scored else None, streak=streak, best_streak=best_streak,
            first_rate=total("firsts") / first_hands if first_hands else None, bombs=total("bombs"),
            hands=total("hands"), takeback_matches=total("takeback_matches"),
            takeback_wins=total("takeback_wins"),
        )

    # ---- recording
    def hand_done(self, game_id: str, seed: int, hand_no: int, first: bool | None, bombs: int) -> None:
        """Tally one finished hand of the unfinished match ``seed`` (once per hand: a scoring screen
        shown again for the same hand, after continuing a save, counts nothing)."""
        t = self.open.get(game_id)
        if t is None or t["seed"] != seed or t["hand"] > hand_no:
            t = {"seed": seed, "hand": 0, "first_hands": 0, "firsts": 0, "bombs": 0}
        if t["hand"] >= hand_no:
            return
        t["hand"] = hand_no
        t["first_hands"] += first is not None
        t["firsts"] += bool(first)
        t["bombs"] += max(0, bombs)
        self.open[game_id] = t
        self._write()

    def in_progress(self, game_id: str) -> dict[str, int] | None:
        """The tally of the game's unfinished match (hands played, first outs, bombs), or None."""
        t = self.open.get(game_id)
        return dict(t) if t is not None and t.get("hand", 0) > 0 else None

    def tally(self, game_id: str, seed: int) -> dict[str, int]:
        """The hands' tally of match ``seed`` so far (zeros for another match)."""
        t = self.open.get(game_id)
        return dict(t) if t is not None and t["seed"] == seed else {"first_hands": 0, "firsts": 0, "bombs": 0}

    def record(
        self,
        game_id: str,
        won: bool,
        took_back: bool = False,
        *,
        level: str = EARLIER,
        facts: MatchFacts | None = None,
        day: str | None = None,
    ) -> None:
        """Count one finished match; ``won`` when a human seat is among the winners, ``took_back``
        when a decision was taken back in it (counted apart as well), ``level`` the opponents'
        bucket, ``facts`` its score, hands, first outs and bombs; ``day`` (YYYY-MM-DD) for the chart."""
        facts = facts or MatchFacts()
        rec = self.data.setdefault(game_id, {}).setdefault(level, {k: 0 for k in _COUNTS})
        rec["matches"] = rec.get("matches", 0) + 1
        rec["wins"] = rec.get("wins", 0) + (1 if won else 0)
        if took_back:
            rec["takeback_matches"] = rec.get("takeback_matches", 0) + 1
            rec["takeback_wins"] = rec.get("takeback_wins", 0) + (1 if won else 0)
        if facts.score is not None:
            rec["scored"] = rec.get("scored", 0) + 1
            rec["score_sum"] = rec.get("score_sum", 0) + facts.score
            rec["score_best"] = max(rec.get("score_best", facts.score), facts.score)
        for key in ("hands", "first_hands", "firsts", "bombs"):
            rec[key] = rec.get(key, 0) + max(0, getattr(facts, key))
        rec["streak"] = rec.get("streak", 0) + 1 if won else 0
        rec["best_streak"] = max(rec.get("best_streak", 0), rec["streak"])
        points = self.points.setdefault(game_id, [])
        points.append(Point(day or time.strftime("%Y-%m-%d"), level, facts.score, won))
        del points[:-SERIES_CAP]
        self.open.pop(game_id, None)  # its tally is in the counts now
        self._write()

    def reset(self, game_id: str | None = None) -> None:
        """Forget one game's statistics (None: every game's)."""
        self.styles.reset(game_id)
        for part in (self.data, self.points, self.open):
            if game_id is None:
                part.clear()
            else:
                part.pop(game_id, None)
        self._write()

    def to_json(self) -> dict[str, Any]:
        """The file's content, copied (the writer thread encodes it while the counts go on)."""
        return {
            "version": STATS_VERSION,
            "games": {g: {lv: dict(rec) for lv, rec in levels.items()} for g, levels in self.data.items()},
            "series": {g: [[p.day, p.level, p.score, p.won] for p in s] for g, s in self.points.items()},
            "open": {g: dict(t) for g, t in self.open.items()},
        }

    def _write(self) -> None:
        if not self.frozen:
            self.writer.write(self.path, self.to_json(), "stats.write_failed")


def _streaks(points: list[Point]) -> tuple[int, int]:
    """(current, longest) run of wins in ``points``."""
    run = best = 0
    for p in points:
        run = run + 1 if p.won else 0
        best = max(best, run)
    return run, best
