"""Issue 38: 残局 puzzles for every game, checked by the engine, with a hint.

Every game in ``engine.GAMES`` has at least three; each starts from a state the engine accepts
(loaded back through ``Hand.from_dict``, the game's invariants and view schema hold), the hint
wins when followed against the best defence, the puzzle's trap (a natural-looking first move)
loses against it, and its title, goal and hint are in both languages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import engine
from app.learn.puzzle import Puzzle, hint, puzzles_for, reply, solver
from app.services.i18n import CATALOGUE
from engine import Action, Hand
from engine.codec import encode
from engine.registry import game_module
from engine.views import schema_errors

ROOT = Path(__file__).resolve().parents[2]
ALL = [p for g in engine.GAMES for p in puzzles_for(g)]
CJK = re.compile(r"[\u3400-\u9fff]")
#: Chinese terms an English puzzle text may keep (each is in tests/app/test_language.py's EN_ALLOWED)
EN_TERMS = ("筒子", "庄", "闲", "地关九", "和五九")


def _ids(p: Puzzle) -> str:
    return p.key


def _checked(hand: Hand) -> None:
    """The position is one the engine accepts: its invariants and every seat's view schema hold."""
    sim = getattr(game_module(hand.game_id), "SIMULATION", None)
    if sim is not None:
        assert sim.invariants(hand) == []
    schema = game_module(hand.game_id).VIEW_SCHEMA
    for seat in [*range(hand.num_players), None]:
        assert schema_errors(hand.view(seat), schema) == []


def _move(hand: Hand, text: str) -> Action:
    found = [a for a in hand.legal_actions() if str(a) == text]
    assert found, f"{text!r} is not a legal move here"
    return found[0]


def _play_out(p: Puzzle, hand: Hand, *, follow_hint: bool) -> bool | None:
    """Play to the end: the other seats by ``reply``, the player by the hint (with ``follow_hint``
    off, in a lost position, there must be none: he plays his first legal move). The game's
    invariants hold at every step."""
    for _ in range(200):
        done = p.result(hand)
        if done is not None:
            return done
        if hand.to_act == p.seat:
            move = hint(p, hand)
            if not follow_hint:
                assert move is None, "a lost position has no winning move to hint"
            hand.apply(move or hand.legal_actions()[0])
        else:
            hand.apply(reply(p, hand))
        _checked(hand)
    raise AssertionError("the puzzle did not end in 200 moves")


@pytest.mark.parametrize("game", list(engine.GAMES))
def test_every_game_has_three_puzzles(game):
    puzzles = puzzles_for(game)
    assert len(puzzles) >= 3
    assert all(p.game == game for p in puzzles)
    keys = [p.key for p in puzzles]
    assert len(set(keys)) == len(keys)


@pytest.mark.parametrize("p", ALL, ids=_ids)
def test_start_is_a_state_the_engine_accepts(p):
    hand = p.start()
    assert hand.game_id == p.game
    again = Hand.from_dict(hand.to_dict())  # the save check: cards conserved, phase and turn right
    assert encode(again.state) == encode(hand.state)
    _checked(hand)
    assert hand.to_act is not None and hand.legal_actions()
    assert p.result(hand) is None
    assert 0 <= p.seat < hand.num_players and p.seat not in p.team
    # a fresh position every time: playing one does not change the next
    hand.apply(hand.legal_actions()[0])
    assert encode(p.start().state) == encode(again.state)


@pytest.mark.parametrize("p", ALL, ids=_ids)
def test_the_engine_would_refuse_the_position_with_a_card_missing(p):
    """The load check that accepted the position counts the cards: the same position with one card
    gone from the player's hand is refused (the deck is not conserved)."""
    data = p.start().to_dict()
    data["state"]["hands"][p.seat].pop(0)
    with pytest.raises(ValueError, match="card"):
        Hand.from_dict(data)


@pytest.mark.parametrize("p", ALL, ids=_ids)
def test_the_solver_finds_a_win_and_the_hint_plays_it(p):
    hand = p.start()
    assert solver(p).wins(hand)
    assert _play_out(p, hand, follow_hint=True) is True


@pytest.mark.parametrize("p", ALL, ids=_ids)
def test_the_hand_settles_after_the_puzzle(p):
    """A position built for a puzzle is a hand like any other to its end: played on past the goal,
    it settles, and the game's end-of-hand checks hold (zero-sum where the game is)."""
    hand = p.start()
    _play_out(p, hand, follow_hint=True)
    for _ in range(300):
        if hand.is_over:
            break
        hand.apply(hand.legal_actions()[0])
    result = hand.result()
    assert result is not None
    sim = getattr(game_module(hand.game_id), "SIMULATION", None)
    if sim is not None:
        assert sim.at_hand_end(hand, result) == []
        if sim.zero_sum:
            assert sum(result.deltas) == 0


@pytest.mark.parametrize("p", ALL, ids=_ids)
def test_the_trap_loses_against_best_defence(p):
    hand = p.start()
    while hand.to_act != p.seat:
        hand.apply(reply(p, hand))
    trap = _move(hand, p.trap)
    assert trap not in solver(p).winning_moves(hand)
    hand.apply(trap)
    # lost for good: no hint is left at the player's turns, and the defence makes it fail
    assert _play_out(p, hand, follow_hint=False) is False


@pytest.mark.parametrize("p", ALL, ids=_ids)
def test_hint_is_only_for_the_players_turn(p):
    hand = p.start()
    if hand.to_act == p.seat:
        move = hint(p, hand)
        assert move is not None and hand.check(move) is None
        hand.apply(move)
    while hand.to_act == p.seat or hand.to_act in p.team:
        hand.apply(reply(p, hand))
    if hand.to_act is not None:
        assert hint(p, hand) is None


@pytest.mark.parametrize("p", ALL, ids=_ids)
def test_strings_in_both_languages(p):
    for part in ("title", "goal", "hint"):
        zh, en = CATALOGUE[f"{p.key}.{part}"]
        assert zh.strip() and en.strip()
        assert CJK.search(zh), f"{p.key}.{part}: the Chinese text has no Chinese"
        rest = en
        for term in EN_TERMS:
            rest = rest.replace(term, "")
        assert not CJK.search(rest), f"{p.key}.{part}: Chinese in the English text: {en!r}"


@pytest.mark.parametrize("p", ALL, ids=_ids)
def test_the_rule_is_one_the_rules_viewer_shows(p):
    text = (ROOT / "app" / "rules_text" / f"{p.game}.en.md").read_text(encoding="utf-8")
    assert re.search(rf"(?<![\w.-]){re.escape(p.rule)}(?![\w-]|\.\d)", text), p.rule


def test_a_doudizhu_puzzle_won_is_no_spring():
    """DDZ-9.2: every seat has played before the position, so the landlord going out first is no
    春天 (which would double the score of a hand just begun)."""
    if "doudizhu" not in engine.GAMES:
        pytest.skip("斗地主 is not registered on this branch")
    p = puzzles_for("doudizhu")[0]
    hand = p.start()
    assert _play_out(p, hand, follow_hint=True) is True
    while not hand.is_over:
        hand.apply(reply(p, hand) if hand.to_act != p.seat else hand.legal_actions()[0])
    assert hand.result().winners == [p.seat] and not hand.spring()
