"""三打一 combinations and their order: SDY-0.1, 0.4, 1.3, 1.4, SDY-6, SDY-7 (API section 7)."""

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import make_deck, parse_cards
from engine.games.sandayi import beats, can_beat, classify
from engine.games.sandayi.combos import candidate_plays, run_top

from .helpers import R


def kind(text):
    c = classify(R(text))
    return None if c is None else c.kind


def key(text):
    return classify(R(text)).key


def beat(a, b):
    return beats(classify(R(a)), classify(R(b)))


# ---- SDY-0 notation
def test_sdy_0_1_jokers_are_bj_and_lj():
    """SDY-0.1: 大怪 = BJ, 小怪 = LJ; the big joker is the higher single."""
    lj, bj = parse_cards("LJ BJ")
    assert lj.label_zh == "小王" and bj.label_zh == "大王"
    assert beats(classify([bj]), classify([lj])) and not beats(classify([lj]), classify([bj]))


def test_sdy_0_2_card_notation_with_repeated_cards():
    """SDY-0.2: suit + rank tokens, T for ten, SJ the jack of spades; two decks repeat cards."""
    cards = parse_cards("S5 S5 HT SJ LJ BJ")
    assert [str(c) for c in cards] == ["S5", "S5", "HT", "SJ", "LJ", "BJ"]
    assert cards[0] == cards[1] and cards[3].rank == 11
    assert classify(cards[:2]).kind == "pair"


def test_sdy_0_4_rank_strings_stand_for_any_suits():
    """SDY-0.4: "33344" is read by ranks only; any suits give the same combination."""
    a = classify(R("33344"))
    b = classify(parse_cards("D3 D3 C3 H4 H4"))
    assert (a.kind, a.key) == (b.kind, b.key) == ("triple_pair", (3,))


# ---- SDY-1.3 / 1.4 order and suits
def test_sdy_1_3_rank_order_of_singles():
    """SDY-1.3: 3 < 4 < … < K < A < 2 < LJ < BJ."""
    order = "3456789TJQKA2LB"
    for lo, hi in itertools.combinations(order, 2):
        assert beat(hi, lo) and not beat(lo, hi), (lo, hi)


def test_sdy_1_3_rank_order_of_pairs_triples_and_bombs():
    """SDY-1.3: the same order for pairs, triples, 三拖二 and bombs; 2 above A."""
    assert beat("22", "AA") and beat("LL", "22") and beat("BB", "LL")
    assert beat("222", "AAA") and beat("22233", "AAAKK") and beat("2222", "AAAA")


def test_sdy_1_4_suits_never_matter():
    """SDY-1.4: no suit tie-break: ♠5 does not beat ♥5, and a one-suit run is a plain straight."""
    assert not beats(classify(parse_cards("S5")), classify(parse_cards("H5")))
    assert classify(parse_cards("S3 S4 S5 S6 S7")).kind == "straight"
    assert not beats(classify(parse_cards("S3 S4 S5 S6 S7")), classify(parse_cards("H3 D4 C5 H6 D7")))


# ---- SDY-6 types
def test_sdy_6_1_ace_at_both_ends_and_two_below_three():
    """SDY-6.1: A2345 (A low) and TJQKA (A high) and 23456 are runs; JQKA2, QKA23, KA234 are not."""
    assert kind("A2345") == "straight" and key("A2345") == (5,)
    assert kind("TJQKA") == "straight" and key("TJQKA") == (14,)
    assert kind("23456") == "straight" and key("23456") == (6,)
    for wrap in ("JQKA2", "QKA23", "KA234"):
        assert kind(wrap) is None, wrap
    assert beat("23456", "A2345") and beat("34567", "23456")


def test_sdy_6_1_thirteen_ranks_count_ace_high():
    """SDY-6.1: with all 13 ranks both A values work; A counts 14, A cannot stand at both ends."""
    assert key("A23456789TJQK") == (14,)
    assert run_top([14, 2, 3, 4, 5]) == 5 and run_top([10, 11, 12, 13, 14]) == 14
    assert kind("A23456789TJQKA") is None  # A twice is not a straight (each rank once)


def test_sdy_6_1_same_scale_for_pair_runs_planes_and_wings():
    """SDY-6.1 RULING: AA2233, 223344, AAA222 (the smallest 飞机) and A-low wings are legal."""
    assert kind("AA2233") == "pair_run" and key("AA2233") == (3,)
    assert kind("223344") == "pair_run" and key("223344") == (4,)
    assert kind("AAA222") == "plane" and key("AAA222") == (2,)
    assert beat("222333", "AAA222") and beat("KKKAAA", "QQQKKK")
    assert kind("KKAA22") is None  # KA2 wraps
    assert kind("555666AA22") == "plane_wings"
    assert kind("QQQKKKAA22") == "plane_wings" and key("QQQKKKAA22") == (13,)  # wings A low
    assert kind("KKKAAAQQ22") is None  # wings Q2 are not consecutive
    assert kind("AAA222KKQQ") == "plane_wings" and key("AAA222KKQQ") == (2,)


