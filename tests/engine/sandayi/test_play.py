"""三打一 card play: SDY-5 (bomb allowances), SDY-8 (tricks, the end), play_error and play_out."""

import pytest

from engine import Action, IllegalAction, new_hand, parse_cards
from engine.games.sandayi import classify, play_error, play_out

from .helpers import R, bid, new, play, plays, position


# ---- SDY-5 allowances in play
def test_sdy_5_1_a_bomb_play_counts_once_whatever_its_size():
    """SDY-5.1: allowances count plays, not cards; 天王炸弹 counts as a bomb play."""
    hand = position([R("3Q"), R("77777777" + "9"), R("LLBB" + "K"), R("5")], landlord=0,
                    allowances=[None, 1, 1, 1])
    play(hand, R("3"))
    events = play(hand, R("77777777"))
    assert events[0].data["bomb"] and events[0].data["bombs_left"] == 0
    assert hand.state.bombs_used[1] == 1
    play(hand, R("LLBB"))
    assert hand.state.bombs_used[2] == 1 and hand.view(0)["bombs_left"] == [None, 0, 0, 1]


def test_sdy_5_2_the_landlord_has_no_limit():
    """SDY-5.2: the landlord may bomb again and again."""
    hand = position([R("3333" "4444" "5555" "6"), R("7"), R("8"), R("9")], landlord=0,
                    allowances=[None, 0, 1, 1])
    for b in ("3333", "4444", "5555"):
        play(hand, R(b))
        for _ in range(3):
            play(hand)
    assert hand.state.bombs_used[0] == 3 and hand.to_act == 0


def test_sdy_5_4_bomb_beyond_the_allowance_is_refused():
    """SDY-5.4: a farmer past his allowance may not bomb (refused citing the rule, not listed) but may
    pass or play other combinations; allowances are per farmer, not shared."""
    hand = position([R("3" "Q"), R("4444" "5555" "K"), R("6666" "A"), R("8")], landlord=0,
                    allowances=[None, 1, 0, 1])
    play(hand, R("3"))
    play(hand, R("4444"))  # seat 1 uses his one bomb
    play(hand)  # seat 2 passes
    play(hand)  # seat 3 passes
    play(hand)  # the landlord passes; trick over, seat 1 leads
    assert hand.to_act == 1 and hand.state.top is None
    reason = hand.check(Action.play(R("5555")))
    assert reason.startswith("SDY-5.4")
    with pytest.raises(IllegalAction, match="SDY-5.4"):
        hand.apply(Action.play(R("5555")))
    assert all(len(a.cards) < 4 for a in hand.legal_actions())
    assert hand.check(Action.play(R("5"))) is None and hand.check(Action.play(R("55"))) is None
    play(hand, R("K"))
    # seat 2 (allowance 0: the 1档 landlord's 上家 in this position) cannot bomb either
    assert hand.check(Action.play(R("6666"))).startswith("SDY-5.4")
    assert hand.check(Action.play(R("A"))) is None
    assert hand.check(Action.pass_()) is None


def test_sdy_5_4_in_a_real_one_dang_game_the_shangjia_cannot_bomb():
    """SDY-5.3 / 5.4: in a real 1档 hand the landlord's 上家 never gets a bomb listed or accepted."""
    for seed in range(30):
        hand = new_hand("sandayi", seed=seed, context={"marker_seat": 1})
        bid(hand, 1, 0, 0, 0)
        assert hand.state.allowances == [0, None, 1, 1]
        while not hand.is_over:
            seat = hand.to_act
            legal = hand.legal_actions()
            if seat == 0 and hand.phase == "play":
                assert not any(classify(a.cards).is_bomb for a in legal if a.kind == "play")
            hand.apply(legal[-1])  # the biggest play: bombs when there are any
        assert hand.state.bombs_used[0] == 0


# ---- SDY-8 play
def test_sdy_8_1_the_landlord_leads():
    """SDY-8.1."""
    hand = new(marker_seat=0)
    bid(hand, 0, 0, 2, 0)
    assert hand.phase == "play" and hand.to_act == 2 and hand.view(0)["trick"]["leader"] == 2


