"""扯旋 opponents: legal choices in whole hands, the blunder positions, a small head-to-head."""

from __future__ import annotations

import random

import pytest

import engine
from ai.games import chexuan
from ai.games.chexuan_eval import best_split, compare_ht, split_table
from engine.games.chexuan import pair_rank

LEVELS = ("random", "greedy", "easy", "normal", "hard")


def play_hand(seed: int, levels: list[str], context: dict | None = None) -> list[int]:
    hand = engine.new_hand("chexuan", players=len(levels), seed=seed, context=context)
    players = [chexuan.make(lv, seed * 7 + i) for i, lv in enumerate(levels)]
    while not hand.is_over:
        seat = hand.to_act
        legal = hand.legal_actions()
        action = players[seat].choose(hand.view(seat), legal)
        assert action in legal, (levels[seat], hand.phase, action)
        hand.apply(action)
    result = hand.result()
    assert result is not None
    return list(result.deltas)


@pytest.mark.slow
def test_every_level_chooses_legal_actions_in_whole_hands() -> None:
    rng = random.Random(5)
    for seed in range(40):
        n = rng.randint(2, 6)
        play_hand(seed, [rng.choice(LEVELS) for _ in range(n)])


def test_make_rejects_unknown_level() -> None:
    with pytest.raises(ValueError):
        chexuan.make("expert", 1)


def test_split_table_covers_every_four_card_hand() -> None:
    table = split_table()
    assert len(table) == 35960
    for h, t, _m, _e in list(table.values())[:2000]:
        assert h >= t


def test_best_split_keeps_dinghuang_with_a_pair() -> None:
    head, tail = best_split(["H3", "BJ", "DQ", "HQ"])           # 天皇: 丁皇 head, 天牌 tail
    assert sorted(head) == ["BJ", "H3"] and sorted(tail) == ["DQ", "HQ"]


def test_best_split_is_at_least_as_good_as_auto_split_against_random_hands() -> None:
    """The table's split never loses more often than the engine's auto-split (CX-8.4)."""
    from engine.cards import parse_cards
    from engine.games.chexuan import DECK, auto_split
    rng = random.Random(3)
    tokens = [str(c) for c in DECK]
    diff = 0
    for _ in range(300):
        mine = rng.sample(tokens, 8)
        a, b = mine[:4], mine[4:]
        ha, ta = best_split(a)
        hb, tb = (list(map(str, x)) for x in auto_split(parse_cards(" ".join(b))))
        ra = (pair_rank(parse_cards(" ".join(ha))), pair_rank(parse_cards(" ".join(ta))))
        rb = (pair_rank(parse_cards(" ".join(hb))), pair_rank(parse_cards(" ".join(tb))))
        diff += compare_ht(ra[0], ra[1], rb[0], rb[1])         # type: ignore[arg-type]
    assert diff >= -30


def _bet_position(hidden: str, opp: str) -> engine.Hand:
    """Two players, stakes set, betting round 1: seat 1 speaks first; it raises all-in."""
    hand = engine.new_hand("chexuan", players=2, seed=1,
                           deal={"hands": [hidden, opp]}, context={"stakes": [200, 200], "dealer": 0})
    assert hand.phase == "bet" and hand.to_act == 1
    allin = next(a for a in hand.legal_actions() if a.kind == "allin")
    hand.apply(allin)
    assert hand.to_act == 0
    return hand


@pytest.mark.parametrize("level", ["greedy", "easy", "normal", "hard"])
def test_never_folds_dinghuang(level: str) -> None:
    for seed in range(5):
        hand = _bet_position("H3 BJ C5 S7", "DQ HQ D2 H2")
        action = chexuan.make(level, seed).choose(hand.view(0), hand.legal_actions())
        assert action.kind != "fold"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_folds_garbage_to_an_all_in(level: str) -> None:
    hand = _bet_position("D4 C6 S7 H3", "DQ HQ D2 H2")          # 0 points in the hidden cards
    action = chexuan.make(level, 1).choose(hand.view(0), hand.legal_actions())
    assert action.kind == "fold"


def test_greedy_is_a_calling_station() -> None:
    hand = _bet_position("D4 C6 S7 H3", "DQ HQ D2 H2")
    action = chexuan.make("greedy", 1).choose(hand.view(0), hand.legal_actions())
    assert action.kind in ("call", "allin")


def test_strong_hand_bets_when_checked_to() -> None:
    hand = engine.new_hand("chexuan", players=2, seed=1, deal={"hands": ["DQ HQ D2 H2", "D4 C6 S7 H3"]},
                           context={"stakes": [200, 200], "dealer": 0})
    hand.apply(next(a for a in hand.legal_actions() if a.kind == "check"))
    action = chexuan.make("normal", 1).choose(hand.view(0), hand.legal_actions())
    assert action.kind in ("raise", "allin")


def test_normal_beats_random_head_to_head() -> None:
    total = 0.0
    for seed in range(40):
        ctx = {"stacks": [1000, 1000], "dealer": seed % 2}
        total += play_hand(seed, ["normal", "random"], ctx)[0]
        total += play_hand(seed, ["random", "normal"], ctx)[1]
    assert total > 0


def test_random_positions_are_legal_at_every_level() -> None:
    rng = random.Random(11)
    players = {lv: chexuan.make(lv, 3) for lv in LEVELS}
    players["hard"].samples = 60             # fewer Monte Carlo worlds: legality, not strength
    checked = 0
    for h in range(40):
        hand = engine.new_hand("chexuan", players=rng.randint(2, 6), seed=900 + h)
        while not hand.is_over:
            legal = hand.legal_actions()
            if rng.random() < 0.3:
                view = hand.view(hand.to_act)
                for lv, p in players.items():
                    assert p.choose(view, legal) in legal, lv
                    checked += 1
            hand.apply(legal[rng.randrange(len(legal))])
    assert checked >= 200
