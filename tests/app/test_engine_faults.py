"""The app never dies from an engine exception (issue 22): an inconsistent save fed through Continue
ends at the menu with a message in the player's language, the autosave on disk is left as it was,
and typed or loaded text with NUL and other unprintables never reaches the font."""

from __future__ import annotations

import json

import pygame

import engine.match
from app.scenes.dialog import MessageBox
from app.scenes.menu import MenuScene
from app.scenes.table import DRAW_FAILURE_FRAMES, TableScene
from app.services.saves import SeatConfig
from app.session import Session

from .conftest import frames
from .test_saves import play_some, seats


def write_save(app, change) -> bytes:
    s = Session.new("banbiantianzha", seats(), seed=5)
    play_some(s, 10)
    s.save(app.saves)
    data = json.loads(app.saves.slot("banbiantianzha").path.read_text(encoding="utf-8"))
    change(data)
    raw = json.dumps(data).encode()
    app.saves.slot("banbiantianzha").path.write_bytes(raw)
    return raw


def test_an_inconsistent_save_is_refused_at_the_menu(app):
    """The shape check catches it: moved aside, told, Continue stays off."""
    write_save(app, lambda d: d["match"]["hand"]["state"]["points"].pop())
    app.push(MenuScene(app))
    assert isinstance(app.top, MessageBox) and "已移到" in app.top.text
    frames(app, 3)
    assert app.scenes[0].saved == {} and not app.scenes[0].menu_buttons[0].enabled


def test_an_engine_exception_at_the_table_returns_to_the_menu_and_keeps_the_save(app, monkeypatch):
    """An inconsistency the load checks miss (they are switched off here) reaches the table through
    Continue: the table reports it and returns to the menu; nothing is written over the save."""
    monkeypatch.setattr(engine.match, "check_match", lambda m: None)
    monkeypatch.setattr(engine.match, "trial_run", lambda d, load: None)
    monkeypatch.setattr(engine.registry.hand_class("banbiantianzha"), "PHASES", frozenset())
    raw = write_save(app, lambda d: d["match"]["hand"]["state"].update(phase="sleeping"))
    app.push(MenuScene(app))
    menu = app.top
    assert isinstance(menu, MenuScene) and menu.saved is not None
    menu.continue_match()
    for _ in range(120):
        app.step(1 / 30)
        if not isinstance(app.scenes[0], TableScene):
            break
    assert isinstance(app.scenes[0], MenuScene)
    assert isinstance(app.top, MessageBox)
    assert "内部错误" in app.top.text and "最后一次正常的自动存档已保留" in app.top.text
    app.saves.flush()
    assert app.saves.slot("banbiantianzha").path.read_bytes() == raw  # the last autosave is untouched
    frames(app, 5)  # and the app goes on


def test_an_exception_while_acting_is_reported_in_english_too(app, monkeypatch):
    app.settings.language = "en"
    app.i18n.lang = "en"
    s = Session.new("banbiantianzha", [SeatConfig("ai", "", "random") for _ in range(3)], seed=8)
    app.push(TableScene(app, s))  # the AI seats act at once
    monkeypatch.setattr(type(s.hand), "_apply", lambda self, a: (_ for _ in ()).throw(KeyError("boom")))
    for _ in range(200):
        app.step(1 / 30)
        if not isinstance(app.scenes[0], TableScene):
            break
    assert isinstance(app.scenes[0], MenuScene)
    assert "internal error" in app.top.text and "KeyError" in app.top.text
    assert not app.saves.slot("banbiantianzha").path.exists()  # the failing position was never saved


def test_text_with_nul_and_surrogates_is_cleaned_and_drawn(app):
    app.push(MenuScene(app))
    menu = app.top
    field = next(w for w in menu.widgets if type(w).__name__ == "TextInput")
    field.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=field.rect.center, button=1))
    for text in ("a\x00b", "\ud800", "\x1b[31m", "名" * 500, "\u202etxt"):
        field.handle(pygame.event.Event(pygame.TEXTINPUT, text=text))
        frames(app, 1)
        assert all(c.isprintable() for c in field.value) and len(field.value) <= field.max_len
    # a save carrying such a name loads cleaned and the table and scoring screen draw it
    name = "x\x00y\ud800" + "z" * 5000
    s = Session.new("banbiantianzha", [SeatConfig("human", name)] + seats()[1:], seed=2)
    s.save(app.saves)
    loaded = app.saves.load("banbiantianzha").saved
    assert loaded.seats[0].name == "xyzzzzzzzzzzzzzzzzzzzzzz"[:24]
    s.seats[0].name = "x\x00y"  # even unclean text straight to the renderer draws
    app.push(TableScene(app, s))
    frames(app, 3)
    for bad in ("\x00", "a\x00b", "\ud800x", "x" * 100_000, ""):
        assert app.text.render(bad, 18, (255, 255, 255)).get_height() > 0
        app.text.size(bad, 18)


def test_an_ai_that_never_answers_does_not_stall_the_table(app, monkeypatch):
    """A worker that cannot decide (it answers None) is asked again, and after three tries the
    table plays a random legal action itself instead of waiting forever."""
    from app import ai_worker

    monkeypatch.setattr(ai_worker, "_decide", lambda *a, **k: None)
    s = Session.new("banbiantianzha", [SeatConfig("ai", "", "random") for _ in range(3)], seed=8)
    app.push(TableScene(app, s))
    frames(app, 40)
    assert s.actions > 0 and isinstance(app.scenes[0], TableScene)


def _human_table(app, monkeypatch, fail):
    """A table of one human and two AIs whose painter raises while ``fail()`` says so."""
    seats = [SeatConfig("human", "", "normal")] + [SeatConfig("ai", "", "random") for _ in range(2)]
    s = Session.new("banbiantianzha", seats, seed=4)
    table = TableScene(app, s)
    app.push(table)
    draw = table.painter.draw

    def flaky(surface):
        if fail():
            raise KeyError("no such view key")
        draw(surface)

    monkeypatch.setattr(table.painter, "draw", flaky)
    return table


def test_a_frame_that_cannot_be_drawn_is_told_once_and_the_table_goes_on(app, monkeypatch):
    failing = {"on": True}
    table = _human_table(app, monkeypatch, lambda: failing["on"])
    frames(app, 5)  # five failed frames: one message, not five
    assert app.top is table and table.message_err
    assert table.message.startswith("牌桌有一部分画不出来") and "KeyError" in table.message
    table.say("")
    frames(app, 3)
    assert table.message == ""  # the same failure, told already
    failing["on"] = False
    frames(app, 3)  # drawn again: the table is whole
    assert app.top is table and table._failed_frames == 0
    failing["on"] = True
    frames(app, 1)  # after good frames the failure is news again
    assert "KeyError" in table.message


def test_a_table_that_keeps_failing_to_draw_returns_to_the_menu_in_english_too(app, monkeypatch):
    app.settings.language = "en"
    app.i18n.lang = "en"
    _human_table(app, monkeypatch, lambda: True)
    for _ in range(DRAW_FAILURE_FRAMES + 5):
        app.step(1 / 60)
        if not isinstance(app.scenes[0], TableScene):
            break
    assert isinstance(app.scenes[0], MenuScene)
    assert isinstance(app.top, MessageBox) and "internal error" in app.top.text and "KeyError" in app.top.text
    frames(app, 5)  # and the app goes on
