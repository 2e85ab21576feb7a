"""Issue #23: the first frame after a resize no longer renders every court and joker picture at
once. Pictures are rendered within a per-frame budget, a scaled stand-in of the nearest rendered
size is drawn meanwhile, and after enough frames every card is drawn from its exact-size render."""

from __future__ import annotations

import pygame
import pytest

from app.demo import screenshot_scene
from app.render.card_art import ArtCache
from app.render.cards import CardRenderer

# the pictures rasterized for real each time (tests/app/conftest.py): the budget is what is checked
pytestmark = pytest.mark.real_art


def settle(app, limit: int = 300) -> int:
    """Frames drawn until no stand-in is drawn and nothing is queued."""
    for n in range(1, limit + 1):
        app.draw()
        if not app.cards.art.pending and app.cards.last_stand_ins == 0:
            return n
    raise AssertionError("the pictures never settled")


def test_a_stand_in_is_the_nearest_rendered_size_scaled_and_the_exact_render_follows():
    cache = ArtCache(budget=0.05)
    first, exact = cache.get("SK", (60, 95))
    assert exact and first.get_size() == (60, 95)  # within the frame's budget: rendered at once
    cache._cost = 1.0  # from now on no render fits in a frame's budget
    near, exact = cache.get("SK", (80, 126))
    assert not exact and near.get_size() == (80, 126) and cache.pending
    none, exact = cache.get("HQ", (80, 126))  # no size of HQ yet: no picture, the index tells it
    assert none is None and not exact
    assert cache.tick() == []  # this frame already rendered one: the rest waits
    assert cache.tick() == [("KS", (80, 126))]  # one per frame at least: the queue drains
    assert cache.tick() == [("QH", (80, 126))]
    assert not cache.pending and cache.exact("SK", (80, 126)) and cache.exact("HQ", (80, 126))


def test_without_a_budget_every_picture_is_rendered_when_asked():
    cache = ArtCache(budget=None)
    cache.want("SK", (50, 79))  # a warm-up means nothing without a budget
    assert not cache.pending
    for token in ("SK", "HQ", "DJ", "CJ", "BJ", "LJ"):
        art, exact = cache.get(token, (50, 79))
        w, h = art.get_size()  # drawn to fit the box, keeping the drawing's proportions
        assert exact and w <= 50 and h <= 79 and (w == 50 or h == 79)
    assert cache.get("S9", (50, 79)) == (None, True)


def test_after_a_resize_every_card_settles_on_its_exact_render(app):
    for scene in screenshot_scene(app, "sandayi_tanda"):  # every hand face up: many court cards
        app.push(scene)
    settle(app)
    app.resize((1600, 900))
    app.draw()
    assert app.cards.last_stand_ins > 0  # the first frame did not render every picture
    settle(app)
    app.cards.trace = []
    app.draw()
    assert app.cards.last_stand_ins == 0
    court = {t for t in app.cards.trace if t in ("BJ", "LJ") or t[1] in "JQK"}
    assert len(court) >= 8
    exact = CardRenderer(app.text)  # no budget: every face made with its exact picture
    faces = [(key, face) for key, face in app.cards._faces.items() if key[0] in court]
    assert {key[0] for key, _ in faces} == court
    for (token, size, four), face in faces:
        want = exact.face(token, size, four)
        assert pygame.image.tobytes(face, "RGBA") == pygame.image.tobytes(want, "RGBA"), (token, size)


def test_a_screenshot_shows_the_settled_cards(app, tmp_path):
    for scene in screenshot_scene(app, "sandayi_tanda"):
        app.push(scene)
    app.draw()
    app.save_screenshot(tmp_path / "shot.png")
    assert app.cards.last_stand_ins == 0 and not app.cards.art.pending
