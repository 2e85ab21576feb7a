"""The card-play position suite (issue #35): build it, measure the levels on it, re-analyse it.

    python benchmarks/position_suite.py build GAME [--count 60] [--worlds 32] [--rollout normal]
                                              [--exact N] [--z 2] [--cap 192] [--minutes 14] [--seed 1]
                                              [--select-z Z] [--suite PATH]
    python benchmarks/position_suite.py bench GAME [--levels easy normal hard hard:N …] [--worst 5]
                                              [--hard-worlds 30] [--suite PATH] [--pool PATH …]
    python benchmarks/position_suite.py reanalyse GAME [--all] [--missing] [--disagree] [--worlds N]
                                              [--rollout R] [--exact N] [--z 2] [--cap 192] [--minutes 14]
                                              [--suite PATH]
    python benchmarks/position_suite.py solver GAME [--deals 6] [--bounds 6 8 10 12]

``build`` plays ``normal`` self-play hands (deal ``i`` of ``--seed``, as ``ai.duel`` numbers them) and
in each stops at one card-play decision a few plays in (drawn by the deal's seed); the position is
kept when the probe levels (``ai.suite.PROBES``: greedy, easy twice, normal, hard) choose at least two
different plays and their analysed values differ. Each candidate is analysed in ``--worlds`` worlds
re-dealt to the seat's view, every seat then played by ``--rollout``, the last ``--exact`` cards
solved exactly where the game has two opposite sides (``ai.suite.SIDES``); with ``--z`` worlds are
added 16 at a time until the top two candidates are ``--z`` standard errors apart or ``--cap``
worlds were tried. Positions are appended to ``benchmarks/data/positions/<game>.json`` as they are
found (resumable: a rerun goes on from the next deal; a file begun from another ``--seed`` is
refused), until ``--count`` positions or ``--minutes`` of CPU time. ``--suite PATH`` works on another
file instead, on all three commands: a held-out suite (``benchmarks/data/positions/heldout/``) is
built with another ``--seed``, whose deals the stored suite never used (``deal_seed`` gives every
seed under 7,920 its own deals), to measure out of sample a fix found on the stored one.
``--select-z Z`` keeps a position only where its best and worst candidates' paired difference stands
``Z`` standard errors from 0 (``ai.suite.spread_separation``: a choice there can cost more than the
analysis's noise, whichever level makes it), and drops one under ``Z``/2 after the first
``--worlds`` worlds without extending it; the value is stored in the suite and a resumed build must
give the same (0, the default: every position whose candidates' means are not all equal).

``bench`` asks each level (seeded by the position; its memory fed the seat's view at each of the
seat's earlier turns of the prefix, ``ai.suite.watch``, as a player that watched the hand) for its
play and prints, with 95 % intervals, its plain regret (the best candidate's mean less its play's),
its cross-fitted regret (``ai.regret``: the best picked on half the worlds, valued on the other
half; the plain regret at a position stored before per-world values were) and its agreement (it
played the best candidate); then the ratio of each ``hard`` entry's regret to ``normal``'s (else of
the last level's to the one before it), both ways, with bootstrap intervals over the positions, and
the paired difference of the two (the same under both estimates). ``hard`` searches
``--hard-worlds`` worlds (30), ``hard:N`` exactly N (``benchmarks/hard_worlds.py`` measures the
count the shipped ``hard`` reaches). A play no candidate covered is analysed then, in the same
worlds, once per run. ``reanalyse`` analyses again every position stored by other AI/engine code
(``--all``: every position; ``--missing``: those without per-world values; ``--disagree``: only
those where ``normal`` and ``hard`` choose different plays), saving after each (resumable); a
position whose prefix no longer rebuilds is dropped and named. ``--worlds``, ``--rollout``,
``--exact``, ``--z`` and ``--cap`` replace the position's method (default: keep it). A position
whose candidates come out valued alike is dropped, as ``build`` would not have kept it. ``solver``
measures the exact solver's cost by the number of cards left, to choose ``--exact``. """

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import engine  # noqa: E402
from ai import duel_log, make_player, pimc  # noqa: E402
from ai.counterfactual import point_of  # noqa: E402
from ai.duel import deal_seed, mean_ci  # noqa: E402
from ai.regret import column_means, crossfit_regret, plain_regret, ratio_interval  # noqa: E402
from ai.suite import (  # noqa: E402
    SIDES,
    Method,
    analyse,
    analyse_in,
    candidates_at,
    cards_left,
    decode,
    encode,
    load,
    rebuild,
    save,
    spread_separation,
    store,
    table,
    watch,
    world_at,
)

