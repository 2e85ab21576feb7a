"""斗地主's guided first hand: bidding 3, the landlord's bottom cards, the lead, bombs
doubling the hand, a straight to go out, and the settlement."""

from __future__ import annotations

from app.learn.lesson import Lesson, Step

#: the whole hand as played (the player's seat follows the coach's suggestions)
LINE = (
    'bid=#3', 'play:C6', 'play:CT', 'pass', 'play:LJ', 'play:BJ', 'pass', 'pass', 'play:D2 H2', 'pass',
    'pass', 'play:CQ', 'pass', 'play:CK', 'pass', 'play:CJ DJ HJ SJ', 'pass', 'pass', 'play:D6', 'play:C8',
    'play:HK', 'pass', 'play:C2', 'pass', 'pass', 'play:DK', 'pass', 'pass', 'play:S2', 'pass', 'pass',
    'play:DQ', 'pass', 'play:SK', 'play:CA DA HA SA', 'pass', 'pass', 'play:C3 H4 C5 S6 S7 H8 C9 DT',
)

LESSON = Lesson(
    game="doudizhu",
    code="DDZ-9PJFKZ-3RVD5T-XG0EYT",
    seat=0,
    seed=23,
    line=LINE,
    steps=(
        Step("lesson.ddz.start", "DDZ-2.1", "start", "hand"),
        Step("lesson.ddz.bid", "DDZ-3.3", "turn:bid", "controls"),
        Step("lesson.ddz.bottom", "DDZ-5.1", "event:bottom_taken", "hand"),
        Step("lesson.ddz.play", "DDZ-8.2", "turn:play", "controls"),
        Step("lesson.ddz.trick", "DDZ-8.3", "event:trick_won", "none"),
        Step("lesson.ddz.bomb", "DDZ-7.2", "combo:bomb", "trick"),
        Step("lesson.ddz.straight", "DDZ-6.6", "combo:straight", "trick"),
        Step("lesson.ddz.over", "DDZ-8.4", "over", "none"),
    ),
    notes=(
        ("ddz_unit", "lesson.ddz.note_unit", 'DDZ-9.1'),
        ("ddz_bombs", "lesson.ddz.note_bombs", 'DDZ-7.2'),
        ("landlord", "lesson.ddz.note_landlord", 'DDZ-9.3'),
        ("farmer", "lesson.ddz.note_farmer", 'DDZ-9.3'),
    ),
)

STRINGS: dict[str, tuple[str, str]] = {
    "lesson.ddz.start": (
        "斗地主：三人，一副 54 张。每人 17 张，留 3 张底牌。一个地主对两个农民。",
        "Dou Dizhu: three players, 54 cards. Each holds 17 and 3 lie aside. One landlord plays against"
        " two farmers.",
    ),
    "lesson.ddz.bid": (
        "叫分：不叫，或叫 1、2、3 分。叫得最高的人当地主，叫的分就是本局的倍数。你的牌很好：叫 3 "
        "分。",
        "Bidding: pass, or bid 1, 2 or 3. The highest bidder becomes landlord and the bid is the hand's"
        " multiple. Your cards are strong: bid 3.",
    ),
    "lesson.ddz.bottom": (
        "你是地主：拿起 3 张底牌（手里 20 张），底牌亮给大家看。地主先出。",
        "You are the landlord: you take the 3 bottom cards (20 in hand), shown to everyone. The landlord"
        " leads.",
    ),
    "lesson.ddz.play": (
        "首出可以出任何牌型，不能不出；之后每人压过桌上最大的牌，或者不出。能压也可以不出。",
        "The leader plays any combination and may not pass; then each player beats the highest play"
        " or passes, even when able to beat.",
    ),
    "lesson.ddz.trick": (
        "另外两人接连不出，这一轮结束，最后出牌的人接着首出。",
        "When the other two pass in a row, the trick ends and the last player leads again.",
    ),
    "lesson.ddz.bomb": (
        "炸弹：四张相同的牌，压任何非炸弹的牌；每出一个炸弹，本局的输赢翻一倍。",
        "A bomb: four of a rank. It beats anything but a bigger bomb, and every bomb played doubles"
        " the hand.",
    ),
    "lesson.ddz.straight": (
        "顺子：五张或更多点数相连的单牌，从 3 到 A，2 和王不能在顺子里。",
        "A straight: five or more single cards in a row, from 3 to A; no 2 and no joker in it.",
    ),
    "lesson.ddz.over": (
        "有人出完，本局立即结束：地主先出完，地主赢。下一页逐行说明。",
        "Someone is out and the hand ends at once: the landlord went out first and wins. The next"
        " screen explains each line.",
    ),
    "lesson.ddz.note_unit": (
        "一份 = 底分 × 叫的分 × 每个炸弹翻一倍。",
        "One unit = base × the bid × 2 for every bomb.",
    ),
    "lesson.ddz.note_bombs": (
        "这一局出了几个炸弹，每个让一份翻倍。",
        "The bombs played this hand; each doubled the unit.",
    ),
    "lesson.ddz.note_landlord": (
        "地主赢或输两份。",
        "The landlord wins or loses two units.",
    ),
    "lesson.ddz.note_farmer": (
        "每个农民输或赢一份。",
        "Each farmer loses or wins one unit.",
    ),
}
