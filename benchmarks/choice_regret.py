"""The choice bench's estimators (issue #35): a decision's regret and its options' spread,
cross-fitted so that noise in the options' values does not pass for regret.

A point holds, per option, its scores in the same re-dealt worlds (common random numbers). The plain
regret, best option's mean less the chosen one's, takes the best of several noisy means: even a
chooser that is always right shows a regret about as large as the noise. Cross-fitting picks the
best (and the worst) option on one half of the worlds and measures it against the chosen option on
the other half, then the other way round, and averages the two: the half that measures is
independent of the half that picked, so a chooser that is right scores about 0 (a little below when
the halves disagree), and a wrong one scores what its choice really costs against the option the
other half finds (a lower bound of its regret when the best option is hard to tell).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

__all__ = ["t_quantile", "t_ci", "plain", "cross_fit", "ratio_ci", "clustered_ci"]

#: Student's t at 97.5 % by degrees of freedom: a bucket of a few points must not be judged on the
#: normal approximation's too narrow interval
T975 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26, 10: 2.23,
        12: 2.18, 15: 2.13, 20: 2.09, 30: 2.04, 60: 2.00}


def t_quantile(df: int) -> float:
    """The two-sided 95 % quantile for ``df`` degrees of freedom (the next tabled df at or above)."""
    return next((v for k, v in sorted(T975.items()) if df <= k), 1.96)


def t_ci(xs: Sequence[float]) -> tuple[float, float, float]:
    """Mean of ``xs`` and its 95 % interval by Student's t (the mean alone under two values)."""
    n = len(xs)
    if n == 0:
        return 0.0, 0.0, 0.0
    m = sum(xs) / n
    if n < 2:
        return m, m, m
    h = t_quantile(n - 1) * math.sqrt(sum((x - m) ** 2 for x in xs) / (n - 1) / n)
    return m, m - h, m + h


def _mean(xs: Sequence[float]) -> float:
    return sum(xs) / len(xs)


def plain(values: Mapping[str, Sequence[float]], chosen: str) -> tuple[float, float]:
    """(regret, spread) from the means over every world: biased upward by the noise."""
    means = {k: _mean(v) for k, v in values.items() if v}
    return max(means.values()) - means[chosen], max(means.values()) - min(means.values())


def _halves(values: Mapping[str, Sequence[float]]) -> tuple[dict[str, float], dict[str, float]]:
    """Each option's mean over the even worlds and over the odd ones (the worlds are aligned across
    options: world ``w`` of every option is the same deal and seeds)."""
    even = {k: _mean(v[0::2]) for k, v in values.items()}
    odd = {k: _mean(v[1::2]) for k, v in values.items()}
    return even, odd


def cross_fit(values: Mapping[str, Sequence[float]], chosen: str) -> tuple[float, float] | None:
    """(regret, spread) of one point, cross-fitted over its two halves of worlds; None under two
    worlds. Regret: the option best on one half less the chosen one, both on the other half (a tie
    with the chosen option counts as the chosen one). Spread: the option best on one half less the
    one worst there, both on the other half."""
    n = min(len(v) for v in values.values())
    if n < 2 or chosen not in values:
        return None
    values = {k: list(v[:n]) for k, v in values.items()}
    names = sorted(values)
    regret = spread = 0.0
    even, odd = _halves(values)
    for pick, judge in ((even, odd), (odd, even)):
        top = max(pick.values())
        best = chosen if pick[chosen] == top else max(names, key=lambda k: pick[k])
        worst = min(names, key=lambda k: pick[k])
        regret += (judge[best] - judge[chosen]) / 2
        spread += (judge[best] - judge[worst]) / 2
    return regret, spread


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
