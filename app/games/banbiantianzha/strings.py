"""The 半边天炸 table's catalogue entries (its choices 捶/开枪/抖, badges, phases and ledger lines), both
languages; merged into the one catalogue by ``app.games.registry`` (a key defined twice anywhere stops
the app at start-up)."""

STRINGS: dict[str, tuple[str, str]] = {
    "phase.hammer": ("捶", "Hammer"),
    "phase.shoot": ("开枪/投降", "Shoot or surrender"),
    "phase.counter_shot": ("反枪", "Counter-shot"),
    "phase.dou": ("抖", "Shake"),
    "phase.counter_dou": ("反抖", "Counter-shake"),
    "prompt.hammer": ("本局捶不捶？捶了输赢都翻倍", "Hammer this hand? It doubles what you win or lose"),
    "prompt.shoot": (
        "你拿到大王做庄：开枪，还是投降？",
        "You hold the big joker: shoot (play, ×2) or surrender?",
    ),
    "prompt.counter_shot": (
        "庄家投降了：要不要反枪做庄？",
        "The banker surrendered: counter-shoot and become banker?",
    ),
    "prompt.dou": (
        "你有两个以上炸弹：抖不抖？",
        "You hold two or more bombs: shake (×2 against the banker)?",
    ),
    "prompt.counter_dou": ("闲家抖了：反抖吗？", "A defender shook: counter-shake (×2 on both)?"),
    "bbt.sub_chui": ("输赢都 ×2", "win or lose ×2"),
    "bbt.sub_kaiqiang": ("打这局，输赢 ×2", "play on, stakes ×2"),
    "bbt.sub_touxiang": ("没人反枪：你输 {n}", "none counters: you pay {n}"),
    "bbt.sub_fanqiang": ("你做庄，输赢 ×2", "you bank, stakes ×2"),
    "bbt.sub_bufan": ("都不反：庄认输", "none counter: banker pays"),
    "bbt.sub_dou": ("和庄的输赢 ×2", "×2 against the banker"),
    "bbt.sub_fandou": ("两家输赢都 ×2", "both pairs ×2"),
    "choice.chui": ("捶", "Hammer"),
    "choice.buchui": ("不捶", "No hammer"),
    "choice.kaiqiang": ("开枪", "Shoot"),
    "choice.touxiang": ("投降", "Surrender"),
    "choice.fanqiang": ("反枪", "Counter-shoot"),
    "choice.bufan": ("不反", "Decline"),
    "choice.dou": ("抖", "Shake"),
    "choice.budou": ("不抖", "No shake"),
    "choice.fandou": ("反抖", "Counter-shake"),
    "choice.bufandou": ("不反抖", "No counter"),
    "badge.hammer": ("捶", "Hammer"),
    "badge.dou": ("抖", "Shake"),
    "badge.counter_dou": ("反抖", "Counter-shake"),
    "badge.shoot": ("开枪", "Shot"),
    "badge.surrender": ("投降", "Surrendered"),
    "badge.counter_shot": ("反枪", "Counter-shot"),
    "line.bbt.hammer": ("{name} 捶：与其相关的结算 ×2", "{name} hammered: ×2 on their pairs"),
    "line.bbt.card_points": ("{name} 捡分 {value}", "{name} took {value} card {value|point|points}"),
    "line.bbt.chaofen": ("朝分：{from_name} 给 {name} 20 分", "Tribute: {from_name} gives {name} 20 points"),
    "line.bbt.chaofen.defenders": (
        "朝分：闲家 {others} 一起给庄家 {name} 20 分，从两人的合计分里扣（不分哪一位闲家出）",
        "Tribute: the defenders {others} give the banker {name} 20 points off their joint total "
        "(neither one alone pays it)",
    ),
    "line.bbt.no_chaofen": (
        "上游和下游同为闲家，不朝分",
        "Upstream and downstream are both defenders: no tribute",
    ),
    "line.bbt.decision": (
        "庄 {banker_points} 分 对 闲 {defender_points} 分：{outcome_text}",
        "Banker {banker_points} v defenders {defender_points}: {outcome_text}",
    ),
    "line.bbt.pair": (
        "{name} 与庄（{banker_name}）结算 ×{multiplier}（{factors}）：{value:+}",
        "{name} v the banker ({banker_name}): ×{multiplier} ({factors}), {value:+}",
    ),
    "factor.hammer": ("捶", "hammer"),
    "factor.shoot": ("开枪", "shot"),
    "factor.dou": ("抖", "shake"),
    "factor.counter_dou": ("反抖", "counter-shake"),
    "factor.base": ("底分", "base"),
    "line.bbt.surrender_pair": (
        "庄投降无人反枪：{name} 得 {multiplier}",
        "Surrender, no counter-shot: {name} receives {multiplier}",
    ),
    "line.bbt.points": ("{name} 捡分 {value}", "{name} took {value} card {value|point|points}"),
}
