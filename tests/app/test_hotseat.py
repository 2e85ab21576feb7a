"""Hot-seat privacy: a hand-over screen before each human's turn, and no human's cards face up while
another human is to act."""

from __future__ import annotations

import pytest

from app.scenes.handover import HandoverScene
from app.scenes.table import TableScene
from app.services.saves import SeatConfig
from app.session import Session


def three_humans(seed=4):
    return Session.new("banbiantianzha", [SeatConfig("human", n) for n in ("甲", "乙", "丙")], seed=seed)


def drawn_faces(app, table):
    app.cards.trace = []
    table.draw(app.surface)
    faces, app.cards.trace = app.cards.trace, None
    return faces


def take_turns(app, table, steps):
    """Act as each human in turn through the hand-over screens (the first choice each time)."""
    for _ in range(steps):
        app.step(1 / 60)
        if isinstance(app.top, HandoverScene):
            app.top.ready()
        elif app.top is table and table.my_turn():
            if table.session.hand.phase == "play":
                table.do_hint()
                table.do_play()
            else:
                table.buttons[0].activate()


def test_handover_before_each_human_decision(app):
    table = TableScene(app, three_humans())
    app.push(table)
    app.step(1 / 60)
    # nobody is seated when a hot-seat match starts: seat 0 gets a hand-over screen too
    assert table.session.viewer is None
    assert isinstance(app.top, HandoverScene) and app.top.seat == 0
    app.top.ready()
    assert app.top is table and table.session.viewer == 0
    table.buttons[0].activate()  # seat 0: 捶
    app.step(1 / 60)
    assert isinstance(app.top, HandoverScene) and app.top.seat == 1
    # the hand-over screen is opaque: the table is not drawn under it
    app.cards.trace = []
    app.draw()
    assert app.cards.trace == []
    app.cards.trace = None
    app.top.ready()
    assert app.top is table and table.session.viewer == 1


def test_other_humans_cards_are_never_face_up(app):
    s = three_humans(6)
    table = TableScene(app, s)
    app.push(table)
    checked = 0
    for _ in range(400):
        take_turns(app, table, 1)
        h = s.hand
        if h.is_over or h.phase in ("hammer",):
            continue
        to_act = h.to_act
        # render the table as it stands (even a frame before the hand-over screen covers it)
        faces = set(drawn_faces(app, table))
        for seat in range(3):
            if seat == to_act and s.viewer == seat:
                continue
            own = {str(c) for c in h.hands[seat]}
            assert not (own & faces), f"seat {seat}'s cards drawn face up while seat {to_act} acts"
        checked += 1
        if checked > 60:
            break
    assert checked > 10


def test_table_drawn_for_human_b_shows_a_face_down(app):
    app.settings.anim_speed = "off"  # the whole hand is drawn at once (no deal animation in progress)
    s = three_humans(6)
    table = TableScene(app, s)
    app.push(table)
    # reach a point where human B (not seat 0) is to act in the play phase, seated
    for _ in range(600):
        take_turns(app, table, 1)
        if s.hand.phase == "play" and s.hand.to_act not in (None, 0) and s.viewer == s.hand.to_act:
            break
    b = s.hand.to_act
    assert b not in (None, 0) and s.viewer == b
    faces = set(drawn_faces(app, table))
    a_cards = {str(c) for c in s.hand.hands[0]}
    assert a_cards and not (a_cards & faces)
    assert {str(c) for c in s.hand.hands[b]} <= faces  # B sees his own hand


def test_stale_view_is_hidden_when_another_human_is_to_act(app):
    s = three_humans(2)
    table = TableScene(app, s)
    app.push(table)
    app.step(1 / 60)
    app.top.ready()  # seat 0 takes the seat
    table.buttons[0].activate()  # seat 0 acts; seat 1 (another human) is now to act, viewer is still 0
    assert s.hand.to_act == 1 and s.viewer == 0
    assert table.shown_seat() is None
    faces = drawn_faces(app, table)
    assert not ({str(c) for c in s.hand.hands[0]} & set(faces))


def play_whole_match(app, session, limit=60000):
    """Drive the UI like the players would: hand-over clicks, hint + play (or pass), choice buttons,
    scoring screens; returns once the match-over screen shows."""
    from app.scenes.scoring import ScoringScene

    app.settings.anim_speed = "off"
    table = TableScene(app, session)
    app.push(table)
    for _ in range(limit):
        app.step(1 / 30)
        top = app.top
        if isinstance(top, HandoverScene):
            top.ready()
        elif isinstance(top, ScoringScene):
            if top.over:
                return top
            top.next_hand()
        elif top is table and table.my_turn():
            if session.hand.phase == "play":
                table.do_hint()
                if table.selected:
                    table.do_play()
                else:
                    table.do_pass()
            else:
                table.buttons[-1].activate()
    raise AssertionError("the match did not finish")


@pytest.mark.slow
def test_three_humans_play_a_whole_match_hot_seat(app):
    s = three_humans(11)
    over = play_whole_match(app, s)
    assert s.match.is_over and len(s.match.history) == s.match.options["hands"]
    assert app.stats.get("banbiantianzha") == (1, 1)  # the winner is a human
    assert not app.saves.exists()  # a finished match is not offered as Continue
    assert over.over


@pytest.mark.slow
def test_one_human_against_two_ais_plays_a_whole_match(app):
    s = Session.new(
        "banbiantianzha",
        [SeatConfig("human", "甲"), SeatConfig("ai", "", "easy"), SeatConfig("ai", "", "normal")],
        seed=12,
    )
    play_whole_match(app, s)
    assert s.match.is_over
    matches, _ = app.stats.get("banbiantianzha")
    assert matches == 1
