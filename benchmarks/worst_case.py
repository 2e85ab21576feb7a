"""The worst case of every engine call and every AI decision, per game: random deals and the
adversarial deals of ``benchmarks/adversarial.py``, played through every phase (choice phases
included). Times, in CPU milliseconds of this one process: ``legal_actions`` (worked out afresh at
every position), ``check`` (the chosen action and a refused one), ``apply``, ``view`` (the slowest
seat), the game's choice-phase and hint helpers, and ``choose`` of the AI levels easy, normal and
hard (hard thinks for ``ai.pimc.DEFAULT_BUDGET_MS`` of wall-clock time; its wall time is shown too).
Prints p50 / p99 / max per call and the slowest positions; asserts nothing.

    .venv/bin/python benchmarks/worst_case.py [--quick] [--games g1,g2] [--no-ai]

Targets (issue 23): every engine call <= 20 ms; AI easy/normal <= 50 ms; hard <= budget + 50 ms.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai import make_player  # noqa: E402
from ai.housekeeping import between_decisions  # noqa: E402
from ai.pimc import DEFAULT_BUDGET_MS  # noqa: E402
from benchmarks.adversarial import RIGGED, rigged_deal  # noqa: E402
from benchmarks.worst_case_helpers import helpers_for  # noqa: E402
from engine import GAMES, Action, Hand, new_hand  # noqa: E402
from engine.registry import game_module  # noqa: E402

ENGINE_LIMIT_MS, AI_LIMIT_MS, HARD_SLACK_MS = 20.0, 50.0, 50.0
clock = time.thread_time  # CPU time of this thread: steady on a busy machine


class Times:
    """Every timing, by game and call, with where it was taken."""

    def __init__(self) -> None:
        self.rows: dict[str, dict[str, list[tuple[float, str]]]] = defaultdict(lambda: defaultdict(list))
        self.phases: dict[str, set[str]] = defaultdict(set)

    def time(self, game: str, call: str, where: str, fn: Callable[[], Any]) -> Any:
        t = clock()
        out = fn()
        self.rows[game][call].append(((clock() - t) * 1000, where))
        return out

    def add(self, game: str, call: str, ms: float, where: str) -> None:
        self.rows[game][call].append((ms, where))


def _cold(hand: Hand) -> None:
    """Forget what the hand has worked out for this position: time the call when it first comes."""
    # the hand's own history (origin, decisions) is state, not a cache: take-back and records need it
    for key in [k for k in vars(hand) if k not in ("num_players", "options", "state", "_origin", "_actions")]:
        del hand.__dict__[key]


def _refused(hand: Hand, rng: random.Random) -> Action:
    """An action the position refuses most of the time: a random handful of the seat's cards."""
    cards = hand.hands[hand.to_act] if hand.to_act is not None else []
    return Action("play", tuple(rng.sample(cards, min(len(cards), rng.randint(2, 12)))))


#: every phase of every game (docs/rules/<id>.md), to say which ones a run has not reached
PHASES = {
    "banbiantianzha": {"hammer", "shoot", "counter_shot", "dou", "counter_dou", "play"},
    "datongzi": {"play"}, "banzipao": {"bid", "counter", "call", "play"},
    "chexuan": {"stake", "bet", "split"}, "sandayi": {"bid", "report", "dabuda", "tanda", "play"},
    "zhaopengyou": {"bid", "bury", "call", "play", "throw_choice"},
}


def _choose(hand: Hand, legal: Any, rng: random.Random, chooser: Any) -> Action:
    """Random play with a taste for long plays (the adversarial deals' long leads); in choice
    phases the first listed choice half the time (bids, 包牌, reports: the rarer phases follow)."""
    if hand.phase != "play" and rng.random() < 0.7:
        first = 0.9 if hand.phase == "report" else 0.5  # 三打一: two reports lead to 打/不打
        return legal[0] if rng.random() < first else legal[-1]
    if hand.game_id == "zhaopengyou" and hand.phase == "play" and not hand.state.trick and rng.random() < 0.3:
        return _whole_suit_throw(hand)
    if chooser is not None and rng.random() < 0.5:
        return chooser(hand, rng)
    if len(legal) > 1 and rng.random() < 0.3:
        return max((legal[rng.randrange(len(legal))] for _ in range(40)), key=lambda a: len(a.cards))
    return legal[rng.randrange(len(legal))]


def _whole_suit_throw(hand: Hand) -> Action:
    """找朋友: the leader throws his whole longest suit (many units of several shapes: blockers
    then have shapes to choose from, ZPY-9.6)."""
    from engine.games.zhaopengyou.trump import face_id, table

    skey = table(hand.state.trump)[0]
    by_suit: dict[int, list[Any]] = {}
    for c in hand.hands[hand.to_act]:
        by_suit.setdefault(skey[face_id(c)], []).append(c)
    return Action("play", tuple(max(by_suit.values(), key=len)))


def play_engine(times: Times, game: str, hand: Hand, label: str, rng: random.Random) -> None:
    """Random play to the end of the hand, timing every engine call at every position."""
    sim = getattr(game_module(game), "SIMULATION", None)
    chooser = getattr(sim, "chooser", None)
    step = 0
    while not hand.is_over:
        step += 1
        where = f"{label} step {step} ({hand.phase}, seat {hand.to_act})"
        times.phases[game].add(hand.phase)
        _cold(hand)
        legal = times.time(game, "legal_actions", where, hand.legal_actions)
        for name, fn in helpers_for(game, hand):
            times.time(game, name, where, fn)
        worst_view = max(_timed(lambda s=s: hand.view(s)) for s in [None, *range(hand.num_players)])
        times.add(game, "view", worst_view, where)
        refused = _refused(hand, rng)
        times.time(game, "check", where, lambda a=refused: hand.check(a))
        action = _choose(hand, legal, rng, chooser)
        _cold(hand)
        reason = times.time(game, "check", where, lambda a=action: hand.check(a))
        if reason is not None:
            raise SystemExit(f"{game} {where}: the chosen {action} is refused: {reason}")
        times.time(game, "apply", where, lambda a=action: hand.apply(a))


