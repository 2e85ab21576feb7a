"""The 扯旋 AI reads 三花 under the room's house rule sanhua (CX-7.3, issue 36) exactly as the engine
does: every holding of three or four cards, both readings."""

from __future__ import annotations

from itertools import combinations

import pytest

from ai.games.chexuan import _no_pair
from ai.games.chexuan_eval import is_sanhua, mask_of
from engine import new_hand
from engine.games.chexuan import DECK, sanhua


@pytest.mark.parametrize("rule", ["auto", "no_pair"])
def test_cx_7_3_ai_sanhua_matches_the_engine(rule):
    """CX-7.1-7.3: the AI's bit-mask test agrees with ``engine.games.chexuan.sanhua`` on all
    C(32,3) + C(32,4) holdings; under no_pair some 三花 holdings are no longer 三花."""
    differ = 0
    for k in (3, 4):
        for cards in combinations(DECK, k):
            want = sanhua(cards, rule) is not None
            assert is_sanhua(mask_of([str(c) for c in cards]), rule == "no_pair") == want, cards
            differ += want != (sanhua(cards) is not None)
    assert (differ > 0) == (rule == "no_pair")


def test_cx_7_3_ai_reads_the_rule_from_the_view():
    """The AI takes the reading from the view's sanhua_rule, as the split helper does."""
    assert not _no_pair(new_hand("chexuan", players=3, seed=2).view(0))
    assert _no_pair(new_hand("chexuan", players=3, seed=2, options={"sanhua": "no_pair"}).view(0))


def _at_split(cards0: str, cards1: str):
    """House rule sanhua = declared: two seats all in, seat 1 has split, seat 0 (三花) to choose."""
    from engine import Action

    hand = new_hand("chexuan", players=2, seed=1, options={"sanhua": "declared"},
                    context={"stakes": [100, 100], "dealer": 0}, deal={"hands": [cards0, cards1]})
    hand.apply(Action("allin"))
    hand.apply(Action("allin"))
    hand.apply(hand.legal_actions()[0])
    assert hand.to_act == 0
    return hand


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_cx_7_3_ai_declares_a_losing_sanhua(level):
    """CX-7.3 declared: with 三花十 whose best split loses to the 红Q pair and 黑9 pair showing their
    open cards, every level declares (net 0 instead of a loss)."""
    import ai

    hand = _at_split("CT DT CJ S5", "DQ HQ S9 C9")
    action = ai.make_player("chexuan", level, seed=4).choose(hand.view(0), hand.legal_actions())
    assert action.kind == "declare"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_cx_7_3_ai_keeps_a_winning_sanhua_split(level):
    """CX-7.3 declared: 红3+大王 (丁皇, a head nobody beats) over 黑6+红6 (2 points) holds 三花六 too;
    against the open 红7 红4 the split is expected to win well, so no level declares, and it wins."""
    import ai

    hand = _at_split("H3 BJ C6 D6", "S4 H4 D7 D4")
    action = ai.make_player("chexuan", level, seed=4).choose(hand.view(0), hand.legal_actions())
    assert action.kind == "split"
    hand.apply(action)
    assert hand.result().deltas[0] > 0
