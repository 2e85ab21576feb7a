"""The AI where a house rule two_in_runs decides a run through the 2 (issue #26): 半边天炸's 2 after
the A (BBT-5), 三打一's 2 below the 3 (SDY-6.1). Every level reads such a play on the table and
answers it with a legal action, under both values of the rule."""

from __future__ import annotations

import pytest

import ai
from engine import Action
from tests.engine.banbiantianzha import helpers as bbt
from tests.engine.sandayi import helpers as sdy

LEVELS = ("easy", "normal", "hard")


def _decide_all(hand, game_id):
    """Every level's decision for the seat to act, each legal; returns the decisions."""
    seat = hand.to_act
    out = []
    for level in LEVELS:
        action = ai.make_player(game_id, level, seed=3).choose(hand.view(seat), hand.legal_actions())
        assert hand.check(action) is None, (level, action)
        out.append(action)
    return out


@pytest.mark.parametrize("two", [False, True])
def test_bbt_5_ai_leads_and_answers_runs_through_the_two(two):
    """BBT-5: the AI leads from a hand holding `SK HK SA HA S2 H2` and answers the 连对
    `SA HA S2 H2` (played where the house rule allows it) legally."""
    options = {"two_in_runs": two}
    hand = bbt.position(["SK HK SA HA S2 H2 S3", "SQ HQ SJ HJ S4", "S5 S6"], options=options)
    _decide_all(hand, "banbiantianzha")
    if two:
        bbt.play(hand, "SA HA S2 H2")
        assert hand.state.top.kind == "pair_run"
        assert all(a == Action.pass_() for a in _decide_all(hand, "banbiantianzha"))  # nothing beats it


@pytest.mark.parametrize("two", [False, True])
def test_bbt_3_8_ai_dou_counts_bombs_with_the_house_rule(two):
    """BBT-3.8: a 闲 whose second bomb needs the 2 after the A is asked 抖 only under the house
    rule, and every level's answer there is legal."""
    xian = "SQ HQ SK HK SA HA S2 H2 S6 H6 C6 D6 S7 D7 C9 CJ S8"
    other = "S3 H3 C3 S4 H4 C4 D8 H8 C8 S9 D9 DJ HJ DQ CQ DA D5"
    hand = bbt.new_hand("banbiantianzha", seed=1, options={"hammer": False, "two_in_runs": two},
                        deal=bbt.deal("BJ", xian, other))
    bbt.choose(hand, "kaiqiang")
    if two:
        assert hand.phase == "dou" and hand.to_act == 1
        _decide_all(hand, "banbiantianzha")
    else:
        assert hand.phase == "play"


@pytest.mark.parametrize("two", [True, False])
def test_sdy_6_1_ai_answers_runs_with_or_without_the_two(two):
    """SDY-6.1: the AI answers a straight legally from a hand holding 2…7; where the room keeps the
    2 out of runs it offers no run with a 2 in it."""
    hand = sdy.position(["S2 S3 S4 S5 S6 S7 SK", "H2 H3 H4 H5 H6 C7 D3", "S8", "S9"])
    hand.options = {**hand.options, "two_in_runs": two}
    hand._clear_cache()
    hand.apply(Action.play("S2 S3 S4 S5 S6" if two else "S3 S4 S5 S6 S7"))
    answers = _decide_all(hand, "sandayi")
    if two:
        assert all(len(a.cards) == 5 for a in answers)  # 34567 beats 23456: every level takes it
    else:  # 23456 is no run here and 34567 only ties: nothing to play but a pass
        assert not [a for a in hand.legal_actions() if a.kind == "play"]
        assert all(a.kind == "pass" for a in answers)


@pytest.mark.parametrize("two", [False, True])
def test_dtz_3_3_ai_plans_runs_through_the_two_only_in_its_room(two):
    """DTZ-3.3: the AI's decomposition follows the room's two_in_runs. Holding KKAA22 and a low
    single, normal and hard lead the 连对 through the 2 where the room allows it (two plays to go
    out; easy is noisy); elsewhere no level plays it (the engine would refuse it), each leads legally."""
    from ai.decompose import decompose
    from ai.games.datongzi import RULES, rules_for
    from engine import parse_cards
    from tests.engine.datongzi.helpers import staged

    hand = staged("SK HK SA HA S2 H2 S5", "SQ HQ", "S6", two_in_runs=two)
    view = hand.view(0)
    assert rules_for(view).shapes.seq_hi == (15 if two else 14)
    assert (rules_for(view) is RULES) is (not two)
    answers = _decide_all(hand, "datongzi")
    runs = [len(a.cards) == 6 for a in answers]
    assert runs[1:] == [two, two] and (two or not runs[0]), answers
    # the room's decomposition plans AA22 as one 连对 where the 2 may follow the A, else two pairs
    plan = decompose(rules_for(view).counts(parse_cards("SA HA S2 H2")), rules_for(view).shapes)[1]
    assert [(g.kind, g.high) for g in plan] == ([("pair_run", 15)] if two else [("pair", 14), ("pair", 15)])
