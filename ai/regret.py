"""A level's regret at an analysed position, from a table of per-world values (a row per world, a
column per candidate play, every candidate played in the same worlds): plain and cross-fitted.

The plain regret is the best candidate's mean less the level's play's mean over the same worlds.
The best of several noisy means lies above the best true value on average (the winner's curse), by
an amount that depends on the position, not on the level: it raises every level's regret alike and
so pulls the ratio of two levels' regrets toward 1.

The cross-fitted regret picks the best candidate on one half of the worlds and values the level's
play against it on the other half, both ways, averaged over many random halvings: the pick is
valued in worlds that did not make it, so the noise that made it look best is not counted. Its
expectation is the regret against the candidate a half of the worlds picks, which is at most the
true regret (a half may pick a worse candidate) and equals it once the best candidate stands clear
of the others; it may be negative at a single position. Both differ from the true regret by an
amount that is the same for every level at a position, so the difference between two levels is the
same under both; only their ratio moves.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

__all__ = ["column_means", "plain_regret", "crossfit", "crossfit_regret", "ratio_interval"]

Table = Sequence[Sequence[float]]


def column_means(rows: Table, worlds: Sequence[int] | None = None) -> list[float]:
    """Each column's mean over ``worlds`` (row indices; all rows if None)."""
    idx = range(len(rows)) if worlds is None else worlds
    n = len(idx)
    if n == 0:
        raise ValueError("no world to average over")
    return [sum(rows[w][c] for w in idx) / n for c in range(len(rows[0]))]


def plain_regret(rows: Table, played: int) -> float:
    """The best column's mean less column ``played``'s, over every world."""
    means = column_means(rows)
    return max(means) - means[played]


def _shared(judged: Sequence[float], picked: Sequence[float], pick_max: bool) -> float:
    """The mean in ``judged`` of the columns that are best (``pick_max``) or worst in ``picked``: a
    tie is shared among the tied columns (the tie broken at random, in expectation), never resolved
    by the level's own play."""
    top = max(picked) if pick_max else min(picked)
    tied = [c for c, m in enumerate(picked) if m == top]
    return sum(judged[c] for c in tied) / len(tied)


def crossfit(rows: Table, played: int, splits: int = 32, seed: int = 0) -> tuple[float, float]:
    """(regret, spread) of column ``played``, cross-fitted: over ``splits`` random halvings of the
    worlds (drawn from ``seed``), the best column picked on one half is valued against ``played`` on
    the other half, both ways (the regret), and so is the best column against the worst one picked
    there (the spread: the scale of what a choice can cost, near 0 where the columns are worth
    alike). With fewer than four worlds there are no halves worth the name and the plain figures
    over every world are returned.

    The position suite reads the regret only; the choice bench both. The bench once cross-fitted
    with one even/odd split and a tie counted as the played column: one split is noisier than the
    mean of 32, and a tie given to the played column hides part of the cost of a choice tied on one
    half with a better one, so both use this function."""
    n = len(rows)
    if n < 4:
        means = column_means(rows)
        return max(means) - means[played], max(means) - min(means)
    rng = random.Random(seed)
    order = list(range(n))
    regret = spread = 0.0
    for _ in range(splits):
        rng.shuffle(order)
        a, b = order[: n // 2], order[n // 2:]
        folds = []
        for pick, judge in ((a, b), (b, a)):
            picked, judged = column_means(rows, pick), column_means(rows, judge)
            best = _shared(judged, picked, True)
            folds.append((best - judged[played], best - _shared(judged, picked, False)))
        regret += folds[0][0] + folds[1][0]
        spread += folds[0][1] + folds[1][1]
    return regret / (2 * splits), spread / (2 * splits)


def crossfit_regret(rows: Table, played: int, splits: int = 32, seed: int = 0) -> float:
    """Column ``played``'s regret, the best column picked on one half of the worlds and valued on the
    other, both ways, averaged over ``splits`` random halvings (drawn from ``seed``); with fewer than
    four worlds there are no halves worth the name and the plain regret is returned."""
    return crossfit(rows, played, splits, seed)[0]


def ratio_interval(num: Sequence[float], den: Sequence[float], draws: int = 2000,
                   seed: int = 0) -> tuple[float, float, float]:
    """mean(num) / mean(den) over paired positions, with a 95 % percentile bootstrap interval
    (positions resampled together); nan where a mean of ``den`` is not positive."""
    n = len(num)
    if n != len(den) or n == 0:
        raise ValueError("the two levels' regrets must be given for the same positions")

    def ratio(idx: Sequence[int]) -> float:
        d = sum(den[i] for i in idx)
        return sum(num[i] for i in idx) / d if d > 0 else math.nan

    point = ratio(range(n))
    rng = random.Random(seed)
    got = sorted(r for r in (ratio([rng.randrange(n) for _ in range(n)]) for _ in range(draws))
                 if not math.isnan(r))
    if not got:
        return point, math.nan, math.nan
    return point, got[int(0.025 * (len(got) - 1))], got[int(0.975 * (len(got) - 1))]
