"""三打一 between auction and play: SDY-4 (order), SDY-9 (报到, 双报到), SDY-10 (摊打)."""

import pytest

from engine import Action, IllegalAction, new_hand, parse_cards
from engine.games.sandayi import reportable_sets, score

from .helpers import R, bid, choose, deal, new, play

JOKERS = "LJ LJ BJ BJ"
SEVEN_3 = "S3 S3 H3 H3 C3 C3 D3"
EIGHT_K = "SK SK HK HK CK CK DK DK"


def lord_hand(*parts: str, marker_seat: int = 0):
    return new(" ".join(parts), marker_seat=marker_seat)


# ---- SDY-9.1 reportable sets
def test_sdy_9_1_reportable_sets():
    """SDY-9.1: the four jokers; all cards of a rank held 7 or 8 times (an 8-card rank is one set)."""
    sets = reportable_sets(R("LLBB" + "3333333" + "KKKKKKKK" + "555555" + "AA"))
    assert sorted(len(s) for s in sets) == [4, 7, 8]
    assert sorted(sets[0], key=str) == sorted(R("LLBB"), key=str)
    assert reportable_sets(R("LLB" + "666666" + "22")) == []
    assert len(reportable_sets(R("2222222"))) == 1


def test_sdy_9_2_only_the_landlord_after_taking_the_bottom():
    """SDY-9.2: the sets count in the landlord's 33 cards (bottom included); a farmer never reports."""
    # seat 0 holds five 9s, the bottom two more; seat 1 (a farmer) holds the four jokers
    hand = new("S9 S9 H9 H9 C9", JOKERS, bottom="C9 D9", marker_seat=0)
    bid(hand, 1, 0, 0, 0)
    assert hand.phase == "report" and hand.to_act == 0
    assert [a.value for a in hand.legal_actions()] == ["baodao:9", "bubao"]
    other = new("S9 S9 H9 H9 C9", JOKERS, bottom="C9 D9", marker_seat=1)
    bid(other, 1, 0, 0, 0)  # seat 1 is landlord: his jokers are reportable, seat 0's 9s are not
    assert [a.value for a in other.legal_actions()] == ["baodao:jokers", "bubao"]


def test_sdy_9_3_declaring_is_optional_and_names_the_sets():
    """SDY-9.3: the landlord declares k of his N sets, naming which, or none."""
    hand = lord_hand(JOKERS, SEVEN_3, EIGHT_K)
    bid(hand, 1, 0, 0, 0)
    assert [a.value for a in hand.legal_actions()] == ["baodao:jokers", "baodao:3", "baodao:K", "bubao"]
    choose(hand, "baodao:K")
    assert [a.value for a in hand.legal_actions()] == ["baodao:jokers", "baodao:3", "bubao"]
    choose(hand, "bubao")
    assert hand.phase == "play" and len(hand.state.declared) == 1
    none = lord_hand(JOKERS)
    bid(none, 1, 0, 0, 0)
    choose(none, "bubao")
    assert none.phase == "play" and none.state.declared == []


def test_sdy_9_3_wrong_choice_is_refused():
    """SDY-9.3: only the listed sets can be declared."""
    hand = lord_hand(JOKERS)
    bid(hand, 1, 0, 0, 0)
    reason = hand.check(Action("choose", value="baodao:5"))
    assert reason.startswith("SDY-9.3")
    with pytest.raises(IllegalAction):
        hand.apply(Action("play", tuple(parse_cards("LJ"))))


def test_sdy_9_4_declared_sets_are_face_up():
    """SDY-9.4: every seat (and a spectator) sees the declared cards; the event shows them."""
    hand = lord_hand(JOKERS, SEVEN_3)
    bid(hand, 2, 0, 0, 0)
    events = choose(hand, "baodao:3")
    shown = ["S3", "S3", "H3", "H3", "C3", "C3", "D3"]
    assert events[0].kind == "reported" and events[0].data["cards"] == shown
    for viewer in (None, 1, 2, 3):
        assert hand.view(viewer)["reports"] == [{"set": "3", "cards": shown, "played": False}]
        assert hand.view(viewer)["hands"][0] is None


def test_sdy_9_5_a_declared_set_is_never_split():
    """SDY-9.5: declared cards leave only as exactly that set; splitting is refused citing the rule;
    undeclared cards (even another reportable set) are free."""
    hand = lord_hand(JOKERS, SEVEN_3, "S5 S5 H5 H5 C5 C5 D5 S4 S4")
    bid(hand, 1, 0, 0, 0)
    choose(hand, "baodao:jokers", "baodao:3", "bubao", "da")
    assert hand.phase == "play" and hand.to_act == 0
    for split in ("S3", "S3 S3", "S3 S3 H3", "S3 S3 H3 H3", "S3 S3 H3 H3 C3 C3", "LJ", "LJ LJ", "BJ BJ",
                  "S3 S3 H3 S4 S4"):
        reason = hand.check(Action.play(split))
        assert reason and reason.startswith("SDY-9.5"), split
        with pytest.raises(IllegalAction, match="SDY-9.5"):
            hand.apply(Action.play(split))
    assert len(hand.state.hands[0]) == 33
    assert hand.check(Action.play("S5")) is None  # undeclared 5s may be split
    plays = [a for a in hand.legal_actions()]
    three_plays = [a for a in plays if any(c.rank == 3 for c in a.cards)]
    joker_plays = [a for a in plays if any(c.rank >= 15 for c in a.cards)]
    assert [len(a.cards) for a in three_plays] == [7] and [len(a.cards) for a in joker_plays] == [4]
    play(hand, SEVEN_3)
    assert hand.view(1)["reports"][1]["played"] is True


