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
}
