"""The one zh/en string catalogue and the translator the scenes use.

Every string the app shows lives in ``CATALOGUE`` (key -> (中文, English)); the font build script
and the coverage test read it, so a string added here is guaranteed a glyph in the bundled font.

Counts in English: write ``{n|card|cards}`` after the number, naming the same argument: ``t`` keeps the
singular when that argument is 1 (or −1) and the plural otherwise ("{n} {n|card|cards}" gives "1 card",
"2 cards", "0 cards"). Chinese has no plural and never needs it.
"""

from __future__ import annotations

import locale
import os
import re
from collections.abc import Iterable, Mapping
from typing import Any

from .strings_cards import STRINGS as _CARD_STRINGS
from .strings_characters import STRINGS as _CHARACTER_STRINGS
from .strings_controls import STRINGS as _CONTROLS_STRINGS
from .strings_faults import STRINGS as _FAULT_STRINGS
from .strings_files import STRINGS as _FILE_STRINGS
from .strings_guard import STRINGS as _GUARD_STRINGS
from .strings_hint import STRINGS as _HINT_STRINGS
from .strings_history import STRINGS as _HISTORY_STRINGS
from .strings_house import STRINGS as _HOUSE_STRINGS
from .strings_learn import STRINGS as _LEARN_STRINGS
from .strings_replay import STRINGS as _REPLAY_STRINGS
from .strings_saves import STRINGS as _SAVE_STRINGS
from .strings_stats import STRINGS as _STATS_STRINGS

LANGS = ("zh", "en")

