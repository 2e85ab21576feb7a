"""Issue #20 item 18: the court cards show real figures and the jokers their own art (大王 in
colour, 小王 in one colour), drawn from SVG package data at the size asked (crisp at every window
size), cached per size, with the large corner index and the four-colour suits kept."""

from __future__ import annotations

import pygame
import pytest

from app.render.card_art import ART_TOKENS, art_key, picture
from app.render.cards import CardRenderer
from app.services import resources
from app.services.asset_check import check_assets
from app.ui import theme
from app.ui.text import TextRenderer


@pytest.fixture(scope="module")
def cards():
    return CardRenderer(TextRenderer(resources.font_path(False), resources.font_path(True)))


def colours(surface: pygame.Surface, rect: pygame.Rect | None = None) -> set[tuple[int, int, int]]:
    r = rect or surface.get_rect()
    return {tuple(surface.get_at((x, y)))[:3]
            for x in range(r.left, r.right, 2) for y in range(r.top, r.bottom, 2)}


def test_every_picture_is_package_data_the_start_up_check_loads():
    required = {p.name for p in resources.required_assets()}
    assert {f"{art_key(t)}.svg" for t in ART_TOKENS} <= required
    lines: list[str] = []
    assert check_assets(lines.append) == 0
    assert sum(" picture)" in line for line in lines) == len(ART_TOKENS)


@pytest.mark.parametrize("token", ["SK", "HQ", "DJ", "CJ"])
@pytest.mark.parametrize("size", [(40, 56), (72, 101), (144, 202)])
def test_a_court_card_is_a_figure_not_a_letter_in_a_box(cards, token, size):
    face = cards.face(token, size)
    centre = pygame.Rect(0, 0, size[0] // 3, size[1] // 3)
    centre.center = (round(size[0] * 0.6), size[1] // 2)
    # the old face: a tinted box with one letter (three or four colours); a figure has many
    assert len(colours(face, centre)) >= 12


def test_the_pictures_are_drawn_at_the_size_asked_and_cached(cards):
    assert picture("SK", (50, 79)).get_size() == (50, 79)
    assert picture("SK", (200, 316)).get_size() == (200, 316)  # drawn again, not scaled up
    assert picture("S9", (50, 79)) is None
    assert cards.face("HK", (90, 126)) is cards.face("HK", (90, 126))


def test_the_big_joker_is_in_colour_the_little_one_in_one_colour():
    def inks(token: str) -> set[tuple[int, int, int]]:
        art = picture(token, (130, 200))
        return {c for c in colours(art) if art.get_at((0, 0)) != c and c != (0, 0, 0)}

    big = {c for c in inks("BJ") if max(c) - min(c) > 80}  # saturated: red, yellow, blue
    little = {c for c in inks("LJ") if max(c) - min(c) > 80}
    assert len(big) >= 3 and not little


def test_four_colour_suits_keep_the_index_and_the_figure(cards):
    size = (90, 126)
    two, four = cards.face("DK", size, False), cards.face("DK", size, True)
    index = pygame.Rect(0, 0, round(size[0] * 0.36), round(size[1] * 0.35))
    assert colours(two, index) != colours(four, index)  # the corner index turns blue
    figure = pygame.Rect(round(size[0] * 0.45), round(size[1] * 0.35), 20, 20)
    assert colours(two, figure) == colours(four, figure)
    # the large index kept: rank over suit in blue down a third of the card's height
    blue = theme.SUIT_BLUE
    rows = [y for y in range(size[1] // 2)
            if any(sum(abs(a - b) for a, b in zip(four.get_at((x, y))[:3], blue)) < 60
                   for x in range(round(size[0] * 0.36)))]
    assert rows and rows[-1] - rows[0] >= size[1] * 0.3
