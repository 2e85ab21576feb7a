"""斗地主: how ``hard``'s fast roll-outs play a hand out, against ``normal``, in the position suite's worlds.

    python benchmarks/doudizhu_rollouts.py [--worlds 4] [--positions 60] [--levels normal] [--minutes 5]
    python benchmarks/doudizhu_rollouts.py --decide [--variant NAME …] [--half all|odd|even] [--verbose]

For each position of the suite (``benchmarks/data/positions/doudizhu.json``) and worlds ``0 …
--worlds-1`` of it (re-dealt to the seat's view as the analysis draws them, ``ai.suite.world_at``),
the hand is played out from the position by the roll-out of ``hard``'s search (``ai.playout`` with
斗地主's ``SimRules``, the world built from the true hands as the search builds a sampled one) and
by each engine level of ``--levels`` at every seat (as the analysis plays it). Per method it prints,
with 95 % intervals over the worlds: how often the landlord goes out first (DDZ-8.4), the bombs and
rockets played per hand by the landlord and by the farmers, 春天 / 反春 (DDZ-9.2), and the landlord's
score in units of the stake at the position (DDZ-9: ×2 per bomb played from the position on, ×2 for
春天 / 反春, his two units).

``--decide``: each roll-out variant chooses among a position's analysed candidates by playing its
roll-outs in the analysis's very worlds (no sampling: only the roll-out differs from the analysis),
and that choice's regret under the stored analysis is printed (plain: the best candidate's mean less
the chosen one's, in points). ``--half odd`` / ``even`` keeps the positions of odd / even deal
seed, so a variant picked on one half is checked on the other. A variant (``--variant``) is a
roll-out policy, a value, or ``POLICY+VALUE``. Values (``VALUES``): ±1 for the side out first (what
``hard`` scores), "score" (every seat's roll-out worth its score in the hand, DDZ-9), "lord" (the
landlord's scored, the farmers' ±1: branch ``ddzroll``). Policies (``POLICIES``): "shipped"
(``ai.playout.policy_move`` with 斗地主's ``SimRules``, what ``hard`` plays), "feed" (a farmer leads
his lowest single to a partner with one card who plays next), "keep2" / "keepJ" (no 2 or joker,
resp. no joker, on an opponent's single or pair out of danger), "finishN" (``SimRules.finish_bombs``
N), "keepJfinish1", "nofinish" (the roll-outs before ``finish_bombs`` 1 was shipped: docs/ai.md's
"shipped" figures). "analysis±1" is always printed: the analysis's own play-outs scored ±1 (the
roll-out policy replaced by ``normal``'s, the value kept), which splits the shipped regret into what
the ±1 value costs and what the roll-out policy costs. It also prints, per policy, how often a
roll-out's winner is the analysis's in the same world after the same play.
"""

from __future__ import annotations

import argparse
import copy
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from rollout_choices import Choices, in_worlds, moves  # noqa: E402

from ai import make_player  # noqa: E402
from ai.climbing import parse_table  # noqa: E402
from ai.duel import mean_ci  # noqa: E402
from ai.games import doudizhu as ddz  # noqa: E402
from ai.pimc import PIMC  # noqa: E402
from ai.playout import Move, SimRules, Top, World, policy_move  # noqa: E402
from ai.suite import candidates_played, encode, load, rebuild, table  # noqa: E402

SUITE = ROOT / "benchmarks" / "data" / "positions" / "doudizhu.json"

#: how a finished roll-out is worth to the seat: (lord_won, seat is the landlord, doublings in the
#: roll-out: bombs and 春天/反春) -> value
Value = Callable[[bool, bool, int], float]


def _pm1(lord_won: bool, is_lord: bool, dbl: int) -> float:
    return 1.0 if lord_won == is_lord else -1.0


def _score(lord_won: bool, is_lord: bool, dbl: int) -> float:
    share = 2.0 if is_lord else 1.0  # DDZ-9.3
    return share * (1 << dbl) * (1.0 if lord_won == is_lord else -1.0)


def _lord(lord_won: bool, is_lord: bool, dbl: int) -> float:
    return _score(lord_won, is_lord, dbl) if is_lord else _pm1(lord_won, is_lord, dbl)


VALUES: dict[str, Value] = {"": _pm1, "score": _score, "lord": _lord}

Policy = Callable[[SimRules, World, int], "Move | None"]


def _feed(sim: SimRules, w: World, seat: int) -> Move | None:
    """A farmer on lead whose partner plays next with one card leads his lowest single (``normal``
    does, ``ai.policy``'s ``partner_out_first``)."""
    if w.top is None and w.sides[seat]:
        nxt = (seat + 1) % len(w.hands)
        if w.sides[nxt] == w.sides[seat] and w.left(nxt) == 1 and w.left(seat) > 1:
            v = next((v for v, k in enumerate(w.hands[seat]) if k), None)
            if v is not None:
                w.plans = w.plans or [None] * len(w.hands)
                w.plans[seat] = None  # the plan is made again without the card
                return Move(Top(0, "single", 1, v), (v,))
    return policy_move(sim, w, seat)


