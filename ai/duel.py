"""Strength of one level against another on duplicate deals.

    python -m ai.duel GAME --a hard --b greedy --deals 2000 --seed 1 [--jobs 2] [--budget-ms 200] [--log F]

Every deal is frozen by its seed and replayed once per *rotation*: a set of seats that A plays
(B plays the others). By default A takes each seat in turn; a game module may define
``duel_rotations(hand)`` (半边天炸: A plays the 庄 side, then the 闲 side),
``duel_prefix(hand)`` (actions the referee plays first, e.g. 三打一's auction, so roles are fixed)
and ``duel_outcome(hand, seats) -> (win, score, extras)``. A deal's result is the mean over its
rotations, so luck of the cards cancels. The figures are means over deals with 95 % confidence
intervals (normal approximation); the last line is
``GAME A vs B: win W [LO, HI], score S [LO, HI] per hand, N deals``.
"""

from __future__ import annotations

import argparse
import importlib
import math
import os
import sys
import time
from collections.abc import Sequence
from multiprocessing import get_context
from typing import Any

import engine

from . import LEVELS, duel_log, make_player

__all__ = ["play_deal", "run", "main", "mean_ci", "revalidate", "settings_of"]


def _module(game_id: str) -> Any:
    try:
        return importlib.import_module(f"ai.games.{game_id}")
    except ModuleNotFoundError:
        return None


def _rotations(game_id: str, hand: engine.Hand) -> list[tuple[int, ...]]:
    mod = _module(game_id)
    if mod is not None and hasattr(mod, "duel_rotations"):
        return [tuple(r) for r in mod.duel_rotations(hand)]
    return [(s,) for s in range(hand.num_players)]


def _outcome(game_id: str, hand: engine.Hand,
             seats: tuple[int, ...]) -> tuple[float, float, dict[str, float]]:
    mod = _module(game_id)
    if mod is not None and hasattr(mod, "duel_outcome"):
        outcome: tuple[float, float, dict[str, float]] = mod.duel_outcome(hand, seats)
        return outcome
    res = hand.result()
    assert res is not None  # the hand was played out
    win = sum(1 for s in seats if s in res.winners) / len(seats)
    score = sum(res.deltas[s] for s in seats) / len(seats)
    return win, score, {}


def deal_seed(seed: int, i: int) -> int:
    return (seed * 1_000_003 + i * 7919 + 17) % (2**61)


def play_deal(game_id: str, a: str, b: str, seed: int, i: int) -> tuple[float, float, dict[str, float]]:
    """Mean (win, score, extras) of A over the rotations of deal ``i``."""
    dseed = deal_seed(seed, i)
    probe = engine.new_hand(game_id, seed=dseed)
    mod = _module(game_id)
    prefix = mod.duel_prefix(probe) if mod is not None and hasattr(mod, "duel_prefix") else []
    rotations = _rotations(game_id, probe)
    wins, scores = 0.0, 0.0
    extras: dict[str, float] = {}
    seen: dict[str, int] = {}
    for r, seats in enumerate(rotations):
        hand = engine.new_hand(game_id, seed=dseed)
        for action in prefix:
            hand.apply(action)
        players = [make_player(game_id, a if s in seats else b, seed=dseed + 31 * s + 1000 * r)
                   for s in range(hand.num_players)]
        steps = 0
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None  # the hand is not over
            legal = hand.legal_actions()
            action = players[seat].choose(hand.view(seat), legal)
            hand.apply(action)
            steps += 1
            if steps > 5000:
                raise RuntimeError(f"deal {i}: the hand did not end")
        w, s, ex = _outcome(game_id, hand, seats)
        wins += w
        scores += s
        for k, v in ex.items():
            extras[k] = extras.get(k, 0.0) + v
            seen[k] = seen.get(k, 0) + 1
    n = len(rotations)
    # an extra figure is the mean over the rotations that report it (e.g. only A's landlord rotation)
    return wins / n, scores / n, {k: v / seen[k] for k, v in extras.items()}


def mean_ci(xs: Sequence[float]) -> tuple[float, float, float]:
    n = len(xs)
    if n == 0:
        return 0.0, 0.0, 0.0
    m = sum(xs) / n
    if n < 2:
        return m, m, m
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    h = 1.96 * math.sqrt(var / n)
    return m, m - h, m + h


def _init_worker(budget_ms: float | None, worlds: int | None = None) -> None:
    from . import pimc

    if budget_ms is not None:
        pimc.DEFAULT_BUDGET_MS = budget_ms
    pimc.DEFAULT_WORLDS = worlds
    if worlds is not None:
        pimc.LIGHT_BUDGET_MS = 1e9  # fixed world counts at every level: figures independent of load


def _job(args: tuple[str, str, str, int, int]) -> tuple[int, tuple[float, float, dict[str, float]]]:
    return args[4], play_deal(*args)


