"""House rules: every reading the rule documents leave open, as a room option of its game.

Each option's default is the project's ruling (so a room nobody touches plays as before); the other
choices are the readings the ruling set aside. ``help_zh``/``help_en`` quote the document's words and
say what each choice does. The games read them from their options dict like any other option.
"""

from __future__ import annotations

from .options import ON_OFF, OptionSpec

__all__ = ["DTZ_HOUSE", "BBT_HOUSE", "BZP_HOUSE", "SDY_HOUSE", "CX_HOUSE", "ZPY_HOUSE", "DDZ_HOUSE",
           "PRESETS"]


def _house(key: str, zh: str, en: str, choices: tuple[object, ...], default: object, rule: str,
           help_zh: str, help_en: str, labels: tuple[tuple[str, str], ...]) -> OptionSpec:
    return OptionSpec(key, zh, en, choices, default, rule, help_zh=help_zh, help_en=help_en,
                      house=True, choice_labels=labels)


DTZ_HOUSE = [
    _house("finish_counts", "游次奖罚计入目标分", "Finishing bonus counts to target", ON_OFF, True,
           "DTZ-9.3",
           "“打满1000分只算5，10，K的捡到的分”，但“当局分数不够扣”又把奖罚与捡分合算：计入→一游+100、"
           "二游−40、三游−60算进目标分；不计入→目标分只算捡分，奖罚终局结算时再加",
           "\"only 5, 10 and K points count to 1000\", yet penalties come \"out of the hand's points\": "
           "counts = +100/−40/−60 go into the race score; not = the race counts card points only, "
           "the finishing bonus is added at the final settlement",
           (("计入", "Counts"), ("不计入", "Does not count"))),
    _house("must_beat_after_out", "一游后仍须管牌", "Must beat after the first is out", ON_OFF, True,
           "DTZ-2.3",
           "“出完以后…玩家则按顺序继续出牌（可以随意出牌）”：须管→有牌必打照旧；随意→一游出完后，"
           "剩下两家打得起也可以不要",
           "\"the others keep playing in turn (may play freely)\": must = must-beat as before; "
           "free = once the first player is out, the other two may pass even when they can beat",
           (("仍须管牌", "Must beat"), ("随意出牌", "May pass"))),
    _house("dizha_voids_tongzi", "地炸压筒子不计奖", "A 地炸 voids a beaten 筒子's bonus", ON_OFF, True,
           "DTZ-8.2",
           "“哪一方取胜，则奖励分计入哪一方”：作废→被地炸压住的筒子不得奖励分；保留→筒子被地炸压住，"
           "出筒子的人仍得筒子奖励分（被更大的筒子压住照旧作废）",
           "\"the bonus goes to whoever wins\": void = a 筒子 beaten by a 地炸 earns nothing; keep = "
           "its player still earns the 筒子 bonus (a 筒子 beaten by a bigger 筒子 still earns nothing)",
           (("作废", "Void"), ("保留", "Kept"))),
]

DTZ_HOUSE += [
    _house("dizha_voids_dizha", "大地炸压地炸不计奖", "A bigger 地炸 voids a beaten 地炸's bonus", ON_OFF,
           True, "DTZ-8.2",
           "七.3只说“当局筒子压死筒子，则被压死筒子的玩家不奖励筒子分”：作废→地炸被更大的地炸压住也不得"
           "400奖励分（奖励只给赢墩的牌）；保留→被压住的地炸照样得400分，压它的地炸也得400分",
           "section 7.3 voids only \"a 筒子 beaten by a 筒子\": void = a 地炸 beaten by a bigger 地炸 earns "
           "nothing either (only the trick-winning play earns); kept = the beaten 地炸 still earns its "
           "400, and the 地炸 that beat it earns 400 too",
           (("作废", "Void"), ("保留", "Kept"))),
]

# 打筒子, issue 36: who wins when two reach the target in one hand and R is card points alone
DTZ_HOUSE.append(
    _house("target_first", "同局都打满谁赢", "Both reach the target in one hand", ("highest", "first"),
           "highest", "DTZ-10.3",
           "五.1“三人谁先打满1000分即为赢家”：分高者赢→同一局几人达到目标分，局末分最高的赢；先到者赢→"
           "游次奖罚不计入目标分时，这一局里先靠赢墩达到目标分的人赢（这一局照样打完）。计入时都按分高者",
           "section 5.1 \"whoever first reaches 1000 wins\": highest = of those reaching the target in one "
           "hand, the highest after it wins; first = with the finishing bonus not counted, the first "
           "to reach it by a won trick wins (the hand is still played out). Counted: both are highest",
           (("分高者赢", "Highest"), ("先到者赢", "First to reach"))))

