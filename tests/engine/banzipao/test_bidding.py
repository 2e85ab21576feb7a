"""The 庄 (BZP-2), the speaking phase 包牌 / 不包 / 反包 / 叫牌 (BZP-4) and the first lead (BZP-6.1)."""

from __future__ import annotations

import json

import pytest

from engine import Action, IllegalAction, new_hand
from engine.games.banzipao.hand import BZPHand

from .helpers import C, call, choose, deal, kinds, play, position, start


def fresh(banker: int = 0, seed: int = 0, **partials: str) -> BZPHand:
    partial = ["", "", "", ""]
    partial[banker] = "S7"
    for k, v in partials.items():
        partial[int(k[1:])] += " " + v
    return new_hand("banzipao", seed=seed, options={"heaven_hands": False}, deal=deal(*partial, seed=seed))


def assert_unchanged(hand: BZPHand, action: Action, rule: str) -> str:
    """The action is refused with a reason citing ``rule``; apply raises it and changes nothing."""
    before = json.dumps(hand.to_dict())
    reason = hand.check(action)
    assert reason is not None and reason.startswith(rule), reason
    with pytest.raises(IllegalAction) as e:
        hand.apply(action)
    assert str(e.value) == reason
    assert json.dumps(hand.to_dict()) == before
    return reason


@pytest.mark.parametrize("banker", [0, 1, 2, 3])
def test_bzp_2_1_the_s7_holder_is_banker_and_bzp_2_2_speaks_first(banker):
    """BZP-2.1: the holder of S7 is 庄; BZP-2.2 / BZP-4.1: he speaks first."""
    hand = fresh(banker)
    assert hand.state.banker == banker
    assert hand.phase == "bid" and hand.to_act == banker
    assert hand.legal_actions() == [Action("choose", value="baopai"), Action("choose", value="bubao")]
    v = hand.view(banker)
    assert v["banker"] == banker and v["roles"][banker] == "banker"
    assert [r for i, r in enumerate(v["roles"]) if i != banker] == ["defender"] * 3


def test_bzp_1_1_and_1_2_four_seats_thirteen_cards_each_next_is_plus_one():
    """BZP-1.1: four seats, 下家 = seat + 1; BZP-1.2: 52 cards, 13 each, no kitty."""
    hand = new_hand("banzipao", seed=11, options={"heaven_hands": False})
    assert [len(h) for h in hand.hands] == [13, 13, 13, 13]
    assert len({c for h in hand.hands for c in h}) == 52
    b = hand.state.banker
    choose(hand, "bubao")
    assert hand.to_act == (b + 1) % 4
    with pytest.raises(ValueError):
        new_hand("banzipao", players=3)


def test_bzp_4_1_order_from_the_banker_then_call_when_all_say_bubao():
    """BZP-4.1: the 庄 first, then turn order; BZP-4.3: all four 不包 → the 庄 calls a card."""
    hand = fresh(2)
    seen = []
    for _ in range(4):
        seen.append(hand.to_act)
        choose(hand, "bubao")
    assert seen == [2, 3, 0, 1]
    assert hand.phase == "call" and hand.to_act == 2
    legal = hand.legal_actions()
    assert len(legal) == 39 and all(a.kind == "call" and len(a.cards) == 1 for a in legal)
    assert not {a.cards[0] for a in legal} & set(hand.hands[2])
    assert hand.view(0)["bids"] == ["bubao", "bubao", "bubao", "bubao"]


def test_bzp_4_2_after_baopai_only_the_next_seat_is_asked():
    """BZP-4.2: once someone says 包牌 nobody else may 包; only his 下家 answers 反包 / 不反."""
    hand = fresh(0)
    choose(hand, "bubao")
    ev = choose(hand, "baopai")
    assert ev[0].kind == "choice" and ev[0].data["choice"] == "baopai"
    assert hand.phase == "counter" and hand.to_act == 2
    assert hand.legal_actions() == [Action("choose", value="fanbao"), Action("choose", value="bufan")]
    assert_unchanged(hand, Action("choose", value="baopai"), "BZP-4.2")
    choose(hand, "bufan")
    assert hand.phase == "play" and hand.state.mode == "baopai"
    assert hand.view(3)["bids"] == ["bubao", "baopai", None, None]  # seat 3 was never asked


