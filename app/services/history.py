"""Hand history: the last ``KEEP`` finished hands of each game, one file per game in the user data
folder (``history/<game>.json``), and hands exported to or imported from a file of their own.

Each entry holds the hand's record (``Hand.record()``: deal, decisions, events, result), when it was
played, the seats (name and kind), the match it belonged to (an id and the hand's number in it), the
result summary and the deal code. Files are written atomically; a file that cannot be read is moved
aside and reported (``app.services.userfile``), a single bad entry is dropped and the rest kept.
An imported file is checked entry by entry and every record is replayed through ``engine.replay``,
which must reach the result it states; a file that fails is refused whole, the history unchanged.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from platformdirs import user_documents_dir, user_downloads_dir

import engine

from .files import WRITER, BackgroundWriter, atomic_write_json
from .text_clean import clean_name, clean_text
from .userfile import MAX_BYTES, Damage, Damaged, file_version, load_user_file

HISTORY_VERSION = 1
EXPORT_FORMAT = "paiju-hands"
#: hands kept per game, newest last on disk
KEEP = 50
#: an exported file never holds more than a whole match could, with room to spare
EXPORT_MAX = 500
_KINDS = ("human", "ai")
#: 1 January 3000: later times are no date any platform's ``localtime`` can show (Windows stops there)
LATEST = 32_503_680_000


def _int_list(v: Any, n: int) -> bool:
    return isinstance(v, list) and len(v) == n and all(type(x) is int for x in v)


def parse_entry(raw: Any, game_id: str | None = None) -> dict[str, Any]:
    """One history entry, cleaned; ValueError for anything of the wrong shape (the record itself is
    only shape-checked here: ``verify`` replays it)."""
    if not isinstance(raw, dict):
        raise ValueError("entry is not an object")
    rec = raw.get("record")
    if not isinstance(rec, dict) or rec.get("kind") != "hand_record":
        raise ValueError("entry has no hand record")
    gid = rec.get("game_id")
    if gid not in engine.GAMES or (game_id is not None and gid != game_id):
        raise ValueError("entry is for another game")
    n = rec.get("num_players")
    if type(n) is not int or n not in engine.GAMES[gid].players or not isinstance(rec.get("steps"), list):
        raise ValueError("entry's record is malformed")
    seats = raw.get("seats")
    if not isinstance(seats, list) or len(seats) != n or not all(
        isinstance(s, dict) and s.get("kind") in _KINDS for s in seats
    ):
        raise ValueError("entry's seats are malformed")
    played = raw.get("played_at")
    match = raw.get("match")
    if played is None or type(played) not in (int, float) or not 0 <= played < LATEST:
        raise ValueError("entry's time is malformed")
    if not isinstance(match, dict) or type(match.get("hand")) is not int or match["hand"] < 1:
        raise ValueError("entry's match is malformed")
    summary = raw.get("summary")
    winners = summary.get("winners") if isinstance(summary, dict) else None
    if not isinstance(summary, dict) or not _int_list(summary.get("deltas"), n) or not (
        isinstance(winners, list) and all(type(w) is int and 0 <= w < n for w in winners)
    ):
        raise ValueError("entry's summary is malformed")
    code = raw.get("code")
    return {
        "record": rec,
        "played_at": played,
        "seats": [{"name": clean_name(s.get("name")), "kind": s["kind"]} for s in seats],
        "match": {"id": clean_text(match.get("id"), 40), "hand": match["hand"]},
        "summary": {"deltas": list(summary["deltas"]), "winners": list(summary["winners"])},
        "code": clean_text(code, 40) if isinstance(code, str) else None,
    }


def summary_of(result: Any, n: int) -> dict[str, Any]:
    """The summary an entry keeps of a ``HandResult`` (or of none)."""
    if result is None:
        return {"deltas": [0] * n, "winners": []}
    return {"deltas": [int(d) for d in result.deltas], "winners": [int(w) for w in result.winners]}


def make_entry(hand: Any, seats: list[Any], match_id: str, hand_no: int, code: str | None,
               names: list[str] | None = None, when: float | None = None) -> dict[str, Any]:
    """The entry of a finished ``hand`` (``seats``: ``SeatConfig``s; ``names``: as shown)."""
    record = hand.record()
    n = hand.num_players
    names = names or [s.name for s in seats]
    return {
        "record": record,
        "played_at": round(time.time() if when is None else when, 3),
        "seats": [{"name": clean_name(names[i]), "kind": seats[i].kind} for i in range(n)],
        "match": {"id": match_id, "hand": hand_no},
        "summary": summary_of(hand.result(), n),
        "code": code,
    }


def verify(entry: dict[str, Any]) -> Any:
    """``engine.replay`` of the entry's record, checked against its summary (ValueError if not)."""
    rp = engine.replay(entry["record"])
    if summary_of(rp.recorded_result, rp.hand.num_players) != entry["summary"]:
        raise ValueError("the entry's summary is not its record's result")
    return rp


def parse_history(raw: Any, game_id: str) -> list[dict[str, Any]]:
    if not isinstance(raw, dict) or not isinstance(raw.get("hands"), list):
        raise Damaged("history must be an object with hands")
    file_version(raw, HISTORY_VERSION, default=None)
    out = []
    for item in raw["hands"][-KEEP:]:
        try:
            out.append(parse_entry(item, game_id))
        except (ValueError, TypeError, KeyError, AttributeError):
            continue  # one bad entry is dropped, the others kept
    return out


