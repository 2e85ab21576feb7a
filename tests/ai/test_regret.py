"""The position suite's regret estimates (issue #35, ``ai.regret``): the plain regret carries the
winner's curse, the cross-fitted one does not."""

from __future__ import annotations

import math
import random

import pytest

from ai.regret import column_means, crossfit, crossfit_regret, plain_regret, ratio_interval


def test_on_a_hand_made_table_the_plain_regret_counts_noise_the_cross_fit_does_not():
    # two plays worth the same in truth: in each world one of them happens to score 1 more. Over
    # these six worlds play 0 comes out ahead by luck (4 worlds against 2).
    rows = [[1, 0], [1, 0], [1, 0], [1, 0], [0, 1], [0, 1]]
    assert column_means(rows) == pytest.approx([4 / 6, 2 / 6])
    # the level plays 1: the plain regret charges it the lucky margin
    assert plain_regret(rows, 1) == pytest.approx(1 / 3)
    # cross-fitted, a half that picked play 0 is judged by the other half, where 0's lead is smaller
    cf = crossfit_regret(rows, 1, splits=400, seed=3)
    assert cf < plain_regret(rows, 1) - 0.1


def test_a_play_that_is_the_best_in_every_world_has_no_regret_either_way():
    rows = [[5, 1, 2], [3, 0, 0], [7, 6, 1], [4, 2, 3], [2, 1, 1], [6, 5, 0]]
    assert plain_regret(rows, 0) == 0
    assert crossfit_regret(rows, 0) == 0
    # the others' regret is the gap to play 0 under both (no half ever picks another)
    for j in (1, 2):
        assert crossfit_regret(rows, j, splits=64) == pytest.approx(plain_regret(rows, j), abs=0.5)


def test_over_many_noisy_positions_the_plain_regret_is_biased_and_the_cross_fit_is_not():
    # three plays of equal true value (0), each world's values N(0, 1) apart from a shared part; the
    # level plays the last. True regret 0: the plain estimate averages well above it (the best of
    # three noisy means), the cross-fit within its own noise of 0.
    rng = random.Random(11)
    plain, cross = [], []
    for pos in range(300):
        rows = []
        for _ in range(16):
            shared = rng.gauss(0, 3)
            rows.append([shared + rng.gauss(0, 1) for _ in range(3)])
        plain.append(plain_regret(rows, 2))
        cross.append(crossfit_regret(rows, 2, splits=8, seed=pos))

    def mean_se(xs):
        m = sum(xs) / len(xs)
        return m, math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / len(xs))

    pm, pse = mean_se(plain)
    cm, cse = mean_se(cross)
    assert pm > 0.15 and pm > 8 * pse  # E[max of 3 means] - E[one] = 0.85 sd/sqrt(16) ~ 0.21
    assert abs(cm) < 3 * cse


def test_a_clear_best_play_is_found_by_both():
    # play 0 better by 2 in truth, noise sd 1 over 32 worlds: both estimates near 2 for play 1
    rng = random.Random(5)
    rows = [[2 + rng.gauss(0, 1), rng.gauss(0, 1)] for _ in range(32)]
    assert plain_regret(rows, 1) == pytest.approx(2, abs=0.6)
    assert crossfit_regret(rows, 1) == pytest.approx(plain_regret(rows, 1), abs=0.05)


def test_the_cross_fitted_spread_is_the_gap_where_one_play_is_clearly_best_and_0_where_alike():
    # play 0 beats play 1 by exactly 2 in every world: the spread is 2, the regret of 1 is 2, of 0 is 0
    rows = [[w + 2.0, float(w)] for w in range(8)]
    assert crossfit(rows, 1) == pytest.approx((2.0, 2.0))
    assert crossfit(rows, 0) == pytest.approx((0.0, 2.0))
    # three plays of equal worth, independent noise: the plain spread (best mean less worst) is well
    # above 0, the cross-fitted one is not
    rng = random.Random(8)
    plain_spread, cross_spread = [], []
    for pos in range(200):
        rows = [[rng.gauss(0, 1) for _ in range(3)] for _ in range(12)]
        means = column_means(rows)
        plain_spread.append(max(means) - min(means))
        cross_spread.append(crossfit(rows, 0, splits=8, seed=pos)[1])
    assert sum(plain_spread) / 200 > 0.4
    assert abs(sum(cross_spread) / 200) < 0.1


def test_crossfit_regret_is_crossfits_regret():
    rng = random.Random(6)
    rows = [[rng.gauss(0, 1) for _ in range(4)] for _ in range(9)]
    for j in range(4):
        assert crossfit_regret(rows, j, seed=2) == crossfit(rows, j, seed=2)[0]


def test_few_worlds_fall_back_to_the_plain_regret():
    rows = [[1, 0], [0, 2], [3, 1]]
    assert crossfit_regret(rows, 0) == plain_regret(rows, 0)


def test_the_ratio_of_two_levels_regrets_has_an_interval_around_it():
    hard = [0.1, 0.0, 0.3, 0.2, 0.0, 0.1, 0.4, 0.0]
    normal = [0.3, 0.1, 0.5, 0.2, 0.1, 0.3, 0.6, 0.2]
    r, lo, hi = ratio_interval(hard, normal, seed=2)
    assert r == pytest.approx(sum(hard) / sum(normal))
    assert lo <= r <= hi and lo > 0 and hi < 1
    with pytest.raises(ValueError):
        ratio_interval(hard, normal[:3])
