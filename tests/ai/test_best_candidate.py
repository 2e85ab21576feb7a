"""ai.pimc.best_candidate: how a search picks among its candidates from the sampled worlds' results."""

from ai.pimc import best_candidate


def test_the_best_mean_wins_less_the_prior_per_rank():
    rows = [[1.0, 1.5, 0.0], [1.0, 1.5, 3.0]]  # means 1.0, 1.5, 1.5
    assert best_candidate(rows, prior=0.0) == 1  # a tie goes to the policy's earlier choice
    assert best_candidate(rows, prior=0.6) == 0  # 1.5 - 0.6 < 1.0


def test_a_noisy_gain_leaves_the_policys_choice_standing():
    noisy = [[0.0, 4.0], [0.0, -3.0], [0.0, 3.0], [0.0, -3.0]]  # mean gain +0.25, sd ~3.6
    assert best_candidate(noisy, prior=0.0) == 1
    assert best_candidate(noisy, prior=0.0, z=1.0) == 0
    clear = [[0.0, 1.0], [0.0, 1.2], [0.0, 0.8], [0.0, 1.1]]
    assert best_candidate(clear, prior=0.0, z=1.0) == 1


def test_no_worlds_keeps_the_policys_choice():
    assert best_candidate([], prior=0.03, z=1.0) == 0
