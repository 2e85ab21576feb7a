"""The playable hand: phases, actions, events, views, saves and the match (ZPY-0, 2, 3, 6, 9, 16)."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.actions import Action, IllegalAction
from engine.cards import Suit, make_deck
from engine.cards import parse_cards as C
from engine.games.zhaopengyou import (
    SIMULATION,
    Trump,
    card_points,
    defender_points,
    next_levels,
)
from engine.games.zhaopengyou.hand import parse_trick


def make_deal(fixed: dict[int, str], bottom: str = "", seed: int = 0) -> dict:
    """A valid deal with the given cards placed; the rest shuffled in."""
    rest = Counter(make_deck(3))
    hands = {s: C(t) for s, t in fixed.items()}
    for cards in [*hands.values(), C(bottom)]:
        rest.subtract(cards)
    assert min(rest.values()) >= 0
    pool = list(rest.elements())
    random.Random(seed).shuffle(pool)
    out = []
    for s in range(5):
        h = hands.get(s, [])
        need = 31 - len(h)
        out.append(" ".join(str(c) for c in h + pool[:need]))
        pool = pool[need:]
    b = C(bottom) + pool[:7 - len(C(bottom))]
    return {"hands": out, "bottom": " ".join(str(c) for c in b)}


def new(fixed=None, bottom="", levels=None, starter=0, seed=0):
    return engine.new_hand("zhaopengyou", seed=seed, deal=make_deal(fixed or {}, bottom, seed),
                           context={"levels": levels or [2] * 5, "starter": starter})


def to_play(hand, bid="H2", call=("BJ", 3), bury=None):
    """Seat 0 (the starter) bids ``bid``, everyone passes, seat 0 buries and calls."""
    hand.apply(Action("bid", tuple(C(bid))))
    for _ in range(4):
        hand.apply(Action.pass_())
    assert hand.phase == "bury" and hand.to_act == 0
    bury = C(bury) if bury else list(hand.state.taken)
    hand.apply(Action("bury", tuple(bury)))
    hand.apply(Action("call", tuple(C(call[0])), call[1]))
    assert hand.phase == "play" and hand.to_act == 0
    return hand


def finish_randomly(hand, seed=1):
    rng = random.Random(seed)
    while not hand.is_over:
        hand.apply(rng.choice(hand.legal_actions()))
    return hand


def test_zpy_3_2_deal_and_zpy_0_5_bottom():
    """ZPY-3.2 / ZPY-0.5: 31 cards each and a 7-card bottom b1…b7, 162 in all (ZPY-1.1)."""
    h = engine.new_hand("zhaopengyou", seed=5)
    assert [len(x) for x in h.hands] == [31] * 5 and len(h.state.bottom) == 7
    assert Counter(c for x in h.hands for c in x) + Counter(h.state.bottom) == Counter(make_deck(3))


def test_zpy_3_1_random_first_starter_and_zpy_3_3_seeded():
    """ZPY-3.1: without a starter in the context it is random (seeded); ZPY-3.3: any uniform deal."""
    starters = {engine.new_hand("zhaopengyou", seed=s).state.starter for s in range(40)}
    assert starters == {0, 1, 2, 3, 4}
    a, b = engine.new_hand("zhaopengyou", seed=9), engine.new_hand("zhaopengyou", seed=9)
    assert a.hands == b.hands


def test_context_keys_levels_and_starter():
    """ZPY-0.3 / ZPY-2.3: the context carries the five levels and the starter; bad keys refused."""
    h = engine.new_hand("zhaopengyou", seed=1, context={"levels": [2, 3, 4, 5, 6], "starter": 3})
    assert h.state.levels == [2, 3, 4, 5, 6] and h.to_act == 3
    with pytest.raises(ValueError):
        engine.new_hand("zhaopengyou", seed=1, context={"dealer": 1})
    with pytest.raises(ValueError, match="ZPY-2.3"):
        engine.new_hand("zhaopengyou", seed=1, context={"levels": [2, 2, 2, 2, 15]})


def test_zpy_3_4_bidding_starts_after_the_deal_with_the_starter():
    """ZPY-3.4 / ZPY-4.7: the hand opens in the bid phase, the starter asked first."""
    h = new({}, starter=2)
    assert h.phase == "bid" and h.to_act == 2
    assert Action.pass_() in h.legal_actions()


def test_zpy_2_4_opening_bids_only_with_own_level_cards():
    """ZPY-2.4 / ZPY-4.3: the listed bids use the bidder's own level cards; others are refused."""
    h = new({0: "H3 H3 D3 S2 C2"}, levels=[3, 2, 2, 2, 2])
    bids = [a for a in h.legal_actions() if a.kind == "bid"]
    assert {"bid H3", "bid H3 H3", "bid D3"} <= {str(a) for a in bids}
    assert all(c.rank == 3 for a in bids for c in a.cards)
    assert h.check(Action("bid", tuple(C("S2")))).startswith("ZPY-4.3")
    assert h.check(Action("bid", tuple(C("C3")))).startswith("ZPY-4.2")  # not held