# 打筒子, issue 36: the 2 in 连对 and 飞机, and which two cards of a rank make a pair
DTZ_HOUSE += [
    _house("two_in_runs", "2可接在A后", "A 2 may follow the A", ON_OFF, False, "DTZ-3.3",
           "一(5)“连对：两连对以上都可以出”、一(7)“飞机实际上是连三张”，没说2能不能连：不可以→连对、飞机只连"
           "5到A；可以→可以在A后接2（如KKAA22连对、AAA222飞机），2最大。打筒子本来就没有单张顺子",
           "section 1(5) \"pair runs: two pairs in a row or more\" and 1(7) \"a plane is a run of "
           "triples\" do not say whether the 2 may join: no = pair runs and planes run 5…A; yes = they "
           "may run on past the A to the 2 (KKAA22 pair run, AAA222 plane), the 2 on top. There are no "
           "straights of single cards either way",
           (("可以", "Yes"), ("不可以", "No"))),
    _house("pair_suits", "对子要几种花色", "Which two cards make a pair", ("any", "two_suits", "one_suit"),
           "any", "DTZ-3.2",
           "一(2)“对牌：两张不同花色但牌面相同的牌”，二(3)却举“一对黑桃2”：任意两张→同点数任意两张都是对子；"
           "不同花色→两张须不同花色；同花色→须两张一样的牌。连对每一对都照此算。注意：不同花色与“一对黑桃2”"
           "不符，同花色与“两张不同花色”不符",
           "1(2) \"a pair: two cards of different suits, same face\", yet 2(3) says \"a pair of spade 2s\": "
           "any two = any two of a rank; two suits = the two must differ in suit; one suit = two identical "
           "cards. Every pair of a pair run alike. Two suits contradicts \"a pair of spade 2s\", one "
           "suit \"different suits\"",
           (("任意两张", "Any two"), ("不同花色", "Two suits"), ("同花色", "One suit"))),
]

