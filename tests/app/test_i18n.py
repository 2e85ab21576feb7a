"""The catalogue lookup: placeholders, and the English possessive of the default player name."""

from __future__ import annotations

import pytest

from app.games.registry import PLUGINS, merge_strings, strings_file
from app.services.i18n import CATALOGUE, ORIGIN, I18n, merge

merge_strings()  # the games' strings (app/games/<id>/strings.py) in the catalogue, as at start-up


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


def test_a_key_defined_twice_stops_the_start():
    """Each game brings its strings; a key another game (or the app) already defines is an error that
    names both files, never a silent drop of one of the two texts."""
    both = r"table\.pass.*app/games/newgame/strings\.py.*app/services/i18n\.py"
    with pytest.raises(ValueError, match=both):
        merge({"table.pass": ("过", "Pass")}, "app/games/newgame/strings.py")
    assert CATALOGUE["table.pass"] == ("不出", "Pass")
    with pytest.raises(ValueError, match="bzp.phase_bid"):
        merge({"bzp.phase_bid": ("x", "x")}, strings_file("zhaopengyou"))
    merge_strings()  # the same files merged again: nothing is defined twice


def test_no_two_catalogue_files_share_a_key():
    """The app's own strings and every game's: pairwise disjoint (what ``merge`` checks at start-up),
    and each key's origin is the file that defines it."""
    seen: dict[str, str] = {}
    for game_id, plugin in PLUGINS.items():
        for key in plugin.STRINGS:
            assert key not in seen, f"{key} in {seen[key]} and {strings_file(game_id)}"
            seen[key] = strings_file(game_id)
            assert ORIGIN[key] == strings_file(game_id)
