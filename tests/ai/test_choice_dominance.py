"""Choice phases the scoring rule decides (issue #35): the choice bench samples no 三打一 打不打 point
(a second reportable set is rare: none in 1,503 deals), so the evidence that the AI's 打 costs
nothing is the rule itself, checked on every case the rules can reach. That the AI answers 打 at
every level: ``test_blunders_sandayi.test_sdy_11_5_a_second_report_is_declared_and_played``."""

from __future__ import annotations

import itertools

import pytest

from engine.games.sandayi.scoring import MAX_REPORTS, score


def _reachable():
    """Every (档, 头撂, reports, house rule tanda_any) a 打不打 decision can be taken at (SDY-9.7:
    two or more reports; SDY-3.7: 头撂 is a 3档 bid)."""
    for bid, toulou, k, any_tanda in itertools.product((1, 2, 3), (False, True), range(2, MAX_REPORTS + 1),
                                                       (False, True)):
        if toulou and bid != 3:
            continue
        yield bid, toulou, k, any_tanda


CASES = list(_reachable())


@pytest.mark.parametrize("bid, toulou, k, any_tanda", CASES)
def test_sdy_11_4_playing_after_two_reports_never_scores_less_in_any_outcome(bid, toulou, k, any_tanda):
    """SDY-9.7, 11.1, 11.3, 11.4, 11.6: 打 pays the landlord at least what 不打 pays whether he then
    wins or loses the play, with or without the 摊打 he may choose after it (SDY-10.1, 10.3): a loss
    after 打 pays him (k - 1) x the stake (doubled by 摊打), 不打 pays (k - 1) x the plain stake."""
    buda = score(bid, None, toulou=toulou, reports=k, any_tanda=any_tanda)[0]
    assert buda > 0
    tandas = (False, True) if (toulou or any_tanda) else (False,)
    for tanda, won in itertools.product(tandas, (True, False)):
        da = score(bid, won, toulou=toulou, tanda=tanda, reports=k, any_tanda=any_tanda)[0]
        assert da >= buda, (bid, toulou, k, any_tanda, tanda, won)
        if won:
            assert da > buda  # a win pays (k + 1) x: strictly more


def test_the_cases_cover_every_report_count_and_game():
    assert {c[2] for c in CASES} == set(range(2, MAX_REPORTS + 1))
    assert {(c[0], c[1]) for c in CASES} == {(1, False), (2, False), (3, False), (3, True)}