BBT_HOUSE = [
    _house("tie_rule", "平分判定", "Tie rule", ("upstream", "draw"), "upstream", "BBT-12.3",
           "“若最后分值相同则算上游所在的一方胜利”与“平局”两说：上游胜→上游所在一方赢；平局→不输不赢",
           "\"if the points are equal, the side of the first player out wins\" against a draw: upstream = "
           "that side wins; draw = nobody scores",
           (("上游方胜", "Upstream side wins"), ("平局", "Draw"))),
    _house("triple_classes", "三张/三带一/三带二", "Triples with and without kickers", ("one", "three"),
           "one",
           "BBT-7.3",
           "牌型表列出“三张，三带一，三带二”：同一类→三张类只比三张点数，带几张都能互管；三类→只能用"
           "带同样张数的三张来管",
           "the type list names \"三张，三带一，三带二\": one type = any triple beats any triple by its "
           "rank; three types = a triple answers only a triple with as many kickers",
           (("同一类", "One type"), ("三类", "Three types"))),
    _house("pair_kickers", "三带二须带对子", "A triple's two kickers pair", ON_OFF, False, "BBT-5.3",
           "“三带二”没说带的两张是否成对：任意→带任意两张；成对→带的两张必须是一对",
           "\"三带二\" does not say whether the two kickers pair: any = any two cards; pair = the two "
           "kickers must be a pair",
           (("须成对", "Must pair"), ("任意两张", "Any two"))),
    _house("fandou_all", "反抖翻倍范围", "Counter-shake doubles", ON_OFF, True, "BBT-3.7",
           "“选择反抖后当局胜利可赢分*2”：全局→庄对两闲都翻倍；只抖家→只翻倍与抖了的闲家之间的输赢",
           "\"after a counter-shake (反抖) this hand's win or loss is ×2\": whole hand = both 闲 pairs "
           "double; only the shaker = only the pair with a 闲 who chose to shake doubles",
           (("全局翻倍", "Whole hand"), ("只翻抖家", "Only the shaker"))),
    _house("dou_after_fanqiang", "反枪后可抖", "Shake after a counter-shoot", ON_OFF, True, "BBT-3.4",
           "“庄家开局选择开枪后，闲家…才可以选择抖”：可抖→反枪后照样问抖、反抖；不可→反枪后直接出牌",
           "\"after the 庄 shoots (开枪) the 闲 may shake (抖)\": yes = shaking and counter-shaking follow "
           "a counter-shot too; no = after a counter-shot play starts at once",
           (("可抖", "Yes"), ("不抖", "No"))),
    _house("end_on_first_out", "任何人出完即结束", "Hand ends when anyone goes out", ON_OFF, False,
           "BBT-9.5",
           "“直到某个出现一游，判断胜负条件则此局结束”：只庄→庄先出完才立即结束，闲先出完打到二游；"
           "任何人→谁先出完这一墩结束后就结算，剩下的牌作废",
           "\"until someone is first out; then the result is judged and the hand ends\": 庄 only = the "
           "hand stops early only when the 庄 goes out first; anyone = it ends after the trick of the "
           "first player out, whoever he is; cards still held count for nobody",
           (("任何人", "Anyone"), ("只有庄", "Only the banker"))),
    _house("two_in_runs", "2可接在A后", "A 2 may follow the A", ON_OFF, False, "BBT-5",
           "“2不能列入顺子，例如不能A2345”只说了顺子：不可以→地炸、连对、飞机、同花顺也只连3到A；可以→这几种"
           "可以在A后接2（…KKAA22地炸、AA22连对、黑桃或红桃…KA2同花顺），2最大；普通顺子照样不能带2",
           "\"2 may not join a straight (no A2345)\" names only the straight: no = 地炸, pair runs, planes "
           "and straight flushes run 3…A too; yes = they may run on past the A to the 2 (…KKAA22 地炸, "
           "AA22 pair run, a spade or heart …KA2 straight flush), the 2 on top; a plain straight still "
           "never holds a 2",
           (("可以", "Yes"), ("不可以", "No"))),
]
# 半边天炸, issue 36: three more readings the seed leaves open
BBT_HOUSE += [
    _house("bomb_order", "地炸/同花顺先比长短", "地炸 and straight flushes: length first", ("length", "rank"),
           "length", "BBT-7.2",
           "“大打点数小，长的打短的”没说先比哪一条：先比长短→张数多的大，一样长再比点数；先比点数→"
           "最大那张点数高的大，点数一样再比长短（同花顺最后比花色）",
           "\"the higher rank beats the lower, the longer beats the shorter\" gives no order: length "
           "first = more cards wins, equal length then rank; rank first = the higher top card wins, "
           "equal top then length (a straight flush then suit)",
           (("先比长短", "Length first"), ("先比点数", "Rank first"))),
    _house("zhuang_out_ends", "庄先出完即结束", "The banker out first ends the hand", ON_OFF, True,
           "BBT-9.5",
           "“直到某个出现一游，判断胜负条件则此局结束”与三.3“玩家A手牌出完后…”：结束→庄先出完，这一墩"
           "完了就结算；打完→庄先出完也照样打，打到二游出完为止，下游手里的分作废",
           "\"until someone is first out; then the result is judged and the hand ends\" against "
           "section 3.3's play after a player is out: ends = the 庄 out first ends the hand after "
           "that trick; plays on = the two 闲 play on until the second player is out, the last "
           "player's points void",
           (("结束", "Ends"), ("打到二游", "Plays on"))),
    _house("hammer_once", "捶整场只选一次", "捶 once per match", ON_OFF, False, "BBT-3.1",
           "“玩开局未发牌前，玩家选择锤”：每局→每一局发牌前都选捶不捶；整场一次→只在第一局发牌前选，"
           "选的捶或不捶管整场（需开着“捶”）",
           "\"before the opening deal the players choose 捶\": every hand = each hand starts with the "
           "捶 choice; once per match = chosen before the first hand only and kept for the whole "
           "match (with 捶 on)",
           (("整场一次", "Once per match"), ("每局都选", "Every hand"))),
    _house("dou_bombs", "抖的炸弹可共用牌", "Bombs for a shake may share cards", ("disjoint", "overlap"),
           "disjoint", "BBT-3.8",
           "“手牌中有2个或2个以上的炸弹，才可以选择抖”没说一张牌能否算进两个炸弹：不共用→两个炸弹不能"
           "用同一张牌；可共用→如♠34567同花顺和三个7加♠7的四炸算两个（被更长炸弹包住的不另算）",
           "\"a 闲 holding 2 or more bombs may shake\" does not say whether a card may count twice: "
           "disjoint = the two bombs share no card; overlap = they may (♠34567 and four 7s are two), "
           "a bomb inside a longer one of the hand is not counted again",
           (("不共用", "Disjoint"), ("可共用", "May share"))),
]

