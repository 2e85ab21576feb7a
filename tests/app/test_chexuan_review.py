"""扯旋 across hands (#20 item 15): the log keeps the earlier hands under a heading each, with every
seat's chips won or lost; the last hand's showdown can be reopened (上局, V) during the next hand's
betting, and the key help names it."""

from __future__ import annotations

import pygame

from app.scenes.dialog import PauseMenu
from app.scenes.scoring import ScoringScene
from app.scenes.table import TableScene

from .conftest import post_key
from .test_table_chexuan import session


def play_to_next_hands_bet(app, table, s):
    """Play hand 1 through the table (the human takes the first legal choice), then hand 2 up to
    the human's first bet."""
    for _ in range(4000):
        app.step(1 / 30)
        if isinstance(app.top, ScoringScene):
            app.pop()
            table.start_next_hand()
        if app.top is table and table.my_turn():
            if s.match.hand_no >= 2 and s.hand.phase == "bet":
                return
            legal = s.hand.legal_actions()
            table.act(next((a for a in legal if a.kind in ("check", "call")), legal[0]))
    raise AssertionError("hand 2's betting never came")


def test_log_keeps_earlier_hands_and_the_last_showdown_reopens(app):
    s = session(humans=1, n=4, seed=5)
    table = TableScene(app, s)
    app.push(table)
    play_to_next_hands_bet(app, table, s)
    heads = [i for i, line in enumerate(table.log) if line == table.t("log.hand", n=1)]
    heads2 = [i for i, line in enumerate(table.log) if line == table.t("log.hand", n=2)]
    assert heads and heads2 and heads[0] < heads2[0]
    hand1 = table.log[heads[0] + 1: heads2[0]]
    won = [line for line in hand1 if "本局 +" in line]
    assert won, hand1  # somebody won chips, and the log says who and how many

    game = table.game
    assert game.last_over is not None and game.last_over[0] == 1
    button = next(b for b in table.bar_buttons if getattr(b, "keys", ()) == (pygame.K_v,))
    assert button.enabled
    post_key(app, pygame.K_v)
    assert game.review
    drawn = []
    real = app.ui.text.render
    app.ui.text.render = lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
    try:
        app.draw()
    finally:
        app.ui.text.render = real
    assert table.t("cx.review_title", n=1) in drawn
    post_key(app, pygame.K_v)
    assert not game.review

    menu = PauseMenu(app, table)
    app.push(menu)
    assert any(pygame.K_v in e.keys for e in menu.help[1][1])
    app.pop()


def test_the_reopened_last_hand_is_opaque(app):
    """Issue 38: the 上局 (V) box let the live table's cards show through it."""
    from app.games.chexuan.show import SOLID

    s = session(humans=1, n=4, seed=5)
    table = TableScene(app, s)
    app.push(table)
    play_to_next_hands_bet(app, table, s)
    post_key(app, pygame.K_v)
    app.draw()
    box = table.game.review_rect
    spot = (box.left + table.ui.px(6), box.bottom - table.ui.px(16))
    assert tuple(app.surface.get_at(spot))[:3] == SOLID
