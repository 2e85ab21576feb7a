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
    "keys.select": ("选中/放下光标处的牌", "Raise/lower the card at the cursor"),
    "keys.amount": ("加减数额", "Change the amount"),
    "keys.sort": ("换排序", "Change the sort"),
    "keys.code": ("复制牌号", "Copy the deal code"),
}
