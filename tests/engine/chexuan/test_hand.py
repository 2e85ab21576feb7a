"""A played hand: stakes, deal, betting, splits, settlement, views, events, saves (CX-1, CX-10, CX-12)."""

import json

import pytest

from engine import GAMES, Action, Hand, IllegalAction, load, new_hand, new_match, parse_cards
from engine.games.chexuan import settle
from engine.games.chexuan.hand import stake_range

P = parse_cards
DEAL3 = {"hands": ["DQ HQ S9 C9", "D2 H2 C4 C5", "D8 H8 CT C8"]}


def hand3(stakes=(100, 100, 100), dealer=0, **kw):
    return new_hand("chexuan", players=3, seed=11, deal=DEAL3,
                    context={"stakes": list(stakes), "dealer": dealer}, **kw)


def act(h, kind, value=None):
    return h.apply(Action(kind, value=value))


def snapshot(h):
    return json.dumps(h.to_dict(), sort_keys=True)


# ---- CX-1: table and stakes
def test_two_to_six_players():
    """CX-1.1: 2 to 6 players."""
    assert GAMES["chexuan"].players == (2, 3, 4, 5, 6)
    for n in (2, 6):
        assert new_hand("chexuan", players=n, seed=1).num_players == n
    with pytest.raises(ValueError):
        new_hand("chexuan", players=7, seed=1)


def test_ante_is_the_table_option():
    """CX-1.2: the ante is a fixed table setting; every seat antes it (CX-10.1)."""
    h = new_hand("chexuan", players=3, seed=2, options={"ante": 5},
                 context={"stakes": [50, 50, 50], "dealer": 0})
    assert h.view(0)["committed"] == [5, 5, 5] and h.view(0)["pot"] == 15
    with pytest.raises(ValueError, match="CX-1.2"):
        new_hand("chexuan", players=3, seed=2, options={"stake_min": 100, "stake_max": 50})


def test_first_dealer_is_random_and_context_sets_it():
    """CX-1.3: without a context the first dealer is drawn from the seed; the context fixes it."""
    dealers = {new_hand("chexuan", players=4, seed=s).state.dealer for s in range(30)}
    assert len(dealers) > 1
    h = new_hand("chexuan", players=4, seed=3, context={"stacks": [100] * 4, "dealer": 2})
    assert h.state.dealer == 2


def test_stake_phase_limits_and_order():
    """CX-1.4: each seat sets its 簸簸 from the dealer's next seat on, within the table limits, the
    ante and his bankroll; check accepts any legal whole number; other values are refused."""
    h = new_hand("chexuan", players=3, seed=5, context={"stacks": [1000, 150, 10], "dealer": 0})
    assert h.phase == "stake" and h.to_act == 1
    assert [a.value for a in h.legal_actions()] == [20, 85, 150]
    assert h.check(Action("stake", value=77)) is None
    for bad in (19, 151, "50", True, None):
        assert h.check(Action("stake", value=bad)).startswith("CX-1.4")
    assert h.check(Action("fold")).startswith("CX-1.4")
    act(h, "stake", 77)
    assert h.to_act == 2
    assert [a.value for a in h.legal_actions()] == [10]          # short stack: all he has (decision D3)
    act(h, "stake", 10)
    act(h, "stake", 200)
    assert h.phase == "bet" and h.view(0)["stakes"] == [200, 77, 10]
    assert stake_range(4, 5, 20, 200) is None


def test_seat_below_the_ante_sits_out():
    """CX-1.4, CX-10.1: a seat with fewer chips than the ante does not play the hand."""
    h = new_hand("chexuan", players=3, seed=5, options={"ante": 5},
                 context={"stacks": [100, 3, 100], "dealer": 0})
    assert h.view(None)["playing"] == [True, False, True] and h.to_act == 2
    act(h, "stake", 50)
    act(h, "stake", 50)
    assert h.hands[1] == [] and len(h.hands[0]) == 2 and h.view(0)["committed"] == [5, 0, 5]


# ---- CX-10: the course of a hand
def test_deal_two_hidden_then_open_cards():
    """CX-10.2, CX-10.4, CX-10.6, CX-10.9: 2 hidden cards, then one open card after each of the first
    two rounds: three deals and three betting rounds."""
    h = hand3()
    assert h.phase == "bet" and [len(x) for x in h.hands] == [2, 2, 2]
    assert h.hands[0] == P("DQ HQ")
    act(h, "raise", 5)
    act(h, "call")
    ev = act(h, "call")
    assert [len(x) for x in h.hands] == [3, 3, 3] and h.view(1)["open_cards"][0] == ["S9"]
    assert [e.kind for e in ev] == ["bet", "dealt", "dealt", "dealt", "street"]
    assert ev[1].seat == 0 and ev[1].data == {"hidden": 0, "open": ["S9"]}   # from the dealer on
    assert ev[-1].data == {"street": 2}
    for _ in range(3):
        act(h, "raise", 10) if h.view(0)["current_bet"] == 5 else act(h, "call")
    assert [len(x) for x in h.hands] == [4, 4, 4] and h.state.betting.street == 3