BZP_HOUSE = [
    _house("sitout_pays", "反包旁观者付附加分", "Sitters-out pay the bonus in a duel", ON_OFF, True,
           "BZP-10.3",
           "“豆附加+3分给得牌者(其他每人-1分)”：付→反包时坐着不打的两家也按“其他每人”付；不付→只有"
           "对打的另一家付",
           "\"+3 to the taker (every other player −1)\": pay = in a duel the two who sit out pay too; "
           "don't = only the other duellist pays",
           (("旁观者也付", "They pay"), ("只对手付", "Only the opponent"))),
    _house("lead_to_partner", "接风", "Partner takes the lead (接风)", ON_OFF, True, "BZP-6.6",
           "赢墩者已出完时谁出牌，规则没写：接风→朋友已亮明且有牌，由朋友接着出；顺延→总是按顺序下一家"
           "有牌的人出",
           "who leads when the trick winner is out is not written: partner = once the partnership is "
           "public and the partner holds cards, he leads; next = always the next seat holding cards",
           (("朋友接风", "Partner leads"), ("顺延下家", "Next seat leads"))),
]
# 板子炮, issue 36: who pays the 附加分, a bonus play that ends the hand, when the partner is known
BZP_HOUSE += [
    _house("bonus_payers", "附加分谁来付", "Who pays the bonus", ("all", "opponents"), "all", "BZP-10.3",
           "“豆附加+3分给得牌者(其他每人-1分)”：其他每人→桌上另外三家都付，队友也付；只对手付→只有得牌者"
           "的对手付（叫牌时对面两家，包牌时包牌者或他的三个对手，反包时对打的另一家）",
           "\"+3 to the taker (every other player −1)\": everyone = the other three pay, the "
           "partner too; opponents = only the taker's opponents pay (in a called hand the other pair, in a "
           "lone hand the lone player or his three opponents, in a counter-lone hand the other duellist)",
           (("其他每人", "Everyone"), ("只对手付", "Opponents only"))),
    _house("hand_end_bonus", "出完牌的豆也有附加分", "A bonus play that ends the hand counts", ON_OFF, True,
           "BZP-8.4",
           "附加分要“打出此大牌型并且大住牌”：算→用豆或滚筒出完牌、牌局当即结束，也算大住，照给附加分；"
           "不算→这手没人能再要，不算大住，没有附加分",
           "the bonus needs the play to \"hold the trick\": counts = a Dou or Guntong that goes out and ends "
           "the hand at once holds and earns its bonus; does not = nobody could answer it, so it does "
           "not hold and earns nothing",
           (("算", "Counts"), ("不算", "Does not count"))),
    _house("partner_public", "叫牌后朋友马上公开", "The partner is named at once", ON_OFF, False,
           "BZP-4.4",
           "“拿到此张牌的人，则成为庄家的朋友”没说何时公开：出牌时→叫的那张牌打出来才公开；马上→庄家"
           "叫完牌，拿这张牌的人立刻对所有人公开（接风也从此时起）",
           "\"whoever holds that card becomes the 庄's friend\" does not say when all know: when "
           "played = the partner is public once the called card is played; at once = the holder is "
           "named to everyone as soon as the card is called (接风 applies from then on)",
           (("马上公开", "At once"), ("打出时公开", "When played"))),
]

