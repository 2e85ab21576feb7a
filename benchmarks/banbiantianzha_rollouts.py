"""半边天炸: which roll-out policy of ``hard``'s search chooses best in the analysis's own worlds.

    python benchmarks/banbiantianzha_rollouts.py [--variant NAME …] [--positions 60] [--verbose]

For each position of the suite (``benchmarks/data/positions/banbiantianzha.json``), every analysed
candidate is played in each of the position's stored worlds (``ai.suite.world_at``, the worlds its
analysis played out with ``normal``) and the hand is then rolled out by ``ai.playout`` with 半边天炸's
``SimRules``, the roll-out world built from the true hands as the search builds a sampled one. The
candidate with the best summed roll-out value is the variant's choice; its plain regret under the
stored analysis (the best candidate's mean less the chosen one's, in points) is printed per variant
with its 95 % interval over the positions. No sampling: only the roll-out policy differs from the
analysis, so this isolates the policy's judgement from the search's worlds. A variant chosen by
this on the suite is chosen in-sample; ``benchmarks/changed_decisions.py`` is the out-of-sample check.

Variants (``VARIANTS``) beside the shipped policy: "planN" (a seat bombs, or plays its 天炸, on an
opponent's play it cannot beat otherwise once that opponent's plan is N groups or fewer), "leadnp"
(a lead takes the weakest group holding no point card, BBT-10.1, while there is one), "takeN" (a
single that takes a trick worth N points or more is the highest single held, not the cheapest),
"pointsC" (the roll-out's value weighs the side's card points by C a point, not 0.01)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from rollout_choices import Choices  # noqa: E402

from ai.climbing import parse_table  # noqa: E402
from ai.decompose import Group, decompose  # noqa: E402
from ai.games import banbiantianzha as bbt  # noqa: E402
from ai.pimc import PIMC  # noqa: E402
from ai.playout import (  # noqa: E402
    Move,
    SimRules,
    Top,
    World,
    _can_bomb,
    _move,
    apply_move,
    beats,
    group_values,
    lead_group,
    policy_move,
)
from ai.suite import candidates_played, encode, load  # noqa: E402

SUITE = ROOT / "benchmarks" / "data" / "positions" / "banbiantianzha.json"

Policy = Callable[[SimRules, World, int], "Move | None"]


def _plan(rules: SimRules, w: World, seat: int) -> tuple[Group, ...]:
    if w.plans is None:
        w.plans = [None] * len(w.hands)
    got = w.plans[seat]
    if got is None:
        got = w.plans[seat] = decompose(tuple(w.hands[seat]), rules.shapes)[1]
    return got


def _opp_short(w: World, seat: int) -> set[int]:
    return {w.left(s) for s in range(len(w.hands)) if w.sides[s] != w.sides[seat] and w.left(s) > 0}


def bomb_short_plan(n: int) -> Policy:
    def policy(rules: SimRules, w: World, seat: int) -> Move | None:
        m = policy_move(rules, w, seat)
        ts = w.top_seat
        if m is not None or w.top is None or ts is None or w.sides[ts] == w.sides[seat]:
            return m
        opp = _plan(rules, w, ts)
        if not _can_bomb(w, seat) or sum(not g.is_bomb for g in opp) + (w.lone[ts] > 0) > n:
            return m
        bombs = (g for g in _plan(rules, w, seat) if g.is_bomb)
        for g in sorted(bombs, key=lambda g: (rules.top_of(g), g.size)):
            if beats(rules, rules.top_of(g), w.top):
                return Move(rules.top_of(g), group_values(g), 0, (g,))
        if w.lone[seat] and rules.lone_top is not None and beats(rules, rules.lone_top, w.top):
            return Move(rules.lone_top, (), 1)
        return m
    return policy


def lead_without_points(rules: SimRules, w: World, seat: int) -> Move | None:
    m = policy_move(rules, w, seat)
    pv = rules.point_of_value
    if w.top is not None or m is None or not any(pv[v] for v in m.values):
        return m
    groups = _plan(rules, w, seat)
    plain = [g for g in groups if not g.is_bomb and not any(pv[v] for v in group_values(g))]
    if not plain or len(groups) <= 1:
        return m
    return _move(rules, lead_group(plain, _opp_short(w, seat), rules.shapes), groups)


def take_high(points: int) -> Policy:
    def policy(rules: SimRules, w: World, seat: int) -> Move | None:
        m = policy_move(rules, w, seat)
        if w.top is None or m is None or m.top.cat or w.top.cat or w.top.kind != "single":
            return m
        if w.trick_pts + sum(rules.point_of_value[v] for v in m.values) < points:
            return m
        counts, sh = w.hands[seat], rules.shapes
        for v in range(sh.hi, m.top.high, -1):
            if 0 < counts[v] < (sh.bomb_min or 99):
                return Move(Top(0, "single", 1, v), (v,))
        return m
    return policy


#: roll-out policies, and for "pointsC" the weight of the side's card points in the value
VARIANTS: dict[str, tuple[Policy, float]] = {
    "shipped": (policy_move, 0.01),
    **{f"plan{n}": (bomb_short_plan(n), 0.01) for n in (1, 2, 3)},
    "leadnp": (lead_without_points, 0.01),
    **{f"take{n}": (take_high(n), 0.01) for n in (10, 15, 20)},
    **{f"points{c}": (policy_move, c) for c in (0.0, 0.03, 0.05, 0.1)},
}


def _value(name: str, sim: SimRules, w: World, seat: int) -> float:
    play, weight = VARIANTS[name]
    steps = 0
    while not w.over and steps < 400:
        s = w.to_act
        apply_move(sim, w, s, play(sim, w, s))
        steps += 1
    mine = sum(w.points[s] for s in range(3) if w.sides[s] == w.sides[seat])
    # the shipped value (``_sim``'s evaluate) weighs the side's points by 0.01
    return sim.evaluate(w, seat) + (weight - 0.01) * (2 * mine - 100)


def decide(names: list[str], positions: list[dict[str, Any]], verbose: bool) -> None:
    choices = Choices(names)
    for pos in positions:
        hand, acts, means, after = candidates_played(pos)
        seat = hand.to_act
        vals = {n: [0.0] * len(acts) for n in names}
        for row in after:
            for i, h in enumerate(row):
                res = h.result() if h.to_act is None else None
                if res is not None:
                    for n in names:
                        vals[n][i] += res.deltas[seat]
                    continue
                me = h.to_act
                v = h.view(me)
                t = parse_table(v, bbt.RULES)
                sim = bbt._sim(v, t)
                hidden = {s: list(h.state.hands[s]) for s in range(3) if s != me}
                base = PIMC(bbt.RULES, bbt.SEARCH)._world(t, hidden, sim)
                for n in names:
                    vals[n][i] += _value(n, sim, base.copy(), seat)
        for n in names:
            choices.add(n, means, vals[n])
        if verbose:
            ws = len(pos["ids"])
            print(pos["seed"], "; ".join(
                f"{encode(a)['cards'] or 'pass'} {means[i]:+.2f} / "
                + " ".join(f"{vals[n][i] / ws:+.2f}" for n in names) for i, a in enumerate(acts)), flush=True)
    choices.report()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--variant", nargs="*", default=[], choices=[n for n in VARIANTS if n != "shipped"])
    p.add_argument("--positions", type=int, default=60)
    p.add_argument("--verbose", action="store_true",
                   help="per position: each candidate's analysis mean / each variant's roll-out mean")
    args = p.parse_args(argv)
    decide(["shipped", *args.variant], load(SUITE)["positions"][: args.positions], args.verbose)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
