"""三打一: how ``hard``'s fast roll-outs play a hand out, against the engine's levels, in the same worlds.

    python benchmarks/sandayi_rollouts.py [--worlds 8] [--positions 60] [--levels easy normal]
                                          [--variant NAME …] [--minutes 10]
    python benchmarks/sandayi_rollouts.py --decide [--variant NAME …] [--verbose]

For each position of the suite (``benchmarks/data/positions/sandayi.json``) and worlds ``0 …
--worlds-1`` of it (re-dealt to the seat's view as the analysis draws them, ``ai.suite.world_at``),
the hand is played out from the position by the roll-out of ``hard``'s search (``ai.playout`` with
三打一's ``SimRules``, the world built from the true hands as the search builds a sampled one) and
by each engine level of ``--levels`` at every seat (as the analysis plays it); every play-out starts
with the seat to act choosing by its own policy. Per method it prints, with 95 % intervals over the
worlds: how often the landlord wins (SDY-8.5), the bombs played per hand by the landlord and by the
farmers, the plays of the hand, the cards the losing side still holds, how often a farmer left a
partner's play that the landlord then beat while he himself could have beaten it without a bomb
(a trick left to the landlord), and the share of the landlord's wins in which a farmer still held a
bomb he was allowed to play.

``--decide``: each roll-out variant chooses among a position's analysed candidates by playing its
roll-outs in the analysis's very worlds (no sampling: only the policy differs from the analysis),
and that choice's regret under the stored analysis is printed (plain: the best candidate's mean
less the chosen one's). A variant chosen by this on the suite is chosen in-sample.

``--variant`` names roll-out policies to measure beside the shipped one (``VARIANTS``): "replan" (a
seat whose bomb allowance is spent, SDY-5.3, 5.4, plans its cards without bombs), "farmersN"
(replan, and a farmer who may bomb bombs a landlord's play he cannot beat otherwise once the
landlord's plan is N groups or fewer), "allN" (the same for the landlord too)."""

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
from ai.decompose import Group, Shapes, decompose  # noqa: E402
from ai.duel import mean_ci  # noqa: E402
from ai.games import sandayi as sdy  # noqa: E402
from ai.pimc import PIMC  # noqa: E402
from ai.playout import (  # noqa: E402
    Move,
    SimRules,
    World,
    _any_beat,
    _can_bomb,
    apply_move,
    beats,
    group_values,
    policy_move,
)
from ai.suite import candidates_played, encode, load, rebuild, table  # noqa: E402

SUITE = ROOT / "benchmarks" / "data" / "positions" / "sandayi.json"

Policy = Callable[[SimRules, World, int], "Move | None"]

_NO_BOMB: dict[int, Shapes] = {}


def _no_bomb(sh: Shapes) -> Shapes:
    """``sh`` without bombs, with its own memo (the decompositions differ)."""
    got = _NO_BOMB.get(id(sh))
    if got is None:
        got = _NO_BOMB[id(sh)] = replace(sh, bomb_min=None, memo={}, memo_old={}, _costs={})
    return got


def _plan(rules: SimRules, w: World, seat: int, replan: bool) -> tuple[Group, ...]:
    """``seat``'s plan (kept in the world), made without bombs when ``replan`` and it may not bomb."""
    assert w.plans is not None
    plan = w.plans[seat]
    if plan is None:
        plan = decompose(tuple(w.hands[seat]), rules.shapes)[1]
    if replan and not _can_bomb(w, seat) and any(g.is_bomb for g in plan):
        plan = decompose(tuple(w.hands[seat]), _no_bomb(rules.shapes))[1]
    w.plans[seat] = plan
    return plan


def make_policy(danger_plays: int | None, replan: bool = True, farmers_only: bool = True) -> Policy:
    """``policy_move`` with the corrections measured here: ``replan`` plans a seat that may not bomb
    without bombs; ``danger_plays`` N (None: off) bombs an opponent's play the seat cannot beat
    otherwise once that opponent's plan is N groups or fewer (the roll-out knows the world's hands),
    by a farmer only (``farmers_only``) or by any seat."""

    def policy(rules: SimRules, w: World, seat: int) -> Move | None:
        if w.plans is None:
            w.plans = [None] * len(w.hands)
        if replan:
            _plan(rules, w, seat, True)
        m = policy_move(rules, w, seat)
        top, by = w.top, w.top_seat
        farmer = w.sides.count(w.sides[seat]) > 1  # the landlord plays alone (SDY-1.1)
        if (m is not None or danger_plays is None or top is None or by is None
                or w.sides[by] == w.sides[seat] or (farmers_only and not farmer)
                or not _can_bomb(w, seat) or len(_plan(rules, w, by, replan)) > danger_plays):
            return m
        for g in sorted((g for g in _plan(rules, w, seat, replan) if g.is_bomb),
                        key=lambda g: (rules.top_of(g), g.size)):
            t = rules.top_of(g)
            if beats(rules, t, top):
                return Move(t, group_values(g), 0, (g,))
        return None

    return policy


