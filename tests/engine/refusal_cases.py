"""Hand-made refusals of every game, each citing its rule: the position, the action, and the zh and
en sentences a player reads (tests/engine/test_refusals.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from engine import Action, Hand, new_hand, parse_cards
from tests.engine.banbiantianzha import helpers as bbt
from tests.engine.banzipao import helpers as bzp
from tests.engine.datongzi.helpers import staged
from tests.engine.sandayi import helpers as sdy
from tests.engine.zhaopengyou.test_hand import new as zpy_new
from tests.engine.zhaopengyou.test_hand import to_play as zpy_to_play


@dataclass(frozen=True)
class Example:
    game: str
    setup: Callable[[], Hand]
    action: Action
    rule: str
    zh: str
    en: str


def A(kind: str, cards: str = "", value: int | str | None = None) -> Action:
    return Action(kind, tuple(parse_cards(cards)), value)


def after(make: Callable[[], Hand], *plays: str) -> Callable[[], Hand]:
    """``make()`` followed by the given plays ("" = pass)."""
    def setup() -> Hand:
        hand = make()
        for p in plays:
            hand.apply(Action.play(p) if p else Action.pass_())
        return hand
    return setup


# ---- 半边天炸
def _bbt(*hands: str) -> Callable[[], Hand]:
    return lambda: bbt.position(list(hands))


def _bbt_shoot() -> Hand:
    return new_hand("banbiantianzha", seed=1, options={"hammer": False}, deal=bbt.deal("BJ"))


def _bbt_no_two() -> Hand:
    return bbt.position(["SK HK SA HA S2 H2 S3", "S4", "S5"])  # two_in_runs off (BBT-5)


def _bbt_opts(options: dict, *hands: str) -> Callable[[], Hand]:
    return lambda: bbt.position(list(hands), options=options)


BBT = [
    Example("banbiantianzha", _bbt_no_two, A("play", "SK HK SA HA S2 H2"), "BBT-5",
            "本桌房规：2不能接在A后面连", "House rule at this table: a 2 never follows the A in a run."),
    Example("banbiantianzha", _bbt_opts({"pair_kickers": True}, "S3 H3 C3 S8 S9 D4", "S5", "S6"),
            A("play", "S3 H3 C3 S8 S9"), "BBT-5.3", "本桌房规：三带二带的两张必须是一对",
            "House rule at this table: the two kickers of a triple-with-two must be a pair."),
    Example("banbiantianzha", after(_bbt_opts({"triple_classes": "three"}, "S8 H8 C8 S3 D4", "S9 H9 C9 D5",
                                              "S6"), "S8 H8 C8 S3"),
            A("play", "S9 H9 C9"), "BBT-7.3",
            "本桌房规：三张、三带一、三带二是三种牌型，只能用带同样张数的三张来管",
            "House rule at this table: a triple answers only a triple with as many kickers."),
    Example("banbiantianzha", after(_bbt("S3 S9", "H4 C4 D9", "S5 S6"), "S3"), A("play", "H4 C4"),
            "BBT-7.3", "对子压不了单张", "A pair cannot beat a single."),
    Example("banbiantianzha", after(_bbt("S3 H4 C5 S6 S7 SK", "H5 H6 C7 D8 H9 HT", "SA"), "S3 H4 C5 S6 S7"),
            A("play", "H5 H6 C7 D8 H9 HT"), "BBT-7.3", "张数要和桌上的一样",
            "It must be as long as the play on the table."),
    Example("banbiantianzha", after(_bbt("S9 H9 C9 D9 S3", "H4 C4", "SA"), "S9 H9 C9 D9"), A("play", "H4 C4"),
            "BBT-7.1", "牌型级别比桌上的低，压不了",
            "A lower class of play cannot beat the play on the table."),
    Example("banbiantianzha", after(_bbt("S9 S3", "H8 C4", "SA"), "S9"), A("play", "H8"),
            "BBT-7.4", "单张不够大，压不了", "Not high enough to beat the play on the table."),
    Example("banbiantianzha", _bbt("S9 S3", "H8 C4", "SA"), Action.pass_(),
            "BBT-8.1", "你是首家，必须出牌", "You lead: you must play, you cannot pass."),
    Example("banbiantianzha", _bbt("S9 S3", "H8 C4", "SA"), A("play", "SA"),
            "BBT-5", "只能出你手里的牌", "You can only play cards from your hand."),
    Example("banbiantianzha", _bbt_shoot, A("choose", value="chui"),
            "BBT-3.2", "现在请选择：开枪或投降", "Choose now: Shoot or Surrender."),
]

# ---- 板子炮


def _bzp_call() -> Hand:
    hand = new_hand("banzipao", seed=0, options={"heaven_hands": False}, deal=bzp.deal("S7", seed=0))
    bzp.choose(hand, "bubao", "bubao", "bubao", "bubao")
    return hand


def _bzp_bid() -> Hand:
    return new_hand("banzipao", seed=0, options={"heaven_hands": False}, deal=bzp.deal("S7", seed=0))


def _bzp(*hands: str) -> Callable[[], Hand]:
    return lambda: bzp.position(list(hands), leader=0)


BZP = [
    Example("banzipao", _bzp_bid, A("choose", value="fanbao"), "BZP-4.2", "只有包牌者的下家才能反包",
            "Only the next player after the one who bid alone may counter-bid."),
    Example("banzipao", _bzp_bid, A("play", "S7"), "BZP-4.1", "现在请选择：包牌或不包",
            "Choose now: bid alone or no bid."),
    Example("banzipao", _bzp_call, A("play", "S7"), "BZP-4.3", "四家都不包：请叫一张牌找朋友",
            "All four passed: call a card to find your partner."),
    Example("banzipao", _bzp_call, A("call", "HA DA"), "BZP-4.3", "只能叫一张牌", "Call exactly one card."),
    Example("banzipao", _bzp_call, A("call", "BJ"), "BZP-1.2", "这副牌里没有大王",
            "Big Joker is not in this deck."),
    Example("banzipao", _bzp_call, A("call", "S7"), "BZP-4.3", "♠7在你自己手里，要叫一张你没有的牌",
            "You hold ♠7: call a card you do not hold."),
    Example("banzipao", after(_bzp("S8 H8 S9 H9 ST HT SK", "C4 D4 C5 D5 C6 D6 DK", "SA", "HA"),
                            "S8 H8 S9 H9 ST HT"), A("play", "C4 D4 C5 D5 C6 D6"), "BZP-7.4",
                            "要更长，或一样长但更大，才压得住",
            "It must be longer, or as long and higher."),
    Example("banzipao", after(_bzp("S3 SK", "C6 D6 DK", "SA", "HA"), "S3"), A("play", "C6 D6"),
            "BZP-7.2", "对子压不了单张", "A pair cannot beat a single."),
    Example("banzipao", after(_bzp("S3 H3 C3 SK", "C6 DK", "SA", "HA"), "S3 H3 C3"), A("play", "C6"),
            "BZP-7.1", "牌型级别比桌上的低，压不了",
            "A lower class of play cannot beat the play on the table."),
]

# ---- 打筒子
DTZ = [
    Example("datongzi", after(lambda: staged("HK HK HK S3", "DK DK DK S4", "S5"), "HK HK HK"),
            A("play", "DK DK DK"), "DTZ-4.3", "筒子要点数更大，或点数一样花色更大（♠>♥>♣>♦）",
            "A tongzi must be higher, or the same rank in a higher suit (♠ > ♥ > ♣ > ♦)."),
    Example("datongzi", after(lambda: staged("S6 S6 H6 H6 C6 C6 D6 D6 S9", "S5 S5 H5 H5 C5 C5 D5 D5", "S7"),
                              "S6 S6 H6 H6 C6 C6 D6 D6"),
            A("play", "S5 S5 H5 H5 C5 C5 D5 D5"), "DTZ-4.4", "地炸要点数更大才压得住",
            "A ground bomb must be of a higher rank."),
    Example("datongzi", after(lambda: staged("S5 H5 S6 H6 S7 H7 SK", "S9 H9 ST HT SQ", "SA"),
                              "S5 H5 S6 H6 S7 H7"),
            A("play", "S9 H9 ST HT"), "DTZ-4.5", "连对的长度要和桌上的一样",
            "A pair run must be as long as the one on the table."),
    Example("datongzi", after(lambda: staged("S5 SK", "H6 C6 SQ", "SA"), "S5"), A("play", "H6 C6"),
            "DTZ-4.5", "对子压不了单张", "A pair cannot beat a single."),
    Example("datongzi", after(lambda: staged("S5 SK", "H6 C6 SQ", "SA"), "S5"), Action.pass_(),
            "DTZ-5.2", "有牌必打：你有压得住的牌，必须出",
            "You hold a play that beats it, so you must play."),
    Example("datongzi", lambda: staged("S5 H5 C5 S6 H6 SK", "SQ", "SA"), A("play", "S5 H5 C5 S6 H6"),
            "DTZ-3.4", "本房间三张、飞机不能带牌", "In this room triples and planes take no extra cards."),
    Example("datongzi", lambda: staged("S6 S6 SK", "SQ", "SA", pair_suits="two_suits"), A("play", "S6 S6"),
            "DTZ-3.2", "本房间对子要两张不同花色", "In this room a pair is two cards of different suits."),
    Example("datongzi", lambda: staged("S6 H6 SK", "SQ", "SA", pair_suits="one_suit"), A("play", "S6 H6"),
            "DTZ-3.2", "本房间对子要两张一样的牌（同点数同花色）",
            "In this room a pair is two identical cards (same suit)."),
    Example("datongzi", lambda: staged("SA HA S2 H2 SK", "SQ", "S5"), A("play", "SA HA S2 H2"),
            "DTZ-3.3", "本房间连对、飞机里2不能接在A后",
            "In this room a 2 may not follow the A in a pair run or a plane."),
    Example("datongzi", after(lambda: staged("S9 S5", "H9 SQ", "SA"), "S9"), A("play", "H9"),
            "DTZ-4.6", "一样大压不了（只有筒子才比花色）",
            "An equal play does not beat it (suits count only for tongzi)."),
]

# ---- 上海三打一


def _sdy(*hands: str, allowances: list[int | None] | None = None) -> Callable[[], Hand]:
    return lambda: sdy.position(list(hands), allowances=allowances)


def _sdy_reported() -> Hand:
    hand = sdy.position(["S7 H7 C7 D7 S7 H7 C7 S3", "S4", "S5", "S6"])
    hand.state.declared, hand.state.declared_played = [parse_cards("S7 H7 C7 D7 S7 H7 C7")], [False]
    return hand


def _sdy_bid2() -> Hand:
    hand = sdy.new()
    sdy.bid(hand, 2)
    return hand


def _sdy_no_two() -> Hand:
    hand = sdy.position(["S2 S3 S4 S5 S6 SK", "S8", "S9", "ST"])
    hand.options = {**hand.options, "two_in_runs": False}  # house rule SDY-6.1
    return hand


SDY = [
    Example("sandayi", _sdy_no_two, A("play", "S2 S3 S4 S5 S6"), "SDY-6.1",
            "本桌房规：2不能连进顺子、姐妹对、飞机",
            "House rule at this table: a 2 never joins a straight, pair run or plane."),
    Example("sandayi", after(_sdy("LJ LJ BJ BJ S3", "S4 H4 C4 D4 S5", "S6", "S8"), "LJ LJ BJ BJ"),
            A("play", "S4 H4 C4 D4"), "SDY-7.1", "天王炸弹最大，压不了", "Nothing beats the joker bomb."),
    Example("sandayi", _sdy_reported, A("play", "S7 H7 C7 D7"), "SDY-9.5", "报到的7张7只能一手整个打出",
            "The 7 reported 7s may only be played all together."),
    Example("sandayi", after(_sdy("S3 SK", "S4 H4 C4 D4 S5", "S6", "S8", allowances=[None, 0, None, None]),
                             "S3"),
            A("play", "S4 H4 C4 D4"), "SDY-5.4", "你的炸弹次数用完了：只能不出，或出炸弹以外的牌",
            "You have used up your bombs: pass, or play something else."),
    Example("sandayi", _sdy_bid2, A("bid", value=1), "SDY-3.3", "要比二档高：可以不叫，或叫三档",
            "You must bid above 2: pass, or bid 3."),
    Example("sandayi", after(_sdy("S3 SK", "H4 C4 SQ", "S6", "S8"), "S3"), A("play", "H4 C4"),
            "SDY-7.3", "对子压不了单张", "A pair cannot beat a single."),
    Example("sandayi", after(_sdy("S9 H9 C9 D9 SK", "HK SQ", "S6", "S8"), "S9 H9 C9 D9"), A("play", "HK"),
            "SDY-7.2", "只有炸弹才能压炸弹", "Only a bomb can beat a bomb."),
]

# ---- 找朋友


def _zpy_throw() -> Hand:
    hand = zpy_to_play(zpy_new({0: "H2 CQ CQ C3", 1: "CA CA", 2: "CA"}))
    hand.apply(Action.play(parse_cards("CQ CQ C3")))
    return hand


def _zpy_bid(fixed: dict[int, str], levels: list[int], *bids: str) -> Callable[[], Hand]:
    def setup() -> Hand:
        hand = zpy_new(fixed, levels=levels)
        for b in bids:
            hand.apply(A("bid", b) if b else Action.pass_())
        return hand
    return setup


def _zpy_call() -> Hand:
    hand = zpy_new({0: "H2"})
    hand.apply(A("bid", "H2"))
    for _ in range(4):
        hand.apply(Action.pass_())
    hand.apply(Action("bury", tuple(hand.state.taken)))
    return hand


def _zpy_follow() -> Hand:
    hand = zpy_to_play(zpy_new({0: "H2 C5", 1: "C9 S9"}))
    hand.apply(A("play", "C5"))
    return hand


ZPY = [
    Example("zhaopengyou", _zpy_bid({0: "H2", 1: "H2 H2"}, [2] * 5, "H2"), A("bid", "H2 H2"), "ZPY-4.5",
            "这样反主，庄家和主花色都没变", "That override changes neither the declarer nor the trump suit."),
    Example("zhaopengyou", _zpy_bid({0: "H2", 1: "S5 S5"}, [2, 3, 2, 2, 2], "H2"), A("bid", "S5 S5"),
            "ZPY-4.4",
            "反主要亮你的级牌（3）或当前庄家的级牌（2）",
            "To override, show your own level (3) or the current declarer's (2)."),
    Example("zhaopengyou", _zpy_bid({0: "H2", 1: "S3"}, [2, 3, 2, 2, 2], "H2"), A("bid", "S3"), "ZPY-4.4",
            "反主要亮比1张更多的牌", "To override, show more than 1 card."),
    Example("zhaopengyou", _zpy_bid({0: "S2 HT"}, [10, 2, 2, 2, 2]), A("bid", "S2"), "ZPY-4.3",
            "先亮主要亮你自己的级牌（10），不能亮2", "The first bid shows your own level (10), not 2."),
    Example("zhaopengyou", _zpy_call, A("call", "H2", 1), "ZPY-7.2", "♥2这局亮主时亮过，不能叫",
            "♥2 was shown in a bid this hand and cannot be called."),
    Example("zhaopengyou", _zpy_throw, A("block", "CA"), "ZPY-9.6", "挡甩牌只选牌型，不用选牌",
            "To block, choose a shape, not cards."),
    Example("zhaopengyou", _zpy_throw, A("block", value="zz"), "ZPY-9.6", "请选一种牌型",
            "Choose one of the shapes."),
    Example("zhaopengyou", _zpy_throw, A("block", value="3x1"), "ZPY-9.6", "只能选你压得住的牌型：对子、单张",
            "Choose a shape you beat: a pair, a single."),
    Example("zhaopengyou", _zpy_follow, A("play", "S9"), "ZPY-10.3", "必须跟梅花：出1张梅花",
            "You must follow suit: play 1 club."),
]

# ---- 四川扯旋
def _cx_short_allin() -> Hand:
    """House rule short_allin=call_only (CX-11.4), ante 5: seat 1 raises to 20, seat 2 calls, seat 0
    goes all in for 24 (short of 25); seat 1 may now only call or fold."""
    hand = new_hand("chexuan", players=3, seed=1, options={"short_allin": "call_only", "ante": 5})
    for stake in (200, 200, 24):
        hand.apply(A("stake", value=stake))
    hand.apply(A("raise", value=20))
    hand.apply(A("call"))
    hand.apply(A("allin"))
    return hand


def _cx_declare(cards0: str = "CT DT CJ S5", **options) -> Hand:
    """Two seats at the split (both all in), seat 1 to split first; house rule sanhua (CX-7.3)."""
    hand = new_hand("chexuan", players=2, seed=1, options=options or None,
                    context={"stakes": [100, 100], "dealer": 0},
                    deal={"hands": [cards0, "DQ HQ S9 C9"]})
    hand.apply(Action("allin"))
    hand.apply(Action("allin"))
    return hand


CX = [
    Example("chexuan", lambda: _cx_declare(), A("declare"), "CX-7.3", "本房间三花自动算，不用亮",
            "In this room 三花 counts by itself: nothing to declare."),
    Example("chexuan", lambda: new_hand("chexuan", players=3, seed=1, options={"sanhua": "declared"}),
            A("declare"), "CX-7.3", "三花要到分牌时才能亮",
            "三花 is declared at the showdown, when you split."),
    Example("chexuan", lambda: _cx_declare(sanhua="declared"), A("declare"), "CX-7.3",
            "你没有三花（黑10+红10+黑J或黑6+红6+大王），不能亮",
            "You hold no 三花 (black 10 + red 10 + black J, or black 6 + red 6 + big joker) to declare."),
    Example("chexuan", lambda: _cx_declare(sanhua="declared"), A("declare", value=1), "CX-7.3",
            "亮三花不用选牌", "Declaring 三花 needs no cards."),
    Example("chexuan", _cx_short_allin, A("raise", value=40), "CX-11.4",
            "有人敲得不够一次大，没有重新开放下注：你只能跟或丢",
            "An all-in short of a full raise did not reopen the betting to you: call or fold."),
    Example("chexuan", lambda: new_hand("chexuan", players=3, seed=1), A("stake", value=5), "CX-1.4",
            "簸簸要在20到200之间", "The stake must be from 20 to 200."),
    Example("chexuan", lambda: new_hand("chexuan", players=3, seed=1), A("fold"), "CX-1.4",
            "请先设定你的簸簸", "Set your stake first."),
]



def _ddz_last_deal(bidding: str) -> Callable[[], Hand]:
    """斗地主 after two deals everybody passed: the third deal's first bidder may not pass."""
    def setup() -> Hand:
        hand = new_hand("doudizhu", seed=4, options={"bidding": bidding}, context={"first_bidder": 0})
        for _ in range(6):
            hand.apply(Action("bid", value=0))
        return hand
    return setup


