"""BBT-5, 6, 7: ``legal_actions`` in play lists the same plays in the same order as before issue 23
made it fast: the one-candidate-at-a-time listing it replaced is kept here as the oracle, and the
adversarial leads (planes with wings: 13 186 and 24 229 plays) keep the digests of the lists the old
code gave (main 025c79c). A changed order would change every seeded game that reaches the position
(``tests/engine/test_play_checksum.py`` guards the seeded games themselves)."""

from __future__ import annotations

import hashlib
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchmarks.adversarial import RIGGED
from engine import Action, make_deck, new_hand, parse_cards
from engine.games.banbiantianzha.combos import BOMB_CATEGORY, Combo, candidate_plays, classify
from engine.games.banbiantianzha.plays import list_plays
from engine.shedding.trick import Trick

from .helpers import DECK

_FULL = tuple(make_deck(1))
_POS = {c: i for i, c in enumerate(_FULL)}
_KINDS = {k: i for i, k in enumerate(("single", "pair", "pair_run", "straight", "triple", "plane"))}
#: the room options the candidates depend on: default, the house rules' triples and runs
OPTIONS = ({}, {"two_in_runs": True, "pair_kickers": True}, {"triple_classes": "three"})

#: (hand, index in OPTIONS, wings) -> (plays, sha256 of the listing) from the old code
RECORDED = {
    ('S9 H9 C9 D9 ST HT CT DT SJ HJ CJ DJ SQ HQ CQ DQ SK', 0, True): (24229, "69d07bc12d116c58"),
    ('S9 H9 C9 D9 ST HT CT DT SJ HJ CJ DJ SQ HQ CQ DQ SK', 0, False): (2585, "df8f3f1ee29f2915"),
    ('S9 H9 C9 D9 ST HT CT DT SJ HJ CJ DJ SQ HQ CQ DQ SK', 1, True): (23217, "18c8eb47cf1ec63d"),
    ('S9 H9 C9 D9 ST HT CT DT SJ HJ CJ DJ SQ HQ CQ DQ SK', 1, False): (2585, "df8f3f1ee29f2915"),
    ('S3 S4 S5 S6 S7 S8 S9 ST SJ SQ SK SA H5 HT HK C5 CT', 0, True): (533, "118c853464372311"),
    ('S3 S4 S5 S6 S7 S8 S9 ST SJ SQ SK SA H5 HT HK C5 CT', 0, False): (323, "54f87ee46afdd317"),
    ('S3 S4 S5 S6 S7 S8 S9 ST SJ SQ SK SA H5 HT HK C5 CT', 1, True): (359, "1b52906c1d81adf8"),
    ('S3 S4 S5 S6 S7 S8 S9 ST SJ SQ SK SA H5 HT HK C5 CT', 1, False): (323, "54f87ee46afdd317"),
    ('S3 H3 S4 H4 S5 H5 S6 H6 S7 H7 S8 H8 S9 H9 ST HT BJ', 0, True): (885, "74d5ffa2a916e1de"),
    ('S3 H3 S4 H4 S5 H5 S6 H6 S7 H7 S8 H8 S9 H9 ST HT BJ', 0, False): (885, "74d5ffa2a916e1de"),
    ('S3 H3 S4 H4 S5 H5 S6 H6 S7 H7 S8 H8 S9 H9 ST HT BJ', 1, True): (885, "74d5ffa2a916e1de"),
    ('S3 H3 S4 H4 S5 H5 S6 H6 S7 H7 S8 H8 S9 H9 ST HT BJ', 1, False): (885, "74d5ffa2a916e1de"),
    ('S5 H5 C5 D5 ST HT CT DT SK HK CK DK S6 H6 C6 D6 S7', 0, True): (6851, "6984c6040cb79272"),
    ('S5 H5 C5 D5 ST HT CT DT SK HK CK DK S6 H6 C6 D6 S7', 0, False): (177, "7f39ae17474e2751"),
    ('S5 H5 C5 D5 ST HT CT DT SK HK CK DK S6 H6 C6 D6 S7', 1, True): (5839, "09812e5739b73b5a"),
    ('S5 H5 C5 D5 ST HT CT DT SK HK CK DK S6 H6 C6 D6 S7', 1, False): (177, "7f39ae17474e2751"),
    ('S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6 S7 H7 C7 D3 D4', 0, True): (13186, "4d81b3bb1ab84d9c"),
    ('S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6 S7 H7 C7 D3 D4', 0, False): (2281, "42dabee6a2aaee8a"),
    ('S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6 S7 H7 C7 D3 D4', 1, True): (12437, "f4a7e8c0412b5731"),
    ('S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6 S7 H7 C7 D3 D4', 1, False): (2281, "42dabee6a2aaee8a"),
}