DATA = ROOT / "benchmarks" / "data" / "positions"
GAMES = ("banbiantianzha", "datongzi", "banzipao", "sandayi", "zhaopengyou", "doudizhu")


def _path(game: str) -> Path:
    return DATA / f"{game}.json"


def suite_path(args: argparse.Namespace) -> Path:
    """The suite a command works on: ``--suite`` where given (a held-out suite, say), else the
    game's stored one."""
    return Path(args.suite) if args.suite else _path(args.game)


def _position(game: str, i: int, seed: int, worlds: int, method: Method,
              select_z: float = 0.0) -> dict[str, Any] | None:
    dseed = deal_seed(seed, i)
    hand = engine.new_hand(game, seed=dseed)
    players = [make_player(game, "normal", seed=dseed + s) for s in range(hand.num_players)]
    stop = random.Random(dseed).randrange(2, 24)
    plays = 0
    while not hand.is_over:
        seat = hand.to_act
        view, legal = hand.view(seat), hand.legal_actions()
        if view.get("phase") == "play" and len(legal) > 1:
            plays += 1
            if plays >= stop:
                return _analysed(hand, dseed, worlds, method, select_z)
        hand.apply(players[seat].choose(view, legal))
    return None


def _analysed(hand: engine.Hand, dseed: int, worlds: int, method: Method,
              select_z: float = 0.0) -> dict[str, Any] | None:
    cands = candidates_at(hand, dseed)
    if len(cands) < 2:
        return None
    screen = (lambda rows: spread_separation(rows) >= select_z / 2) if select_z else None
    got = analyse(hand, cands, worlds, method, dseed, screen=screen)
    if got is None or (select_z and spread_separation(got["rows"]) < select_z):
        return None
    pos = {"game": hand.game_id, "players": hand.num_players, "seed": dseed, "seat": hand.to_act,
           "prefix": [encode(a) for _, a in hand.actions], "code": duel_log.code_fingerprint()}
    store(pos, cands, got, method)
    if len({c["value"] for c in pos["candidates"]}) < 2:
        return None
    return pos


def _method(args: argparse.Namespace, old: Method | None = None) -> Method:
    """The method the arguments ask for; what they leave out is ``old``'s (or the default)."""
    base = old or Method()
    return Method(rollout=args.rollout or base.rollout,
                  exact=base.exact if args.exact is None else args.exact,
                  z=base.z if args.z is None else args.z,
                  cap=base.cap if args.cap is None else args.cap)


def build(args: argparse.Namespace) -> int:
    path = suite_path(args)
    suite = load(path)
    suite.setdefault("seed", args.seed)
    if suite["seed"] != args.seed:  # a resumed build must go on with the deals it began with
        print(f"{path} was built from --seed {suite['seed']}, not {args.seed}", file=sys.stderr)
        return 2
    if args.select_z and not suite["positions"] and "next_deal" not in suite:  # a new file
        suite["select_z"] = args.select_z
    if suite.get("select_z", 0.0) != args.select_z:  # nor may it change which positions it keeps
        print(f"{path} was built with --select-z {suite.get('select_z', 0.0)}, not {args.select_z}",
              file=sys.stderr)
        return 2
    method = _method(args)
    start = time.process_time()
    i = suite.get("next_deal", 0)
    while len(suite["positions"]) < args.count and time.process_time() - start < args.minutes * 60:
        pos = _position(args.game, i, suite["seed"], args.worlds, method, args.select_z)
        i += 1
        suite["next_deal"] = i
        if pos is not None:
            suite["positions"].append(pos)
            print(f"  position {len(suite['positions'])} from deal {i - 1}", flush=True)
        save(path, suite)
    print(f"{args.game}: {len(suite['positions'])} positions in {path} "
          f"({i} deals looked at, {time.process_time() - start:.0f} CPU-s)")
    return 0


def _level(spec: str) -> tuple[str, int | None]:
    """A ``--levels`` entry: a level, or ``hard:N`` for ``hard`` searching exactly N worlds."""
    level, _, worlds = spec.partition(":")
    return level, int(worlds) if worlds else None