CATALOGUE: dict[str, tuple[str, str]] = {
    # ---- app and main menu
    "app.title": ("牌局", "Paiju"),
    "app.subtitle": ("中国地方牌戏 · 单机版", "Chinese regional card games · offline"),
    "menu.start": ("开始对局", "Start match"),
    "menu.continue": ("继续对局", "Continue"),
    "menu.settings": ("设置", "Settings"),
    "menu.rules": ("规则", "Rules"),
    "menu.quit": ("退出", "Quit"),
    "menu.choose_game": ("选择游戏", "Choose a game"),
    "menu.players": ("{n}人", "{n} {n|player|players}"),
    "menu.coming_soon": ("即将推出", "Coming soon"),
    "menu.seats": ("座位", "Seats"),
    "menu.options": ("房间选项", "Room options"),
    "menu.stats": (
        "已玩 {matches} 场 · 胜 {wins} 场",
        "{matches} {matches|match|matches} played · {wins} won",
    ),
    "menu.seat_label": ("座位{n}", "Seat {n}"),
    "menu.you": ("你", "You"),
    "menu.rename": ("点击名字可修改", "Click a name to edit it"),
    "menu.need_human": ("全电脑对局：观战模式", "All seats AI: you watch"),
    "seat.human": ("玩家", "Human"),
    "seat.ai": ("电脑", "AI"),
    "seat.name_human": ("玩家{n}", "Player {n}"),
    "seat.name_ai": ("电脑{n}", "AI {n}"),
    "ai.random": ("随机", "Random"),
    "ai.easy": ("简单", "Easy"),
    "ai.normal": ("普通", "Normal"),
    "ai.hard": ("困难", "Hard"),
    "opt.on": ("开", "On"),
    "opt.off": ("关", "Off"),
    "opt.value.upstream": ("上游方胜", "Upstream wins"),
    "opt.value.draw": ("平局", "Draw"),
    "save.corrupt": (
        "存档无法读取，已移到 {name}。",
        "The saved match could not be read; it was moved to {name}.",
    ),
    "save.future": (
        "存档来自更新的版本，无法读取，已移到 {name}。",
        "The save comes from a newer version of the app; it was moved to {name}.",
    ),
    "save.unplayable": (
        "存档的游戏暂不可玩，已移到 {name}。",
        "The saved game cannot be played in this version; it was moved to {name}.",
    ),
    "save.write_failed": ("无法保存对局：{reason}", "Could not save the match: {reason}"),
    "common.ok": ("确定", "OK"),
    "common.back": ("返回", "Back"),
    "common.close": ("关闭", "Close"),
    "common.notice": ("提示", "Notice"),
    # ---- table
    "table.hand_no": ("第 {n}/{total} 局", "Hand {n}/{total}"),
    "table.hand_no_open": ("第 {n} 局", "Hand {n}"),
    "table.play": ("出牌", "Play"),
    "table.pass": ("不出", "Pass"),
    "table.hint": ("提示", "Hint"),
    "table.sort_rank": ("按点数", "By rank"),
    "table.sort_suit": ("按花色", "By suit"),
    "table.menu": ("菜单", "Menu"),
    "table.last_trick": ("上一轮", "Last trick"),
    "table.no_last_trick": ("还没有完成的一轮", "No finished trick yet"),
    "table.log": ("记录", "Log"),
    "table.no_log": ("本局还没有记录", "Nothing yet this hand"),
    "table.your_turn": ("轮到你了", "Your turn"),
    "table.turn_of": ("等待 {name}", "Waiting for {name}"),
    "table.thinking": ("{name} 思考中…", "{name} is thinking…"),
    "table.thinking_short": ("思考中", "thinking"),
    "table.cards_left": ("{n}张", "{n} {n|card|cards}"),
    "table.played_n": ("{name}：出牌（{n} 张）", "{name}: played ({n})"),
    "table.points": ("{n}分", "{n} {n|pt|pts}"),
    "table.select_first": ("请先选择要出的牌", "Select the cards to play first"),
    "table.hint_pass": ("提示：这一手建议不出", "Hint: pass this time"),
    "table.no_hint": ("没有能压过的牌，只能不出", "Nothing beats it: pass"),
    "table.place_1": ("上游", "1st out"),
    "table.place_2": ("二游", "2nd out"),
    "table.place_n": ("第{n}名", "#{n} out"),
    "table.trick_winner": ("{name} 赢下这一轮", "{name} wins the trick"),
    "table.trick_won": ("{name} 收下 {points} 分", "{name} takes {points} {points|pt|pts}"),
    "table.lead": ("首出", "Lead"),
    "table.spectator": ("观战", "Watching"),
    "table.hand_over": ("本局结束", "Hand over"),
    "table.resume": ("继续游戏", "Resume"),
    "table.save_quit": ("保存并返回菜单", "Save and quit to menu"),
    "table.not_your_turn": ("还没轮到你", "It is not your turn"),
    "table.auto": ("托管", "Auto"),
    "table.auto_on": ("托管中：电脑代你出牌（A 取消）", "Auto-play: the computer plays for you (A to stop)"),
    "table.auto_ended": (
        "托管已随上一局结束，这一局由你自己出牌",
        "Auto-play ended with the last hand: this one is yours",
    ),
    # phases and prompts
    "phase.play": ("出牌", "Play"),
    "phase.over": ("结束", "Over"),
    "prompt.generic": ("请选择", "Choose"),
    "role.banker": ("庄", "Banker"),
    "role.declarer": ("庄", "Declarer"),
    "role.defender": ("闲", "Defender"),
    "role.landlord": ("地主", "Landlord"),
    "role.farmer": ("农民", "Farmer"),
    "role.friend": ("朋友", "Friend"),
    # ---- hand-over (hot-seat)
    "handover.title": ("请{name}就座", "Pass to {name}"),
    "handover.hint": ("其他玩家请回避 · 准备好后点击任意处", "Others look away — click when ready"),
    # ---- scoring
    "score.title": ("第{n}局结算", "Hand {n} result"),
    "score.ledger": ("本局明细", "This hand"),
    "score.totals": ("总分", "Match totals"),
    "score.delta": ("本局", "Hand"),
    "score.total": ("累计", "Total"),
    "score.chart": ("累计得分走势", "Cumulative score by hand"),
    "score.level": ("级别", "Level"),
    "score.chart_levels": ("累计升级走势", "Levels gained by hand"),
    "score.next": ("下一局", "Next hand"),
    "score.menu": ("返回菜单", "Back to menu"),
    "score.again": ("再来一场", "Play again"),
    "score.match_over": ("对局结束", "Match over"),
    "score.standings": ("最终排名（共 {n} 局）", "Final standings ({n} {n|hand|hands})"),
    "score.standings_hint": ("按 L 看最后一局的明细", "L shows the last hand's ledger"),
    "score.show_last_hand": ("最后一局", "Last hand"),
    "score.show_standings": ("最终排名", "Standings"),
    "score.col_place": ("名次", "Place"),
    "score.col_player": ("玩家", "Player"),
    "score.col_won": ("胜局", "Hands won"),
    "score.place": ("第{n}名", "#{n}"),
    "score.winner": ("{names} 获胜！", "{names} won the match!"),
    "score.won_hand": ("本局胜方：{names}", "Hand won by {names}"),
    "score.draw": ("本局平局", "This hand is a draw"),
    "score.seat": ("玩家", "Player"),
    "score.no_lines": ("（无明细）", "(no ledger lines)"),
    "score.and": ("、", " and "),
    # ledger lines (ScoreLine keys); unknown keys fall back to key + detail
    "side.defenders": ("闲家", "the defenders"),
    "side.banker": ("庄家", "the banker"),
    "outcome.banker": ("庄胜", "banker wins"),
    "outcome.defenders": ("闲胜", "defenders win"),
    "outcome.draw": ("平局", "draw"),
    "line.total": ("本局合计：{values}", "Hand total: {values}"),
    "list.sep": ("、", ", "),
    "line.generic": ("{name}：{key}", "{name}: {key}"),
    # ---- settings
    "settings.title": ("设置", "Settings"),
    "settings.language": ("语言", "Language"),
    "settings.rule_numbers": ("显示规则编号", "Show rule numbers"),
    "settings.anim": ("动画速度", "Animation speed"),
    "settings.anim.off": ("关闭", "Off"),
    "settings.anim.fast": ("快", "Fast"),
    "settings.anim.normal": ("正常", "Normal"),
    "settings.volume": ("音量", "Volume"),
    "settings.mute": ("静音", "Mute"),
    "settings.card_back": ("牌背", "Card back"),
    "settings.back.0": ("红", "Red"),
    "settings.back.1": ("蓝", "Blue"),
    "settings.back.2": ("绿", "Green"),
    "settings.four_colour": ("四色花色", "Four-colour suits"),
    "settings.sort": ("手牌排序", "Hand sort order"),
    "settings.fullscreen": ("全屏 (F11)", "Full screen (F11)"),
    "settings.lang.zh": ("中文", "中文"),
    "settings.lang.en": ("English", "English"),
    # ---- rules viewer
    "rules.title": ("游戏规则", "Rules"),
    "rules.missing": ("这个游戏的规则还没有写好。", "The rules of this game are not written yet."),
    "rules.scroll": ("滚轮或↑↓翻页", "Scroll with the wheel or ↑↓"),
    "table.to_result": ("结算", "Result"),
    "tracker.button": ("记牌器", "Tracker"),
    "tracker.title": ("记牌器", "Card tracker"),
    "tracker.note": (
        "还没露面的牌（不在你手上、不在桌上）",
        "Still unseen: not in your hand, not on the table",
    ),
    # ---- Settings → About (the version from app/__init__.py)
    "about.title": ("关于", "About"),
    "about.version": ("牌局 Paiju {version}", "Paiju {version}"),
    "about.licence": ("MIT 许可 · 单机运行，不联网", "MIT licence · plays offline"),
    "about.notices": (
        "字体与程序库的许可：THIRD-PARTY-NOTICES",
        "Font and library licences: THIRD-PARTY-NOTICES",
    ),
}

