"""The games: names, player counts, room options, and every fact about a game the rest of the program
needs. A game is registered by its ``GameInfo`` line in ``GAMES`` and its packages (``engine/games/<id>/``,
``ai/games/<id>.py``, ``app/games/<id>/``, ``app/rules_text/<id>.*.md``); no other module keeps a
list of games (``tests/test_registration.py`` checks every fact below for every game)."""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

from .house_rules import BBT_HOUSE, BZP_HOUSE, CX_HOUSE, DDZ_HOUSE, DTZ_HOUSE, PRESETS, SDY_HOUSE, ZPY_HOUSE
from .options import ON_OFF, OptionSpec, normalize_values

__all__ = ["OptionSpec", "GameInfo", "GAMES", "normalize_options", "check_players", "game_module",
           "hand_class", "PRESETS", "house_options", "preset_options", "climbing_games"]


@dataclass(frozen=True)
class GameInfo:
    id: str
    name_zh: str
    name_en: str
    players: tuple[int, ...]
    default_players: int
    options: list[OptionSpec] = field(default_factory=list)
    blurb_zh: str = ""
    blurb_en: str = ""
    rule_prefix: str = ""
    #: short names for tabs and tight places
    short_zh: str = ""
    short_en: str = ""
    #: the rule cited for "only cards from your own hand" (``engine/guard.py``): one id, or one per
    #: phase where the game's rules say it in several places
    held_rule: str | dict[str, str] = ""
    #: a climbing game (出牌类, on ``engine/shedding``): its hands end in a finishing order (the view's
    #: ``out``, 上游 in the statistics) and its ``played`` events name a combination ``kind``
    climbing: bool = False
    #: the ``played`` event kinds that are bombs (the statistics' and the characters' bomb counts);
    #: every climbing game names its own
    bomb_kinds: frozenset[str] = frozenset()
    #: the style choices (``ai.characters.CHOICES`` names, and ``bombs``) the statistics screen shows
    #: as this game's columns, in order
    style_columns: tuple[str, ...] = ()


def _show_counts(rule: str) -> OptionSpec:
    return OptionSpec("show_card_counts", "显示剩余牌数", "Show card counts", ON_OFF, True, rule)


