"""The catalogue's block for damaged files and engine failures (merged into ``i18n.CATALOGUE``)."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "file.what.save": ("存档", "saved match"),
    "file.what.settings": ("设置文件", "settings file"),
    "file.what.stats": ("战绩文件", "statistics file"),
    "file.corrupt": (
        "{what}已损坏，无法读取。原文件已移到 {name}，内容未改动（文件夹：{folder}）。{then}",
        "The {what} is damaged and could not be read. It was moved, unchanged, to {name} "
        "(folder: {folder}). {then}",
    ),
    "file.future": (
        "{what}来自更新的版本，无法读取。原文件已移到 {name}（文件夹：{folder}）。{then}",
        "The {what} comes from a newer version of the app. It was moved, unchanged, to {name} "
        "(folder: {folder}). {then}",
    ),
    "file.unplayable": (
        "{what}中的游戏在这个版本中不能玩。原文件已移到 {name}（文件夹：{folder}）。{then}",
        "The {what} is for a game this version cannot play. It was moved, unchanged, to {name} "
        "(folder: {folder}). {then}",
    ),
    "file.not_moved": (
        "{what}已损坏，无法读取，也无法移走（{reason}）：{path}。文件保持原样，不会被覆盖。",
        "The {what} is damaged and could not be read, nor moved aside ({reason}): {path}. "
        "It is left as it is and will not be overwritten.",
    ),
    "file.then.save": ("可以开始新的对局。", "You can start a new match."),
    "file.then.settings": ("现在使用默认设置。", "Default settings are used now."),
    "file.then.stats": ("战绩从零开始记录。", "Statistics start again from zero."),
    "save.blocked": (
        "无法自动保存：损坏的存档无法移走。",
        "Autosave is off: the damaged save could not be moved aside.",
    ),
    "table.draw_failed": (
        "牌桌有一部分画不出来：{error}。对局照常进行。",
        "Part of the table could not be drawn: {error}. The match goes on.",
    ),
    "start.no_display": (
        "牌局无法启动：找不到可以打开窗口的显示器（{driver}）。请在图形桌面中启动；"
        "通过 SSH 连接时请开启 X 转发（ssh -X）。",
        "Paiju cannot start: no display to open its window on ({driver}). Start it from a graphical "
        "desktop; over SSH, turn on X forwarding (ssh -X).",
    ),
    "engine.failed": (
        "对局出现内部错误，无法继续：{error}。最后一次正常的自动存档已保留。",
        "The match hit an internal error and cannot go on: {error}. The last good autosave is kept.",
    ),
}