def oracle(hand, top, options, wings=True):
    """The listing before issue 23: every candidate in turn, a card set kept once under its best
    reading, sorted by that reading (stable: ties in the order the sets first came)."""
    best = {}
    for kind, key, cards in candidate_plays(hand, top, options, wings=wings):
        cat = BOMB_CATEGORY.get(kind, 0)
        sort_key = (cat, len(cards) if cat else 0, _KINDS.get(kind, 0), key, len(cards))
        ident = tuple(sorted(_POS[c] for c in cards))
        if ident not in best or sort_key > best[ident]:
            best[ident] = sort_key
    return [Action("play", tuple(_FULL[i] for i in ident)) for ident in sorted(best, key=best.__getitem__)]


def table_combo(cards, options):
    """The play on the table as ``BBTHand._top_combo`` builds it from a classified play."""
    combo = classify(cards, options)
    readings = (combo.key[:2],) if combo.kind in ("triple", "plane") else ()
    return Combo(combo.kind, tuple(cards), combo.is_bomb, combo.key, readings)


def lead(cards: str, options: dict, wings: bool) -> list[Action]:
    """``legal_actions`` (or ``hint_plays``) of a lead from ``cards`` in a room with ``options``."""
    hand = new_hand("banbiantianzha", seed=1, options={"hammer": False, **options})
    s = hand.state
    s.hands[0], s.phase, s.trick, s.to_act, s.top = parse_cards(cards), "play", Trick(0), 0, None
    return hand.legal_actions() if wings else hand.hint_plays()


def digest(actions: list[Action]) -> str:
    return hashlib.sha256(" ; ".join(map(str, actions)).encode()).hexdigest()[:16]


def test_bbt_5_adversarial_leads_list_what_the_old_code_listed():
    """BBT-5/6: five triples in a row, four ranks of fours, 510Ks over fours, a long flush, eight
    pairs and 天炸: the same plays in the same order, with and without wings, in three rooms."""
    for (cards, opt, wings), (n, want) in RECORDED.items():
        got = lead(cards, OPTIONS[opt], wings)
        assert (len(got), digest(got)) == (n, want), (cards, opt, wings)


def test_bbt_5_every_rigged_hand_is_recorded():
    """A new adversarial 半边天炸 hand gets its recorded listing too."""
    rigged = {r.cards for r in RIGGED if r.game == "banbiantianzha"}
    assert rigged == {cards for cards, _, _ in RECORDED}


@pytest.mark.slow  # every shape's answers listed twice
def test_bbt_7_answers_to_every_shape_of_the_adversarial_leads_match_the_oracle():
    """BBT-7: following a single, pair, triple with wings, plane, run or bomb (one play of each
    reading the lead lists) from every adversarial hand: the same list as the old code."""
    hands = [r.cards for r in RIGGED if r.game == "banbiantianzha"]
    for options in OPTIONS:
        for cards in hands:
            mine = parse_cards(cards)
            other = [c for c in DECK if c not in mine][:17]
            shapes = {}
            for action in oracle(other, None, options):
                combo = classify(action.cards, options)
                shapes.setdefault((combo.kind, combo.key, len(action.cards)), action.cards)
            for played in shapes.values():
                top = table_combo(played, options)
                assert list_plays(mine, top, options) == oracle(mine, top, options), (cards, played)


@st.composite
def positions(draw):
    """A hand of 1…17 cards from the deck, a room, and either a lead or a play on the table made
    from the other cards (one of their legal leads)."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    deck = list(DECK)
    rng.shuffle(deck)
    size = draw(st.integers(1, 17))
    hand, rest = deck[:size], deck[17:34]
    options = draw(st.sampled_from(OPTIONS))
    top = None
    if draw(st.booleans()):
        leads = oracle(rest, None, options, wings=draw(st.booleans()))
        top = table_combo(rng.choice(leads).cards, options)
    return hand, top, options


@settings(max_examples=120, deadline=None)
@given(positions(), st.booleans())
def test_bbt_5_7_random_positions_list_what_the_oracle_lists(position, wings):
    """Any hand, any room, leading or following: the same plays in the same order."""
    hand, top, options = position
    assert list_plays(hand, top, options, wings) == oracle(hand, top, options, wings)


def test_bbt_8_seeded_games_list_what_the_oracle_lists_at_every_turn():
    """Whole seeded hands of random play: at every turn in play, ``legal_actions`` and the hint's
    plays are the old listing (a pass first when following)."""
    checked = 0
    for seed in range(4):
        for options in OPTIONS:
            rng = random.Random(seed)
            hand = new_hand("banbiantianzha", seed=seed, options={"hammer": False, **options})
            while not hand.is_over:
                legal = hand.legal_actions()
                if hand.phase == "play":
                    cards, top = hand.hands[hand.to_act], hand._top_combo()
                    want = oracle(cards, top, hand.options)
                    assert legal == ([Action.pass_()] if top is not None else []) + want
                    assert hand.hint_plays() == oracle(cards, top, hand.options, wings=False)
                    checked += 1
                hand.apply(legal[rng.randrange(len(legal))])
    assert checked > 100