def test_cx_10_2_dealt_cards_are_the_whole_deal_after_the_first_round():
    """CX-10.2: each seat's four cards are fixed at the deal; a hand created with its stakes has
    handed out the two hidden cards already, and ``dealt_cards`` still gives all four in deal order
    (a re-deal rebuilds the hand from them)."""
    deal = {"hands": ["DQ H4 S9 C5", "D4 C6 S7 H3"]}
    hand = new_hand("chexuan", players=2, seed=1, deal=deal, context={"stakes": [200, 200], "dealer": 0})
    assert [len(h) for h in hand.state.hands] == [2, 2]
    dealt = hand.dealt_cards()
    assert [parse_cards(h) for h in dealt["hands"]] == [parse_cards(h) for h in deal["hands"]]
    again = new_hand("chexuan", players=2, seed=1, deal=dealt, context={"stakes": [200, 200], "dealer": 0})
    assert again.view(None) == hand.view(None)


def test_betting_rounds_one_two_three():
    """CX-10.3, CX-10.5, CX-10.7: a betting round follows each deal; seat i+1 speaks after seat i (CX-0.3)."""
    h = hand3(dealer=1)
    order = []
    while h.phase == "bet":
        order.append((h.state.betting.street, h.to_act))
        act(h, "raise", h.view(0)["current_bet"] + 1) if h.check(Action("check")) is None else act(h, "call")
    assert order[:3] == [(1, 2), (1, 0), (1, 1)]
    assert {s for s, _ in order} == {1, 2, 3}
    assert h.phase == "split"


def test_showdown_split_and_settlement():
    """CX-10.8, CX-8.1, CX-12: after round 3 the remaining players split and are settled."""
    h = hand3()
    for kind, value in [("raise", 5), ("call", None), ("call", None),                  # round 1
                        ("check", None), ("raise", 10), ("call", None), ("call", None),  # round 2
                        ("raise", 15), ("call", None), ("call", None)]:                # round 3
        act(h, kind, value)
    assert h.phase == "split" and h.to_act == 1 and h.view(0)["committed"] == [15, 15, 15]
    legal = h.legal_actions()
    assert [a.kind for a in legal] == ["split"] * 3
    act(h, "split", "C4 C5")          # 板五九 head, 地牌 tail: swapped (CX-8.3)
    act(h, "split", "D8 H8")
    ev = act(h, "split", "DQ HQ")
    assert [e.kind for e in ev][-2:] == ["showdown", "hand_over"]
    assert h.phase == "over" and h.to_act is None and h.is_over
    rev = h.view(2)["revealed"]
    assert rev["1"]["head"] == ["D2", "H2"] and rev["1"]["tail_name"] == "板五九(长二九)"
    assert h.result().deltas == settle(h._facts(), h.state.dealer)
    assert sum(h.result().deltas) == 0 and h.result().deltas[0] > 0


def test_early_end_when_all_but_one_fold():
    """CX-10.10 (a), CX-10.11: the last player in wins at once, shows nothing; folders get no more cards."""
    h = hand3()
    act(h, "raise", 30)
    act(h, "fold")
    ev = act(h, "fold")
    assert h.is_over and h.state.outcome == "survivor"
    assert h.result().deltas == [-1, 2, -1] and [len(x) for x in h.hands] == [2, 2, 2]
    assert h.view(0)["revealed"] == {} and ev[-1].kind == "hand_over"


def test_survivor_with_sanhua_shows_three_cards():
    """CX-10.10 (a), CX-12.2, CX-7.3 (b): a survivor whose three cards make 三花 shows them and nobody
    pays; with the same cards but the jack not yet dealt he collects as usual."""
    def survive(cards0):
        deal = {"hands": [cards0, "D2 H2 C4 C5", "D8 H8 C6 C8"]}
        h = new_hand("chexuan", players=3, seed=1, deal=deal, context={"stakes": [100] * 3, "dealer": 2})
        for kind, value in [("raise", 20), ("call", None), ("call", None), ("raise", 40), ("fold", None),
                            ("fold", None)]:
            act(h, kind, value)
        assert h.is_over and h.state.outcome == "survivor" and len(h.hands[0]) == 3
        return h
    h = survive("CT HT S9 SJ")            # seat 0 holds CT HT S9: no 三花 yet
    assert h.result().deltas == [40, -20, -20] and h.view(1)["revealed"] == {}
    h = survive("CT HT SJ S9")            # seat 0 holds CT HT SJ: 三花十
    assert h.result().deltas == [0, 0, 0]
    assert h.view(1)["revealed"] == {"0": {"sanhua": "三花十", "cards": ["CT", "HT", "SJ"]}}