def test_sdy_8_2_turns_go_to_seat_plus_one():
    """SDY-8.2."""
    hand = position([R("3 9"), R("4 9"), R("5 9"), R("6 9")], landlord=2)
    assert hand.to_act == 2
    play(hand, R("5"))
    assert hand.to_act == 3
    play(hand, R("6"))
    assert hand.to_act == 0


def test_sdy_8_3_beat_or_pass_and_passers_may_play_again():
    """SDY-8.3: the leader must play; later players beat or pass; a passer may play later in the trick."""
    hand = position([R("3 8 Q"), R("4 9 K"), R("5 T A"), R("6 J 2")], landlord=0)
    assert hand.check(Action.pass_()).startswith("SDY-8.3")
    assert Action.pass_() not in hand.legal_actions()
    play(hand, R("3"))
    assert hand.legal_actions()[0] == Action.pass_()
    assert hand.check(Action.play(R("44"))) is not None
    play(hand)  # seat 1 passes
    play(hand, R("5"))
    play(hand, R("6"))
    play(hand, R("8"))
    assert hand.to_act == 1
    assert hand.check(Action.play(R("9"))) is None  # seat 1 passed before, plays now
    play(hand, R("9"))
    reason = hand.check(Action.play(R("TA")))
    assert reason.startswith("SDY-6.12")
    assert hand.check(Action.play(R("K"))).startswith("SDY-8.3")  # not his card


def test_sdy_8_4_three_passes_end_the_trick_and_the_last_player_leads():
    """SDY-8.4."""
    hand = position([R("3 8"), R("4 9"), R("5 T"), R("6 J")], landlord=0)
    play(hand, R("3"))
    play(hand, R("9"))
    play(hand)
    play(hand)
    events = play(hand)
    assert events[-1].kind == "trick_won" and events[-1].seat == 1
    assert hand.to_act == 1 and hand.state.top is None
    assert Action.pass_() not in hand.legal_actions()


def test_sdy_8_5_first_player_out_ends_the_hand():
    """SDY-8.5: landlord out → landlord wins; a farmer out → the farmers win."""
    hand = position([R("3"), R("4 9"), R("5 T"), R("6 J")], landlord=0, level=2)
    events = play(hand, R("3"))
    assert hand.is_over and [e.kind for e in events][-2:] == ["went_out", "hand_over"]
    assert hand.result().deltas == [60, -20, -20, -20] and hand.result().winners == [0]
    hand = position([R("3 Q"), R("4 9"), R("5"), R("6 J")], landlord=0, level=2)
    play(hand, R("3"))
    play(hand)
    play(hand, R("5"))
    assert hand.is_over and hand.result().deltas == [-60, 20, 20, 20]
    assert hand.result().winners == [1, 2, 3] and hand.view(0)["out"] == [2]


def test_sdy_8_6_only_the_current_trick_is_shown():
    """SDY-8.6: a finished trick stays as last_trick only until the next play; earlier tricks never."""
    hand = position([R("3 8 K"), R("4 9"), R("5 T"), R("6 J")], landlord=0)
    play(hand, R("3"))
    play(hand, R("4"))
    for _ in range(3):
        play(hand)
    v = hand.view(2)
    assert v["last_trick"]["winner"] == 1 and v["trick"]["plays"] == []
    play(hand, R("9"))
    v = hand.view(2)
    assert v["last_trick"] is None and [p["cards"] for p in v["trick"]["plays"]] == [[str(R("9")[0])]]
    assert "history" not in v and "log" not in v


def test_sdy_8_6_a_play_cannot_be_taken_back():
    """SDY-8.6: there is no undo action; only play and pass exist in the play phase."""
    hand = position([R("3 8"), R("4 9"), R("5 T"), R("6 J")], landlord=0)
    play(hand, R("3"))
    assert {a.kind for a in hand.legal_actions()} <= {"play", "pass"}
    assert hand.check(Action("undo")).startswith("SDY-8.3")


