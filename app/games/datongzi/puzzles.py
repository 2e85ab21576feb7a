"""打筒子's 残局 (see ``app/learn/puzzle.py``): three seats, each for himself, every hand open.

"Win from here" means going out first (一游, DTZ-6.1: the +100 finishing bonus, DTZ-9.1). You are
seat 0 and lead a new trick; the other two defend, each trying to go out before you. The must-beat
rule (DTZ-5.2) binds everyone: whoever can beat the play on the table has to.
"""

from __future__ import annotations

from typing import Any

from engine import Hand
from engine.cards import Card
from engine.games.datongzi import card_points

from ...learn.positions import climbing_endgame, climbing_key, first_out
from ...learn.puzzle import Puzzle

GAME = "datongzi"


def _stash(state: Any, seat: int, cards: list[Card]) -> None:
    """Cards played before the position: taken in earlier tricks by the seat that held them."""
    state.won[seat] += cards
    state.points[seat] += card_points(cards)


def _position(hands: list[str]) -> Any:
    def build() -> Hand:
        return climbing_endgame(GAME, hands, 0, _stash)
    return build


def _puzzle(n: int, hands: list[str], rule: str, trap: str) -> Puzzle:
    return Puzzle(GAME, f"puz.dtz.{n}", 0, _position(hands), first_out({0}), rule, trap=trap,
                  same=climbing_key)


PUZZLES = (
    # lead the 筒子 first and the bomb takes the next trick; lead a single and the must-beat rule
    # makes the others spend their big cards, which the 筒子 then beats
    _puzzle(1, ["S8 S8 S8 D6 H9", "SJ HJ CJ DJ S7", "SA D5"], "DTZ-4.1", "play S8 S8 S8"),
    _puzzle(2, ["HA HA HA S6 D7", "SQ HQ CQ DQ CQ S8", "S2 D5"], "DTZ-5.2", "play HA HA HA"),
    # the pair of 9s or the 6 first; a single 9 splits the pair and leaves two losing singles
    _puzzle(3, ["SK SK SK D6 H9 C9", "SJ HJ CJ DJ S7 S7", "SA HA D5 C5"], "DTZ-4.1", "play H9"),
)

STRINGS: dict[str, tuple[str, str]] = {
    "puz.dtz.1.title": ("筒子压炸弹", "A Tongzi (筒子) over a bomb"),
    "puz.dtz.1.goal": ("你先出牌，争取第一个出完（一游）。",
                       "You lead: be the first to play out all your cards."),
    "puz.dtz.1.hint": (
        "筒子大过任何炸弹，留到对手出炸弹后再打；先出单张，有牌必打会逼对手交出大牌。",
        "A Tongzi beats any bomb: keep it for their bomb. Lead a single first; the must-beat rule makes "
        "them spend their big cards.",
    ),
    "puz.dtz.2.title": ("有牌必打", "Must beat"),
    "puz.dtz.2.goal": ("你先出牌，争取一游。", "You lead: be the first to go out."),
    "puz.dtz.2.hint": (
        "对手有牌必须打：先出小单张，让他们拆牌接，最后用 A 筒子收回出牌权。",
        "Whoever can beat must beat: lead a low single so they have to answer, then take the lead "
        "back with your Tongzi of aces.",
    ),
    "puz.dtz.3.title": ("K 筒子收尾", "Finish with the K Tongzi"),
    "puz.dtz.3.goal": ("你先出牌，争取一游。", "You lead: be the first to go out."),
    "puz.dtz.3.hint": (
        "别拆对 9：先出单张 6，有牌必打会逼出对手的大牌，再用 K 筒子收回出牌权，最后一对 9 出完。",
        "Do not split the 9s: lead the 6 (the must-beat rule draws out their big cards), take the "
        "lead back with the K Tongzi and go out with the pair.",
    ),
}
