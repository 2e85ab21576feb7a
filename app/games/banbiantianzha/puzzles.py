"""半边天炸's 残局 (see ``app/learn/puzzle.py``): the 庄 (seat 0, holder of the 大王) against the
two 闲, every hand open, the points already taken shown on the table.

"Win from here" means that your side wins the hand as the engine settles it (BBT-12: the side with
more points after 朝分; the 庄 going out first ends the hand at once, BBT-9.5). There is no
must-beat rule (BBT-8.2): anyone may pass. In puzzles 1 and 2 you are the 庄; in puzzle 3 you are
the 闲 at seat 1 and your partner (seat 2) plays with you.
"""

from __future__ import annotations

from typing import Any

from engine import Hand
from engine.cards import Card, parse_cards
from engine.games.banbiantianzha import card_points

from ...learn.positions import climbing_endgame, climbing_key, side_wins, without
from ...learn.puzzle import Puzzle

GAME = "banbiantianzha"
#: everybody 不捶, the 庄 开枪 (BBT-3): the hand is played, nobody doubled
CHOICES = ("choose buchui", "choose buchui", "choose buchui", "choose kaiqiang")


def _position(hands: list[str], won: list[str], leader: int) -> Any:
    """``won``: the point cards each seat has taken so far (the rest of the deck's played cards
    hold no points)."""
    def stash(state: Any, seat: int, cards: list[Card]) -> None:
        state.won[seat] += cards

    def taken(state: Any) -> None:
        pile = [c for w in state.won for c in w]
        state.won = [[] for _ in state.won]
        for seat, text in enumerate(won):
            cards = parse_cards(text)
            state.won[seat] += cards
            pile = without(pile, cards)
        if card_points(pile):
            raise ValueError("every point card played must be in a seat's taken cards")
        state.won[0] += pile
        state.points = [card_points(w) for w in state.won]

    def build() -> Hand:
        return climbing_endgame(GAME, hands, leader, stash, pre=CHOICES, edit=taken)
    return build


_TAKEN = ["S5 H5 ST HK", "C5 HT CK", "D5 CT DT"]

PUZZLES = (
    # the 大王 (天炸) first hands the lead over; kept for last it ends the hand with the 庄 out
    Puzzle(GAME, "puz.bbt.1", 0, _position(["BJ SK H4", "SA C6", "DK D8"], _TAKEN, 0),
           side_wins({0}), "BBT-8.5", trap="play BJ", same=climbing_key),
    # the suited 510K is one bomb: split into singles, the K and the 5 go to the 闲
    Puzzle(GAME, "puz.bbt.2", 0,
           _position(["BJ S5 ST SK", "SA HA", "DK D8"], ["H5 HT HK", "C5 CT CK", "D5 DT"], 0),
           side_wins({0}), "BBT-5.11", trap="play SK", same=climbing_key),
    # led at once, the K (10 points) is worth the 庄's 天炸; a low lead keeps it for later
    Puzzle(GAME, "puz.bbt.3", 1, _position(["BJ SQ H4", "SK C3", "DK D8 D7"], _TAKEN, 1),
           side_wins({1, 2}), "BBT-10.1", team=frozenset({2}), trap="play SK", same=climbing_key),
)

STRINGS: dict[str, tuple[str, str]] = {
    "puz.bbt.1.title": ("大王留到最后", "Keep the big joker for last"),
    "puz.bbt.1.goal": (
        "你是庄，先出牌：让庄家赢下这一局（分数多于闲家）。",
        "You are the banker (庄) and lead: win the hand (more points than the two defenders).",
    ),
    "puz.bbt.1.hint": (
        "大王是天炸，谁也压不住：先出别的牌，最后用大王出完，这一局立刻结束。",
        "The big joker is a bomb nobody can beat: play your other cards first and go out with it; "
        "the hand ends at once.",
    ),
    "puz.bbt.2.title": ("正510K 不拆", "Keep the 510K together"),
    "puz.bbt.2.goal": (
        "你是庄，先出牌：赢下这一局。",
        "You are the banker (庄) and lead: win the hand.",
    ),
    "puz.bbt.2.hint": (
        "同花的 5、10、K 是正510K，一手炸弹：整手打出，分数都留在自己这里。",
        "A 5, 10 and K of one suit are a bomb (suited 510K): play them together and keep their "
        "points.",
    ),
    "puz.bbt.3.title": ("别把分送给天炸", "No points for the big joker"),
    "puz.bbt.3.goal": (
        "你是闲（对家和你一伙），先出牌：让闲家赢下这一局。",
        "You are a defender (闲; your partner is the other defender) and lead: win the hand for your side.",
    ),
    "puz.bbt.3.hint": (
        "先出 K，庄家会用大王收走 10 分；先出小牌 3，庄家不值得用大王，分留给你们。",
        "Lead the K and the banker takes its 10 points with the big joker; lead the 3 instead: it is "
        "not worth his joker, and the points stay with your side.",
    ),
}
