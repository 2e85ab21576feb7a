"""Deal codes in the app: shown and copied at the table, 按牌号开局 from the menu (a mistyped code
gets a message in the player's language), 再打这副牌 after a hand."""

from __future__ import annotations

import re

import pygame
import pytest

import engine
from app.scenes.dealcode import DealCodeDialog, code_error
from app.scenes.menu import MenuScene
from app.scenes.scoring import ScoringScene
from app.scenes.table import TableScene
from app.services import clipboard
from app.services.i18n import CATALOGUE, I18n
from app.services.saves import SeatConfig
from app.session import Session

from .conftest import click, post_key


def type_text(app, text):
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))


def one_human(game="banbiantianzha", seed=5):
    n = engine.GAMES[game].default_players
    seats = [SeatConfig("human" if i == 0 else "ai", f"P{i}", "random") for i in range(n)]
    return Session.new(game, seats, seed=seed)


def a_code(game="banbiantianzha", seed=31, players=None):
    return engine.deal_code(engine.new_match(game, seed=seed, players=players).hand)


def flip(code, i):
    """The code with one character changed (a typo the check characters always catch)."""
    ch = code[i]
    return code[:i] + ("2" if ch != "2" else "3") + code[i + 1 :]


def test_each_kind_of_bad_code_gets_its_own_message_in_both_languages():
    code = a_code()
    cases = {
        "": "code.err.empty",
        "XYZ-123456-123456-123456": "code.err.game",
        code[:-2]: "code.err.length",
        code[:-1] + "U": "code.err.char",
        flip(code, 6): "code.err.check",
    }
    for text, key in cases.items():
        wrong = code_error(text)
        assert wrong is not None and wrong[0] == key, (text, wrong)
        zh, en = I18n("zh").t(key, **wrong[1]), I18n("en").t(key, **wrong[1])
        # the Chinese interface says it in Chinese: never the engine's English sentence
        assert any("\u4e00" <= c <= "\u9fff" for c in zh) and not re.search("[a-z]{3}", zh)
        assert en and en != zh
    assert code_error(code) is None
    assert code_error(code.lower().replace("-", " ")) is None  # case and spacing forgiven
    assert code_error(code[:-1] + "U")[1]["ch"] == "U"


def test_the_table_shows_the_code_and_d_copies_it(app, monkeypatch):
    copied = []
    monkeypatch.setattr(clipboard, "put_text", lambda text: copied.append(text) or True)
    table = TableScene(app, one_human())
    app.push(table)
    code = engine.deal_code(table.session.hand)
    table.draw(app.surface)
    assert table.painter.code_rect is not None  # drawn in the top bar at 1280x720
    post_key(app, pygame.K_d)
    assert copied == [code]
    assert table.message == app.i18n.t("table.code_copied", code=code) and not table.message_err
    click(app, table.painter.code_rect.center)  # a click on the code copies it too
    assert copied == [code, code]


def test_a_clipboard_that_fails_gets_a_message_with_the_code(app, monkeypatch):
    monkeypatch.setattr(clipboard, "put_text", lambda text: False)
    table = TableScene(app, one_human())
    app.push(table)
    post_key(app, pygame.K_d)
    code = engine.deal_code(table.session.hand)
    assert table.message_err and code in table.message and "剪贴板" in table.message


def test_the_pause_menu_shows_the_code_and_copies_it(app, monkeypatch):
    copied = []
    monkeypatch.setattr(clipboard, "put_text", lambda text: copied.append(text) or True)
    table = TableScene(app, one_human())
    app.push(table)
    post_key(app, pygame.K_ESCAPE)
    assert app.top is not table and app.top.code == engine.deal_code(table.session.hand)
    post_key(app, pygame.K_d)
    assert app.top is table and copied == [app.top.session.deal_code()]


def open_dialog(app):
    menu = MenuScene(app)
    app.push(menu)
    post_key(app, pygame.K_d)
    assert isinstance(app.top, DealCodeDialog)
    return menu, app.top


def test_a_mistyped_code_gets_a_chinese_message_and_starts_nothing(app):
    menu, dialog = open_dialog(app)
    type_text(app, flip(a_code(), 7))
    post_key(app, pygame.K_RETURN)
    assert app.top is dialog and dialog.error == CATALOGUE["code.err.check"][0]
    type_text(app, "X")  # typing again clears the message
    assert dialog.error == ""
    post_key(app, pygame.K_ESCAPE)
    assert app.top is menu


