"""悔牌 (take-back) through the table scene: the exact position before the human's last decision,
the AI's replies and any answer in flight dropped, the button's state, hot-seat, saves, statistics."""

from __future__ import annotations

import json

import pygame
import pytest

import engine
from app.scenes.menu import MenuScene
from app.scenes.table import TableScene
from app.services.saves import SeatConfig
from app.services.stats import Stats
from app.session import Session

from .conftest import click, post_key


def one_human(seed=5, takeback=None):
    seats = [SeatConfig("human", "甲"), SeatConfig("ai", "乙"), SeatConfig("ai", "丙")]
    return Session.new("banbiantianzha", seats, seed=seed, takeback=takeback)


def run_until(app, cond, limit=600):
    for _ in range(limit):
        if cond():
            return True
        app.step(1 / 30)
    return cond()


def decide(table):
    """The human's first choice (a choice phase) or the hinted play."""
    if table.session.hand.phase == "play":
        table.do_hint()
        table.do_play()
    else:
        table.buttons[0].activate()


def test_takeback_restores_the_position_before_my_decision_and_the_ai_replies(app):
    table = TableScene(app, one_human())
    app.push(table)
    s = table.session
    assert s.hand.to_act == 0 and table.takeback_button is not None
    assert not table.takeback_button.enabled  # nothing of mine to take back yet
    before, n_before = s.hand.to_dict(), len(s.match.actions)
    decide(table)
    # the AIs reply until it is my turn again
    assert run_until(app, lambda: s.hand.to_act == 0 and len(s.match.actions) > n_before + 1)
    replies = len(s.match.actions) - n_before - 1
    assert replies >= 1 and table.takeback_button.enabled
    post_key(app, pygame.K_z)
    assert s.hand.to_dict() == before  # exactly the position before my decision
    assert len(s.match.actions) == n_before and s.takebacks == 1
    assert table.message == app.i18n.t("table.takeback_done")
    assert not table.selected and table.pending is None and not table.anim.busy
    # autosaved: the file holds the restored position and the count
    app.saves.flush()
    raw = json.loads(app.saves.slot("banbiantianzha").path.read_text(encoding="utf-8"))
    assert raw["match"]["hand"] == before and raw["takebacks"] == 1 and raw["takeback"] is True
    # and the game goes on from there
    decide(table)
    assert len(s.match.actions) == n_before + 1


def test_an_ai_answer_in_flight_is_dropped_after_a_takeback(app):
    table = TableScene(app, one_human(seed=8))
    app.push(table)
    s = table.session
    before = s.hand.to_dict()
    decide(table)
    mine = len(s.match.actions)
    # one frame: the AI to act is asked (the sync worker answers at once, read on the next frame)
    assert run_until(app, lambda: table.pending is not None, limit=5)
    assert len(s.match.actions) == mine
    post_key(app, pygame.K_BACKSPACE)  # the other take-back key
    assert s.hand.to_dict() == before and table.pending is None
    for _ in range(10):
        app.step(1 / 30)  # the stale answer arrives and must change nothing
    assert s.hand.to_dict() == before and s.hand.to_act == 0


def test_button_click_takes_back_and_nothing_to_take_back_says_so(app):
    table = TableScene(app, one_human())
    app.push(table)
    s = table.session
    before = s.hand.to_dict()
    post_key(app, pygame.K_z)  # nothing of mine yet: a message, nothing changes
    assert s.hand.to_dict() == before and s.takebacks == 0
    assert table.message == app.i18n.t("table.takeback_none") and table.message_err
    decide(table)
    assert run_until(app, lambda: s.hand.to_act == 0 or s.hand.is_over)
    assert table.takeback_button.enabled
    click(app, table.takeback_button.rect.center)
    assert s.hand.to_dict() == before and s.takebacks == 1
    assert not table.takeback_button.enabled  # back at the start: nothing left to take back


def test_no_takeback_once_the_hand_is_over(app):
    table = TableScene(app, one_human())
    app.push(table)
    s = table.session
    h = s.hand
    while not h.is_over:
        h.apply(h.legal_actions()[0])
    s.actions += 1
    table.refresh()
    assert table.takeback_button is None and s.undo_seat() is None
    post_key(app, pygame.K_z)
    assert h.is_over and s.takebacks == 0


def test_not_offered_in_hot_seat_when_off(app):
    seats = [SeatConfig("human", n) for n in ("甲", "乙", "丙")]
    s = Session.new("banbiantianzha", seats, seed=4)
    assert s.takeback is False  # hot-seat: off by default
    table = TableScene(app, s)
    app.push(table)
    table.take_seat(0)
    before = s.hand.to_dict()
    decide(table)
    table.take_seat(0)
    assert table.takeback_button is None
    post_key(app, pygame.K_z)
    assert s.takebacks == 0 and s.hand.to_dict() != before
    assert app.i18n.t("table.takeback") not in keys_help(app, table)


