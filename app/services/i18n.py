"""The one zh/en string catalogue and the translator the scenes use.

Every string the app shows lives in ``CATALOGUE`` (key -> (中文, English)); the font build script
and the coverage test read it, so a string added here is guaranteed a glyph in the bundled font.
"""

from __future__ import annotations

import locale
import os
import re
from collections.abc import Iterable, Mapping
from typing import Any

LANGS = ("zh", "en")

CATALOGUE: dict[str, tuple[str, str]] = {
    # ---- app and main menu
    "app.title": ("牌局", "Paiju"),
    "app.subtitle": ("中国地方牌戏 · 单机版", "Chinese regional card games · offline"),
    "menu.start": ("开始对局", "Start match"),
    "menu.continue": ("继续对局", "Continue"),
    "menu.continue_info": ("{game} · 第{hand}局", "{game} · hand {hand}"),
    "menu.settings": ("设置", "Settings"),
    "menu.rules": ("规则", "Rules"),
    "menu.quit": ("退出", "Quit"),
    "menu.choose_game": ("选择游戏", "Choose a game"),
    "menu.players": ("{n}人", "{n} players"),
    "menu.coming_soon": ("即将推出", "Coming soon"),
    "menu.seats": ("座位", "Seats"),
    "menu.options": ("房间选项", "Room options"),
    "menu.stats": ("已玩 {matches} 场 · 胜 {wins} 场", "{matches} matches played · {wins} won"),
    "menu.seat_label": ("座位{n}", "Seat {n}"),
    "menu.you": ("你", "You"),
    "menu.rename": ("点击名字可修改", "Click a name to edit it"),
    "menu.need_human": ("全电脑对局：观战模式", "All seats AI: you watch"),
    "seat.human": ("玩家", "Human"),
    "seat.ai": ("电脑", "AI"),
    "seat.name_human": ("玩家{n}", "Player {n}"),
    "seat.name_ai": ("电脑{n}", "AI {n}"),
    "ai.random": ("随机", "Random"),
    "ai.easy": ("简单", "Easy"),
    "ai.normal": ("普通", "Normal"),
    "ai.hard": ("困难", "Hard"),
    "opt.on": ("开", "On"),
    "opt.off": ("关", "Off"),
    "opt.value.upstream": ("上游方胜", "Upstream wins"),
    "opt.value.draw": ("平局", "Draw"),
    "save.corrupt": (
        "存档无法读取，已移到 {name}。",
        "The saved match could not be read; it was moved to {name}.",
    ),
    "save.future": (
        "存档来自更新的版本，无法读取，已移到 {name}。",
        "The save comes from a newer version of the app; it was moved to {name}.",
    ),
    "save.unplayable": (
        "存档的游戏暂不可玩，已移到 {name}。",
        "The saved game cannot be played in this version; it was moved to {name}.",
    ),
    "save.write_failed": ("无法保存对局：{reason}", "Could not save the match: {reason}"),
    "common.ok": ("确定", "OK"),
    "common.back": ("返回", "Back"),
    "common.close": ("关闭", "Close"),
    "common.notice": ("提示", "Notice"),
    # ---- table
    "table.hand_no": ("第 {n}/{total} 局", "Hand {n}/{total}"),
    "table.hand_no_open": ("第 {n} 局", "Hand {n}"),
    "table.play": ("出牌", "Play"),
    "table.pass": ("不出", "Pass"),
    "table.hint": ("提示", "Hint"),
    "table.sort_rank": ("按点数", "By rank"),
    "table.sort_suit": ("按花色", "By suit"),
    "table.menu": ("菜单", "Menu"),
    "table.last_trick": ("上一轮", "Last trick"),
    "table.no_last_trick": ("还没有完成的一轮", "No finished trick yet"),
    "table.log": ("记录", "Log"),
    "table.no_log": ("本局还没有记录", "Nothing yet this hand"),
    "table.your_turn": ("轮到你了", "Your turn"),
    "table.turn_of": ("等待 {name}", "Waiting for {name}"),
    "table.thinking": ("{name} 思考中…", "{name} is thinking…"),
    "table.thinking_short": ("思考中", "thinking"),
    "table.cards_left": ("{n}张", "{n} cards"),
    "table.played_n": ("{name}：出牌（{n} 张）", "{name}: played ({n})"),
    "table.points": ("{n}分", "{n} pts"),
    "table.select_first": ("请先选择要出的牌", "Select the cards to play first"),
    "table.hint_pass": ("提示：这一手建议不出", "Hint: pass this time"),
    "table.no_hint": ("没有能压过的牌，只能不出", "Nothing beats it: pass"),
    "table.place_1": ("上游", "1st out"),
    "table.place_2": ("二游", "2nd out"),
    "table.place_n": ("第{n}名", "#{n} out"),
    "table.trick_won": ("{name} 收下 {points} 分", "{name} takes {points} pts"),
    "table.lead": ("首出", "Lead"),
    "table.keys": (
        "←→ 移动  空格 选牌  回车 出牌  P 不出  H 提示",
        "←→ move  Space select  Enter play  P pass  H hint",
    ),
    "table.keys_no_pass": (
        "←→ 移动  空格 选牌  回车 出牌  H 提示",
        "←→ move  Space select  Enter play  H hint",
    ),
    "table.spectator": ("观战", "Watching"),
    "table.hand_over": ("本局结束", "Hand over"),
    "table.resume": ("继续游戏", "Resume"),
    "table.save_quit": ("保存并返回菜单", "Save and quit to menu"),
    "table.not_your_turn": ("还没轮到你", "It is not your turn"),
    "table.auto": ("托管", "Auto"),
    "table.illegal": ("不能这样出：{reason}", "Not allowed: {reason}"),
    "table.auto_on": ("托管中（点击取消）", "Auto-play on (click to stop)"),
    # phases and prompts
    "phase.hammer": ("捶", "Hammer"),
    "phase.shoot": ("开枪/投降", "Shoot or surrender"),
    "phase.counter_shot": ("反枪", "Counter-shot"),
    "phase.dou": ("抖", "Shake"),
    "phase.counter_dou": ("反抖", "Counter-shake"),
    "phase.play": ("出牌", "Play"),
    "phase.over": ("结束", "Over"),
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
    "prompt.generic": ("请选择", "Choose"),
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
    "role.banker": ("庄", "Banker"),
    "role.declarer": ("庄", "Declarer"),
    "role.defender": ("闲", "Def."),
    "role.landlord": ("地主", "Landlord"),
    "role.farmer": ("农民", "Farmer"),
    "role.friend": ("朋友", "Friend"),
    "badge.hammer": ("捶", "Hammer"),
    "badge.dou": ("抖", "Shake"),
    "badge.counter_dou": ("反抖", "Counter"),
    "badge.shoot": ("开枪", "Shot"),
    "badge.surrender": ("投降", "Surrendered"),
    "badge.counter_shot": ("反枪", "Counter-shot"),
    # ---- hand-over (hot-seat)
    "handover.title": ("请{name}就座", "Pass to {name}"),
    "handover.hint": ("其他玩家请回避 · 准备好后点击任意处", "Others look away — click when ready"),
    # ---- scoring
    "score.title": ("第{n}局结算", "Hand {n} result"),
    "score.ledger": ("本局明细", "This hand"),
    "score.totals": ("总分", "Match totals"),
    "score.delta": ("本局", "Hand"),
    "score.total": ("累计", "Total"),
    "score.chart": ("累计得分走势", "Cumulative score by hand"),
    "score.level": ("级别", "Level"),
    "score.chart_levels": ("累计升级走势", "Levels gained by hand"),
    "score.next": ("下一局", "Next hand"),
    "score.menu": ("返回菜单", "Back to menu"),
    "score.again": ("再来一场", "Play again"),
    "score.match_over": ("对局结束", "Match over"),
    "score.winner": ("{names} 获胜！", "{names} won the match!"),
    "score.won_hand": ("本局胜方：{names}", "Hand won by {names}"),
    "score.draw": ("本局平局", "This hand is a draw"),
    "score.seat": ("玩家", "Player"),
    "score.no_lines": ("（无明细）", "(no ledger lines)"),
    "score.and": ("、", " and "),
    # ledger lines (ScoreLine keys); unknown keys fall back to key + detail
    "line.bbt.hammer": ("{name} 捶：与其相关的结算 ×2", "{name} hammered: ×2 on their pairs"),
    "line.bbt.card_points": ("{name} 捡分 {value}", "{name} took {value} card points"),
    "line.bbt.chaofen": ("朝分：{from_name} 给 {name} 20 分", "Tribute: {from_name} gives {name} 20 points"),
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
    "line.bbt.points": ("{name} 捡分 {value}", "{name} took {value} card points"),
    "side.defenders": ("闲家", "the defenders"),
    "side.banker": ("庄家", "the banker"),
    "outcome.banker": ("庄胜", "banker wins"),
    "outcome.defenders": ("闲胜", "defenders win"),
    "outcome.draw": ("平局", "draw"),
    "line.total": ("本局合计：{values}", "Hand total: {values}"),
    "list.sep": ("、", ", "),
    "line.generic": ("{name}：{key}", "{name}: {key}"),
    # ---- settings
    "settings.title": ("设置", "Settings"),
    "settings.language": ("语言", "Language"),
    "settings.anim": ("动画速度", "Animation speed"),
    "settings.anim.off": ("关闭", "Off"),
    "settings.anim.fast": ("快", "Fast"),
    "settings.anim.normal": ("正常", "Normal"),
    "settings.volume": ("音量", "Volume"),
    "settings.mute": ("静音", "Mute"),
    "settings.card_back": ("牌背", "Card back"),
    "settings.back.0": ("红", "Red"),
    "settings.back.1": ("蓝", "Blue"),
    "settings.back.2": ("绿", "Green"),
    "settings.four_colour": ("四色花色", "Four-colour suits"),
    "settings.sort": ("手牌排序", "Hand sort order"),
    "settings.fullscreen": ("全屏 (F11)", "Full screen (F11)"),
    "settings.lang.zh": ("中文", "中文"),
    "settings.lang.en": ("English", "English"),
    # ---- rules viewer
    "rules.title": ("游戏规则", "Rules"),
    "rules.missing": ("这个游戏的规则还没有写好。", "The rules of this game are not written yet."),
    "rules.scroll": ("滚轮或↑↓翻页", "Scroll with the wheel or ↑↓"),
    # ---- 四川扯旋 (app/table/chexuan*.py)
    "phase.stake": ("设簸簸", "Set your stake"),
    "phase.bet": ("下注", "Betting"),
    "phase.split": ("分头尾", "Split head and tail"),
    "prompt.stake": ("设定本局的簸簸：最多能输、能押的筹码", "Set your 簸簸: the most you can bet or lose"),
    "prompt.bet": ("大、跟、敲、休或丢", "Raise, call, all in, check or fold"),
    "prompt.split": ("把四张牌分成头和尾，头不能比尾小", "Split four cards into a head and a tail"),
    "cx.fold": ("丢", "Fold"),
    "cx.check": ("休", "Check"),
    "cx.call": ("跟", "Call"),
    "cx.raise": ("大", "Raise"),
    "cx.allin": ("敲", "All in"),
    "cx.raise_range": ("大到", "Raise to"),
    "cx.stake_range": ("簸簸", "Stake"),
    "cx.stake_set": ("设定簸簸", "Set stake"),
    "cx.p_min": ("最小", "Min"),
    "cx.p_half": ("半池", "Half pot"),
    "cx.p_pot": ("满池", "Pot"),
    "cx.p_max": ("最大", "Max"),
    "cx.ev_stake": ("簸簸 {n}", "Stake {n}"),
    "cx.ev_raise": ("大到 {total}", "Raise to {total}"),
    "cx.ev_call": ("跟到 {total}", "Call {total}"),
    "cx.ev_allin": ("敲 {total}", "All in {total}"),
    "cx.ev_street": ("第{n}轮", "Round {n}"),
    "cx.showdown": ("比牌", "Showdown"),
    "cx.chips": ("筹码{n}", "{n} chips"),
    "cx.bobo": ("簸簸{n}", "stake {n}"),
    "cx.in": ("已押{n}", "in {n}"),
    "cx.pot": ("底池 {n}", "Pot {n}"),
    "cx.round": ("第{n}轮（共3轮）", "Round {n} of 3"),
    "cx.to_call": ("当前注 {n}", "Bet {n}"),
    "cx.ante": ("底皮 {n}", "Ante {n}"),
    "cx.stake_info": ("簸簸 {lo}–{hi} · 底皮 {ante}", "Stakes {lo}–{hi} · ante {ante}"),
    "cx.prompt_call": (
        "轮到你：跟要再押 {n}，或大、敲、丢",
        "Your turn: {n} to call, or raise, all in, fold",
    ),
    "cx.prompt_open": ("轮到你：没人下注，可以休", "Your turn: nobody has bet, you may check"),
    "cx.open_card": ("明", "open"),
    "badge.cx_fold": ("丢", "Folded"),
    "badge.cx_allin": ("敲", "All in"),
    "badge.cx_out": ("观战", "Sits out"),
    "badge.cx_split": ("已分牌", "Split"),
    "cx.head": ("头", "Head"),
    "cx.tail": ("尾", "Tail"),
    "cx.head_ge_tail": ("头 ≥ 尾", "head ≥ tail"),
    "cx.suggest": ("建议分牌", "Suggest"),
    "cx.keys": (
        "F 丢  C 跟/休  R 大  K 敲  +/− 加减  分牌：G 建议  W 互换  回车 确定",
        "F fold  C call/check  R raise  K all in  +/− amount  Split: G suggest  W swap  Enter confirm",
    ),
    "cx.swap": ("头尾互换", "Swap"),
    "cx.confirm_split": ("确定", "Confirm"),
    "cx.need_two": ("头要两张牌", "The head needs two cards"),
    "cx.split_hint": (
        "点击或拖动一张牌，在头尾之间移动",
        "Click or drag a card to move it between head and tail",
    ),
    "cx.will_swap": ("头比尾小：确定后自动互换（CX-8.3）", "Head below tail: it will be swapped (CX-8.3)"),
    "cx.sanhua_note": ("你有{kind}：本局不输不赢（CX-7.3）", "You hold {kind}: no win, no loss (CX-7.3)"),
    "cx.sd_title": ("比牌：尾大先收（CX-12.4）", "Showdown: the strongest tail collects first (CX-12.4)"),
    "cx.col_player": ("玩家", "Player"),
    "cx.col_vs": ("你和他比", "You against him"),
    "cx.col_delta": ("输赢", "Chips"),
    "cx.cmp_w": ("胜", " wins"),
    "cx.cmp_t": ("平", " ties"),
    "cx.cmp_l": ("负", " loses"),
    "cx.vs_win": ("你赢", "you win"),
    "cx.vs_draw": ("打和", "draw"),
    "cx.vs_lose": ("你输", "you lose"),
    "cx.sanhua_row": ("{kind}：不输不赢", "{kind}: no win, no loss"),
    "cx.folded_row": ("丢牌：{names}", "Folded: {names}"),
    "cx.cap_winner": (
        "{name} 只押了 {c}，从 {from_name} 最多收 {c}（CX-11.8）",
        "{name} put in only {c}, so takes at most {c} from {from_name} (CX-11.8)",
    ),
    "cx.cap_loser": (
        "{from_name} 能输的只剩 {value}：{name} 只收这么多（CX-11.8）",
        "{from_name} had only {value} left to lose: {name} takes just that (CX-11.8)",
    ),
    "cx.void_title": ("本局作废", "Void hand"),
    "cx.void": (
        "第{street}轮所有人都休：没有输赢，押的筹码全部退回（CX-11.9）",
        "Everyone checked in round {street}: no win, no loss, every chip goes back (CX-11.9)",
    ),
    "cx.survivor": ("{name} 独赢", "{name} wins uncontested"),
    "cx.survivor_sub": (
        "其他人都丢了：他不亮牌，从每个丢牌者最多收自己所押的数（CX-12.2）",
        "Everyone else folded: no cards shown; he takes from each folder at most what he put in (CX-12.2)",
    ),
    "cx.survivor_sanhua": (
        "他亮出{kind}：不输不赢，所有人取回所押（CX-12.2）",
        "He shows {kind}: nobody wins or loses, every chip goes back (CX-12.2)",
    ),
    "table.to_result": ("结算", "Result"),
    "tracker.button": ("记牌器", "Tracker"),
    "tracker.title": ("记牌器", "Card tracker"),
    "tracker.note": (
        "还没露面的牌（不在你手上、不在桌上）",
        "Still unseen: not in your hand, not on the table",
    ),
    "line.cx.beat": (
        "{name} 比牌胜 {from_name}，收 {value}（最多为双方所押的较小者）",
        "{name} beats {from_name} at the showdown: +{value} (at most the smaller of their two commitments)",
    ),
    "line.cx.fold": (
        "{from_name} 丢了牌，{name} 收 {value}（不超过 {name} 自己所押）",
        "{from_name} folded: {name} takes {value} (never more than {name} put in)",
    ),
    "line.cx.returned": (
        "{name} 丢牌押的 {amount} 没人能收，退回给他（CX-12.7）",
        "Nobody could take {amount} of {name}'s folded chips: returned (CX-12.7)",
    ),
    "line.cx.sanhua": (
        "{name} 有三花：不输不赢，所押全部退回（CX-7.3）",
        "{name} holds 三花: no win, no loss, all chips back (CX-7.3)",
    ),
    "line.cx.void": (
        "第{street}轮所有人都休：本局作废，所有人取回所押",
        "Everyone checked in round {street}: void hand, all chips go back",
    ),
    # ---- 五人三副牌找朋友 (app/table/zhaopengyou*.py)
    "phase.bid": ("抢庄亮主", "Declaring"),
    "phase.bury": ("扣底", "Burying"),
    "phase.call": ("叫朋友", "Calling a friend"),
    "phase.throw_choice": ("挡甩牌", "Blocking a throw"),
    "zpy.phase_bid": ("抢庄亮主（ZPY-4）", "Declaring trump (ZPY-4)"),
    "zpy.phase_bury": ("庄家扣底（ZPY-6）", "The declarer buries 7 cards (ZPY-6)"),
    "zpy.phase_call": ("庄家叫朋友（ZPY-7）", "The declarer calls a friend (ZPY-7)"),
    "zpy.phase_throw": ("甩牌被挡（ZPY-9.6）", "A throw is blocked (ZPY-9.6)"),
    "zpy.bid_open": ("亮主", "declare"),
    "zpy.bid_over": ("反主", "override"),
    "zpy.no_bid": ("不叫", "No bid"),
    "zpy.bid_line": ("{name} {what}", "{name}: {what}"),
    "zpy.no_bid_said": ("不叫", "no bid"),
    "zpy.no_standing": (
        "还没有人亮主：轮到谁，谁可以亮自己的级牌",
        "No bid yet: on your turn you may show your own level cards",
    ),
    "zpy.standing_long": (
        "当前：{name} 亮 {cards} ×{n}，庄家 {declarer}",
        "Standing: {name} showed {cards} ×{n}; declarer {declarer}",
    ),
    "zpy.bid_prompt": (
        "你的级是 {level}：可以亮 1–3 张同样的级牌；反主要比当前多一张",
        "Your level is {level}: show 1–3 identical level cards; an override needs one card more",
    ),
    "zpy.cannot_bid": (
        "你的级是 {level}：手里没有能亮的牌（或亮不过当前），只能不叫",
        "Your level is {level}: nothing you hold can bid (or beat the standing bid), so pass",
    ),
    "zpy.bury_prompt": ("选 7 张牌埋成底牌，然后叫朋友", "Select 7 cards to bury, then call your friend"),
    "zpy.bury_marks": (
        "金框的是刚拿到的 7 张底牌；G 换一种建议",
        "Gold frames: the 7 cards just taken; G cycles suggestions",
    ),
    "zpy.suggest": ("建议", "Suggest"),
    "zpy.clear": ("清空", "Clear"),
    "zpy.bury": ("扣底", "Bury"),
    "zpy.bury_sub": ("已选 {n}/7 · {points}分", "{n}/7 selected · {points} pts"),
    "zpy.bury_need": ("要正好选 7 张（现在 {n} 张）", "Select exactly 7 cards (now {n})"),
    "zpy.call_title": ("叫朋友：第几张什么牌", "Call your friend: the N-th copy of a card"),
    "zpy.pick_suit": ("花色", "Suit"),
    "zpy.pick_rank": ("点数", "Rank"),
    "zpy.pick_nth": ("第几张", "Which copy"),
    "zpy.jokers": ("王", "Jokers"),
    "zpy.nth": ("第{n}张", "copy {n}"),
    "zpy.call_text": ("第{n}张 {card}", "copy {n} of {card}"),
    "zpy.call_confirm": ("叫朋友", "Call"),
    "zpy.you_hold": ("你手里有 {n} 张（自己打出的也算数）", "You hold {n} (your own copies count too)"),
    "zpy.single": ("单张", "Single"),
    "zpy.pair": ("对子", "Pair"),
    "zpy.triple": ("三张", "Triple"),
    "zpy.pair_tractor": ("连对（{n}对）", "Pair tractor ({n})"),
    "zpy.triple_tractor": ("连三（{n}组）", "Triple tractor ({n})"),
    "zpy.keeps": ("他只留 {cards}", "he keeps {cards}"),
    "zpy.throw_line": ("{name} 甩牌：", "{name} throws:"),
    "zpy.block_prompt": (
        "你压得住：选他只能留下哪种牌型的最小一组",
        "You can beat it: choose which shape's lowest unit he must keep",
    ),
    "badge.zpy_bidder": ("亮主", "Bid"),
    "badge.zpy_starter": ("先", "First"),
    "zpy.ev_bid": ("亮 {cards}", "Shows {cards}"),
    "zpy.ev_flip": ("翻底定庄：{cards}，{name} 坐庄", "Bottom flipped: {cards}; {name} declares"),
    "zpy.ev_taken": ("坐庄，主 {trump}，拿底", "Declarer, trump {trump}: takes the bottom"),
    "zpy.ev_buried": ("扣好底牌", "Buried the bottom"),
    "zpy.ev_solo": ("庄家独打（一打四）", "Declarer alone (1 v 4)"),
    "zpy.ev_friend": ("是朋友！", "The friend!"),
    "zpy.ev_blocked": ("挡住了甩牌", "Blocks the throw"),
    "zpy.ev_failed": (
        "甩牌失败，{name} 挡住：只留 {shape}",
        "Throw fails, blocked by {name}: only the {shape} stays",
    ),
    "zpy.level": ("{level}级", "level {level}"),
    "zpy.trump_open": ("主牌未定", "Trump not yet set"),
    "zpy.standing": ("当前 {trump}（{name}）", "Standing {trump} ({name})"),
    "zpy.trump_line": ("主 {suit} · 打 {level}", "Trump {suit} · level {level}"),
    "zpy.declarer_line": ("庄家 {name}", "Declarer {name}"),
    "zpy.call_line": ("叫 第{n}张{card} · 已出 {k}", "Call: copy {n} of {card} · {k} out"),
    "zpy.friend_is": ("朋友 {name}", "Friend {name}"),
    "zpy.friend_hidden": ("朋友还没露面", "Friend not yet known"),
    "zpy.solo": ("庄家独打", "Declarer alone"),
    "zpy.def_points": ("闲家得分 {n}", "Defenders {n} pts"),
    "zpy.over_title": ("本局结算", "Hand result"),
    "zpy.over_tricks": ("闲家牌面得分 {n}", "Defenders' points in tricks: {n}"),
    "zpy.over_bonus": (
        "抠底：{name} 赢最后一轮，底牌 {points} 分 ×{mult} = +{value}",
        "Bottom bonus: {name} won the last trick, {points} pts × {mult} = +{value}",
    ),
    "zpy.over_no_bonus": (
        "最后一轮庄家方赢（{name}）：底牌 {points} 分不加",
        "The declaring side won the last trick ({name}): the bottom's {points} pts do not count",
    ),
    "zpy.over_result": ("闲家共 {points} 分：{name} · {side}", "Defenders {points} pts: {name} · {side}"),
    "zpy.res.大光": ("大光", "大光 clean sweep"),
    "zpy.res.小光": ("小光", "小光 big win"),
    "zpy.res.小胜": ("小胜", "小胜 win"),
    "zpy.res.反超": ("反超", "反超 defenders win"),
    "zpy.res.大胜": ("大胜", "大胜 big defenders' win"),
    "zpy.res.完胜": ("完胜", "完胜 crushing win"),
    "zpy.res.满光": ("满光", "满光 total win"),
    "zpy.res.惨败": ("惨败", "惨败 rout"),
    "zpy.over_levels": ("升级：{changes}", "Levels: {changes}"),
    "zpy.buried": ("底牌", "Bottom"),
    "line.zpy.trick_points": ("闲家在各轮中得分 {value}", "The defenders took {value} points in tricks"),
    "line.zpy.bottom_bonus": (
        "抠底：最后一轮由 {name} 赢，底牌 {bottom_points} 分，倍数 ×{multiplier}，"
        "闲家加 {value} 分（庄家方赢最后一轮则不加，ZPY-12）",
        "Bottom: {name} won the last trick; the bottom holds {bottom_points} pts at ×{multiplier}: "
        "defenders +{value} (nothing when the declaring side wins it, ZPY-12)",
    ),
    "line.zpy.result": (
        "庄家 {name}：闲家共 {points} 分（满 120 分闲家胜），胜方每人升 {value} 级（ZPY-13）",
        "Declarer {name}: the defenders made {points} pts (120 or more wins for them); each winner goes up "
        "{value} (ZPY-13)",
    ),
    "line.zpy.level": ("{name} 升 {value} 级", "{name}: level +{value}"),
}

