"""What the table needs to know about each game beyond the common view keys.

Everything game-specific in the app is looked up here by game id: the card order used to sort a hand,
which view keys carry badges. A game without an entry gets the generic defaults, so a newly finished
engine is playable before its polish lands.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

SUITS = "SHCD"


@dataclass(frozen=True)
class GameUI:
    rank_order: str = "23456789TJQKA"  # low to high; jokers always above
    suit_order: str = SUITS
    #: a game's own hand order (tokens, "rank"/"suit", view) -> tokens; e.g. trumps together (找朋友)
    sorter: Callable[[list[str], str, dict], list[str]] | None = None
    #: the plays 提示 cycles through: (hand) -> [Action]; None: every legal play (打筒子: one per shape)
    hinter: Callable[[Any], list[Any]] | None = None


def _bare_plays(hand: Any) -> list[Any]:
    """半边天炸: triples and planes without wings (a lead of many triples has over ten thousand
    plays with wings, too long to list while drawing a frame)."""
    return hand.hint_plays()


GAME_UI: dict[str, GameUI] = {
    "banbiantianzha": GameUI(rank_order="3456789TJQKA2", hinter=_bare_plays),
    "datongzi": GameUI(rank_order="3456789TJQKA2"),
    "sandayi": GameUI(rank_order="3456789TJQKA2"),
    "banzipao": GameUI(rank_order="3456789TJQKA2"),
}


def game_ui(game_id: str) -> GameUI:
    return GAME_UI.get(game_id, GameUI())


def sort_key(game_id: str, order: str) -> Callable[[str], tuple[int, int]]:
    """Key for a card token: by the game's rank order (then suit), or by suit (then rank)."""
    ui = game_ui(game_id)
    ranks = {r: i for i, r in enumerate(ui.rank_order)}
    suits = {s: i for i, s in enumerate(ui.suit_order)}

    def key(token: str) -> tuple[int, int]:
        if token in ("LJ", "BJ"):
            r = len(ranks) + (1 if token == "BJ" else 0)
            return (r, 9) if order == "rank" else (9, r)
        r = ranks.get(token[1:], -1)
        s = suits.get(token[0], 9)
        return (r, s) if order == "rank" else (s, r)

    return key


def sort_cards(game_id: str, tokens: list[str], order: str, view: dict | None = None) -> list[str]:
    """High cards on the left (the way players hold them) in rank order; by suit in suit order."""
    if game_ui(game_id).sorter is not None:
        return game_ui(game_id).sorter(tokens, order, view or {})  # type: ignore[misc]
    key = sort_key(game_id, order)
    return sorted(tokens, key=key, reverse=(order == "rank"))


def extra_strings() -> list[str]:
    """Display text defined outside the catalogue (the font build includes it)."""
    return ["大王", "小王", "JOKER", "10", "JQKA", "牌"]
