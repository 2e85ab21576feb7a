"""Issue 20 (played as a new user): back from a table, the menu keeps the game just played chosen,
not the first game of the list (its statistics, replays and start button then act on that game)."""

from __future__ import annotations

from app.games.demo import seats
from app.session import Session


def test_the_menu_comes_back_to_the_game_just_played(app):
    app.push("menu")
    assert app.top.game_id == "banbiantianzha"  # a first start: the first game
    s = Session.new("sandayi", seats(app, 4), seed=3)
    app.push(app.make("table", s))
    app.pop()
    app.pop()
    app.push("menu")
    assert app.top.game_id == "sandayi"
