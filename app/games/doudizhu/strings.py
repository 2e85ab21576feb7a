"""The 斗地主 table's catalogue entries (``ddz.*``, its phase, badges and ledger lines), both languages;
merged into the one catalogue by ``app.games.registry`` (a key defined twice anywhere stops the app
at start-up)."""

STRINGS: dict[str, tuple[str, str]] = {
    "phase.show": ("明牌", "Open hand"),
    "ddz.phase_bid": ("叫地主", "Bidding for landlord"),
    "ddz.phase_rob": ("叫地主 / 抢地主", "Call and rob"),
    "ddz.phase_show": ("明牌？", "Show your hand?"),
    # the bid buttons and what each bid is called at the table
    "ddz.pass": ("不叫", "Pass"),
    "ddz.no_rob": ("不抢", "No rob"),
    "ddz.bid_n": ("{n}分", "Bid {n}"),
    "ddz.bid_sub": ("一份 {unit}", "unit {unit}"),
    "ddz.pass_sub": ("这局不当地主", "not landlord"),
    "ddz.call": ("叫地主", "Call"),
    "ddz.call_sub": ("当地主", "be the landlord"),
    "ddz.rob": ("抢地主", "Rob"),
    "ddz.rob_sub": ("倍数 ×2", "multiple ×2"),
    "ddz.show": ("明牌", "Show"),
    "ddz.show_sub": ("亮出手牌，输赢 ×2", "hand face up, ×2"),
    "ddz.hide": ("不明牌", "Don't show"),
    "ddz.hide_sub": ("照常打", "play as usual"),
    # the centre box of the bidding and of 明牌: the bids so far
    "ddz.said_pass": ("{name} 不叫", "{name} passes"),
    "ddz.said_bid": ("{name} {n}分", "{name} bids {n}"),
    "ddz.said_call": ("{name} 叫地主", "{name} calls"),
    "ddz.said_rob": ("{name} 抢地主", "{name} robs"),
    "ddz.said_no_rob": ("{name} 不抢", "{name} does not rob"),
    "ddz.no_bids": ("还没有人叫", "No bids yet"),
    "ddz.bid_prompt": (
        "叫 1–3 分或不叫：叫分就是倍数，分高者当地主，一人对两家；叫 3 分立刻成交",
        "Bid 1–3 or pass: the bid is the multiple, the highest bidder is the landlord, alone against "
        "two; a 3 ends the bidding",
    ),
    "ddz.call_prompt": (
        "叫地主或不叫：叫了以后别人还能抢，每抢一次倍数 ×2",
        "Call the landlord or pass: the others may still rob it, each rob doubles the multiple",
    ),
    "ddz.rob_prompt": (
        "已有人叫地主：抢过来当地主（倍数 ×2），或者不抢",
        "The landlord is called: rob it (the multiple doubles), or not",
    ),
    "ddz.forced": ("连续两次都不叫：这一次第一个人必须叫",
                   "Two deals passed out: the first bidder must bid now"),
    "ddz.redeal_line": ("第 {n} 次发牌（前面都不叫）", "Deal {n} (the earlier ones were passed out)"),
    "ddz.bottom_wait": ("3 张底牌扣在桌上，归地主", "The 3 bottom cards go to the landlord"),
    "ddz.show_prompt": (
        "明牌：整手牌亮给两家看，输赢 ×2；不明牌就照常打",
        "Show: your whole hand face up to both farmers, every amount ×2; or play as usual",
    ),
    "ddz.show_wait": ("等待地主 {name} 决定明不明牌", "Waiting: will landlord {name} show his hand?"),
    "ddz.landlord_line": ("地主：{name}（已拿底牌）", "Landlord: {name} (with the bottom)"),
    # the top bar and the bottom cards
    "ddz.top_base": ("底分 {base}", "Base {base}"),
    "ddz.top_bid": ("叫 {n} 分", "bid {n}"),
    "ddz.top_multiple": ("倍数 {n}", "multiple {n}"),
    "ddz.top_bombs": ("炸弹 {n} 个 ×{x}", "{n} {n|bomb|bombs} ×{x}"),
    "ddz.top_shown": ("明牌 ×2", "open ×2"),
    "ddz.top_unit": ("= 一份 {unit}", "= unit {unit}"),
    "ddz.bottom": ("底牌", "Bottom"),
    # badges
    "ddz.badge_bid1": ("叫1分", "Bid 1"),
    "ddz.badge_bid2": ("叫2分", "Bid 2"),
    "ddz.badge_bid3": ("叫3分", "Bid 3"),
    "ddz.badge_call": ("叫地主", "Called"),
    "ddz.badge_rob": ("抢地主", "Robbed"),
    "ddz.badge_shown": ("明牌", "Open hand"),
    # events
    "ddz.ev_landlord": ("当地主，拿底牌 {cards}", "Landlord: takes the bottom {cards}"),
    "ddz.ev_redeal": ("都不叫：重新发牌", "All passed: the cards are dealt again"),
    "ddz.ev_shown": ("明牌！输赢 ×2", "Open hand! ×2"),
    "ddz.ev_hidden": ("不明牌", "Keeps his hand hidden"),
    "ddz.ev_bomb": ("炸弹！×2", "Bomb! ×2"),
    "ddz.ev_rocket": ("王炸！×2", "Rocket! ×2"),
    "ddz.ev_bomb_capped": ("炸弹！（已封顶）", "Bomb! (capped)"),
    "ddz.ev_trick": ("{name} 赢下这一轮", "{name} wins the trick"),
    "ddz.ev_over_landlord": ("地主先出完：地主胜", "The landlord is out first: he wins"),
    "ddz.ev_over_farmers": ("农民先出完：农民胜", "A farmer is out first: the farmers win"),
    "ddz.ev_spring": ("春天！×2", "Spring! ×2"),
    "ddz.ev_fanchun": ("反春！×2", "Reverse spring! ×2"),
    # the scoring screen's ledger (DDZ-9)
    "line.ddz_unit": (
        "一份 = 底分 {base} × 倍数 {multiple} × 翻倍 {doubling} = {value}",
        "One unit = base {base} × multiple {multiple} × doubling {doubling} = {value}",
    ),
    "line.ddz_bombs": (
        "炸弹和王炸共 {bombs} 个，翻倍 {bomb_doublings} 次：×{value}",
        "Bombs and the rocket played: {bombs}, doubling {bomb_doublings} "
        "{bomb_doublings|time|times}: ×{value}",
    ),
    "line.ddz_shown": ("地主明牌：×{value}", "The landlord's open hand: ×{value}"),
    "line.ddz_spring": ("春天（地主出完，农民一张没出）：×{value}",
                        "Spring (the landlord went out, the farmers never played): ×{value}"),
    "line.ddz_fanchun": ("反春（地主只出了第一手）：×{value}",
                         "Reverse spring (the landlord played only his first lead): ×{value}"),
    "line.landlord": ("地主 {name}：{value:+d}（两份）", "Landlord {name}: {value:+d} (two units)"),
    "line.farmer": ("农民 {name}：{value:+d}（一份）", "Farmer {name}: {value:+d} (one unit)"),
}