def _keeper(control: int) -> Policy:
    """Follow an opponent's single or pair with a card of rank ``control`` or above (2s, jokers)
    only in danger (an opponent with two cards or fewer): ``normal`` weighs a control's cost
    against the trick, the roll-out spends it on any trick it can take."""

    def policy(sim: SimRules, w: World, seat: int) -> Move | None:
        m = policy_move(sim, w, seat)
        if (m is None or w.top is None or m.top.cat or m.top.kind not in ("single", "pair")
                or m.top.high < control or len(m.values) == w.left(seat)):
            return m
        if any(0 < w.left(s) <= 2 for s in range(len(w.hands)) if w.sides[s] != w.sides[seat]):
            return m
        return None

    return policy


POLICIES: dict[str, tuple[SimRules, Policy]] = {
    "shipped": (ddz._SIM, policy_move),
    "feed": (ddz._SIM, _feed),
    "keep2": (ddz._SIM, _keeper(15)),
    "keepJ": (ddz._SIM, _keeper(16)),
    **{f"finish{n}": (replace(ddz._SIM, finish_bombs=n, _tops={}), policy_move) for n in range(3)},
    "keepJfinish1": (replace(ddz._SIM, finish_bombs=1, _tops={}), _keeper(16)),
    # the roll-outs before issue #35's fix (no bombing out): the docs' "shipped" figures
    "nofinish": (replace(ddz._SIM, finish_bombs=None, _tops={}), policy_move),
}


def _world_of(hand: Any) -> World:
    """The roll-out world of an engine hand: the true hands, built as the search builds one."""
    seat = hand.to_act
    t = parse_table(hand.view(seat), ddz.RULES)
    hidden = {s: list(hand.state.hands[s]) for s in range(3) if s != seat}
    return PIMC(ddz.RULES, ddz.SEARCH)._world(t, hidden, ddz._SIM)


def rollout(hand: Any, policy: str = "shipped") -> tuple[bool, int, int, bool]:
    """Play the engine hand's position out with the roll-out policy: (the landlord out first, his
    bombs, the farmers' bombs, 春天 / 反春)."""
    st = hand.state
    lord = st.landlord
    plays = list(st.plays)
    sim, play = POLICIES[policy]
    w = _world_of(hand)
    bombs = [0, 0]  # the landlord's, the farmers'
    for s, m in moves(sim, w, play):
        if m is not None:
            plays[s] += 1
            bombs[s != lord] += bool(m.top.cat)
    lord_won = bool(w.out) and w.out[0] == lord
    spring = (all(n == 0 for i, n in enumerate(plays) if i != lord) if lord_won else plays[lord] == 1)
    return lord_won, bombs[0], bombs[1], spring


def engine_out(hand: Any, level: str, seed: int) -> tuple[bool, int, int, bool]:
    """The same, every seat played by ``level`` (the analysis's play-out)."""
    lord = hand.state.landlord
    b0 = [0, 0]
    players = [make_player("doudizhu", level, seed=seed + 97 * s) for s in range(3)]
    while (s := hand.to_act) is not None:
        a = players[s].choose(hand.view(s), hand.legal_actions())
        if a.kind == "play" and ddz.RULES.classify(a.cards, ddz.RULES.options).kind in ("bomb", "rocket"):
            b0[s != lord] += 1
        hand.apply(a)
    st = hand.state
    return bool(st.out) and st.out[0] == lord, b0[0], b0[1], hand.spring()


class Tally:
    def __init__(self) -> None:
        self.won: list[float] = []
        self.lb: list[float] = []
        self.fb: list[float] = []
        self.spring: list[float] = []
        self.score: list[float] = []

    def add(self, won: bool, lb: int, fb: int, spring: bool) -> None:
        self.won.append(float(won))
        self.lb.append(lb)
        self.fb.append(fb)
        self.spring.append(float(spring))
        self.score.append(_score(won, True, lb + fb + spring))

    def line(self, name: str) -> str:
        def f(xs: list[float]) -> str:
            m, lo, hi = mean_ci(xs)
            return f"{m:.2f} [{lo:.2f}, {hi:.2f}]"
        return (f"{name:>8}: landlord out first {f(self.won)}; bombs landlord {f(self.lb)}, farmers "
                f"{f(self.fb)}; 春天/反春 {f(self.spring)}; landlord's score {f(self.score)} units "
                f"(n={len(self.won)})")


