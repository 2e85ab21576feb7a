"""One 打筒子 hand: deal (DTZ-1), leaders (DTZ-2), the must-beat rule (DTZ-5), going out (DTZ-6),
bonuses in play (DTZ-8) and the worked examples DTZ-13.1/13.2 on real deals."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from engine import Action, Hand, IllegalAction, new_hand
from engine.cards import parse_cards
from engine.games.datongzi.combos import card_points
from engine.games.datongzi.hand import deck


def play(hand, text: str):
    return hand.apply(Action.play(text))


def pas(hand):
    return hand.apply(Action.pass_())


# ---- DTZ-1 deal ---------------------------------------------------------------------------------

def test_dtz_1_1_to_1_3_deal():
    """DTZ-1.1 three seats; DTZ-1.2 132 cards without 3, 4, jokers, each face 3 times; DTZ-1.3 41 each,
    9 unseen 底牌."""
    hand = new_hand("datongzi", seed=5)
    assert hand.num_players == 3
    assert [len(h) for h in hand.hands] == [41, 41, 41]
    assert len(hand.state.bottom) == 9
    everything = Counter(c for h in hand.hands for c in h) + Counter(hand.state.bottom)
    assert everything == Counter(deck()) and len(deck()) == 132
    assert set(everything.values()) == {3} and len(everything) == 44
    assert not any(c.rank in (3, 4) or c.is_joker for c in everything)
    with pytest.raises(ValueError):
        new_hand("datongzi", players=4)


def test_dtz_1_3_fixed_deal_is_validated(deal):
    """DTZ-1.3: a fixed deal must be the 132-card deck split 41/41/41 + 9."""
    d = deal(["SK SK SK", "", ""])
    hand = new_hand("datongzi", deal=d)
    assert hand.hands[0].count(parse_cards("SK")[0]) == 3
    bad = dict(d, bottom="S6 H6 C6 D6 S7 H7 C7 D7")
    with pytest.raises(ValueError):
        new_hand("datongzi", deal=bad)


def test_dtz_1_6_turn_order(deal):
    """DTZ-1.6: the next player of seat s is (s + 1) mod 3."""
    hand = new_hand("datongzi", deal=deal(["", "", ""]), context={"leader": 2})
    assert hand.to_act == 2
    play(hand, "S9")
    assert hand.to_act == 0


# ---- DTZ-2 leaders ------------------------------------------------------------------------------

def test_dtz_2_1_and_2_2_leader_from_context():
    """DTZ-2.1: seat 0 leads a match's first hand; DTZ-2.2: context {"leader": seat} (the last 一游)."""
    assert new_hand("datongzi", seed=1).to_act == 0
    assert new_hand("datongzi", seed=1, context={"leader": 1}).to_act == 1
    for bad in ({"leader": 3}, {"leader": True}, {"starter": 1}, {"race": [1, 2]}):
        with pytest.raises(ValueError):
            new_hand("datongzi", seed=1, context=bad)


def test_dtz_2_3_and_6_2_lead_after_a_finished_winner(stage):
    """DTZ-2.3/6.2: the 一游's last play wins the trick; the next holder in turn order leads."""
    hand = stage("SK", "S6 S7", "S8 S9")
    ev = play(hand, "SK")
    assert any(e.kind == "went_out" and e.data["place"] == 1 for e in ev)
    pas(hand)
    ev = pas(hand)
    won = [e for e in ev if e.kind == "trick_won"][0]
    assert won.seat == 0 and won.data["points"] == 10
    assert hand.to_act == 1 and not hand.is_over  # play continues after the 一游 (DTZ-6.2)


# ---- DTZ-5 trick play, must-beat ---------------------------------------------------------------

def test_dtz_5_1_leader_cannot_pass(deal):
    """DTZ-5.1: the leader plays any valid combination; a pass is refused and changes nothing."""
    hand = new_hand("datongzi", deal=deal(["", "", ""]))
    before = json.dumps(hand.to_dict())
    assert hand.check(Action.pass_()).startswith("DTZ-5.1")
    with pytest.raises(IllegalAction, match="DTZ-5.1"):
        pas(hand)
    assert json.dumps(hand.to_dict()) == before
    assert Action.pass_() not in hand.legal_actions()


def test_dtz_5_2_illegal_pass_refused(deal):
    """DTZ-5.2: a player holding a beating combination (here a bomb) may not pass."""
    hand = new_hand("datongzi", deal=deal(["", "", ""]))
    play(hand, "S2")
    assert hand.to_act == 1
    reason = hand.check(Action.pass_())
    assert reason is not None and reason.startswith("DTZ-5.2")
    before = json.dumps(hand.to_dict())
    with pytest.raises(IllegalAction, match="DTZ-5.2"):
        pas(hand)
    assert json.dumps(hand.to_dict()) == before
    legal = hand.legal_actions()
    assert Action.pass_() not in legal and all(a.kind == "play" for a in legal)
    assert len(legal) > 0 and all(hand.check(legal[i]) is None for i in range(0, len(legal), 7))


