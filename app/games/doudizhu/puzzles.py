"""斗地主's 残局 (see ``app/learn/puzzle.py``): the landlord (seat 0, who bid 3) against the two
farmers, every hand open.

"Win from here" means that you, the landlord, are the first to play out all your cards (DDZ-8.4);
the two farmers defend together. You lead a new trick.
"""

from __future__ import annotations

from typing import Any

from engine import Hand
from engine.cards import Card

from ...learn.positions import climbing_endgame, climbing_key, first_out
from ...learn.puzzle import Puzzle

GAME = "doudizhu"


def _stash(state: Any, seat: int, cards: list[Card]) -> None:
    """Cards played before the position lie on the pile of played cards; a seat that played them
    made more than one play, so the hand is no 春天 or 反春 (DDZ-9.2) whoever wins it."""
    state.pile += cards
    if cards:
        state.plays[seat] += 2


def _position(hands: list[str]) -> Any:
    def build() -> Hand:
        return climbing_endgame(GAME, hands, 0, _stash, pre=("bid 3",))
    return build


def _puzzle(n: int, hands: list[str], rule: str, trap: str) -> Puzzle:
    return Puzzle(GAME, f"puz.ddz.{n}", 0, _position(hands), first_out({0}), rule, trap=trap,
                  same=climbing_key)


PUZZLES = (
    # the rocket first gives the lead away for nothing; kept, it answers the farmer's bomb
    _puzzle(1, ["BJ LJ S3 D4", "SA HA CA DA S5", "S2 H2"], "DDZ-6.12", "play LJ BJ"),
    # three 9s with the 3 as a kicker go in one play; anything less leaves a single to be beaten
    _puzzle(2, ["S9 H9 C9 D3 D4", "SA HA DK", "S2 CQ"], "DDZ-6.4", "play D3"),
    # with a pair in hand, the triple can carry the pair or a single: only one order wins
    _puzzle(3, ["S9 H9 C9 D3 D4 H4", "SA HA DK", "S2 CQ CJ"], "DDZ-6.5", "play C9 H9 S9"),
)

STRINGS: dict[str, tuple[str, str]] = {
    "puz.ddz.1.title": ("王炸留到最后", "Save the rocket"),
    "puz.ddz.1.goal": (
        "你是地主，先出牌：在两位农民之前出完。",
        "You are the landlord and lead: play out all your cards before either farmer.",
    ),
    "puz.ddz.1.hint": (
        "王炸谁也压不住：先出小单张，农民用炸弹抢出牌权时再用王炸收回。",
        "Nothing beats the rocket (both jokers): lead a low single, and when a farmer takes the lead "
        "with his bomb, take it back with the rocket.",
    ),
    "puz.ddz.2.title": ("三带一", "Triple with a kicker"),
    "puz.ddz.2.goal": ("你是地主，先出牌：先出完。", "You are the landlord and lead: go out first."),
    "puz.ddz.2.hint": (
        "三张 9 带一张 3 一手出完，农民压不住；剩下的单张 4 就能跟着出完。",
        "Play the three 9s with the 3 as one play: the farmers cannot beat it, and your last card "
        "follows.",
    ),
    "puz.ddz.3.title": ("带单还是带对", "A single or a pair"),
    "puz.ddz.3.goal": ("你是地主，先出牌：先出完。", "You are the landlord and lead: go out first."),
    "puz.ddz.3.hint": (
        "三张 9 带一对 4，只剩单张 3；或者三张 9 带 3，再出对 4——两个单张分开出就输了。",
        "Play the three 9s with the pair of 4s, or with the 3 and then the pair: do not leave two "
        "lone singles to be beaten.",
    ),
}
