"""Hand history: the last ``KEEP`` finished hands of each game, one file per game in the user data
folder (``history/<game>.json``), and hands exported to or imported from a file of their own.

Each entry holds the hand's record (``Hand.record()``: deal, decisions, events, result), when it was
played, the seats (name and kind), the match it belonged to (an id and the hand's number in it), the
result summary and the deal code. Files are written atomically; a file that cannot be read is moved
aside and reported (``app.services.userfile``), a single bad entry is dropped and the rest kept.
An imported file is checked entry by entry: every record is replayed through ``engine.replay`` and
must be exactly what that replay records (deal, events, result), with no number beyond what a real
match produces; a file that fails is refused whole, the history unchanged. Hands received from
others are kept apart from the player's own (``received/<game>.json``, their own cap, dates no later
than the import), so an import never pushes out a hand the player played.

Nothing written here names the match seed (it deals every later hand of the match): a match is
known by ``match_id``, a digest of its seed that reveals nothing. Each hand's own seed (its deal
code) is kept: it deals that hand and no other.
"""

from __future__ import annotations

import errno
import hashlib
import json
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from platformdirs import user_documents_dir, user_downloads_dir

import engine

from .files import WRITER, BackgroundWriter, atomic_write_json
from .text_clean import clean_name, clean_text
from .userfile import (
    MAX_BYTES,
    MAX_SEED,
    Damage,
    Damaged,
    file_version,
    load_user_file,
    loads_in_pieces,
    remove_stale_temps,
)

HISTORY_VERSION = 1
EXPORT_FORMAT = "paiju-hands"
#: hands kept per game, newest last on disk
KEEP = 50
#: an exported file never holds more than a whole match could, with room to spare
EXPORT_MAX = 500
_KINDS = ("human", "ai")
#: hands received from others kept per game (apart from the player's own): one whole export
RECEIVED_KEEP = EXPORT_MAX
#: 1 January 3000: later times are no date any platform's ``localtime`` can show (Windows stops there)
LATEST = 32_503_680_000
#: no score, stack or count of a real match comes near this (the longest 板子炮 match scores a few
#: thousand): a received hand beyond it is refused, so no figure on screen can overflow (#33)
SCORE_BOUND = 10**6
#: the highest hand number of a match a file may name
HAND_BOUND = 10**4
#: a match id as written since #33 (``match_id``); any other text is digested into one on reading
_MATCH_ID = re.compile(r"m[0-9a-f]{16}")
#: a deal code (``engine.deal_code``): a game's rule prefix and three groups of six
_CODE = re.compile(r"[A-Z]{2,4}-[0-9A-Z]{6}-[0-9A-Z]{6}-[0-9A-Z]{6}")
_GAME_IDS = frozenset(engine.GAMES)


def match_id(seed: int) -> str:
    """The id a match's hands share in the history and in exports: a digest of its seed, from which
    the seed (and so the match's later deals) cannot be worked out."""
    return _digest(f"{seed:x}")


def _digest(text: str) -> str:
    # entries written before #33 carry ``f"{seed:x}"``: they map to the id their match has now
    return "m" + hashlib.blake2b(text.encode("utf-8", "replace"), digest_size=8,
                                 person=b"paiju-match-id").hexdigest()


