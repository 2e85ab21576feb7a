"""Betting on the immutable BettingState (API section 8; CX-10, CX-11)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games.chexuan import (
    BettingState,
    betting_apply,
    betting_options,
    betting_start,
    betting_timeout,
)
from engine.games.chexuan.betting import betting_error


def play(state, *moves):
    for m in moves:
        kind, total = (m, None) if isinstance(m, str) else m
        state = betting_apply(state, kind, total)
    return state


def test_start_commits_the_ante_and_first_speaker_follows_the_dealer():
    """CX-10.1, CX-11.0, CX-10.3: everybody antes; round 1 starts after the dealer."""
    s = betting_start([100, 100, 100], ante=5, dealer=1)
    assert isinstance(s, BettingState)
    assert s.committed == (5, 5, 5) and s.street == 1 and s.to_act == 2 and s.outcome is None
    assert betting_start([100, 100, 100], 5, dealer=2).to_act == 0


def test_stake_below_ante_is_refused():
    """CX-1.4: every 簸簸 is at least the ante."""
    with pytest.raises(ValueError, match="CX-1.4"):
        betting_start([100, 4], ante=5)
    with pytest.raises(ValueError, match="CX-1.1"):
        betting_start([100], ante=5)


def test_options_before_anybody_bets():
    """CX-11.1, CX-11.2, CX-11.4, CX-11.5: an unopened round offers 休, 大 (M+A … B-1), 敲, 丢."""
    s = betting_start([100, 60], ante=5)          # dealer 0: seat 1 speaks first
    assert s.to_act == 1
    assert betting_options(s) == {"check": (5, 5), "raise": (10, 59), "allin": (60, 60), "fold": (5, 5)}


def test_check_after_a_bet_is_refused():
    """CX-11.1: 休 is legal only while the round is not opened."""
    s = play(betting_start([100, 100, 100], 5), ("raise", 20))
    assert "check" not in betting_options(s)
    reason = betting_error(s, "check")
    assert reason.startswith("CX-11.1")
    with pytest.raises(ValueError, match="CX-11.1"):
        betting_apply(s, "check")


def test_raise_minimum_and_maximum():
    """CX-11.2: the new total is at least M + A and below B_i; a raise makes the others act again."""
    s = betting_start([100, 100, 100], 5)
    with pytest.raises(ValueError, match="CX-11.2.*at least 10"):
        betting_apply(s, "raise", 9)
    with pytest.raises(ValueError, match="CX-11.2"):
        betting_apply(s, "raise", 100)           # that is 敲
    with pytest.raises(ValueError, match="CX-11.2"):
        betting_apply(s, "raise", None)
    s = play(s, ("raise", 10), ("raise", 15))    # seats 1 and 2
    assert s.committed == (5, 10, 15) and s.to_act == 0 and s.opened
    assert betting_options(s)["raise"] == (20, 99)
    s = play(s, "call", "call")                  # seat 1 must act again (CX-11.2)
    assert s.committed == (15, 15, 15) and s.street == 2


def test_call_needs_a_bet_and_enough_chips():
    """CX-11.3: 跟 only against a bet, and only if the full call leaves chips; else 敲 or 丢."""
    s = betting_start([30, 100], 5)
    assert betting_error(s, "call").startswith("CX-11.3")
    s = play(s, ("raise", 50))                   # seat 1 bets; seat 0 has only 30
    opts = betting_options(s)
    assert "call" not in opts and "raise" not in opts and set(opts) == {"allin", "fold"}
    assert betting_error(s, "call").startswith("CX-11.3")


def test_allin_that_raises_reopens_even_below_the_minimum():
    """CX-11.4: a 敲 above M is a raise (even by less than A): the others act again."""
    s = betting_start([100, 22, 100], 5)
    s = play(s, ("raise", 20))                   # dealer 0, so seat 1 acts first
    assert s.committed[1] == 20
    s = play(s, "call", "call")
    # round 2: seat 1 goes all-in for 22, two more than M, which raises and reopens
    assert s.street == 2 and s.to_act == 1
    s = play(s, "allin")
    assert s.committed[1] == 22 and s.opened and s.to_act == 2
    s = play(s, "call", "call")
    # seat 1 is all-in: no further betting decision for him (CX-11.4); two players left with chips
    assert s.street == 3 and s.to_act == 2


def test_allin_for_less_reopens_nothing():
    """CX-11.4: a 敲 at or below M is a call for less and reopens nothing."""
    s = betting_start([100, 12, 100], 5)
    s = play(s, "check", "check", ("raise", 30), "allin")   # seats 1, 2, 0, then 1 敲 for 12
    assert s.to_act == 2 and s.committed == (30, 12, 5)     # seat 2 still owes the call
    s = play(s, "call")
    assert s.committed == (30, 12, 30) and s.street == 2 and s.to_act == 2


def test_allin_player_stays_to_showdown():
    """CX-11.4, CX-10.10 c: after 敲 a player takes no further decisions; if at most one player still
    has chips and nobody owes a call, the rest is skipped to the showdown."""
    s = betting_start([150, 100], 5)
    s = play(s, "allin", "call")
    assert s.outcome == "showdown" and s.to_act is None and s.street == 1


def test_fold_and_sole_survivor():
    """CX-11.5, CX-10.10 a: 丢 is always legal; when one player is left the hand ends."""
    s = play(betting_start([100, 100, 100], 5), ("raise", 20), "fold")
    assert s.folded == (False, False, True) and s.to_act == 0
    s = play(s, "fold")
    assert s.outcome == "survivor" and s.to_act is None


def test_timeout_folds_and_spoils_a_void():
    """CX-11.6, CX-11.9: the timer plays 丢, and a round with a 丢 is not void."""
    s = betting_start([100, 100, 100], 5)
    s = betting_timeout(play(s, "check"))
    assert s.folded[2] and not s.all_checks
    s = play(s, "check")
    assert s.outcome is None and s.street == 2


def test_round_end_and_order_of_later_rounds():
    """CX-11.7, CX-11.0, CX-10.5, CX-10.7, CX-10.8: a round ends when all with chips have acted and
    matched M; rounds 2 and 3 start after the dealer; showdown after round 3."""
    s = betting_start([100, 100, 100], 5, dealer=2)
    s = play(s, ("raise", 10), "call", "call")
    assert s.street == 2 and s.to_act == 0
    s = play(s, ("raise", 20), "call", "fold")
    assert s.street == 3 and s.to_act == 0
    s = play(s, ("raise", 30), "call")
    assert s.outcome == "showdown" and s.street == 3 and s.committed == (30, 30, 10)


@pytest.mark.parametrize("street", [1, 2, 3])
def test_all_check_round_is_void_in_any_round(street):
    """CX-11.9: a round in which everybody who acted chose 休 ends the hand as void."""
    s = betting_start([100, 100, 100], 5)
    for _ in range(street - 1):
        s = play(s, ("raise", s.top + 5), "call", "call")
    s = play(s, "check", "check", "check")
    assert s.outcome == "void" and s.street == street


def test_void_even_after_earlier_folds():
    """CX-11.9: players who folded earlier are part of the void (the hand's settlement is all 0)."""
    s = play(betting_start([100, 100, 100], 5), ("raise", 10), "fold", "call", "check", "check")
    assert s.outcome == "void" and s.folded == (False, False, True)


def test_no_void_with_an_allin_player():
    """CX-11.9 RULING: an all-in player cannot check, so the others' checks do not make a void."""
    s = betting_start([100, 10, 100], 5)
    s = play(s, "allin", "call", "call")
    assert s.street == 2 and s.committed == (10, 10, 10)
    s = play(s, "check", "check")
    assert s.outcome is None and s.street == 3


def test_apply_does_not_change_its_input():
    """API 8: betting_apply returns a new state and leaves the old one alone."""
    s = betting_start([100, 100], 5)
    t = betting_apply(s, "raise", 20)
    assert s.committed == (5, 5) and s.to_act == 1 and t.committed == (5, 20)


def test_betting_over_refuses_actions():
    """CX-11.7: nothing is legal once betting is over."""
    s = play(betting_start([100, 100], 5), "fold")
    assert betting_options(s) == {}
    with pytest.raises(ValueError, match="CX-11.7"):
        betting_apply(s, "fold")
    with pytest.raises(ValueError, match="CX-11"):
        betting_apply(betting_start([100, 100], 5), "bet")


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(5, 200), min_size=2, max_size=6), st.integers(0, 5),
       st.randoms(use_true_random=False))
def test_random_betting_keeps_the_rules(stakes, dealer, rnd):
    """CX-11.8, CX-11.7, CX-11.0: in random play nobody commits beyond his 簸簸, committed chips never
    go down, folded and all-in players are never asked, and betting always ends."""
    s = betting_start(stakes, 5, dealer % len(stakes))
    for _ in range(200):
        if s.outcome is not None:
            break
        i = s.to_act
        assert not s.folded[i] and s.committed[i] < s.stakes[i]
        opts = betting_options(s)
        kind = rnd.choice(sorted(opts))
        lo, hi = opts[kind]
        t = betting_apply(s, kind, rnd.randint(lo, hi) if kind == "raise" else None)
        assert all(a <= b <= st_ for a, b, st_ in zip(s.committed, t.committed, t.stakes))
        s = t
    assert s.outcome in ("void", "survivor", "showdown") and s.to_act is None
