"""扯旋's 残局 (see ``app/learn/puzzle.py``): two players, both all in, every card open.

The hand is dealt and played through the betting as it would be at the table: you (seat 0) 敲
(all in) and your opponent calls, so the four cards each are out and only the split is left
(CX-8). You split first; your opponent, seeing your split, answers with his best one. "Win from
here" means winning chips at the showdown (CX-9: win with the head or the tail and lose neither).
"""

from __future__ import annotations

from typing import Any

import engine
from engine import Hand

from ...learn.puzzle import Puzzle

GAME = "chexuan"


def _position(mine: str, theirs: str) -> Any:
    def build() -> Hand:
        # seat 1 deals, so seat 0 speaks and splits first (CX-10.1, CX-8.5)
        hand = engine.new_hand(GAME, players=2, seed=1, context={"stakes": [100, 100], "dealer": 1},
                               deal={"hands": [mine, theirs]})
        while hand.phase == "bet":
            legal = hand.legal_actions()
            hand.apply(next(a for a in legal if a.kind in ("allin", "call")))
        return hand
    return build


def _wins_chips(hand: Hand) -> bool | None:
    result = hand.result()
    return None if result is None else result.deltas[0] > 0


def _puzzle(n: int, mine: str, theirs: str, rule: str, trap: str) -> Puzzle:
    return Puzzle(GAME, f"puz.cx.{n}", 0, _position(mine, theirs), _wins_chips, rule, trap=trap)


PUZZLES = (
    # 8 and 8 looks even and strong, but 和五九 over 4 beats it at the head and ties nothing
    _puzzle(1, "C7 H2 CJ S6", "D2 H4 C5 DQ", "CX-9", "split H2 S6"),
    # the 大王 tempts, yet 地关九 at the head is what no answer of his can beat
    _puzzle(2, "DT H2 S7 BJ", "S8 S9 D6 HT", "CX-8.2", "split H2 BJ"),
    # two splits of 7 over 5 both lose to his 7 over 蹩十; only 8 over 4 wins
    _puzzle(3, "H8 S7 DT D7", "CJ S6 H6 D4", "CX-6", "split DT D7"),
)

STRINGS: dict[str, tuple[str, str]] = {
    "puz.cx.1.title": ("头大才稳", "A strong head"),
    "puz.cx.1.goal": (
        "双方都已敲，你先分牌（对手看到后再分）：赢下筹码。",
        "Both players are all in and you split first (he answers after seeing yours): win chips.",
    ),
    "puz.cx.1.hint": (
        "两个 8 点看着平稳，但他能配出和五九；用 2 和 7 配成地关九做头，他怎么分都压不住。",
        "Two 8-point halves look solid, but he can answer with Hewujiu (和五九). Make the 2 and the 7 "
        "a Diguanjiu (地关九) head: no split of his beats it.",
    ),
    "puz.cx.2.title": ("大王别急着配", "Not the joker first"),
    "puz.cx.2.goal": (
        "双方都已敲，你先分牌：赢下筹码。",
        "Both are all in and you split first: win chips.",
    ),
    "puz.cx.2.hint": (
        "2 和大王只有 8 点；2 和 7 是地关九，做头最大，尾牌 6 点也够。",
        "The 2 with the joker is only 8 points; the 2 with the 7 is a Diguanjiu (地关九), the best "
        "head here, and a 6-point tail is enough.",
    ),
    "puz.cx.3.title": ("一点之差", "One point decides"),
    "puz.cx.3.goal": (
        "双方都已敲，你先分牌：赢下筹码。",
        "Both are all in and you split first: win chips.",
    ),
    "puz.cx.3.hint": (
        "7 点配 5 点会被他的 7 点头配蹩十尾打平或压住；8 和 10 做 8 点头，尾牌 4 点，才能赢。",
        "A 7-point head over a 5-point tail does not beat his 7-point head; the 8 with the 10 makes an "
        "8-point head, and with a 4-point tail you win.",
    ),
}
