"""The pictures on the court cards (J, Q, K) and the jokers: SVG package data (``assets/cards``,
Adrian Kennard's CC0 designs, see ``assets/cards/LICENSE.txt``) rendered at the size asked, so they
are crisp at every window size. ``CardRenderer`` caches the finished faces per size."""

from __future__ import annotations

import io

import pygame

from ..services.resources import card_art_path

#: the tokens with a picture: J, Q, K of each suit and the two jokers
ART_TOKENS = tuple(f"{s}{r}" for r in "JQK" for s in "SHCD") + ("BJ", "LJ")
#: width / height of the drawings (the court frame with its pips; the jester)
COURT_ASPECT = 166 / 262
JOKER_ASPECT = 202.8 / 312

_svg: dict[str, bytes] = {}


def art_key(token: str) -> str | None:
    """The file stem of ``token``'s picture (``SK`` -> ``KS``), or None for a number card."""
    if token in ("BJ", "LJ"):
        return token
    if len(token) == 2 and token[1] in "JQK":
        return token[1] + token[0]
    return None


def _source(key: str) -> bytes:
    data = _svg.get(key)
    if data is None:
        data = card_art_path(key).read_bytes()
        _svg[key] = data
    return data


def picture(token: str, size: tuple[int, int]) -> pygame.Surface | None:
    """``token``'s picture at ``size`` (None for a number card). The pictures carry no suit colour:
    the corner index does, in the four-colour suits too."""
    key = art_key(token)
    if key is None or size[0] < 2 or size[1] < 2:
        return None
    return pygame.image.load_sized_svg(io.BytesIO(_source(key)), size)
