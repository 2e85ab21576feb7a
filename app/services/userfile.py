"""Reading the player's own files (save, settings, statistics) so that no bytes can crash the app.

Whatever goes wrong while a file is read or decoded (bad UTF-8, truncated or thousands-deep JSON,
an absurd size, the wrong shape, a newer version) makes the file *damaged*: it is renamed aside with
its bytes untouched, never read again, and a ``Damage`` record says what happened and where the file
went, for the menu to tell the player. A file that cannot be renamed (a read-only folder) is left in
place and reported as such; its store then never writes over it.
"""

from __future__ import annotations

import json
import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from .files import is_own_temp

T = TypeVar("T")

#: bigger than any file the app writes by orders of magnitude; reading more is pointless
MAX_BYTES = 32 * 1024 * 1024
#: no count, score or time the app writes comes near this; a bigger one means a damaged file (#33:
#: 10**309 crashed ``float()`` at every start). Seeds are the one exception: see ``MAX_SEED``.
MAX_NUMBER = 2**53
#: match and hand seeds are drawn with ``getrandbits(63)``
MAX_SEED = 2**63


def bounded(v: object, low: int = -MAX_NUMBER, high: int = MAX_NUMBER) -> bool:
    """Whether ``v`` is an int (never a bool or a float) within ``low..high``."""
    return type(v) is int and low <= v <= high


def _parse_int(text: str) -> int:
    # a seed is the biggest number any file of ours holds; the length test comes first so that a
    # 100,000-digit number is refused before it is converted
    if len(text.lstrip("-")) > 19 or abs(v := int(text)) >= MAX_SEED:
        raise ValueError("number out of range")
    return v


def _parse_float(text: str) -> float:
    v = float(text)
    if not math.isfinite(v) or abs(v) > MAX_NUMBER:
        raise ValueError("number out of range")
    return v


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def loads(raw: bytes) -> Any:
    """JSON of a file's bytes, as the app reads every file it did not just write itself: UTF-8 with or
    without a byte-order mark (a text editor on Windows adds one), no number bigger than a seed, no
    float beyond ``MAX_NUMBER``, no NaN or Infinity. ValueError (or RecursionError) otherwise."""
    return json.loads(raw.decode("utf-8-sig"), parse_int=_parse_int, parse_float=_parse_float,
                      parse_constant=_no_constant)


def check_numbers(raw: Any, seed_keys: frozenset[str] = frozenset({"seed"})) -> None:
    """``Damaged`` for a number beyond ``MAX_NUMBER`` anywhere in ``raw`` but under a key named in
    ``seed_keys`` (seeds are drawn with 63 bits). Iterative: a deep file cannot exhaust the stack."""
    stack: list[tuple[Any, bool]] = [(raw, False)]
    while stack:
        v, seed = stack.pop()
        if isinstance(v, dict):
            stack.extend((x, k in seed_keys) for k, x in v.items())
        elif isinstance(v, list):
            stack.extend((x, False) for x in v)
        elif isinstance(v, int | float) and not isinstance(v, bool):
            if abs(v) > (MAX_SEED if seed else MAX_NUMBER):
                raise Damaged("number out of range")


_DECODER = json.JSONDecoder(parse_int=_parse_int, parse_float=_parse_float, parse_constant=_no_constant)
_SPACE = " \t\n\r"


def loads_in_pieces(raw: bytes, list_key: str, between: Callable[[], None]) -> Any:
    """``loads(raw)`` of a top-level object whose ``list_key`` is a long list (an export's hands),
    decoding that list one item at a time and calling ``between()`` after each: the C decoder holds
    the GIL for the whole of a call, so on the import thread one ``loads`` of a 12 MB file would
    stop the UI thread as long (#33). Any other shape is decoded by ``loads`` in one go."""
    text = raw.decode("utf-8-sig")
    i, n = _skip(text, 0), len(text)
    if i >= n or text[i] != "{":
        return loads(raw)
    out: dict[str, Any] = {}
    i = _skip(text, i + 1)
    if i < n and text[i] == "}":
        return out
    while True:
        if i >= n or text[i] != '"':
            raise ValueError("expected a key")
        key, i = _DECODER.raw_decode(text, i)
        i = _skip(text, i)
        if i >= n or text[i] != ":":
            raise ValueError("expected ':'")
        i = _skip(text, i + 1)
        if key == list_key and i < n and text[i] == "[":
            items: list[Any] = []
            i = _skip(text, i + 1)
            if i < n and text[i] == "]":
                i += 1
            else:
                while True:
                    item, i = _DECODER.raw_decode(text, i)
                    items.append(item)
                    between()
                    i = _skip(text, i)
                    if i < n and text[i] == ",":
                        i = _skip(text, i + 1)
                        continue
                    if i < n and text[i] == "]":
                        i += 1
                        break
                    raise ValueError("expected ',' or ']'")
            out[key] = items
        else:
            out[key], i = _DECODER.raw_decode(text, i)
        i = _skip(text, i)
        if i < n and text[i] == ",":
            i = _skip(text, i + 1)
            continue
        if i < n and text[i] == "}":
            break
        raise ValueError("expected ',' or '}'")
    if _skip(text, i + 1) != n:
        raise ValueError("extra data")
    return out