@pytest.mark.parametrize("game,players", [("banbiantianzha", None), ("chexuan", 4), ("zhaopengyou", None)])
def test_a_good_code_starts_a_match_whose_first_hand_is_that_deal(app, game, players):
    source = engine.new_match(game, seed=77, players=players).hand
    code = engine.deal_code(source)
    menu, dialog = open_dialog(app)
    type_text(app, code.lower())
    post_key(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    s = table.session
    assert s.game_id == game and s.n == source.num_players and s.match.hand_no == 1
    assert s.hand.dealt_cards() == source.dealt_cards()
    assert s.deal_code() == code
    assert s.seats[0].is_human and s.takeback is True


def test_paste_fills_the_field_and_a_failing_clipboard_says_so(app, monkeypatch):
    code = a_code()
    monkeypatch.setattr(clipboard, "get_text", lambda: f"  {code}\n")
    _, dialog = open_dialog(app)
    post_key(app, pygame.K_v, pygame.KMOD_CTRL)
    assert dialog.value == code
    monkeypatch.setattr(clipboard, "get_text", lambda: None)
    click(app, dialog.buttons[1].rect.center)  # the paste button
    assert dialog.error == CATALOGUE["code.paste_failed"][0]


def test_play_this_deal_again_after_a_hand(app):
    s = one_human(seed=9)
    s.takeback = False
    table = TableScene(app, s)
    app.push(table)
    h = s.hand
    dealt, code = h.dealt_cards(), engine.deal_code(h)
    while not h.is_over:
        h.apply(h.legal_actions()[0])
    app.push("scoring", table)
    scoring = app.top
    assert isinstance(scoring, ScoringScene)
    again = next(b for b in scoring.buttons if b.label.startswith(CATALOGUE["score.same_deal"][0]))
    click(app, again.rect.center)
    if not s.match.is_over:  # giving up a match in progress is confirmed first
        post_key(app, pygame.K_y)
    new = app.top
    assert isinstance(new, TableScene) and new.session is not s
    assert new.session.hand.dealt_cards() == dealt and new.session.deal_code() == code
    assert new.session.match.hand_no == 1 and new.session.takeback is False
    assert [x.kind for x in new.session.seats] == [x.kind for x in s.seats]
    assert new.session.match.options == s.match.options


def finished_hand(app, game="datongzi", seed=2):
    s = one_human(game=game, seed=seed)
    table = TableScene(app, s)
    app.push(table)
    h = s.hand
    dealt = h.dealt_cards()
    while not h.is_over:
        h.apply(h.legal_actions()[0])
    app.push("scoring", table)
    return s, app.top, dealt


def test_d_on_the_scoring_screen_copies_the_code_and_keeps_the_match(app, monkeypatch):
    """Issue 38: D copies the deal code, as at the table and in the pause menu; it used to throw the
    match in progress away (再打这副牌) without a word."""
    copied = []
    monkeypatch.setattr(clipboard, "put_text", lambda text: copied.append(text) or True)
    s, scoring, dealt = finished_hand(app)
    assert not s.match.is_over
    post_key(app, pygame.K_d)
    assert app.top is scoring and copied == [s.deal_code()]
    assert scoring.note == CATALOGUE["table.code_copied"][0].format(code=s.deal_code())
    monkeypatch.setattr(clipboard, "put_text", lambda text: False)
    post_key(app, pygame.K_d)
    assert app.top is scoring and scoring.note_err and s.deal_code() in scoring.note


def test_replaying_the_deal_during_a_match_asks_first_and_no_keeps_the_match(app):
    s, scoring, dealt = finished_hand(app)
    post_key(app, pygame.K_p)
    ask = app.top
    assert type(ask).__name__ == "ConfirmBox"
    assert f"第{s.match.hand_no}局" in ask.text
    post_key(app, pygame.K_RETURN)  # the safe answer has the focus: a stray Enter loses nothing
    assert app.top is scoring and scoring.session is s
    post_key(app, pygame.K_p)
    post_key(app, pygame.K_y)
    new = app.top
    assert isinstance(new, TableScene) and new.session is not s
    assert new.session.hand.dealt_cards() == dealt and new.session.match.hand_no == 1


def test_replaying_the_deal_after_the_match_is_over_needs_no_question(app):
    s, scoring, dealt = finished_hand(app)
    scoring.over = True  # as on the last hand's screen
    post_key(app, pygame.K_p)
    assert isinstance(app.top, TableScene) and app.top.session.hand.dealt_cards() == dealt


def test_hot_seat_shows_the_code_only_once_the_hand_is_over(app):
    """A code deals every seat's cards again: in hot-seat it would show each player the others'
    hands, so it appears only after the hand (the table, the pause menu and the scoring screen)."""
    seats = [SeatConfig("human", f"P{i}", "random") for i in range(3)]
    s = Session.new("banbiantianzha", seats, seed=5)
    assert s.hotseat and s.deal_code() is None
    table = TableScene(app, s)
    app.push(table)
    table.draw(app.surface)
    assert table.painter.code_rect is None
    h = s.hand
    while not h.is_over:
        h.apply(h.legal_actions()[0])
    assert s.deal_code() == engine.deal_code(h)
    assert one_human().deal_code() is not None  # against AI it shows from the first card
