"""AI decisions off the UI thread: the window keeps drawing while a seat thinks.

By default the opponents think in a separate process, so even a search-heavy level never competes
with drawing for Python's GIL; a thread mode (used by the tests, and as the fallback when a process
cannot start) runs the same requests in-process. Either way a request carries the seat's view and
what is needed to list the legal actions, and the answer comes back tagged with the request's
token: the table drops answers whose token is stale (the position moved on, the match was left).
An AI that fails falls back to a random legal action, so a broken opponent never stalls the table.

The worker itself may die (killed), hang (stopped) or lose its result pipe (#33): every request is
kept until its answer comes, and ``poll`` watches them. A worker that is gone, or a request that
has waited ``timeout`` seconds past its pause, ends that worker (SIGKILL ends a stopped one too),
starts another and sends it every request still waiting. A request that went unanswered by
``MAX_TRIES`` workers is given up: ``poll`` answers it with ``None`` and ``gave_up`` says so, and
the table plays a simple legal move itself with a message, so the match never freezes.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import queue
import random
import threading
import time
from typing import Any, Protocol

from engine import Action, Hand


class _Channel(Protocol):
    """What the table uses of a queue: a process's (``multiprocessing``) or a thread's (``queue``)."""

    def put(self, item: Any, /) -> None: ...

    def get_nowait(self) -> Any: ...


#: (game id, level, seed[, character]): the same key always means the same player; the character
#: (``ai.characters``) may be left off, meaning the default
PlayerKey = tuple[Any, ...]


def _make_player(key: PlayerKey) -> Any:
    # deferred on purpose: the AI package (and its search tables) loads in the worker process, on its
    # first decision, never in the window's process at start-up
    import ai

    game_id, level, seed, *character = key
    try:
        return ai.make_player(game_id, level, seed=seed, character=character[0] if character else None)
    except Exception:  # noqa: BLE001 - the AI package failed: play random legal moves instead
        return ai_random(seed)


class ai_random:  # noqa: N801 - a tiny stand-in player
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], legal: list[Any]) -> Any:
        return self.rng.choice(legal)


def _decide(
    players: dict[PlayerKey, Any],
    key: PlayerKey,
    view: dict[str, Any],
    hand_data: dict[str, Any],
    pause: float,
    explain: bool = False,
) -> dict[str, Any] | None:
    """Rebuild the hand, list its legal actions, let the player choose; the answer as a dict (with
    the AI's reason under ``"reason"`` when ``explain``: the hint shows it)."""
    start = time.perf_counter()
    try:
        hand = Hand.from_dict(hand_data)
        legal = hand.legal_actions()
    except Exception:  # noqa: BLE001 - nothing to choose from
        return None
    if not legal:
        return None
    player = players.get(key)
    if player is None:
        player = players[key] = _make_player(key)
    try:
        action = player.choose(view, legal)
        # legal but unlisted actions exist (找朋友 throws and burials): the engine's check decides
        if hand.check(action) is not None:
            action = random.choice(legal)  # a policy bug must not stall the table
    except Exception:  # noqa: BLE001 - same
        action = random.choice(legal)
    answer = action.to_dict()
    if explain:
        try:
            # deferred on purpose, as ``import ai`` above: only the worker process loads the AI
            from ai.hint import explain as reason_of

            answer["reason"] = reason_of(player, view, action, legal)
        except Exception:  # noqa: BLE001 - a reason is an extra: the suggestion stands without it
            answer["reason"] = None
    rest = pause - (time.perf_counter() - start)
    if rest > 0:
        time.sleep(rest)
    return answer


def _serve(jobs: Any, results: Any, own_process: bool = False) -> None:
    """The loop of the worker (process or thread): one request at a time, in order. In its own
    process it collects garbage between requests (``ai.housekeeping``), never during a decision."""
    players: dict[PlayerKey, Any] = {}
    orphaned = _orphan_check() if own_process else None
    while True:
        try:
            job = jobs.get(timeout=PARENT_POLL_S) if orphaned else jobs.get()
        except queue.Empty:
            if orphaned is not None and orphaned():
                # the app was killed (no close() ever comes): end now, without waiting to flush
                # answers nobody will read
                results.cancel_join_thread()
                return
            continue
        if job is None:
            return
        token, key, view, hand_data, pause, explain = job
        try:
            answer = _decide(players, key, view, hand_data, pause, explain)
        except Exception:  # noqa: BLE001 - keep serving whatever happens
            answer = None
        results.put((token, answer))
        if own_process:
            # deferred on purpose, as ``import ai`` above: only the worker process loads the AI
            from ai.housekeeping import between_decisions

            between_decisions()


#: how often an idle worker process checks that the app that started it is still alive
PARENT_POLL_S = 0.5


def _orphan_check() -> Any:
    """A test for "the app that started this process has died" (killed, crashed): its process
    sentinel is closed then, and on POSIX the process is also re-parented."""
    parent = mp.parent_process()
    ppid = os.getppid()

    def orphaned() -> bool:
        if parent is not None and not parent.is_alive():
            return True
        return os.name == "posix" and os.getppid() != ppid

    return orphaned


#: seconds a request may wait past its pause before its worker counts as hung: far beyond the
#: slowest decision of the hardest level (a few seconds), short enough that a player waits it out
TIMEOUT_S = 20.0
#: workers a request is sent to before it is given up and the table plays a simple move itself
MAX_TRIES = 2


class AIWorker:
    def __init__(self, mode: str = "process", timeout: float | None = None) -> None:
        self.mode = mode
        self.timeout = TIMEOUT_S if timeout is None else timeout
        self._proc: Any = None
        self._reasons: dict[Any, Any] = {}  # token -> the hint's reason, until the table reads it
        self._jobs: _Channel
        self._results: _Channel
        self._players: dict[PlayerKey, Any]  # the sync mode's players
        #: token -> [job, deadline, tries]: every request sent and not yet answered
        self._waiting: dict[Any, list[Any]] = {}
        self._gave_up: dict[Any, None] = {}  # tokens answered None because no worker answered them
        self._to_tell: list[Any] = []  # of those, the ones ``poll`` has not returned yet
        self.restarts = 0  # workers replaced (dead, hung, cut off)
        self._closed = False
        if self.mode == "sync":
            # tests: decide inside request(), so a fixed number of frames always sees the answer
            self._results, self._players = queue.Queue(), {}
        else:
            self._start()

    def _start(self) -> None:
        if self.mode == "process":
            try:
                ctx = mp.get_context("spawn")
                self._jobs, self._results = ctx.Queue(), ctx.Queue()
                self._proc = ctx.Process(
                    target=_serve, args=(self._jobs, self._results, True), name="paiju-ai", daemon=True
                )
                self._proc.start()
                return
            except (OSError, RuntimeError, ValueError):
                self.mode = "thread"
        self._jobs, self._results = queue.Queue(), queue.Queue()
        self._proc = threading.Thread(
            target=_serve, args=(self._jobs, self._results), name="paiju-ai", daemon=True
        )
        self._proc.start()

    def _restart(self) -> None:
        """End this worker whatever its state and start another with every waiting request."""
        old, jobs, results = self._proc, self._jobs, self._results
        if self.mode == "process" and old is not None:
            try:
                old.kill()  # SIGKILL: a stopped (SIGSTOP) process ends too
                old.join(timeout=1.0)
            except (OSError, ValueError, AttributeError):
                pass
            for q in (jobs, results):  # multiprocessing queues in this mode
                mq: Any = q
                try:
                    mq.cancel_join_thread()  # nobody will read what is left in them
                    mq.close()
                except (OSError, ValueError, AttributeError):
                    pass
        self.restarts += 1
        self._start()
        now = time.monotonic()
        for token, entry in list(self._waiting.items()):
            job, _, tries = entry
            if tries >= MAX_TRIES:
                del self._waiting[token]
                self._gave_up[token] = None
                self._to_tell.append(token)
                while len(self._gave_up) > 32:  # ones nobody asked about (stale hints) do not pile up
                    self._gave_up.pop(next(iter(self._gave_up)))
                continue
            entry[1], entry[2] = now + job[4] + self.timeout, tries + 1
            try:
                self._jobs.put(job)
            except (OSError, ValueError):
                pass  # this one fails too: its deadline passes and the next restart tries again

    def gave_up(self, token: Any) -> bool:
        """Whether no worker answered ``token`` (its ``poll`` answer is None): once."""
        if token in self._gave_up:
            del self._gave_up[token]
            return True
        return False

    def _check(self) -> None:
        """Replace a worker that is gone or has kept a request past its deadline."""
        if self.mode == "sync" or self._closed or not self._waiting:
            return
        now = time.monotonic()
        gone = self._proc is None or not self._proc.is_alive()
        if gone or any(deadline < now for _, deadline, _ in self._waiting.values()):
            self._restart()

    def request(
        self,
        token: Any,
        key: PlayerKey,
        view: dict[str, Any],
        hand_data: dict[str, Any],
        delay: tuple[float, float] = (0.4, 0.9),
        explain: bool = False,
    ) -> None:
        """Ask the player ``key`` to choose; the answer comes after at least a natural pause. With
        ``explain`` the AI also says why (``reason``, read after ``poll``)."""
        pause = random.uniform(*delay) if delay[1] > 0 else 0.0
        if self.mode == "sync":
            try:
                answer = _decide(self._players, key, view, hand_data, 0.0, explain)
            except Exception:  # noqa: BLE001 - as the served modes: no answer, the table falls back
                answer = None
            self._results.put((token, answer))
            return
        job = (token, key, view, hand_data, pause, explain)
        self._waiting[token] = [job, time.monotonic() + pause + self.timeout, 1]
        self._gave_up.pop(token, None)
        try:
            self._jobs.put(job)
        except (OSError, ValueError):
            pass  # a closed queue: the next ``poll`` finds the request overdue or the worker gone

    def reason(self, token: Any) -> dict[str, Any] | None:
        """The reason that came with the answer of ``token`` (an ``explain`` request), once polled."""
        return self._reasons.pop(token, None)

    def poll(self) -> list[tuple[Any, Any]]:
        """Answers so far: (token, Action or None); a request no worker answered comes back as None
        (``gave_up``)."""
        out: list[tuple[Any, Any]] = []
        reasons = self._reasons
        while True:
            try:
                token, answer = self._results.get_nowait()
            except (queue.Empty, OSError, ValueError, EOFError):
                break
            except Exception:  # noqa: BLE001 - a torn message from a dying worker: its request waits on
                break
            self._waiting.pop(token, None)
            if isinstance(answer, dict) and "reason" in answer:
                reasons[token] = answer.pop("reason")
                if len(reasons) > 32:  # reasons nobody read (stale hints) do not pile up
                    reasons.pop(next(iter(reasons)))
            try:
                out.append((token, Action.from_dict(answer) if answer is not None else None))
            except (ValueError, TypeError, KeyError, AttributeError):
                out.append((token, None))
        self._check()
        out.extend((token, None) for token in self._to_tell)
        self._to_tell.clear()
        return out

    def alive(self) -> bool:
        """Usable: until ``close`` (a worker that died is replaced by ``poll``, its requests kept)."""
        return not self._closed

    def close(self) -> None:
        self._closed = True
        if self.mode == "sync":
            return
        try:
            self._jobs.put(None)
        except (OSError, ValueError):
            pass
        if self.mode == "process" and self._proc is not None:
            self._proc.join(timeout=1.0)
            if self._proc.is_alive():
                self._proc.terminate()