def _progress(done: int, total: int, start: float, first: int = 0) -> None:
    if done != total and done % max(total // 100, 1):
        return
    width = 30
    fill = width * done // max(total, 1)
    rate = (done - first) / max(time.perf_counter() - start, 1e-9)
    eta = (total - done) / rate if rate > 0 else 0.0
    sys.stderr.write(f"\r[{'#' * fill}{'.' * (width - fill)}] {done}/{total} deals, eta {eta:.0f}s ")
    sys.stderr.flush()
    if done == total:
        sys.stderr.write("\n")


def settings_of(game_id: str, a: str, b: str, seed: int, budget_ms: float | None,
                worlds: int | None) -> dict[str, Any]:
    """What a duel's log records as its settings: a log is only ever extended with the same."""
    return {"game": game_id, "a": a, "b": b, "seed": seed, "budget_ms": budget_ms, "worlds": worlds}


def revalidate(log: str | os.PathLike[str], settings: dict[str, Any], deals: int = 8) -> str:
    """Make a log written by other engine/AI code usable again if that code played the same: its
    first ``deals`` deals are played with this code, and only if every result is identical is the
    log re-stamped (``duel_log.restamp``). Returns what was done; ``DuelLogError`` if it cannot be."""
    header, done = duel_log.read_log(log)
    if header.get("settings") != settings:
        raise duel_log.DuelLogError(f"{log}: written with other settings {header.get('settings')}")
    if header.get("code") == duel_log.code_fingerprint():
        return f"{log}: already this code's"
    if settings["worlds"] is None:
        raise duel_log.DuelLogError(f"{log}: a time-bounded duel cannot be replayed identically")
    _init_worker(settings["budget_ms"], settings["worlds"])
    replay = sorted(done)[:deals]
    for i in replay:
        _, now = _job((settings["game"], settings["a"], settings["b"], settings["seed"], i))
        if now != done[i]:
            raise duel_log.DuelLogError(f"{log}: deal {i} plays differently now "
                                        f"({done[i]} logged, {now} now)")
    duel_log.restamp(log, len(replay))
    return f"{log}: its first {len(replay)} deals play identically with this code; re-stamped"


def run(game_id: str, a: str, b: str, deals: int, seed: int, jobs: int = 1,
        budget_ms: float | None = None, progress: bool = True, worlds: int | None = None,
        log: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """Play ``deals`` duplicate deals; returns the per-deal results and the summary figures.

    With ``log``, each deal's result is appended to that file as it finishes, and deals already
    in it (same settings, same code) are not played again.
    """
    results: dict[int, tuple[float, float, dict[str, float]]] = {}
    if log is not None:
        settings = settings_of(game_id, a, b, seed, budget_ms, worlds)
        results = {i: r for i, r in duel_log.open_log(log, settings).items() if i < deals}
    tasks = [(game_id, a, b, seed, i) for i in range(deals) if i not in results]
    first = len(results)
    start = time.perf_counter()

    def record(i: int, res: tuple[float, float, dict[str, float]]) -> None:
        results[i] = res
        if log is not None:
            duel_log.append_result(log, i, res)
        if progress:
            _progress(len(results), deals, start, first)

    if jobs > 1 and tasks:
        ctx = get_context("spawn" if sys.platform == "win32" else "fork")
        with ctx.Pool(jobs, initializer=_init_worker, initargs=(budget_ms, worlds)) as pool:
            for i, res in pool.imap(_job, tasks, chunksize=1):
                record(i, res)
    else:
        _init_worker(budget_ms, worlds)
        for t in tasks:
            record(*_job(t))
    rows = [results[i] for i in sorted(results)]
    win = mean_ci([r[0] for r in rows])
    score = mean_ci([r[1] for r in rows])
    keys = sorted({k for r in rows for k in r[2]})
    extras = {k: mean_ci([r[2].get(k, 0.0) for r in rows]) for k in keys}
    return {"game": game_id, "a": a, "b": b, "deals": deals, "win": win, "score": score, "extras": extras,
            "seconds": time.perf_counter() - start, "resumed": first}


def summary_line(r: dict[str, Any]) -> str:
    w, s = r["win"], r["score"]
    return (f"{r['game']} {r['a']} vs {r['b']}: win {w[0]:.3f} [{w[1]:.3f}, {w[2]:.3f}], "
            f"score {s[0]:+.2f} [{s[1]:+.2f}, {s[2]:+.2f}] per hand, {r['deals']} deals")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m ai.duel", description=__doc__.split("\n\n")[0])
    p.add_argument("game", choices=sorted(engine.GAMES))
    p.add_argument("--a", default="hard", choices=LEVELS)
    p.add_argument("--b", default="greedy", choices=LEVELS)
    p.add_argument("--deals", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--budget-ms", type=float, default=None, help="time budget of hard per decision")
    p.add_argument("--worlds", type=int, default=None,
                   help="hard samples this many worlds per decision instead of thinking for a time")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--log", default=None, metavar="FILE",
                   help="append each deal's result to FILE; a rerun with the same settings goes on from it")
    args = p.parse_args(argv)
    try:
        r = run(args.game, args.a, args.b, args.deals, args.seed, args.jobs, args.budget_ms, not args.quiet,
                args.worlds, args.log)
    except (duel_log.DuelLogError, OSError) as e:
        print(f"ai.duel: {e}", file=sys.stderr)
        return 2
    for k, (m, lo, hi) in r["extras"].items():
        print(f"{k}: {m:.3f} [{lo:.3f}, {hi:.3f}]")
    resumed = f" ({r['resumed']} deals from the log)" if r["resumed"] else ""
    print(f"time: {r['seconds']:.1f} s{resumed}")
    print(summary_line(r))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
