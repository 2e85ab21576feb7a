"""House rules as text for the rules viewer and the scoring screen: the non-default readings a
match is played with ("played with: …") and each option's help."""

from __future__ import annotations

from typing import Any

from engine.registry import house_options


def choice_label(i18n: Any, opt: Any, value: Any) -> str:
    """The player's word for one choice of a house option."""
    if opt.choice_labels and value in opt.choices:
        return i18n.pick(*opt.choice_labels[opt.choices.index(value)])
    if isinstance(value, bool):
        return i18n.t("opt.on" if value else "opt.off")
    return str(value)


def changed_rules(i18n: Any, game_id: str, options: dict[str, Any] | None) -> list[str]:
    """"label: choice" for every house option of the match that is not at its default."""
    if not options:
        return []
    out = []
    for opt in house_options(game_id):
        value = options.get(opt.key, opt.default)
        if value != opt.default:
            out.append(f"{i18n.pick(opt.label_zh, opt.label_en)}{i18n.pick('：', ': ')}"
                       f"{choice_label(i18n, opt, value)}")
    return out


def played_with(i18n: Any, game_id: str, options: dict[str, Any] | None) -> str | None:
    """The "played with: …" line of a match, or None when every house rule is at its default."""
    rules = changed_rules(i18n, game_id, options)
    if not rules:
        return None
    return i18n.t("house.played_with", rules=i18n.pick("；", "; ").join(rules))


def option_lines(i18n: Any, game_id: str) -> list[str]:
    """One line per house option for the rules viewer: its name, default and help."""
    out = []
    for opt in house_options(game_id):
        default = choice_label(i18n, opt, opt.default)
        out.append(i18n.t("house.rule_line", name=i18n.pick(opt.label_zh, opt.label_en), default=default,
                          help=i18n.pick(opt.help_zh, opt.help_en)))
    return out
