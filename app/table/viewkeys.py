"""Reading the common view keys in the shapes the games use (the table stays generic over them)."""

from __future__ import annotations

from typing import Any


def trick_plays(view: dict[str, Any]) -> tuple[dict[int, dict[str, Any]], int | None, list[str] | None]:
    """Each seat's latest play in the current trick, and the winning (top) seat and cards.

    Accepts the climbing games' ``{"plays": [...], "top": {...}}`` and the per-seat list form
    (``[[cards] or None, …]`` with ``winning``) used by the trick-taking games."""
    trick = view.get("trick")  # shared by all games: 扯旋 has no trick
    latest: dict[int, dict[str, Any]] = {}
    top_seat: int | None = None
    top_cards: list[str] | None = None
    if isinstance(trick, dict):  # the climbing games' TrickView
        for p in trick["plays"]:
            latest[p["seat"]] = p
        top = trick["top"]
        if top is not None:
            top_seat, top_cards = top["seat"], top["cards"]
    elif isinstance(trick, list):  # 找朋友's per-seat form
        for seat, cards in enumerate(trick):
            if cards is not None:
                latest[seat] = {"seat": seat, "cards": list(cards)}
        win = view["winning"]
        if win is not None and win in latest:
            top_seat, top_cards = win, latest[win]["cards"]
    return latest, top_seat, top_cards


def seat_list(view: dict[str, Any], key: str, n: int) -> list[Any]:
    """A per-seat list from the view, or Nones when the game does not provide it."""
    value = view.get(key)
    if isinstance(value, list) and len(value) == n:
        return value
    return [None] * n


#: backs drawn under a seat that holds cards when the room hides the counts: always this many
HIDDEN_FAN = 8


def counts_shown(view: dict[str, Any]) -> bool:
    """Whether the table may tell how many cards each seat holds (the room option
    ``show_card_counts``, which the games that have it put in their views as ``show_counts``:
    BBT-14, DTZ-12, DDZ-8.5); the games without the option always show them."""
    return bool(view.get("show_counts", True))


def fan_size(view: dict[str, Any], seat: int) -> int:
    """How many backs to draw under another seat: its count, or a fixed few when counts are hidden
    (a fan that shrank card by card would tell them)."""
    held = view["counts"][seat]
    if counts_shown(view):
        return int(held)
    return HIDDEN_FAN if held else 0
