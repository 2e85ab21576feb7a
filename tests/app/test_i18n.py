"""The catalogue lookup: placeholders, and the English possessive of the default player name."""

from __future__ import annotations

from app.services.i18n import I18n


def test_possessive_of_you_reads_your():
    en = I18n("en")
    assert en.t("bzp.log_bonus", name="You", kind="K 筒子", value=100).startswith("Your ")
    assert en.t("bzp.log_bonus", name="Ming", kind="K 筒子", value=100).startswith("Ming's ")


def test_chinese_is_untouched_and_missing_fields_show_their_name():
    zh = I18n("zh")
    text = zh.t("bzp.log_bonus", name="你", kind="K筒子", value=100)
    assert "你" in text and "Your" not in text
    assert "{value}" in I18n("en").t("bzp.log_bonus", name="Ming", kind="K")


def test_names_are_listed_as_each_language_lists_them():
    """"Hand won by You, Ming and Fang", 本局胜方：我、小明、阿芳; two names are joined by "and"."""
    en, zh = I18n("en"), I18n("zh")
    assert en.join_names(["You", "Ming", "Fang"]) == "You, Ming and Fang"
    assert en.join_names(["You", "Ming"]) == "You and Ming"
    assert en.join_names(["You"]) == "You"
    assert zh.join_names(["我", "小明", "阿芳"]) == "我、小明、阿芳"
    assert en.t("score.won_hand", names=en.join_names(["A", "B", "C", "D"])) == "Hand won by A, B, C and D"


def test_sentences_about_you_agree_with_you():
    """The catalogue writes "{name} takes …" for any seat; with the default English name it reads
    "You take …", "You are thinking…", "Your …" — other names are untouched."""
    en = I18n("en")
    assert en.t("line.bbt.chaofen", from_name="You", name="Ming").startswith("Tribute: You give Ming")
    assert en.t("table.trick_won", name="You", points=10) == "You take 10 pts"
    assert en.t("table.trick_won", name="Ming", points=10) == "Ming takes 10 pts"
    assert en.t("table.thinking", name="You") == "You are thinking…"
    assert en.t("cx.survivor", name="You") == "You win uncontested"
    assert en.t("cx.survivor", name="Youssef") == "Youssef wins uncontested"
    assert I18n("zh").t("table.trick_won", name="You", points=10) == "You 收下 10 分"