def test_everyone_allin_skips_to_showdown():
    """CX-10.10 (c): once at most one player has chips left, the cards are dealt and the hand goes to
    the showdown."""
    h = hand3(stakes=(50, 100, 100))
    act(h, "allin")
    act(h, "allin")
    act(h, "allin")
    assert h.phase == "split" and [len(x) for x in h.hands] == [4, 4, 4]


def test_void_hand_refunds_everybody():
    """CX-11.9, CX-12.1: every player checks: the hand is a draw, nobody wins or loses."""
    h = hand3()
    act(h, "check")
    act(h, "check")
    ev = act(h, "check")
    assert h.is_over and h.state.outcome == "void" and h.result().deltas == [0, 0, 0]
    assert h.result().winners == [] and ev[-1].data["outcome"] == "void"


# ---- illegal actions: a reason citing the rule, and nothing changes
@pytest.mark.parametrize("setup,action,rule", [
    ([], Action("raise", value=1), "CX-11.2"),               # below M + A = 2
    ([], Action("raise", value=100), "CX-11.2"),             # that is 敲
    ([("raise", 5)], Action("check"), "CX-11.1"),
    ([], Action("call"), "CX-11.3"),
    ([], Action("split", value="DQ HQ"), "CX-11"),
    ([], Action("call", value=3), "CX-11"),
])
def test_illegal_betting_is_refused_and_changes_nothing(setup, action, rule):
    """CX-11.1, CX-11.2, CX-11.3: the reason cites the rule; apply raises and leaves the hand alone."""
    h = hand3()
    for kind, value in setup:
        act(h, kind, value)
    before = snapshot(h)
    reason = h.check(action)
    assert reason is not None and reason.startswith(rule)
    with pytest.raises(IllegalAction) as e:
        h.apply(action)
    assert str(e.value) == reason and snapshot(h) == before


def test_split_that_is_not_a_partition_is_refused():
    """CX-8.1: the head must be two of the player's own four cards."""
    h = hand3(stakes=(20, 20, 20))
    for _ in range(3):
        act(h, "allin")
    assert h.phase == "split" and h.to_act == 1
    before = snapshot(h)
    for value in ("DQ HQ", "D2", "D2 D2", "D2 H2 C4", "X9 D2", 5):
        reason = h.check(Action("split", value=value))
        assert reason is not None and "CX-8.1" in reason, value
        with pytest.raises(IllegalAction):
            h.apply(Action("split", value=value))
    assert snapshot(h) == before


def test_splits_are_secret():
    """CX-8.5: a split is secret until everybody has chosen: no view or event shows it."""
    h = hand3(stakes=(20, 20, 20))
    for _ in range(3):
        act(h, "allin")
    ev = act(h, "split", "D2 H2")
    assert ev[0].kind == "split" and ev[0].data == {}
    for viewer in (None, 0, 1, 2):
        v = h.view(viewer)
        assert v["revealed"] == {} and v["split_done"] == [False, True, False]
        assert "D2" not in json.dumps({k: x for k, x in v.items() if k != "hands"})
    act(h, "split", "D8 H8")
    act(h, "split", "DQ HQ")
    assert set(h.view(None)["revealed"]) == {"0", "1", "2"}


# ---- views, privacy, saves, timers
def test_views_never_show_hidden_cards():
    """CX-10.2, CX-10.4: a seat sees its own cards; the others' open cards only; a spectator no hand."""
    h = hand3()
    act(h, "raise", 5)
    act(h, "call")
    act(h, "call")
    v = h.view(1)
    assert v["hands"] == [None, ["D2", "H2", "C4"], None]
    assert v["open_cards"] == [["S9"], ["C4"], ["CT"]]
    text = json.dumps(v)
    for hidden in ("DQ", "HQ", "D8", "H8"):
        assert hidden not in text
    assert h.view(None)["hands"] == [None, None, None]


def test_save_round_trip_continues_identically():
    """API 5: to_dict / from_dict mid-hand continues the same (CX-10 phases, betting state)."""
    h = new_hand("chexuan", players=4, seed=99)
    for _ in range(6):
        h.apply(h.legal_actions()[-2])
    copy = Hand.from_dict(json.loads(json.dumps(h.to_dict())))
    while not h.is_over:
        a = h.legal_actions()[0]
        assert copy.legal_actions()[0] == a
        h.apply(a)
        copy.apply(a)
    assert copy.result().deltas == h.result().deltas


def test_timeouts():
    """CX-11.6, CX-8.4, CX-14.1: the timer folds in a betting round and auto-splits at the showdown."""
    h = hand3()
    assert h.timeout_action() == Action("fold")
    h = hand3(stakes=(20, 20, 20))
    for _ in range(3):
        act(h, "allin")
    assert h.timeout_action() == Action("split", value="D2 H2")
    new = new_hand("chexuan", players=2, seed=3, context={"stacks": [100, 100], "dealer": 0})
    assert new.timeout_action() == Action("stake", value=20)