def test_bzp_4_2_illegal_fanbao_is_rejected():
    """BZP-4.2: 反包 only by the 包牌者's 下家 and only after a 包牌: in the bidding it is refused."""
    hand = fresh(1)
    reason = assert_unchanged(hand, Action("choose", value="fanbao"), "BZP-4.2")
    assert "下家" in reason
    choose(hand, "bubao")  # seat 2 speaks next; he cannot 反包 the 庄's 不包 either
    assert_unchanged(hand, Action("choose", value="fanbao"), "BZP-4.2")


@pytest.mark.parametrize("bidder", [0, 1, 2, 3])
def test_bzp_4_2_the_fourth_speakers_next_is_the_banker(bidder):
    """BZP-4.2: the 反包 right goes to the 包牌者's 下家 — for the 4th speaker that is the 庄, and
    when the 庄 包s it is the 庄's 下家."""
    hand = start("fanbao", banker=1, bidder=bidder)
    counter = (bidder + 1) % 4
    assert hand.state.bidder == bidder
    assert hand.view(None)["counter_bidder"] == counter
    assert hand.view(None)["sitting_out"] == sorted(set(range(4)) - {bidder, counter})


def test_bzp_4_3_baopai_mode_is_one_against_three_bidder_leads():
    """BZP-4.3: 包牌 without 反包 → 1 vs 3; BZP-6.1: the 包牌者 leads."""
    hand = start("baopai", banker=0, bidder=2)
    assert hand.to_act == 2 and hand.view(0)["mode"] == "baopai"
    assert hand.view(0)["roles"] == ["opponent", "opponent", "bidder", "opponent"]
    assert hand.view(0)["teams"] == [1, 1, 0, 1]
    assert hand.view(0)["sitting_out"] == []


def test_bzp_4_3_fanbao_mode_two_sit_out_and_keep_their_cards():
    """BZP-4.3, 6.2 (BZP-13.2's bidding): 庄 2 不包, 3 包, 0 反包; 3 leads; 1 and 2 sit out."""
    hand = start("fanbao", banker=2, bidder=3)
    assert hand.to_act == 3  # BZP-6.1: the 包牌者 leads
    v = hand.view(1)
    assert v["mode"] == "fanbao" and v["bidder"] == 3 and v["counter_bidder"] == 0
    assert v["sitting_out"] == [1, 2]
    assert v["roles"] == ["counter_bidder", "sitting_out", "sitting_out", "bidder"]
    assert hand.state.active == [True, False, False, True]


def test_bzp_4_3_call_mode_banker_calls_a_card_he_lacks_and_leads():
    """BZP-4.3: the 庄 names a card not in his hand; its holder is his partner; BZP-6.1: the 庄 leads."""
    hand = fresh(0, s3="HA")
    choose(hand, "bubao", "bubao", "bubao", "bubao")
    ev = call(hand, "HA")
    assert kinds(ev) == ["called", "play_started"]
    assert ev[0].data == {"card": "HA"}  # the card only, never the holder
    assert hand.state.partner == 3 and hand.state.mode == "jiaopai"
    assert hand.to_act == 0 and hand.phase == "play"


def test_bzp_4_3_illegal_calls_are_rejected():
    """BZP-4.3: a card the 庄 holds cannot be called; one card only; a call only in the call phase."""
    hand = fresh(0)
    choose(hand, "bubao", "bubao", "bubao", "bubao")
    own = hand.hands[0][0]
    reason = assert_unchanged(hand, Action("call", cards=(own,)), "BZP-4.3")
    assert str(own) in reason
    assert_unchanged(hand, Action("call", cards=tuple(C("S7"))), "BZP-4.3")
    other = next(c for c in hand.hands[1])
    assert_unchanged(hand, Action("call", cards=(other, hand.hands[2][0])), "BZP-4.3")
    assert_unchanged(hand, Action("call", cards=tuple(C("BJ"))), "BZP-1.2")
    assert_unchanged(hand, Action("choose", value="bubao"), "BZP-4.3")
    fresh_hand = fresh(0)
    assert_unchanged(fresh_hand, Action("call", cards=(fresh_hand.hands[1][0],)), "BZP-4.1")


