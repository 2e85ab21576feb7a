"""One copy of the app per data folder (#33: two copies on one folder lost each other's statistics).

The first copy holds an operating-system lock on ``paiju.lock`` in the data folder for as long as
it runs; a second copy cannot take it and opens the folder read-only: it reads the saves, the
statistics and the hand history as they are, writes none of them, deletes and moves nothing, and
tells the player so. Read-only rather than merging on write because a merge of two copies' running
tallies, series and autosaves of the same match has no right answer (which copy's move of the same
match wins?), while read-only loses nothing and is easy to explain.

The lock is the kernel's (``flock`` on POSIX, ``msvcrt.locking`` on Windows), not the file's
existence: a copy that was killed holds nothing, so its lock file never blocks the next start.
A folder where no lock can be taken (read-only media, a file system without locks) runs as before.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

LOCK_NAME = "paiju.lock"

if sys.platform == "win32":  # pragma: no cover - exercised on Windows builds
    import msvcrt

    def _lock(fd: int) -> None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


class FolderLock:
    """The data folder's lock: ``acquire`` once at start, ``release`` at exit."""

    def __init__(self, folder: Path) -> None:
        self.path = Path(folder) / LOCK_NAME
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """True when this copy may write the folder: the lock is ours, or no lock can be taken at all
        (then nothing tells two copies apart, as before #33); False when another copy holds it."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except (OSError, ValueError):
            return True
        try:
            _lock(fd)
        except OSError as e:
            os.close(fd)
            # POSIX says "held" as EWOULDBLOCK (other errors: a file system without locks);
            # Windows says it in more than one way, and has no such file systems
            return not (sys.platform == "win32" or isinstance(e, BlockingIOError | PermissionError))
        try:  # who holds it, for a person looking at the folder; the lock itself is what counts
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass
        self._fd = fd
        return True

    def release(self) -> None:
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            _unlock(fd)
        except OSError:
            pass
        os.close(fd)