def test_chips_are_whole_numbers():
    """CX-0.4: stakes and raises are whole numbers."""
    h = hand3()
    assert h.check(Action("raise", value=5.5)).startswith("CX-11.2")
    assert h.check(Action("raise", value="5")).startswith("CX-11.2")


def test_fixed_deal_must_be_the_deck():
    """CX-2.1: a fixed deal uses 扯旋 cards, each once, four per seat."""
    with pytest.raises(ValueError, match="not in the deck"):
        new_hand("chexuan", players=2, seed=1, deal={"hands": ["DQ HQ S9 SA", "D2 H2 C4 C5"]})
    with pytest.raises(ValueError, match="twice"):
        new_hand("chexuan", players=2, seed=1, deal={"hands": ["DQ HQ S9 C9", "DQ H2 C4 C5"]})
    with pytest.raises(ValueError, match="4"):
        new_hand("chexuan", players=2, seed=1, deal={"hands": ["DQ HQ S9", "D2 H2 C4 C5"]})


# ---- the match
def test_match_bankrolls_dealer_rotation_and_end():
    """CX-1.3, CX-1.4: bankrolls carry over, the dealer passes to the next seat, the match ends after
    the set number of hands."""
    m = new_match("chexuan", players=3, seed=4, options={"hands": 10})
    dealers = []
    while not m.is_over:
        h = m.hand
        dealers.append(h.state.dealer)
        assert h.view(0)["bankrolls"] == m.extra["bankrolls"] or m.hand_no == 1
        while not h.is_over:
            h.apply(h.legal_actions()[0])
        before = list(m.extra["bankrolls"])
        if m.is_over:
            break
        m.next_hand()
        assert m.hand.state.bankrolls == before
    assert m.hand_no == 10 and len(m.history) == 10
    assert all((b - a) % 3 == 1 for a, b in zip(dealers, dealers[1:]))
    assert sum(m.extra["bankrolls"]) == 3 * 1000 and m.scores == [b - 1000 for b in m.extra["bankrolls"]]
    restored = load(json.loads(json.dumps(m.to_dict())))
    assert restored.extra == m.extra


def test_match_ends_when_one_player_has_the_chips():
    """CX-1.4: the match ends when only one player can still pay the ante."""
    m = new_match("chexuan", players=2, seed=8, options={"bankroll": 200, "stake_max": 200, "hands": 50})
    while not m.is_over:
        h = m.hand
        while not h.is_over:
            legal = h.legal_actions()
            h.apply(next((a for a in legal if a.kind == "allin"), legal[-1]))
        if not m.is_over:
            m.next_hand()
    assert m.hand_no < 50 and sorted(m.extra["bankrolls"]) == [0, 400] and m.winners == [
        m.extra["bankrolls"].index(400)]


def test_escape_penalty():
    """CX-14.2: an escaper is debited everything on the table (down to zero); the others are refunded."""
    from engine.games.chexuan import escape_deltas
    assert escape_deltas([10, 20, 5], escaper=1, bankroll=100) == [0, -35, 0]
    assert escape_deltas([10, 20, 5], escaper=0, bankroll=12) == [-12, 0, 0]
    with pytest.raises(ValueError, match="CX-14.2"):
        escape_deltas([10, 20], escaper=2, bankroll=5)


def test_tampered_save_is_refused():
    """CX-2.1: a save whose cards are not four different deck cards per playing seat is refused."""
    h = hand3()
    data = json.loads(json.dumps(h.to_dict()))
    data["state"]["hands"][1][0] = "DQ"          # seat 0 holds DQ already
    with pytest.raises(ValueError, match="CX-2.1"):
        Hand.from_dict(data)


@pytest.mark.slow
def test_simulator_plays_without_invariant_failures():
    """CX-11.8, CX-12.8: random legal play through whole matches conserves chips, respects both caps,
    and every hand's deltas equal settle() of its facts (engine.simulate with the game's invariants)."""
    from engine.simulate import run
    played, failures, _secs = run("chexuan", 300, seed=3)
    assert played == 300 and failures == 0


def test_simulator_invariants_catch_a_broken_result():
    """CX-11.8: the simulator's hand-end check reports a loss above the commitment."""
    from engine.games.chexuan import SIMULATION
    from engine.hand import HandResult
    h = hand3()
    act(h, "fold")
    act(h, "fold")
    bad = HandResult([-50, 50, 0], [1], [])
    assert any("CX-11.8" in msg for msg in SIMULATION.at_hand_end(h, bad))
    assert SIMULATION.at_hand_end(h, h.result()) == []
