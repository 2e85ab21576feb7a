"""Catalogue strings of the house-rules panel (房规), merged by ``app.services.i18n``. The options'
own labels and help lines live in their ``OptionSpec`` (engine/house_rules.py)."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "house.button": ("房规…", "House rules…"),
    "house.button_changed": ("房规…（改了 {n} 项）", "House rules… ({n} changed)"),
    "house.title": ("房规 · {game}", "House rules · {game}"),
    "house.intro": (
        "规则原文没说死的地方，由房间自己定。默认就是本软件的裁定。",
        "Where the rule documents leave a point open, the room decides. The defaults are this app's rulings.",
    ),
    "house.presets": ("规则套餐", "Rule sets"),
    "house.mine": ("我的房规", "My house rules"),
    "house.save_mine": ("保存为我的房规", "Save as my house rules"),
    "house.saved": ("已保存为你的房规", "Saved as your house rules"),
    "house.save_failed": ("无法保存房规文件，本局仍按所选规则打", "Could not save the house-rules file; "
                                                        "this match still uses the rules chosen"),
    "house.defaults": ("恢复默认", "Defaults"),
    "house.done": ("完成", "Done"),
    "house.none": ("这个游戏没有房规选项", "This game has no house-rule options"),
    "house.played_with": ("房规：{rules}", "Played with: {rules}"),
    "house.played_default": ("房规：全部默认", "House rules: all defaults"),
    "house.rules_heading": (
        "房规选项（开局前在“房规…”里选）",
        "House rules (chosen under \"House rules…\" before a match)",
    ),
    "house.rule_line": ("{name}（默认：{default}）——{help}", "{name} (default: {default}) — {help}"),
    "file.what.house": ("房规文件", "house-rules file"),
    "file.then.house": ("“我的房规”已清空。", "\"My house rules\" start empty."),
    "file.what.setups": ("开局设置文件", "set-up file"),
    "file.then.setups": ("各游戏的开局设置回到默认。", "Every game's set-up is back to its defaults."),
}
