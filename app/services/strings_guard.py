"""The catalogue's block for files received from others, a second copy of the app on the same data
folder and an AI worker that stopped answering (issue 33; merged into ``i18n.CATALOGUE``)."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "file.unreadable": (
        "无法读取{what}（{reason}）：{path}。文件没有损坏，保持原样，也不会被覆盖；请检查它的权限。",
        "The {what} could not be read ({reason}): {path}. It is not damaged: it is left as it is and "
        "will not be overwritten. Please check its permissions.",
    ),
    "replay.import.bad_path": (
        "无法打开这个路径（{reason}）：{path}。请检查路径是否写对。",
        "This path cannot be opened ({reason}): {path}. Please check how it is written.",
    ),
    "replay.import.reading": ("正在读取文件…", "Reading the file…"),
    "replay.import.checking": ("正在检查第 {i}/{n} 局…", "Checking hand {i} of {n}…"),
    "replay.import.confirm": (
        "这个文件里有 {n} 局可以导入（{games}）{skipped}。导入的牌局另外保存为“收到的牌局”，"
        "不会挤掉你自己的记录。",
        "The file holds {n} {n|hand|hands} to import ({games}){skipped}. They are kept apart as "
        "received hands: your own history stays as it is.",
    ),
    "replay.import.skipped": (
        "，另有 {n} 局没有打完，已跳过",
        "; {n} unfinished {n|hand is|hands are} left out",
    ),
    "replay.import.yes": ("导入", "Import"),
    "replay.row_received": ("收到的", "Received"),
    "replay.hidden_cards": ("{n} 张暗牌", "{n} face-down {n|card|cards}"),
    "replay.failed": (
        "这一局无法回放，回放已关闭：{error}。牌局记录没有改动。",
        "This hand cannot be replayed, so the replay was closed: {error}. The history is unchanged.",
    ),
    "folder.read_only": (
        "另一个牌局程序正在使用同一个数据文件夹（{folder}）。这个窗口只读：可以打牌、看回放，"
        "但不会保存对局、战绩和牌局记录，以免两个窗口互相覆盖。请关掉其中一个。",
        "Another copy of Paiju is using the same data folder ({folder}). This window is read-only: "
        "you can play and watch replays, but it saves no match, statistics or hand history, so the "
        "two windows cannot overwrite each other. Please close one of them.",
    ),
    "ai.fallback": (
        "{name} 的电脑对手没有回应（已重新启动两次），这一步由程序替它出了一手简单的合法牌。",
        "The computer player for {name} stopped answering (restarted twice), so a simple legal move "
        "was played for it.",
    ),
}