def test_sdy_8_7_no_conduct_penalties():
    """SDY-8.7: turn order is the only conduct rule; no penalty lines appear in a result."""
    hand = position([R("3"), R("4"), R("5"), R("6")], landlord=0)
    play(hand, R("3"))
    assert all(not line.key.startswith("sdy.penalty") for line in hand.result().lines)


def test_sdy_7_1_after_the_joker_bomb_others_can_only_pass():
    """SDY-7.1 / SDY-8.4: after 天王炸弹 every other player can only pass."""
    hand = position([R("LLBB 3"), R("2222 9"), R("5555 T"), R("66666666 J")], landlord=0)
    play(hand, R("LLBB"))
    for bomb in ("2222", "5555", "66666666"):
        assert hand.legal_actions() == [Action.pass_()]
        assert hand.check(Action.play(R(bomb))).startswith("SDY-7.1")
        play(hand)
    assert hand.to_act == 0 and hand.state.top is None


def test_sdy_legal_plays_are_listed_once_per_rank_pattern():
    """SDY-1.4: the listed leads are one per rank pattern, cheapest first, bombs last."""
    hand = position([parse_cards("S3 H3 S4 H4 S5 H5"), R("9"), R("T"), R("J")], landlord=0)
    assert plays(hand) == ["3", "4", "5", "33", "44", "55", "334455"]
    hand = position([R("33334"), R("9"), R("T"), R("J")], landlord=0)
    assert plays(hand) == ["3", "4", "33", "333", "3333"]


# ---- play_error (API section 8)
def test_sdy_play_error_reasons():
    """SDY-8.3, SDY-6.12, SDY-7.x, SDY-5.4, SDY-9.5 reasons from play_error."""
    hand = R("33 4 5 6 7 8 8888 LLBB")
    assert play_error(hand, []).startswith("SDY-8.3")
    assert play_error(hand, [], classify(R("9"))) is None
    assert play_error(hand, R("9")).startswith("SDY-8.3")
    assert play_error(hand, R("34")).startswith("SDY-6.12")
    assert play_error(hand, R("34567")) is None
    assert play_error(hand, R("33"), classify(R("4"))).startswith("SDY-7.3")
    assert play_error(hand, R("4"), classify(R("4"))).startswith("SDY-7.4")
    assert play_error(hand, R("33"), classify(R("5555"))).startswith("SDY-7.2")
    assert play_error(hand, R("LLBB"), classify(R("5555")), bombs_left=0).startswith("SDY-5.4")
    assert play_error(hand, R("LLBB"), classify(R("5555")), bombs_left=1) is None
    sevens = R("8888")
    assert play_error(hand, R("88"), reported=[sevens]).startswith("SDY-9.5")
    assert play_error(hand, sevens, reported=[sevens]) is None


# ---- play_out (API section 8)
def test_sdy_play_out_runs_the_card_play():
    """SDY-8.1 – 8.5 through play_out: passes, trick ends, first out wins."""
    hands = [R("3 9 K"), R("4 T"), R("5 J"), R("6 Q")]
    st = play_out(1, hands, [R("4"), R("5"), R("6"), []])
    assert st.to_act == 1 and not st.leading and st.table.key == (6,)
    st = play_out(1, hands, [R("4"), R("5"), R("6"), [], [], []])
    assert st.to_act == 3 and st.leading and st.table is None and st.winner is None
    assert [len(h) for h in st.hands] == [3, 1, 1, 0 + 1]
    st = play_out(1, hands, [R("4"), R("5"), R("6"), [], [], [], R("Q")])
    assert st.winner == "farmers" and st.to_act is None
    with pytest.raises(ValueError, match="SDY-8.5"):
        play_out(1, hands, [R("4"), R("5"), R("6"), [], [], [], R("Q"), []])
    with pytest.raises(ValueError, match="SDY-8.3"):
        play_out(1, hands, [[]])
    with pytest.raises(ValueError, match="SDY-7.3"):
        play_out(1, hands, [R("T"), R("5")])
    st = play_out(0, [R("3"), R("4"), R("5"), R("6")], [R("3")])
    assert st.winner == "landlord"