DDZ = [
    Example("doudizhu", _ddz_last_deal("score"), A("bid", value=0), "DDZ-3.4",
            "这是最后一次发牌，先叫的人必须叫分", "This is the last deal: the first bidder must bid."),
    Example("doudizhu", _ddz_last_deal("rob"), A("bid", value=0), "DDZ-4.3",
            "这是最后一次发牌，先叫的人必须叫地主",
            "This is the last deal: the first player must call the landlord."),
]

EXAMPLES: list[Example] = BBT + BZP + DTZ + SDY + ZPY + CX + DDZ

#: (game, reason, zh, en) for sentences of the check code that no position reaches (guarded by an
#: earlier check), so that they read well if a change ever lets one through
SENTENCES: list[tuple[str, str, str, str]] = [
    ("chexuan", "CX-11: unknown betting action 'x'; the actions are check, call, raise, allin, fold",
     "现在是下注：休、跟、大、敲或丢", "Betting now: check, call, raise, all in or fold."),
    ("chexuan", "CX-11.7: betting is over; nobody is to act", "这一轮下注已经结束",
     "This betting round is over."),
    # the house rule raise_step "chip" (CX-11.2): a raise below the bet plus one chip
    ("chexuan", "CX-11.2: a raise (大) must bring the total to at least 21 (the current bet 20 plus one "
     "step 1), not 20", "大至少要大到21（当前注20加1）",
     "A raise must bring your total to at least 21 (the bet 20 plus 1)."),
    ("zhaopengyou", "ZPY-4.7: bidding is over", "亮主已经结束", "The bidding is over."),
    ("zhaopengyou", "ZPY-4.7: seat 2 is asked now, not seat 1", "还没轮到你", "It is not your turn."),
    ("zhaopengyou", "ZPY-9.2: there is no lead to follow", "这一轮没有可以跟的牌",
     "There is no lead to follow."),
    # ZPY-10.4's requirement in words (the random walks meet only its simplest forms)
    ("zhaopengyou",
     "ZPY-10.4: your trump cards can follow with 2 pairs and 1 other card, so you must play that",
     "你的主牌跟得出2个对子和1张别的牌，必须这样跟",
     "Your trumps can follow with 2 pairs and 1 other card: you must play that."),
    ("zhaopengyou",
     "ZPY-10.4: your hearts cards can follow with a pair-tractor of length 3, so you must play that",
     "你的红桃跟得出一个连对（3对），必须这样跟",
     "Your hearts can follow with a pair tractor of 3: you must play that."),
    ("sandayi", "SDY-3.1: the auction is over; every player has had his one turn or 3档 was called",
     "叫牌已经结束", "The bidding is over."),
    # malformed cards: the shared guard (engine/guard.py) now refuses them before these are reached
    ("zhaopengyou", "ZPY-9.1: an action's cards must be cards", "这些不是有效的牌",
     "Those are not valid cards."),
    ("sandayi", "an action's cards must be a tuple of cards", "这些不是有效的牌",
     "Those are not valid cards."),
    ("datongzi", "this action is not possible here (unhashable type: 'list')", "这里不能这样操作",
     "You cannot do that here."),
]


def build(ex: Example) -> tuple[Hand, Action]:
    return ex.setup(), ex.action
