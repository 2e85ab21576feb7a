"""Catalogue strings of the table's controls: the phase-aware key help, 扯旋's betting prompt and hand
summaries, 打筒子's score words (#20); merged by ``app.services.i18n``."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    # ---- the pause menu's key help
    "keys.now": ("这一步的按键", "Keys for this decision"),
    "keys.table": ("牌桌按键", "Table keys"),
    "keys.enter": ("回车", "Enter"),
    "keys.space": ("空格", "Space"),
    "keys.esc": ("Esc", "Esc"),
    "keys.arrows": ("←→", "←→"),
    "keys.plus_minus": ("+/−", "+/−"),
    "keys.move": ("移动选牌光标", "Move the card cursor"),
    "keys.home_end": ("Home/End", "Home/End"),
    "keys.ends": ("光标到第一张/最后一张", "Cursor to the first / last card"),
    "keys.select": ("选中/放下光标处的牌", "Raise/lower the card at the cursor"),
    "keys.amount": ("加减数额", "Change the amount"),
    "keys.sort": ("换排序", "Change the sort"),
    "keys.code": ("复制牌号", "Copy the deal code"),
    # ---- 扯旋's betting prompt: exactly the legal choices (CX-11)
    "cx.prompt_turn": ("轮到你：{options}", "Your turn: {options}"),
    "cx.prompt_short": (
        "轮到你：筹码不够跟 {n}，只能{options}",
        "Your turn: too few chips to call {n}; {options}",
    ),
    "cx.opt_check": ("休", "check"),
    "cx.opt_call": ("跟（再押 {n}）", "call ({n} more)"),
    "cx.opt_raise": ("大", "raise"),
    "cx.opt_allin": ("敲（押到 {n}）", "all in (to {n})"),
    "cx.opt_fold": ("丢", "fold"),
    "cx.sep": ("、", ", "),
    "cx.or": ("或", " or "),
    # ---- 扯旋: the log across hands, the last hand reopened
    "log.hand": ("—— 第 {n} 局 ——", "—— Hand {n} ——"),
    "cx.log_result": ("{name} 本局 {delta}", "{name}: {delta} this hand"),
    "cx.last_hand": ("上局", "Last hand"),
    "cx.review_title": ("第 {n} 局回顾 · 按 V 关闭", "Hand {n} again · V closes"),
}