def test_sdy_6_2_single():
    """SDY-6.2: any one card, jokers included."""
    assert kind("3") == kind("2") == kind("L") == kind("B") == "single"


def test_sdy_6_3_pair_includes_joker_pairs_but_not_lj_bj():
    """SDY-6.3: two of a rank, LJ LJ and BJ BJ; LJ + BJ is no pair."""
    assert kind("77") == kind("LL") == kind("BB") == "pair"
    assert kind("LB") is None


def test_sdy_6_4_triple_never_jokers():
    """SDY-6.4: three of one rank; no joker triple exists (LJ LJ BJ is nothing)."""
    assert kind("999") == "triple"
    assert kind("LLB") is None


def test_sdy_6_5_triple_with_pair_only():
    """SDY-6.5: 三拖二 = triple + pair of another rank (joker pairs allowed); no 三带一, 四带二."""
    assert kind("33344") == "triple_pair" and key("33344") == (3,)
    assert kind("KKKLL") == kind("KKKBB") == "triple_pair"
    assert kind("KKKLB") is None
    assert kind("3334") is None and kind("333345") is None and kind("333456") is None
    assert kind("33333") == "bomb"  # five of a rank: a bomb, never 三拖二
    assert kind("33345") is None


def test_sdy_6_6_straight_5_to_13_distinct_ranks():
    """SDY-6.6: 5 or more distinct consecutive ranks; a 4-card run is nothing."""
    assert kind("34567") == "straight" and kind("3456789TJQKA2"[:12]) == "straight"
    assert kind("3456") is None and kind("345679") is None
    assert kind("3456L") is None


def test_sdy_6_7_pair_run_three_pairs_or_more():
    """SDY-6.7: 3+ consecutive pairs, exactly two cards per rank."""
    assert kind("334455") == "pair_run" and kind("33445566") == "pair_run"
    assert kind("3344") is None and kind("3344455") is None


def test_sdy_6_8_plane_two_triples_or_more():
    """SDY-6.8: 2+ consecutive triples, exactly three per rank."""
    assert kind("333444") == "plane" and kind("333444555") == "plane"
    assert kind("333555") is None and kind("3334444") is None


def test_sdy_6_9_plane_with_consecutive_wing_pairs():
    """SDY-6.9: k triples + k consecutive pairs of other ranks; wings may not be jokers."""
    assert kind("3334447788") == "plane_wings" and key("3334447788") == (4,)
    assert kind("3334447799") is None  # wing pairs not consecutive
    assert kind("333444LLBB") is None  # joker wings
    assert kind("3334443344") is None  # wing ranks must differ from the triples'
    assert kind("333444555667788") == "plane_wings"
    assert kind("33344455") is None and kind("333444556677") is None  # wrong number of wings


def test_sdy_6_10_bomb_four_to_eight():
    """SDY-6.10: 4 to 8 cards of one non-joker rank."""
    for n in range(4, 9):
        c = classify(R("7" * n))
        assert c.kind == "bomb" and c.is_bomb and c.key == (n, 7)


def test_sdy_6_11_joker_bomb():
    """SDY-6.11: 天王炸弹 = LJ LJ BJ BJ."""
    c = classify(R("LLBB"))
    assert c.kind == "joker_bomb" and c.is_bomb
    assert kind("LLB") is None and kind("LBB") is None


def test_sdy_6_12_anything_else_is_not_a_play():
    """SDY-6.12: LJ BJ; LJ LJ BJ; 3333 4444; 333 + 4; a 4-card straight; nothing at all."""
    for bad in ("LB", "LLB", "33334444", "3334", "3456", "33344455", "LLBB3"):
        assert kind(bad) is None, bad
    assert classify([]) is None


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(make_deck(2)), min_size=1, max_size=16))
def test_sdy_6_13_every_set_has_one_reading(cards):
    """SDY-6.13: a legal set has exactly one type, told apart by the cards per rank; reordering or
    changing suits never changes it."""
    c = classify(cards)
    again = classify(list(reversed(cards)))
    assert (c is None) == (again is None)
    if c is not None:
        assert (c.kind, c.key) == (again.kind, again.key)
        per_rank = Counter(Counter(x.rank for x in cards).values())
        if c.kind == "plane_wings":
            assert set(per_rank) == {2, 3} and per_rank[2] == per_rank[3]
        if c.kind in ("straight", "pair_run", "plane"):
            assert len(per_rank) == 1


# ---- SDY-7 beating
def test_sdy_7_1_joker_bomb_beats_all_and_nothing_beats_it():
    """SDY-7.1."""
    jb = classify(R("LLBB"))
    for other in ("3", "22", "33333333", "3456789TJQKA", "4444"):
        assert beats(jb, classify(R(other)))
        assert not beats(classify(R(other)), jb)
    assert not beats(jb, jb)