def test_zpy_4_2_bid_cards_stay_and_are_public():
    """ZPY-4.2 / ZPY-16.1: shown cards stay in the hand; every seat sees every bid."""
    h = new({0: "H2 H2"})
    before = list(h.hands[0])
    h.apply(Action("bid", tuple(C("H2 H2"))))
    assert h.hands[0] == before
    for viewer in (None, 1, 3):
        assert h.view(viewer)["bids"] == [{"seat": 0, "cards": ["H2", "H2"]}]


def test_zpy_2_5_and_4_8_hand_played_at_declarers_level():
    """ZPY-2.5 / ZPY-4.8: L is the declarer's level; T the suit of the standing bid."""
    h = new({0: "H2", 1: "S3 S3"}, levels=[2, 3, 2, 2, 2])
    h.apply(Action("bid", tuple(C("H2"))))
    h.apply(Action("bid", tuple(C("S3 S3"))))
    for _ in range(4):
        h.apply(Action.pass_())
    assert h.state.declarer == 1 and h.state.trump == Trump(3, Suit.S)
    assert h.phase == "bury" and h.to_act == 1 and len(h.hands[1]) == 38


def test_zpy_4_11_flip_then_no_more_bidding():
    """ZPY-4.9 / ZPY-4.11: five passes → the bottom flip decides; the flipped cards are public and go
    to the declarer with the rest; the bury phase follows."""
    h = new({}, bottom="BJ D9 S3 S4 S6 S7 S8", levels=[9, 2, 2, 2, 2], starter=3)
    events = []
    for _ in range(5):
        events += h.apply(Action.pass_())
    assert [e.kind for e in events][-2:] == ["bottom_flipped", "bottom_taken"]
    assert h.state.declarer == 0 and h.state.trump == Trump(9, Suit.D)
    assert h.view(2)["flipped"] == ["BJ", "D9"]
    assert h.phase == "bury" and len(h.hands[0]) == 38


def test_zpy_6_1_bury_any_seven_and_6_2_hidden():
    """ZPY-6.1: exactly 7 cards, any cards (points and trumps too); ZPY-6.2 / ZPY-16.2: the buried
    cards are seen by the declarer only until the hand ends."""
    h = new({0: "H2 BJ BJ SK SK ST ST"})
    h.apply(Action("bid", tuple(C("H2"))))
    for _ in range(4):
        h.apply(Action.pass_())
    assert h.check(Action("bury", tuple(C("BJ BJ SK SK ST ST")))).startswith("ZPY-6.1")
    missing = next(c for c in make_deck(1) if c not in h.hands[0])
    assert h.check(Action("bury", tuple(C("BJ BJ SK SK ST ST") + [missing]))).startswith("ZPY-6.1")
    assert all(a.kind == "bury" and len(a.cards) == 7 for a in h.legal_actions())
    h.apply(Action("bury", tuple(C("BJ BJ SK SK ST ST H2"))))
    assert len(h.hands[0]) == 31
    assert sorted(h.view(0)["bottom"]) == sorted(["BJ", "BJ", "SK", "SK", "ST", "ST", "H2"])
    for viewer in (None, 1, 2, 3, 4):
        assert h.view(viewer)["bottom"] is None
    finish_randomly(h)
    assert sorted(h.view(3)["bottom"]) == sorted(["BJ", "BJ", "SK", "SK", "ST", "ST", "H2"])