def test_bzp_4_4_the_partner_stays_hidden_until_the_card_is_played():
    """BZP-4.4: only the partner knows until the called card is played; then everyone does. The
    partner looks like any other 闲 in every other seat's view."""
    hand = position(["S7 S3", "S4 S5", "HA S6", "S8 S9"], "jiaopai", banker=0, partner=2, called="HA")
    for viewer in (None, 0, 1, 3):
        v = hand.view(viewer)
        assert v["partner"] is None and v["called"] == "HA" and not v["partner_revealed"]
        assert v["roles"][2] == v["roles"][1 if viewer != 1 else 3] == "defender"
        assert v["teams"][2] is None
        text = json.dumps(v)
        assert '"partner": 2' not in text
    v2 = hand.view(2)
    assert v2["partner"] == 2 and v2["roles"][2] == "partner" and v2["teams"] == [0, 1, 0, 1]
    assert hand.view(1)["teams"] == [0, 1, None, None]  # seat 1 knows only his own side
    play(hand, "S3")
    play(hand, "S4")
    ev = play(hand, "HA")
    assert [e.kind for e in ev] == ["played", "partner_revealed"]
    assert ev[1].seat == 2 and ev[1].data["card"] == "HA"
    for viewer in (None, 0, 1, 3):
        v = hand.view(viewer)
        assert v["partner"] == 2 and v["partner_revealed"] and v["roles"][2] == "partner"
        assert v["teams"] == [0, 1, 0, 1]


def test_bzp_4_4_the_banker_may_call_a_2():
    """BZP-4.4: any card he does not hold, a 2 included."""
    hand = fresh(1, s0="S2")
    choose(hand, "bubao", "bubao", "bubao", "bubao")
    assert hand.check(Action("call", cards=tuple(C("S2")))) is None
    call(hand, "S2")
    assert hand.state.partner == 0


def test_choices_are_refused_in_play_and_plays_in_the_bidding():
    """BZP-4.1, BZP-6.3: each phase takes its own action kinds only."""
    hand = fresh(0)
    assert_unchanged(hand, Action.play([hand.hands[0][0]]), "BZP-4.1")
    hand = start("baopai", banker=0, bidder=0)
    assert_unchanged(hand, Action("choose", value="bubao"), "BZP-6.3")


def test_bzp_0_1_and_0_2_the_seed_decides_the_bidder_leads_even_after_fanbao():
    """BZP-0.1: the seed is the authority: "均由包牌者首先出牌" — the 包牌者 leads after a 反包 too;
    the mini-program's "反包者先出" (BZP-0.2) is not adopted."""
    for banker, bidder in ((0, 0), (0, 3), (2, 1)):
        hand = start("fanbao", banker=banker, bidder=bidder)
        assert hand.to_act == bidder != (bidder + 1) % 4


def test_view_has_the_common_keys_and_opening_events():
    """BZP-1.2, 2.1: the deal is announced by opening_events(); the view carries the common keys
    and the game's own (docs/rules/banzipao.md)."""
    hand = fresh(3)
    ev = hand.opening_events()
    assert kinds(ev) == ["dealt"] and ev[0].data == {"counts": [13, 13, 13, 13], "banker": 3}
    v = hand.view(1)
    for key in ("game_id", "phase", "to_act", "num_players", "viewer", "hands", "counts", "result",
                "roles", "teams", "trick", "last_trick", "taken", "out", "mode", "bidder", "called",
                "partner", "sitting_out", "banker", "bids", "tianpai", "void", "bonuses"):
        assert key in v, key
    assert v["game_id"] == "banzipao" and v["num_players"] == 4 and v["viewer"] == 1
    assert v["hands"][1] == [str(c) for c in hand.hands[1]] and v["hands"][0] is None
    assert v["counts"] == [13] * 4 and v["taken"] == [0] * 4 and v["result"] is None
    assert hand.view(None)["hands"] == [None] * 4
    json.dumps(v)
