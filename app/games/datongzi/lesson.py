"""邵阳打筒子's guided first hand: a lead, a bomb, the must-beat rule, a 筒子, a won
trick, the first one out and the hand's score."""

from __future__ import annotations

from app.learn.lesson import Lesson, Step

#: the whole hand as played (the player's seat follows the coach's suggestions)
LINE = (
    'play:H7 D7', 'play:SQ DQ', 'play:S8 S8 C8 C8', 'play:SK SK CK DK DK', 'play:ST ST HT HT CT DT DT',
    'play:CQ CQ CQ', 'pass', 'pass', 'play:HQ', 'play:HA', 'play:S2', 'play:SJ CJ DJ DJ',
    'play:H2 H2 C2 C2 D2', 'play:S7 S7 C7 C7 D7 D7', 'play:SA SA HA CA DA DA', 'pass', 'play:S6 S6 S6',
    'pass', 'pass', 'play:D6', 'play:C9', 'play:CA', 'play:S9 S9 H9 H9 D9', 'play:S2 H2 C2 D2 D2', 'pass',
    'pass', 'play:H6 C6 S7 C7', 'play:H6 H6 C6 D6', 'play:SJ HJ HJ CJ DJ', 'pass', 'play:SQ SQ HQ HQ DQ',
    'pass', 'pass', 'play:S9 H9 C9 ST HT DT SJ HJ CJ', 'play:S5 H5 C5 D5', 'play:SK HK HK DK', 'pass',
    'pass', 'play:D6', 'play:DA', 'pass', 'play:S5 S5 H5 C5', 'play:H8 H8 C8 D8', 'pass', 'pass',
    'play:H5 C5 D5 D5', 'pass', 'pass', 'play:H8', 'play:CT', 'play:DQ', 'pass', 'play:HK CK', 'pass',
    'play:SA HA CA', 'pass',
)

LESSON = Lesson(
    game="datongzi",
    code="DTZ-CAFPZF-XGB07S-NG0YP1",
    seat=0,
    seed=7,
    line=LINE,
    steps=(
        Step("lesson.dtz.start", "DTZ-1.3", "start", "hand"),
        Step("lesson.dtz.lead", "DTZ-5.1", "turn:play", "controls"),
        Step("lesson.dtz.bomb", "DTZ-4.2", "combo:bomb", "trick"),
        Step("lesson.dtz.beat", "DTZ-5.2", "beat:DTZ-5.2", "controls"),
        Step("lesson.dtz.tongzi", "DTZ-3.7", "combo:tongzi", "trick"),
        Step("lesson.dtz.trick", "DTZ-5.5", "event:trick_won", "top"),
        Step("lesson.dtz.out", "DTZ-6.1", "event:went_out", "none"),
        Step("lesson.dtz.over", "DTZ-9.1", "over", "none"),
    ),
    notes=(),
)

STRINGS: dict[str, tuple[str, str]] = {
    "lesson.dtz.start": (
        "打筒子：三人各打各的，三副牌，每人 41 张，另有 9 张底牌谁都不看。先出完、多捡分的人占优"
        "。",
        "Da Tongzi: three players, each for themselves, three decks. You hold 41 cards; 9 more lie"
        " face down unused. Go out early and collect points.",
    ),
    "lesson.dtz.lead": (
        "你先出：首出可以出任何牌型（单张、对子、连对、三张、飞机、炸弹），但不能不出。这里没有单"
        "张顺子。",
        "Your lead: any combination (single, pair, pair run, triple, plane, bomb), but you must play"
        " something. There are no straights of single cards.",
    ),
    "lesson.dtz.bomb": (
        "炸弹：4 张或以上同点数。炸弹压一切普通牌型；炸弹之间先比张数，张数多的大。",
        "A bomb: four or more cards of one rank. It beats any ordinary combination; between bombs,"
        " more cards win, then the higher rank.",
    ),
    "lesson.dtz.beat": (
        "有牌必打：只要你手里有压得过的牌（拆开炸弹也算），就必须出，“不出”按钮是灰的。",
        "Must beat: while you hold anything that beats the table (even by breaking a bomb), you must"
        " play it; the pass button is greyed out.",
    ),
    "lesson.dtz.tongzi": (
        "筒子：三张一模一样的牌（同花色同点数）。筒子比任何炸弹都大；K、A、2 筒子赢下一轮还有奖励"
        "分。",
        "A tongzi: three identical cards (same suit and rank). It beats every bomb; a winning K, A"
        " or 2 tongzi also earns bonus points.",
    ),
    "lesson.dtz.trick": (
        "别人都不出，最后出牌的人赢下这一轮，收走其中的分牌：5 算 5 分，10 和 K 各 10 分。上方记"
        "分板记着。",
        "When everyone else passes, the last player wins the trick and its point cards: 5 is worth"
        " 5, 10 and K 10 each. The top bar keeps the count.",
    ),
    "lesson.dtz.out": (
        "第一个出完牌的是一游，第二个是二游，最后的是三游。一游另得 100 分。",
        "The first player out is first (一游), then second and third. First place earns 100 more.",
    ),
    "lesson.dtz.over": (
        "本局结束：各人捡的分加上名次奖罚（一游 +100，二游 −40，三游 −60）。下一页逐行说明。",
        "The hand is over: each player's points plus the place bonus (first +100, second −40, third"
        " −60). The next screen explains each line.",
    ),
}
