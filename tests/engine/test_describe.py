"""``engine.describe_play``: each game's combination kinds named from its own ``classify`` and laid
out by structure (issue #20 item 7): runs in sequence order (A low where the run needs it), the body
of a plane or a triple before its wings, bombs flagged."""

from __future__ import annotations

import importlib

import pytest
from hypothesis import given
from hypothesis import strategies as st

import engine
from engine import describe_play, make_deck
from engine.registry import climbing_games

DTZ_KICKERS = {"allow_kickers": True}

#: (game, cards as played, options, kind, name, laid out, bomb) — every kind of the four games
CASES = [
    # 上海三打一 (SDY-6)
    ("sandayi", "S9", None, "single", "single", "S9", False),
    ("sandayi", "H9 S9", None, "pair", "pair", "S9 H9", False),
    ("sandayi", "D9 S9 H9", None, "triple", "triple", "S9 H9 D9", False),
    ("sandayi", "S4 H9 S9 H4 D9", None, "triple_pair", "triple_pair", "S9 H9 D9 S4 H4", False),  # SDY-6.5
    ("sandayi", "S3 SA S2 S5 S4", None, "straight", "straight", "SA S2 S3 S4 S5", False),  # SDY-6.1 A low
    ("sandayi", "ST SA SJ SK SQ", None, "straight", "straight", "ST SJ SQ SK SA", False),  # A high
    # the example: AA2233 44 came out as '2 2 A A 4 4 3 3' (SDY-6.7, A low)
    ("sandayi", "S2 H2 SA HA S4 H4 S3 H3", None, "pair_run", "pair_run", "SA HA S2 H2 S3 H3 S4 H4", False),
    ("sandayi", "S8 H7 S7 C7 H8 C8", None, "plane", "plane", "S7 H7 C7 S8 H8 C8", False),  # SDY-6.8
    # the example: a plane with wings came out in suit order (2♠3♠4♠7♠8♠7♥8♥…) (SDY-6.9)
    ("sandayi", "S2 S3 S7 S8 H2 H3 H7 H8 C7 C8", None, "plane_wings", "plane_wings",
     "S7 H7 C7 S8 H8 C8 S2 H2 S3 H3", False),
    ("sandayi", "S5 H5 C5 D5", None, "bomb", "bomb", "S5 H5 C5 D5", True),  # SDY-6.10
    ("sandayi", "BJ LJ BJ LJ", None, "joker_bomb", "joker_bomb", "LJ LJ BJ BJ", True),  # SDY-6.11
    # 半边天炸 (BBT-5)
    ("banbiantianzha", "SK", None, "single", "single", "SK", False),
    ("banbiantianzha", "D8 S8", None, "pair", "pair", "S8 D8", False),
    ("banbiantianzha", "S8 H8 C8", None, "triple", "triple", "S8 H8 C8", False),
    ("banbiantianzha", "S3 S8 H8 C8", None, "triple", "triple_1", "S8 H8 C8 S3", False),  # 三带一
    ("banbiantianzha", "S3 S8 H8 C8 H4", None, "triple", "triple_2", "S8 H8 C8 S3 H4", False),  # 三带二
    ("banbiantianzha", "S3 S4 S5 S6 H3 C3 C4 C7 D4 DJ", None, "plane", "plane_wings",
     "S3 H3 C3 S4 C4 D4 S5 S6 C7 DJ", False),  # BBT-5.4, the body before the wings
    ("banbiantianzha", "S4 H3 S3 C3 H4 C4", None, "plane", "plane", "S3 H3 C3 S4 H4 C4", False),
    ("banbiantianzha", "S6 H5 S5 H6", None, "pair_run", "pair_run", "S5 H5 S6 H6", False),  # BBT-5.5
    ("banbiantianzha", "SA S3 SQ HK SJ DT", None, None, None, "S3 DT SJ SQ HK SA", False),  # not a run
    ("banbiantianzha", "SA HK SQ SJ DT", None, "straight", "straight", "DT SJ SQ HK SA", False),
    ("banbiantianzha", "H9 H7 H8 H6 H5", None, "straight_flush", "straight_flush", "H5 H6 H7 H8 H9", True),
    ("banbiantianzha", "S9 H9 C9 D9", None, "four_bomb", "four_bomb", "S9 H9 C9 D9", True),
    ("banbiantianzha", "SK S5 ST", None, "zheng_510k", "zheng_510k", "S5 ST SK", True),
    ("banbiantianzha", "HK S5 DT", None, "fu_510k", "fu_510k", "S5 DT HK", True),
    ("banbiantianzha", "BJ", None, "tianzha", "tianzha", "BJ", True),  # BBT-5.7
    ("banbiantianzha", "S4 H5 S3 H4 S5 H3 S6 H6", None, "dizha", "dizha", "S3 H3 S4 H4 S5 H5 S6 H6", True),
    # 打筒子 (DTZ-3)
    ("datongzi", "SK", None, "single", "single", "SK", False),
    ("datongzi", "H9 S9", None, "pair", "pair", "S9 H9", False),
    ("datongzi", "S7 S6 H6 H7", None, "pair_run", "pair_run", "S6 H6 S7 H7", False),
    ("datongzi", "D9 S9 H9", None, "triple", "triple", "S9 H9 D9", False),
    ("datongzi", "S5 S9 H9 D9 H6", DTZ_KICKERS, "triple", "triple_2", "S9 H9 D9 S5 H6", False),
    ("datongzi", "S7 S6 H6 H7 C6 C7", None, "plane", "plane", "S6 H6 C6 S7 H7 C7", False),
    ("datongzi", "SK S6 H6 H7 C6 C7 S7 HA", DTZ_KICKERS, "plane", "plane_wings",
     "S6 H6 C6 S7 H7 C7 SK HA", False),
    ("datongzi", "S9 H9 C9 D9", None, "bomb", "bomb", "S9 H9 C9 D9", True),  # DTZ-3.6
    ("datongzi", "SK SK SK", None, "tongzi", "tongzi", "SK SK SK", True),  # DTZ-3.7
    ("datongzi", "DA SA HA CA SA HA CA DA", None, "dizha", "dizha", "SA SA HA HA CA CA DA DA", True),
    # 贵州板子炮 (BZP-5)
    ("banzipao", "S3 S5 S4", None, "straight", "straight", "S3 S4 S5", False),
    ("banzipao", "SA", None, "single", "single", "SA", False),
    ("banzipao", "S9 H9", None, "pair", "pair", "S9 H9", False),
    ("banzipao", "S9 H9 C9", None, "bomb", "bomb", "S9 H9 C9", True),  # BZP-5.4
    ("banzipao", "S4 H3 S3 H4 S5 H5", None, "banzipao", "banzipao", "S3 H3 S4 H4 S5 H5", True),
    ("banzipao", "S9 H9 C9 D9", None, "dou", "dou", "S9 H9 C9 D9", True),
    ("banzipao", "S3 H3 C3 S4 H4 C4 S5 H5 C5", None, "guntong", "guntong",
     "S3 H3 C3 S4 H4 C4 S5 H5 C5", True),
    ("banzipao", "S3 H3 C3 D3 S5 H5 C5 D5 S4 H4 C4 D4", None, "gunlong", "gunlong",
     "S3 H3 C3 D3 S4 H4 C4 D4 S5 H5 C5 D5", True),
]