SDY_HOUSE = [
    _house("bottom_before_toulou", "头撂前先看底牌", "Marker holder sees the bottom first", ON_OFF, False,
           "SDY-3.7",
           "“发到明牌的选手拿底牌后直接叫‘3档’为头撂”：不看→叫头撂前看不到底牌；先看→明牌选手开叫前"
           "先看8张底牌，再决定叫不叫头撂",
           "\"the marker holder takes the bottom, then calls 3档 straight away: 头撂\": no = he bids "
           "without seeing it; yes = he sees the 8 bottom cards before his opening bid",
           (("先看底牌", "Sees it first"), ("不看", "Does not see it"))),
    _house("report_auto", "自动报到", "Reports are automatic", ON_OFF, False, "SDY-9.3",
           "“手中有4张怪或7张的炸弹即‘报到’”：自选→地主自己决定报不报、报哪几套；自动→有可报的牌就"
           "全部报到",
           "\"holding the four jokers or a 7-card bomb, he reports (报到)\": choose = the landlord "
           "decides which sets to declare, if any; automatic = every reportable set is declared",
           (("自动", "Automatic"), ("自选", "Landlord chooses"))),
    _house("tanda_any", "各档都可摊打", "Open play at every bid", ON_OFF, False, "SDY-10.3",
           "“在‘头撂’的情况下…可以选择是否‘摊打’”，计分表却每档都有“摊打×2”：只头撂→只有头撂能摊打；"
           "各档→任何地主拿底牌后都可摊打",
           "\"in a 头撂 game the landlord may choose 摊打\", yet the score table has a ×2 open-play "
           "column on every row: 头撂 only = as the text says; every bid = any landlord may play open",
           (("各档都可", "Every bid"), ("只有头撂", "头撂 only"))),
    _house("two_in_runs", "2可以连进顺子", "A 2 may stand in runs", ON_OFF, True, "SDY-6.1",
           "“顺子：…牌点连续的牌，‘A’牌可以两头带牌”，没说2：可以→2排在A和3之间，A2345、23456、223344、"
           "AAA222都算连；不可以→顺子、姐妹对、飞机和翅膀里都不能有2，A只能在最上头。注意：不可以与原文"
           "“‘A’牌可以两头带牌”不符——A只能在最上头，A2345这类“A在下头”的顺子就没有了",
           "\"straight: … cards of consecutive ranks; the A may stand at either end\" says nothing of the 2: "
           "yes = 2 sits between A and 3 (A2345, 23456, 223344, AAA222 are runs); no = no straight, pair "
           "run, plane or wing holds a 2, and the A stands only at the top. Note: no contradicts the "
           "seed's \"the A may stand at either end\": with the A only at the top, a run with the A at "
           "the bottom (A2345) no longer exists",
           (("可以", "Yes"), ("不可以", "No"))),
]
SDY_HOUSE += [
    _house("report_exact7", "报到只认7张炸弹", "Only a 7-card bomb reports", ON_OFF, False, "SDY-9.1",
           "“手中有4张怪或7张的炸弹即‘报到’”：7张以上→7张或8张同点的炸弹都可报到；只认7张→只有正好7张"
           "同点的炸弹可报到，8张的炸弹不算",
           "\"holding the four jokers or a 7-card bomb, he reports\": 7 or more = a bomb of 7 or 8 "
           "cards of a rank reports; exactly 7 = only a rank held exactly 7 times reports, an 8-card "
           "bomb does not",
           (("只认7张", "Exactly 7"), ("7张以上", "7 or more"))),
    _house("wing_pairs", "飞机翅膀须连对", "Plane wings must run", ("run", "any"), "run", "SDY-6.9",
           "“飞机带翅膀：飞机+数量相同的连对子”：连对→翅膀的对子点数要相连（如333444+7788）；任意对→"
           "带同样数量的任意对子就行（如333444+77+99），大小王不能当翅膀",
           "\"plane with wings: a plane + as many consecutive pairs\": run = the wing pairs must be "
           "consecutive (333444 + 7788); any = as many pairs of any ranks (333444 + 77 + 99), never "
           "jokers",
           (("连对", "Consecutive"), ("任意对子", "Any pairs"))),
    _house("run_lengths", "顺子姐妹对飞机可不同长度相管", "Runs of any length compare", ("same", "any"),
           "same", "SDY-7.3",
           "“顺子、姐妹对、飞机牌型，比较最大一张牌的大小”没说张数要一样：同长度→只能用一样长的来管；"
           "任意长度→最大那张更大就能管，长短不限（如45678或6789TJ都能管34567）",
           "\"straights, pair runs and planes compare by their highest card\" says nothing of length: "
           "same = only a run of the same length answers; any = a run of the same kind with a higher "
           "top answers at any length (45678 or 6789TJ on 34567)",
           (("同长度", "Same length"), ("任意长度", "Any length"))),
]

