"""扯旋's guided first hand: the 簸簸, two hidden cards, the betting (休, 大, 跟, 丢), the
open cards, the first split into 头 and 尾, and the showdown."""

from __future__ import annotations

from app.learn.lesson import Lesson, Step

#: the whole hand as played (the player's seat follows the coach's suggestions)
LINE = (
    'stake=#200', 'stake=#200', 'stake=#200', 'stake=#200', 'check', 'check', 'check', 'raise=#2',
    'call=#2', 'call=#2', 'fold', 'check', 'check', 'raise=#4', 'fold', 'call=#4', 'check', 'raise=#5',
    'call=#5', 'split=D2 S8', 'split=S9 C9',
)

LESSON = Lesson(
    game="chexuan",
    code="CX-2PX2QQ-1EWGST-E2FR8J",
    seat=0,
    seed=13,
    line=LINE,
    steps=(
        Step("lesson.cx.start", "CX-2.1", "start", "none"),
        Step("lesson.cx.stake", "CX-1.4", "turn:stake", "controls"),
        Step("lesson.cx.dealt", "CX-10.2", "event:dealt", "hand"),
        Step("lesson.cx.bet", "CX-11.2", "turn:bet", "controls"),
        Step("lesson.cx.street", "CX-10.4", "event:street", "hand"),
        Step("lesson.cx.split", "CX-8.1", "turn:split", "hand"),
        Step("lesson.cx.showdown", "CX-9.1", "event:showdown", "none"),
        Step("lesson.cx.over", "CX-12.4", "over", "none"),
    ),
    notes=(),
)

STRINGS: dict[str, tuple[str, str]] = {
    "lesson.cx.start": (
        "扯旋：用 32 张牌，每人最后有四张，分成头（两张）和尾（两张）跟别人比。先押底皮，再几轮下"
        "注。",
        "Che Xuan: 32 cards; in the end you hold four and split them into a head (two) and a tail"
        " (two) to compare. First the ante, then rounds of betting.",
    ),
    "lesson.cx.stake": (
        "簸簸：这一局你最多押多少。每人各自设定，在房间的上下限之内。",
        "The stack (簸簸): the most you will put at stake this hand, chosen by each player within"
        " the room's limits.",
    ),
    "lesson.cx.dealt": (
        "每人两张暗牌，只有自己看得到。牌点：10 算 0，J 算 1，Q 算 2，两张相加取个位。",
        "Each player gets two hidden cards. Card points: 10 counts 0, J 1, Q 2; a pair of cards scores"
        " the last digit of their sum.",
    ),
    "lesson.cx.bet": (
        "下注：休（没人下注时不加）、大（加注）、跟（补到最高注）、敲（全押）、丢（放弃）。你的牌"
        "不错，大。",
        "Betting: check (休, while nobody has bet), raise (大), call (跟), all in (敲) or fold ("
        "丢). Your cards are good: raise.",
    ),
    "lesson.cx.street": (
        "每个没丢的人再发一张明牌，大家都看得到，然后又是一轮下注。",
        "Each player still in gets one more card face up, for all to see, and another betting round"
        " follows.",
    ),
    "lesson.cx.split": (
        "分头尾：把四张牌分成头和尾各两张，头不能比尾小。比牌时头比头、尾比尾。",
        "The split: make a head and a tail of two cards each; the head may not be lower than the tail."
        " Heads compare with heads, tails with tails.",
    ),
    "lesson.cx.showdown": (
        "亮牌：头尾两组都大，或一大一平，就赢；两组都小就输；一大一小或都平是打和。",
        "Showdown: win both halves, or one and tie the other, and you win; lose both and you lose;"
        " one each, or two ties, is a draw.",
    ),
    "lesson.cx.over": (
        "结算（尾大吃皮）：按尾从大到小排队，排在前面的先从输给他的人和丢牌的人那里收。",
        "Settlement: players line up by tail, highest first; each in turn collects from those who"
        " lost to them and from those who folded.",
    ),
}