def _play(game: str, spec: str, pos: dict[str, Any], hand: engine.Hand) -> engine.Action:
    return asked(game, spec, pos, hand)[0]


def asked(game: str, spec: str, pos: dict[str, Any], hand: engine.Hand) -> tuple[engine.Action, Any]:
    """The play of the level ``spec`` (``hard:N``: searching exactly N worlds) at ``pos``, and the
    player that chose it (a search's ``last`` tells how it ranked its candidates)."""
    level, worlds = _level(spec)
    kept = pimc.DEFAULT_WORLDS
    if worlds is not None:
        pimc.DEFAULT_WORLDS = worlds
    try:
        seat = hand.to_act
        player = make_player(game, level, seed=pos["seed"] + 5)
        watch(player, pos)  # a player at the table has watched the hand
        return player.choose(hand.view(seat), hand.legal_actions()), player
    finally:
        pimc.DEFAULT_WORLDS = kept


def _judge(pos: dict[str, Any], hand: engine.Hand, action: engine.Action) -> tuple[float, float | None]:
    """(plain, cross-fitted) regret of ``action`` at ``pos``; the cross-fit None without per-world
    values. A play no candidate covered is analysed now in the position's worlds (once per run:
    levels that play it share the analysis)."""
    key = (pos["seed"], repr(encode(action)))
    if key not in _JUDGED:
        _JUDGED[key] = _judge_anew(pos, hand, action)
    return _JUDGED[key]


_JUDGED: dict[tuple[int, str], tuple[float, float | None]] = {}


def _judge_anew(pos: dict[str, Any], hand: engine.Hand, action: engine.Action) -> tuple[float, float | None]:
    acts = [decode(c["action"]) for c in pos["candidates"]]
    rows = table(pos)
    if action in acts:
        j = acts.index(action)
        if rows is None:
            means = [float(c["value"]) for c in pos["candidates"]]
            return max(means) - means[j], None
        return plain_regret(rows, j), crossfit_regret(rows, j, seed=pos["seed"])
    if rows is None:  # an older position: its means alone, the new play in its first worlds
        got = analyse(hand, [action], pos["worlds"], Method.of(pos), pos["seed"], min_worlds=1)
        means = [float(c["value"]) for c in pos["candidates"]]
        value = column_means(got["rows"])[0] if got else max(means)
        return max(0.0, max(means) - value), None
    extra = analyse_in(pos, hand, action)
    if not extra:
        return 0.0, 0.0
    rows = [r + [x] for r, x in zip(rows, extra)]
    return plain_regret(rows, len(acts)), crossfit_regret(rows, len(acts), seed=pos["seed"])


def _ci(xs: list[float], digits: int = 3) -> str:
    m, lo, hi = mean_ci(xs)
    return f"{m:.{digits}f} [{lo:.{digits}f}, {hi:.{digits}f}]"


def play_name(a: engine.Action) -> str:
    """A play as the studies print it: its cards, else its kind (pass)."""
    return engine.format_cards(a.cards) if a.kind == "play" else a.kind


def compare_hard(game: str, path: Path, worlds: int, name: str,
                 varied: Callable[[], AbstractContextManager[Any]]) -> None:
    """``hard``@``worlds``'s play at every position of the suite at ``path`` as shipped and within
    ``varied()`` (a context that changes the AI: a module constant, a patched method), judged as
    ``bench`` judges: each one's mean cross-fitted regret, the paired gain of the variant and the
    plays it changes. The studies of a game's worst positions try their variants with it."""
    positions = load(path)["positions"]
    start = time.process_time()
    regret: list[list[float]] = [[], []]
    changed = []
    for pos in positions:
        hand = rebuild(pos)
        plays = []
        for i, ctx in enumerate((nullcontext, varied)):
            with ctx():
                plays.append(_play(game, f"hard:{worlds}", pos, hand))
            plain, cross = _judge(pos, hand, plays[-1])
            regret[i].append(plain if cross is None else cross)
        if plays[0] != plays[1]:
            changed.append(f"{pos['seed']} {play_name(plays[0])} -> {play_name(plays[1])} "
                           f"{regret[0][-1] - regret[1][-1]:+.2f}")
    print(f"{path}: hard:{worlds}, {len(positions)} positions ({time.process_time() - start:.0f} CPU-s)")
    for label, xs in (("shipped", regret[0]), (name, regret[1])):
        print(f"  {label}: cross-fit regret {_ci(xs)}")
    print(f"  gain {_ci([a - b for a, b in zip(*regret)])} ({len(changed)} plays changed)")
    for line in changed:
        print(f"      {line}")