GAMES: dict[str, GameInfo] = {
    g.id: g
    for g in [
        GameInfo(
            "banbiantianzha", "邵阳半边天炸", "Shaoyang Half-Sky Bomb", (3,), 3,
            [
                OptionSpec("hands", "局数", "Hands", (8, 12), 8, "BBT-1.7"),
                OptionSpec("hammer", "可捶", "Allow 捶 (hammer)", ON_OFF, True, "BBT-3.1"),
                OptionSpec("help_dou", "助抖", "Help-shake", ON_OFF, True, "BBT-3.6"),
                OptionSpec("zheng_510k_suit_order", "正510K分花色", "Suited 510Ks by suit", ON_OFF, True,
                           "BBT-7.2"),
                _show_counts("BBT-14"),
                *BBT_HOUSE,
            ],
            "一人坐庄对两闲，捶、枪、抖层层加倍，抢分定胜负。",
            "One banker against two; hammer, shoot and shake double the stakes; points decide.",
            "BBT", "半边天炸", "Half-Sky Bomb",
            held_rule="BBT-5", climbing=True,
            bomb_kinds=frozenset({"tianzha", "dizha", "straight_flush", "four_bomb", "zheng_510k",
                                  "fu_510k"}),
            style_columns=("chui", "dou", "touxiang", "bombs"),
        ),
        GameInfo(
            "datongzi", "邵阳打筒子", "Shaoyang Tongzi", (3,), 3,
            [
                OptionSpec("target", "目标分", "Target score", (600, 1000), 1000, "DTZ-10.2"),
                OptionSpec("end_bonus", "终局奖励", "End bonus", (0, 100, 200, 300, 500), 100, "DTZ-11.2"),
                _show_counts("DTZ-12"),
                OptionSpec("allow_kickers", "三张/飞机可带牌", "Triples and planes take kickers", ON_OFF,
                           False, "DTZ-3.4"),
                *DTZ_HOUSE,
            ],
            "三副牌各自为战，有牌必打，筒子地炸抢奖分，先到千分者胜。",
            "Three decks, every player for himself, must beat if able; race to the target.",
            "DTZ", "打筒子", "Tongzi",
            held_rule="DTZ-1.3", climbing=True, bomb_kinds=frozenset({"bomb", "tongzi", "dizha"}),
            style_columns=("bombs",),
        ),
        GameInfo(
            "banzipao", "贵州板子炮", "Guizhou Banzipao", (4,), 4,
            [
                OptionSpec("hands", "局数", "Hands", (4, 8, 12, 16), 8, "BZP-1.5", min_int=1),
                OptionSpec("heaven_hands", "天牌", "Heaven hands", ON_OFF, True, "BZP-3"),
                *BZP_HOUSE,
            ],
            "四人一副牌，包牌反包或叫牌找暗友，滚筒豆子加分。",
            "Four players: bid to go it alone, duel, or call a hidden partner; big combos score extra.",
            "BZP", "板子炮", "Banzipao",
            held_rule="BZP-5", climbing=True,
            bomb_kinds=frozenset({"bomb", "banzipao", "dou", "guntong", "gunlong"}),
            style_columns=("baopai", "bombs"),
        ),
        GameInfo(
            "chexuan", "四川扯旋", "Sichuan Chexuan", (2, 3, 4, 5, 6), 4,
            [
                OptionSpec("ante", "底皮", "Ante", (1, 2, 5, 10), 1, "CX-1.2"),
                OptionSpec("stake_min", "簸簸下限", "Minimum stake", (10, 20, 50, 100), 20, "CX-1.4"),
                OptionSpec("stake_max", "簸簸上限", "Maximum stake", (50, 100, 200, 500, 1000), 200,
                           "CX-1.4"),
                OptionSpec("bankroll", "初始筹码", "Starting chips", (200, 500, 1000, 2000), 1000,
                           "CX-1.4"),
                OptionSpec("hands", "局数", "Hands", (10, 20, 30, 50), 20, "CX-1.3"),
                *CX_HOUSE,
            ],
            "三十二张牌两人到六人，分头尾比大小，簸簸封顶下注。",
            "32 cards, 2-6 players: bet with a capped stake, split four cards into head and tail.",
            "CX", "扯旋", "Chexuan",
            held_rule="CX-2.1", style_columns=("raise", "fold"),
        ),
        GameInfo(
            "zhaopengyou", "五人三副牌找朋友", "Five-Player Find-a-Friend", (5,), 5,
            [*ZPY_HOUSE],
            "五人三副牌，抢庄亮主叫朋友，各自升级先打过A者胜。",
            "Five players, three decks: declare trump, call a secret friend, climb levels to A.",
            "ZPY", "找朋友", "Find-a-Friend",
            held_rule={"bid": "ZPY-4.7", "bury": "ZPY-6.1", "call": "ZPY-7.1", "play": "ZPY-9.1",
                       "throw_choice": "ZPY-9.6"},
            style_columns=("bid",),
        ),
        GameInfo(
            "sandayi", "上海三打一", "Shanghai Three-vs-One", (4,), 4,
            [
                OptionSpec("hands", "局数", "Hands", (8, 16), 8, "SDY-12"),
                *SDY_HOUSE,
            ],
            "四人两副牌，叫档当地主，一打三限炸弹，报到摊打翻倍。",
            "Four players, two decks: bid for landlord, farmers' bombs are rationed.",
            "SDY", "三打一", "Three-vs-One",
            held_rule="SDY-8.3", climbing=True, bomb_kinds=frozenset({"bomb", "joker_bomb"}),
            style_columns=("bid", "bombs"),
        ),
        GameInfo(
            "doudizhu", "斗地主", "Dou Dizhu", (3,), 3,
            [
                OptionSpec("hands", "局数", "Hands", (6, 12, 20), 12, "DDZ-10.1"),
                OptionSpec("base", "底分", "Base score", (1, 2, 5), 1, "DDZ-9.1"),
                _show_counts("DDZ-8.5"),
                *DDZ_HOUSE,
            ],
            "三人一副牌，叫分定地主，一人对两家，炸弹王炸翻倍，春天加倍。",
            "Three players, one pack: bid to be landlord against two farmers; bombs and spring double.",
            "DDZ", "斗地主", "Dou Dizhu",
            held_rule="DDZ-1.2", climbing=True, bomb_kinds=frozenset({"bomb", "rocket"}),
            style_columns=("bid", "bombs"),
        ),
    ]
}


def _info(game_id: Any) -> GameInfo:
    if game_id not in GAMES:
        raise ValueError(f"unknown game id {game_id!r}; the games are: {', '.join(GAMES)}")
    return GAMES[game_id]


def climbing_games() -> list[str]:
    """The ids of the climbing games (``GameInfo.climbing``), in the registry's order."""
    return [g.id for g in GAMES.values() if g.climbing]


def check_players(game_id: str, players: Any) -> int:
    info = _info(game_id)
    if players is None:
        return info.default_players
    if isinstance(players, bool) or not isinstance(players, int) or players not in info.players:
        allowed = ", ".join(str(p) for p in info.players)
        raise ValueError(f"{info.name_en} is played by {allowed} players, not {players!r}")
    return players


def normalize_options(game_id: str, options: Any) -> dict[str, Any]:
    """Every option of the game with its value; unknown keys or values raise ValueError."""
    info = _info(game_id)
    return normalize_values(info.options, info.name_en, options)


def game_module(game_id: str) -> Any:
    _info(game_id)
    return importlib.import_module(f"engine.games.{game_id}")


def hand_class(game_id: str) -> Any:
    module = game_module(game_id)
    klass = getattr(module, "HAND_CLASS", None)
    if klass is None:
        raise NotImplementedError(f"{GAMES[game_id].name_en} ({game_id}) cannot be played yet: "
                                  "its rules engine is not built")
    return klass


def house_options(game_id: str) -> list[OptionSpec]:
    """The game's house-rule options (``house=True``, engine/house_rules.py), in the registry's order."""
    return [o for o in _info(game_id).options if o.house]


def preset_options(game_id: str, preset: str) -> dict[str, Any]:
    """Every house option of the game as the named preset (``PRESETS``) sets it, the rest at
    their defaults."""
    chosen = next(p[3] for p in PRESETS.get(game_id, []) if p[0] == preset)
    return {o.key: chosen.get(o.key, o.default) for o in house_options(game_id)}
