"""三打一's 残局 (see ``app/learn/puzzle.py``): the 地主 (seat 0) against three farmers, every hand
open.

Seat 0 bid 1档 and the others passed (SDY-3), so the landlord's 上家 (seat 3) may make no bomb play
and the other two farmers one each (SDY-5.3). "Win from here" means that your side is the first to
play out all its cards (SDY-8.5). In puzzles 1 and 2 you are the 地主 and the three farmers defend;
in puzzle 3 you are the farmer at seat 3 and the other two farmers play with you.
"""

from __future__ import annotations

from typing import Any

from engine import Hand
from engine.cards import Card

from ...learn.positions import climbing_endgame, climbing_key, first_out
from ...learn.puzzle import Puzzle

GAME = "sandayi"
#: seat 0 bids 1档, the others pass; nobody reports (SDY-9)
CHOICES = ("bid 1", "bid 0", "bid 0", "bid 0")
FARMERS = frozenset({1, 2, 3})


def _stash(state: Any, seat: int, cards: list[Card]) -> None:
    """Cards played before the position lie on the pile of played cards."""
    state.pile += cards


def _position(hands: list[str], leader: int, bombs_used: tuple[int, ...] = (0, 0, 0, 0)) -> Any:
    def used(state: Any) -> None:
        state.bombs_used = list(bombs_used)

    def build() -> Hand:
        return climbing_endgame(GAME, hands, leader, _stash, pre=CHOICES, edit=used)
    return build


PUZZLES = (
    # seat 1 has already made his one bomb play: his four Ks are four singles now
    Puzzle(GAME, "puz.sdy.1", 0, _position(["S2 H2 D4", "SK HK CK DK S5", "SA", "D3"], 0, (0, 1, 0, 0)),
           first_out({0}), "SDY-5.4", trap="play D4", same=climbing_key),
    # the pair of 4s looks safe but seat 2 answers with aces; a single first, the 2s to finish
    Puzzle(GAME, "puz.sdy.2", 0, _position(["S2 H2 D4 C4", "SK HK CK DK S5", "SA HA", "D3 C3"], 0,
                                            (0, 1, 0, 0)),
           first_out({0}), "SDY-8.5", trap="play C4 D4", same=climbing_key),
    # the farmers win together: lead the pair the landlord can beat but the partner can beat again
    Puzzle(GAME, "puz.sdy.3", 3, _position(["H2 S9 S9", "D4", "SJ CJ", "S3 S6 S6 SA"], 3),
           first_out(FARMERS), "SDY-8.5", team=frozenset({1, 2}), trap="play S3", same=climbing_key),
)

STRINGS: dict[str, tuple[str, str]] = {
    "puz.sdy.1.title": ("炸弹用完了", "No bombs left"),
    "puz.sdy.1.goal": (
        "你是地主，先出牌：在三位农民之前出完。",
        "You are the landlord and lead: play out all your cards before any farmer.",
    ),
    "puz.sdy.1.hint": (
        "下家已经用掉了他唯一的一次炸弹，四张 K 只能当单张出：先出 2 收回出牌权。",
        "The next farmer has used his one bomb play: his four kings are only singles now. Lead a 2 "
        "and keep the lead.",
    ),
    "puz.sdy.2.title": ("对子别先出", "Not the pair first"),
    "puz.sdy.2.goal": ("你是地主，先出牌：在农民之前出完。", "You are the landlord and lead: go out first."),
    "puz.sdy.2.hint": (
        "一对 4 会被一对 A 压住：先出单张，用 2 收回出牌权，再出对子。",
        "A pair of aces beats your pair of 4s: lead a single, win the lead back with a 2, then play "
        "the pair.",
    ),
    "puz.sdy.3.title": ("给队友送牌", "Feed your partner"),
    "puz.sdy.3.goal": (
        "你是地主的上家（农民），先出牌：让任何一位农民先出完。",
        "You are the farmer who plays just before the landlord, and you lead: get any farmer out "
        "before the landlord.",
    ),
    "puz.sdy.3.hint": (
        "对家手里是一对 J：出一对 6，地主用一对 9 接也压不过 J，队友就能出完。",
        "Your partner holds a pair of jacks: lead your pair of 6s. Even if the landlord covers it "
        "with his 9s, the jacks beat them and your partner goes out.",
    ),
}
