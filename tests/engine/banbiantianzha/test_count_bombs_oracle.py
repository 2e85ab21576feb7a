"""BBT-3.8 bomb count: the memoised rank walk gives the same answers as the exhaustive search it
replaced (kept here as the oracle), on random bomb-rich hands and on the adversarial hands of
``benchmarks/adversarial.py`` (answers recorded from the old search, which takes up to seconds)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.adversarial import RIGGED
from engine import parse_cards as p
from engine.games.banbiantianzha import count_bombs
from engine.games.banbiantianzha.combos import candidate_plays, value

from .helpers import DECK

#: the old search's answers on the adversarial hands (main a802f12)
RECORDED = {
    "S9 H9 C9 D9 ST HT CT DT SJ HJ CJ DJ SQ HQ CQ DQ SK": 4,
    "S3 S4 S5 S6 S7 S8 S9 ST SJ SQ SK SA H5 HT HK C5 CT": 4,
    "S3 H3 S4 H4 S5 H5 S6 H6 S7 H7 S8 H8 S9 H9 ST HT BJ": 3,
    "S5 H5 C5 D5 ST HT CT DT SK HK CK DK S6 H6 C6 D6 S7": 5,
    "S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6 S7 H7 C7 D3 D4": 3,
}


def oracle(hand, options=None):
    """The exhaustive search count_bombs used to be: every set of pairwise disjoint bombs."""
    bombs = []
    for _, _, cards in candidate_plays(hand, options=options, kinds=("bomb",)):
        key = tuple(sorted(cards, key=str))
        if key not in bombs:
            bombs.append(key)
    best = 0

    def search(i, rest, count):
        nonlocal best
        best = max(best, count)
        if count + (len(bombs) - i) <= best:
            return
        for j in range(i, len(bombs)):
            left = list(rest)
            try:
                for c in bombs[j]:
                    left.remove(c)
            except ValueError:
                continue
            search(j + 1, left, count + 1)

    search(0, list(hand), 0)
    return best


def test_bbt_3_8_adversarial_hands_keep_their_recorded_counts():
    """BBT-3.8 on the benchmark's hands made of fours, flushes, 地炸 and 510Ks."""
    for hand, n in RECORDED.items():
        assert count_bombs(p(hand)) == n, hand


def test_bbt_3_8_every_rigged_hand_is_recorded():
    """BBT-3.8: a new adversarial hand gets its answer from the old search recorded here too."""
    assert {r.cards for r in RIGGED if r.game == "banbiantianzha"} <= set(RECORDED)


# bomb-rich pools: a window of ranks (fours, 地炸, flushes) plus 5, 10, K (510K) and the big joker
_POOLS = [[c for c in DECK if value(c) is None or lo <= value(c) < lo + 6 or value(c) in (5, 10, 13)]
          for lo in range(3, 10)]


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_bbt_3_8_same_count_as_the_exhaustive_search(data):
    """BBT-3.8: the most pairwise disjoint bombs, as the exhaustive search finds them."""
    pool = data.draw(st.sampled_from(_POOLS))
    hand = data.draw(st.lists(st.sampled_from(pool), min_size=4, max_size=12, unique=True))
    assert count_bombs(hand) == oracle(hand)


#: the top of the ranks with the 2s: 地炸 and 同花顺 through the 2 under the house rule (BBT-5)
_TOP_POOL = [c for c in DECK if value(c) is None or value(c) >= 10 or value(c) == 5]


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_bbt_3_8_same_count_as_the_exhaustive_search_with_two_in_runs(data):
    """BBT-3.8 under BBT-5's house rule two_in_runs: the walk runs on to the 2 as the candidate
    generator does, so both still agree."""
    hand = data.draw(st.lists(st.sampled_from(_TOP_POOL), min_size=4, max_size=14, unique=True))
    on = {"two_in_runs": True}
    assert count_bombs(hand, on) == oracle(hand, on)
    assert count_bombs(hand) == oracle(hand)


def test_bbt_3_8_a_card_twice_is_refused():
    """BBT-1.2: one deck, so a hand never holds a card twice; count_bombs says so."""
    with pytest.raises(ValueError):
        count_bombs(p("S3 S3 H3 C3"))


def test_bbt_3_8_four_twos_count_once_when_twos_run():
    """BBT-3.8 with BBT-5's two_in_runs: four 2s are one 四炸, not one before the walk and one in it
    (the walk reaches the 2 under this house rule)."""
    on = {"two_in_runs": True}
    for hand, n in (("S2 H2 C2 D2 S5 ST SK", 2), ("S2 H2 C2 D2 S3 S4 S5 S6 S7", 2),
                    ("SA HA S2 H2 C2 D2 SK HK SQ HQ SJ HJ", 2), ("S2 H2 C2 D2 S9", 1)):
        assert count_bombs(p(hand), on) == n == oracle(p(hand), on), hand


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(DECK), min_size=17, max_size=20, unique=True), st.booleans())
def test_bbt_3_8_dealt_hands_same_count_as_the_exhaustive_search(hand, twos):
    """BBT-3.8 on hands of a deal's size from the whole deck, where a hand with no 同花顺 or 地炸
    start is counted without the walk (四炸 and 510K only)."""
    options = {"two_in_runs": twos}
    assert count_bombs(hand, options) == oracle(hand, options)
