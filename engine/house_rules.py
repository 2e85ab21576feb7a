"""House rules: every reading the rule documents leave open, as a room option of its game.

Each option's default is the project's ruling (so a room nobody touches plays as before); the other
choices are the readings the ruling set aside. ``help_zh``/``help_en`` quote the document's words and
say what each choice does. The games read them from their options dict like any other option.
"""

from __future__ import annotations

from .registry import ON_OFF, OptionSpec

__all__ = ["DTZ_HOUSE", "BBT_HOUSE", "BZP_HOUSE", "SDY_HOUSE", "CX_HOUSE", "ZPY_HOUSE"]


def _house(key: str, zh: str, en: str, choices: tuple, default: object, rule: str,
           help_zh: str, help_en: str, labels: tuple[tuple[str, str], ...]) -> OptionSpec:
    return OptionSpec(key, zh, en, choices, default, rule, help_zh=help_zh, help_en=help_en,
                      house=True, choice_labels=labels)


DTZ_HOUSE = [
    _house("finish_counts", "游次奖罚计入目标分", "Finishing bonus counts to target", ON_OFF, True,
           "DTZ-9.3",
           "“打满1000分只算5，10，K的捡到的分”，但“当局分数不够扣”又把奖罚与捡分合算：计入＝一游+100、"
           "二游−40、三游−60算进目标分；不计入＝目标分只算捡分，奖罚终局结算时再加",
           "\"only 5, 10 and K points count to 1000\", yet penalties come \"out of the hand's points\": "
           "counts = +100/−40/−60 go into the race score; not = the race counts card points only, "
           "the finishing bonus is added at the final settlement",
           (("计入", "Counts"), ("不计入", "Does not count"))),
    _house("must_beat_after_out", "一游后仍须管牌", "Must beat after the first is out", ON_OFF, True,
           "DTZ-2.3",
           "“出完以后…玩家则按顺序继续出牌（可以随意出牌）”：须管＝有牌必打照旧；随意＝一游出完后，"
           "剩下两家打得起也可以不要",
           "\"the others keep playing in turn (may play freely)\": must = must-beat as before; "
           "free = once the first player is out, the other two may pass even when they can beat",
           (("仍须管牌", "Must beat"), ("随意出牌", "May pass"))),
    _house("dizha_voids_tongzi", "地炸压筒子不计奖", "A 地炸 voids a beaten 筒子's bonus", ON_OFF, True,
           "DTZ-8.2",
           "“哪一方取胜，则奖励分计入哪一方”：作废＝被地炸压住的筒子不得奖励分；保留＝筒子被地炸压住，"
           "出筒子的人仍得筒子奖励分（被更大的筒子压住照旧作废）",
           "\"the bonus goes to whoever wins\": void = a 筒子 beaten by a 地炸 earns nothing; keep = "
           "its player still earns the 筒子 bonus (a 筒子 beaten by a bigger 筒子 still earns nothing)",
           (("作废", "Void"), ("保留", "Kept"))),
]

BBT_HOUSE: list[OptionSpec] = []
BZP_HOUSE: list[OptionSpec] = []
SDY_HOUSE: list[OptionSpec] = []
CX_HOUSE: list[OptionSpec] = []
ZPY_HOUSE: list[OptionSpec] = []
