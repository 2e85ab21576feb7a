"""Text fields (按牌号开局, the import path, seat names): the key that opens a field does not type its
letter into it; the caret moves and text can be selected; what is lit is what Enter does."""

from __future__ import annotations

import pygame

import engine
from app.scenes.dealcode import DealCodeDialog
from app.scenes.menu import MenuScene
from app.scenes.table import TableScene
from app.ui.widgets import TextInput

from .conftest import click, frames


def key(app, k, mod=0, text=""):
    """A key as SDL sends it: KEYDOWN, then (for a printable key, with text input on) its TEXTINPUT."""
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0))
    if text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=text, scancode=0))


def type_text(app, text):
    app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_d_in_the_menu_opens_an_empty_deal_code_field_and_a_pasted_code_starts(app):
    app.push(MenuScene(app))
    key(app, pygame.K_d, text="d")
    dialog = app.top
    assert isinstance(dialog, DealCodeDialog)
    assert dialog.field.value == "" and dialog.value == ""
    code = engine.deal_code(engine.new_match("banbiantianzha", seed=31).hand)
    type_text(app, code)
    assert dialog.value == code
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, TableScene) and app.top.session.deal_code() == code


def test_shift_d_is_swallowed_too_but_only_the_key_that_opened_the_field(app):
    app.push(MenuScene(app))
    key(app, pygame.K_d, pygame.KMOD_SHIFT, text="D")
    dialog = app.top
    assert dialog.field.value == ""
    key(app, pygame.K_d, text="d")  # the next d is the player's own
    assert dialog.field.value == "d"


def test_i_in_the_replay_list_opens_an_empty_import_field(app):
    lst = app.push("replays", "banbiantianzha")
    key(app, pygame.K_i, text="i")
    assert lst.importing and lst.field is not None and lst.field.active
    assert lst.field.value == ""
    type_text(app, "/tmp/x.json")
    assert lst.field.value == "/tmp/x.json"


def field(value="", max_len=40):
    f = TextInput(pygame.Rect(0, 0, 300, 40), value, max_len=max_len)
    f.activate()
    return f


def press(f, k, mod=0):
    return f.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def test_the_caret_moves_and_typing_goes_in_at_the_caret():
    f = field("abc")
    assert f.caret == 3
    press(f, pygame.K_LEFT)
    press(f, pygame.K_LEFT)
    f.handle(pygame.event.Event(pygame.TEXTINPUT, text="X"))
    assert f.value == "aXbc" and f.caret == 2
    press(f, pygame.K_HOME)
    f.handle(pygame.event.Event(pygame.TEXTINPUT, text="0"))
    assert f.value == "0aXbc"
    press(f, pygame.K_DELETE)
    assert f.value == "0Xbc" and f.caret == 1
    press(f, pygame.K_END)
    press(f, pygame.K_BACKSPACE)
    assert f.value == "0Xb" and f.caret == 3


def test_shift_selects_and_typing_replaces_the_selection():
    f = field("hello world")
    press(f, pygame.K_HOME)
    for _ in range(5):
        press(f, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert f.selection() == (0, 5)
    f.handle(pygame.event.Event(pygame.TEXTINPUT, text="HI"))
    assert f.value == "HI world" and f.selection() == (2, 2)
    press(f, pygame.K_END, pygame.KMOD_SHIFT)  # selects from the caret to the end
    assert f.selection() == (2, 8)
    press(f, pygame.K_LEFT)  # an arrow without Shift ends the selection at its left side
    assert f.selection() == (2, 2)
    press(f, pygame.K_a, pygame.KMOD_CTRL)
    assert f.selection() == (0, 8)
    press(f, pygame.K_BACKSPACE)
    assert f.value == "" and f.caret == 0


def test_typing_never_grows_past_the_limit_even_in_the_middle():
    f = field("abcd", max_len=5)
    press(f, pygame.K_HOME)
    f.handle(pygame.event.Event(pygame.TEXTINPUT, text="XYZ"))
    assert f.value == "Xabcd" and f.caret == 1


def test_a_click_puts_the_caret_where_it_lands(app):
    menu = MenuScene(app)
    app.push(menu)
    key(app, pygame.K_d, text="d")
    dialog = app.top
    type_text(app, "BBT-ABCDEF")
    frames(app, 1)  # drawn once: the field knows where its characters are
    f = dialog.field
    x = f.rect.left + f._pad() + f._xs[3]
    click(app, (x, f.rect.centery))
    assert f.caret == 3
    type_text(app, "_")
    assert f.value == "BBT_-ABCDEF"


def test_enter_does_what_is_lit_after_a_click_back_into_the_field(app):
    menu = MenuScene(app)
    app.push(menu)
    key(app, pygame.K_d, text="d")
    dialog = app.top
    key(app, pygame.K_TAB)  # the focus ring lights 返回
    assert dialog.focus.index == 0 and not dialog.field.active
    click(app, dialog.field.rect.center)  # back into the field: the field is lit, not 返回
    assert dialog.field.active and dialog.focus.index == -1
    key(app, pygame.K_RETURN)  # an empty code: the dialog stays and says so (返回 would have closed it)
    assert app.top is dialog and dialog.error
