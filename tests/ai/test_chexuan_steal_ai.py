"""扯旋 `normal` 敲s at a small price where its own reading of a 敲 says the seats behind fold (issue
#35, the choice bench's flag at 1–2 antes). The position is the bench's flagged point (seed 5, deal
10, step 8): every seat 休s, the dealer's last 休 would void the hand (CX-11.9), so he bets the least
raise (CX-11.2); the seat after him holds a 3-point start."""

from __future__ import annotations

import pytest

import engine
from ai.games import chexuan
from ai.games.chexuan_eval import TOKENS, mask_of, partial_equity, range_equity

DEAL = {"hands": ["C5 H3 ST DT", "S5 H8 C8 HQ", "CT S8 CJ S9", "S6 S4 DQ C9"],
        "bottom": "D2 H2 D8 D4 H4 C4 C6 SJ HT D7 H7 D6 H6 C7 S7 BJ"}
STAKES = [("stake", 200)] * 4


def _at(prefix: list[tuple[str, int | None]]) -> engine.Hand:
    hand = engine.new_hand("chexuan", players=4, seed=5079222, deal=DEAL)
    for kind, value in prefix:
        legal = hand.legal_actions()
        hand.apply(next(a for a in legal if a.kind == kind and (value is None or a.value == value)))
    return hand


def _reading(hand: engine.Hand) -> tuple[float, float]:
    seat = hand.to_act
    view = hand.view(seat)
    player = chexuan.make("normal", 3)
    live = [True] * view["num_players"]
    return player._shove_ev(view, player._worlds(view, view["hands"][seat], live, 640), live)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_cx_11_4_normal_knocks_where_every_seat_behind_bet_small(seed):
    """CX-11.2, 11.4, 11.9: after three 休 and the dealer's least raise, seat 1 (S5 H8) 敲s: every
    seat behind has shown a hand it would not raise big with, so the 敲 takes the 5-chip pot (the
    code before called here)."""
    hand = _at(STAKES + [("check", None)] * 3 + [("raise", 2)])
    assert hand.to_act == 1 and hand.view(1)["current_bet"] == 2
    assert chexuan.capped_seats(hand.view(1)) == [0, 2, 3]
    shove, folds = _reading(hand)
    assert folds > 0.97 and shove > 2.0  # in antes: the pot of 5 less the rare call
    action = chexuan.make("normal", seed).choose(hand.view(1), hand.legal_actions())
    assert action.kind == "allin" and action.value == 200


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_cx_11_4_no_knock_into_seats_that_have_not_spoken(seed):
    """The 敲 is read against who may still hold a big hand: facing the first speaker's least raise,
    with two seats behind yet to speak, seat 2 does not 敲 (it calls)."""
    hand = _at(STAKES + [("raise", 2)])
    assert hand.to_act == 2 and chexuan.capped_seats(hand.view(2)) == [1]
    shove, _folds = _reading(hand)
    assert shove < 1.0  # not the sure pot: less than folding (−1) and the margin (1.5 antes) make
    action = chexuan.make("normal", seed).choose(hand.view(2), hand.legal_actions())
    assert action.kind != "allin"


def test_a_knock_reads_as_a_stronger_range():
    """``range_equity``: against a random hand it is within 0.1 of ``partial_equity`` (both take head
    and tail as independent, from marginals a pass apart); against the range a 敲 reads as (β = 4)
    no start is better off, and a start that folds to it (a 3-point S5 H8) is far behind while 丁皇
    stays ahead."""
    plain, knock, partial = range_equity(beta=0.0), range_equity(beta=4.0), partial_equity()
    twos = [mask_of([a, b]) for i, a in enumerate(TOKENS) for b in TOKENS[i + 1:]]
    assert max(abs(plain[m] - partial[m]) for m in twos) < 0.1
    assert all(knock[m] < plain[m] for m in twos)
    assert knock[mask_of(["S5", "H8"])] < -0.5 < 0.0 < knock[mask_of(["H3", "BJ"])]