#: where each catalogue key was defined (a second definition is an error naming both places)
ORIGIN: dict[str, str] = dict.fromkeys(CATALOGUE, "app/services/i18n.py")


def merge(strings: Mapping[str, tuple[str, str]], origin: str) -> None:
    """Add a game's strings (``app/games/<id>/strings.py``) to the catalogue. Every game's table
    plug-in brings its own; ``app.games.registry`` merges them all at start-up. A key already defined
    is an error, never silently dropped: two games (or a game and the app) must not share a key by
    accident, and one of the two texts would be lost."""
    clash = sorted(k for k in strings if k in CATALOGUE and ORIGIN.get(k) != origin)
    if clash:
        raise ValueError(
            f"catalogue keys defined twice: {', '.join(clash)} ({origin} and {ORIGIN[clash[0]]})"
        )
    for key, pair in strings.items():
        CATALOGUE[key] = pair
        ORIGIN[key] = origin


merge(_HISTORY_STRINGS, "app/services/strings_history.py")
merge(_FAULT_STRINGS, "app/services/strings_faults.py")  # damaged files and engine failures
merge(_REPLAY_STRINGS, "app/services/strings_replay.py")  # hand history, replays, export/import
merge(_SAVE_STRINGS, "app/services/strings_saves.py")  # per-game autosaves
merge(_CARD_STRINGS, "app/services/strings_cards.py")  # combination names, big plays, AI pace
merge(_STATS_STRINGS, "app/services/strings_stats.py")  # the statistics screen
merge(_LEARN_STRINGS, "app/services/strings_learn.py")  # 学牌: the hub, the coach, puzzles
merge(_CONTROLS_STRINGS, "app/services/strings_controls.py")  # key help, 扯旋/打筒子 panels
merge(_HINT_STRINGS, "app/services/strings_hint.py")  # why the hint suggests its play
merge(_HOUSE_STRINGS, "app/services/strings_house.py")  # the house-rules panel (房规)
merge(_CHARACTER_STRINGS, "app/services/strings_characters.py")  # AI characters (性格)
merge(_FILE_STRINGS, "app/services/strings_files.py")  # background writes that failed
merge(_GUARD_STRINGS, "app/services/strings_guard.py")  # received files, a second copy, the AI worker