RolloutFn = Callable[[list[engine.Action], dict[int, list[Any]]], list[float]]


def rollouts_against_analysis(pos: dict[str, Any], hand: engine.Hand, pair: list[engine.Action],
                              rollouts: RolloutFn, digits: int = 2,
                              each_world: Callable[[engine.Hand, int], None] | None = None) -> int:
    """``hard``'s play and the analysis's best (``pair``; one play where they agree) rolled out by
    ``rollouts(pair, hidden)`` (a search's own roll-out policy) in the analysis's own worlds of the
    position, printed beside the analysis's values there, with how often the two agree on which is
    better; ``each_world(world, k)`` sees every world too. Returns the number of worlds."""
    seat = hand.to_act
    acts = [decode(c["action"]) for c in pos["candidates"]]
    point = point_of(hand)
    rows = table(pos)
    mine: list[list[float]] = [[] for _ in pair]
    theirs: list[list[float]] = [[] for _ in pair]
    agree = 0
    both = len(pair) == 2 and rows is not None and all(a in acts for a in pair)
    for r, k in enumerate(pos["ids"]):
        world = world_at(point, pos["seed"], k)
        if world is None:
            continue
        hidden = {s: list(world.state.hands[s]) for s in range(world.num_players)
                  if s != seat and world.state.hands[s]}
        got = rollouts(pair, hidden)
        if each_world is not None:
            each_world(world, k)
        for i, a in enumerate(pair):
            mine[i].append(got[i])
            if rows is not None and a in acts:
                theirs[i].append(rows[r][acts.index(a)])
        if both and rows is not None:
            analysed = rows[r][acts.index(pair[1])] - rows[r][acts.index(pair[0])]
            agree += (got[1] - got[0] > 0) == (analysed > 0)
    n = len(mine[0])
    for i, a in enumerate(pair):
        th = f"{sum(theirs[i]) / len(theirs[i]):+.{digits}f}" if theirs[i] else "? (not analysed)"
        rolled = sum(mine[i]) / max(n, 1)
        print(f"   in the analysis's {n} worlds: {play_name(a)} roll-outs {rolled:+.{digits}f}, "
              f"analysis {th}")
    if both:
        print(f"   best − hard's play has the same sign in {agree} of {n} worlds")
    return n


def bench(args: argparse.Namespace) -> int:
    suite = load(suite_path(args))
    positions = list(suite["positions"])
    for extra in args.pool:  # suites of other deal seeds: one larger suite (their deals never meet)
        positions += load(Path(extra))["positions"]
    stored = [table(p) is not None for p in positions]
    exact = sum(int(p.get("exact", 0)) for p in positions)
    print(f"{args.game}: {len(positions)} positions, {sum(stored)} with per-world values (cross-fit "
          f"there, the plain regret elsewhere), {exact} play-outs ended exactly", flush=True)
    start = time.process_time()
    plain_by: dict[str, list[float]] = {}
    cross_by: dict[str, list[float]] = {}
    for level in args.levels:
        plain, cross, agree, new = [], [], [], 0
        worst: list[tuple[float, float, int, str, str]] = []
        for pos in positions:
            hand = rebuild(pos)
            action = _play(args.game, level, pos, hand)
            covered = any(decode(c["action"]) == action for c in pos["candidates"])
            new += not covered
            p, c = _judge(pos, hand, action)
            plain.append(p)
            cross.append(p if c is None else c)  # no per-world values: the plain regret stands in
            agree.append(1.0 if p <= 0 else 0.0)
            top = max(pos["candidates"], key=lambda c: float(c["value"]))
            worst.append((p, cross[-1], pos["seed"], encode(action)["cards"], top["action"]["cards"]))
        plain_by[level], cross_by[level] = plain, cross
        a, alo, ahi = mean_ci(agree)
        print(f"  {level:<7} plain {_ci(plain)}  cross-fit {_ci(cross)}  agreement {a:.2f} "
              f"[{max(alo, 0.0):.2f}, {min(ahi, 1.0):.2f}]  ({new} plays analysed anew)", flush=True)
        for p, c, dseed, played, bestplay in sorted(worst, reverse=True)[:args.worst]:
            if p > 0:
                print(f"      regret {p:.3f} (cross-fit {c:.3f})  deal seed {dseed}: "
                      f"played {played or 'pass'}, best {bestplay or 'pass'}", flush=True)
    for lo_level, hi_level in _pairs(args.levels):
        line = f"  {hi_level}/{lo_level}"
        for name, by in (("plain", plain_by), ("cross-fit", cross_by)):
            r, rlo, rhi = ratio_interval(by[hi_level], by[lo_level], seed=1)
            line += f"  {name} {r:.2f} [{rlo:.2f}, {rhi:.2f}]"
        d = [x - y for x, y in zip(plain_by[lo_level], plain_by[hi_level])]
        print(f"{line}  {lo_level} - {hi_level} {_ci(d)}")
    print(f"  ({time.process_time() - start:.0f} CPU-s)")
    return 0


