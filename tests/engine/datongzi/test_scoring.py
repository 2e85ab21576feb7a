"""打筒子 scores: finishing bonuses (DTZ-9), R and B (DTZ-10.1), match end and final settlement
(DTZ-10, 11), room options (DTZ-12) and the worked examples DTZ-13.3 to 13.5."""

from __future__ import annotations

import json
import random

import pytest

from engine import GAMES, load, new_match
from engine.games.datongzi import SIMULATION, settle_hand, settle_match
from engine.games.datongzi.scoring import match_lines, settle_with_lines


def test_dtz_13_3_hand_end():
    """DTZ-13.3 (DTZ-9.1, 6.4): order P1, P0, P2; captured 105/150/30 (+15 void) → R +65, +250, −30."""
    assert settle_hand({"points": [105, 150, 30], "order": [1, 0, 2]}) == [65, 250, -30]


def test_dtz_13_4_negative_and_9_2():
    """DTZ-13.4 / DTZ-9.2: R may go negative: 20 + 10 − 60 = −30."""
    delta = settle_hand({"points": [200, 90, 10], "order": [0, 1, 2]})
    assert delta[2] == -50 and 20 + delta[2] == -30


def test_dtz_9_1_and_9_3_finish_bonus_in_race():
    """DTZ-9.1: 一游 +100, 二游 −40, 三游 −60; DTZ-9.3: they count in R (the deltas), with the ledger."""
    deltas, winners, lines = settle_with_lines({"points": [0, 0, 0], "order": [2, 0, 1]})
    assert deltas == [-40, -60, 100] and winners == [2]
    finish = {ln.seat: ln.value for ln in lines if ln.key == "dtz.finish"}
    assert finish == {2: 100, 0: -40, 1: -60}
    assert all(ln.detail["score"] == "race" for ln in lines if ln.key in ("dtz.finish", "dtz.card_points"))


def test_dtz_8_4_bonus_lines_are_not_race():
    """DTZ-8.4: bonus lines are kept apart from R (detail score = bonus) and not in the deltas."""
    deltas, _, lines = settle_with_lines({"points": [100, 100, 100], "order": [0, 1, 2]},
                                         awards=[(1, "tongzi", [14, 3], 200), (1, "dizha", [5], 400)], void=0)
    assert deltas == [200, 60, 40]
    bonus = [ln for ln in lines if ln.key == "dtz.trick_bonus"]
    assert [(ln.seat, ln.value, ln.detail["score"]) for ln in bonus] == [(1, 200, "bonus"), (1, 400, "bonus")]


@pytest.mark.parametrize("facts", [
    {"points": [0, 0, 0]},
    {"points": [0, 0], "order": [0, 1, 2]},
    {"points": [0, 0, 0], "order": [0, 0, 2]},
    {"points": [0, 0, 0], "order": [0, 1]},
    {"points": [0, 0, 3], "order": [0, 1, 2]},
    {"points": [200, 100, 5], "order": [0, 1, 2]},
    {"points": [0, 0, 0], "order": [0, 1, 2], "banker": 0},
])
def test_dtz_settle_hand_bad_facts(facts):
    """DTZ-6.1 / DTZ-7.1 / DTZ-10.1: contradictory or missing facts raise ValueError citing a rule."""
    with pytest.raises(ValueError, match="DTZ-"):
        settle_hand(facts)


def test_dtz_13_5_match_end():
    """DTZ-13.5 (DTZ-10.2, 11.1, 11.2): R (1060, 900, 360), B (100, 300, 0) → winner P0, F 1260/1200/360."""
    assert settle_match([1060, 900, 360], [100, 300, 0], [0, 1, 2]) == (0, [1260, 1200, 360])


def test_dtz_10_2_not_yet_and_target_option():
    """DTZ-10.2: None while nobody reached the target (B never counts); option target 600."""
    assert settle_match([999, 0, 0], [5000, 0, 0], [0, 1, 2]) is None
    assert settle_match([600, 0, 0], [0, 0, 0], [0, 1, 2], {"target": 600}) == (0, [700, 0, 0])
    assert settle_match([599, 0, 0], [0, 0, 0], [0, 1, 2], {"target": 600}) is None


