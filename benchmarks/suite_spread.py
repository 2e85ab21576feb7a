"""How much a position suite's candidates differ, against the analysis's noise, and each level's
regret where a choice can cost something (issue #35).

    python benchmarks/suite_spread.py GAME [--suite PATH …] [--levels normal hard:30 hard:40] [--z 2]

Per suite (the game's stored one when no ``--suite`` is given): how many positions ended their
analysis with the top two candidates still under ``--z`` standard errors apart (at the cap of worlds,
``ai.suite.separation``); the top two's gap in means, by quantile, and how many lie under 1 and 2
standard errors of their paired difference; the share of worlds in which the candidates' values
differ at all; how many positions have their best and worst candidates ``--z`` standard errors apart
(``ai.suite.spread_separation``: a choice there can cost more than the noise, whichever level makes
it). Then each level's mean cross-fitted regret (as ``position_suite.py bench`` asks and judges it)
over every position and over the spread-separated ones alone, and each ``hard`` entry's ratio to
``normal`` there, with bootstrap intervals over the positions. A position where the candidates are
worth alike adds noise around 0 to every level's regret and nothing to the ratio's point estimate.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

import position_suite  # noqa: E402

from ai import pimc  # noqa: E402
from ai.duel import mean_ci  # noqa: E402
from ai.regret import column_means, ratio_interval  # noqa: E402
from ai.suite import load, rebuild, separation, spread_separation, table  # noqa: E402


def _quantiles(xs: list[float]) -> str:
    s = sorted(xs)
    return " / ".join(f"{s[int(q * (len(s) - 1))]:.3f}" for q in (0.1, 0.25, 0.5, 0.75, 0.9))


def describe(game: str, path: Path, levels: list[str], z: float) -> None:
    positions = [p for p in load(path)["positions"] if table(p) is not None]
    gaps, under1, under2, differ, open_, spread_ok = [], 0, 0, [], 0, []
    for pos in positions:
        rows = table(pos)
        means = column_means(rows)
        first, second = sorted(range(len(means)), key=lambda c: -means[c])[:2]
        gap = means[first] - means[second]
        sep = separation(rows)
        gaps.append(gap)
        under1 += sep < 1
        under2 += sep < 2
        open_ += sep < z
        differ.append(sum(len(set(r)) > 1 for r in rows) / len(rows))
        spread_ok.append(spread_separation(rows) >= z)
    n = len(positions)
    print(f"{path}: {n} positions with per-world values")
    print(f"  top two under {z:g} SE apart when the analysis stopped: {open_}; under 1 SE {under1}, "
          f"under 2 SE {under2}")
    print(f"  top two's gap p10 / p25 / p50 / p75 / p90: {_quantiles(gaps)}")
    print(f"  worlds where the candidates' values differ: {sum(differ) / n:.2f} of them on average")
    print(f"  best and worst {z:g} SE apart: {sum(spread_ok)} positions")
    regrets: dict[str, list[float]] = {}
    for level in levels:
        got = []
        for pos in positions:
            hand = rebuild(pos)
            cross = position_suite._judge(pos, hand, position_suite._play(game, level, pos, hand))[1]
            got.append(0.0 if cross is None else cross)
        regrets[level] = got
    for name, keep in (("all", [True] * n), (f"best-worst >= {z:g} SE", spread_ok)):
        idx = [i for i in range(n) if keep[i]]
        line = f"  {name} ({len(idx)}):"
        for level in levels:
            line += f"  {level} {mean_ci([regrets[level][i] for i in idx])[0]:.4f}"
        for level in levels:
            if level.startswith("hard") and "normal" in regrets and len(idx) > 1:
                r, lo, hi = ratio_interval([regrets[level][i] for i in idx],
                                           [regrets["normal"][i] for i in idx], seed=1)
                line += f"  {level}/normal {r:.2f} [{lo:.2f}, {hi:.2f}]"
        print(line, flush=True)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("game", choices=position_suite.GAMES)
    p.add_argument("--suite", nargs="*", default=None, help="suite files (default the game's stored one)")
    p.add_argument("--levels", nargs="*", default=["normal", "hard:30", "hard:40"])
    p.add_argument("--z", type=float, default=2.0)
    p.add_argument("--hard-worlds", type=int, default=30)
    args = p.parse_args(argv)
    pimc.DEFAULT_WORLDS = args.hard_worlds
    pimc.LIGHT_BUDGET_MS = 1e9
    for path in args.suite or [position_suite.DATA / f"{args.game}.json"]:
        describe(args.game, Path(path), args.levels, args.z)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