def _timed(fn: Callable[[], Any]) -> float:
    t = clock()
    fn()
    return (clock() - t) * 1000


def play_ai(times: Times, game: str, hand: Hand, label: str, level: str, seat: int,
            decisions: int, seed: int) -> None:
    """Seat ``seat`` plays at ``level`` (the others at normal) until ``decisions`` are timed."""
    players = [make_player(game, level if s == seat else "normal", seed=seed + s)
               for s in range(hand.num_players)]
    timed = 0
    while not hand.is_over:
        s = hand.to_act
        legal = hand.legal_actions()
        view = hand.view(s)
        if s == seat and len(legal) > 1 and timed < decisions:
            w, t = time.perf_counter(), clock()
            action = players[s].choose(view, legal)
            ms, wall = (clock() - t) * 1000, (time.perf_counter() - w) * 1000
            where = f"{label} ({hand.phase}, seat {s})"
            times.add(game, f"ai {level}", ms, where)
            if level == "hard":
                times.add(game, "ai hard (wall)", wall, where)
            timed += 1
        else:
            action = players[s].choose(view, legal)
        hand.apply(action)
        between_decisions()  # as the app's AI worker does: no collection inside a decision


def deals(game: str, randoms: int, seed: int) -> list[tuple[str, dict[str, Any] | None, int]]:
    """(label, deal or None for a random one, seed) for the game's adversarial and random deals."""
    out: list[tuple[str, dict[str, Any] | None, int]] = []
    for rig in (r for r in RIGGED if r.game == game):
        out.append((f"{rig.name!r} seat {rig.seat}", rigged_deal(rig, seed), seed))
    out += [(f"random seed {seed + i}", None, seed + i) for i in range(randoms)]
    return out


def report(times: Times, game: str, slowest: int) -> list[str]:
    """Prints the game's table; returns the calls over their target."""
    over = []
    missing = PHASES[game] - times.phases[game]
    print(f"\n== {game}  (phases seen: {', '.join(sorted(times.phases[game]))}"
          f"{'; NOT reached: ' + ', '.join(sorted(missing)) if missing else ''})")
    print(f"  {'call':26s} {'n':>7s} {'p50':>8s} {'p99':>8s} {'max':>8s}  ms")
    allrows = []
    for call, rows in sorted(times.rows[game].items()):
        ms = sorted(r[0] for r in rows)
        p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
        print(f"  {call:26s} {len(ms):7d} {ms[len(ms) // 2]:8.2f} {p99:8.2f} {ms[-1]:8.2f}")
        limit = (DEFAULT_BUDGET_MS + HARD_SLACK_MS if call.startswith("ai hard")
                 else AI_LIMIT_MS if call.startswith("ai ") else ENGINE_LIMIT_MS)
        if ms[-1] > limit and call != "ai hard (wall)":
            over.append(f"{game} {call}: max {ms[-1]:.1f} ms > {limit:.0f} ms")
        allrows += [(m, call, where) for m, where in rows if not call.startswith("ai hard")]
    print("  slowest (hard left out: it thinks for its budget):")
    for m, call, where in sorted(allrows, reverse=True)[:slowest]:
        print(f"    {m:8.2f} ms  {call:16s} {where}")
    return over


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="a few deals per game, few AI decisions")
    ap.add_argument("--games", default=",".join(GAMES))
    ap.add_argument("--no-ai", action="store_true", help="engine calls only")
    ap.add_argument("--seed", type=int, default=23)
    ap.add_argument("--slowest", type=int, default=5)
    args = ap.parse_args(argv)
    randoms, episodes = (2, 2) if args.quick else (12, 6)
    ai_decisions = ({"easy": 15, "normal": 15, "hard": 3} if args.quick
                    else {"easy": 60, "normal": 60, "hard": 12})
    times = Times()
    over: list[str] = []
    run = "--quick" if args.quick else "full"
    print(f"CPU ms per call; {run} run; hard's budget {DEFAULT_BUDGET_MS:.0f} ms")
    for game in args.games.split(","):
        for label, deal, seed in deals(game, randoms, args.seed):
            for ep in range(episodes):
                hand = new_hand(game, seed=seed * 101 + ep, deal=deal)
                play_engine(times, game, hand, f"{label} ep {ep}", random.Random(seed * 7 + ep))
                # the timings kept so far are this script's, not the engine's: out of the collector's
                # full passes (which grew with them to ~40 ms within one engine call under --no-ai)
                between_decisions()
            if args.no_ai:
                continue
            for level, n in ai_decisions.items():
                hand = new_hand(game, seed=seed * 131, deal=deal)
                seat = next((r.seat for r in RIGGED if r.game == game and label.startswith(repr(r.name))), 0)
                play_ai(times, game, hand, f"{label}", level, seat, n, seed)
        over += report(times, game, args.slowest)
    print("\nover target:" if over else "\nevery call within its target")
    for line in over:
        print("  " + line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
