"""Choice phases read what the table announced, not only the own hand (issue #25, point 2)."""

from __future__ import annotations

import random

import pytest

import engine
from ai.games import banbiantianzha, chexuan, sandayi
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


def _facing_raise(hidden: str, opp: str, total: int) -> engine.Hand:
    """Heads-up, stakes 200, betting round 1: seat 1 speaks first and raises to ``total``."""
    hand = engine.new_hand("chexuan", players=2, seed=1, deal={"hands": [hidden, opp]},
                           context={"stakes": [200, 200], "dealer": 0})
    assert hand.phase == "bet" and hand.to_act == 1
    hand.apply(next(a for a in hand.legal_actions() if a.kind == "raise" and a.value == total))
    assert hand.to_act == 0
    return hand


@pytest.mark.parametrize("seed", range(4))
def test_cx_11_2_normal_folds_middling_cards_to_a_raise_of_half_the_stake(seed, monkeypatch):
    """CX-11.2, 11.3, 11.5: round 1, the opponent raises to 100 of his 200 (an ante is 1). With DQ C9
    a call risks 100 against the hands that raise so much: played out by ``normal`` after
    such a raise of ``normal``'s, the call won 1 of 28 hands, −45 chips each; a fold loses the ante.
    ``normal`` read the raise at half the weight of ``hard`` and called (issue #25, point 2)."""
    hand = _facing_raise("DQ C9 HQ D2", "H2 D8 H8 D4", 100)
    view, legal = hand.view(0), hand.legal_actions()
    assert view["hands"][0] == ["DQ", "C9"]              # the seat sees only its first two cards
    assert chexuan.make("normal", seed).choose(view, legal).kind == "fold"
    assert chexuan.make("hard", seed).choose(view, legal).kind == "fold"
    monkeypatch.setattr(chexuan, "NORMAL_RANGE", 0.5)   # the weight before: the call
    assert chexuan.make("normal", seed).choose(view, legal).kind in ("call", "allin")


def test_cx_11_2_normal_still_calls_a_small_raise_with_the_same_cards():
    """The same cards against a raise to 3 (two antes more): the price is small, ``normal`` stays in."""
    hand = _facing_raise("DQ C9 HQ D2", "H2 D8 H8 D4", 3)
    assert chexuan.make("normal", 1).choose(hand.view(0), hand.legal_actions()).kind != "fold"


def test_choice_buckets_new_against_old_splits_each_bucket_by_side(tmp_path, capsys, monkeypatch):
    """``benchmarks/choice_buckets.py --old``: both sides' decisions are bucketed, 扯旋's bets by
    kind and price, and the last line is new's score against old."""
    import shutil
    import sys
    from pathlib import Path

    from ai import pimc

    for name in ("DEFAULT_WORLDS", "LIGHT_BUDGET_MS"):      # main() sets them: restored after
        monkeypatch.setattr(pimc, name, getattr(pimc, name))
    root = Path(__file__).resolve().parents[2]
    shutil.copytree(root / "ai", tmp_path / "ai", ignore=shutil.ignore_patterns("__pycache__"))
    sys.path.insert(0, str(root / "benchmarks"))
    try:
        import choice_buckets

        choice_buckets.main(["--games", "chexuan", "--deals", "3", "--old", str(tmp_path)])
    finally:
        sys.path.remove(str(root / "benchmarks"))
        for name in [m for m in sys.modules if m == "ai_old" or m.startswith("ai_old.")]:
            del sys.modules[name]
    out = capsys.readouterr().out.splitlines()
    rows = [line.split() for line in out[2:-1]]
    assert {r[0] for r in rows} == {"new", "old"}
    assert all(r[3].startswith("price") for r in rows if r[1] == "bet")
    assert out[-1].strip().startswith("new vs old: score") and out[-1].endswith("3 deals")
