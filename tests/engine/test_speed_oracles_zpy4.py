"""Oracles for the fourth speed pass of issue 23 in 找朋友: every shortcut answers what the code it
stands in for answered. The old code is kept here: ZPY-10.4 pair follows by the fitting search,
ZPY-11 single-lead trick winners by ``play_value``, ZPY-9.2 leads by Counters, ZPY-4 bids by
``bid_error`` and by replaying the whole bidding record, ZPY-1.3 points and the card tables."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.cards import Suit, card_sort_key, card_tokens, make_deck
from engine.games.zhaopengyou import Trump, legal_follows
from engine.games.zhaopengyou.declare import bid_allowed, bid_error, bidding_start, bidding_step
from engine.games.zhaopengyou.follow import lead_error, searched_follows, trick_winner
from engine.games.zhaopengyou.scoring import FACE_POINTS, card_points
from engine.games.zhaopengyou.throw import first_blocker, throw_blockers
from engine.games.zhaopengyou.trump import (
    FACES,
    card_order_key,
    card_tables,
    face_ids,
    follow_rank,
    order_keys,
    table,
)
from engine.games.zhaopengyou.units import face_counts, units
from tests.engine.test_speed_oracles_pass3 import _old_trick_winner  # ZPY-11 by play_value of every play

_DECK = make_deck(3)
_TRUMPS = [Trump(level, suit, tmin) for level in (2, 5, 14) for suit in (Suit.S, Suit.D) for tmin in (2, 3)]
_SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _old_lead_error(hand, lead, trump):
    if not lead:
        return "ZPY-9.2: a lead needs at least one card"
    missing = face_counts(lead) - face_counts(hand)
    if missing:
        return f"ZPY-9.2: you do not hold {' '.join(str(FACES[f]) for f in sorted(missing))}"
    if units(lead, trump) is None:
        return "ZPY-9.2: all cards of a lead must be of one suit (trump counts as one suit)"
    return None


# suits whose cards are held three times over: pair-rich hands and long runs
_PAIRY = [c for c in _DECK if c.suit in (Suit.H, Suit.S) or c.rank in (5, 14) or c.is_joker]


@_SETTINGS
@given(seed=st.integers(0, 2**32), size=st.integers(1, 40), t=st.integers(0, len(_TRUMPS) - 1),
       pairy=st.booleans(), cap=st.sampled_from([1, 2, 5, 2000]))
def test_zpy_10_4_pair_follows_match_the_fitting_search(seed, size, t, pairy, cap):
    rng = random.Random(seed)
    trump = _TRUMPS[t]
    cards = rng.sample(_PAIRY if pairy else _DECK, size)
    lead_card = rng.choice(_DECK)
    lead = [lead_card, lead_card]
    assert legal_follows(cards, lead, trump, cap) == searched_follows(face_counts(cards), lead, trump, cap)


@_SETTINGS
@given(seed=st.integers(0, 2**32), t=st.integers(0, len(_TRUMPS) - 1),
       lengths=st.lists(st.sampled_from([1, 1, 1, 0, 2, 3]), min_size=0, max_size=5))
def test_zpy_11_single_lead_winner_matches_play_value(seed, t, lengths):
    rng = random.Random(seed)
    trump = _TRUMPS[t]
    plays = [[rng.choice(_DECK)]] + [rng.sample(_DECK, k) for k in lengths]
    assert trick_winner(plays, trump) == _old_trick_winner(plays, trump)


@_SETTINGS
@given(seed=st.integers(0, 2**32), t=st.integers(0, len(_TRUMPS) - 1), width=st.integers(2, 3),
       kinds=st.lists(st.sampled_from(["same", "same", "mixed", "short"]), min_size=0, max_size=5))
def test_zpy_11_pair_and_triple_lead_winner_matches_play_value(seed, t, width, kinds):
    rng = random.Random(seed)
    trump = _TRUMPS[t]
    plays = [[rng.choice(FACES)] * width]
    for kind in kinds:
        if kind == "same":
            plays.append([rng.choice(FACES)] * width)
        elif kind == "mixed":
            plays.append(rng.sample(_DECK, width))
        else:
            plays.append([rng.choice(FACES)] * (width - 1))
    assert trick_winner(plays, trump) == _old_trick_winner(plays, trump)


@_SETTINGS
@given(seed=st.integers(0, 2**32), t=st.integers(0, len(_TRUMPS) - 1), size=st.integers(2, 8),
       hand_size=st.integers(0, 31))
def test_zpy_9_4_first_blocker_is_the_first_of_the_blockers(seed, t, size, hand_size):
    rng = random.Random(seed)
    trump = _TRUMPS[t]
    skey = table(trump)[0]
    suit = rng.choice(sorted({skey[f] for f in face_ids(_PAIRY)}))
    same = [c for c in _PAIRY if skey[face_ids([c])[0]] == suit]
    lead = rng.sample(same, min(size, len(same)))
    hands = [rng.sample(_PAIRY, hand_size) for _ in range(4)]
    blockers = throw_blockers(lead, hands, trump)
    assert first_blocker(lead, hands, trump) == (blockers[0] if blockers else None)


def test_zpy_7_1_the_call_list_is_every_face_and_copy_not_shown():
    rng = random.Random(1)
    for seed in range(8):
        hand = engine.new_hand("zhaopengyou", seed=seed)
        while hand.phase != "call":
            hand.apply(rng.choice(hand.legal_actions()))
        shown = set(hand._shown())
        old = [engine.Action("call", (card,), n) for card in FACES for n in (1, 2, 3) if card not in shown]
        assert hand.legal_actions() == old


def test_zpy_11_single_lead_winner_of_every_two_and_three_faces():
    rng = random.Random(2)
    for trump in _TRUMPS:
        for lead in FACES:
            for other in FACES:
                plays = [[lead], [other]]
                assert trick_winner(plays, trump) == _old_trick_winner(plays, trump)
                plays.insert(1, [rng.choice(FACES)])
                assert trick_winner(plays, trump) == _old_trick_winner(plays, trump)


@_SETTINGS
@given(seed=st.integers(0, 2**32), size=st.integers(0, 35), lead_size=st.integers(0, 6),
       t=st.integers(0, len(_TRUMPS) - 1), from_hand=st.booleans())
def test_zpy_9_2_lead_error_matches_the_counters(seed, size, lead_size, t, from_hand):
    rng = random.Random(seed)
    hand = rng.sample(_PAIRY, size)
    pool = hand if from_hand and len(hand) >= lead_size else _PAIRY
    lead = rng.sample(pool, lead_size)
    assert lead_error(hand, lead, _TRUMPS[t]) == _old_lead_error(hand, lead, _TRUMPS[t])


_BID_CARDS = [c for c in _DECK[:54] if c.rank in (2, 3, 5) or c.is_joker]


@_SETTINGS
@given(seed=st.integers(0, 2**32), levels=st.lists(st.sampled_from([2, 3, 5]), min_size=5, max_size=5),
       starter=st.integers(0, 4), steps=st.integers(0, 12))
def test_zpy_4_bid_allowed_is_bid_error_none(seed, levels, starter, steps):
    rng = random.Random(seed)
    state = bidding_start(starter)
    for _ in range(steps + 1):
        if state.to_act is None:
            break
        for seat in range(5):
            for card in _BID_CARDS:
                for k in (1, 2, 3, 4):
                    cards = [card] * k
                    assert bid_allowed(state, levels, seat, cards) == (
                        bid_error(state, levels, seat, cards) is None), (state, seat, cards)
                mixed = [card, rng.choice(_BID_CARDS)]
                ok = bid_error(state, levels, seat, mixed) is None
                assert bid_allowed(state, levels, seat, mixed) == ok
            assert bid_allowed(state, levels, seat, ()) == (bid_error(state, levels, seat, []) is None)
        legal = [[]] + [[c] * k for c in _BID_CARDS for k in (1, 2, 3)
                        if bid_error(state, levels, state.to_act, [c] * k) is None]
        state = bidding_step(state, levels, state.to_act, rng.choice(legal))


def _old_legal_bids(hand):
    """ZPY-4.3/4.4 bids as listed before: every distinct card by ``bid_error``."""
    s = hand.state
    seat = s.to_act
    b = hand._bidding()
    out = [engine.Action.pass_()]
    counts = Counter(s.hands[seat])
    ranks = {s.levels[seat]} if b.declarer is None else {s.levels[seat], s.levels[b.declarer]}
    for card in sorted(counts, key=card_sort_key):
        if card.is_joker or card.rank not in ranks:
            continue
        for k in range(1, counts[card] + 1):
            if bid_error(b, s.levels, seat, [card] * k) is None:
                out.append(engine.Action("bid", (card,) * k))
    return out


def _fresh_bidding(hand):
    s = hand.state
    b = bidding_start(s.starter)
    for seat, cards in s.moves:
        b = bidding_step(b, s.levels, seat, cards)
    return b


def test_zpy_4_bidding_stepped_on_matches_the_whole_replay_and_the_old_bid_list():
    rng = random.Random(9)
    seen_bids = 0
    for seed in range(60):
        levels = [rng.choice([2, 3, 5, 14]) for _ in range(5)]
        hand = engine.new_hand("zhaopengyou", seed=seed, context={"levels": levels})
        while hand.phase == "bid":
            assert hand._bidding() == _fresh_bidding(hand)
            legal = hand.legal_actions()
            assert legal == _old_legal_bids(hand)
            seen_bids += len(legal) > 1
            for action in legal:
                assert hand.check(action) is None
            hand.apply(rng.choice(legal))
        if seed % 5 == 0 and hand.state.moves:
            # a record edited by hand is replayed from its start, not stepped on from the last state
            hand.state.moves.pop()
            hand._clear_cache()
            assert hand._bidding() == _fresh_bidding(hand)
    assert seen_bids > 20


def test_bids_refused_by_check_keep_their_reasons():
    hand = engine.new_hand("zhaopengyou", seed=3, context={"levels": [2, 2, 2, 2, 2]})
    s = hand.state
    seat = s.to_act
    wrong = next(c for c in s.hands[seat] if c.rank != 2 and not c.is_joker)
    assert hand.check(engine.Action("bid", (wrong,))) == bid_error(hand._bidding(), s.levels, seat, [wrong])
    assert hand.check(engine.Action("bid", (wrong,))).startswith("ZPY-4.3")
    short = next(c for c in FACES if c.rank == 2 and s.hands[seat].count(c) < 3)
    more = (short,) * (s.hands[seat].count(short) + 1)  # one copy more than held
    assert hand.check(engine.Action("bid", more)).startswith("ZPY-4.2")


def test_zpy_1_3_points_and_the_card_tables_match_the_cards():
    rng = random.Random(4)
    for _ in range(200):
        cards = rng.sample(_DECK, rng.randint(0, 20))
        assert card_points(cards) == sum(FACE_POINTS[f] for f in face_ids(cards))
        assert card_tokens(cards) == [str(c) for c in cards]
    for trump in _TRUMPS:
        keys = order_keys(trump)
        assert all(keys[c] == card_order_key(c, trump) for c in FACES)
        skey, slot = table(trump)
        rank = follow_rank(skey, slot)
        by_tuple = sorted(range(54), key=lambda f: (skey[f], slot[f], f))
        assert sorted(range(54), key=rank.__getitem__) == by_tuple
        suit_of, suit_cards, card_rank = card_tables(trump)
        assert [suit_of[c] for c in FACES] == list(skey)
        assert [card_rank[c] for c in FACES] == list(rank)
        assert all(c in suit_cards[k] for c in FACES for k in range(5) if k == suit_of[c])
        assert sum(map(len, suit_cards)) == 54