def test_zpy_6_3_call_after_bury_and_zpy_7_3_announced():
    """ZPY-6.3: the declarer buries, then calls; ZPY-7.3: the call is public before the first lead."""
    h = new({0: "H2"})
    h.apply(Action("bid", tuple(C("H2"))))
    for _ in range(4):
        h.apply(Action.pass_())
    assert {a.kind for a in h.legal_actions()} == {"bury"}
    h.apply(h.legal_actions()[0])
    assert h.phase == "call"
    calls = h.legal_actions()
    assert len(calls) == (54 - 1) * 3 and all(a.kind == "call" for a in calls)
    assert h.check(Action("call", tuple(C("H2")), 1)).startswith("ZPY-7.2")
    ev = h.apply(Action("call", tuple(C("SA")), 2))
    assert ev[0].kind == "friend_called" and ev[0].data == {"card": "SA", "n": 2}
    assert h.view(4)["call"] == {"card": "SA", "n": 2}


def test_zpy_9_1_declarer_leads_and_zpy_11_6_winner_leads_next():
    """ZPY-9.1: the declarer leads the first trick; ZPY-11.6: the winner takes the points and leads."""
    h = to_play(new({0: "H2 CA", 1: "C5 C3", 2: "CK", 3: "C9", 4: "CT"}))
    assert h.to_act == 0
    h.apply(Action.play(C("CA")))
    winner_pts = 0
    for _seat in (1, 2, 3, 4):
        follows = h.legal_actions()
        assert all(len(a.cards) == 1 for a in follows)
        play = next(a for a in follows if a.cards[0].suit is Suit.C)
        winner_pts += card_points(play.cards)
        h.apply(play)
    assert h.to_act == 0 and h.state.won_points[0] == winner_pts
    assert h.view(1)["last_trick"]["winner"] == 0


def test_zpy_9_2_mixed_lead_refused_and_zpy_10_8_illegal_follow_refused():
    """ZPY-9.2 / ZPY-10.8: mixed-suit leads and illegal follows are refused, nothing changes."""
    h = to_play(new({0: "H2 CA DA", 1: "C5 C3"}))
    before = h.to_dict()
    with pytest.raises(IllegalAction, match="ZPY-9.2"):
        h.apply(Action.play(C("CA DA")))
    assert h.to_dict() == before
    h.apply(Action.play(C("CA")))
    off = next(c for c in h.hands[1] if c.suit is not Suit.C and c.rank != 2 and c.suit is not Suit.H
               and not c.is_joker)
    reason = h.check(Action.play([off]))
    assert reason and reason.startswith("ZPY-10.3")


def test_zpy_9_5_throw_succeeds_in_the_hand():
    """ZPY-9.5: a throw nobody can beat stands as the lead (all three CA are the thrower's)."""
    h = to_play(new({0: "H2 CA CA CA CK"}))
    ev = h.apply(Action.play(C("CA CA CA CK")))
    assert [e.kind for e in ev] == ["played"] and h.state.trick == [C("CA CA CA CK")]
    assert h.to_act == 1 and all(len(a.cards) == 4 for a in h.legal_actions())


def test_zpy_9_6_blocker_chooses_with_an_action():
    """ZPY-9.6: the first blocker in turn order chooses the kept shape with a "block" action; the
    other thrown cards return to the leader; ZPY-9.7: the choice and the thrown cards are public."""
    h = to_play(new({0: "H2 CQ CQ C3", 1: "CA CA", 2: "CA"}))
    ev = h.apply(Action.play(C("CQ CQ C3")))
    assert ev[0].kind == "throw_blocked" and h.phase == "throw_choice" and h.to_act == 1
    assert [str(a) for a in h.legal_actions()] == ["block 2x1", "block 1x1"]
    assert h.view(3)["throw"]["cards"] == ["CQ", "CQ", "C3"]
    assert h.check(Action("block", (), "3x1")).startswith("ZPY-9.6")
    ev = h.apply(Action("block", (), "1x1"))
    assert ev[0].kind == "throw_failed" and ev[0].data["kept"] == ["C3"] and ev[0].data["blocker"] == 1
    assert h.state.trick == [C("C3")] and Counter(h.hands[0])[C("CQ")[0]] == 2
    assert h.phase == "play" and h.to_act == 1


