"""The catalogue's block for files the background writer could not write (merged into
``i18n.CATALOGUE``); the autosave's own ``save.write_failed`` is in ``i18n``. Each takes ``{reason}``."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    "file.write_failed": ("无法写入文件：{reason}", "Could not write a file: {reason}"),
    "history.write_failed": (
        "无法保存牌局记录：{reason}。原来的记录文件保持不变。",
        "Could not save the hand history: {reason}. The history file on disk is unchanged.",
    ),
    "stats.write_failed": (
        "无法保存战绩：{reason}。原来的战绩文件保持不变。",
        "Could not save the statistics: {reason}. The statistics file on disk is unchanged.",
    ),
}
