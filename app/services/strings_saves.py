"""Catalogue strings of the per-game autosaves (the menu's save badges, Continue, the ask-first dialog
before a new match replaces a save), merged by ``app.services.i18n``."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "saves.badge": ("存档 · 第{hand}局", "Saved · hand {hand}"),
    "saves.none": ("这个游戏没有存档", "This game has no saved match"),
    "saves.confirm_title": ("开始新的一场？", "Start a new match?"),
    "saves.confirm_text": (
        "{game}有一场没打完的存档（第{hand}局，总分 {scores}）。开新的一场会删除这个存档，"
        "无法恢复；其他游戏的存档不变。",
        "You have an unfinished match of {game} saved (hand {hand}, scores {scores}). Starting a new "
        "match deletes that save for good. Other games' saves are kept.",
    ),
    "saves.confirm_yes": ("删除存档，开新局", "Delete it, start new"),
}
