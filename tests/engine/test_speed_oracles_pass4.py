"""Oracles for the fourth speed pass of issue 23: the core types built without their dataclass
``__init__`` are the same values as before, card tokens come from one table, the guard's checks
in C answer as the Python ones did."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from engine.actions import Action, Event
from engine.cards import Card, Suit, card_tokens, make_deck
from engine.games.banbiantianzha.combos import Combo as BBTCombo
from engine.games.banzipao.combos import Combo as BZPCombo
from engine.games.datongzi.combos import Combo as DTZCombo
from engine.games.sandayi.combos import Combo as SDYCombo
from engine.guard import _holds, forged_reason

_DECK = make_deck(2)
@dataclasses.dataclass(frozen=True, slots=True)
class _OldAction:
    kind: str
    cards: tuple = ()
    value: object = None

    def __post_init__(self) -> None:
        if not isinstance(self.cards, tuple):
            object.__setattr__(self, "cards", tuple(self.cards))


def test_actions_are_the_values_they_were():
    cards = [Card(Suit.S, 3), Card(Suit.H, 3)]
    for args in (("play", cards), ("play", tuple(cards)), ("bid",), ("bid", (), 2), ("choose", (), "da")):
        new, old = Action(*args), _OldAction(*args)
        assert (new.kind, new.cards, new.value) == (old.kind, old.cards, old.value)
        assert type(new.cards) is tuple
        assert new == Action(*args) and hash(new) == hash(Action(*args))
    a = Action(kind="play", cards=cards, value=None)
    assert a == Action("play", tuple(cards))
    assert dataclasses.replace(a, value=3) == Action("play", tuple(cards), 3)
    assert pickle.loads(pickle.dumps(a)) == a and copy.deepcopy(a) == a
    assert repr(Action("pass")) == "Action(kind='pass', cards=(), value=None)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.kind = "pass"  # type: ignore[misc]


def test_events_keep_their_own_data():
    e1, e2 = Event("passed", 1), Event("passed", 1)
    assert e1.data == {} and e1.data is not e2.data  # the default is a new dict each time
    assert e1 == e2 and Event("x", data={"a": 1}).data == {"a": 1} and Event("x").seat is None
    assert repr(Event("x", 2, {"a": 1})) == "Event(kind='x', seat=2, data={'a': 1})"
    assert dataclasses.replace(e1, seat=2) == Event("passed", 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        e1.seat = 3  # type: ignore[misc]


@pytest.mark.parametrize("combo", [SDYCombo, BZPCombo, BBTCombo, DTZCombo])
def test_every_game_combo_is_the_value_it_was(combo):
    cards = (Card(Suit.S, 5), Card(Suit.H, 5))
    c = combo("pair", cards, False, (5,))
    assert (c.kind, c.cards, c.is_bomb, c.key, c.length) == ("pair", cards, False, (5,), 2)
    assert c == combo(kind="pair", cards=cards, is_bomb=False, key=(5,))
    assert hash(c) == hash(combo("pair", cards, False, (5,)))
    assert c != combo("pair", cards, False, (6,))
    assert pickle.loads(pickle.dumps(c)) == c and copy.deepcopy(c) == c
    assert dataclasses.replace(c, key=(6,)) == combo("pair", cards, False, (6,))
    assert [f.name for f in dataclasses.fields(c)][:4] == ["kind", "cards", "is_bomb", "key"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.kind = "single"  # type: ignore[misc]
    if combo in (BBTCombo, DTZCombo):  # BBT-6.3, DTZ-3.10: a plane's readings ride along
        assert c.readings == ()
        plane = combo("plane", cards, False, (2, 6), ((2, 6), (3, 6)))
        assert plane.readings == ((2, 6), (3, 6)) and plane != combo("plane", cards, False, (2, 6))


@given(st.lists(st.sampled_from(make_deck(1)), max_size=30))
def test_card_tokens_are_the_cards_printed(cards):
    assert card_tokens(cards) == [str(c) for c in cards]
    assert card_tokens(tuple(cards)) == [str(c) for c in cards]


class _Fake(Card):
    pass


def test_forged_cards_are_still_refused():
    hand = engine.new_match("sandayi", seed=1).hand
    real = Card(Suit.S, 3)
    fake = object.__new__(_Fake)
    object.__setattr__(fake, "suit", Suit.S)
    object.__setattr__(fake, "rank", 3)
    assert forged_reason(hand, Action("play", (real,))) is None
    for cards in ((fake,), (real, fake), ("S3",), (real, 3)):
        assert forged_reason(hand, Action("play", cards)) is not None


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_DECK), max_size=20),
       st.lists(st.sampled_from(_DECK[:20]), min_size=1, max_size=6))
def test_holding_is_a_multiset_test(held, cards):
    want = not (Counter(cards) - Counter(held))
    assert _holds(held, tuple(cards)) is want
