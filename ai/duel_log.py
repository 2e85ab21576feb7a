"""The per-deal results file of ``python -m ai.duel --log FILE``.

A long duel writes each deal's result as it finishes, so a run that is stopped loses nothing and a
later run with the same settings goes on from where it stopped (or extends to more deals). The
first line names the settings and a fingerprint of the engine and AI sources: results from other
code or other settings are never mixed into one figure.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path
from typing import Any

__all__ = ["DuelLogError", "code_fingerprint", "open_log", "append_result", "read_log", "restamp"]

Result = tuple[float, float, dict[str, float]]


class DuelLogError(ValueError):
    """The log belongs to other settings or other code, or is not a duel log."""


def code_fingerprint(root: Path | None = None) -> str:
    """A short hash of every engine and AI source file: what a duel's figures depend on."""
    root = root or Path(__file__).resolve().parent.parent
    h = hashlib.sha256()
    for pkg in ("engine", "ai"):
        for path in sorted((root / pkg).rglob("*.py")):
            h.update(path.relative_to(root).as_posix().encode())
            h.update(path.read_bytes())
    return h.hexdigest()[:16]


def read_log(path: str | os.PathLike[str]) -> tuple[dict[str, Any], dict[int, Result]]:
    """The header line (settings, code fingerprint) and the results of a log, whatever code wrote it."""
    path = Path(path)
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        # a run killed mid-write leaves a partial last line: that deal is simply played again
        data = data[: data.rfind(b"\n") + 1]
        with open(path, "r+b") as f:
            f.truncate(len(data))
    lines = data.decode("utf-8").splitlines()
    if not lines:
        raise DuelLogError(f"{path}: empty file, not a duel log")
    try:
        header = json.loads(lines[0])
        done: dict[int, Result] = {}
        for line in lines[1:]:
            row = json.loads(line)
            done[int(row["i"])] = (float(row["win"]), float(row["score"]),
                                   {str(k): float(v) for k, v in row["extras"].items()})
    except (ValueError, KeyError, TypeError, AttributeError) as e:
        raise DuelLogError(f"{path}: not a duel log ({e})") from None
    if not isinstance(header, dict) or "settings" not in header:
        raise DuelLogError(f"{path}: not a duel log (no settings line)")
    return header, done


def restamp(path: str | os.PathLike[str], replayed: int) -> None:
    """Declare a log written by other code valid for this code, after its first ``replayed`` deals were
    played again with identical results: the header takes the current fingerprint and keeps the old
    one under ``revalidated``. Atomic: a crash leaves the old file whole."""
    p = Path(path)
    header, _ = read_log(p)  # also drops a line cut off mid-write
    lines = p.read_text(encoding="utf-8").splitlines(keepends=True)
    note = {"from": header.get("code"), "deals": replayed}
    header = {**header, "code": code_fingerprint(),
              "revalidated": [*header.get("revalidated", []), note]}
    tmp = p.with_name(p.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(json.dumps(header, sort_keys=True) + "\n")
        f.writelines(lines[1:])
        f.flush()
        os.fsync(f.fileno())
    os.replace(tmp, p)


def open_log(path: str | os.PathLike[str], settings: dict[str, Any]) -> dict[int, Result]:
    """The results already in ``path`` for these ``settings`` (creating the file if new)."""
    p = Path(path)
    header = {"settings": settings, "code": code_fingerprint()}
    if not p.exists() or p.stat().st_size == 0:
        p.write_text(json.dumps(header, sort_keys=True) + "\n", encoding="utf-8")
        return {}
    old, done = read_log(p)
    if old.get("settings") != settings:
        raise DuelLogError(f"{path}: written with other settings {old.get('settings')}, not {settings}")
    if old.get("code") != header["code"]:
        raise DuelLogError(f"{path}: written by other engine/AI code ({old.get('code')}, now "
                           f"{header['code']}); start a new log")
    return done


def append_result(path: str | os.PathLike[str], i: int, result: Result) -> None:
    """Add deal ``i``'s result; on disk before the next deal starts."""
    line = json.dumps({"i": i, "win": result[0], "score": result[1], "extras": result[2]}, sort_keys=True)
    with open(path, "a", encoding="utf-8") as f:
        f.write(line + "\n")
        f.flush()
        os.fsync(f.fileno())
