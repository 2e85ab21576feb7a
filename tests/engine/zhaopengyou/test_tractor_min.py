"""找朋友 house rule ``tractor_min`` (ZPY-8.1): the seed's 连对 row says 「两对以上连续点数的对子」 but
counts 「6+张」. The ruling (default, 2) makes two adjacent pairs a tractor; the other reading (3)
needs three adjacent pairs, so two adjacent pairs are two pairs everywhere: as a lead (ZPY-8.2/8.4),
as a follow obligation (ZPY-10.4), in a throw (ZPY-9), when trumping (毙牌, ZPY-11) and in the bottom
multiplier (ZPY-12.3). A triple-tractor (连三, 「两组以上…的三张」, 「6+张」) is two triples under both."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from ai.games.zhaopengyou_core import trump_of
from engine.actions import Action
from engine.cards import Suit, make_deck
from engine.cards import parse_cards as C
from engine.games.zhaopengyou import (
    Trump,
    bottom_multiplier,
    defender_points,
    follow_error,
    is_trump,
    legal_follows,
    reduced_throw,
    simple_leads,
    throw_blockers,
    throw_choices,
    trick_winner,
    units,
)
from engine.games.zhaopengyou.fit import ladder
from tests.engine.zhaopengyou.test_hand import finish_randomly, make_deal, to_play

TWO = Trump(5, Suit.S)  # the seed's running example: trump spades, level 5 (the ruling)
THREE = Trump(5, Suit.S, tractor_min=3)  # the same under the house rule "three pairs"


def kinds(cards: str, trump: Trump) -> list[tuple[str, int]]:
    return [(u.kind, u.length) for u in units(C(cards), trump)]


def toks(cards) -> list[str]:
    return sorted(str(c) for c in cards)


def test_zpy_8_1_two_pairs_by_default_three_under_the_house_rule():
    """ZPY-8.1: the seed's 「方片对4 + 方片对6 → 是拖拉机」 (D5 is trump, so D4 and D6 are adjacent)
    is a pair-tractor by default; needing 「6+张」 it is two pairs. Trump pairs in adjacent slots
    (S3 S3 S4 S4) likewise; three pairs (D3 D3 D4 D4 D6 D6, the seed's 「主对10 + 主对J + 主对Q」)
    stay a tractor."""
    for cards in ("D4 D4 D6 D6", "S3 S3 S4 S4", "SA SA H5 H5", "BJ BJ LJ LJ"):
        assert kinds(cards, TWO) == [("pair_tractor", 2)], cards
        assert kinds(cards, THREE) == [("pair", 1), ("pair", 1)], cards
    for cards in ("D3 D3 D4 D4 D6 D6", "ST ST SJ SJ SQ SQ", "BJ BJ LJ LJ S5 S5 H5 H5 SA SA"):
        n = len(C(cards)) // 2
        assert kinds(cards, TWO) == kinds(cards, THREE) == [("pair_tractor", n)], cards


def test_zpy_8_1_triple_tractor_is_two_triples_under_both():
    """ZPY-8.1: 连三 「两组以上连续点数的三张」, the seed's ♣8三+♣9三 (6 cards): a triple-tractor
    under both readings (「6+张」 holds for two triples); a triple beside two pairs stays apart."""
    for trump in (TWO, THREE):
        assert kinds("C8 C8 C8 C9 C9 C9", trump) == [("triple_tractor", 2)]
    assert kinds("C7 C7 C7 C8 C8 C9 C9", THREE) == [("triple", 1), ("pair", 1), ("pair", 1)]
    assert kinds("C7 C7 C8 C8 C9 C9 CT CT", THREE) == [("pair_tractor", 4)]


def test_zpy_8_4_simple_leads_need_three_pairs():
    """ZPY-8.4: the listed simple leads hold no two-pair tractor under the house rule; the three-pair
    one is still there; two adjacent pairs can still be led, as a throw (checked by ZPY-9)."""
    hand = C("D3 D3 D4 D4 D6 D6 S3 S3 S4 S4 C8 C8 C8 C9 C9 C9")
    two = {tuple(toks(p)) for p in simple_leads(hand, TWO)}
    three = {tuple(toks(p)) for p in simple_leads(hand, THREE)}
    d34, s34 = tuple(toks(C("D3 D3 D4 D4"))), tuple(toks(C("S3 S3 S4 S4")))
    assert d34 in two and s34 in two and d34 not in three and s34 not in three
    assert tuple(toks(C("D3 D3 D4 D4 D6 D6"))) in three
    assert tuple(toks(C("C8 C8 C8 C9 C9 C9"))) in three
    short = {p for p in two if [u.kind for u in units(C(" ".join(p)), TWO)] == ["pair_tractor"]
             and len(p) == 4}
    assert three == two - short


def test_zpy_10_4_ladder_skips_the_two_pair_tractor():
    """ZPY-10.4: a three-pair tractor falls apart into three pairs when two pairs are no tractor."""
    assert list(ladder([(2, 3)], 3))[:2] == [[(2, 3)], [(2, 1)] * 3]
    assert list(ladder([(2, 4)], 3))[:3] == [[(2, 4)], [(2, 3), (2, 1)], [(2, 1)] * 4]
    assert list(ladder([(3, 2)], 3))[:2] == [[(3, 2)], [(3, 1), (3, 1)]]
    assert list(ladder([(2, 3)]))[:3] == [[(2, 3)], [(2, 2), (2, 1)], [(2, 1)] * 3]  # the ruling


def test_zpy_10_4_follow_obligation_of_two_adjacent_pairs():
    """ZPY-10.4: to the lead DJ DJ DQ DQ a hand holding the tractor D3 D3 D4 D4 must play it by
    default; under the house rule the lead is two pairs, and any two pairs follow it."""
    hand = C("D3 D3 D4 D4 D9 D9 D8 S2")
    lead = C("DJ DJ DQ DQ")
    assert follow_error(hand, lead, C("D3 D3 D9 D9"), TWO).startswith("ZPY-10.4")
    assert follow_error(hand, lead, C("D3 D3 D4 D4"), TWO) is None
    assert follow_error(hand, lead, C("D3 D3 D9 D9"), THREE) is None
    assert follow_error(hand, lead, C("D3 D3 D8 D9"), THREE).startswith("ZPY-10.4")
    listed = {tuple(toks(p)) for p in legal_follows(hand, lead, THREE)}
    assert tuple(toks(C("D3 D3 D9 D9"))) in listed and len(listed) == 3
    assert [toks(p) for p in legal_follows(hand, lead, TWO)] == [toks(C("D3 D3 D4 D4"))]


def test_zpy_10_4_three_pair_lead_asks_only_for_pairs():
    """ZPY-10.4 under the house rule: to a three-pair tractor, a hand with the pairs D3 D4 D9 and no
    three adjacent pairs owes three pairs, not "the two-pair tractor and a pair"."""
    hand = C("D3 D3 D4 D4 D9 D9 D8 D7")
    lead = C("DJ DJ DQ DQ DK DK")
    assert follow_error(hand, lead, C("D3 D3 D4 D4 D9 D9"), THREE) is None
    assert "pair-tractor" in follow_error(hand, lead, C("D3 D3 D4 D4 D8 D7"), TWO)
    assert "3 pairs" in follow_error(hand, lead, C("D3 D3 D4 D4 D8 D7"), THREE)


def test_zpy_9_two_adjacent_pairs_are_a_throw():
    """ZPY-9.3/9.4/9.6: by default D3 D3 D4 D4 is a simple lead (never checked); under the house rule
    it is a throw of two pairs, beaten by a higher pair, and the lower pair stays."""
    lead = C("D3 D3 D4 D4")
    others = [C("D9 D9 S2"), C("H2"), C("H3"), C("H4")]
    assert throw_blockers(lead, others, TWO) == []
    assert throw_blockers(lead, others, THREE) == [0]
    assert throw_choices(lead, others[0], THREE) == [(2, 1)]
    assert toks(reduced_throw(lead, (2, 1), THREE)) == toks(C("D3 D3"))
    with pytest.raises(ValueError):
        reduced_throw(lead, (2, 2), THREE)  # no such unit: the block shapes follow the option
    # a three-pair tractor inside a throw is one unit under both
    throw = C("D3 D3 D4 D4 D6 D6 D2")
    assert throw_choices(throw, C("DT DT DJ DJ DQ DQ"), THREE) == [(2, 3), (1, 1)]
    assert throw_choices(C("D3 D3 D4 D4 D2"), C("DT DT DJ DJ"), THREE) == [(2, 1), (1, 1)]
    assert throw_choices(C("D3 D3 D4 D4 D2"), C("DT DT DJ DJ"), TWO) == [(2, 2), (1, 1)]


def test_zpy_11_trumping_two_pairs():
    """ZPY-11.1 (毙牌): a void player's two unconnected trump pairs match the lead D3 D3 D4 D4 only
    when it is two pairs (the house rule); against the default tractor they cannot win."""
    plays = [C("D3 D3 D4 D4"), C("D6 D7 D8 D9"), C("S2 S2 S9 S9")]
    assert trick_winner(plays, TWO) == 0
    assert trick_winner(plays, THREE) == 2
    tractor = [C("D3 D3 D4 D4 D6 D6"), C("S2 S2 S3 S3 S9 S9")]
    assert trick_winner(tractor, THREE) == 0  # three pairs led: still a tractor to match


def test_zpy_12_3_bottom_multiplier_of_two_pairs():
    """ZPY-12.3: the last lead D3 D3 D4 D4 doubles the bottom ×4 as a pair-tractor by default, ×2 as
    two pairs (a throw counts its highest unit) under the house rule; three pairs are ×4 (×6 by length)."""
    assert bottom_multiplier(C("D3 D3 D4 D4"), TWO) == 4
    assert bottom_multiplier(C("D3 D3 D4 D4"), THREE) == 2
    assert bottom_multiplier(C("D3 D3 D4 D4"), THREE, by_length=True) == 2
    assert bottom_multiplier(C("D3 D3 D4 D4 D6 D6"), THREE) == 4
    assert bottom_multiplier(C("D3 D3 D4 D4 D6 D6"), THREE, by_length=True) == 6
    tricks = [(1, [C("D3 D3 D4 D4"), C("C2 C3 C4 C6"), C("H2 H3 H4 H6"), C("S6 S7 S8 S9"), C("C9 CJ CQ CA")])]
    buried = C("SK SK D6 D7 D2 D3 D4")  # 20 points
    assert defender_points(tricks, 0, None, buried, TWO) - defender_points(tricks, 0, None, buried, THREE) \
        == 20 * (4 - 2)


def _hand(fixed: dict[int, str], **options):
    return engine.new_hand("zhaopengyou", seed=0, deal=make_deal(fixed), options=options,
                           context={"levels": [2] * 5, "starter": 0})


def test_hand_reads_the_option_into_its_trump_and_view():
    """The room's option reaches the hand's trump context (ZPY-8.1), its view and the AI's trump."""
    h = to_play(_hand({0: "H2 D3 D3 D4 D4"}, tractor_min=3))
    assert h.state.trump == Trump(2, Suit.H, 3)
    v = h.view(0)
    assert v["tractor_min"] == 3 and trump_of(v) == Trump(2, Suit.H, 3)
    assert Action.play(C("D3 D3 D4 D4")) not in h.legal_actions()
    assert h.check(Action.play(C("D3 D3 D4 D4"))) is None  # still a legal lead: a throw
    d = to_play(_hand({0: "H2 D3 D3 D4 D4"}))
    assert d.state.trump == Trump(2, Suit.H) and d.view(0)["tractor_min"] == 2
    assert Action.play(C("D3 D3 D4 D4")) in d.legal_actions()


def test_hand_throw_of_two_pairs_fails_under_the_house_rule():
    """ZPY-9.6 in the hand: seat 1's DA DA beats the pair D4 D4, so D3 D3 stays and D4 D4 goes back."""
    fixed = {0: "H2 D3 D3 D4 D4", 1: "DA DA"}
    h = to_play(_hand(fixed, tractor_min=3))
    ev = h.apply(Action.play(C("D3 D3 D4 D4")))
    assert ev[0].kind == "throw_failed" and ev[0].data["blocker"] == 1 and ev[0].data["shape"] == "2x1"
    assert h.state.trick == [C("D3 D3")] and Counter(h.hands[0])[C("D4")[0]] == 2
    d = to_play(_hand(fixed))
    ev = d.apply(Action.play(C("D3 D3 D4 D4")))
    assert [e.kind for e in ev] == ["played"] and d.state.trick == [C("D3 D3 D4 D4")]


def test_hand_follow_of_two_pairs_under_the_house_rule():
    """ZPY-10.4 in the hand: seat 0 leads DA DA DK DK (a tractor by default; under the house rule a
    throw nobody can beat: the third DA is alone); seat 1 may follow with D3 D3 D9 D9 only then."""
    fixed = {0: "H2 DA DA DK DK", 1: "D3 D3 D4 D4 D9 D9"}
    for option, legal in ((3, True), (2, False)):
        h = to_play(_hand(fixed, tractor_min=option))
        h.apply(Action.play(C("DA DA DK DK")))
        assert h.to_act == 1 and h.state.trick == [C("DA DA DK DK")]
        assert (h.check(Action.play(C("D3 D3 D9 D9"))) is None) is legal


def test_hand_scores_with_the_option_and_saves_it():
    """A whole hand under the house rule: the score uses the hand's trump context (ZPY-12.3); a save
    keeps it, and a save whose trump disagrees with the room's option is refused."""
    h = finish_randomly(to_play(_hand({0: "H2"}, tractor_min=3)), seed=3)
    s = h.state
    tricks = []
    for rec in s.tricks:
        parts = rec.split("|")
        tricks.append((int(parts[0]), [C(p.split(":")[1]) for p in parts[1:]]))
    assert s.trump.tractor_min == 3
    assert s.points == defender_points(tricks, s.declarer, s.friend, s.bottom, s.trump)
    data = json.loads(json.dumps(h.to_dict()))
    assert engine.Hand.from_dict(data).state.trump == Trump(2, Suit.H, 3)
    data["state"]["trump"]["tractor_min"] = 2
    with pytest.raises(ValueError, match="tractor_min"):
        engine.Hand.from_dict(data)


def test_bad_tractor_min_refused():
    """Only 2 or 3 pairs are readings of ZPY-8.1; the room refuses anything else."""
    for bad in (1, 4, True, "3"):
        with pytest.raises(ValueError):
            engine.new_hand("zhaopengyou", seed=0, options={"tractor_min": bad})
    with pytest.raises(ValueError, match="ZPY-8.1"):
        Trump(5, Suit.S, 4)


_DECK = make_deck(3)
#: one suit each (ZPY-9.2): the plain diamonds, and every trump of TWO
_SUITS = ([c for c in _DECK if c.suit is Suit.D and c.rank != 5], [c for c in _DECK if is_trump(c, TWO)])


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(_SUITS).flatmap(
    lambda pool: st.lists(st.sampled_from(range(len(pool))), min_size=1, max_size=16, unique=True)
    .map(lambda idx: [pool[i] for i in idx])))
def test_zpy_8_2_decomposition_under_three_pairs(cards):
    """ZPY-8.2 under the house rule: the same cards, and no pair-tractor shorter than three pairs;
    the decomposition differs from the ruling's only where it had a two-pair tractor."""
    two, three = units(cards, TWO), units(cards, THREE)
    assert two is not None and three is not None
    assert Counter(c for u in three for c in u.cards) == Counter(cards)
    assert all(u.length >= 3 for u in three if u.kind == "pair_tractor")
    if not any(u.kind == "pair_tractor" and u.length == 2 for u in two):
        assert [(u.kind, u.length, u.top) for u in two] == [(u.kind, u.length, u.top) for u in three]