@pytest.mark.parametrize("game,cards,options,kind,name,laid,bomb", CASES)
def test_each_kind_is_named_and_laid_out_by_structure(game, cards, options, kind, name, laid, bomb):
    d = describe_play(game, cards.split(), options)
    assert (d.kind, d.name, " ".join(d.cards), d.is_bomb) == (kind, name, laid, bomb)
    # the kind is the game's own classification
    combo = importlib.import_module(f"engine.games.{game}").classify(engine.parse_cards(cards), options)
    assert d.kind == getattr(combo, "kind", None)


def test_every_kind_of_every_climbing_game_has_a_case():
    from engine.games import banbiantianzha, banzipao, datongzi, sandayi
    kinds = {
        "sandayi": set(sandayi.combos.KINDS),
        "banbiantianzha": set(banbiantianzha.combos.NORMAL_KINDS) | set(banbiantianzha.BOMB_CATEGORY),
        "datongzi": set(datongzi.combos.NORMAL_KINDS) | set(datongzi.combos.BOMB_KINDS),
        "banzipao": set(banzipao.combos.KINDS),
    }
    for game, want in kinds.items():
        assert want <= {c[3] for c in CASES if c[0] == game}, game


def test_games_without_combinations_keep_the_cards_as_played():
    d = describe_play("zhaopengyou", ["S9", "H3", "S9"])
    assert (d.kind, d.cards, d.is_bomb) == (None, ("S9", "H3", "S9"), False)
    assert describe_play("banbiantianzha", []) == (None, (), False, None)


@given(st.lists(st.sampled_from([str(c) for c in make_deck(1)]), min_size=1, max_size=12, unique=True))
def test_the_layout_is_a_permutation_of_the_play(cards):
    for game in climbing_games():
        assert sorted(describe_play(game, cards).cards) == sorted(cards)
