"""Choice phases read what the table announced, not only the own hand (issue #25, point 2)."""

from __future__ import annotations

import random

import pytest

from ai.games import banbiantianzha, sandayi
from engine import Action

#: a 庄 hand of decomposition cost 2.36: under 反抖's bar of 3.5 plays, not clearly stronger
BANKER = "S3 H3 C3 D3 S5 H5 SA HA CA SK HK S9 S7 H8 S6 D4 DQ"
COUNTER_DOU = [Action("choose", value="fandou"), Action("choose", value="bufandou")]


def _counter_dou_view(dou: list, helped: list) -> dict:
    return {"phase": "counter_dou", "viewer": 2, "num_players": 3, "hands": [None, None, BANKER.split()],
            "choices": {"dou": dou, "helped": helped}}


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_bbt_3_7_no_counter_dou_against_a_defender_who_showed_two_bombs(level):
    """BBT-3.5, 3.7: a 闲 who 抖s by his own choice holds at least two bombs; the 庄 answers with 反抖
    (double stake on both pairs) only with a much stronger hand than when the 抖 came by 助抖."""
    view = _counter_dou_view([True, True, None], helped=[1])
    assert banbiantianzha.strength(view) == pytest.approx(2.36, abs=0.01)
    assert banbiantianzha.shown_dou(view) == 1
    choice = banbiantianzha.choose_phase(view, COUNTER_DOU, level, random.Random(1))
    assert choice.value == "bufandou"


def test_bbt_3_6_a_helped_dou_shows_no_bombs():
    """BBT-3.6: the 闲 who is 抖 by 助抖 showed nothing: with no 闲 抖 by his own choice the same hand
    still 反抖s (the threshold of the hand alone)."""
    view = _counter_dou_view([True, True, None], helped=[0, 1])
    assert banbiantianzha.shown_dou(view) == 0
    assert banbiantianzha.choose_phase(view, COUNTER_DOU, "normal", random.Random(1)).value == "fandou"


BIDS = [Action("bid", value=v) for v in (0, 1, 2, 3)]


def _bid_view(cards: str) -> dict:
    return {"phase": "bid", "viewer": 0, "num_players": 4, "hands": [cards.split(), None, None, None]}


def test_sdy_5_3_no_three_dang_without_a_joker():
    """SDY-5.2, 5.3: a strong hand (cost under the 3档 bar) without a joker or bomb bids 1档 only;
    with a bomb 2档; with a joker the full 3档 its cost allows."""
    plain = "S3 H3 C3 S4 H4 C4 S5 H5 C5 S6 H6 C6 S7 H7 C7 S8 H8 C8 S9 H9 C9 ST HT CT SJ"
    assert sandayi._cost(_bid_view(plain)) <= sandayi.BIDS["normal"][2]
    assert sandayi.choose_phase(_bid_view(plain), BIDS, "normal", random.Random(1)).value == 1
    bomb = plain.replace("SJ", "D3")
    assert sandayi.choose_phase(_bid_view(bomb), BIDS, "normal", random.Random(1)).value == 2
    joker = plain.replace("SJ", "BJ")
    assert sandayi.choose_phase(_bid_view(joker), BIDS, "normal", random.Random(1)).value == 3
