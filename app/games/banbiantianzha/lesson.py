"""半边天炸's guided first hand: 捶, the banker, 开枪 and 抖, free passing, the bombs (地炸,
天炸, 510K), 上游 and the settlement."""

from __future__ import annotations

from app.learn.lesson import Lesson, Step

#: the whole hand as played (the player's seat follows the coach's suggestions)
LINE = (
    'choose=buchui', 'choose=buchui', 'choose=buchui', 'choose=kaiqiang', 'choose=dou', 'choose=bufandou',
    'play:S3', 'play:C5', 'play:CQ', 'pass', 'play:CA', 'play:S2', 'pass', 'pass', 'play:H3 C3', 'pass',
    'play:S4 H4', 'pass', 'pass', 'play:SJ', 'play:HA', 'pass', 'play:H2', 'pass', 'pass', 'play:SQ',
    'pass', 'play:SA', 'pass', 'pass', 'play:S5 S7 S9 ST HJ D6 D8', 'pass', 'pass',
    'play:HT HQ HK CT CJ CK DJ DQ', 'play:BJ', 'play:S6 S8 H9 D3 D4 D5 D7', 'play:H6 H7 H8 C6 C7 C8 C9 D9',
    'pass', 'play:C4', 'play:DA', 'play:H5 DT DK', 'pass',
)

LESSON = Lesson(
    game="banbiantianzha",
    code="BBT-CAFPZF-XGB07S-NG0MBB",
    seat=0,
    seed=11,
    line=LINE,
    steps=(
        Step("lesson.bbt.start", "BBT-2.1", "start", "hand"),
        Step("lesson.bbt.hammer", "BBT-3.1", "turn:hammer", "controls"),
        Step("lesson.bbt.roles", "BBT-2.1", "event:roles", "seat:2"),
        Step("lesson.bbt.dou", "BBT-3.5", "turn:dou", "controls"),
        Step("lesson.bbt.play", "BBT-8.2", "turn:play", "controls"),
        Step("lesson.bbt.trick", "BBT-8.6", "event:trick_won", "top"),
        Step("lesson.bbt.dizha", "BBT-5.8", "combo:dizha", "trick"),
        Step("lesson.bbt.out", "BBT-9.1", "event:went_out", "none"),
        Step("lesson.bbt.tianzha", "BBT-8.5", "combo:tianzha", "trick"),
        Step("lesson.bbt.510k", "BBT-5.12", "combo:fu_510k", "trick"),
        Step("lesson.bbt.over", "BBT-12.1", "over", "none"),
    ),
    notes=(),
)

STRINGS: dict[str, tuple[str, str]] = {
    "lesson.bbt.start": (
        "半边天炸：三人，一副 51 张（只有一张大王）。拿到大王的人做庄，另两家做闲，两个闲家合作对"
        "抗庄。",
        "Ban Bian Tian Zha: three players, 51 cards with a single big joker. Whoever holds it is the"
        " banker; the other two play together against them.",
    ),
    "lesson.bbt.hammer": (
        "捶：看牌之前，每人暗中选择捶或不捶。捶了，你这一局的输赢翻倍。第一手牌先不捶。",
        "Hammer (捶): before the cards are shown, each player secretly chooses to hammer or not. Hammering"
        " doubles your stake this hand. Hold back for now.",
    ),
    "lesson.bbt.roles": (
        "大王在这一家手里：他是庄。你和另一家是闲家，一起对抗庄。",
        "The big joker is in this player's hand: they are the banker. You and the third player are"
        " partners against them.",
    ),
    "lesson.bbt.dou": (
        "庄开枪了（输赢翻倍）。你手里至少有两个炸弹，可以抖：你和庄之间再翻一倍。你的牌够硬，抖！",
        "The banker shot (开枪: stakes doubled). With at least two bombs in hand you may shake ("
        "抖): your stake with the banker doubles again. Your hand is strong: shake!",
    ),
    "lesson.bbt.play": (
        "出牌：压过桌上最大的牌，或者不出。这个游戏没有“有牌必打”，压得过也可以留着。",
        "Play: beat the highest play on the table, or pass. There is no must-beat here: you may keep"
        " a card that could beat it.",
    ),
    "lesson.bbt.trick": (
        "赢下这一轮的人收走其中的分牌：5 算 5 分，10 和 K 各 10 分，整副 100 分。",
        "The trick's winner takes its point cards: 5 is worth 5, 10 and K 10 each, 100 in the deck.",
    ),
    "lesson.bbt.dizha": (
        "地炸：四对或以上连续的对子，是炸弹，压一切普通牌型，只有天炸比它大。",
        "A di zha (地炸): four or more pairs in a row. It is a bomb: it beats every ordinary play;"
        " only the tian zha is higher.",
    ),
    "lesson.bbt.out": (
        "第一个出完的是上游，最后剩牌的是下游。上游和下游分属两方时，下游要给上游 20 分（朝分）。",
        "The first player out is first (上游), the last one holding cards is last (下游). If they"
        " are on opposite sides, last pays first 20 points (朝分).",
    ),
    "lesson.bbt.tianzha": (
        "天炸：大王单独打出，是最大的炸弹，出手就赢下这一轮。",
        "The tian zha (天炸): the big joker alone, the highest bomb. It wins the trick at once.",
    ),
    "lesson.bbt.510k": (
        "副510K：不同花色的 5、10、K，也是炸弹（最小的一种）；同花色的是正510K。",
        "5-10-K of mixed suits (副510K) is a bomb too, the smallest one; all of one suit (正510K)"
        " is higher.",
    ),
    "lesson.bbt.over": (
        "本局结束：朝分之后，比较庄的分和两个闲家的分之和，多者胜；再按捶、开枪、抖的倍数结算。",
        "The hand is over: after the tribute (朝分), the banker's points are compared with the"
        " partners' together; the higher side wins, paid at the hammer, shot and shake multiplier.",
    ),
}