def test_dtz_5_2_pass_only_when_unable(stage):
    """DTZ-5.2: with no beating subset, pass is the only legal action."""
    hand = stage("S2 S9", "S5 H5 S6", "SA SQ")
    play(hand, "S2")
    assert list(hand.legal_actions()) == [Action.pass_()]
    assert hand.check(Action.play("S6")).startswith("DTZ-4.5")


def test_dtz_5_3_passer_stays_in_trick_and_5_4_end(stage):
    """DTZ-5.3: a pass does not leave the trick; DTZ-5.4: it ends when all others passed the last play;
    DTZ-5.5: the winner takes the trick's points."""
    hand = stage("S6 S9 SQ", "S5 H5", "S7 S8 HK")
    play(hand, "S6")
    pas(hand)  # seat 1 cannot beat
    play(hand, "S8")
    play(hand, "S9")
    assert hand.to_act == 1  # asked again (DTZ-5.3)
    pas(hand)
    play(hand, "HK")
    pas(hand)
    ev = pas(hand)
    won = [e for e in ev if e.kind == "trick_won"][0]
    assert won.seat == 2 and won.data["points"] == 10
    assert hand.state.points == [0, 0, 10] and hand.to_act == 2


@pytest.mark.parametrize("play_text,rule", [
    ("S8 S9 ST SJ SQ", "DTZ-3"),
    ("S5 H5 C5 S8", "DTZ-3.4"),
    ("S5 H5", "DTZ-4.5"),
    ("S5", "DTZ-4.5"),
    ("H6", "DTZ-4.6"),
])
def test_dtz_illegal_plays_refused_with_rule(deal, play_text, rule):
    """DTZ-3/DTZ-4: an illegal play is refused with the rule cited and changes nothing."""
    hand = new_hand("datongzi", deal=deal(["S6", "S5 H5 C5 H6 S8 S9 ST SJ SQ", ""]))
    play(hand, "S6")
    before = json.dumps(hand.to_dict())
    reason = hand.check(Action.play(play_text))
    assert reason is not None and reason.startswith(rule), reason
    with pytest.raises(IllegalAction):
        play(hand, play_text)
    assert json.dumps(hand.to_dict()) == before


def test_dtz_illegal_cards_not_held(deal):
    """DTZ-1.3: only cards from one's own hand; a bad action kind is refused (DTZ-5)."""
    hand = new_hand("datongzi", deal=deal(["", "SK SK SK", ""]))
    assert hand.check(Action.play("SK")).startswith("DTZ-1.3")
    assert hand.check(Action("bid", value=1)).startswith("DTZ-5")
    assert hand.check(Action("play")).startswith("DTZ-5.1")
    assert hand.check(Action("play", ("S5",))).startswith("DTZ-1.3")  # not a card: refused, no crash
    assert hand.check(Action.play("BJ")).startswith("DTZ-1.3")


def test_dtz_4_categories_in_play(deal):
    """DTZ-4.1/4.2/4.3/4.4 refusals in play cite the rule."""
    hand = new_hand("datongzi", deal=deal(["S2 S2 S2", "D5 D5 D5 H9 H9 C9 D9 S9", ""]))
    play(hand, "S2 S2 S2")
    assert hand.check(Action.play("D5 D5 D5")).startswith("DTZ-4.3")
    assert hand.check(Action.play("H9 H9 C9 D9 S9")).startswith("DTZ-4.1")


# ---- DTZ-6 going out ----------------------------------------------------------------------------

def test_dtz_6_1_and_6_3_last_response_beats(stage):
    """DTZ-6.1 places; DTZ-6.3: after the 二游 goes out the last player answers once (must beat if
    able), wins the trick, and the hand ends; DTZ-6.4 his other cards count for nobody."""
    hand = stage("SK", "SA", "S2 ST")
    play(hand, "SK")
    play(hand, "SA")  # must beat, and goes out second
    assert hand.to_act == 2
    assert hand.check(Action.pass_()).startswith("DTZ-5.2")
    ev = play(hand, "S2")
    assert hand.is_over and ev[-1].kind == "hand_over"
    assert hand.facts() == {"points": [0, 0, 10], "order": [0, 1, 2]}
    assert hand.result().deltas == [100, -40, 10 - 60]
    assert hand.void_points() == 10 + card_points(hand.state.bottom)


def test_dtz_6_3_last_response_pass(stage):
    """DTZ-6.3: if the last player cannot beat he passes and the 二游 wins the trick."""
    hand = stage("SK", "SA", "S6 S9")
    play(hand, "SK")
    play(hand, "SA")
    pas(hand)
    assert hand.is_over
    assert hand.state.points == [0, 10, 0] and hand.result().deltas == [100, -30, -60]
    assert hand.result().winners == [0]


# ---- DTZ-8 bonuses in play, DTZ-13.1 / 13.2 ------------------------------------------------------

