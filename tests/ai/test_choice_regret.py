"""The choice bench's figures per point (issue #35): cross-fitted by the position suite's estimator
(``ai.regret.crossfit``), which removes the bias that noise gives the plain regret and still finds a
choice that really costs; and the intervals, with a deal's points counted as one draw."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from choice_regret import MIN_WORLDS, clustered_ci, point_fit, ratio_ci, t_ci  # noqa: E402

from ai.regret import crossfit_regret  # noqa: E402


def test_hand_made_table_plain_regret_is_biased_cross_fit_is_not():
    """Two options worth the same (the other option's scores are +1/-1 noise around the chosen
    option's 0, symmetric over the two points): the plain regret counts the lucky point's +0.5 and
    nothing of the unlucky one; the cross-fit, valued on the half that did not pick, sums to 0 over
    the table. Every halving of these four worlds has one half where the options tie (b's +1 and
    -1) and one where b stands out; the tie is shared, so a point is charged half of what b scores
    on the other half (+0.25, -0.25), and neither half tells a best from a worst (spread 0)."""
    points = [{"a": [0, 0, 0, 0], "b": [1, 1, 1, -1]},
              {"a": [0, 0, 0, 0], "b": [-1, -1, -1, 1]}]
    assert sum(sum(p["b"]) for p in points) == 0  # the options are worth the same over the table
    figures = [point_fit(p, "a") for p in points]
    assert figures == [pytest.approx((0.25, 0.0, 0.5, 0.5)), pytest.approx((-0.25, 0.0, 0.0, 0.5))]
    assert sum(f[2] for f in figures) == pytest.approx(0.5)  # plain: biased
    assert sum(f[0] for f in figures) == pytest.approx(0.0)  # cross-fitted: not


def test_the_bench_and_the_position_suite_share_one_estimator():
    """The same scores give the same regret whether the bench's option-to-scores mapping or the
    position suite's table holds them (options in name order, a world a row)."""
    rng = random.Random(3)
    values = {k: [float(rng.randrange(-3, 4)) for _ in range(10)] for k in ("pass", "bid1", "bid2")}
    names = sorted(values)
    rows = [[values[k][w] for k in names] for w in range(10)]
    for chosen in names:
        assert point_fit(values, chosen, seed=7)[0] == crossfit_regret(rows, names.index(chosen), seed=7)


def _noisy_points(rng: random.Random, gap: float, n: int = 400,
                  worlds: int = 8) -> list[dict[str, list[float]]]:
    """Three options with independent unit noise per world; ``c`` (the chooser's pick) is worth
    ``gap`` less than ``a`` and ``b``."""
    return [{"a": [rng.gauss(0, 1) for _ in range(worlds)],
             "b": [rng.gauss(0, 1) for _ in range(worlds)],
             "c": [rng.gauss(-gap, 1) for _ in range(worlds)]} for _ in range(n)]


def test_a_right_chooser_scores_about_zero_across_many_noisy_points():
    """Options all worth 0, each world's score noisy: the plain regret is well above 0 (the best of
    three noisy means), the cross-fitted one's interval holds 0, and so does the cross-fitted
    spread's (the options are not told apart)."""
    pts = _noisy_points(random.Random(1), gap=0.0)
    figures = [point_fit(p, "c", seed=i) for i, p in enumerate(pts)]
    plain_mean, plain_lo, _ = t_ci([f[2] for f in figures])
    cf_mean, cf_lo, cf_hi = t_ci([f[0] for f in figures])
    _, sp_lo, sp_hi = t_ci([f[1] for f in figures])
    assert plain_lo > 0.25
    assert cf_lo <= 0.0 <= cf_hi
    assert abs(cf_mean) < 0.1
    assert sp_lo <= 0.0 <= sp_hi


def test_a_wrong_chooser_is_measured_at_what_its_choice_costs():
    """The chosen option worth 1.5 less than the two others: the cross-fit finds about 1.5 (the
    better options are both worth the same, so whichever a half picks costs the chooser 1.5)."""
    pts = _noisy_points(random.Random(2), gap=1.5)
    figures = [point_fit(p, "c", seed=i) for i, p in enumerate(pts)]
    regret = [f[0] for f in figures]
    spread = [f[1] for f in figures]
    m, lo, hi = t_ci(regret)
    assert lo <= 1.5 <= hi
    r, rlo, rhi = ratio_ci(regret, spread)
    assert rlo > 0.8  # nearly all the spread is the chooser's loss


def test_a_point_with_too_few_worlds_to_halve_is_left_out():
    """Under four worlds the halves are single worlds and the estimator would return the plain,
    biased figures: the bench leaves such a point out rather than mix the two."""
    few = {"a": [1.0] * (MIN_WORLDS - 1), "b": [2.0] * (MIN_WORLDS - 1)}
    assert point_fit(few, "a") is None
    enough = {"a": [1.0] * MIN_WORLDS, "b": [2.0] * MIN_WORLDS}
    assert point_fit(enough, "a") == pytest.approx((1.0, 1.0, 1.0, 1.0))
    assert point_fit(enough, "c") is None


def test_ratio_interval_covers_the_ratio_of_means():
    r, lo, hi = ratio_ci([0.1, 0.2, 0.0, 0.1], [1.0, 2.0, 1.5, 0.5])
    assert r == pytest.approx(0.4 / 5.0)
    assert lo < r < hi


def test_points_of_one_deal_count_as_one_draw():
    """Points that share a deal (three seats folding to one all-in) are not independent: copied three
    times, a sample's clustered interval stays as wide as the sample's own, where the plain one
    narrows; each point its own cluster, the clustered interval is Student's t's."""
    xs = [1.0, -2.0, 4.0, 0.5, 3.0]
    m, lo, hi = t_ci(xs)
    assert clustered_ci(xs, range(5)) == pytest.approx((m, lo, hi))
    tripled = [x for x in xs for _ in range(3)]
    keys = [k for k in range(5) for _ in range(3)]
    cm, clo, chi = clustered_ci(tripled, keys)
    _, plo, phi = t_ci(tripled)
    assert cm == pytest.approx(m) and chi - clo == pytest.approx(hi - lo)
    assert phi - plo < (hi - lo) * 0.6