#: roll-out policies by name ("shipped": ``ai.playout.policy_move``, what ``hard`` plays)
VARIANTS: dict[str, Policy] = {
    "shipped": policy_move,
    "replan": make_policy(None),
    **{f"farmers{n}": make_policy(n) for n in range(1, 7)},
    **{f"all{n}": make_policy(n, farmers_only=False) for n in range(1, 7)},
}


def _rollout(play: Policy, w: World, seat: int) -> float:
    """``ai.playout.rollout`` with ``play`` as every seat's policy."""
    sim = sdy._SIM
    steps = 0
    while not w.over and steps < 400:
        s = w.to_act
        apply_move(sim, w, s, play(sim, w, s))
        steps += 1
    return sim.evaluate(w, seat)


class Tally:
    def __init__(self) -> None:
        self.lord_won: list[float] = []
        self.lord_bombs: list[float] = []
        self.farmer_bombs: list[float] = []
        self.plays: list[float] = []
        self.loser_left: list[float] = []
        self.left_to_lord: list[float] = []
        self.idle_bombs: list[float] = []

    def add(self, lord_won: bool, lord_b: int, farm_b: int, plays: int, loser_left: int, left: int,
            idle: bool) -> None:
        self.lord_won.append(float(lord_won))
        self.lord_bombs.append(lord_b)
        self.farmer_bombs.append(farm_b)
        self.plays.append(plays)
        self.loser_left.append(loser_left)
        self.left_to_lord.append(left)
        if lord_won:
            self.idle_bombs.append(float(idle))

    def line(self, name: str) -> str:
        def f(xs: list[float], digits: int = 2) -> str:
            if len(xs) < 2:
                return "-"
            m, lo, hi = mean_ci(xs)
            return f"{m:.{digits}f} [{lo:.{digits}f}, {hi:.{digits}f}]"
        return (f"{name:>10}: landlord wins {f(self.lord_won)}; bombs landlord {f(self.lord_bombs)}, "
                f"farmers {f(self.farmer_bombs)}; plays {f(self.plays, 1)}; loser's cards left "
                f"{f(self.loser_left, 1)}; tricks left to the landlord {f(self.left_to_lord)}; "
                f"landlord wins with a farmer's bomb unused {f(self.idle_bombs)} (n={len(self.lord_won)})")


def _world_of(hand: Any) -> World:
    """The roll-out world of an engine hand: the true hands, built as the search builds one."""
    seat = hand.to_act
    t = parse_table(hand.view(seat), sdy.RULES)
    hidden = {s: list(hand.state.hands[s]) for s in range(4) if s != seat}
    return PIMC(sdy.RULES, sdy.SEARCH)._world(t, hidden, sdy._SIM)


def rollout_stats(play: Policy, hand: Any, lord: int) -> tuple[Any, ...]:
    sim = sdy._SIM
    w = _world_of(hand)
    bombs = [0, 0]  # the landlord's, the farmers'
    plays = left = 0
    for s, m in moves(sim, w, play):
        if m is None and w.top is not None and s != lord and w.top_seat not in (None, lord):
            # a farmer leaves a partner's play: does the landlord beat it next, and could he have?
            could = _any_beat(sim, w.hands[s], w.top, False) is not None
            nxt = w.copy()
            apply_move(sim, nxt, s, None)
            if could and nxt.to_act == lord and play(sim, nxt, lord) is not None:
                left += 1
        if m is not None:
            plays += 1
            bombs[s != lord] += bool(m.top.cat)
    lord_won = bool(w.out) and w.out[0] == lord
    loser = [lord] if not lord_won else [x for x in range(4) if x != lord]
    loser_left = min(w.left(x) for x in loser)
    left_bombs = w.info.get("bombs_left") or [None] * 4
    idle = lord_won and any(
        any(c >= 4 for c in w.hands[x]) and (left_bombs[x] is None or left_bombs[x] > 0)
        for x in range(4) if x != lord)
    return lord_won, bombs[0], bombs[1], plays, loser_left, left, idle