class _Safe(dict):
    """format_map helper: a placeholder the caller did not fill shows as {name} instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def system_language(env: Mapping[str, str] | None = None) -> str:
    """'zh' when the system locale is Chinese, else 'en' (the default follows the system)."""
    env = os.environ if env is None else env
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        if value:
            return "zh" if value.lower().startswith("zh") else "en"
    try:
        name = locale.getlocale()[0] or ""
    except ValueError:
        name = ""
    return "zh" if name.lower().startswith(("zh", "chinese")) else "en"


#: "{n|card|cards}": the argument whose count decides, then the singular and the plural
_PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")


def plural(text: str, kwargs: Mapping[str, Any]) -> str:
    """Resolve every ``{n|one|many}`` of ``text`` by the count ``kwargs[n]`` (see the module's note)."""

    def pick(m: re.Match[str]) -> str:
        count = kwargs.get(m.group(1), "")
        if type(count) is int:  # exact for any size: float() of 10**309 overflows (#33)
            return m.group(2) if abs(count) == 1 else m.group(3)
        try:
            one = abs(float(count)) == 1
        except (TypeError, ValueError, OverflowError):  # no count, or a range such as "2/4": the plural
            one = False
        return m.group(2) if one else m.group(3)

    return _PLURAL.sub(pick, text) if "|" in text else text


class I18n:
    """Looks up catalogue strings in the current language."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang if lang in LANGS else "en"

    @property
    def zh(self) -> bool:
        return self.lang == "zh"

    def t(self, key: str, **kwargs: Any) -> str:
        pair = CATALOGUE.get(key)
        if pair is None:
            return key
        text = plural(pair[0] if self.lang == "zh" else pair[1], kwargs)
        if kwargs:
            try:
                text = text.format_map(_Safe(kwargs))
            except (ValueError, TypeError):  # a format spec that does not fit the value
                return text
            if self.lang == "en" and "You" in text:  # the default player name, in a sentence about a seat
                text = _SECOND_PERSON.sub(lambda m: "Your" if m.group(0) == "You's" else
                                          "You " + _BASE_FORM[m.group(1)], text)
        return text

    def pick(self, zh: str, en: str) -> str:
        """Choose between two given texts (game names, option labels from the engine)."""
        return zh if self.lang == "zh" else en

    def join_names(self, names: Iterable[str]) -> str:
        """小明、阿芳、我 / "Ming, Fang and You": in English only the last two are joined by "and"."""
        items = list(names)
        if self.lang == "zh" or len(items) < 3:
            return self.t("score.and").join(items)
        return self.t("list.sep").join(items[:-1]) + self.t("score.and") + items[-1]


#: the present-tense verbs the catalogue puts after a seat's name ("{name} takes …"), for "You take …"
_BASE_FORM = {"beats": "beat", "bids": "bid", "declares": "declare", "gives": "give", "holds": "hold",
              "is": "are", "has": "have", "receives": "receive", "takes": "take", "throws": "throw",
              "wins": "win"}
_SECOND_PERSON = re.compile(r"\bYou's|\bYou (" + "|".join(_BASE_FORM) + r")\b")
