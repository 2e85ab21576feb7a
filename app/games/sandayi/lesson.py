"""三打一's guided first hand: the face-up card, bidding 档, the bottom, 报到, the joker
bomb, bombs and the settlement."""

from __future__ import annotations

from app.learn.lesson import Lesson, Step

#: the whole hand as played (the player's seat follows the coach's suggestions)
LINE = (
    'bid=#0', 'bid=#0', 'bid=#0', 'bid=#0', 'choose=baodao:jokers', 'play:CT', 'play:H2', 'pass', 'pass',
    'play:LJ LJ BJ BJ', 'pass', 'pass', 'pass', 'play:S4 H4', 'play:SA HA', 'pass', 'pass', 'play:C2 D2',
    'pass', 'pass', 'pass', 'play:H5', 'play:D2', 'pass', 'pass', 'pass', 'play:S3 H4 S5 D6 S7', 'pass',
    'pass', 'pass', 'play:H7 C7', 'pass', 'pass', 'play:HK DK', 'pass', 'play:H2 C2', 'pass',
    'play:CA CA DA DA', 'pass', 'pass', 'pass', 'play:S8 C8 D8', 'pass', 'play:ST HT HT', 'pass', 'pass',
    'pass', 'play:S3 D3', 'pass', 'play:S6 H6 H6 C6', 'pass', 'pass', 'pass', 'play:H9 C9', 'pass',
    'play:CQ CQ', 'pass', 'pass', 'pass', 'play:C5 D5', 'pass', 'pass', 'pass', 'play:H8', 'pass', 'pass',
    'pass', 'play:DJ', 'pass', 'play:SQ', 'pass', 'play:HA', 'pass', 'pass', 'pass',
    'play:D5 S6 D7 D8 S9 DT', 'pass', 'pass', 'pass', 'play:C9 DT DJ DQ CK',
)

LESSON = Lesson(
    game="sandayi",
    code="SDY-9PJFKZ-3RVD5T-Y00ZV4",
    seat=2,
    seed=19,
    line=LINE,
    steps=(
        Step("lesson.sdy.start", "SDY-2.4", "start", "hand"),
        Step("lesson.sdy.bid", "SDY-3.2", "turn:bid", "controls"),
        Step("lesson.sdy.bottom", "SDY-3.6", "event:bottom_taken", "hand"),
        Step("lesson.sdy.report", "SDY-9.1", "turn:report", "controls"),
        Step("lesson.sdy.play", "SDY-8.3", "turn:play", "controls"),
        Step("lesson.sdy.jokers", "SDY-6.11", "combo:joker_bomb", "trick"),
        Step("lesson.sdy.trick", "SDY-8.4", "event:trick_won", "none"),
        Step("lesson.sdy.bomb", "SDY-7.2", "combo:bomb", "trick"),
        Step("lesson.sdy.over", "SDY-11.3", "over", "none"),
    ),
    notes=(),
)

STRINGS: dict[str, tuple[str, str]] = {
    "lesson.sdy.start": (
        "三打一：四人，两副牌，一个地主对三个农民。你拿到了明牌（翻开的那张），所以你先叫。",
        "San Da Yi: four players, two decks, one landlord against three farmers. You hold the face-up"
        " card, so you bid first.",
    ),
    "lesson.sdy.bid": (
        "叫档：每人只叫一次，可以不叫，或叫 1、2、3 档，要比前面的高。叫得最高的人当地主。",
        "Bidding: one bid each, none or 1, 2 or 3, higher than any before. The highest bidder becomes"
        " landlord.",
    ),
    "lesson.sdy.bottom": (
        "四家都不叫：明牌者当地主，按 1 档算。地主把 8 张底牌拿进手里。",
        "Nobody bid: the holder of the face-up card is landlord, at 1. The landlord takes the 8 bottom"
        " cards.",
    ),
    "lesson.sdy.report": (
        "报到：地主手里有四个王（或某个点数有 7、8 张）可以报到，亮给大家看，之后必须整手打出。报"
        "一次，输了也不赔。",
        "Reporting (报到): holding all four jokers (or seven or eight of a rank), the landlord may"
        " show them; they must then be played together. Reported once, a lost hand costs nothing.",
    ),
    "lesson.sdy.play": (
        "地主先出。首出必须出牌；之后每人压过桌上最后一手，或者不出。",
        "The landlord leads and must play; after that each player beats the last play or passes.",
    ),
    "lesson.sdy.jokers": (
        "天王炸弹：四个王，最大，什么都压不过它。",
        "The joker bomb: all four jokers, the highest play; nothing beats it.",
    ),
    "lesson.sdy.trick": (
        "其他三家接连不出，这一轮结束，最后出牌的人接着首出。",
        "When the other three pass in a row, the trick ends and the last player leads again.",
    ),
    "lesson.sdy.bomb": (
        "炸弹：4 到 8 张同点数，压一切非炸弹；炸弹之间先比张数。农民出炸弹的次数有限。",
        "A bomb: four to eight of a rank; it beats anything but a bomb, and between bombs more cards"
        " win. Farmers may bomb only a few times.",
    ),
    "lesson.sdy.over": (
        "有人出完，他那一方就赢。地主输了，但报到过一次：本局无输赢。",
        "The first player out wins for their side. The landlord lost, but had reported once: nobody"
        " wins or loses this hand.",
    ),
}