def _skip(text: str, i: int) -> int:
    n = len(text)
    while i < n and text[i] in _SPACE:
        i += 1
    return i


class Unreadable(OSError):
    """The file is there but cannot be read (permissions, a lock): not damaged, so never moved."""


class Damaged(ValueError):
    """The file's content is unusable; ``reason`` goes into the moved file's name."""

    def __init__(self, message: str, reason: str = "corrupt") -> None:
        super().__init__(message)
        self.reason = reason


def file_version(raw: dict[str, Any], newest: int, default: int | None = 1) -> int:
    """The file's ``version``: an int no newer than ``newest`` (a file without one is ``default``,
    or damaged where ``default`` is None); a newer one is damaged as "future", moved aside, kept."""
    version = raw.get("version", default)
    if type(version) is not int:
        raise Damaged("bad version")
    if version > newest:
        raise Damaged("newer version", "future")
    return version


@dataclass
class Damage:
    """One damaged file, reported once to the player."""

    what: str  # "save", "settings" or "stats"
    reason: str  # "corrupt", "future", "unplayable" or "unreadable" (left where it is, not damaged)
    path: Path  # where the file was
    moved_to: Path | None  # where it is now; None when it could not be moved
    move_error: str | None = None  # why it could not be moved

    def message(self, t: Callable[..., str]) -> str:
        """The player's message in the current language (``t`` is ``I18n.t``)."""
        what = t(f"file.what.{self.what}")
        if self.reason == "unreadable":
            return t("file.unreadable", what=what, path=str(self.path), reason=self.move_error or "")
        if self.moved_to is None:
            return t("file.not_moved", what=what, path=str(self.path), reason=self.move_error or "")
        key = {"future": "file.future", "unplayable": "file.unplayable"}.get(self.reason, "file.corrupt")
        then = t(f"file.then.{self.what}")
        return t(key, what=what, name=self.moved_to.name, folder=str(self.moved_to.parent), then=then)


def damage_notices(app: Any, save_damage: Damage | list[Damage] | None, t: Callable[..., str]) -> list[str]:
    """The player's messages for every damaged user file not yet reported: settings and statistics
    (read at start-up) and the saves (``save_damage``: each game's save just read)."""
    saves = save_damage if isinstance(save_damage, list) else [save_damage]
    found = [app.settings_store.take_damage(), app.stats.take_damage(), *saves]
    out = [d.message(t) for d in found if d is not None]
    if getattr(app, "read_only_notice", False):  # a second copy on this data folder: told once
        app.read_only_notice = False
        out.insert(0, t("folder.read_only", folder=str(app.data_dir)))
    return out


def read_json(path: Path) -> Any:
    """The file's JSON, or ``FileNotFoundError`` if there is none; any other failure is ``Damaged``."""
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise
    except OSError as e:
        try:
            there = Path(path).exists()
        except (OSError, ValueError):
            there = True
        if not there:
            raise FileNotFoundError(path) from e
        # a permission or lock problem says nothing about the content: the file is kept in place
        raise Unreadable(e.errno, e.strerror or type(e).__name__) from e
    if len(raw) > MAX_BYTES:
        raise Damaged("file too large")
    try:
        return loads(raw)
    except (RecursionError, MemoryError, ValueError, TypeError) as e:  # UnicodeDecodeError is a ValueError
        raise Damaged(f"not JSON: {type(e).__name__}") from e


def move_aside(path: Path, reason: str) -> Path:
    """Rename a bad file to ``<name>.<reason>-<time>`` so it is kept for inspection but never reread."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{reason}-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.{reason}-{stamp}-{n}")
    os.replace(path, target)
    return target


def set_aside(path: Path, what: str, reason: str) -> Damage:
    """Move a damaged file aside and say so; if it cannot be moved, say that instead."""
    try:
        return Damage(what, reason, path, move_aside(path, reason))
    except OSError as e:
        return Damage(what, reason, path, None, e.strerror or type(e).__name__)


def load_user_file(path: Path, what: str, parse: Callable[[Any], T]) -> tuple[T | None, Damage | None]:
    """``parse(json)`` of the file: ``(value, None)``, ``(None, None)`` when there is no file, or
    ``(None, damage)`` after moving a damaged file aside. ``parse`` raises ``Damaged`` (with a reason)
    or anything else (taken as "corrupt") for content it cannot use."""
    try:
        data = read_json(path)
        return parse(data), None
    except FileNotFoundError:
        return None, None
    except Unreadable as e:
        return None, Damage(what, "unreadable", path, None, e.strerror or type(e).__name__)
    except Damaged as e:
        return None, set_aside(path, what, e.reason)
    except Exception:  # noqa: BLE001 - RecursionError, MemoryError, a wrong shape…: damaged
        return None, set_aside(path, what, "corrupt")


def remove_stale_temps(folder: Path) -> int:
    """Delete ``*.tmp`` files an interrupted atomic write left behind (see ``files.atomic_write_json``);
    they are never the only copy of anything. This process's own are writes under way on the writer
    thread, and are left alone. Returns how many were removed."""
    removed = 0
    try:
        entries = list(Path(folder).glob("*.json.*.tmp"))
    except OSError:
        return 0
    for p in entries:
        if is_own_temp(p.name):
            continue
        try:
            p.unlink()
            removed += 1
        except OSError:
            pass
    return removed