def _pairs(levels: list[str]) -> list[tuple[str, str]]:
    """The ratios ``bench`` prints: every ``hard`` entry against ``normal`` when both were asked
    for, else the last level against the one before it."""
    if "normal" in levels and any(_level(x)[0] == "hard" for x in levels):
        return [("normal", x) for x in levels if _level(x)[0] == "hard"]
    return [(levels[-2], levels[-1])] if len(levels) >= 2 else []


def _disagree(game: str, pos: dict[str, Any], hand: engine.Hand) -> bool:
    return _play(game, "normal", pos, hand) != _play(game, "hard", pos, hand)


def reanalyse(args: argparse.Namespace) -> int:
    path = suite_path(args)
    suite = load(path)
    code = duel_log.code_fingerprint()
    start = time.process_time()
    redone, dropped, skipped = 0, [], 0
    for k, pos in enumerate(suite["positions"]):
        if time.process_time() - start > args.minutes * 60:
            skipped += 1
            continue
        if args.missing:
            due = table(pos) is None
        elif args.all:
            due = True
        else:
            due = pos.get("code") != code or bool(args.worlds and pos["worlds"] < args.worlds)
        if not due:
            continue
        try:
            hand = rebuild(pos)
        except ValueError as e:
            print(f"  deal seed {pos['seed']}: no longer rebuilds ({e}); dropped")
            dropped.append(k)
            continue
        if args.disagree and not _disagree(args.game, pos, hand):
            continue
        acts = [decode(c["action"]) for c in pos["candidates"]]
        method = _method(args, Method.of(pos))
        t0 = time.process_time()
        got = analyse(hand, acts, args.worlds or pos["worlds"], method, pos["seed"])
        if got is None:
            print(f"  deal seed {pos['seed']}: too few worlds consistent with the view now; dropped")
            dropped.append(k)
            continue
        store(pos, acts, got, method)
        pos["code"] = code
        redone += 1
        print(f"  {k}: deal seed {pos['seed']}: {len(got['ids'])} worlds, {got['exact']} exact, "
              f"{time.process_time() - t0:.1f} CPU-s", flush=True)
        save(path, suite)  # each position as it is done: an interrupted run keeps its work
    for k, pos in enumerate(suite["positions"]):
        if k not in dropped and len({c["value"] for c in pos["candidates"]}) < 2:
            print(f"  deal seed {pos['seed']}: its candidates are now valued alike; dropped")
            dropped.append(k)
    suite["positions"] = [p for k, p in enumerate(suite["positions"]) if k not in dropped]
    save(path, suite)
    print(f"{args.game}: {redone} positions analysed again, {len(suite['positions'])} kept"
          f"{f', {skipped} left for the next run' if skipped else ''} "
          f"({time.process_time() - start:.0f} CPU-s)")
    return 0


