"""Hand decomposition (手数): fewest plays, bombs kept whole, kickers absorbed."""

from ai.decompose import decompose
from ai.games.banbiantianzha import RULES
from engine import parse_cards


def groups(text):
    found = decompose(RULES.counts(parse_cards(text)), RULES.shapes)[1]
    return sorted((g.kind, g.low, g.high) for g in found)


def test_straight_is_one_play():
    assert groups("S3 H4 C5 D6 S7") == [("straight", 3, 7)]


def test_four_of_a_kind_stays_a_bomb():
    assert ("bomb", 9, 9) in groups("S9 H9 C9 D9 S3 H4 C5 D6 S7")


def test_four_pairs_are_a_dizha():
    assert groups("S3 H3 S4 H4 S5 H5 S6 H6") == [("dizha", 3, 6)]


def test_510k_is_kept():
    assert ("k510", 5, 13) in groups("S5 HT CK S3")


def test_fewer_plays_cost_less():
    one = RULES.cost(parse_cards("S3 H4 C5 D6 S7"))
    three = RULES.cost(parse_cards("S3 H4 C9"))
    assert one < three


def test_low_cards_cost_more_than_high():
    assert RULES.cost(parse_cards("S3")) > RULES.cost(parse_cards("S2"))


def test_triple_absorbs_a_low_single():
    assert RULES.cost(parse_cards("S8 H8 C8 S3")) < RULES.cost(parse_cards("S8 H8 C8")) + RULES.cost(
        parse_cards("S3"))
