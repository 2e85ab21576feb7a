"""Catalogue strings of take-back (悔牌) and deal codes (牌号), merged by ``app.services.i18n``."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    # ---- take-back
    "table.takeback": ("悔牌", "Take back"),
    "table.takeback_done": ("已悔牌：回到你上一步之前", "Taken back: you are before your last move"),
    "table.takeback_none": ("现在没有可以悔的牌", "Nothing to take back now"),
    "menu.takeback": ("悔牌", "Take-back"),
    "menu.stats_takeback": (
        " · 其中悔牌 {matches} 场（胜 {wins}）",
        " · with take-backs {matches} (won {wins})",
    ),
    # ---- deal codes at the table
    "table.deal_code": ("牌号 {code}", "Deal {code}"),
    "table.code_copied": ("牌号已复制：{code}", "Deal code copied: {code}"),
    "table.code_copy_failed": (
        "无法复制到剪贴板，请手动记下牌号：{code}",
        "Could not copy to the clipboard; the code is {code}",
    ),
    "table.no_code": ("这一局没有牌号", "This hand has no deal code"),
    "table.copy_code": ("复制牌号  D", "Copy deal code  D"),
    # ---- play a deal by code
    "menu.by_code": ("按牌号开局", "Deal by code"),
    "code.title": ("按牌号开局", "Play a deal by code"),
    "code.prompt": (
        "输入或粘贴牌号，例如 BBT-SEXAZ8-X8HD9P-XG069G",
        "Type or paste a deal code, e.g. BBT-SEXAZ8-X8HD9P-XG069G",
    ),
    "code.start": ("开局  回车", "Play  Enter"),
    "code.paste": ("粘贴  Ctrl+V", "Paste  Ctrl+V"),
    "code.back": ("返回  Esc", "Back  Esc"),
    "code.seats": (
        "座位和房间选项按菜单里这个游戏的设置；人数由牌号决定。",
        "Seats and room options follow the menu's set-up of that game; the code sets the player count.",
    ),
    "code.err.empty": ("请先输入牌号", "Type a deal code first"),
    "code.err.game": ("牌号应以游戏代号开头（{games}）", "A deal code starts with a game ({games})"),
    "code.err.length": (
        "牌号长度不对：游戏代号后应有 18 个字母或数字",
        "Wrong length: a deal code has 18 letters or digits after the game",
    ),
    "code.err.char": ("牌号里不会有这个字符：{ch}", "A deal code has no {ch}"),
    "code.err.check": ("牌号有误，请检查是否抄错了", "This deal code is mistyped: please check it"),
    "code.err.other": ("这不是有效的牌号", "This is not a valid deal code"),
    "code.paste_failed": ("无法读取剪贴板", "Could not read the clipboard"),
    # ---- after a hand
    "score.same_deal": ("再打这副牌", "Play this deal again"),
    "score.code_copy": ("按 D 复制牌号", "D copies the code"),
    "score.same_deal_title": ("放弃这一场？", "Give up this match?"),
    "score.same_deal_confirm": (
        "{game}这一场还没打完（第{hand}局，总分 {scores}）。再打这副牌会开新的一场，这一场的存档会被删除，"
        "无法恢复。",
        "This match of {game} is not over (hand {hand}, scores {scores}). Playing this deal again starts "
        "a new match and deletes this one's save for good.",
    ),
    "score.same_deal_yes": ("放弃这一场", "Give it up"),
}
