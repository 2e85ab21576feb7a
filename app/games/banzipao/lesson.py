"""板子炮's guided first hand: 包牌 or not, calling a partner by a card, leading, bombs,
the partner revealed, 大住 and the sides' result."""

from __future__ import annotations

from app.learn.lesson import Lesson, Step

#: the whole hand as played (the player's seat follows the coach's suggestions)
LINE = (
    'choose=bubao', 'choose=bubao', 'choose=bubao', 'choose=bubao', 'call:S2', 'play:C3', 'play:D7',
    'play:S9', 'play:ST', 'play:CK', 'play:DA', 'play:C2', 'pass', 'pass', 'play:HQ CQ DQ', 'pass', 'pass',
    'pass', 'play:H8 D8', 'play:S6 H6 D6', 'pass', 'pass', 'pass', 'play:S8 C8', 'play:S2 H2', 'pass',
    'pass', 'pass', 'play:S3', 'pass', 'play:SJ', 'pass', 'play:HA', 'pass', 'pass', 'pass', 'play:H7 C7',
    'pass', 'pass', 'pass', 'play:H4', 'pass', 'play:HK', 'pass', 'pass', 'play:CA', 'pass', 'pass',
    'pass', 'play:D4', 'pass', 'play:S5', 'play:C6', 'pass', 'pass', 'play:DK', 'pass', 'play:D2', 'pass',
    'pass', 'pass', 'play:S7', 'pass', 'play:SA', 'pass', 'pass', 'pass', 'play:H9 HT CJ', 'play:CT HJ SQ',
    'pass', 'pass', 'play:SK', 'pass', 'pass', 'play:C9', 'pass', 'play:D9 DT DJ', 'pass', 'play:H5 C5 D5',
    'pass',
)

LESSON = Lesson(
    game="banzipao",
    code="BZP-CAFPZF-XGB07S-P00B60",
    seat=3,
    seed=5,
    line=LINE,
    steps=(
        Step("lesson.bzp.start", "BZP-2.1", "start", "hand"),
        Step("lesson.bzp.bid", "BZP-4.1", "turn:bid", "controls"),
        Step("lesson.bzp.call", "BZP-4.3", "turn:call", "controls"),
        Step("lesson.bzp.play", "BZP-6.3", "turn:play", "controls"),
        Step("lesson.bzp.bomb", "BZP-5.4", "combo:bomb", "trick"),
        Step("lesson.bzp.trick", "BZP-6.5", "event:trick_won", "top"),
        Step("lesson.bzp.partner", "BZP-4.4", "event:partner_revealed", "trick"),
        Step("lesson.bzp.out", "BZP-8.3", "event:went_out", "none"),
        Step("lesson.bzp.over", "BZP-9.3", "over", "none"),
    ),
    notes=(),
)

STRINGS: dict[str, tuple[str, str]] = {
    "lesson.bzp.start": (
        "板子炮：四人，一副 52 张，每人 13 张。拿到黑桃 7 的人做庄家——这一局是你。",
        "Ban Zi Pao: four players, 52 cards, 13 each. Whoever holds the seven of spades is the dealer:"
        " you, this hand.",
    ),
    "lesson.bzp.bid": (
        "叫牌阶段：从庄家起每人说“包牌”（一个人打三家）或“不包”。牌不够硬就不包。",
        "Bidding: from the dealer on, each player says Baopai (包牌: take on all three alone) or"
        " Bubao (不包: no). Without a very strong hand, say no.",
    ),
    "lesson.bzp.call": (
        "没人包牌：庄家叫一张牌，拿到这张牌的人就是你的朋友，二对二。朋友是谁要等这张牌打出来才知"
        "道。",
        "Nobody bid: the dealer calls a card, and whoever holds it is the dealer's partner, two against"
        " two. Nobody knows who until that card is played.",
    ),
    "lesson.bzp.play": (
        "出牌：首出不能不出；之后每人压过桌上最大的牌或不出。牌型只有单张、对子、顺子和几种炸。",
        "Play: the leader must play; after that each player beats the highest play or passes. The"
        " shapes are single, pair, straight and a few bombs.",
    ),
    "lesson.bzp.bomb": (
        "炸弹：三张同点数，压单张、对子和顺子。更大的还有板子炮（三连对）、豆（四张）、滚筒。",
        "A bomb here is three of a rank; it beats singles, pairs and straights. Higher still:"
        " Banzipao (板子炮: three pairs in a row), Dou (豆: four of a kind), Guntong (滚筒).",
    ),
    "lesson.bzp.trick": (
        "别人都不出，最后出牌的人“大住”，收走这一轮所有的牌；结算时数的是收到的牌。",
        "When everyone else passes, the last player takes the whole trick (大住); at the end the cards"
        " taken are counted.",
    ),
    "lesson.bzp.partner": (
        "叫的那张牌打出来了：打出它的人就是庄家的朋友，现在大家都知道了两边是谁。",
        "The called card has been played: its player is the dealer's partner, and now everyone knows"
        " the sides.",
    ),
    "lesson.bzp.out": (
        "有人出完了。同一方两人最先出完是“双飞”，本局立即结束；否则打到只剩最后一家。",
        "Someone is out. If both players of one side go out first it is a Shuangfei (双飞) and the"
        " hand ends at once; otherwise play goes on to the last player.",
    ),
    "lesson.bzp.over": (
        "本局结束：叫牌局按两边收到的牌结算，输的一方每人付分。下一页逐行说明。",
        "The hand is over: with a called partner, the sides are settled by the cards they took; each"
        " loser pays. The next screen explains each line.",
    ),
}
