"""Issue 20's layout check: every prepared scene (each game's phases, the menu with every game and
player count, settings, rules, scoring, hand-over, dialogs) drawn in both languages at 1024×640,
1280×720 and 1920×1080 with the layout recorder on (app/ui/record.py). A text that overflows its box,
two texts or controls (or a text and a card) that overlap on one layer, a control outside the window
or a lower layer painted over a higher one fails the test. The full matrix is ``slow``; a subset of
the scenes most prone to it runs always."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pygame
import pytest

import engine
from app.demo import scene_names
from app.services.saves import SeatConfig
from app.session import Session
from app.ui import record
from app.ui.record import RecordingSurface
from app.ui.widgets import Button, UIContext

from .layout_check import check, faults, record_frame

SIZES = ((1024, 640), (1280, 720), (1920, 1080))
LANGS = ("zh", "en")
#: the scenes that broke most (button sub-labels, the drawer, result panels, two-row hands, veils)
FAST = ("menu", "drawer", "banzipao_bid", "chexuan_showdown", "zhaopengyou_over", "zhaopengyou_play",
        "sandayi_play", "banzipao_duel")


@pytest.fixture(scope="module")
def lapp():
    from app.loop import App

    tmp = Path(tempfile.mkdtemp(prefix="paiju-layout-"))
    a = App(tmp / "data", tmp / "config", size=(1280, 720), ai_delay=(0.0, 0.0), ai_mode="sync")
    yield a
    a.close()


def menu_with(game: str, n: int):
    def prepare(app):
        menu = app.top
        menu.select(game)
        menu._set_players(n)
        menu.layout()
    return prepare


def with_saved_match(app):
    """The menu as it is after a match was left: the continue button and its caption."""
    from app.demo import _seats

    s = Session.new("sandayi", _seats(app, "sandayi"), seed=3)
    s.save(app.saves)
    app.saves.flush()
    menu = app.top
    menu.load_save()
    menu.select("sandayi")
    menu.layout()


def ai_to_act(game: str, n: int, moves: int):
    """A table where an AI seat is to act (its "思考中…" shows): the opening of a hand of ``game`` at
    ``n`` seats, ``moves`` decisions in, you watching."""
    def prepare(app):
        import random

        from app.games.demo import play_step, seats

        s = Session.new(game, [SeatConfig("ai", nm, "normal") for nm in [x.name for x in seats(app, n)]],
                        seed=5)
        rng = random.Random(moves)
        for _ in range(moves):
            if s.hand.is_over:
                break
            play_step(s.hand, rng)
        s.fresh_hand = False
        while app.scenes:
            app.scenes.pop().exit()
        app.push(app.make("table", s))
    return prepare


def thinking():
    for info in engine.GAMES.values():
        n = max(info.players)
        for moves in range(0, n + 1):
            yield f"[{info.id} {n} seats, {moves} moves]", ai_to_act(info.id, n, moves)


def menus():
    for info in engine.GAMES.values():
        for n in info.players:
            yield f"[{info.id} {n}]", menu_with(info.id, n)
    yield "[saved match]", with_saved_match


# ---- the check itself finds what it is meant to find
def _item_rects(kind_rects):
    rec = record.start()
    try:
        for kind, rect, label, layer in kind_rects:
            with record.layer(layer):
                rec.add(kind, pygame.Rect(rect), label)
        return rec.items
    finally:
        record.stop()


def test_the_check_finds_overlaps_layer_inversions_and_controls_outside():
    window = pygame.Rect(0, 0, 800, 600)
    items = _item_rects([
        ("text", (10, 10, 100, 20), "a", "base"),
        ("text", (50, 15, 100, 20), "b", "base"),  # over a
        ("control", (700, 500, 150, 40), "off", "base"),  # past the right edge
        ("card", (300, 300, 70, 100), "S3", "base"),
        ("card", (330, 300, 70, 100), "S4", "base"),  # cards may overlap cards
        ("text", (600, 100, 80, 20), "tip", "tooltip"),
        ("text", (610, 105, 80, 20), "bubble", "base"),  # drawn after the tooltip, below its layer
    ])
    found = faults(items, window)
    assert any("'a'" in f and "'b'" in f and f.startswith("overlap") for f in found)
    assert any(f.startswith("outside the window") and "'off'" in f for f in found)
    assert any(f.startswith("drawn over a higher layer") and "'bubble'" in f for f in found)
    assert not any("S3" in f and "S4" in f for f in found)
    assert len(found) == 3, found


def test_a_label_wider_than_its_button_is_found_and_the_button_shrinks_it(lapp):
    ui: UIContext = lapp.ui
    b = Button(pygame.Rect(100, 100, 90, 34), "包牌  1", sublabel="一打三：赢 +9，输 −9")
    surf = RecordingSurface((400, 300))
    rec = record.start()
    try:
        b.draw(surf, ui)
        assert faults(rec.items, surf.get_rect()) == []  # shrunk (or cut with …) to fit
        texts = [it for it in rec.items if it.kind == "text"]
        assert len(texts) == 2 and all(b.rect.contains(t.rect) for t in texts)
        rec.clear()
        with record.box(pygame.Rect(100, 100, 20, 20)):  # a label drawn as is into too small a box
            surf.blit(ui.text.render("一打三：赢 +9", ui.fs(16), (255, 255, 255)), (100, 100))
        assert any(f.startswith("overflows its box") for f in faults(rec.items, surf.get_rect()))
    finally:
        record.stop()


def test_recording_is_off_in_play(lapp):
    assert record.RECORDER is None
    lapp.push("menu")
    lapp.draw()
    assert record.RECORDER is None and not isinstance(lapp.surface, RecordingSurface)
    items = record_frame(lapp)  # and on for one frame when asked
    assert {it.kind for it in items} >= {"text", "control", "panel"}


def test_the_saved_match_caption_is_recorded_against_the_game_cards(lapp):
    """The caption over the continue button is a text like any other: if it lay across a game's
    card (上海三打一's, at 1280×720 before the list made room for it) the check would say so."""
    found = check(lapp, "menu", (1280, 720), "zh", with_saved_match)
    items = record_frame(lapp)
    cards = [it for it in items if it.kind == "control" and it.label in engine.GAMES]
    # every card in the list's view is recorded as a control (the list scrolls: not all may be in view)
    shown = {gid for _, gid in lapp.top.game_buttons}
    assert {c.label for c in cards} == shown and "sandayi" in shown
    texts = [it for it in items if it.kind == "text"]
    crossing = [(c, t) for c in cards for t in texts
                if c.rect.colliderect(t.rect) and not c.rect.contains(t.rect)]
    assert bool(crossing) == any("overlap" in f for f in found)
    assert found == []


# ---- the prepared scenes
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", FAST)
def test_prepared_scenes_have_no_overlaps_at_the_smallest_size(lapp, name, lang):
    assert check(lapp, name, (1024, 640), lang) == []


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_every_prepared_scene_fits_at_every_size(lapp, size, lang):
    found = []
    for name in scene_names():
        found += check(lapp, name, size, lang)
    for tag, prepare in menus():
        found += check(lapp, "menu", size, lang, prepare, tag)
    for tag, prepare in thinking():
        found += check(lapp, "menu", size, lang, prepare, tag)
    assert found == [], "\n".join(found[:40])


def test_a_lower_layer_over_a_tooltip_is_found_in_a_real_frame(lapp):
    """A button's reason tooltip over a hint bubble: the bubble drawn later would be a fault."""
    check(lapp, "trick", (1024, 640), "zh")
    table = lapp.top
    table.say("提示：这一手可以出对子", error=True)
    b = next(b for b in table.buttons if b.rect.width)
    pygame.mouse.set_pos(b.rect.center)
    items = record_frame(lapp)
    assert faults(items, pygame.Rect(0, 0, 1024, 640)) == []


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_play_never_covers_a_seat_panel(size):
    """A long left-seat play used to run over that seat's panel: every seat, any length of play."""
    from app.table.geometry import TableGeometry
    from app.ui.layout import Scale

    for info in engine.GAMES.values():
        for n in info.players:
            g = TableGeometry(Scale(*size), n, 0)
            for seat in range(n):
                for count in (1, 5, 12, 20, 27):
                    rects = g.play_rects(seat, count)
                    assert pygame.Rect((0, 0), size).contains(rects[0].unionall(rects))
                    for other, panel_rect in g.panels.items():
                        hits = [r for r in rects if r.colliderect(panel_rect)]
                        assert not hits, (info.id, n, seat, count, other)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_raised_card_of_a_two_row_hand_leaves_the_back_rows_indices_in_view(size):
    """Raised cards of the front row used to cover the back row's corner indices (rank over suit)."""
    from app.table.geometry import TableGeometry
    from app.ui.layout import Scale

    g = TableGeometry(Scale(*size), 5, 0)
    for count in (28, 31, 33, 41):
        rows = g.hand_rows(count)
        assert len(rows) == 2
        front = set(rows[1])
        rects = g.hand_rects(count, raised=front)
        back_top = min(rects[i].top for i in rows[0])
        assert all(rects[i].top >= back_top + round(g.card[1] * 0.40) - 1 for i in front)  # (rounding)
        assert all(rects[i].top < g.hand_rects(count)[i].top for i in front)  # still visibly raised