def test_zpy_9_6_single_choice_is_applied_at_once():
    """ZPY-9.6: a blocker who beats only one shape has no decision: the lead is reduced at once."""
    h = to_play(new({0: "H2 CQ CQ CQ C3", 1: "C4", 2: "C6"}))
    ev = h.apply(Action.play(C("CQ CQ CQ C3")))
    kinds = [e.kind for e in ev]
    assert kinds[:2] == ["throw_failed", "played"] and ev[0].data["kept"] == ["C3"]


def test_zpy_7_4_returned_cards_are_not_counted_and_7_5_reveal():
    """ZPY-7.4: the thrown-back copies do not count; ZPY-7.5: the N-th played copy reveals."""
    h = to_play(new({0: "H2 CQ CQ C3", 1: "CA CA", 2: "CA"}), call=("CQ", 1))
    h.apply(Action.play(C("CQ CQ C3")))
    h.apply(Action("block", (), "1x1"))
    assert h.state.called_count == 0 and not h.state.friend_found


def test_zpy_7_5_declarer_own_copy_makes_1v4_and_7_7_teams():
    """ZPY-7.5: the declarer plays the called copy → 1v4; ZPY-7.7: teams fixed at the end."""
    h = to_play(new({0: "H2 CA"}), call=("CA", 1))
    ev = h.apply(Action.play(C("CA")))
    assert [e.kind for e in ev] == ["played", "friend_revealed"]
    assert h.state.friend_found and h.state.friend is None
    finish_randomly(h)
    assert h.state.friend is None


def test_zpy_7_6_never_played_is_1v4():
    """ZPY-7.6: the called copy is buried → never played → 1v4 at the end."""
    h = to_play(new({0: "H2 BJ BJ BJ"}, bottom="D3 D4 D6 D7 D8 D9 DJ"), call=("BJ", 1),
                bury="BJ BJ BJ D3 D4 D6 D7")
    finish_randomly(h)
    assert not h.state.friend_found and h.state.friend is None
    assert any(line.key == "zpy.result" and line.detail["friend"] is None for line in h.result().lines)


def test_zpy_12_and_13_hand_result_matches_the_pure_functions():
    """ZPY-12.1–12.3 / ZPY-13.1–13.4: the played hand's points and deltas equal defender_points and
    next_levels on its facts; ZPY-0.2 / ZPY-0.4: the declaring side is declarer + friend."""
    for seed in range(6):
        h = finish_randomly(engine.new_hand("zhaopengyou", seed=seed), seed)
        s = h.state
        tricks = [(w, [c for _seat, c in plays]) for w, plays in map(parse_trick, s.tricks)]
        assert sum(len(p) for _w, plays in tricks for p in plays) == 155
        pts = defender_points(tricks, s.declarer, s.friend, s.bottom, s.trump)
        assert s.points == pts
        assert [a + d for a, d in zip(s.levels, h.result().deltas)] == next_levels(
            s.levels, s.declarer, s.friend, pts)
        side = {s.declarer, s.friend} - {None}
        assert set(h.result().winners) == (side if pts < 120 else set(range(5)) - side)
        assert sum(s.won_points) + card_points(s.bottom) == 300


def test_zpy_16_1_views_are_private_and_json():
    """ZPY-16.1 / ZPY-16.2: a seat sees only its own cards; views are JSON."""
    h = to_play(new({0: "H2"}))
    h.apply(h.legal_actions()[0])
    for viewer in (None, 0, 1, 2, 3, 4):
        v = h.view(viewer)
        json.dumps(v)
        assert [x is not None for x in v["hands"]] == [q == viewer for q in range(5)]
        assert v["trump"] == {"level": 2, "suit": "H", "text": "H2"} and v["declarer"] == 0
        assert v["trick"][0] is not None and v["counts"][0] == 30


def test_save_round_trip_continues_identically():
    """ZPY-0.1: a hand saved mid-way restores and continues identically (randomness included)."""
    h = to_play(new({0: "H2 CQ CQ C3", 1: "CA CA"}))
    h.apply(Action.play(C("CQ CQ C3")))
    data = json.loads(json.dumps(h.to_dict()))
    r = engine.Hand.from_dict(data)
    assert r.to_dict() == h.to_dict() and r.phase == "throw_choice"
    assert [str(a) for a in r.legal_actions()] == [str(a) for a in h.legal_actions()]
    bad = json.loads(json.dumps(data))
    bad["state"]["hands"][0].append("S3")
    with pytest.raises(ValueError):
        engine.Hand.from_dict(bad)