def _clean_id(v: Any) -> str:
    return v if isinstance(v, str) and _MATCH_ID.fullmatch(v) else _digest(clean_text(v, 40))


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
    _bounded(rec)  # a number beyond any real match: nothing downstream has to fear it (#33)
    seats = raw.get("seats")
    if not isinstance(seats, list) or len(seats) != n or not all(
        isinstance(s, dict) and s.get("kind") in _KINDS for s in seats
    ):
        raise ValueError("entry's seats are malformed")
    played = raw.get("played_at")
    match = raw.get("match")
    if played is None or type(played) not in (int, float) or not 0 <= played < LATEST:
        raise ValueError("entry's time is malformed")
    if not isinstance(match, dict):
        raise ValueError("entry's match is malformed")
    hand_no = match.get("hand")
    if type(hand_no) is not int or not 1 <= hand_no <= HAND_BOUND:
        raise ValueError("entry's match is malformed")
    summary = raw.get("summary")
    winners = summary.get("winners") if isinstance(summary, dict) else None
    if not isinstance(summary, dict) or not _int_list(summary.get("deltas"), n) or not (
        isinstance(winners, list) and all(type(w) is int and 0 <= w < n for w in winners)
    ) or not all(abs(d) <= SCORE_BOUND for d in summary["deltas"]):
        raise ValueError("entry's summary is malformed")
    code = raw.get("code")
    return {
        "record": rec,
        "played_at": played,
        "seats": [{"name": clean_name(s.get("name")), "kind": s["kind"]} for s in seats],
        "match": {"id": _clean_id(match.get("id")), "hand": hand_no},
        "summary": {"deltas": list(summary["deltas"]), "winners": list(summary["winners"])},
        # a code names an export's file: only one of the shape ``engine.deal_code`` writes is kept
        "code": code if isinstance(code, str) and _CODE.fullmatch(code) else None,
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


def verify(entry: dict[str, Any], strict: bool = False) -> Any:
    """``engine.replay`` of the entry's record, checked against its summary (ValueError if not).
    ``strict`` (a hand received from someone else): also a finished hand, recorded exactly as its
    replay records it (deal, opening, every event, result), no number beyond ``SCORE_BOUND`` but its
    seed, and the deal code its replay has (set on the entry)."""
    rp = engine.replay(entry["record"])
    if summary_of(rp.recorded_result, rp.hand.num_players) != entry["summary"]:
        raise ValueError("the entry's summary is not its record's result")
    if strict:
        if rp.recorded_result is None:
            raise ValueError("an unfinished hand")
        _bounded(entry["record"])
        rp.seek(rp.length)
        again = json.loads(json.dumps(rp.hand.record()))
        if again != entry["record"]:
            raise ValueError("the record is not what its own replay records")
        rp.seek(0)
        try:
            entry["code"] = engine.deal_code(rp.hand)
        except ValueError:
            entry["code"] = None  # dealt from given cards: no code, whatever the file said
    return rp


def _bounded(record: dict[str, Any]) -> None:
    """ValueError for a number no real match can produce (the seed is the one big number)."""
    origin = record.get("origin")
    seed = origin.get("seed") if isinstance(origin, dict) else None
    if seed is not None and (type(seed) is not int or not 0 <= seed < MAX_SEED):
        raise ValueError("the seed is out of range")
    stack: list[Any] = [v for k, v in record.items() if k != "origin"]
    if isinstance(origin, dict):
        stack.extend(v for k, v in origin.items() if k != "seed")
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            stack.extend(v.values())
        elif isinstance(v, list):
            stack.extend(v)
        elif isinstance(v, int | float) and not isinstance(v, bool) and not -SCORE_BOUND <= v <= SCORE_BOUND:
            raise ValueError("a number beyond any real match")


def parse_history(raw: Any, game_id: str, keep: int = KEEP) -> list[dict[str, Any]]:
    if not isinstance(raw, dict) or not isinstance(raw.get("hands"), list):
        raise Damaged("history must be an object with hands")
    file_version(raw, HISTORY_VERSION, default=None)
    out = []
    for item in raw["hands"][-keep:]:
        try:
            out.append(parse_entry(item, game_id))
        except (ValueError, TypeError, KeyError, AttributeError):
            continue  # one bad entry is dropped, the others kept
    return out


class History:
    """The per-game files, each read on first use: the player's own hands and, apart, those received
    from others (``received=True``)."""

    def __init__(self, data_dir: Path, writer: BackgroundWriter = WRITER, read_only: bool = False) -> None:
        self.folder = Path(data_dir) / "history"
        self.writer = writer  # the file is written off the UI thread (#23: up to 37 ms for 找朋友)
        self._hands: dict[tuple[str, bool], list[dict[str, Any]]] = {}
        #: damaged files that could not be moved aside: never written
        self._frozen: set[tuple[str, bool]] = set()
        self.damage: list[Damage] = []
        #: another copy of the app holds the data folder (``folder_lock``): nothing is written (#33)
        self.read_only = read_only
        for folder in () if read_only else (self.folder, self.folder / "received"):
            remove_stale_temps(folder)  # left by a write a killed process did not finish (#33)

    def path(self, game_id: str, received: bool = False) -> Path:
        if game_id not in _GAME_IDS:  # the id names a file: never anything but a known game's
            raise KeyError(f"unknown game {game_id!r}")
        return (self.folder / "received" if received else self.folder) / f"{game_id}.json"

    def hands(self, game_id: str, received: bool = False) -> list[dict[str, Any]]:
        """The game's kept hands (``received``: those imported), oldest first."""
        key = (game_id, received)
        if key not in self._hands:
            path = self.path(game_id, received)
            self.writer.flush(path=path)  # one still on its way (another History) first
            keep = RECEIVED_KEEP if received else KEEP
            data, damage = load_user_file(path, "history", lambda raw: parse_history(raw, game_id, keep))
            if damage is not None:
                self.damage.append(damage)
                if damage.moved_to is None:
                    self._frozen.add(key)
            self._hands[key] = data or []
        return self._hands[key]

    def take_damage(self) -> list[Damage]:
        """The damage reports not yet shown, once."""
        out, self.damage = self.damage, []
        return out

    def add(self, entries: list[dict[str, Any]], received: bool = False) -> int:
        """Book entries (each of its record's game; ``received``: hands imported from someone else,
        kept apart), keep the newest ``KEEP`` (``RECEIVED_KEEP``) per game, write. Returns how many
        were new."""
        touched, new = set(), 0
        keep = RECEIVED_KEEP if received else KEEP
        for e in entries:
            gid = e["record"]["game_id"]
            kept = self.hands(gid, received)
            # the same hand imported twice (or one of the player's own sent back) is kept once
            if any(k["record"] == e["record"] for k in kept) or (
                    received and any(k["record"] == e["record"] for k in self.hands(gid))):
                continue
            kept.append(e)
            touched.add(gid)
            new += 1
        for gid in touched:
            kept = self.hands(gid, received)
            kept.sort(key=lambda k: k["played_at"])
            del kept[:-keep]
            self._write(gid, received)
        return new

    def _write(self, game_id: str, received: bool = False) -> None:
        if (game_id, received) in self._frozen or self.read_only:
            return
        # a copy of the list (the entries themselves never change once kept): the writer thread
        # encodes it while the next hand appends to ours
        hands = list(self._hands[(game_id, received)])
        self.writer.write(self.path(game_id, received),
                          {"version": HISTORY_VERSION, "game": game_id, "hands": hands},
                          "history.write_failed")


# ---- export and import
_SAFE_NAME = re.compile(r"paiju-[a-z]+-\d{8}-\d{4}-[0-9A-Za-z-]{1,40}\.json")


def export_name(entries: list[dict[str, Any]]) -> str:
    """``paiju-<game>-<date>-<deal code>.json`` for the first of ``entries``: built only from a
    known game id, digits and a code of the deal-code shape (#33: a received hand's forged code once
    named a file outside the folder); ValueError for anything else."""
    first = entries[0]
    game = first["record"]["game_id"]
    if game not in _GAME_IDS:
        raise ValueError(f"unknown game {game!r}")
    try:
        stamp = time.strftime("%Y%m%d-%H%M", time.localtime(min(max(0.0, float(first["played_at"])), LATEST)))
    except (OverflowError, OSError, ValueError, TypeError):
        stamp = "00000000-0000"
    code = first.get("code")
    hand = first["match"]["hand"]
    if not (isinstance(code, str) and _CODE.fullmatch(code)):
        code = f"hand{hand}" if type(hand) is int and 0 < hand <= HAND_BOUND else "hand"
    tail = "" if len(entries) == 1 else f"-{len(entries)}hands"
    name = f"paiju-{game}-{stamp}-{code}{tail}.json"
    if not _SAFE_NAME.fullmatch(name):
        raise ValueError(f"unsafe export name {name!r}")
    return name


def _inside(folder: Path, name: str) -> Path:
    """``folder / name``, OSError unless it stays a file directly in ``folder``."""
    path = folder / name
    if path.resolve().parent != folder.resolve() or path.name != name:
        raise OSError(errno.EINVAL, "the file name leaves its folder")
    return path


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
    try:
        name = export_name(entries)
    except ValueError as e:
        raise OSError(errno.EINVAL, str(e)) from None
    path = _inside(folder, name)
    n = 2
    while path.exists():
        path = _inside(folder, name[: -len(".json")] + f"-{n}.json")
        n += 1
    atomic_write_json(path, {"format": EXPORT_FORMAT, "version": HISTORY_VERSION, "hands": entries})
    return path


class ImportRefused(ValueError):
    """An import refused; ``key`` is the catalogue key of the player's message."""

    def __init__(self, key: str, **fields: Any) -> None:
        super().__init__(key)
        self.key = key
        self.fields = fields


class Received(list):  # a list with one more fact, so callers stay as they were
    """The hands of an import (each replayed and checked), and how many unfinished ones it dropped."""

    unfinished: int = 0


Progress = Callable[[int, int], None]


def read_import(path: str | Path, progress: Progress | None = None) -> Received:
    """The entries of an exported file, each replayed and checked; ``ImportRefused`` otherwise.
    Every path operation is inside the error handling (#33: ``~nosuchuser/…`` raised)."""
    text = str(path).strip().strip('"').strip("'")
    try:
        p = Path(text).expanduser()
        if not p.is_file():
            raise ImportRefused("replay.import.missing", path=str(p))
        with open(p, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except ImportRefused:
        raise
    except (RuntimeError, KeyError) as e:  # expanduser: no such user
        raise ImportRefused("replay.import.bad_path", path=text, reason=type(e).__name__) from None
    except (OSError, ValueError) as e:
        reason = getattr(e, "strerror", None) or type(e).__name__
        raise ImportRefused("replay.import.unreadable", reason=reason) from None
    return parse_import(raw, progress)


def parse_import(raw: bytes, progress: Progress | None = None) -> Received:
    """``read_import`` of bytes already read; ``progress(i, n)`` after each hand checked."""
    if len(raw) > MAX_BYTES:
        raise ImportRefused("replay.import.too_big")
    try:
        # hand by hand, giving the UI thread the interpreter between them (this runs on its own thread)
        data = loads_in_pieces(raw, "hands", lambda: time.sleep(0))
    except (RecursionError, MemoryError, ValueError, TypeError):
        raise ImportRefused("replay.import.not_json") from None
    if not isinstance(data, dict) or data.get("format") != EXPORT_FORMAT:
        raise ImportRefused("replay.import.not_ours")
    if data.get("version") != HISTORY_VERSION:
        raise ImportRefused("replay.import.version")
    hands = data.get("hands")
    if not isinstance(hands, list) or not hands or len(hands) > EXPORT_MAX:
        raise ImportRefused("replay.import.empty")
    out = Received()
    now = time.time()
    for i, item in enumerate(hands):
        rec = item.get("record") if isinstance(item, dict) else None
        if isinstance(rec, dict) and rec.get("result") is None:
            out.unfinished += 1  # a hand still being played has nothing to replay to: dropped
        else:
            try:
                entry = parse_entry(item)
                verify(entry, strict=True)
            except (ValueError, TypeError, KeyError, AttributeError, RecursionError, OverflowError):
                raise ImportRefused("replay.import.bad_hand", n=i + 1) from None
            entry["played_at"] = min(entry["played_at"], round(now, 3))  # never dated after its import
            out.append(entry)
        if progress is not None:
            progress(i + 1, len(hands))
    if not out:
        raise ImportRefused("replay.import.empty")
    return out