CX_HOUSE = [
    _house("raise_step", "最小加注", "Least raise", ("ante", "chip"), "ante", "CX-11.2",
           "原文没定加注多少：底皮→每次“大”至少比当前注多一个底皮；一个筹码→多一个筹码就算“大”",
           "the seed sets no raise size: ante = a raise adds at least one ante to the bet; one chip "
           "= any increase of at least one chip is a raise",
           (("一个底皮", "One ante"), ("一个筹码", "One chip"))),
    _house("lower_card", "点数与大牌都相同比小牌", "Equal points and top card: lower card decides",
           ON_OFF, False, "CX-6.2",
           "“如遇到点数相同时，即以单张牌来判断大小”：只比大牌→点数相同只比两手中较大的那张，也相同就平；"
           "再比小牌→大牌也相同时再比较小的那张",
           "\"equal points are decided by the single card\": top card only = equal points compare only "
           "each hand's better card, equal is a tie; lower card too = when those tie, the other card "
           "decides",
           (("再比小牌", "Lower card decides"), ("只比大牌", "Top card only"))),
    _house("zero_tie", "0点一律打平", "All 0-point hands tie", ON_OFF, True, "CX-6.3",
           "“最小的牌：4+6，3+7，j+9，都是0”：打平→0点之间不分大小；比单张→0点也按单张牌比大小。注意："
           "比单张与原文示例不符——原文把4+6、3+7、j+9并列为最小的牌，比单张后j+9大于4+6，4+6就不再"
           "是“最小的牌”之一",
           "\"the smallest hands: 4+6, 3+7, J+9, all 0\": tie = 0-point hands never beat each other; "
           "by card = 0-point hands too are decided by the single card. Note: by card contradicts the "
           "seed's example, which lists 4+6, 3+7 and J+9 together as the smallest hands; by card J+9 "
           "beats 4+6, so 4+6 is no longer among the smallest",
           (("一律打平", "Tie"), ("比单张", "By card"))),
]
# 扯旋, issue 36: the order of settlement
CX_HOUSE += [
    _house("settle_order", "结算顺序", "Settlement order", ("tail", "head"), "tail", "CX-12.10",
           "原文“尾大吃皮：按照尾牌大小排序，尾牌最大的先操作”，“输赢比较”一节又说“找出头牌最大的”：按尾→"
           "尾大的先收，弃牌者的筹码也归尾最大者；按头→头大的先收，头一样再比尾。注意：按头与原文示例"
           "不符——a、b打平、c最小时，原文是尾大的b赢走c的100，按头是头大的a先赢走",
           "the seed settles \"by tail, the biggest tail first\", but its win-or-lose section \"finds the "
           "biggest head\": tail = the biggest tail collects first, folded chips too; head = the biggest "
           "head first, equal heads then by tail. Head contradicts the seed's example: with a and b "
           "tied and c lowest, b (bigger tail) takes c's 100; by head a takes it first",
           (("按尾牌", "By tail"), ("按头牌", "By head"))),
]
# 扯旋, issue 36: whether a 敲 short of a full raise reopens the betting
CX_HOUSE.append(
    _house("short_allin", "敲得不够一次大", "An all-in short of a full raise", ("reopens", "call_only"),
           "reopens", "CX-11.4",
           "原文只说“玩家敲后，就不用进行以后的下注”，没说敲的钱比当前注多、却不够一次“大”时怎么办：照样重开→"
           "这样的敲也算大，其他人都可以再大；只能跟→已经在最后一次足额的大之后说过话的人只能跟、丢（或钱不够"
           "时敲），不能再大；还没说过话的人照常",
           "the seed says only \"after an all-in the player bets no more\", not what an all-in above the "
           "bet but short of a full raise does: reopens = it counts as a raise, everybody may raise "
           "again; call only = whoever has spoken since the last full raise may only call or fold "
           "(or go all in for no more than the bet), not raise; those yet to speak are not bound",
           (("照样重开", "Reopens"), ("只能跟", "Call only"))))

# 扯旋, issue 36: a 三花 whose cards also make a pair
CX_HOUSE.append(
    _house("sanhua", "三花怎么算", "How 三花 counts", ("auto", "no_pair", "declared"), "auto", "CX-7.3",
           "原文“黑10+红10+黑J+任一张牌这个叫三花十”“拿到三花十或者三花六的牌，这局就不会输也不会赢”：照算→"
           "第四张是什么都算三花，不输不赢；有对不算→四张里能配成对子或丁皇（如红3+大王+黑6+红6）就不算"
           "三花，照常分头尾比大小；要亮→分牌时选“亮三花”才算，不亮照常比，别人都丢了照常收皮",
           "\"黑10+红10+黑J+any card is 三花十\", \"with 三花 you neither win nor lose\": always = any "
           "fourth card, no win, no loss; not with a pair = four cards that also make a pair or 丁皇 "
           "(♥3+big joker+♣6+♦6) are no 三花, split and settled as anyone's; declared = it counts only "
           "if declared at the split, else the split settles, and a sole survivor takes the folds",
           (("照算三花", "Always"), ("有对不算", "Not with a pair"), ("要亮", "Declared"))))

