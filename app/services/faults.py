"""An engine exception ends the match on screen, never the app.

The table's entry points (enter, input, the per-frame update, acting, the next hand) are wrapped in
``engine_guard``: an exception escaping the engine (a save that loads but cannot be played, a rules
bug) is printed for the record and handed once to the scene's ``on_engine_failure``, which tells
the player and returns to the menu. The autosave on disk is the last position that played
correctly: the table writes it only after an action and its redraw succeeded.
"""

from __future__ import annotations

import functools
import traceback
from collections.abc import Callable
from typing import Any, TypeVar, cast

F = TypeVar("F", bound=Callable[..., Any])


def describe(exc: BaseException) -> str:
    """A short, single-line description of the failure for the player's message."""
    text = f"{type(exc).__name__}: {exc}".replace("\n", " ")
    return text if len(text) <= 120 else text[:117] + "..."


def engine_guard(method: F) -> F:
    """Run a scene method; on any exception, report it once through ``on_engine_failure``."""

    @functools.wraps(method)
    def guarded(scene: Any, *args: Any, **kwargs: Any) -> Any:
        if getattr(scene, "engine_failed", False):
            return None  # already reported: the scene is on its way out
        try:
            return method(scene, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - whatever the engine raised, the app goes on
            scene.engine_failed = True
            traceback.print_exception(exc)
            scene.on_engine_failure(exc)
            return None

    return cast(F, guarded)  # the same call signature: functools.wraps does not say so