def _split(name: str) -> tuple[str, str]:
    """A variant's roll-out policy and value: "keep2+score", "score" (shipped policy), "feed" (±1)."""
    pol, _, val = name.partition("+")
    if pol in VALUES and not val:
        return "shipped", pol
    return pol, val


def decide(names: list[str], positions: list[dict[str, Any]], minutes: float, verbose: bool) -> None:
    names = [*names, "analysis±1"]
    choices = Choices(names)
    # per policy, world and candidate: the roll-out's winner is the analysis's
    same: dict[str, list[float]] = {_split(n)[0]: [] for n in names if n != "analysis±1"}
    for pos in positions:
        rows = table(pos)
        if rows is None:
            continue
        hand, acts, means, after = candidates_played(pos)
        seat = hand.to_act
        lord = hand.state.landlord
        bombs0 = hand.state.bombs
        # per policy, per world, per candidate: (the landlord won, doublings from the position on)
        by_policy: dict[str, list[list[tuple[bool, int]]]] = {}
        for pol in {_split(n)[0] for n in names if n != "analysis±1"}:
            outs = by_policy[pol] = []
            for hs in after:
                row = []
                for h in hs:
                    if h.to_act is None:
                        won = bool(h.state.out) and h.state.out[0] == lord
                        row.append((won, h.state.bombs - bombs0 + int(h.spring())))
                    else:
                        won, lb, fb, spring = rollout(copy.deepcopy(h), pol)
                        row.append((won, h.state.bombs - bombs0 + lb + fb + int(spring)))
                outs.append(row)
        for pol, outs in by_policy.items():
            for row, got in zip(outs, rows):
                same[pol].extend(float((x > 0) == (r[0] == (seat == lord))) for x, r in zip(got, row))
        for n in names:
            if n == "analysis±1":  # the analysis's own play-outs, scored as the roll-outs score
                vals = [sum(1.0 if r[i] > 0 else -1.0 for r in rows) / len(rows) for i in range(len(acts))]
            else:
                pol, val = _split(n)
                value, outs = VALUES[val], by_policy[pol]
                vals = [sum(value(row[i][0], seat == lord, row[i][1]) for row in outs) / len(outs)
                        for i in range(len(acts))]
            if choices.add(n, means, vals) > 0 and verbose:
                print(f"  {n} {pos['seed']} seat {seat} ({'landlord' if seat == lord else 'farmer'}, "
                      f"{len(hand.state.hands[seat])} cards): "
                      + "; ".join(f"{encode(a)['cards'] or 'pass'} {means[i]:+.2f} / {vals[i]:+.2f}"
                                  for i, a in enumerate(acts)), flush=True)
        if choices.out_of_time(minutes):
            break
    choices.report()
    for pol, xs in same.items():
        m, lo, hi = mean_ci(xs)
        print(f"{pol}: the roll-out's winner is the analysis's (same world, same candidate): {m:.3f} "
              f"[{lo:.3f}, {hi:.3f}]")
    for n in names[1:]:
        d = [a - b for a, b in zip(choices.regrets["shipped"], choices.regrets[n])]
        m, lo, hi = mean_ci(d)
        print(f"shipped − {n}: {m:+.3f} [{lo:+.3f}, {hi:+.3f}]")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--worlds", type=int, default=4)
    p.add_argument("--positions", type=int, default=60)
    p.add_argument("--levels", nargs="*", default=["normal"])
    p.add_argument("--variant", nargs="*", default=[],
                   help="POLICY, VALUE or POLICY+VALUE (POLICIES, VALUES)")
    p.add_argument("--side", choices=["any", "landlord", "farmer"], default="any")
    p.add_argument("--half", choices=["all", "odd", "even"], default="all")
    p.add_argument("--minutes", type=float, default=5.0)
    p.add_argument("--verbose", action="store_true", help="with --decide: every position with regret")
    p.add_argument("--decide", action="store_true",
                   help="each variant's choice among the analysed candidates in the analysis's worlds")
    args = p.parse_args(argv)
    positions = []
    for pos in load(SUITE)["positions"][: args.positions]:
        if args.half != "all" and pos["seed"] % 2 != (args.half == "odd"):
            continue
        if args.side != "any":
            h = rebuild(pos)
            if (pos["seat"] == h.state.landlord) != (args.side == "landlord"):
                continue
        positions.append(pos)
    if args.decide:
        decide(["shipped", *args.variant], positions, args.minutes, args.verbose)
        return 0
    tallies = {"rollout": Tally()} | {lv: Tally() for lv in args.levels}
    for pos, k, world in in_worlds(positions, args.worlds, args.minutes):
        tallies["rollout"].add(*rollout(world))
        for lv in args.levels:
            tallies[lv].add(*engine_out(copy.deepcopy(world), lv, pos["seed"] + k))
    for n, t in tallies.items():
        print(t.line(n))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
