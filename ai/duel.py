"""Strength of one level against another on duplicate deals.

    python -m ai.duel GAME --a hard --b greedy --deals 2000 --seed 1 [--jobs 2] [--worlds 30] [--log F]
                     [--sprt win|score M0 M1 [--alpha 0.05 --beta 0.05]]

Every deal is frozen by its seed and replayed once per *rotation*: a set of seats that A plays
(B plays the others). By default A takes each seat in turn; a game module may define
``duel_rotations(hand)`` (半边天炸: A plays the 庄 side, then the 闲 side),
``duel_prefix(hand)`` (actions the referee plays first, e.g. 三打一's auction, so roles are fixed)
and ``duel_outcome(hand, seats) -> (win, score, extras)``. A deal's result is the mean over its
rotations, so luck of the cards cancels. The figures are means over deals with 95 % confidence
intervals (normal approximation); the last line is
``GAME A vs B: win W [LO, HI], score S [LO, HI] per hand, N deals``.

``hard`` (and ``normal``'s light search) samples ``--worlds`` worlds per decision (30 unless told, or
the game's own fixed count: 斗地主's 100; ``--worlds 0`` thinks for ``--budget-ms`` of wall time
instead), so a result does not depend on the machine's load.

With ``--sprt STAT M0 M1`` the duel is a sequential probability ratio test on the per-deal statistic
STAT (``win``: A's win rate; ``score``: A's score per hand): H0 says its mean is M0, H1 that it is
M1; after every deal (the first ``SPRT_MIN_DEALS`` excepted) the log-likelihood ratio is compared
with Wald's bounds for ``--alpha``/``--beta`` (0.05 each) and the duel stops as soon as one is
crossed (``accept H1``: A is at least that much stronger), or at ``--deals`` (``undecided``). The
ratio is the generalized SPRT's normal approximation with the variance estimated from the deals so
far, as engine-testing farms run it.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from collections.abc import Callable, Sequence
from multiprocessing import get_context
from typing import Any

import engine

from . import LEVELS, duel_log, game_module, make_player

__all__ = ["play_deal", "run", "main", "mean_ci", "revalidate", "settings_of", "sprt_llr", "sprt_bounds",
           "sprt_decision", "SPRT_MIN_DEALS", "DEFAULT_DUEL_WORLDS", "duel_worlds"]

#: the SPRT looks at no fewer deals: a variance from a handful of deals is no estimate
SPRT_MIN_DEALS = 20
#: worlds per search decision of a duel unless told otherwise (about hard's 200 ms on one core)
DEFAULT_DUEL_WORLDS = 30


def duel_worlds(game_id: str) -> int:
    """Worlds per search decision unless told: a game whose ``hard`` samples a fixed number by design
    (斗地主's ``HARD_WORLDS``) keeps it, since fewer would measure a weaker player than the one shipped."""
    mod = game_module(game_id)
    return int(getattr(mod, "HARD_WORLDS", DEFAULT_DUEL_WORLDS))


def _rotations(game_id: str, hand: engine.Hand) -> list[tuple[int, ...]]:
    mod = game_module(game_id)
    if mod is not None and hasattr(mod, "duel_rotations"):
        return [tuple(r) for r in mod.duel_rotations(hand)]
    return [(s,) for s in range(hand.num_players)]


def _outcome(game_id: str, hand: engine.Hand,
             seats: tuple[int, ...]) -> tuple[float, float, dict[str, float]]:
    mod = game_module(game_id)
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
    mod = game_module(game_id)
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


def mean_ci(xs: Sequence[float], quantile: Callable[[int], float] | None = None
            ) -> tuple[float, float, float]:
    """Mean of ``xs`` and its 95 % interval: the normal 1.96, or ``quantile(degrees of freedom)`` (a
    Student's t for the few points of a bench bucket); the mean alone under two values."""
    n = len(xs)
    if n == 0:
        return 0.0, 0.0, 0.0
    m = sum(xs) / n
    if n < 2:
        return m, m, m
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    h = (1.96 if quantile is None else quantile(n - 1)) * math.sqrt(var / n)
    return m, m - h, m + h


def sprt_llr(xs: Sequence[float], m0: float, m1: float) -> float:
    """The log-likelihood ratio of H1 (mean ``m1``) against H0 (mean ``m0``) for the samples ``xs``,
    normal with their own variance (the generalized SPRT)."""
    n = len(xs)
    if n < 2:
        return 0.0
    m = sum(xs) / n
    var = sum((x - m) ** 2 for x in xs) / n
    if var <= 0.0:
        var = 1e-9  # every deal alike: the sample speaks with full weight
    return n * (m1 - m0) * (m - (m0 + m1) / 2) / var


def sprt_bounds(alpha: float, beta: float) -> tuple[float, float]:
    """Wald's bounds on the log-likelihood ratio: below the first accept H0, above the second H1."""
    return math.log(beta / (1 - alpha)), math.log((1 - beta) / alpha)


def sprt_decision(xs: Sequence[float], m0: float, m1: float, alpha: float = 0.05,
                  beta: float = 0.05) -> str | None:
    """``"H1"`` or ``"H0"`` once the test decides on ``xs``, else None."""
    if len(xs) < SPRT_MIN_DEALS:
        return None
    lo, hi = sprt_bounds(alpha, beta)
    llr = sprt_llr(xs, m0, m1)
    return "H1" if llr >= hi else "H0" if llr <= lo else None


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
        log: str | os.PathLike[str] | None = None,
        sprt: tuple[str, float, float, float, float] | None = None) -> dict[str, Any]:
    """Play ``deals`` duplicate deals; returns the per-deal results and the summary figures.

    With ``log``, each deal's result is appended to that file as it finishes, and deals already
    in it (same settings, same code) are not played again. With ``sprt`` = (stat, m0, m1, alpha,
    beta) the duel stops as soon as the test decides (``"sprt"`` in the answer says how).
    """
    results: dict[int, tuple[float, float, dict[str, float]]] = {}
    if log is not None:
        settings = settings_of(game_id, a, b, seed, budget_ms, worlds)
        results = {i: r for i, r in duel_log.open_log(log, settings).items() if i < deals}
    tasks = [(game_id, a, b, seed, i) for i in range(deals) if i not in results]
    first = len(results)
    start = time.perf_counter()

    column = 0 if sprt is None or sprt[0] == "win" else 1
    decided: list[str] = []

    def record(i: int, res: tuple[float, float, dict[str, float]]) -> bool:
        """Keep one deal's result; True once the SPRT has decided."""
        results[i] = res
        if log is not None:
            duel_log.append_result(log, i, res)
        if progress:
            _progress(len(results), deals, start, first)
        return sprt is not None and _decide(results, column, sprt, decided)

    if sprt is not None and _decide(results, column, sprt, decided):
        tasks = []  # the log already decides
    if jobs > 1 and tasks:
        ctx = get_context("spawn" if sys.platform == "win32" else "fork")
        with ctx.Pool(jobs, initializer=_init_worker, initargs=(budget_ms, worlds)) as pool:
            for i, res in pool.imap(_job, tasks, chunksize=1):
                if record(i, res):
                    break  # leaving the pool's block stops the deals still being played
    else:
        _init_worker(budget_ms, worlds)
        for t in tasks:
            if record(*_job(t)):
                break
    if progress and decided and len(results) < deals:
        sys.stderr.write("\n")
    rows = [results[i] for i in sorted(results)]
    win = mean_ci([r[0] for r in rows])
    score = mean_ci([r[1] for r in rows])
    keys = sorted({k for r in rows for k in r[2]})
    extras = {k: mean_ci([r[2].get(k, 0.0) for r in rows]) for k in keys}
    out = {"game": game_id, "a": a, "b": b, "deals": len(rows), "win": win, "score": score,
           "extras": extras, "seconds": time.perf_counter() - start, "resumed": first}
    if sprt is not None:
        stat, m0, m1, alpha, beta = sprt
        xs = [r[1] if column else r[0] for r in rows]
        out["sprt"] = {"stat": stat, "m0": m0, "m1": m1, "alpha": alpha, "beta": beta,
                       "llr": sprt_llr(xs, m0, m1), "bounds": sprt_bounds(alpha, beta),
                       "decision": decided[0] if decided else None}
    return out


