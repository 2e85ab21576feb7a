"""English counts agree with their number (issue 20, item 16): "1 card", "2 cards", never "1 cards";
Chinese has no plural and stays as it was."""

from __future__ import annotations

import re

import pytest

import app.games.registry  # noqa: F401  (merges every game's strings into the catalogue)
from app.services.i18n import CATALOGUE, I18n, plural

#: key -> the count's argument, the singular and the plural as the player reads them
COUNTED = {
    "menu.players": ("n", "player", "players"),
    "menu.stats": ("matches", "match played", "matches played"),
    "table.cards_left": ("n", "card", "cards"),
    "table.points": ("n", "pt", "pts"),
    "table.trick_won": ("points", "pt", "pts"),
    "line.bbt.card_points": ("value", "card point", "card points"),
    "line.bbt.points": ("value", "card point", "card points"),
    "bzp.ev_taken": ("n", "card", "cards"),
    "bzp.log_taken": ("n", "card", "cards"),
    "line.bzp.taken": ("value", "card", "cards"),
    "line.bzp.transfer": ("value", "card", "cards"),
    "cx.chips": ("n", "chip", "chips"),
    "dtz.bottom_open": ("points", "pt void", "pts void"),
    "dtz.log_bonus": ("points", "pt and", "pts and"),
    "line.dtz.card_points": ("value", "card point", "card points"),
    "line.dtz.void_points": ("value", "pt in", "pts in"),
    "sdy.reports_n": ("n", "report", "reports"),
    "sdy.dabuda_line": ("n", "set", "sets"),
    "line.sdy.reports_win": ("reports", "report,", "reports,"),
    "line.sdy.reports_loss": ("reports", "report,", "reports,"),
    "line.sdy.buda": ("reports", "report and", "reports and"),
    "zpy.bury_sub": ("points", "pt", "pts"),
    "zpy.def_points": ("n", "pt", "pts"),
    "zpy.over_bonus": ("points", "pt ×", "pts ×"),
    "zpy.over_no_bonus": ("points", "pt do", "pts do"),
    "zpy.over_result": ("points", "pt:", "pts:"),
    "line.zpy.trick_points": ("value", "point in", "points in"),
    "line.zpy.bottom_bonus": ("bottom_points", "pt at", "pts at"),
    "line.zpy.result": ("points", "pt (", "pts ("),
    "replay.imported": ("n", "hand", "hands"),
    "replay.exported": ("n", "hand", "hands"),
}

NOUNS = (r"(cards?|chips?|matches|match|players?|pts?|points?|reports?|report\(s\)|hands?|hand\(s\)|sets?"
         r"|levels?)\b(?! \{)")


def fill(key: str, count: int) -> str:
    arg = COUNTED[key][0]
    names = set(re.findall(r"\{(\w+)", CATALOGUE[key][1])) - {arg}
    kwargs = {n: 7 if n in ("value", "points", "n") else "Ming" for n in names}  # other counts: plural
    kwargs[arg] = count
    return I18n("en").t(key, **kwargs)


@pytest.mark.parametrize("key", sorted(COUNTED))
def test_one_is_singular_and_two_is_plural(key):
    _arg, one, many = COUNTED[key]
    assert f"1 {one}" in fill(key, 1)
    assert f"2 {many}" in fill(key, 2) and f"0 {many}" in fill(key, 0)
    assert f"1 {many}" not in fill(key, 1)
    assert "|" not in fill(key, 1) + fill(key, 2)


@pytest.mark.parametrize("key", sorted(COUNTED))
def test_chinese_is_unchanged(key):
    zh = CATALOGUE[key][0]
    kwargs = dict.fromkeys(re.findall(r"\{(\w+)", zh), 1)
    assert "|" not in zh and I18n("zh").t(key, **kwargs) == zh.format(**kwargs)


def test_no_english_count_is_left_without_its_plural():
    """A placeholder right before a counted noun must choose the noun by that count."""
    count = r"\{(?!\w*name\b)\w+(:[^}]*)?\} "  # a seat's name is no count
    bare = {k: en for k, (_zh, en) in CATALOGUE.items() if re.search(count + NOUNS, en)}
    assert bare == {}


def test_the_plural_helper():
    assert plural("{n} {n|card|cards}", {"n": 1}) == "{n} card"
    assert plural("{n} {n|card|cards}", {"n": -1}) == "{n} card"
    assert plural("{n} {n|card|cards}", {"n": "2/4"}) == "{n} cards"
    assert plural("{n} {n|card|cards}", {}) == "{n} cards"
    assert I18n("en").t("table.cards_left", n=1) == "1 card"
    assert I18n("zh").t("table.cards_left", n=1) == "1张"


def test_badges_are_written_in_full():
    assert I18n("en").t("role.defender") == "Defender"
    assert not any(en.endswith(".") and len(en) <= 5 for k, (_zh, en) in CATALOGUE.items()
                   if k.startswith(("role.", "badge.")))
    assert not [k for k in CATALOGUE if k.endswith(".short")]  # no abbreviated form left to fall back on


def test_english_sentences_carry_chinese_terms_only_as_a_gloss():
    """Issue 38: "头撂", "筒子/地炸" stood bare inside English sentences. A Chinese term in English is
    named in English or in pinyin, the Chinese at most in brackets after it (the rules viewer's name)."""
    bare = {k: en for k, (_zh, en) in CATALOGUE.items()
            if re.search(r"[\u4e00-\u9fff]", re.sub(r"\([^)]*\)", "", en)) and k != "settings.lang.zh"}
    assert bare == {}
    assert "Toulou" in I18n("en").t("line.sdy.toulou_win")
    assert "Tongzi or Dizha" in I18n("en").t("line.dtz.trick_bonus", name="A", value=10)