def test_dtz_13_1_tongzi_beaten_by_tongzi(deal):
    """DTZ-13.1 (DTZ-8.2, DTZ-8.3): K筒子 beaten by A筒子: the A筒子 player takes 30 card points and 200
    bonus; the K筒子 player gets no bonus."""
    hand = new_hand("datongzi", deal=deal(["SK SK SK", "HA HA HA", ""]))
    ev = play(hand, "SK SK SK")
    assert ev[0].data["kind"] == "tongzi" and ev[0].data["bonus"] == 100
    play(hand, "HA HA HA")
    pas(hand)
    ev = pas(hand)
    won = [e for e in ev if e.kind == "trick_won"][0]
    assert won.seat == 1 and won.data == {"points": 30, "bonus": 200, "cards": ["SK"] * 3 + ["HA"] * 3}
    assert hand.state.points == [0, 30, 0] and hand.state.bonus == [0, 200, 0]
    assert hand.to_act == 1


def test_dtz_13_2_tongzi_beaten_by_dizha(deal):
    """DTZ-13.2: 2筒子 beaten by a 5-地炸: +40 card points, +400 bonus to the 地炸; nothing to the 2筒子."""
    hand = new_hand("datongzi", deal=deal(["S2 S2 S2", "S5 S5 H5 H5 C5 C5 D5 D5", ""]))
    play(hand, "S2 S2 S2")
    play(hand, "S5 S5 H5 H5 C5 C5 D5 D5")
    pas(hand)
    pas(hand)
    assert hand.state.points == [0, 40, 0] and hand.state.bonus == [0, 400, 0]
    assert [(a.seat, a.kind, a.value) for a in hand.state.awards] == [(1, "dizha", 400)]


def test_dtz_8_2_unbeaten_tongzi_earns(deal):
    """DTZ-8.2: a 筒子 that wins its trick earns its bonus for its player (DTZ-8.4: B, not R)."""
    hand = new_hand("datongzi", deal=deal(["SK SK SK", "", ""]))
    play(hand, "SK SK SK")
    pas(hand)
    pas(hand)
    assert hand.state.bonus == [100, 0, 0] and hand.state.points == [30, 0, 0]
    assert hand.view(2)["last_trick"]["bonus"] == 100


# ---- views, saves, whole hands -----------------------------------------------------------------

def _random_play(hand, rng):
    from engine.games.datongzi import SIMULATION

    while not hand.is_over:
        hand.apply(SIMULATION.chooser(hand, rng))


def test_view_privacy_and_bottom():
    """DTZ-1.3: nobody sees the 底牌 during the hand; they are shown once it is over (view key bottom)."""
    hand = new_hand("datongzi", seed=3)
    for seat in (None, 0, 1, 2):
        v = hand.view(seat)
        json.dumps(v)
        assert v["bottom"] is None
        assert [h is not None for h in v["hands"]] == [s == seat for s in range(3)]
        assert v["roles"] == [None] * 3 and v["counts"] == [41] * 3
    _random_play(hand, random.Random(3))
    v = hand.view(1)
    assert v["bottom"] is not None and len(v["bottom"]) == 9 and v["result"] is not None


@pytest.mark.parametrize("seed", range(6))
def test_whole_hand_invariants_and_save(seed):
    from engine.games.datongzi import SIMULATION

    """DTZ-7.1: card points + void = 300; DTZ-6.4 void = unplayed + 底牌; a save restores identically."""
    rng = random.Random(seed)
    hand = new_hand("datongzi", seed=seed, options={"allow_kickers": seed % 2 == 1})
    steps = 0
    while not hand.is_over:
        hand.apply(SIMULATION.chooser(hand, rng))
        steps += 1
        if steps % 25 == 0:
            again = Hand.from_dict(json.loads(json.dumps(hand.to_dict())))
            assert again.to_dict() == hand.to_dict()
            assert len(again.legal_actions()) == len(hand.legal_actions())
    s = hand.state
    assert sum(s.points) + hand.void_points() == 300
    assert len(s.out) >= 2
    assert hand.result().deltas == [s.points[i] + (100, -40, -60)[hand.facts()["order"].index(i)]
                                    for i in range(3)]


def test_playlist_sequence_behaviour():
    """DTZ-5.1: a 41-card lead lists every legal play lazily: len, index, iteration, membership."""
    hand = new_hand("datongzi", seed=11)
    legal = hand.legal_actions()
    n = len(legal)
    assert n > 100
    assert legal[0] == Action.play("S5") or legal[0].kind == "play"
    first = legal[:5]
    assert [a for a, _ in zip(legal, range(5))] == first
    assert legal[n - 1] == legal[-1]
    assert legal[-1] in legal and Action.pass_() not in legal
    assert Action.play("S3") not in legal
    rng = random.Random(1)
    for _ in range(50):
        a = rng.choice(legal)
        assert hand.check(a) is None
