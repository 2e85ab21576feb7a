"""找朋友 AI under the house rule ``tractor_min`` (ZPY-8.1): its trump, card counting and lead search
read two adjacent pairs as two pairs when a room needs three (the seed's 「6+张」)."""

from __future__ import annotations

import engine
from ai.games import zhaopengyou
from ai.games.zhaopengyou_core import Knowledge, Memory
from engine.actions import Action
from engine.cards import parse_cards as C
from tests.engine.zhaopengyou.test_hand import make_deal, to_play

#: seat 0 (declarer, trump H, level 2) holds the pairs DQ and DK; seat 1 all three DA
FIXED = {0: "H2 DQ DQ DK DK", 1: "DA DA DA"}


def _lead_view(tractor_min: int) -> tuple:
    h = engine.new_hand("zhaopengyou", seed=0, deal=make_deal(FIXED), options={"tractor_min": tractor_min},
                        context={"levels": [2] * 5, "starter": 0})
    to_play(h)
    return h, h.view(0)


def test_card_counting_sees_two_pairs_under_three_pairs():
    """ZPY-9.4 as the AI counts it: DQ DQ DK DK is a tractor nobody can beat by default (a K-A
    tractor needs two DK, one is out); needing three pairs it is two pairs, and the three DA out
    beat the pair of kings, so it is no safe lead."""
    for tractor_min, safe in ((2, True), (3, False)):
        _h, view = _lead_view(tractor_min)
        kn = Knowledge(view, Memory())
        assert kn.trump.tractor_min == tractor_min
        assert kn.unit_safe(C("DQ DQ DK DK")) is safe


def test_lead_search_uses_the_rooms_tractor():
    """The normal AI's lead search scores only listed simple leads and safe throws: under three
    pairs DQ DQ DK DK is neither (not a simple lead, and its pair of kings can be beaten)."""
    h, view = _lead_view(3)
    legal = h.legal_actions()
    assert Action.play(C("DQ DQ DK DK")) not in legal
    player = zhaopengyou.make("normal", 0)
    player.memory.update(view)
    kn = Knowledge(view, player.memory)
    options = [tuple(sorted(map(str, a.cards))) for _s, a in player.lead_options(kn, legal)]
    assert tuple(sorted(map(str, C("DQ DQ DK DK")))) not in options
    choice = player.choose(view, legal)
    assert h.check(choice) is None
