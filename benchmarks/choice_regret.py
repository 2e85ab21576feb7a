"""The choice bench's figures per point and their intervals (issue #35).

A point holds, per option, its scores in the same re-dealt worlds (common random numbers). Its
regret and spread are cross-fitted by ``ai.regret.crossfit``, the estimator the position suite uses
too (the best and the worst option picked on one half of the worlds, valued against the chosen
option on the other half, over 32 random halvings, a tie shared): ``point_fit`` only turns the
bench's option-to-scores mapping into that function's table and adds the plain figures. The rest
is the intervals: Student's t for a bucket of a few points, a ratio by the delta method, and the
points of one deal counted as one draw.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai.duel import mean_ci  # noqa: E402
from ai.regret import column_means, crossfit  # noqa: E402

__all__ = ["t_quantile", "t_ci", "MIN_WORLDS", "point_fit", "ratio_ci", "clustered_ci"]

#: Student's t at 97.5 % by degrees of freedom: a bucket of a few points must not be judged on the
#: normal approximation's too narrow interval
T975 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26, 10: 2.23,
        12: 2.18, 15: 2.13, 20: 2.09, 30: 2.04, 60: 2.00}


def t_quantile(df: int) -> float:
    """The two-sided 95 % quantile for ``df`` degrees of freedom (the next tabled df at or above)."""
    return next((v for k, v in sorted(T975.items()) if df <= k), 1.96)


def t_ci(xs: Sequence[float]) -> tuple[float, float, float]:
    """Mean of ``xs`` and its 95 % interval by Student's t (the mean alone under two values)."""
    return mean_ci(xs, t_quantile)


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs)


#: fewer worlds than this give no halves to cross-fit over (``ai.regret.crossfit`` would fall back
#: to the plain, noise-biased figures): such a point is left out
MIN_WORLDS = 4


def point_fit(values: Mapping[str, Sequence[float]], chosen: str,
              seed: int = 0) -> tuple[float, float, float, float] | None:
    """(regret, spread, plain regret, stake spread) of one point: the first two cross-fitted
    (``ai.regret.crossfit`` over ``seed``'s halvings), the last two from the means over every world
    (the stake spread, best option less worst, is the scale the issue's target is set on; the plain
    regret is biased upward by the noise and printed for comparison). None under ``MIN_WORLDS``
    worlds or without the chosen option. Worlds are aligned across options (world ``w`` of every
    option is the same deal and seeds); an option with more worlds is cut to the fewest."""
    if chosen not in values:
        return None
    names = sorted(values)
    n = min(len(values[k]) for k in names)
    if n < MIN_WORLDS:
        return None
    rows = [[values[k][w] for k in names] for w in range(n)]
    played = names.index(chosen)
    regret, spread = crossfit(rows, played, seed=seed)
    means = column_means(rows)
    return regret, spread, max(means) - means[played], max(means) - min(means)


def ratio_ci(num: Sequence[float], den: Sequence[float]) -> tuple[float, float, float]:
    """mean(num) / mean(den) over paired points with its 95 % interval (delta method, Student's t);
    (0, 0, 0) when the denominator's mean is not positive."""
    n = len(num)
    if n == 0 or len(den) != n:
        return 0.0, 0.0, 0.0
    d = _mean(den)
    if d <= 0:
        return 0.0, 0.0, 0.0
    r = _mean(num) / d
    if n < 2:
        return r, r, r
    resid = [x - r * y for x, y in zip(num, den)]
    h = t_quantile(n - 1) * math.sqrt(sum(e * e for e in resid) / (n - 1) / n) / d
    return r, r - h, r + h


def clustered_ci(xs: Sequence[float], keys: Sequence[object]) -> tuple[float, float, float]:
    """Mean of ``xs`` and its 95 % interval with the points of one cluster (one deal: several seats
    answering the same bet, a bid after a bid) counted as one draw: the mean over every point, its
    interval from the clusters' sums and sizes (the ratio estimator). With every point its own
    cluster this is ``t_ci``."""
    sums: dict[object, float] = {}
    sizes: dict[object, float] = {}
    for x, k in zip(xs, keys):
        sums[k] = sums.get(k, 0.0) + x
        sizes[k] = sizes.get(k, 0.0) + 1.0
    if len(sums) < 2:
        m = _mean(xs) if xs else 0.0
        return m, m, m
    return ratio_ci(list(sums.values()), [sizes[k] for k in sums])