ZPY_HOUSE = [
    _house("tractor_bottom", "拖拉机抠底倍数", "Tractor bottom-bonus multiplier", ("unit", "length"), "unit",
           "ZPY-12.3",
           "“拖拉机：对应牌型翻倍”：翻一倍→对子拖拉机×4、三张拖拉机×8，不论多长；按长度→每对×2、每个三张×4"
           "相加（三连对×6）",
           "\"tractor: the matching shape doubled\": doubled = pair-tractor ×4, triple-tractor ×8 at any "
           "length; by length = ×2 per pair, ×4 per triple added up (three pairs ×6)",
           (("翻一倍", "Doubled"), ("按长度", "By length"))),
    _house("declarer_copies", "庄家打出的叫牌也计数", "The declarer's called copies count", ON_OFF, True,
           "ZPY-7.5",
           "“叫的牌（第N张）在庄家手牌或底牌中→无法打出第N张，庄家独打”：计数→庄家自己打出的叫牌也算"
           "一张，第N张由庄家打出就是1打4；不计→只数其他四家打出的叫牌，只有别人能成为朋友",
           "\"the N-th called card is in the declarer's hand or the bottom → 1 against 4\": count = the "
           "declarer's own plays of the card are counted, and if he plays the N-th it is 1v4; skip = "
           "only the other four players' copies are counted, so only another player can become the friend",
           (("计数", "Count"), ("不计", "Skip"))),
    _house("throw_block", "甩牌失败留哪手", "What a failed throw keeps", ("choice", "smallest"), "choice",
           "ZPY-9.6",
           "“该玩家可以选择让甩牌者留哪种牌型的最小在场上”：管牌者选→管得上的玩家挑牌型；自动最小→"
           "不用选，自动留他管得上的最小牌型（单张先于对子）中最小的一手。注意：自动最小与原文示例不符——"
           "示例1“甩♠对7+♠6+♠9+♠J+♠Q，第二家有♠对8…结果：只出♠对7”（自动最小会留单张♠6），示例2"
           "“下家可选择让甩牌者留对10或留单7”",
           "\"that player may choose which shape's smallest the thrower keeps\": blocker chooses = "
           "he picks the shape; smallest = the smallest shape he can beat (single before pair) is "
           "kept. Smallest contradicts the seed: example 1 keeps ♠77 where it keeps ♠6 (\"only ♠77 is "
           "played\"); example 2 says \"may choose to keep the 10s or the single 7\"",
           (("管牌者选", "Blocker chooses"), ("自动最小", "Smallest, automatic"))),
]
# the shortest pair-tractor (ZPY-8.1): read once by the hand, carried by its Trump (tractor_min)
ZPY_HOUSE += [
    _house("tractor_min", "拖拉机最少几对", "Shortest pair tractor", (2, 3), 2, "ZPY-8.1",
           "连对一行写“两对以上连续点数的对子”，张数却写“6+张”：两对→相邻两对（4张）就是拖拉机；三对→"
           "至少相邻三对（6张）才是拖拉机，相邻两对出牌、跟牌、甩牌、抠底都只算两个对子；连三都是两组三张"
           "（6张）起。注意：三对与原文示例不符——“方片对4 + 方片对6 → 是拖拉机”（只有两对）",
           "the pair-run row says \"两对以上连续点数的对子\" (two pairs or more) but \"6+张\" (6 cards): "
           "two pairs = two adjacent pairs are a tractor; three pairs = a pair tractor needs three, and "
           "two adjacent pairs lead, follow, throw and score as two pairs; a triple tractor is two "
           "triples either way. Note: three pairs contradicts the seed's example \"♦44 + ♦66 → is a "
           "tractor\" (two pairs only)",
           (("两对", "Two pairs"), ("三对", "Three pairs"))),
]

#: named rule sets where local variants are known: (id, zh, en, options). The first of each game is
#: the project's rulings (every default); the others set the readings a known variant uses.
# 斗地主 (issue 37): every point where the common rule sets differ (docs/rules/doudizhu.md)
DDZ_HOUSE = [
    _house("bidding", "叫地主方式", "Bidding", ("score", "rob"), "score", "DDZ-3",
           "叫分：每人一次叫1/2/3分或不叫，分高者当地主；抢地主：先叫地主，其余未放弃者可抢，每抢一次翻倍",
           "score: each bids 1, 2 or 3 once or passes, the highest is landlord; rob: the first to call is "
           "landlord unless robbed, and every rob doubles",
           (("叫分", "Bid 1-3"), ("抢地主", "Call and rob"))),
    _house("four_two_pairs", "四带两对", "Four with two pairs", ON_OFF, True, "DDZ-6.10",
           "四张同点可带两张单牌；开→也可带两对",
           "four of a kind may take two single cards; on: or two pairs",
           (("可带两对", "Two pairs too"), ("只带两单", "Two singles only"))),
    _house("mingpai", "明牌", "Open hand", ON_OFF, False, "DDZ-5.2",
           "开→地主拿底牌后可亮出手牌，倍数×2", "on: the landlord may show his hand after taking the "
           "bottom, doubling the stakes", (("可明牌", "Allowed"), ("不明牌", "Not played"))),
    _house("shuffle", "洗牌", "Shuffle", ON_OFF, True, "DDZ-2.2",
           "关（不洗牌）→按点数成叠的牌切一次，四张一叠发牌，炸弹更多",
           "off (no shuffle): the pack lies rank by rank, is cut once and dealt in packets of four: "
           "more bombs",
           (("洗牌", "Shuffled"), ("不洗牌", "No shuffle"))),
    _house("bomb_cap", "炸弹封顶", "Bomb cap", (0, 3, 4, 5), 0, "DDZ-9.4",
           "一局里最多几个炸弹（含王炸）翻倍；0为不封顶",
           "how many bombs (the rocket included) double the stakes at most in one hand; 0: no cap",
           (("不封顶", "No cap"), ("3", "3"), ("4", "4"), ("5", "5"))),
]

