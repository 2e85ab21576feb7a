"""ai/endgame.py, the exact solver behind the 残局 puzzles: it agrees with a plain minimax, its
copies are independent, it stops at its limit, and it answers a decided position without search."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ai.endgame import Endgame, ScoreSearch, SearchTooLarge, clone, position_key
from app.learn.positions import climbing_endgame, climbing_key, first_out
from engine import Hand
from engine.games.datongzi import card_points

#: 打筒子 cards small positions are drawn from (three copies of each exist, DTZ-1.2)
POOL = ["S5", "H5", "S6", "D6", "S7", "S7", "S7", "H9", "C9", "SJ", "HJ", "CJ", "DJ", "SA", "HA", "S2"]


def _stash(state, seat, cards):
    state.won[seat] += cards
    state.points[seat] += card_points(cards)


def _dtz(hands: list[str]) -> Hand:
    return climbing_endgame("datongzi", hands, 0, _stash)


def _minimax(hand: Hand, goal, team) -> bool:
    """The same question answered the slow way: no memo, no shortcuts (DTZ-6.1: the first out)."""
    done = goal(hand)
    if done is not None:
        return done
    results = []
    for a in hand.legal_actions():
        child = clone(hand)
        child.apply(a)
        results.append(_minimax(child, goal, team))
    return any(results) if hand.to_act in team else all(results)


@settings(max_examples=12, deadline=None)
@given(st.permutations(POOL), st.integers(1, 3), st.integers(1, 2), st.integers(1, 2))
def test_the_solver_agrees_with_plain_minimax(cards, a, b, c):
    hands = [" ".join(cards[:a]), " ".join(cards[a:a + b]), " ".join(cards[a + b:a + b + c])]
    hand = _dtz(hands)
    goal, team = first_out({0}), frozenset({0})
    for key in (position_key, climbing_key):
        assert Endgame(goal, team, key=key).wins(hand) == _minimax(hand, goal, team)


def test_a_clone_is_independent_of_its_original():
    hand = _dtz(["S8 S8 S8 D6 H9", "SJ HJ CJ DJ S7", "SA D5"])
    before = hand.to_dict()["state"]
    copy = clone(hand)
    assert position_key(copy) == position_key(hand)
    copy.apply(copy.legal_actions()[0])
    assert hand.to_dict()["state"] == before
    assert position_key(copy) != position_key(hand)


def test_the_search_stops_at_its_limit():
    hand = _dtz(["S8 S8 S8 D6 H9", "SJ HJ CJ DJ S7", "SA D5"])
    with pytest.raises(SearchTooLarge):
        Endgame(first_out({0}), frozenset({0}), limit=3).wins(hand)


def test_a_decided_position_needs_no_search():
    hand = _dtz(["S8 S8 S8 D6 H9", "SJ HJ CJ DJ S7", "SA D5"])
    solver = Endgame(lambda h: True, frozenset({0}))
    assert solver.wins(hand) and solver.visited == 0


def test_winning_moves_and_the_defence():
    """DTZ-4.1: the 筒子 beats the bomb, so it is kept; led first, the bomb takes the lead back."""
    hand = _dtz(["S8 S8 S8 D6 H9", "SJ HJ CJ DJ S7", "SA D5"])
    solver = Endgame(first_out({0}), frozenset({0}), key=climbing_key)
    assert solver.wins(hand)
    assert {str(a) for a in solver.winning_moves(hand)} == {"play D6", "play H9"}
    trap = next(a for a in hand.legal_actions() if str(a) == "play S8 S8 S8")
    hand.apply(trap)
    # the defender to act now has a move that keeps seat 0 from going out first, and plays it
    assert not solver.wins(hand)
    defence = solver.best_move(hand)
    hand.apply(defence)
    assert not solver.wins(hand)


def _score_minimax(hand: Hand, seat: int, team) -> float:
    """A seat's exact score the slow way: no memo, no pruning."""
    if hand.is_over:
        return float(hand.result().deltas[seat])
    vals = []
    for a in hand.legal_actions():
        child = clone(hand)
        child.apply(a)
        vals.append(_score_minimax(child, seat, team))
    return max(vals) if hand.to_act in team else min(vals)


@pytest.mark.parametrize("n", [0, 1, 2])
def test_the_score_search_agrees_with_a_plain_minimax_on_the_doudizhu_puzzles(n):
    # issue #35: the position suite's exact values. 斗地主's puzzles are won by the landlord (seat 0)
    # with the right first play (DDZ-8.4), lost with the trap: his score is positive, and the plain
    # minimax (no memo, no alpha-beta) gets the very same number, multiples included (DDZ-9)
    from app.games.doudizhu.puzzles import PUZZLES

    p = PUZZLES[n]
    hand = p.start()
    search = ScoreSearch(0, frozenset({0}))
    value = search.value(hand)
    assert value > 0
    if n < 2:  # the third puzzle's plain minimax takes seconds; its value is checked by its sign
        assert value == _score_minimax(hand, 0, frozenset({0}))
    # a farmer's score is the other side of it: his side minimises the landlord's
    assert ScoreSearch(1, frozenset({1, 2})).value(hand) < 0
    trap = next(a for a in hand.legal_actions() if str(a) == p.trap)
    after = clone(hand)
    after.apply(trap)
    assert ScoreSearch(0, frozenset({0})).value(after) < 0


def test_the_score_search_stops_at_its_limit():
    from app.games.doudizhu.puzzles import PUZZLES

    with pytest.raises(SearchTooLarge):
        ScoreSearch(0, frozenset({0}), limit=3).value(PUZZLES[2].start())