def test_sdy_9_6_single_report_must_be_played():
    """SDY-9.6: with one declaration there is no 不打 choice; the hand goes to play."""
    hand = lord_hand(JOKERS, SEVEN_3)
    bid(hand, 1, 0, 0, 0)
    choose(hand, "baodao:jokers", "bubao")
    assert hand.phase == "play"
    assert "buda" not in [a.value for a in hand.legal_actions()]


def test_sdy_9_7_double_report_chooses_play_or_not():
    """SDY-9.7 / SDY-4.2: after two declarations the landlord chooses 打 or 不打; 不打 ends the hand
    and is scored by SDY-11.4."""
    hand = lord_hand(JOKERS, SEVEN_3)
    bid(hand, 2, 0, 0, 0)
    events = choose(hand, "baodao:jokers", "baodao:3")
    assert hand.phase == "dabuda" and [a.value for a in hand.legal_actions()] == ["da", "buda"]
    assert not any(e.kind == "hand_over" for e in events)
    events = choose(hand, "buda")
    assert hand.is_over and events[-1].kind == "hand_over" and events[-1].data["outcome"] == "buda"
    assert hand.result().deltas == [60, -20, -20, -20] == [score(2, None, reports=2)[0]] + [-20] * 3
    assert hand.result().winners == [0]


def test_sdy_9_7_declaring_every_set_ends_the_phase_by_itself():
    """SDY-9.7: with all sets declared the landlord goes straight to 打/不打."""
    hand = lord_hand(JOKERS, SEVEN_3)
    bid(hand, 1, 0, 0, 0)
    choose(hand, "baodao:3", "baodao:jokers")
    assert hand.phase == "dabuda"
    choose(hand, "da")
    assert hand.phase == "play" and hand.state.play_choice == "da"


# ---- SDY-4 order
def test_sdy_4_1_to_4_4_order_report_dabuda_tanda_lead():
    """SDY-4.1 report, SDY-4.2 打/不打, SDY-4.3 摊打 (头撂 only), SDY-4.4 the landlord leads."""
    hand = lord_hand(JOKERS, SEVEN_3, marker_seat=0)
    bid(hand, 3)
    phases = [hand.phase]
    choose(hand, "baodao:jokers")
    choose(hand, "baodao:3")
    phases.append(hand.phase)
    choose(hand, "da")
    phases.append(hand.phase)
    choose(hand, "butanda")
    phases.append(hand.phase)
    assert phases == ["report", "dabuda", "tanda", "play"]
    assert hand.to_act == 0 and hand.state.trick.leader == 0


def test_sdy_4_3_no_choices_without_reports_or_toulou():
    """SDY-4: with nothing to declare and no 头撂 the landlord leads at once."""
    hand = new(marker_seat=0)
    bid(hand, 0, 0, 0, 0)
    assert hand.phase == "play" and hand.to_act == 0


# ---- SDY-10 摊打
def test_sdy_10_1_tanda_only_in_toulou_after_the_bottom():
    """SDY-10.1: offered after the bottom in a 头撂 game; SDY-10.3: never in a 3档 game that is not 头撂."""
    hand = new(marker_seat=2)
    bid(hand, 3)
    assert hand.phase == "tanda" and hand.to_act == 2 and len(hand.state.hands[2]) == 33
    assert [a.value for a in hand.legal_actions()] == ["tanda", "butanda"]
    other = new(marker_seat=2)
    bid(other, 0, 3)
    assert other.phase == "play"
    assert "SDY-8.3" in other.check(Action("choose", value="tanda"))


def test_sdy_10_2_tanda_shows_every_hand_and_doubles():
    """SDY-10.2: after 摊打 every view shows all four hands; the score is doubled."""
    hand = new(marker_seat=0)
    bid(hand, 3)
    assert hand.view(1)["hands"][0] is None
    choose(hand, "tanda")
    for viewer in (None, 0, 1, 2, 3):
        v = hand.view(viewer)
        assert all(v["hands"][s] == [str(c) for c in hand.state.hands[s]] for s in range(4))
        assert v["tanda"] is True
    assert score(3, True, toulou=True, tanda=True) == (240, -80)


def test_sdy_10_3_no_tanda_outside_toulou():
    """SDY-10.3: score refuses 摊打 without 头撂; the engine never offers it."""
    with pytest.raises(ValueError, match="SDY-10.3"):
        score(3, True, tanda=True)
    hand = new(marker_seat=0)
    bid(hand, 1, 3)
    assert hand.phase == "play" and not hand.state.toulou


def test_sdy_9_1_report_exact7_house_rule():
    """SDY-9.1 house rule report_exact7 (seed "手中有4张怪或7张的炸弹即‘报到’" read as exactly 7): a
    rank held 7 times reports, one held 8 times does not; the jokers still do."""
    assert len(reportable_sets(R("2222222"), exact7=True)) == 1
    assert reportable_sets(R("KKKKKKKK"), exact7=True) == []
    hand = new_hand("sandayi", seed=1, deal=deal(" ".join((JOKERS, SEVEN_3, EIGHT_K))),
                    context={"marker_seat": 0}, options={"report_exact7": True})
    bid(hand, 1, 0, 0, 0)
    assert [a.value for a in hand.legal_actions()] == ["baodao:jokers", "baodao:3", "bubao"]
    assert hand.check(Action("choose", value="baodao:K")) is not None
