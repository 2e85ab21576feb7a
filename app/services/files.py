"""Atomic JSON writes: a crash or power cut leaves either the old file or the new one, never half.

``WRITER`` does them off the UI thread (#23: no call that can exceed one frame runs there): the
autosave, the hand history and the statistics hand it a snapshot and go on at once. One daemon
thread, one queue in which the newest data for a path replaces data for that path not yet written;
failures come back to the UI thread (``take_failures``: the app shows each in the player's language)
and the old file stays; the app calls ``flush`` before it quits so nothing queued is lost.
"""

from __future__ import annotations

import json
import os
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

_DUMP: dict[str, Any] = {"ensure_ascii": False, "separators": (",", ":")}


def json_pieces(data: Any, depth: int = 3) -> Iterator[str]:
    """``json.dumps(data)`` (compact, UTF-8 kept) in pieces: the outer ``depth`` levels of dicts and
    lists piece by piece, what is below each in one C-encoded piece. The C encoder holds the GIL
    until it is done, so on the writer thread one 1 MB ``dumps`` (a 找朋友 history) would stall the
    UI thread as long; between pieces of a few KB the UI thread gets it back."""
    if depth > 0 and isinstance(data, dict) and data and all(isinstance(k, str) for k in data):
        sep = "{"
        for k, v in data.items():
            yield sep + json.dumps(k, **_DUMP) + ":"
            yield from json_pieces(v, depth - 1)
            sep = ","
        yield "}"
    elif depth > 0 and isinstance(data, list | tuple) and data:
        sep = "["
        for v in data:
            yield sep
            yield from json_pieces(v, depth - 1)
            sep = ","
        yield "]"
    else:
        yield json.dumps(data, **_DUMP)


def _own_mark() -> str:
    return f".p{os.getpid()}."


def is_own_temp(name: str) -> bool:
    """Whether the temporary file ``name`` is this process's: a write under way (on the writer thread)
    or about to be removed by it, never one a killed process left (see ``remove_stale_temps``)."""
    return _own_mark() in name


def atomic_write_json(path: Path, data: Any, depth: int = 3) -> None:
    """Write ``data`` to a temporary file in the same folder, fsync it, then ``os.replace`` it in
    (encoded in ``json_pieces(data, depth)``; depth 0: one ``json.dumps``, as before #23)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + _own_mark(), suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            for piece in json_pieces(data, depth):
                f.write(piece)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


@dataclass(frozen=True)
class WriteFailure:
    """A background write that did not reach the disk: ``message`` is the catalogue key that tells the
    player (it takes ``{reason}``); the file at ``path`` is as it was before."""

    path: Path
    message: str
    reason: str


class BackgroundWriter:
    """Writes JSON files atomically on one daemon thread, in the order asked. The caller hands over
    data nobody changes afterwards (it is encoded on the writer thread); newer data for a path
    still waiting replaces the older (latest wins)."""

    def __init__(self, write: Callable[[Path, Any], None] = atomic_write_json) -> None:
        self._write = write
        self._cond = threading.Condition()
        self._queue: dict[Path, tuple[Any, str]] = {}
        self._busy: Path | None = None  # the path being written now
        self._thread: threading.Thread | None = None
        self._failed: dict[Path, str] = {}  # paths whose last write failed, and why
        self._failures: list[WriteFailure] = []  # not yet taken by the UI thread

    def write(self, path: Path, data: Any, message: str = "file.write_failed") -> None:
        """Queue ``data`` for ``path``; ``message``: the catalogue key telling the player it failed."""
        with self._cond:
            self._queue.pop(path, None)  # the newest goes to the back: writes stay in the order asked
            self._queue[path] = (data, message)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="paiju-writer", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._queue:
                    self._thread = None  # idle: a later write starts a new thread
                    self._cond.notify_all()
                    return
                path = next(iter(self._queue))
                data, message = self._queue.pop(path)
                self._busy = path
            failure = None
            try:
                self._write(path, data)
            except Exception as e:  # noqa: BLE001 - a full disk or odd data must not end the thread
                failure = WriteFailure(path, message, str(e) or type(e).__name__)
            with self._cond:
                self._busy = None
                if failure is None:
                    self._failed.pop(path, None)
                else:
                    self._failed[path] = failure.reason
                    self._failures.append(failure)
                self._cond.notify_all()

    def _pending(self, path: Path | None) -> bool:  # with the lock held
        if path is None:
            return bool(self._queue) or self._busy is not None
        return path in self._queue or self._busy == path

    def pending(self, path: Path | None = None) -> bool:
        """Whether a write (of ``path``, or of any file) is queued or under way."""
        with self._cond:
            return self._pending(path)

    def flush(self, timeout: float = 10.0, path: Path | None = None) -> bool:
        """Wait until everything queued (``path``: that file's write) has been written or has failed;
        False if time ran out."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while self._pending(path):
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(left)
        return True

    def failure(self, path: Path) -> str | None:
        """Why the last write of ``path`` failed (None once one succeeds, or if none failed)."""
        with self._cond:
            return self._failed.get(path)

    def take_failures(self) -> list[WriteFailure]:
        """The failures not yet reported, once (the app shows them on the UI thread)."""
        with self._cond:
            out, self._failures = self._failures, []
        return out


#: the app's one writer (saves, hand history, statistics)
WRITER = BackgroundWriter()
