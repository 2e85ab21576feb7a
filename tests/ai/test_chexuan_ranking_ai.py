"""扯旋 AI under the tie-break house rules (issue #26): CX-6.2 ``lower_card`` and CX-6.3
``zero_tie`` change the ranking (``engine.games.chexuan.ranking_of``), and the AI's split table,
strengths and Monte Carlo follow the room's ranking, so it never splits its four cards into a head
and tail that another split beats in both places (CX-8.2, CX-9)."""

from __future__ import annotations

import random
from itertools import combinations, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine
from ai.games import chexuan
from ai.games.chexuan_eval import RANKINGS, TOKENS, best_split, split_table, strengths
from engine.cards import parse_cards
from engine.games.chexuan import DECK, pair_rank, ranking_of
from engine.games.chexuan.ranking import ALL_HANDS
from engine.games.chexuan.split import orient

#: every value of the two options, as a room sets them
ROOMS = [{"lower_card": lc, "zero_tie": zt} for lc, zt in product((False, True), (True, False))]


def _cards(tokens: list[str]) -> list:
    return parse_cards(" ".join(tokens))


def _pairing(head, tail) -> frozenset:
    return frozenset((frozenset(map(str, head)), frozenset(map(str, tail))))


def _pairings(four: list[str], ranking) -> list[tuple[tuple, tuple, frozenset]]:
    """Brute force with the engine alone: the three pairings, oriented (CX-8.3), as
    (head rank, tail rank, the two halves)."""
    a, b, c, d = four
    out = []
    for head, tail in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))):
        h, t = orient(_cards(list(head)), _cards(list(tail)), ranking)
        out.append((pair_rank(h, ranking), pair_rank(t, ranking), _pairing(h, t)))
    return out


def _dominated(choice: tuple, pairings: list[tuple]) -> bool:
    """Another pairing at least as strong in head and tail and stronger in one (CX-9)."""
    return any(h >= choice[0] and t >= choice[1] and (h, t) != choice[:2] for h, t, _ in pairings)


def _brute_best(four: list[str], ranking) -> set[frozenset]:
    """The pairings no other pairing beats in both places, under ``ranking``."""
    ps = _pairings(four, ranking)
    return {p[2] for p in ps if not _dominated(p, ps)}


@pytest.mark.parametrize("room", ROOMS)
def test_cx_6_ai_strengths_order_hands_as_the_engine(room):
    """CX-6.1 with CX-6.2/6.3 house rules: the AI's strength of every two-card hand orders all 496
    hands exactly as the engine's ``pair_rank`` under the room's ranking."""
    ranking = ranking_of(room)
    s = strengths(ranking)
    index = {str(c): i for i, c in enumerate(DECK)}
    keyed = [(pair_rank(h, ranking), s[index[str(h[0])]][index[str(h[1])]]) for h in ALL_HANDS]
    for (r1, s1), (r2, s2) in combinations(keyed, 2):
        assert (r1 > r2) - (r1 < r2) == (s1 > s2) - (s1 < s2)


@pytest.mark.parametrize("room", ROOMS)
@settings(max_examples=150, deadline=None)
@given(four=st.lists(st.sampled_from(TOKENS), min_size=4, max_size=4, unique=True))
def test_cx_6_ai_split_is_the_brute_force_best_under_every_ranking(room, four):
    """CX-8.2/CX-9 under CX-6.2 ``lower_card`` and CX-6.3 ``zero_tie``: the AI's split is one no
    other split beats in head and tail, by brute force over the three pairings with the engine's
    ranking of the room; where one split beats or equals both others, it is that split."""
    ranking = ranking_of(room)
    head, tail = best_split(four, ranking)
    assert _pairing(head, tail) in _brute_best(four, ranking)
    h, t = pair_rank(_cards(head), ranking), pair_rank(_cards(tail), ranking)
    assert h >= t                                                        # CX-8.3 orientation


@pytest.mark.parametrize("ranking", RANKINGS)
def test_cx_6_no_table_entry_is_dominated(ranking):
    """Every one of the 35,960 hands of each ranking's table (exhaustive, the AI's own strengths,
    checked against the engine by the test above)."""
    s = strengths(ranking)
    for mask, (h, t, _m, _e) in split_table(ranking).items():
        a, b, c, d = (i for i in range(32) if mask >> i & 1)
        for (p, q), (r, u) in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))):
            x, y = sorted((s[p][q], s[r][u]), reverse=True)
            assert not (x >= h and y >= t and (x, y) != (h, t)), (mask, ranking)


def _split_view(four: str, other: str, options: dict) -> tuple[engine.Hand, int]:
    """Two players raising and calling through to the split (CX-8), seat 0 holding ``four``."""
    hand = engine.new_hand("chexuan", players=2, seed=3, options=options,
                           deal={"hands": [four, other]}, context={"stakes": [200, 200], "dealer": 1})
    while hand.phase != "split":
        legal = hand.legal_actions()
        hand.apply(next(a for a in legal if a.kind in ("call", "raise")))
    assert hand.to_act == 0
    return hand, 0


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_cx_6_3_ai_takes_the_better_zero_tail_when_zeros_do_not_tie(level):
    """CX-6.3 house rule ``zero_tie`` off (0-point hands by the top card): with 红Q 红7 黑7 红3 the
    head is 天关九 either way, and the tail 红7 红3 (0 points, 红7 on top) beats 黑7 红3, so the AI
    keeps 红7 in the tail; under the ruling (all 0-point hands tie) both splits are equal."""
    four = "DQ D7 C7 H3"
    assert frozenset(best_split(four.split())[0]) == {"DQ", "D7"}        # the ruling's table
    hand, seat = _split_view(four, "D4 C6 S5 H2", {"zero_tie": False})
    action = chexuan.make(level, 1).choose(hand.view(seat), hand.legal_actions())
    assert set(str(action.value).split()) == {"DQ", "C7"}


@pytest.mark.parametrize("room", ROOMS)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_cx_6_ai_splits_of_real_hands_under_every_room(room, level):
    """The AI at the split phase of hands dealt under each room: its split is undominated by the
    room's ranking (brute force over the three pairings)."""
    player = chexuan.make(level, 2)
    player.samples = 60
    ranking = ranking_of(room)
    for seed in range(8):
        tokens = list(TOKENS[seed * 4:seed * 4 + 4]) if seed % 2 else random.Random(seed).sample(TOKENS, 4)
        other = [t for t in TOKENS if t not in tokens][seed:seed + 4]
        hand, seat = _split_view(" ".join(tokens), " ".join(other), room)
        action = player.choose(hand.view(seat), hand.legal_actions())
        head = set(str(action.value).split())
        assert _pairing(head, [x for x in tokens if x not in head]) in _brute_best(tokens, ranking)
