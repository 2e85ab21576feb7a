"""Issue 38, major 3: a completed trick is seen. At the live 找朋友 table the fifth card lands, the
whole trick stays in sight with its winner marked while the AI waits, then it slides to the winner (a
new play sends it away at once); in a replay the step that completes a trick shows that trick, and
the viewer has the last-trick drawer (L), as the table has."""

from __future__ import annotations

import json
from collections import Counter

import pygame
import pytest

from app.render.animation import Popup
from app.scenes.table import TableScene
from app.services.i18n import CATALOGUE

from .conftest import frames, post_key
from .table_drive import new_session
from .test_history import entry_for


def traced(app, table):
    app.cards.trace = []
    table.draw(app.surface)
    faces, app.cards.trace = Counter(app.cards.trace), None
    return faces


def to_the_fifth_card(table):
    """Act for every seat (the engine's first legal action) up to the action that ends a trick."""
    s = table.session
    h = s.hand
    while not (h.phase == "play" and sum(c is not None for c in h.view(None)["trick"]) == s.n - 1):
        assert table.act(h.legal_actions()[0], from_ai=True)
    return h.legal_actions()[0]


@pytest.fixture
def zpy_table(app):
    app.ai_delay = (0.8, 1.2)  # an AI that thinks, as in a real game
    s = new_session("zhaopengyou", humans=1, seed=4)
    table = TableScene(app, s)
    app.push(table)
    return table


def test_the_fifth_card_lands_and_the_trick_stays_with_its_winner_marked(app, zpy_table):
    table = zpy_table
    fifth = to_the_fifth_card(table)
    table.anim.skip()
    table.hold = 0.0
    assert table.act(fifth, from_ai=True)
    won = table.session.hand.view(None)["last_trick"]
    five = Counter(c for p in won["plays"] for c in p["cards"])
    sweep = table.anim.flights("sweep")[0]
    assert sweep.winner == won["winner"] and Counter(sweep.tokens) == five
    # the table holds: the AI is not asked for the next lead while the trick is on show
    assert table.hold >= 0.9
    table.update(1 / 60)
    assert table.pending is None
    # while the fifth card flies in it is drawn once (its flight), not also where it will land
    mine = Counter(table.tokens)  # the hand may or may not be traced (a cached strip)
    faces = traced(app, table)
    assert all(faces[c] in (k, k + mine[c]) for c, k in five.items()), (faces, five)
    # a second after the fifth card landed, all five are still where they were played
    frames(app, 72, dt=1 / 60)  # 1.2 s
    assert not sweep.started
    faces = traced(app, table)
    assert all(faces[c] in (k, k + mine[c]) for c, k in five.items())
    # then it slides to the winner, and only then is the AI asked for the next lead
    frames(app, 240, dt=1 / 60)
    assert not table.anim.flights("sweep")


def test_the_winner_gets_a_popup_saying_so(app, zpy_table):
    table = zpy_table
    fifth = to_the_fifth_card(table)
    table.anim.skip()
    assert table.act(fifth, from_ai=True)
    winner = table.session.hand.view(None)["last_trick"]["winner"]
    ups = [a.text for a in table.anim.items if isinstance(a, Popup) and a.seat == winner]
    assert len(ups) == 1 and ups[0].startswith(CATALOGUE["zpy.ev_trick_none"][0])


def test_a_new_play_sends_the_trick_on_show_away_at_once(app, zpy_table):
    table = zpy_table
    fifth = to_the_fifth_card(table)
    assert table.act(fifth, from_ai=True)
    sweep = next(a for a in table.anim.flights("sweep"))
    assert not sweep.started
    table.hold = 0.0
    h = table.session.hand
    assert table.act(h.legal_actions()[0], from_ai=True)  # the next lead
    assert sweep.started


def finished_trick_step(rp):
    """The first position of a replay just after a trick was won."""
    for i in range(1, rp.length + 1):
        rp.seek(i)
        v = rp.hand.view(None)
        if v.get("last_trick") and not any(v["trick"]):
            return i
    raise AssertionError("no trick in the hand")


def test_the_replay_step_that_completes_a_trick_shows_the_trick(app, monkeypatch):
    entry = json.loads(json.dumps(entry_for("zhaopengyou", 21)))
    viewer = app.push("replay", entry)
    rp = viewer.replay
    viewer.seek(finished_trick_step(rp))
    last = rp.hand.view(None)["last_trick"]
    five = Counter(c for p in last["plays"] for c in p["cards"])
    said = []
    render = app.ui.text.render
    monkeypatch.setattr(app.ui.text, "render",
                        lambda text, *a, **k: said.append(text) or render(text, *a, **k))
    mine = Counter(c for hand in viewer.table.view["hands"] for c in hand or [])
    faces = traced(app, viewer.table)
    assert all(faces[c] >= k + mine[c] for c, k in five.items()), (faces, five)
    who = viewer.table.session.name(last["winner"], app.i18n)
    assert CATALOGUE["table.trick_winner"][0].format(name=who) in said


def test_the_replay_viewer_has_the_last_trick_drawer(app):
    entry = json.loads(json.dumps(entry_for("zhaopengyou", 21)))
    viewer = app.push("replay", entry)
    i = finished_trick_step(viewer.replay)
    viewer.seek(i + 1)
    assert not viewer.table.drawer
    post_key(app, pygame.K_l)
    assert viewer.table.drawer
    assert len(viewer.table.log) == i + 1  # every decision so far, as the table's log has them
    button = next(b for b in viewer.buttons if b.label.startswith(CATALOGUE["table.last_trick"][0]))
    frames(app, 1)
    post_key(app, pygame.K_l)
    assert not viewer.table.drawer
    button.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
