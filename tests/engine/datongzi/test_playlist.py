"""The lazy play list behind DTZ-5.1/5.2 ``legal_actions`` (engine/shedding/playlist.py): exact
length, indexing equal to iteration, distinct entries, and the kicker unranking of DTZ-3.5."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Action
from engine.cards import parse_cards
from engine.shedding.playlist import PlayList, Segment, WeightedChoices, suit_choices


def _key(cards):
    return tuple(sorted(map(str, cards)))


@given(st.lists(st.integers(0, 3), min_size=4, max_size=4), st.integers(0, 12))
def test_suit_choices_are_the_distinct_sub_multisets(counts, width):
    """DTZ-3.2/3.6: distinct choices of ``width`` cards of one rank (identical cards count once)."""
    cards = [parse_cards(s + "9") * n for s, n in zip("SHCD", counts)]
    got = suit_choices(cards, width)
    flat = [c for cs in cards for c in cs]
    want = {_key(x) for x in itertools.combinations(flat, width)} if width <= len(flat) else set()
    assert len(got) == len(want) and {_key(x) for x in got} == want


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.integers(0, 3), min_size=4, max_size=4), min_size=1, max_size=4),
       st.integers(0, 6))
def test_weighted_choices_unrank_matches_iteration(ranks, weight):
    """DTZ-3.5 kickers: WeightedChoices lists every combination of group options of total weight once;
    ``wc[i]`` is the i-th item of the iteration."""
    groups = []
    for r, counts in zip("5678", ranks):
        cards = [parse_cards(s + r) * n for s, n in zip("SHCD", counts)]
        groups.append([suit_choices(cards, n) for n in range(sum(counts) + 1)])
    wc = WeightedChoices(groups, weight)
    items = list(wc)
    assert len(items) == len(wc) == len({_key(x) for x in items})
    assert all(wc[i] == items[i] for i in range(len(items)))
    assert all(len(x) == weight for x in items)
    pool = Counter(c for g in groups for c in (g[-1][0] if g[-1] else ()))
    brute = {_key(x) for x in itertools.combinations(list(pool.elements()), weight)}
    assert {_key(x) for x in items} == brute


def test_playlist_sequence_protocol():
    """DTZ-5.1: the play list is a read-only sequence: head actions, then segment products in order."""
    a = parse_cards("S5 H5")
    b = parse_cards("S6 H6 C6")
    seg = Segment("pair_run", (2, 6), (tuple(itertools.combinations(a, 2)) * 1,
                                       tuple(itertools.combinations(b, 2))))
    pl = PlayList([Action.pass_()], [seg])
    assert len(pl) == 1 + 3
    assert list(pl) == [pl[i] for i in range(len(pl))] == pl[:]
    assert pl[0] == Action.pass_() and pl[-1] == Action.play("S5 H5 H6 C6")
    assert pl == list(pl) and Action.play("S5 H5 S6 H6") in pl
    assert pl + [] == list(pl)


def _kicker_lead():
    """DTZ-3.4/3.5 with kickers: a 41-card leader's lazy list of hundreds of millions of plays."""
    from engine import new_hand

    hand = new_hand("datongzi", seed=0, options={"allow_kickers": True})
    assert hand.phase == "play" and len(hand.hands[hand.to_act]) == 41
    return hand


def test_a_41_card_kicker_lead_is_a_segmented_list_that_refuses_enumeration():
    """DTZ-3.5/5.1: a 41-card lead with kickers is far too long to list; it is a
    ``SegmentedActions`` (len, indexing, ``in`` work at once) and listing it raises
    ``TooManyActions`` instead of hanging."""
    import random

    import pytest

    from engine import SegmentedActions, TooManyActions, action_kinds

    hand = _kicker_lead()
    legal = hand.legal_actions()
    assert isinstance(legal, SegmentedActions) and len(legal) > SegmentedActions.MAX_ENUMERATE
    assert action_kinds(legal) == {"play"} and not legal.head
    pick = random.Random(3).choice(legal)
    assert pick in legal and hand.check(pick) is None
    assert legal.segments[0].cards_at(0) == legal[0].cards
    plays = legal.plays()
    assert len(plays) == len(legal) and plays[-1] == legal[-1] and plays[5] == legal[5]
    for enumerate_ in (list, iter, reversed, lambda x: x == x, lambda x: x[:],
                       lambda x: x + [], lambda x: x.index(pick), lambda x: x.count(pick),
                       lambda x: list(x.plays())):
        with pytest.raises(TooManyActions, match="one by one"):
            enumerate_(legal)


def test_a_short_segmented_list_still_enumerates():
    """DTZ-5.2: a follower's short list (pass only, or a few plays) iterates as before."""
    from engine import SegmentedActions, action_kinds

    pl = PlayList([Action.pass_()], [], lambda a: a.kind == "pass")
    assert isinstance(pl, SegmentedActions) and list(pl) == [Action.pass_()]
    assert action_kinds(pl) == {"pass"}
    singles = Segment("single", (3,), (tuple((c,) for c in parse_cards("S3 H3")),))
    follow = PlayList([Action.pass_()], [singles])
    assert list(follow.plays()) == [a for a in follow if a.kind == "play"]
    assert list(follow.plays()) == [Action.play("S3"), Action.play("H3")]
    assert action_kinds([Action.pass_(), Action.play("S3")]) == {"pass", "play"}
