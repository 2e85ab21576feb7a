"""Catalogue strings of the AI characters (issue #25), merged by ``app.services.i18n``: each
character's name and one-line description come from ``ai.characters`` (one table, not two), the
rest is the menu's, the table's and the statistics screen's text about them."""

from __future__ import annotations

from ai.characters import CHARACTERS

STRINGS: dict[str, tuple[str, str]] = {
    **{f"char.{c.id}": (c.zh, c.en) for c in CHARACTERS},
    **{f"char.{c.id}.desc": (c.desc_zh, c.desc_en) for c in CHARACTERS},
    # the menu: the label of a seat's character row, where it has a row of its own
    "menu.character_label": ("性格", "Style"),
    # the seat panel's name line: the AI's level and character
    "table.ai_tag": ("{level}·{character}", "{level} · {character}"),
    # the statistics screen: how each character faced played
    "stats.chart_styles": ("对手性格", "AI styles"),
    "stats.styles_title": ("对手性格：每局平均次数", "AI styles: times per hand"),
    "stats.styles_empty": ("还没有和电脑对手打完的局", "No finished hands against AI opponents yet"),
    "stats.styles_hands": ("局数", "Hands"),
    "stats.style.chui": ("捶", "Hammer"),
    "stats.style.dou": ("抖", "Shake"),
    "stats.style.touxiang": ("投降", "Surrender"),
    "stats.style.baopai": ("包牌", "Go alone"),
    "stats.style.bid": ("叫牌", "Bids"),
    "stats.style.raise": ("加注", "Raises"),
    "stats.style.fold": ("弃牌", "Folds"),
    "stats.style.bombs": ("炸弹", "Bombs"),
}
