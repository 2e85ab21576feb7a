"""Colours and design sizes (at 1280×720; scaled by ``layout.Scale``)."""

from __future__ import annotations

DESIGN_W, DESIGN_H = 1280, 720
MIN_W, MIN_H = 1024, 640

# felt table: deep green, lighter at the centre
FELT_CENTRE = (34, 112, 74)
FELT_EDGE = (10, 52, 34)
BG_DARK = (18, 30, 40)
BG_PANEL = (16, 28, 26, 215)
BG_PANEL_SOLID = (22, 40, 36)
BG_BAR = (8, 22, 18, 200)

TEXT = (240, 240, 232)
TEXT_DIM = (180, 196, 186)
TEXT_DARK = (28, 28, 30)
GOLD = (240, 196, 90)
GOLD_DARK = (170, 120, 30)
ERROR = (255, 120, 110)
OK = (120, 220, 140)

BUTTON = (236, 190, 80)
BUTTON_HOVER = (250, 210, 110)
BUTTON_TEXT = (40, 28, 8)
BUTTON_ALT = (60, 90, 80)
BUTTON_ALT_HOVER = (78, 114, 102)
BUTTON_DISABLED = (70, 80, 78)
FOCUS = (120, 200, 255)
SELECTION = (46, 92, 150)  # selected text in a field

# cards
CARD_FACE = (252, 252, 248)
CARD_EDGE = (170, 170, 165)
CARD_SHADOW = (0, 0, 0, 70)
SUIT_RED = (196, 24, 40)
SUIT_BLACK = (24, 24, 28)
SUIT_BLUE = (28, 84, 200)  # ♦ in four-colour mode
SUIT_GREEN = (20, 130, 60)  # ♣ in four-colour mode
JOKER_BIG = (200, 20, 40)
JOKER_LITTLE = (40, 40, 60)
BACKS = [
    ((150, 28, 40), (210, 70, 70)),
    ((26, 60, 140), (80, 130, 210)),
    ((20, 100, 60), (80, 170, 110)),
]

SEAT_COLOURS = [
    (240, 196, 90),
    (110, 190, 255),
    (250, 120, 120),
    (140, 220, 140),
    (200, 150, 255),
    (255, 170, 90),
]