def test_sdy_7_2_bomb_order_by_count_then_rank():
    """SDY-7.2: a bomb beats any non-bomb; more cards wins; equal count: higher rank. 33333 > 2222."""
    assert beat("3333", "3456789TJQKA") and beat("3333", "BB")
    assert beat("33333", "2222") and not beat("2222", "33333")
    assert beat("5555", "4444") and not beat("4444", "5555")
    assert not beat("4444", "4444")
    assert not beat("BB", "3333")


def test_sdy_7_3_same_type_same_count_higher_key():
    """SDY-7.3: only the same type with as many cards; key: rank, triple of 三拖二, top of runs,
    top triple of 飞机带翅膀 (wings ignored)."""
    assert not beat("45678", "34567" + "8")  # lengths 5 vs 6
    assert beat("456789", "345678") and not beat("45678", "345678")
    assert not beat("44", "3") and not beat("444", "33")
    assert beat("44433", "333AA")  # the pair does not count
    assert beat("4445556677", "3334446677")
    assert beat("444555TTJJ", "333444QQKK")  # wings ignored
    assert not beat("444555666", "3334447788")  # plane vs plane_wings
    assert not beat("334455", "333444")


def test_sdy_7_4_equal_key_does_not_beat():
    """SDY-7.4."""
    assert not beat("7", "7") and not beat("34567", "34567") and not beat("44433", "444KK")
    assert not beat("A2345", "A2345")


def test_sdy_7_can_beat_finds_a_subset():
    """SDY-7 (API can_beat): some subset of the hand beats the play."""
    hand = R("3345678TTJQKA")
    assert can_beat(hand, classify(R("34567")))
    assert not can_beat(R("33"), classify(R("44")))
    assert can_beat(R("3333"), classify(R("AA")))  # a bomb
    assert not can_beat(R("LLBB" "2222"), classify(R("LLBB")))


@settings(max_examples=120, deadline=None)
@given(st.randoms(use_true_random=False))
def test_sdy_6_and_7_candidates_agree_with_classify_and_beats(rnd):
    """SDY-6.13 / SDY-7.3: every generated play classifies as its kind and key and beats the table."""
    deck = make_deck(2)
    hand = rnd.sample(deck, 25)
    leads = list(candidate_plays(hand))
    assert leads
    for kind_, key_, cards in leads:
        c = classify(cards)
        assert c is not None and (c.kind, c.key) == (kind_, key_), (kind_, key_, cards)
    old = classify(rnd.choice(leads)[2])
    for _, _, cards in candidate_plays(hand, old):
        assert beats(classify(cards), old)


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_sdy_1_4_one_listed_play_per_rank_pattern(rnd):
    """SDY-1.4: candidates list each rank pattern once, and exactly the patterns of the legal subsets
    of the hand (the listing is complete up to suits)."""
    hand = rnd.sample(make_deck(2), 10)
    listed = [tuple(sorted(Counter(c.rank for c in cards).items())) for _, _, cards in candidate_plays(hand)]
    assert len(listed) == len(set(listed))
    legal = {_pattern(sub) for n in range(1, 11) for sub in itertools.combinations(hand, n)
             if classify(sub) is not None}
    assert set(listed) == legal


@pytest.mark.parametrize("text", ["3", "77", "999", "33344", "34567", "334455", "333444",
                                  "3334447788", "4444", "LLBB"])
def test_sdy_6_kind_names_of_the_api(text):
    """SDY-6 / API section 7: the kind names."""
    assert kind(text) in {"single", "pair", "triple", "triple_pair", "straight", "pair_run", "plane",
                          "plane_wings", "bomb", "joker_bomb"}


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_sdy_7_every_beating_subset_is_listed_when_following(rnd):
    """SDY-7.2 / 7.3: following a play, every subset of a small hand that beats it has its rank
    pattern among the candidates, and nothing else is listed."""
    deck = make_deck(2)
    hand = rnd.sample(deck, 11)
    old = None
    while old is None:
        old = classify(rnd.sample(deck, rnd.choice([1, 1, 2, 3, 4, 5, 5, 6])))
    listed = {_pattern(cards) for _, _, cards in candidate_plays(hand, old)}
    found = set()
    for n in range(1, 12):
        for sub in itertools.combinations(hand, n):
            c = classify(sub)
            if c is not None and beats(c, old):
                found.add(_pattern(sub))
    assert listed == found


def _pattern(cards):
    return tuple(sorted(Counter(c.rank for c in cards).items()))


def test_sdy_7_1_and_7_2_category_orders_normal_types_bombs_and_the_joker_bomb():
    """SDY-7.1, 7.2: every normal type is below the bombs, and 天王炸弹 is above every bomb."""
    single, bomb, jokers = classify(R("A")), classify(R("22222222")), classify(R("LLBB"))
    assert (single.category, bomb.category, jokers.category) == (0, 1, 2)
    assert bomb.is_bomb and jokers.kind == "joker_bomb"
