"""The menu's seats and room options (issue 20, item 2): for every game, every player count, both
languages and three window sizes, every control can be brought into view, and whatever is shown lies
inside the window and the set-up panel with no two controls or labels overlapping."""

from __future__ import annotations

import itertools

import pygame
import pytest

import engine
from app.scenes.menu import MenuScene
from app.ui.widgets import Segmented

SIZES = ((1024, 640), (1280, 720), (1920, 1080))


def shown_rects(menu: MenuScene) -> list[tuple[str, pygame.Rect]]:
    fs = menu.ui.fs(17)
    out = [(f"label {t}", pygame.Rect(pos, menu.ui.text.size(t, fs, True))) for t, pos in menu.labels]
    out += [(f"widget {i}", w.rect) for i, w in enumerate(menu.widgets)]
    return out + [("start", menu.start_button.rect), ("code", menu.code_button.rect)]


def check_view(menu: MenuScene, window: pygame.Rect) -> None:
    rects = shown_rects(menu)
    for name, rect in rects:
        assert window.contains(rect), (name, rect)
        assert menu.right.contains(rect), (name, rect, menu.right)
    for (a, ra), (b, rb) in itertools.combinations(rects, 2):
        assert not ra.colliderect(rb), (a, ra, b, rb)
    for w in menu.widgets:  # every choice's text fits its own cell (no label drawn over its neighbours)
        if isinstance(w, Segmented):
            for cell, text in zip(w._cells(), w.labels):
                width = menu.ui.text.size(text, menu.ui.fs(16), True)[0]
                assert width <= cell.width - menu.ui.px(4), (text, cell)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_setup_control_is_reachable_and_nothing_overlaps(app, size, lang):
    app.resize(size)
    app.i18n.lang = lang
    menu = MenuScene(app)
    app.push(menu)
    window = pygame.Rect((0, 0), app.surface.get_size())
    assert window.size == size
    for info in engine.GAMES.values():
        for n in info.players:
            menu.select(info.id)
            menu._set_players(n)
            menu.layout()
            names = {name for name, _ in menu.placed}
            want = {f"opt.{o.key}" for o in info.options if not o.house}
            want |= {"house"} if any(o.house for o in info.options) else set()  # the 房规 panel's button
            want |= {f"seat{i}.{k}" for i in range(n) for k in ("name", "kind")}
            want |= {f"seat{i}.level" for i in range(1, n)}  # seat 1 is the human, the others AI
            want |= {f"seat{i}.character" for i in range(1, n)}  # and each AI's character (#25)
            assert want <= names, (info.id, n, want - names)
            seen: set[str] = set()
            positions = sorted({*range(0, menu.max_scroll, max(1, menu.view.height // 2)), menu.max_scroll})
            for pos in positions:
                menu.scroll = pos
                menu.build_setup()
                check_view(menu, window)
                seen |= {name for name, rect in menu.placed if menu.view.contains(rect)}
            assert seen == names, (info.id, n, lang, size, names - seen)


def test_the_wheel_and_page_keys_scroll_the_last_seat_into_view(app):
    app.resize((1024, 640))
    menu = MenuScene(app)
    app.push(menu)
    menu.select("chexuan")
    menu._set_players(6)
    assert menu.max_scroll > 0
    hidden = dict(menu.placed)["seat5.character"]  # the last seat's last row lies below the fold
    assert not menu.view.contains(hidden)
    pygame.mouse.set_pos(menu.right.center)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0))
    assert menu.scroll > 0
    for _ in range(40):
        menu.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert menu.scroll == menu.max_scroll
    assert menu.view.contains(dict(menu.placed)["seat5.character"])
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode="", scancode=0))
    assert menu.scroll < menu.max_scroll


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_room_options_and_house_rules_show_without_scrolling_at_1920x1080(app, lang):
    """Issue 38: the room options and the 房规 button sat below the fold even at 1920×1080 (扯旋 with
    six seats, 半边天炸 with three); they come before the seats now, so no game hides them."""
    app.resize((1920, 1080))
    app.i18n.lang = lang
    menu = MenuScene(app)
    app.push(menu)
    for info in engine.GAMES.values():
        for n in info.players:
            menu.select(info.id)
            menu._set_players(n)
            menu.layout()
            assert menu.scroll == 0
            room = {name: rect for name, rect in menu.placed if name.startswith("opt.") or name == "house"}
            assert any(o.house for o in info.options) == ("house" in room), info.id
            hidden = [name for name, rect in room.items() if not menu.view.contains(rect)]
            assert not hidden, (info.id, n, lang, hidden)
            clickable = {tuple(w.rect) for w in menu.widgets}  # drawn and in the focus ring, not just placed
            assert all(tuple(rect) in clickable for name, rect in room.items() if not name.endswith(".label"))
