"""Hot-seat privacy (issue #20 item 12): with two or more humans at one screen, a human's hand is face
up only while that human decides — face down through the AI turns after they acted and through every
other human's turn — in every game and every phase (bids, 捶/抖, 扯旋's bets and split, 找朋友's
bury and friend call, 三打一's bottom…). Against the AI alone, the one human's hand stays face up.

What the table draws is instrumented, not guessed from pixels: the painter records whose hand it drew
face up each frame, and the view the table draws from must hide every other human's cards."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from app.scenes.handover import HandoverScene
from app.scenes.scoring import ScoringScene
from app.scenes.table import TableScene
from engine.registry import GAMES, game_module, hand_class

from .table_drive import new_session

#: (game, players, humans) for every game at its usual table: two or more humans (half the seats,
#: rounded up) and at least one AI seat
SETUPS = [(g, info.default_players, max(2, (info.default_players + 1) // 2)) for g, info in GAMES.items()]


def random_action(hand, rng: random.Random):
    chooser = getattr(game_module(hand.game_id), "SIMULATION", None)
    chooser = getattr(chooser, "chooser", None)
    if chooser is not None:
        return chooser(hand, rng)
    return rng.choice(list(hand.legal_actions()))


def check_frame(app, table, phases: Counter, draw: bool = True) -> None:
    """Draw the table as it stands (``draw=False``: the frame ``app.step`` has just drawn, the table
    on top and nothing changed since) and assert that only the deciding human's cards are face up."""
    s = table.session
    h = s.hand
    if draw:
        table.draw(app.surface)
    to_act = h.to_act
    deciding = to_act if (to_act is not None and to_act == s.viewer and s.is_human(to_act)) else None
    face_up = table.painter.face_up_seat
    assert face_up in (None, deciding), (
        f"seat {face_up}'s hand drawn face up while seat {to_act} decides (phase {h.phase})"
    )
    public = h.view(None)["hands"]
    for seat in s.humans:
        if seat != deciding:
            # the view the table draws from shows no more of this human's cards than anyone sees
            assert table.view["hands"][seat] == public[seat], (
                f"seat {seat}'s cards in the table's view while seat {to_act} decides (phase {h.phase})"
            )
    if face_up is None:
        assert table.tokens == []  # no plug-in can draw a hand it does not have
    who = "deciding" if deciding is not None else ("ai" if not s.is_human(to_act) else "other")
    phases[(h.phase, who)] += 1


def drive_hands(app, game_id: str, players: int, humans: int, seed: int, hands: int = 1) -> Counter:
    """Play ``hands`` hands of a hot-seat match (random legal choices for the humans), checking every
    frame; returns how many frames were checked per (phase, who decides)."""
    app.settings.anim_speed = "off"
    rng = random.Random(seed)
    s = new_session(game_id, humans=humans, seed=seed, players=players)
    table = TableScene(app, s)
    app.reset_to(table)
    phases: Counter = Counter()
    done = 0
    for _ in range(6000):
        app.step(1 / 30)
        top = app.top
        if isinstance(top, HandoverScene):
            top.ready()
            continue
        if isinstance(top, ScoringScene):
            done += 1
            if done >= hands or top.over:
                return phases
            top.next_hand()
            continue
        if top is not table or s.hand.is_over:
            continue
        check_frame(app, table, phases, draw=False)
        if table.my_turn():
            assert table.act(random_action(s.hand, rng))
            check_frame(app, table, phases)  # just after the human acted
    raise AssertionError(f"{game_id}: the hand did not finish")


@pytest.mark.parametrize(("game_id", "players", "humans"), SETUPS)
def test_no_human_hand_face_up_unless_that_human_decides(app, game_id, players, humans):
    phases: Counter = Counter()
    phases += drive_hands(app, game_id, players, humans, 1)  # seed 2 on: the slow run below
    seen = {p for p, _ in phases}
    assert any(who == "deciding" for _, who in phases)
    assert any(who == "ai" for _, who in phases)  # AI turns after a human acted were checked
    assert "play" in seen or "play" not in hand_class(game_id).PHASES  # 扯旋 has no card play
    # each game's choice phases were checked too (bids, 捶/抖, bets, split, bury, call, bottom…)
    assert seen - {"play"}, f"{game_id}: no choice phase checked"


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "players", "humans"), SETUPS)
def test_hot_seat_privacy_over_many_random_hands(app, game_id, players, humans):
    phases: Counter = Counter()
    for seed in range(2, 5):  # seed 2: the quick run's second hand; five hands a game, six with the quick one
        phases += drive_hands(app, game_id, players, humans, seed, hands=1 if seed == 2 else 2)
    choice = {p for p, who in phases if who == "deciding" and p != "play"}
    # 打筒子 has no choice phase
    assert choice or not hand_class(game_id).PHASES - {"play", "over"}, f"{game_id}: no human choice phase"


def test_against_the_ai_the_one_humans_hand_stays_face_up(app):
    """One human: their hand stays face up through the AI turns (nothing to hide from anyone)."""
    app.settings.anim_speed = "off"
    s = new_session("banbiantianzha", humans=1, seed=5)
    table = TableScene(app, s)
    app.reset_to(table)
    rng = random.Random(5)
    ai_frames = 0
    for _ in range(3000):
        app.step(1 / 30)
        if app.top is not table or s.hand.is_over:
            break
        table.draw(app.surface)
        if s.hand.to_act != 0:
            assert table.painter.face_up_seat == 0
            assert len(table.tokens) == len(s.hand.hands[0])
            ai_frames += 1
        elif table.my_turn():
            table.act(random_action(s.hand, rng))
    assert ai_frames > 5


def test_seated_humans_hand_goes_face_down_once_they_acted(app):
    """Two humans and an AI: the moment the seated human has acted and the AI is to move, their hand
    is drawn face down (it used to stay face up until the next hand-over screen)."""
    app.settings.anim_speed = "off"
    s = new_session("datongzi", humans=2, seed=4, players=3)
    table = TableScene(app, s)
    app.reset_to(table)
    rng = random.Random(4)
    for _ in range(3000):
        app.step(1 / 30)
        if isinstance(app.top, HandoverScene):
            app.top.ready()
            continue
        if table.my_turn():
            table.act(random_action(s.hand, rng))
            if s.hand.to_act == 2:  # the AI seat
                table.draw(app.surface)
                assert table.painter.face_up_seat is None
                assert table.tokens == []
                return
    raise AssertionError("no AI turn followed a human's")
