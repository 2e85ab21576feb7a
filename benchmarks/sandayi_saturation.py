"""三打一: does ``hard``'s ±1 search saturate, and what would a finer roll-out result choose (issue #35).

    python benchmarks/sandayi_saturation.py [--suite PATH …] [--worlds 87] [--margins 0 0.005 0.01 0.02]
                                            [--positions 60] [--top 0.8] [--tie 0.1] [--tie-z Z]

At every position of each suite (default: the stored and the held-out one) ``hard`` searching exactly
``--worlds`` worlds is asked as ``position_suite.py bench`` asks it (seeded by the position, having
watched the hand), its roll-outs recording per world and candidate who went out and how many cards
the losing side's nearest seat still held (the recorder answers the search ±1, as
``ai.games.sandayi._evaluate``: it plays as shipped). The worlds a search draws do not depend on the
results, so one search gives the per-world table of a finer roll-out result too, tried in the
search and not kept (docs/ai.md, 三打一 in "Where `hard` loses most"): a world's result
±(1 + margin × cards), a win always above a loss while margin × 33 < 1 (SDY-3.8: at most 33 cards).
For each ``--margins`` value the play ``hard`` would make (``pimc.best_candidate`` with ``PRIOR``, as
``PIMC.choose``) is judged by the position's analysis (cross-fitted regret, ``position_suite._judge``):
the summed regret, its ratio to ``normal``'s and the positions whose play differs from margin 0 (the
shipped play). ``normal`` searches its 12 worlds uncapped by time (``pimc.LIGHT_BUDGET_MS``), so
its figure does not move with the machine's load (on an idle core it equals ``bench``'s).

``--tie-z Z`` also judges a near-tie rule instead of a weight: the ±1 search's choice, unless other
candidates' ±1 means stand within ``Z`` standard errors of it (paired), and then among those the best
mean signed margin (+cards when the seat's side won, −cards when it lost).

A position is *saturated* when the ±1 search's best mean is at least ``--top`` and the analysis's best
play was searched with a mean within ``--tie`` of it: the search could not tell them apart.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from dataclasses import replace  # noqa: E402

import position_suite  # noqa: E402

from ai import pimc  # noqa: E402
from ai.games import sandayi as sdy  # noqa: E402
from ai.playout import World  # noqa: E402
from ai.suite import decode, encode, load, rebuild  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "positions"
SUITES = [DATA / "sandayi.json", DATA / "heldout" / "sandayi.json"]
#: the label of the ``--tie-z`` rule among the margins
TIE = -1.0


class Recorder:
    """The search's roll-out result as shipped (±1 by the side out first, SDY-8.5; 0 unfinished),
    recording (±1, cards of the losers' nearest seat) per call."""

    def __init__(self) -> None:
        self.calls: list[tuple[int, int]] = []

    def __call__(self, w: World, seat: int) -> float:
        if not w.out:
            self.calls.append((0, 0))
            return 0.0
        won = w.sides[w.out[0]]
        nearest = min(w.left(s) for s in range(len(w.hands)) if w.sides[s] != won)
        sign = 1 if w.sides[seat] == won else -1
        self.calls.append((sign, nearest))
        return float(sign)


def _table(calls: list[tuple[int, int]], n: int, margin: float) -> list[list[float]]:
    rows = [calls[i:i + n] for i in range(0, len(calls) - len(calls) % n, n)]
    return [[s * (1.0 + margin * m) for s, m in r] for r in rows]


def near_tie_pick(calls: list[tuple[int, int]], n: int, z: float) -> int:
    """The candidate ``--tie-z`` picks: among those whose ±1 mean stands within ``z`` standard errors
    (paired, the same worlds) of the ±1 search's choice, the best mean signed margin (+cards when
    the seat's side won, −cards when it lost); the ±1 choice where nothing ties with it."""
    rows = [calls[i:i + n] for i in range(0, len(calls) - len(calls) % n, n)]
    prim = [[float(s) for s, _ in r] for r in rows]
    b0 = pimc.best_candidate(prim, pimc.PRIOR)
    worlds = len(rows)
    tied = []
    for i in range(n):
        d = [r[b0] - r[i] for r in prim]
        mean = sum(d) / worlds
        sd = (sum((x - mean) ** 2 for x in d) / max(worlds - 1, 1)) ** 0.5
        if mean <= z * sd / worlds ** 0.5:
            tied.append(i)
    signed = [sum(r[i][0] * r[i][1] for r in rows) / worlds for i in range(n)]
    return max(tied, key=lambda i: (signed[i], i == b0))


def _text(action: Any) -> str:
    return encode(action)["cards"] or "pass"


def study(path: Path, worlds: int, limit: int, margins: list[float], top: float, tie: float,
          tie_z: float | None = None) -> None:
    positions = load(path)["positions"][:limit]
    start = time.process_time()
    rec = Recorder()
    kept_sim, kept_cap = sdy._SIM, pimc.LIGHT_BUDGET_MS
    labels = margins + ([TIE] if tie_z is not None else [])
    regret = {m: 0.0 for m in labels}
    changed: dict[float, list[str]] = {m: [] for m in labels}
    normal_sum = 0.0
    sat_n, sat_h = 0, 0.0
    sat_rows: list[str] = []
    try:
        for pos in positions:
            hand = rebuild(pos)
            pimc.LIGHT_BUDGET_MS = 1e9  # normal's 12 worlds in full: its play does not hang on the load
            n_act, _ = position_suite.asked("sandayi", "normal", pos, hand)
            pimc.LIGHT_BUDGET_MS = kept_cap
            n_reg = position_suite._judge(pos, rebuild(pos), n_act)
            normal_sum += n_reg[1] if n_reg[1] is not None else n_reg[0]
            rec.calls = []
            sdy._SIM = replace(kept_sim, evaluate=rec)  # the spec's lambda reads the module's name
            h_act, player = position_suite.asked("sandayi", f"hard:{worlds}", pos, rebuild(pos))
            sdy._SIM = kept_sim
            last = getattr(player.search, "last", None)
            means = [float(c["value"]) for c in pos["candidates"]]
            best = decode(pos["candidates"][max(range(len(means)), key=lambda i: means[i])]["action"])
            plays = {}
            for m in margins + ([TIE] if tie_z is not None else []):
                if last is None:
                    act = h_act  # no search: one candidate, a sure play
                elif m == TIE:
                    assert tie_z is not None
                    act = last["cands"][near_tie_pick(rec.calls, len(last["cands"]), tie_z)]
                else:
                    act = last["cands"][pimc.best_candidate(_table(rec.calls, len(last["cands"]), m),
                                                            pimc.PRIOR)]
                if m == 0 and last is not None:  # the search's own play, from the table
                    assert act == h_act, (pos["seed"], act, h_act)
                reg = position_suite._judge(pos, rebuild(pos), act)
                regret[m] += reg[1] if reg[1] is not None else reg[0]
                plays[m] = (act, reg[1] if reg[1] is not None else reg[0])
            base_act, base_reg = plays[margins[0]]
            for m in labels[1:]:
                act, reg = plays[m]
                if act != base_act:
                    changed[m].append(f"{pos['seed']} {_text(base_act)} ({base_reg:+.1f}) -> "
                                      f"{_text(act)} ({reg:+.1f})")
            if last is not None:
                flat = [s for s, _ in rec.calls]
                n = len(last["cands"])
                m1 = [sum(flat[i::n]) / (len(flat) // n) for i in range(n)]
                close = best in last["cands"] and max(m1) - m1[last["cands"].index(best)] <= tie
                if max(m1) >= top and close:
                    sat_n += 1
                    sat_h += base_reg
                    role = "landlord" if hand.to_act == hand.state.landlord else "farmer"
                    sat_rows.append(f"    {pos['seed']} {role}: ±1 plays {_text(base_act)} (regret "
                                    f"{base_reg:+.1f}), best {_text(best)}; ±1 means " + ", ".join(
                                        f"{_text(a)} {v:+.2f}" for a, v in zip(last["cands"], m1)))
    finally:
        sdy._SIM, pimc.LIGHT_BUDGET_MS = kept_sim, kept_cap
    shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    print(f"{shown}: {len(positions)} positions, hard at {worlds} worlds "
          f"({time.process_time() - start:.0f} CPU-s); normal's summed cross-fitted regret {normal_sum:.1f}")
    print(f"  saturated (best ±1 mean ≥ {top}, the analysis's best searched within {tie}): {sat_n} "
          f"positions, {sat_h:.1f} of hard's {regret[margins[0]]:.1f} (margin {margins[0]})")
    for row in sat_rows:
        print(row)
    for m in labels:
        name = f"near ties (z {tie_z}) broken by the margin" if m == TIE else f"margin {m}"
        print(f"  {name}: hard's summed cross-fitted regret {regret[m]:.1f} "
              f"({regret[m] / len(positions):.3f} a decision), ratio to normal {regret[m] / normal_sum:.2f}; "
              f"{len(changed[m])} plays changed")
        for row in changed[m]:
            print(f"    {row}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--suite", nargs="*", type=Path, default=SUITES)
    p.add_argument("--worlds", type=int, default=87)
    p.add_argument("--positions", type=int, default=60)
    p.add_argument("--margins", nargs="*", type=float, default=[0.0, 0.005, 0.01, 0.02])
    p.add_argument("--top", type=float, default=0.8)
    p.add_argument("--tie", type=float, default=0.1)
    p.add_argument("--tie-z", type=float, default=None,
                   help="also judge the near-tie rule: ±1 first, the margin among candidates this close")
    args = p.parse_args(argv)
    for path in args.suite:
        study(path.resolve(), args.worlds, args.positions, args.margins, args.top, args.tie, args.tie_z)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