PRESETS: dict[str, list[tuple[str, str, str, dict[str, object]]]] = {
    "datongzi": [
        ("standard", "邵阳标准", "Shaoyang standard", {}),
        ("seed", "按原文", "As the seed reads", {"finish_counts": False, "must_beat_after_out": False,
                                                "dizha_voids_dizha": False, "target_first": "first"}),
    ],
    "banbiantianzha": [
        ("standard", "邵阳标准", "Shaoyang standard", {}),
        ("seed", "按原文", "As the seed reads", {"triple_classes": "three", "dou_after_fanqiang": False,
                                                "end_on_first_out": True}),
    ],
    "banzipao": [
        ("standard", "贵州标准", "Guizhou standard", {}),
        ("duel", "反包只对打", "Counter-bid duel only", {"sitout_pays": False, "lead_to_partner": False}),
    ],
    "sandayi": [
        ("standard", "上海标准", "Shanghai standard", {}),
        ("seed", "按原文", "As the seed reads", {"bottom_before_toulou": True, "report_auto": True,
                                                "report_exact7": True}),
    ],
    "doudizhu": [
        ("standard", "标准叫分", "Standard (bid 1-3)", {}),
        ("happy", "欢乐抢地主", "Call and rob", {"bidding": "rob", "mingpai": True}),
        ("no_shuffle", "不洗牌", "No shuffle", {"shuffle": False, "bomb_cap": 4}),
    ],
}


# 找朋友 play direction (ZPY-2.2), its own block: appended so that other ZPY options keep their lines
ZPY_HOUSE.append(
    _house("clockwise_tricks", "出牌顺时针", "Tricks go clockwise", ON_OFF, False, "ZPY-2.2",
           "原文出牌“方向：顺时针”，发牌、翻牌定庄、甩牌询问和起始发牌者却都是“逆时针”：同一方向→"
           "出牌也按逆时针，全局一个方向；出牌顺时针→每一墩按顺时针出牌，发牌、抢庄、翻牌定庄、"
           "甩牌询问、下一局起始发牌者照旧逆时针",
           "the seed plays \"direction: clockwise\" but deals, breaks flip ties, checks throws and "
           "picks the next starter \"counterclockwise\": one direction = tricks go counterclockwise "
           "too; clockwise tricks = every trick goes clockwise, all the rest stays counterclockwise",
           (("出牌顺时针", "Clockwise tricks"), ("同一方向", "One direction"))),
)

# 找朋友, issue 36: the 抠底 multiplier of a throw
ZPY_HOUSE.append(
    _house("throw_bottom", "甩牌抠底倍数", "Bottom multiplier of a throw", ("highest", "sum"), "highest",
           "ZPY-12.3",
           "倍数表只按牌型给“单张×1，对子×2，三张×4”，没说甩牌：取最大→甩牌按其中最大的牌型算（对子+单张"
           "×2）；相加→各牌型的倍数相加（对子+单张+单张×4）",
           "the table gives \"single ×1, pair ×2, triple ×4\" per shape and says nothing of a throw: "
           "highest = a throw counts as its highest unit (pair + single ×2); sum = its units' "
           "multipliers are added (pair + single + single ×4)",
           (("取最大", "Highest unit"), ("相加", "Sum"))))
# 找朋友, issue 36: who the N-th is (4.2) and the override where both 方式 apply (3.3)
ZPY_HOUSE += [
    _house("friend_by", "第N张按张数还是按人", "The N-th: copy or player", ("copy", "player"), "copy",
           "ZPY-7.4",
           "“第N个打出此牌的玩家成为盟友（N为指定的张数）”：按张数→数打出的第N张，一人打出两张算两张；"
           "按人→数第N个打出这张牌的人，同一人打出几张只算一次",
           "\"the N-th player to play this card becomes the ally (N being the copy named)\": copy = "
           "the N-th copy played, two copies in one play count twice; player = the N-th player to "
           "play the card, however many copies he plays",
           (("按张数", "N-th copy"), ("按人", "N-th player"))),
    _house("override_equal", "同级反主算哪种", "Override at a shared level", ("keep", "take"), "keep",
           "ZPY-4.4",
           "反主“方式一：用临时庄家的级牌反庄，庄家不变”“方式二：用玩家自己的级牌反庄，玩家变为临时庄家”，"
           "两人级牌相同时两种都说得通：方式一→庄家不变只换主花色；方式二→反主的人成为临时庄家",
           "override \"way one: with the tentative declarer's level, the declarer stays\" and \"way "
           "two: with one's own level, the overrider becomes declarer\" both fit when the two levels "
           "are equal: way one = the declarer stays, only the trump suit changes; way two = the "
           "overrider takes the deal",
           (("方式一", "Way one"), ("方式二", "Way two"))),
]