def engine_stats(hand: Any, level: str, seed: int, lord: int) -> tuple[Any, ...]:
    players = [make_player("sandayi", level, seed=seed + 97 * s) for s in range(4)]
    lord_b = farm_b = plays = left = 0
    pending: int | None = None  # a farmer who left a partner's play he could beat
    while (s := hand.to_act) is not None:
        view, legal = hand.view(s), hand.legal_actions()
        a = players[s].choose(view, legal)
        top = view.get("trick", {}) or {}
        top_seat = top.get("top", {}).get("seat") if top.get("top") else None
        if a.kind == "pass" and top_seat is not None and s != lord and top_seat != lord:
            could = any(x.kind == "play" and not sdy.RULES.classify(x.cards, sdy.RULES.options).is_bomb
                        for x in legal)
            pending = s if could else None
        elif s == lord and pending is not None:
            left += a.kind == "play"
            pending = None
        elif a.kind == "play":
            pending = None
        if a.kind == "play":
            plays += 1
            if sdy.RULES.classify(a.cards, sdy.RULES.options).is_bomb:
                if s == lord:
                    lord_b += 1
                else:
                    farm_b += 1
        hand.apply(a)
    st = hand.state
    lord_won = bool(st.out) and st.out[0] == lord
    loser = [lord] if not lord_won else [x for x in range(4) if x != lord]
    loser_left = min(len(st.hands[x]) for x in loser)
    idle = lord_won and any(any(k >= 4 for k in sdy.RULES.counts(st.hands[x]))
                            and (hand.bombs_left(x) is None or hand.bombs_left(x) > 0)
                            for x in range(4) if x != lord)
    return lord_won, lord_b, farm_b, plays, loser_left, left, idle


def decide(names: list[str], positions: list[dict[str, Any]], minutes: float, verbose: bool = False) -> None:
    """Each variant's choice among a position's analysed candidates when its roll-outs are played in
    the analysis's own worlds (no sampling: only the policy differs), and that choice's regret under
    the analysis (plain: the best candidate's mean less the chosen one's, in points)."""

    choices = Choices(names)
    for pos in positions:
        rows = table(pos)
        if rows is None:
            continue
        hand, acts, means, after = candidates_played(pos)  # per world, per candidate: the hand after it
        seat = hand.to_act
        for n in names:
            vals = [0.0] * len(acts)
            for row in after:
                for i, h in enumerate(row):
                    if h.to_act is None:
                        res = h.result()
                        vals[i] += 1.0 if res is not None and res.deltas[seat] > 0 else -1.0
                    else:
                        w = _world_of(h)
                        vals[i] += _rollout(VARIANTS[n], w, seat)
            if choices.add(n, means, vals) > 0 and verbose:
                lord = hand.state.landlord
                print(f"  {n} {pos['seed']} seat {seat} ({'landlord' if seat == lord else 'farmer'}, "
                      f"{len(hand.state.hands[seat])} cards): "
                      + "; ".join(f"{encode(a)['cards'] or 'pass'} {means[i]:+.1f} / "
                                  f"{vals[i] / len(after):+.2f}" for i, a in enumerate(acts)), flush=True)
        if choices.out_of_time(minutes):
            break
    choices.report(digits=2)


def _landlord(pos: dict[str, Any]) -> int:
    return int(rebuild(pos).state.landlord)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--worlds", type=int, default=8)
    p.add_argument("--positions", type=int, default=60)
    p.add_argument("--levels", nargs="*", default=["easy"])
    p.add_argument("--variant", nargs="*", default=[])
    p.add_argument("--side", choices=["any", "landlord", "farmer"], default="any")
    p.add_argument("--minutes", type=float, default=10.0)
    p.add_argument("--verbose", action="store_true", help="with --decide: every position with regret")
    p.add_argument("--decide", action="store_true",
                   help="each variant's choice among the analysed candidates in the analysis's worlds")
    args = p.parse_args(argv)
    suite = load(SUITE)
    if args.decide:
        decide(["shipped", *args.variant], suite["positions"][: args.positions], args.minutes, args.verbose)
        return 0
    names = ["shipped", *args.variant]
    tallies = {n: Tally() for n in names} | {lv: Tally() for lv in args.levels}
    positions = [pos for pos in suite["positions"][: args.positions]
                 if args.side == "any" or (pos["seat"] == _landlord(pos)) == (args.side == "landlord")]
    for pos, k, world in in_worlds(positions, args.worlds, args.minutes):
        lord = world.state.landlord
        for n in names:
            tallies[n].add(*rollout_stats(VARIANTS[n], world, lord))
        for lv in args.levels:
            tallies[lv].add(*engine_stats(copy.deepcopy(world), lv, pos["seed"] + k, lord))
    for n, t in tallies.items():
        print(t.line(n))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
