"""Ledger lines: known ScoreLine keys in words (both languages), unknown keys still readable."""

from __future__ import annotations

from app.games.banbiantianzha.table import BanbiantianzhaTable
from app.games.registry import merge_strings
from app.services.i18n import I18n
from app.table.ledger import describe as describe_any

merge_strings()  # the games' strings in the catalogue, as at start-up
NAMES = ["甲", "乙", "丙"]


def describe(line, i18n, names):  # noqa: ANN001, ANN201 - 半边天炸's lines, with its doubling factors
    return describe_any(line, i18n, names, BanbiantianzhaTable.ledger_factors)


def test_known_keys_are_translated_with_their_facts():
    zh, en = I18n("zh"), I18n("en")
    line = {
        "key": "bbt.pair",
        "seat": 1,
        "value": -4,
        "detail": {"banker": 0, "multiplier": 4, "hammer": 1, "shoot": 1, "dou": 0, "rule": "BBT-13.2"},
    }
    # the multiplier is explained by its factors (BBT-13.2)
    assert describe(line, zh, NAMES) == "乙 与庄（甲）结算 ×4（捶×2 · 开枪×2）：-4"
    assert "×4" in describe(line, en, NAMES) and "BBT-13.2" not in describe(line, en, NAMES)
    # rule numbers only for a player who asked for them (the "show rule numbers" setting)
    numbered = describe_any(line, zh, NAMES, BanbiantianzhaTable.ledger_factors, rule_numbers=True)
    assert numbered == "乙 与庄（甲）结算 ×4（捶×2 · 开枪×2）：-4 (BBT-13.2)"
    tribute = {
        "key": "bbt.chaofen",
        "seat": 0,
        "value": 20,
        "detail": {"from": "defenders", "rule": "BBT-11.1"},
    }
    assert describe(tribute, zh, NAMES).startswith("朝分：闲家 乙、丙 一起给庄家 甲 20 分")
    total = {"key": "bbt.total", "seat": None, "value": 0, "detail": {"deltas": [12, -4, -8]}}
    assert describe(total, zh, NAMES) == "本局合计：甲 +12、乙 -4、丙 -8"


def test_unknown_keys_fall_back_to_key_and_detail():
    line = {"key": "dtz.bonus", "seat": 2, "value": 100, "detail": {"combo": "tongzi", "rule": "DTZ-8.1"}}
    text = describe(line, I18n("en"), NAMES)
    assert text == "dtz.bonus · 丙 · combo=tongzi · +100"


def test_a_missing_fact_never_raises():
    line = {"key": "bbt.pair", "seat": 1, "value": 2, "detail": {}}
    assert "{multiplier}" in describe(line, I18n("en"), NAMES)


def test_rule_numbers_setting_reaches_refusals_and_the_ledger(app):
    """Rule ids appear only where a player asks for them: the "show rule numbers" setting (off by
    default) ends refusals and ledger lines with the rule."""
    from app.services.saves import SeatConfig
    from app.session import Session
    from engine import Action

    assert app.settings.rule_numbers is False
    seats = [SeatConfig("human" if i == 0 else "ai", f"P{i}", "random") for i in range(3)]
    s = Session.new("datongzi", seats, seed=4)
    bad = Action("dance")
    refusal = s.hand.explain(bad)
    assert refusal is not None and refusal.rule
    assert s.refusal(bad, "zh") == refusal.zh and refusal.rule not in s.refusal(bad, "en")
    assert s.refusal(bad, "zh", rule_numbers=True) == f"{refusal.zh}（{refusal.rule}）"
    assert s.refusal(bad, "en", rule_numbers=True) == f"{refusal.en} ({refusal.rule})"


def test_the_defenders_tribute_names_both_defenders_and_their_joint_total():
    """Issue 38 (BBT-11.1): "朝分：闲家 给 C 20 分" did not say which 闲 paid; the 闲 side pays it from
    the two defenders' joint total, and the line now says so, naming both."""
    line = {"key": "bbt.chaofen", "seat": 2, "value": 20, "detail": {"from": "defenders", "rule": "BBT-11.1"}}
    zh = describe(line, I18n("zh"), ["甲", "乙", "丙"])
    assert "甲" in zh and "乙" in zh and "丙" in zh and "合计" in zh
    en = describe(line, I18n("en"), ["Ann", "Bo", "Cy"])
    assert "Ann and Bo" in en and "Cy" in en and "joint total" in en
    # a seat that pays alone is still named alone
    alone = {"key": "bbt.chaofen", "seat": 0, "value": 20, "detail": {"from": 1, "rule": "BBT-11.1"}}
    assert describe(alone, I18n("zh"), ["甲", "乙", "丙"]) == "朝分：乙 给 甲 20 分"
