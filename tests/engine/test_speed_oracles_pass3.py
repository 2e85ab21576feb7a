"""Oracles for the third speed pass of issue 23: every shortcut answers what the code it stands in
for answered (ZPY-10.7 single follows, ZPY-11 trick winners, ZPY-12 the hand's end reading its
tricks, the match's state before booking for undo and saves)."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import engine
from engine.cards import Suit, make_deck
from engine.codec import encode
from engine.games.zhaopengyou import Trump, legal_follows
from engine.games.zhaopengyou.follow import _products, lead_shapes, play_value, simple_leads, trick_winner
from engine.games.zhaopengyou.hand import _trick_cards
from engine.games.zhaopengyou.trump import FACES, table
from engine.games.zhaopengyou.units import face_counts, units

_DECK = make_deck(3)
_TRUMPS = [Trump(level, suit, tmin) for level in (2, 5, 14) for suit in (Suit.S, Suit.D) for tmin in (2, 3)]


def _old_single_follows(hand, lead, trump):
    """ZPY-10.7 as listed before the shortcut: the lead's suit read from its decomposition."""
    skey, slot = table(trump)
    ls = units(lead, trump)[0].suit
    hc = face_counts(hand)
    held = {f: c for f, c in hc.items() if skey[f] == ls}
    pool = held if sum(held.values()) else hc
    return [[FACES[f]] for f in sorted(pool, key=lambda f: (skey[f], slot[f], f))]


def _old_simple_leads(hand, trump):
    """ZPY-8.4 leads as listed before the shortcut (every suit and face scanned per width)."""
    skey, slot = table(trump)
    counts = face_counts(hand)
    faces = sorted(counts, key=lambda f: (skey[f], slot[f], f))
    out = []
    for width in (1, 2, 3):
        out += [[FACES[f]] * width for f in faces if counts[f] >= width]
    for width in (2, 3):
        shortest = trump.run_min(width)
        for suit in sorted({skey[f] for f in faces}):
            cand = {}
            for f in faces:
                if skey[f] == suit and counts[f] >= width:
                    cand.setdefault(slot[f], []).append(f)
            for start in sorted(cand):
                end = start + 1
                while end in cand:
                    if end - start + 1 >= shortest:
                        for choice in _products([cand[s] for s in range(start, end + 1)]):
                            out.append([FACES[f] for f in choice for _ in range(width)])
                    end += 1
    return out


def _old_trick_winner(plays, trump):
    shapes, ls = lead_shapes(plays[0], trump)
    best_i, best_v = 0, play_value(plays[0], shapes, ls, trump)
    for i, p in enumerate(plays[1:], 1):
        v = play_value(p, shapes, ls, trump)
        if v is not None and (best_v is None or v > best_v):
            best_i, best_v = i, v
    return best_i


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), size=st.integers(1, 40), t=st.integers(0, len(_TRUMPS) - 1))
def test_zpy_10_7_single_follows_and_11_winner_match_the_decomposition(seed, size, t):
    rng = random.Random(seed)
    trump = _TRUMPS[t]
    cards = rng.sample(_DECK, size + 4)
    lead, hand, others = cards[:1], cards[1:size + 1], cards[size + 1:]
    assert legal_follows(hand, lead, trump) == _old_single_follows(hand, lead, trump)
    plays = [lead] + [[c] for c in others]
    assert trick_winner(plays, trump) == _old_trick_winner(plays, trump)


def test_zpy_12_hand_end_reads_the_tricks_it_kept_as_the_text_says():
    rng = random.Random(5)
    for seed in range(4):
        hand = engine.new_hand("zhaopengyou", seed=seed)
        while not hand.is_over:
            hand.apply(rng.choice(hand.legal_actions()))
        kept = hand.__dict__["_trick_cards"]
        assert len(kept) == len(hand.state.tricks) > 0
        for text in hand.state.tricks:
            assert kept[text] == _trick_cards(text)


def test_the_state_kept_for_undo_is_the_state_just_before_booking():
    for game in sorted(engine.GAMES):
        match = engine.new_match(game, seed=11)
        rng = random.Random(3)
        for _ in range(2):
            hand = match.hand
            before = None
            while not hand.is_over:
                before = encode(match.state)  # the match state does not change inside a hand
                hand.apply(rng.choice(hand.legal_actions()))
            saved = match.to_dict()
            assert saved["unbooked"] == before, game
            assert engine.load(saved).to_dict() == saved, game
            if match.is_over:
                break
            match.next_hand()


_RUNS = [c for c in _DECK if c.suit is Suit.H or c.rank == 5]  # three packs: pairs, triples, runs


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), size=st.integers(1, 45), t=st.integers(0, len(_TRUMPS) - 1),
       runs=st.booleans())
def test_zpy_8_4_simple_leads_match_the_full_scan(seed, size, t, runs):
    rng = random.Random(seed)
    hand = _RUNS[:size + 15] if runs else rng.sample(_DECK, size)
    assert simple_leads(hand, _TRUMPS[t]) == _old_simple_leads(hand, _TRUMPS[t])