class History:
    """The per-game files, each read on first use."""

    def __init__(self, data_dir: Path, writer: BackgroundWriter = WRITER) -> None:
        self.folder = Path(data_dir) / "history"
        self.writer = writer  # the file is written off the UI thread (#23: up to 37 ms for 找朋友)
        self._hands: dict[str, list[dict[str, Any]]] = {}
        self._frozen: set[str] = set()  # damaged files that could not be moved aside: never written
        self.damage: list[Damage] = []

    def path(self, game_id: str) -> Path:
        return self.folder / f"{game_id}.json"

    def hands(self, game_id: str) -> list[dict[str, Any]]:
        """The game's kept hands, oldest first."""
        if game_id not in self._hands:
            self.writer.flush(path=self.path(game_id))  # one still on its way (another History) first
            data, damage = load_user_file(self.path(game_id), "history",
                                          lambda raw: parse_history(raw, game_id))
            if damage is not None:
                self.damage.append(damage)
                if damage.moved_to is None:
                    self._frozen.add(game_id)
            self._hands[game_id] = data or []
        return self._hands[game_id]

    def take_damage(self) -> list[Damage]:
        """The damage reports not yet shown, once."""
        out, self.damage = self.damage, []
        return out

    def add(self, entries: list[dict[str, Any]]) -> None:
        """Book entries (each of its record's game), keep the newest ``KEEP`` per game, write."""
        touched = set()
        for e in entries:
            gid = e["record"]["game_id"]
            kept = self.hands(gid)
            if any(k["record"] == e["record"] for k in kept):
                continue  # the same hand imported twice is kept once
            kept.append(e)
            kept.sort(key=lambda k: k["played_at"])
            del kept[:-KEEP]
            touched.add(gid)
        for gid in touched:
            self._write(gid)

    def _write(self, game_id: str) -> None:
        if game_id in self._frozen:
            return
        # a copy of the list (the entries themselves never change once kept): the writer thread
        # encodes it while the next hand appends to ours
        self.writer.write(self.path(game_id),
                          {"version": HISTORY_VERSION, "game": game_id, "hands": list(self._hands[game_id])},
                          "history.write_failed")


# ---- export and import
def export_name(entries: list[dict[str, Any]]) -> str:
    """``paiju-<game>-<date>-<deal code>.json`` for the first of ``entries``."""
    first = entries[0]
    stamp = time.strftime("%Y%m%d-%H%M", time.localtime(first["played_at"]))
    code = first.get("code") or f"hand{first['match']['hand']}"
    tail = "" if len(entries) == 1 else f"-{len(entries)}hands"
    return f"paiju-{first['record']['game_id']}-{stamp}-{code}{tail}.json"


def export_dir() -> Path:
    """Where exports go: the user's Downloads folder, else Documents, else home."""
    for find in (user_downloads_dir, user_documents_dir):
        try:
            p = Path(find())
        except Exception:  # noqa: BLE001 - an odd desktop set-up: try the next
            continue
        if p.is_dir():
            return p
    return Path.home()


def export(entries: list[dict[str, Any]], folder: Path | None = None) -> Path:
    """Write ``entries`` to a new file in ``folder`` (default ``export_dir()``); OSError if it fails."""
    folder = Path(folder) if folder is not None else export_dir()
    path = folder / export_name(entries)
    n = 2
    while path.exists():
        path = folder / export_name(entries).replace(".json", f"-{n}.json")
        n += 1
    atomic_write_json(path, {"format": EXPORT_FORMAT, "version": HISTORY_VERSION, "hands": entries})
    return path


class ImportRefused(ValueError):
    """An import refused; ``key`` is the catalogue key of the player's message."""

    def __init__(self, key: str, **fields: Any) -> None:
        super().__init__(key)
        self.key = key
        self.fields = fields


def read_import(path: str | Path) -> list[dict[str, Any]]:
    """The entries of an exported file, each replayed and checked; ``ImportRefused`` otherwise."""
    p = Path(str(path).strip().strip('"').strip("'")).expanduser()
    try:
        if not p.is_file():
            raise ImportRefused("replay.import.missing", path=str(p))
        with open(p, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except ImportRefused:
        raise
    except (OSError, ValueError) as e:
        raise ImportRefused("replay.import.unreadable", reason=type(e).__name__) from None
    return parse_import(raw)


def parse_import(raw: bytes) -> list[dict[str, Any]]:
    """``read_import`` of bytes already read."""
    if len(raw) > MAX_BYTES:
        raise ImportRefused("replay.import.too_big")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (RecursionError, MemoryError, ValueError, TypeError):
        raise ImportRefused("replay.import.not_json") from None
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise ImportRefused("replay.import.not_ours")
    if data.get("version") != HISTORY_VERSION:
        raise ImportRefused("replay.import.version")
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands or len(hands) > EXPORT_MAX:
        raise ImportRefused("replay.import.empty")
    out = []
    for i, item in enumerate(hands):
        try:
            entry = parse_entry(item)
            verify(entry)
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
            raise ImportRefused("replay.import.bad_hand", n=i + 1) from None
        out.append(entry)
    return out
