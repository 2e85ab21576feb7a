"""Catalogue strings of the played combinations' names, the big-play banner and the AI pace
setting, merged by ``app.services.i18n``. A name is ``combo.<name>`` (the ``name`` of
``engine.describe_play``), or ``combo.<game>.<name>`` where a game calls it otherwise."""

from __future__ import annotations

from collections.abc import Container

STRINGS: dict[str, tuple[str, str]] = {
    # ---- combination names (rule documents' names first)
    "combo.single": ("单张", "Single"),
    "combo.pair": ("对子", "Pair"),
    "combo.triple": ("三张", "Triple"),
    "combo.triple_1": ("三带一", "Triple with one"),
    "combo.triple_2": ("三带二", "Triple with two"),
    "combo.triple_pair": ("三带二", "Triple with a pair"),
    "combo.straight": ("顺子", "Straight"),
    "combo.pair_run": ("连对", "Pair run"),
    "combo.plane": ("飞机", "Plane"),
    "combo.plane_wings": ("飞机带翅膀", "Plane with wings"),
    "combo.bomb": ("炸弹", "Bomb"),
    "combo.four_bomb": ("四炸", "Four bomb"),
    "combo.straight_flush": ("同花顺", "Straight flush"),
    "combo.zheng_510k": ("正510K", "Pure 5-10-K"),
    "combo.fu_510k": ("副510K", "Mixed 5-10-K"),
    "combo.tianzha": ("天炸", "Sky bomb (天炸)"),
    "combo.dizha": ("地炸", "Earth bomb (地炸)"),
    "combo.tongzi": ("筒子", "Tongzi (筒子)"),
    "combo.joker_bomb": ("天王炸弹", "Joker bomb"),
    "combo.banzipao": ("板子炮", "Banzipao (板子炮)"),
    "combo.dou": ("豆", "Dou (four of a kind)"),
    "combo.guntong": ("滚筒", "Guntong (滚筒)"),
    "combo.gunlong": ("滚龙", "Gunlong (滚龙)"),
    # the games' own words for a shape
    "combo.sandayi.pair_run": ("姐妹对", "Pair sequence"),
    "combo.sandayi.triple_pair": ("三拖二", "Triple with a pair"),
    # 斗地主's shapes as its rules text names them (DDZ-6.4, 6.9, 6.10, 6.12)
    "combo.doudizhu.triple_single": ("三带一", "Triple with one"),
    "combo.doudizhu.plane_singles": ("飞机带单", "Plane with single wings"),
    "combo.doudizhu.plane_pairs": ("飞机带对", "Plane with pair wings"),
    "combo.doudizhu.four_two": ("四带二", "Four with two"),
    "combo.doudizhu.four_two_pairs": ("四带两对", "Four with two pairs"),
    "combo.doudizhu.rocket": ("王炸", "Rocket"),
    # ---- the big-play banner
    "combo.banner": ("{name}：{kind}！", "{name}: {kind}!"),
    # ---- AI pace (Settings)
    "settings.ai_pace": ("电脑出牌速度", "AI pace"),
    "settings.ai_pace.slow": ("慢", "Slow"),
    "settings.ai_pace.normal": ("正常", "Normal"),
    "settings.ai_pace.fast": ("快", "Fast"),
}


def combo_key(game_id: str, name: str, keys: Container[str]) -> str:
    """The catalogue key naming ``name`` in ``game_id`` (the game's own word where it has one)."""
    own = f"combo.{game_id}.{name}"
    return own if own in keys else f"combo.{name}"