def keys_help(app, table):
    """The pause menu's key line, as drawn (its text is built in draw)."""
    app.push("pause", table)
    drawn = []
    real = app.ui.text.draw
    app.ui.text.draw = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
    try:
        app.top.draw(app.surface)
    finally:
        app.ui.text.draw = real
    app.pop()
    return " ".join(drawn)


def test_pause_menu_lists_the_takeback_key_when_on(app):
    table = TableScene(app, one_human())
    app.push(table)
    assert app.i18n.t("table.takeback") in keys_help(app, table)


def test_hot_seat_with_takeback_switched_on_takes_back_the_seated_human(app):
    seats = [SeatConfig("human", n) for n in ("甲", "乙", "丙")]
    s = Session.new("banbiantianzha", seats, seed=4, takeback=True)
    table = TableScene(app, s)
    app.push(table)
    table.take_seat(0)
    before = s.hand.to_dict()
    decide(table)
    assert table.takeback_button is not None and table.takeback_button.enabled
    post_key(app, pygame.K_z)
    assert s.hand.to_dict() == before


def test_the_setting_and_count_are_saved_with_the_match(app):
    s = one_human(takeback=False)
    s.takebacks = 2
    s.save(app.saves)
    out = app.saves.load("banbiantianzha")
    assert out.saved.takeback is False and out.saved.takebacks == 2
    # a save written before the setting existed (or with odd values) loads with the defaults
    raw = json.loads(app.saves.slot("banbiantianzha").path.read_text(encoding="utf-8"))
    raw["takeback"], raw["takebacks"] = "yes", -3
    app.saves.slot("banbiantianzha").path.write_text(json.dumps(raw), encoding="utf-8")
    out = app.saves.load("banbiantianzha")
    assert out.error is None and out.saved.takeback is None and out.saved.takebacks == 0
    menu = MenuScene(app)
    app.push(menu)
    menu.continue_match()
    assert app.top.session.takeback is True  # the default with one human


def test_menu_setting_defaults_by_humans_and_t_toggles_it(app):
    menu = MenuScene(app)
    app.push(menu)
    assert menu.takeback_on() and menu.takeback_seg.index == 0
    menu.setup()["seats"][1].kind = "human"
    menu.build_setup()
    assert not menu.takeback_on() and menu.takeback_seg.index == 1  # hot-seat: off by default
    post_key(app, pygame.K_t)
    assert menu.takeback_on()
    click(app, menu.start_button.rect.center)
    assert isinstance(app.top, TableScene) and app.top.session.takeback is True


def test_matches_with_takebacks_are_counted_apart(app, tmp_path):
    stats = Stats(tmp_path)
    stats.record("datongzi", won=True)
    stats.record("datongzi", won=True, took_back=True)
    stats.record("datongzi", won=False, took_back=True)
    again = Stats(tmp_path)  # from the file
    assert again.get("datongzi") == (3, 2)
    assert again.takebacks("datongzi") == (2, 1)
    # a file from before the take-back counts reads as none
    old_file = {"datongzi": {"matches": 4, "wins": 1}}
    (tmp_path / "stats.json").write_text(json.dumps(old_file), encoding="utf-8")
    old = Stats(tmp_path)
    assert old.get("datongzi") == (4, 1) and old.takebacks("datongzi") == (0, 0)


def test_scoring_records_the_takeback_flag(app):
    s = one_human()
    s.takebacks = 1
    table = TableScene(app, s)
    app.push(table)
    m = s.match
    while not m.is_over:
        h = m.hand
        while not h.is_over:
            h.apply(h.legal_actions()[0])
        if not m.is_over:
            m.next_hand()
    app.push("scoring", table)
    assert app.stats.get("banbiantianzha")[0] == 1
    assert app.stats.takebacks("banbiantianzha")[0] == 1


@pytest.mark.parametrize("game", sorted(engine.GAMES))
def test_takeback_at_every_games_table(app, game):
    n = engine.GAMES[game].default_players
    seats = [SeatConfig("human" if i == 0 else "ai", f"P{i}", "random") for i in range(n)]
    for seed in range(12, 20):  # a deal where the human gets a turn (a 天牌 can end a hand at once)
        s = Session.new(game, seats, seed=seed)
        table = TableScene(app, s)
        app.reset_to(table)
        assert run_until(app, lambda t=table: t.my_turn() or t.session.hand.is_over)
        if not s.hand.is_over:
            break
    before, count = s.hand.to_dict(), len(s.match.actions)
    acted = False
    for _ in range(5):  # the table's own controls; some first decisions are chosen in two steps
        if table.buttons and table.session.hand.phase != "play":
            table.buttons[-1].activate()
        else:
            decide(table)
        if len(s.match.actions) > count:
            acted = True
            break
    assert acted, "the human could not decide through the table"
    run_until(app, lambda: table.my_turn() or s.hand.is_over, limit=60)
    if s.hand.is_over:
        pytest.skip("the hand ended: nothing to take back at the table")
    post_key(app, pygame.K_z)
    assert s.hand.to_dict() == before and len(s.match.actions) == count
    assert table.my_turn() and table.takeback_button is not None and not table.takeback_button.enabled