def test_simulation_invariants_hold_for_a_few_hands():
    """ZPY-2.1 / ZPY-2.2: one turn order NEXT(p) = p+1 for everything; the simulator's invariants."""
    h = engine.new_hand("zhaopengyou", seed=11)
    rng = random.Random(3)
    while not h.is_over:
        seat = h.to_act
        h.apply(SIMULATION.chooser(h, rng))
        assert SIMULATION.invariants(h) == []
        if h.phase == "play" and h.state.trick and len(h.state.trick) > 1:
            assert h.to_act in (None, (seat + 1) % 5) or h.to_act == seat
    assert SIMULATION.at_hand_end(h, h.result()) == []


def test_match_scores_are_levels_and_series_ends_at_ace():
    """ZPY-13.5 / ZPY-14.1 / ZPY-14.2 / ZPY-15.1: match scores are the five levels; the next hand
    gets them and the next starter and bids afresh; the match ends only with winners at A."""
    m = engine.new_match("zhaopengyou", seed=4)
    assert m.scores == [2] * 5
    rng = random.Random(2)
    for _ in range(60):
        h = m.hand
        while not h.is_over:
            h.apply(rng.choice(h.legal_actions()))
        before = list(h.state.levels)
        assert m.scores == [min(14, a + d) for a, d in zip(before, h.result().deltas)]
        assert all(x <= 14 for x in m.scores)
        if m.is_over:
            assert m.winners and all(m.scores[w] == 14 for w in m.winners)
            assert h.state.levels[h.state.declarer] == 14 and h.state.points < 120
            break
        m.next_hand()
        assert m.hand.state.levels == m.scores
        assert m.hand.state.starter == m.extra["starter"]
        assert m.hand.phase == "bid" and m.hand.state.declarer is None
    assert m.is_over


def test_wrong_kinds_and_malformed_actions_are_refused_with_a_rule():
    """ZPY-4.7 / ZPY-7.1 / ZPY-9.6: an action of the wrong phase or with bad values gets a reason."""
    h = new({0: "H2"})
    assert h.check(Action.play(C("H2"))).startswith("ZPY-4.7")
    assert h.check(Action("bid", ("x",))).startswith("ZPY-4.7")
    assert h.check(Action("pass", tuple(C("H2")))).startswith("ZPY-4.7")
    h = to_play(new({0: "H2 CQ CQ C3", 1: "CA CA"}), call=("SA", 1))
    assert h.check(Action("call", tuple(C("SA")), 1)).startswith("ZPY-9.1")
    h.apply(Action.play(C("CQ CQ C3")))
    assert h.check(Action("block", (), "pair")).startswith("ZPY-9.6")
    assert h.check(Action("block", tuple(C("CA")), "2x1")).startswith("ZPY-9.6")
    assert h.check(Action.play(C("CA"))).startswith("ZPY-9.6")
    h2 = new({0: "H2"})
    h2.apply(Action("bid", tuple(C("H2"))))
    for _ in range(4):
        h2.apply(Action.pass_())
    h2.apply(h2.legal_actions()[0])
    assert h2.check(Action("call", tuple(C("SA")), "2")).startswith("ZPY-7.1")
    assert h2.check(Action("call", tuple(C("SA SK")), 2)).startswith("ZPY-7.1")


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_zpy_10_every_listed_action_is_accepted_in_real_hands(seed):
    """ZPY-10 / ZPY-9.2 / ZPY-4.7: in real hands every action legal_actions() lists passes check(),
    and there is always at least one (the random chooser also tries throws, ZPY-9)."""
    h = engine.new_hand("zhaopengyou", seed=seed)
    rng = random.Random(seed)
    while not h.is_over:
        listed = h.legal_actions()
        assert listed
        for a in rng.sample(listed, min(len(listed), 12)):
            assert h.check(a) is None, (h.phase, str(a), h.check(a))
        h.apply(SIMULATION.chooser(h, rng))
