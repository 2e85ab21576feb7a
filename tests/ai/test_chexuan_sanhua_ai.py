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
