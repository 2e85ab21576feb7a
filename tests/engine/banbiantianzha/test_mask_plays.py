"""BBT-5, 6, 7: a long legal list kept as bitmasks (``MaskPlays``, issue 23) is the plain list: the
same actions in the same order under everything a caller does with a list (len, indexing,
slicing, iteration, ``in``, ``index``, ``==`` both ways, ``random.choice``, pickling), and its
``first_of_each`` is the definition ``LazyActions.first_of_each`` gives. ``LAZY_FROM`` is set to 0
here so that every position's list is lazy, not only the long leads."""

from __future__ import annotations

import pickle
import random
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.adversarial import RIGGED
from engine import Action, LazyActions, action_kinds, new_hand, parse_cards
from engine.games.banbiantianzha import plays
from engine.games.banbiantianzha.combos import value
from engine.games.banbiantianzha.playmasks import MaskPlays

from .helpers import DECK
from .test_play_list_oracle import OPTIONS, lead, positions

HANDS = [r.cards for r in RIGGED if r.game == "banbiantianzha"]


def both(hand, top, options, wings=True):
    """(lazy, plain) listings of one position, the lazy one whatever its length."""
    head = () if top is None else (Action.pass_(),)
    with mock.patch.object(plays, "LAZY_FROM", 0):
        lazy = plays.list_plays(hand, top, options, wings, head)
    return lazy, plays.list_plays(hand, top, options, wings, head, lazy=False)


def strangers(lazy: MaskPlays, hand, rng: random.Random) -> list:
    """Actions that look like listed plays but are not: cards out of deck order, a card given
    twice, a card the hand does not hold, a value, another kind, not an action at all."""
    out: list = ["play", None, Action("choose", value="dou")]
    for a in [lazy[i] for i in rng.sample(range(len(lazy)), min(5, len(lazy)))]:
        if a.kind != "play":
            continue
        out.append(Action("play", a.cards, value=1))
        out.append(Action("play", a.cards + a.cards[:1]))
        if len(a.cards) > 1:
            out.append(Action("play", a.cards[::-1]))
        missing = [c for c in DECK if c not in hand]
        if missing:
            out.append(Action("play", a.cards[:-1] + (missing[0],)))
    return out


def assert_same(lazy, plain, hand, rng: random.Random) -> None:
    assert isinstance(lazy, MaskPlays)
    assert len(lazy) == len(plain) and bool(lazy) == bool(plain)
    assert list(lazy) == plain and lazy == plain and plain == lazy and not lazy != plain
    assert list(reversed(lazy)) == plain[::-1]
    n = len(plain)
    for i in rng.sample(range(n), min(n, 40)):
        assert lazy[i] == plain[i] and lazy[i - n] == plain[i - n]
        assert plain[i] in lazy and lazy.index(plain[i]) == i and lazy.count(plain[i]) == 1
    for sl in (slice(None), slice(1, 7), slice(None, None, -3), slice(-5, None), slice(n + 3, None)):
        assert lazy[sl] == plain[sl]
    for i in (n, -n - 1):
        with pytest.raises(IndexError):
            lazy[i]
    for a in strangers(lazy, hand, rng):
        assert (a in lazy) == (a in plain)
        if a not in plain:
            with pytest.raises(ValueError):
                lazy.index(a)
    assert lazy + [Action.pass_()] == plain + [Action.pass_()]
    assert [Action.pass_()] + lazy == [Action.pass_()] + plain
    assert action_kinds(lazy) == {a.kind for a in plain}
    assert pickle.loads(pickle.dumps(lazy)) == plain
    assert random.Random(7).choice(lazy) == random.Random(7).choice(plain)
    assert f"{len(plain)} actions" in repr(lazy)


@settings(max_examples=80, deadline=None)
@given(positions(), st.booleans(), st.integers(0, 2**16))
def test_bbt_5_7_the_lazy_list_is_the_plain_list(position, wings, seed):
    """Any hand, any room, leading or following (a pass first): the same list, read every way."""
    hand, top, options = position
    lazy, plain = both(hand, top, options, wings)
    if isinstance(lazy, list):  # no play at all: nothing to keep as masks
        assert lazy == plain == ([] if top is None else [Action.pass_()])
        return
    assert_same(lazy, plain, hand, random.Random(seed))


@pytest.mark.slow  # each adversarial lead listed eagerly and lazily under every option (the lazy
# list's laws on random positions, and one long lead, run in the quick tier)
@pytest.mark.parametrize("cards", HANDS)
def test_bbt_5_legal_actions_of_the_long_leads_are_lazy_and_the_same(cards):
    """The adversarial leads: ``legal_actions`` is a ``MaskPlays`` above ``LAZY_FROM`` plays (a
    plain list below), equal to the eager listing; the hint's list stays a plain list."""
    for options in OPTIONS:
        hand = new_hand("banbiantianzha", seed=1, options={"hammer": False, **options})
        legal = lead(cards, options, True)
        plain = plays.list_plays(parse_cards(cards), None, hand.options, lazy=False)
        assert isinstance(legal, MaskPlays) == (len(plain) > plays.LAZY_FROM)
        assert legal == plain
        if isinstance(legal, MaskPlays):
            assert_same(legal, plain, parse_cards(cards), random.Random(1))
        assert type(lead(cards, options, False)) is list


def test_bbt_5_a_long_lead_is_lazy():
    """Four ranks of fours: 24 229 plays, kept as masks (the reason for ``MaskPlays``)."""
    legal = lead("S9 H9 C9 D9 ST HT CT DT SJ HJ CJ DJ SQ HQ CQ DQ SK", {}, True)
    assert isinstance(legal, MaskPlays) and len(legal) == 24229


@settings(max_examples=60, deadline=None)
@given(positions(), st.booleans(), st.sampled_from(["value", "rank"]))
def test_bbt_first_of_each_is_its_definition(position, wings, weight_name):
    """``MaskPlays.first_of_each`` (tables of half-hands, in C) is ``LazyActions.first_of_each``
    (the definition, play by play), for the AI's weight (rank value, a joker 0) and another."""
    hand, top, options = position
    lazy, _ = both(hand, top, options, wings)
    if not isinstance(lazy, MaskPlays):
        return
    weight = (lambda c: value(c) or 0) if weight_name == "value" else (lambda c: c.rank)
    assert lazy.first_of_each(weight) == LazyActions.first_of_each(lazy, weight)


@pytest.mark.parametrize("cards", HANDS)
def test_bbt_first_of_each_of_the_long_leads(cards):
    legal = lead(cards, {}, True)
    if isinstance(legal, MaskPlays):
        weight = lambda c: value(c) or 0  # noqa: E731
        assert legal.first_of_each(weight) == LazyActions.first_of_each(legal, weight)