# the 三打一, 打筒子 and 板子炮 tables keep their strings beside their code (app/table/strings_climbing.py)
from ..table.strings_climbing import STRINGS as _CLIMBING_STRINGS  # noqa: E402

CATALOGUE.update({k: v for k, v in _CLIMBING_STRINGS.items() if k not in CATALOGUE})

# damaged files and engine failures (app/services/strings_faults.py)
from .strings_faults import STRINGS as _FAULT_STRINGS  # noqa: E402

CATALOGUE.update({k: v for k, v in _FAULT_STRINGS.items() if k not in CATALOGUE})


class _Safe(dict):
    """format_map helper: a placeholder the caller did not fill shows as {name} instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def system_language(env: Mapping[str, str] | None = None) -> str:
    """'zh' when the system locale is Chinese, else 'en' (the default follows the system)."""
    env = os.environ if env is None else env
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            return "zh" if value.lower().startswith("zh") else "en"
    try:
        name = locale.getlocale()[0] or ""
    except ValueError:
        name = ""
    return "zh" if name.lower().startswith(("zh", "chinese")) else "en"


class I18n:
    """Looks up catalogue strings in the current language."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang if lang in LANGS else "en"

    @property
    def zh(self) -> bool:
        return self.lang == "zh"

    def t(self, key: str, **kwargs: Any) -> str:
        pair = CATALOGUE.get(key)
        if pair is None:
            return key
        text = pair[0] if self.lang == "zh" else pair[1]
        if kwargs:
            try:
                text = text.format_map(_Safe(kwargs))
            except (ValueError, TypeError):  # a format spec that does not fit the value
                return text
            if self.lang == "en" and "You" in text:  # the default player name, in a sentence about a seat
                text = _SECOND_PERSON.sub(lambda m: "Your" if m.group(0) == "You's" else
                                          "You " + _BASE_FORM[m.group(1)], text)
        return text

    def pick(self, zh: str, en: str) -> str:
        """Choose between two given texts (game names, option labels from the engine)."""
        return zh if self.lang == "zh" else en

    def join_names(self, names: Iterable[str]) -> str:
        """小明、阿芳、我 / "Ming, Fang and You": in English only the last two are joined by "and"."""
        items = list(names)
        if self.lang == "zh" or len(items) < 3:
            return self.t("score.and").join(items)
        return self.t("list.sep").join(items[:-1]) + self.t("score.and") + items[-1]


#: the present-tense verbs the catalogue puts after a seat's name ("{name} takes …"), for "You take …"
_BASE_FORM = {"beats": "beat", "bids": "bid", "declares": "declare", "gives": "give", "holds": "hold",
              "is": "are", "has": "have", "receives": "receive", "takes": "take", "throws": "throw",
              "wins": "win"}
_SECOND_PERSON = re.compile(r"\bYou's|\bYou (" + "|".join(_BASE_FORM) + r")\b")


def all_strings() -> list[str]:
    """Every catalogue string in both languages (the font build and its test use this)."""
    return [s for pair in CATALOGUE.values() for s in pair]
