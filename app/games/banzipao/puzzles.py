"""板子炮's 残局 (see ``app/learn/puzzle.py``): a 反包 duel, every hand open.

Seat 0 (the 庄) bid 包牌 and seat 1 answered 反包 (BZP-4.2): only these two play on, the other two
sit out with their cards (BZP-6.2). "Win from here" means going out first, which wins the duel
(BZP-9.2). You are seat 0 and lead; seat 1 defends.
"""

from __future__ import annotations

from typing import Any

from engine import Hand
from engine.cards import Card

from ...learn.positions import climbing_endgame, climbing_key, first_out
from ...learn.puzzle import Puzzle

GAME = "banzipao"
#: the 庄 包牌, his 下家 反包: a duel of seats 0 and 1
CHOICES = ("choose baopai", "choose fanbao")


def _stash(state: Any, seat: int, cards: list[Card]) -> None:
    """Cards played before the position: taken in earlier tricks by the seat that held them."""
    state.won[seat] += cards


def _position(mine: str, theirs: str) -> Any:
    def build() -> Hand:
        # the 庄 is the holder of ♠7 (BZP-2.1): dealt to seat 0 when not among the cards left
        dealt = ["" if "S7" in mine.split() else "S7", "", "", ""]
        return climbing_endgame(GAME, [mine, theirs, None, None], 0, _stash, pre=CHOICES, dealt=dealt,
                                options={"heaven_hands": False})
    return build


def _puzzle(n: int, mine: str, theirs: str, rule: str, trap: str) -> Puzzle:
    return Puzzle(GAME, f"puz.bzp.{n}", 0, _position(mine, theirs), first_out({0}), rule, trap=trap,
                  same=climbing_key)


PUZZLES = (
    # three pairs in a row are a 板子炮, above any three-card bomb; broken up they are three pairs
    _puzzle(1, "S4 H4 S5 H5 S6 H6 D9", "SQ HQ CQ SA", "BZP-5.5", "play S4 H4"),
    # four 8s are a 豆, above the three queens; three of them are only a bomb below the queens
    _puzzle(2, "S8 H8 C8 D8 S3", "SQ HQ CQ SA H9", "BZP-7.1", "play S8 H8 C8"),
    # the 豆 led first leaves two singles against a bomb and an ace; kept, it answers the bomb
    _puzzle(3, "S8 H8 C8 D8 S3 DJ", "SQ HQ CQ SA", "BZP-7.3", "play S8 H8 C8 D8"),
)

STRINGS: dict[str, tuple[str, str]] = {
    "puz.bzp.1.title": ("板子炮压炸弹", "A Banzipao over a bomb"),
    "puz.bzp.1.goal": (
        "反包对决，你先出牌：比对手先出完。",
        "A one-on-one duel (a counter-bid) and you lead: go out before your opponent.",
    ),
    "puz.bzp.1.hint": (
        "445566 是板子炮，比三张的炸弹大：别拆成对子，先出单张 9。",
        "445566 is a Banzipao, above any three-card bomb: do not break it into pairs; lead the 9 "
        "first.",
    ),
    "puz.bzp.2.title": ("四张是豆", "Four of a kind"),
    "puz.bzp.2.goal": ("反包对决，你先出牌：比对手先出完。", "A duel and you lead: go out first."),
    "puz.bzp.2.hint": (
        "四张 8 是豆，大过任何三张炸弹；拆成三张 8 就压不住三张 Q 了。",
        "Four 8s are four of a kind, above any three-card bomb; three 8s alone lose to the three "
        "queens.",
    ),
    "puz.bzp.3.title": ("豆留着压炸弹", "Keep the four for their bomb"),
    "puz.bzp.3.goal": ("反包对决，你先出牌：比对手先出完。", "A duel and you lead: go out first."),
    "puz.bzp.3.hint": (
        "先出单张：对手若用三张 Q 抢出牌权，你再用豆压回来，最后出完。",
        "Lead a single: if he takes the lead with his three queens, beat them with your four 8s "
        "and go out.",
    ),
}