def test_dtz_10_3_several_at_target():
    """DTZ-10.3: several at the target → highest R; tied R → who finished earlier in the last hand."""
    assert settle_match([1000, 1100, 0], [0, 0, 0], [0, 1, 2])[0] == 1
    assert settle_match([1050, 1050, 0], [0, 0, 0], [1, 0, 2])[0] == 1
    assert settle_match([1050, 1050, 0], [0, 0, 0], [2, 0, 1])[0] == 0


def test_dtz_11_2_end_bonus_options_and_11_3_winner_keeps_title():
    """DTZ-11.2: end bonus none/100/200/300/500 paid by the system; DTZ-11.3: the winner keeps the title
    even when another F is higher."""
    for eb in (0, 100, 200, 300, 500):
        w, final = settle_match([1000, 500, 0], [0, 900, 0], [0, 1, 2], {"end_bonus": eb})
        assert w == 0 and final == [1000 + eb, 1400, 0]
    with pytest.raises(ValueError):
        settle_match([1000, 0, 0], [0, 0, 0], [0, 1, 2], {"end_bonus": 50})
    lines = match_lines([1000, 500, 0], [0, 900, 0], 0)
    assert [ln.value for ln in lines if ln.key == "dtz.end_bonus"] == [100]


def test_dtz_12_room_options_and_sources():
    """DTZ-12 room options (DTZ-0.4 server and DTZ-0.5 client: 600/1000, 无/100/200/300/500, kickers
    switch off, card counts shown): the registry entry and its defaults."""
    opts = {o.key: o for o in GAMES["datongzi"].options}
    assert opts["target"].choices == (600, 1000) and opts["target"].default == 1000
    assert opts["end_bonus"].choices == (0, 100, 200, 300, 500) and opts["end_bonus"].default == 100
    assert opts["show_card_counts"].default is True and opts["allow_kickers"].default is False
    with pytest.raises(ValueError):
        new_match("datongzi", options={"target": 800})
    m = new_match("datongzi", seed=1, options={"show_card_counts": False})
    assert m.hand.view(0)["show_counts"] is False


def _play_hand(match, rng):
    while not match.hand.is_over:
        match.hand.apply(SIMULATION.chooser(match.hand, rng))


def test_dtz_10_1_match_keeps_r_and_b_and_2_2_leader():
    """DTZ-10.1: the match keeps R (= scores) and B apart; DTZ-2.2: the next hand is led by the last 一游;
    DTZ-11.1: final F = R + B + end bonus for the winner; save/load mid-match."""
    rng = random.Random(4)
    m = new_match("datongzi", seed=9, options={"target": 600})
    race = [0, 0, 0]
    bonus = [0, 0, 0]
    assert m.hand.to_act == 0  # DTZ-2.1
    while True:
        _play_hand(m, rng)
        res = m.history[-1]
        race = [a + d for a, d in zip(race, res.deltas)]
        bonus = [a + b for a, b in zip(bonus, m.hand.state.bonus)]
        assert m.scores == race and m.extra["race"] == race and m.extra["bonus"] == bonus
        first = m.hand.facts()["order"][0]
        if m.is_over:
            break
        again = load(json.loads(json.dumps(m.to_dict())))
        assert again.scores == m.scores
        m.next_hand()
        assert m.hand.to_act == first and m.hand.state.first_leader == first
        assert m.hand.view(None)["race_total"] == race
    w = m.winners[0]
    assert race[w] >= 600 and all(race[w] >= r for r in race)
    final = [race[i] + bonus[i] + (100 if i == w else 0) for i in range(3)]
    assert m.extra["final"] == final and m.extra["winner"] == w
    last = {ln.key: ln for ln in m.history[-1].lines}
    assert last["dtz.end_bonus"].seat == w and last["dtz.final_total"].detail["final"] == final
    assert sorted(m.extra["ranking"], key=lambda i: -final[i]) == m.extra["ranking"]
