"""找朋友's guided first hand: 亮主, taking and burying the bottom, calling a friend,
trumps, the friend revealed, the points and the levels."""

from __future__ import annotations

from app.learn.lesson import Lesson, Step

#: the whole hand as played (the player's seat follows the coach's suggestions)
LINE = (
    'bid:H2', 'pass', 'pass', 'pass', 'pass', 'bury:C3 C6 C8 D3 D3 D7 D8', 'call:DA=#1', 'play:SA',
    'play:S4', 'play:S4', 'play:S6', 'play:S3', 'play:CA', 'play:C3', 'play:C4', 'play:C3', 'play:C7',
    'play:BJ', 'play:H3', 'play:H6', 'play:H4', 'play:H6', 'play:H3 H3', 'play:H7 H9', 'play:H9 H9',
    'play:H8 H8', 'play:HJ HJ', 'play:CA', 'play:C9', 'play:C4', 'play:C6', 'play:C4', 'play:S3 S3',
    'play:SK SK', 'play:S6 S7', 'play:S7 S7', 'play:S5 S5', 'play:H4', 'play:BJ', 'play:H7', 'play:H4',
    'play:H8', 'play:DK DK DK', 'play:D8 DJ DJ', 'play:D4 D6 D8', 'play:D4 D7 D7', 'play:D5 D5 DJ',
    'play:DA DA', 'play:D5 D9', 'play:DQ DA', 'play:D6 DT', 'play:DQ C9', 'play:SA', 'play:S8', 'play:S6',
    'play:S4', 'play:SJ', 'play:D3', 'play:DT', 'play:DT', 'play:H5', 'play:HT', 'play:H6', 'play:H5',
    'play:HA', 'play:HJ', 'play:C2', 'play:S9 S9', 'play:ST CJ', 'play:S9 SJ', 'play:SQ SQ', 'play:SA C8',
    'play:CA', 'play:C9', 'play:C5', 'play:CT', 'play:C7', 'play:C6', 'play:CT', 'play:C5', 'play:CK',
    'play:C8', 'play:H7', 'play:HT', 'play:C2', 'play:HA', 'play:D2', 'play:C7', 'play:CJ', 'play:CK',
    'play:H5', 'play:CJ', 'play:HQ HQ HQ', 'play:HK D4 D6', 'play:C2 H2 LJ', 'play:S2 HA D2',
    'play:D2 LJ LJ', 'play:S2 S2', 'play:D9 D9', 'play:S8 CQ', 'play:H2 BJ', 'play:S8 SJ', 'play:H2',
    'play:SQ', 'play:ST', 'play:HT', 'play:S5', 'play:HK', 'play:DQ', 'play:CT', 'play:CQ', 'play:ST',
    'play:HK', 'play:C5', 'play:CK', 'play:CQ', 'play:SK',
)

LESSON = Lesson(
    game="zhaopengyou",
    code="ZPY-CAFPZF-XGB07S-PG0332",
    seat=4,
    seed=17,
    line=LINE,
    steps=(
        Step("lesson.zpy.start", "ZPY-3.2", "start", "hand"),
        Step("lesson.zpy.bid", "ZPY-4.1", "turn:bid", "controls"),
        Step("lesson.zpy.bury", "ZPY-6.1", "turn:bury", "hand"),
        # after the call: while the call panel is up it and the 38 cards leave no room for a bubble
        Step("lesson.zpy.call", "ZPY-7.1", "event:friend_called", "top"),
        Step("lesson.zpy.play", "ZPY-9.1", "turn:play", "controls"),
        Step("lesson.zpy.trick", "ZPY-11.6", "event:trick_won", "top"),
        Step("lesson.zpy.friend", "ZPY-7.5", "event:friend_revealed", "trick"),
        Step("lesson.zpy.over", "ZPY-13.1", "over", "none"),
    ),
    notes=(
        ("zpy.trick_points", "lesson.zpy.note_points", 'ZPY-12.1'),
        ("zpy.bottom_bonus", "lesson.zpy.note_bottom", 'ZPY-12.2'),
        ("zpy.result", "lesson.zpy.note_result", 'ZPY-13.2'),
        ("zpy.level", "lesson.zpy.note_level", 'ZPY-13.4'),
    ),
)

STRINGS: dict[str, tuple[str, str]] = {
    "lesson.zpy.start": (
        "找朋友：五人，三副牌，每人 31 张，底牌 7 张。庄家一方要守住分，闲家要捡够 120 分。",
        "Zhao Peng You: five players, three decks, 31 cards each and 7 in the bottom. The declarer's"
        " side defends the points; the others need 120.",
    ),
    "lesson.zpy.bid": (
        "亮主：亮出手里一到三张一样的级牌，亮出的花色做主，亮的人坐庄。别人可以多亮一张来反主。",
        "Declaring: show one to three identical cards of your level; their suit becomes trumps and"
        " you become declarer. Others may overturn it with one card more.",
    ),
    "lesson.zpy.bury": (
        "扣底：庄家拿起 7 张底牌，再埋下任意 7 张。别埋分牌：闲家赢最后一轮会翻倍抠走底分。",
        "Burying: the declarer picks up the 7 bottom cards and buries any 7. Avoid points: if the"
        " others win the last trick they take the bottom's points, multiplied.",
    ),
    "lesson.zpy.call": (
        "你叫了朋友：“第 N 张某牌”。谁打出那一张，谁就是你的朋友，二打三；在那之前谁都不知道。",
        "You called a friend: 'the Nth copy of a card'. Whoever plays that copy becomes your friend, two"
        " against three; until then nobody knows.",
    ),
    "lesson.zpy.play": (
        "庄家先出。首家出同一门的牌；别人跟同样张数，有这门就必须跟这门。",
        "The declarer leads. A lead is all of one suit (trumps count as one suit); the others follow"
        " with as many cards, of that suit while they have it.",
    ),
    "lesson.zpy.trick": (
        "赢这一轮的人拿走其中的牌和分（5、10、K），下一轮由他先出。主牌大过任何副牌。",
        "The trick's winner takes its cards and points (5, 10, K) and leads next. Any trump beats"
        " any plain card.",
    ),
    "lesson.zpy.friend": (
        "叫的那张牌打出来了：打出它的人就是朋友，现在两边都公开了。",
        "The called card has been played: its player is the friend, and both sides are now known.",
    ),
    "lesson.zpy.over": (
        "本局结束：闲家不到 120 分，庄家一方赢，按分数升级。下一页逐行说明。",
        "The hand is over: the others took fewer than 120, so the declarer's side wins and goes up"
        " levels by the score. The next screen explains each line.",
    ),
    "lesson.zpy.note_points": (
        "闲家一方在各轮中捡到的分（5、10、K），加上抠底的分。",
        "The points (5, 10, K) the defending side won in its tricks, plus the bottom's if they won"
        " the last trick.",
    ),
    "lesson.zpy.note_bottom": (
        "抠底：最后一轮由闲家赢时，底牌里的分乘倍数归闲家；这一局没有。",
        "The bottom: when the defenders win the last trick its points go to them, multiplied; not"
        " this hand.",
    ),
    "lesson.zpy.note_result": (
        "闲家不到 120 分，庄家一方赢；分越少，升的级越多。",
        "Under 120 for the defenders: the declarer's side wins; the fewer points, the more levels.",
    ),
    "lesson.zpy.note_level": (
        "赢的一方每人从自己的级往上升；级不会降。",
        "Each winner goes up from their own level; levels never go down.",
    ),
}