def solver(args: argparse.Namespace) -> int:
    """The exact solver's cost by cards left, on positions of ``normal`` self-play (every decision
    of the hand from the first one at or under the largest bound): mean and largest CPU time and
    states, and how many solves ran past ``ai.suite.EXACT_LIMIT``."""
    from ai.endgame import ScoreSearch, SearchTooLarge
    from ai.suite import EXACT_LIMIT

    sides = SIDES[args.game]
    cost: dict[int, list[tuple[float, int]]] = {b: [] for b in args.bounds}
    over: dict[int, int] = {b: 0 for b in args.bounds}
    for i in range(args.deals):
        dseed = deal_seed(args.seed, i)
        hand = engine.new_hand(args.game, seed=dseed)
        players = [make_player(args.game, "normal", seed=dseed + s) for s in range(hand.num_players)]
        seen: set[int] = set()
        while not hand.is_over:
            left = cards_left(hand)
            team = sides(hand, 0) if hand.phase == "play" else None
            bound = min((b for b in args.bounds if left <= b and b not in seen), default=None)
            if team is not None and bound is not None:
                seen.update(b for b in args.bounds if b >= left)
                t0 = time.process_time()
                search = ScoreSearch(0, team, limit=EXACT_LIMIT)
                try:
                    search.value(hand)
                    cost[bound].append((time.process_time() - t0, search.visited))
                except SearchTooLarge:
                    over[bound] += 1
            seat = hand.to_act
            hand.apply(players[seat].choose(hand.view(seat), hand.legal_actions()))
    for b in args.bounds:
        xs = cost[b]
        if xs:
            mean_ms = 1000 * sum(t for t, _ in xs) / len(xs)
            print(f"  <= {b:>2} cards: {len(xs)} solves, mean {mean_ms:.0f} ms, "
                  f"max {1000 * max(t for t, _ in xs):.0f} ms, max {max(v for _, v in xs)} states, "
                  f"{over[b]} past the limit")
        else:
            print(f"  <= {b:>2} cards: no solve, {over[b]} past the limit")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build")
    b.add_argument("game", choices=GAMES)
    b.add_argument("--count", type=int, default=60)
    b.add_argument("--worlds", type=int, default=32)
    b.add_argument("--minutes", type=float, default=14.0)
    b.add_argument("--seed", type=int, default=1)
    b.add_argument("--select-z", type=float, default=0.0,
                   help="keep a position only where its best and worst candidates are Z SE apart")
    m = sub.add_parser("bench")
    m.add_argument("game", choices=GAMES)
    m.add_argument("--levels", nargs="*", default=["easy", "normal", "hard"],
                   help="levels to measure; hard:N is hard searching exactly N worlds")
    m.add_argument("--worst", type=int, default=5, help="name the positions where a level lost most")
    m.add_argument("--pool", nargs="*", default=[],
                   help="more suites of the game (files) benched together with the first, as one suite")
    r = sub.add_parser("reanalyse")
    r.add_argument("game", choices=GAMES)
    r.add_argument("--all", action="store_true")
    r.add_argument("--missing", action="store_true", help="only positions without per-world values")
    r.add_argument("--disagree", action="store_true", help="only where normal and hard play differently")
    r.add_argument("--worlds", type=int, default=0,
                   help="analyse every position with fewer worlds again with this many (resumable)")
    r.add_argument("--minutes", type=float, default=14.0)
    for sp in (b, m, r):
        sp.add_argument("--suite", default=None,
                        help="the suite's file (default benchmarks/data/positions/GAME.json)")
    for sp in (b, r):
        sp.add_argument("--rollout", default=None, help="the level that plays the worlds out (normal)")
        sp.add_argument("--exact", type=int, default=None, help="solve the last N cards exactly (0: never)")
        sp.add_argument("--z", type=float, default=None, help="add worlds until the top two are z SE apart")
        sp.add_argument("--cap", type=int, default=None, help="the most worlds --z may try (192)")
    s_ = sub.add_parser("solver")
    s_.add_argument("game", choices=sorted(SIDES))
    s_.add_argument("--deals", type=int, default=6)
    s_.add_argument("--seed", type=int, default=1)
    s_.add_argument("--bounds", type=int, nargs="*", default=[6, 8, 10, 12])
    for sp in (b, m, r, s_):
        sp.add_argument("--hard-worlds", type=int, default=30, help="worlds of hard's search (load-free)")
    args = p.parse_args(argv)
    pimc.DEFAULT_WORLDS = args.hard_worlds
    pimc.LIGHT_BUDGET_MS = 1e9
    return {"build": build, "bench": bench, "reanalyse": reanalyse, "solver": solver}[args.command](args)


if __name__ == "__main__":
    raise SystemExit(main())
