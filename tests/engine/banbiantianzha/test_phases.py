"""半边天炸 deal, roles and the choice phases: BBT-1 to BBT-3, BBT-4.1."""

import pytest

from engine import GAMES, Action, new_hand, new_match
from engine import parse_cards as p

from .helpers import choose, deal


def test_bbt_1_1_exactly_three_players():
    """BBT-1.1."""
    assert GAMES["banbiantianzha"].players == (3,)
    with pytest.raises(ValueError):
        new_hand("banbiantianzha", players=4)


def test_bbt_1_2_and_1_3_deck_and_deal():
    """BBT-1.2: 51 cards without 小王, ♣2, ♦2; BBT-1.3: 17 each, no kitty."""
    hand = new_hand("banbiantianzha", seed=4, options={"hammer": False})
    cards = [c for h in hand.hands for c in h]
    assert [len(h) for h in hand.hands] == [17, 17, 17] and len(set(cards)) == 51
    assert not set(p("LJ C2 D2")) & set(cards)


def test_bbt_1_4_turn_order_is_next_seat():
    """BBT-1.4: after seat s comes seat (s + 1) mod 3."""
    hand = new_hand("banbiantianzha", seed=8, options={"hammer": False})
    choose(hand, "kaiqiang")
    while hand.phase != "play":
        hand.apply(hand.legal_actions()[-1])
    first = hand.to_act
    hand.apply(hand.legal_actions()[0])
    assert hand.to_act == (first + 1) % 3


def test_bbt_1_6_suit_order_spades_first():
    """BBT-1.6: S > H > C > D where suits matter."""
    from engine.games.banbiantianzha import beats, classify
    for hi, lo in (("S5 ST SK", "H5 HT HK"), ("H5 HT HK", "C5 CT CK"), ("C5 CT CK", "D5 DT DK")):
        assert beats(classify(p(hi)), classify(p(lo)))


def test_bbt_1_7_match_length_is_an_option():
    """BBT-1.7: 8 hands by default, 12 as an option; scores accumulate."""
    import random
    rng = random.Random(2)
    for hands in (8, 12):
        m = new_match("banbiantianzha", seed=3, options={"hands": hands})
        played = 0
        while True:
            while not m.hand.is_over:
                m.hand.apply(rng.choice(m.hand.legal_actions()))
            played += 1
            if m.is_over:
                break
            m.next_hand()
        assert played == hands and m.hand_no == hands
        assert m.scores == [sum(r.deltas[s] for r in m.history) for s in range(3)]  # BBT-13.6
        assert m.winners and all(m.scores[w] == max(m.scores) for w in m.winners)


def test_bbt_2_1_bj_holder_is_banker_every_hand():
    """BBT-2.1 / BBT-2.3: the BJ holder is 庄, the other two are 闲 on one side."""
    for seat in range(3):
        partial = ["", "", ""]
        partial[seat] = "BJ"
        hand = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=deal(*partial))
        v = hand.view(None)
        assert hand.to_act == seat and v["banker"] == seat
        assert v["roles"].count("banker") == 1 and v["roles"][seat] == "banker"


def test_bbt_3_1_hammer_before_the_deal_and_secret():
    """BBT-3.1: each player chooses 捶/不捶 before the cards; choices stay hidden until all chose."""
    hand = new_hand("banbiantianzha", seed=2)
    assert hand.phase == "hammer" and hand.hands == [[], [], []]
    assert {a.value for a in hand.legal_actions()} == {"chui", "buchui"}
    choose(hand, "chui")
    assert hand.view(1)["choices"]["hammer"] == [None, None, None]
    assert hand.view(0)["choices"]["hammer"][0] is True
    choose(hand, "buchui", "chui")
    assert hand.phase == "shoot" and all(len(h) == 17 for h in hand.hands)
    assert hand.view(1)["choices"]["hammer"] == [True, False, True]
    off = new_hand("banbiantianzha", seed=2, options={"hammer": False})
    assert off.phase == "shoot"


def test_bbt_3_2_banker_must_shoot_or_surrender():
    """BBT-3.2."""
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=deal("BJ"))
    assert [a.value for a in hand.legal_actions()] == ["kaiqiang", "touxiang"]
    assert "BBT-3.2" in hand.check(Action.pass_())


