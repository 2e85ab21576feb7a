"""A player that thinks in a worker process, so the window's interpreter never runs the search.

    player = ai.remote.RemotePlayer("banbiantianzha", "hard", seed=1)
    action = player.choose(view, legal)   # blocks the calling thread (the GIL is free meanwhile)
    player.close()

``hard`` spends up to its whole time budget in pure Python; in a thread of the UI's interpreter that
competes for the GIL with drawing. A ``RemotePlayer`` runs the real player (``make_player``) in a
child process and ships it the view (JSON-native) and the legal actions; it returns one of the given
legal actions. A lazy ``PlayList`` (打筒子's thousands of suit choices) is reduced to the actions
the policies consider (``ai.policy.representatives``) before it is sent; 半边天炸's ``MaskPlays``
is sent as it is (its bitmasks pickle small). If the child dies, the
player falls back to choosing in-process, so a table never stalls.
"""

from __future__ import annotations

import multiprocessing as mp
from collections.abc import Sequence
from typing import Any

from engine import Action, LazyActions, SegmentedActions

from .baselines import Player

__all__ = ["RemotePlayer"]


def _serve(conn: Any, game_id: str, level: str, seed: int | None, character: str | None = None) -> None:
    from . import make_player
    from .housekeeping import between_decisions

    player = make_player(game_id, level, seed, character)
    while True:
        try:
            msg = conn.recv()
        except EOFError:
            return
        if msg is None:
            return
        view, legal = msg
        try:
            choice = player.choose(view, legal)
            conn.send(legal.index(choice))
        except Exception:  # noqa: BLE001 - report no answer; the caller falls back
            conn.send(-1)
        between_decisions()


def _sendable(game_id: str, view: dict[str, Any], legal: Sequence[Action]) -> Sequence[Action]:
    if isinstance(legal, LazyActions) and not isinstance(legal, SegmentedActions):
        return legal  # 半边天炸's ``MaskPlays`` travels as its bitmasks, not as built actions
    if not isinstance(legal, SegmentedActions):
        return list(legal)
    import importlib

    from engine import parse_cards

    from .policy import representatives

    rules = getattr(importlib.import_module(f"ai.games.{game_id}"), "RULES", None)
    me = view.get("viewer")
    hand = parse_cards(" ".join(view["hands"][me] or [])) if me is not None else None
    return representatives(legal, rules, hand)


class RemotePlayer:
    """``make_player(game_id, level, seed, character)`` running in a child process."""

    def __init__(self, game_id: str, level: str = "hard", seed: int | None = None,
                 character: str | None = None) -> None:
        self.game_id, self.level, self.seed, self.character = game_id, level, seed, character
        ctx = mp.get_context("spawn")
        self._conn, child = ctx.Pipe()
        self._proc = ctx.Process(target=_serve, args=(child, game_id, level, seed, character), daemon=True,
                                 name=f"ai-{game_id}-{level}")
        self._proc.start()
        self._local: Player | None = None

    def _fallback(self) -> Player:
        if self._local is None:
            from . import make_player

            self._local = make_player(self.game_id, self.level, self.seed, self.character)
        return self._local

    def choose(self, view: dict[str, Any], legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        options = _sendable(self.game_id, view, legal_actions)
        if self._proc.is_alive():
            try:
                self._conn.send((view, options))
                i = self._conn.recv()
                if 0 <= i < len(options):
                    chosen: Action = options[i]
                    return chosen
            except (EOFError, OSError, BrokenPipeError):
                pass
        return self._fallback().choose(view, legal_actions)

    def close(self) -> None:
        try:
            self._conn.send(None)
        except (OSError, BrokenPipeError):
            pass
        self._proc.join(timeout=2)
        if self._proc.is_alive():
            self._proc.terminate()

    def __del__(self) -> None:
        try:
            if self._proc.is_alive():
                self.close()
        except Exception:  # noqa: BLE001 - interpreter shutdown
            pass