def _decide(results: dict[int, tuple[float, float, dict[str, float]]], column: int,
            sprt: tuple[str, float, float, float, float], decided: list[str]) -> bool:
    """The SPRT on the deals so far; its decision is appended to ``decided``."""
    _, m0, m1, alpha, beta = sprt
    d = sprt_decision([results[i][1] if column else results[i][0] for i in sorted(results)],
                      m0, m1, alpha, beta)
    if d is not None and not decided:
        decided.append(d)
    return d is not None


def summary_line(r: dict[str, Any]) -> str:
    w, s = r["win"], r["score"]
    return (f"{r['game']} {r['a']} vs {r['b']}: win {w[0]:.3f} [{w[1]:.3f}, {w[2]:.3f}], "
            f"score {s[0]:+.2f} [{s[1]:+.2f}, {s[2]:+.2f}] per hand, {r['deals']} deals")


def sprt_line(r: dict[str, Any]) -> str:
    t = r["sprt"]
    verdict = {"H1": f"accept H1 ({t['stat']} {t['m1']:g})", "H0": f"accept H0 ({t['stat']} {t['m0']:g})",
               None: "undecided"}[t["decision"]]
    lo, hi = t["bounds"]
    return (f"SPRT {t['stat']} {t['m0']:g} vs {t['m1']:g} (alpha {t['alpha']:g}, beta {t['beta']:g}): "
            f"{verdict} after {r['deals']} deals, LLR {t['llr']:+.2f} in [{lo:+.2f}, {hi:+.2f}]")


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
                   help=f"worlds per search decision ({DEFAULT_DUEL_WORLDS} unless the game fixes hard's own "
                        "count; 0: think for --budget-ms of wall time instead)")
    p.add_argument("--sprt", nargs=3, metavar=("STAT", "M0", "M1"), default=None,
                   help="stop when a sequential test decides between H0 mean M0 and H1 mean M1 of STAT "
                        "(win or score)")
    p.add_argument("--alpha", type=float, default=0.05)
    p.add_argument("--beta", type=float, default=0.05)
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.add_argument("--log", default=None, metavar="FILE",
                   help="append each deal's result to FILE; a rerun with the same settings goes on from it")
    args = p.parse_args(argv)
    worlds = duel_worlds(args.game) if args.worlds is None else args.worlds
    sprt = None
    if args.sprt is not None:
        stat, m0, m1 = args.sprt
        try:
            h0, h1 = float(m0), float(m1)
        except ValueError:
            p.error(f"--sprt takes a statistic and two numbers, not {' '.join(args.sprt)}")
        if stat not in ("win", "score") or h0 == h1:
            p.error("--sprt: the statistic is win or score, and M0 and M1 differ")
        sprt = (stat, h0, h1, args.alpha, args.beta)
    try:
        r = run(args.game, args.a, args.b, args.deals, args.seed, args.jobs, args.budget_ms, not args.quiet,
                worlds or None, args.log, sprt)
    except (duel_log.DuelLogError, OSError) as e:
        print(f"ai.duel: {e}", file=sys.stderr)
        return 2
    for k, (m, lo, hi) in r["extras"].items():
        print(f"{k}: {m:.3f} [{lo:.3f}, {hi:.3f}]")
    resumed = f" ({r['resumed']} deals from the log)" if r["resumed"] else ""
    print(f"time: {r['seconds']:.1f} s{resumed}")
    print(summary_line(r))
    if sprt is not None:
        print(sprt_line(r))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
