"""斗地主's room options and house rules (DDZ-10, DDZ-11) and its presets, ready for its ``GameInfo``
line and ``engine.house_rules.PRESETS`` once the game is registered (it is not yet: no AI, table or
strings). ``normalize`` fills and checks an options dict as ``engine.registry.normalize_options``
does for a registered game."""

from __future__ import annotations

from typing import Any

from ...options import ON_OFF, OptionSpec, normalize_values

__all__ = ["OPTIONS", "HOUSE", "PRESETS", "normalize", "preset"]


def _house(key: str, zh: str, en: str, choices: tuple[object, ...], default: object, rule: str, help_zh: str,
           help_en: str, labels: tuple[tuple[str, str], ...]) -> OptionSpec:
    return OptionSpec(key, zh, en, choices, default, rule, help_zh=help_zh, help_en=help_en, house=True,
                      choice_labels=labels)


HOUSE = [
    _house("bidding", "叫地主方式", "Bidding", ("score", "rob"), "score", "DDZ-3",
           "叫分：每人一次叫1/2/3分或不叫，分高者当地主；抢地主：先叫地主，其余未放弃者可抢，每抢一次翻倍",
           "score: each bids 1, 2 or 3 once or passes, the highest is landlord; rob: the first to call is "
           "landlord unless robbed, and every rob doubles",
           (("叫分", "Bid 1-3"), ("抢地主", "Call and rob"))),
    _house("four_two_pairs", "四带两对", "Four with two pairs", ON_OFF, True, "DDZ-6.10",
           "四张同点可带两张单牌；开→也可带两对",
           "four of a kind may take two single cards; on: or two pairs", ()),
    _house("mingpai", "明牌", "Open hand (明牌)", ON_OFF, False, "DDZ-5.2",
           "开→地主拿底牌后可亮出手牌，倍数×2", "on: the landlord may show his hand after taking the "
           "bottom, doubling the stakes", ()),
    _house("shuffle", "洗牌", "Shuffle", ON_OFF, True, "DDZ-2.2",
           "关（不洗牌）→按点数成叠的牌切一次，四张一叠发牌，炸弹更多",
           "off (不洗牌): the pack lies rank by rank, is cut once and dealt in packets of four: more bombs",
           ()),
    _house("bomb_cap", "炸弹封顶", "Bomb cap", (0, 3, 4, 5), 0, "DDZ-9.4",
           "一局里最多几个炸弹（含王炸）翻倍；0为不封顶",
           "how many bombs (the rocket included) double the stakes at most in one hand; 0: no cap",
           (("不封顶", "No cap"), ("3", "3"), ("4", "4"), ("5", "5"))),
]

OPTIONS = [
    OptionSpec("hands", "局数", "Hands", (6, 12, 20), 12, "DDZ-10.1"),
    OptionSpec("base", "底分", "Base score", (1, 2, 5), 1, "DDZ-9.1"),
    OptionSpec("show_card_counts", "显示剩余牌数", "Show card counts", ON_OFF, True, "DDZ-8.5"),
    *HOUSE,
]

#: (id, zh, en, house options set): the first is the project's standard reading (every default)
PRESETS: list[tuple[str, str, str, dict[str, object]]] = [
    ("standard", "标准叫分", "Standard (bid 1-3)", {}),
    ("happy", "欢乐抢地主", "Call and rob", {"bidding": "rob", "mingpai": True}),
    ("no_shuffle", "不洗牌", "No shuffle", {"shuffle": False, "bomb_cap": 4}),
]


def normalize(options: dict[str, Any] | None) -> dict[str, Any]:
    """Every option with its value; an unknown key or value raises ``ValueError``."""
    return normalize_values(OPTIONS, "Dou Dizhu", options)


def preset(name: str) -> dict[str, Any]:
    """Every option as the named preset sets it, the rest at their defaults."""
    chosen = next(p[3] for p in PRESETS if p[0] == name)
    return normalize(chosen)