def test_bbt_3_3_counter_shot_asked_from_next_player_and_both_decline():
    """BBT-3.3 / BBT-12.4 / BBT-13.4: both 不反 ends the hand as the banker's loss."""
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=deal("", "BJ"))
    choose(hand, "touxiang")
    assert hand.phase == "counter_shot" and hand.to_act == 2
    choose(hand, "bufan")
    assert hand.to_act == 0
    choose(hand, "bufan")
    assert hand.is_over and hand.result().deltas == [1, -2, 1]
    assert hand.result().winners == [0, 2]


def test_bbt_3_4_counter_shot_makes_a_new_banker():
    """BBT-3.4 / BBT-2.2: the 反枪 player is 庄 for the hand; the old 庄 becomes a 闲."""
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=deal("BJ"))
    choose(hand, "touxiang", "fanqiang")
    v = hand.view(None)
    assert v["zhuang"] == 1 and v["roles"] == ["defender", "banker", "defender"]
    assert hand.phase in ("dou", "counter_dou", "play")


BOMBY = "S6 H6 C6 D6 S7 H7 C7 D7"  # two bombs
SAFE = "S3 H3 C3 S4 H4 C4 D8 H8 C8 S9 D9 DJ HJ DQ CQ HA S2"  # no bomb at all


def test_bbt_3_5_only_defenders_with_two_bombs_are_asked():
    """BBT-3.5."""
    from engine.games.banbiantianzha import count_bombs
    assert count_bombs(p(SAFE)) == 0
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=deal("BJ", SAFE, BOMBY))
    choose(hand, "kaiqiang")
    assert hand.phase == "dou" and hand.to_act == 2  # seat 1 has < 2 bombs and is not asked
    choose(hand, "budou")
    assert hand.phase == "play"


def test_bbt_3_6_help_dou_and_its_option():
    """BBT-3.6: one 闲's 抖 makes the other, who has not chosen, 抖 too; off: individual."""
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=deal("BJ", SAFE, BOMBY))
    choose(hand, "kaiqiang", "dou")
    assert hand.view(None)["choices"]["helped"] == [1]
    assert hand.phase == "counter_dou" and hand.to_act == 0
    off = new_hand("banbiantianzha", seed=1, options={"hammer": False, "help_dou": False},
                   deal=deal("BJ", SAFE, BOMBY))
    choose(off, "kaiqiang", "dou")
    assert off.view(None)["choices"]["helped"] == []


def test_bbt_3_6_declined_first_stays_undou():
    """BBT-3.6."""
    both = "S6 H6 C6 D6 S7 H7 C7 D7"
    other = "S8 H8 C8 D8 S9 H9 C9 D9"
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=deal("BJ", both, other))
    choose(hand, "kaiqiang")
    assert hand.to_act == 1
    choose(hand, "budou")
    assert hand.to_act == 2
    choose(hand, "dou")
    assert hand.view(None)["choices"]["dou"] == [None, False, True]


def test_bbt_3_7_counter_dou_only_after_a_dou():
    """BBT-3.7."""
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=deal("BJ", SAFE, BOMBY))
    choose(hand, "kaiqiang", "dou")
    assert [a.value for a in hand.legal_actions()] == ["fandou", "bufandou"]
    choose(hand, "fandou")
    assert hand.phase == "play" and hand.view(None)["choices"]["counter_dou"] is True


def test_bbt_3_9_summary_each_phase_offers_its_two_choices():
    """BBT-3.9: who may choose what, phase by phase."""
    expected = {"hammer": {"chui", "buchui"}, "shoot": {"kaiqiang", "touxiang"},
                "counter_shot": {"fanqiang", "bufan"}, "dou": {"dou", "budou"},
                "counter_dou": {"fandou", "bufandou"}}
    hand = new_hand("banbiantianzha", seed=1, deal=deal("BJ", SAFE, BOMBY))
    seen = {}
    for choice in ("buchui", "buchui", "buchui", "touxiang", "fanqiang"):
        seen[hand.phase] = {a.value for a in hand.legal_actions()}
        choose(hand, choice)
    seen[hand.phase] = {a.value for a in hand.legal_actions()}
    assert {k: v for k, v in seen.items() if k in expected} == {k: expected[k] for k in seen}


def test_bbt_4_1_spade_three_leads():
    """BBT-4.1."""
    for seat in range(3):
        partial = ["", "", ""]
        partial[seat] = "S3"
        partial[(seat + 1) % 3] = "BJ"
        hand = new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=deal(*partial))
        choose(hand, "kaiqiang")
        while hand.phase != "play":
            hand.apply(hand.legal_actions()[-1])
        assert hand.to_act == seat
