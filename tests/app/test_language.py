"""Issue 20: every word in the player's language. Every prepared scene (``--scene``) is drawn with the
layout recorder on (app/ui/record.py), in Chinese and in English, and every drawn text is checked:
no Latin letters in the Chinese interface, no Chinese characters in the English one, except what the
allow-lists below name, each with its reason."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest

import engine
from app.demo import scene_names

from .layout_check import open_scene, record_frame

#: Latin in the Chinese interface: (pattern, scenes it may appear in or None for any, why)
ZH_ALLOWED: list[tuple[str, frozenset[str] | None, str]] = [
    (r"\b[A-Z]{2,3}-[0-9A-Z]{6}-[0-9A-Z]{6}-[0-9A-Z]{6}\b", None,
     "a deal code: typed and pasted as it is, in any language"),
    (r"\b[A-Z]{2,3}-(\d+(\.\d+)*|x\.y)\b", frozenset({"rules", "lesson"}),
     "rule ids, in the rules viewer and on 学牌's bubbles (the number opens the viewer at the rule)"),
    (r"\b(Esc|Enter|Space|Tab|PageUp|PageDown|Home|End|Backspace|Delete|Ctrl\+V|F\d{1,2})\b", None,
     "a key's name, as printed on the key"),
    (r"510K", None, "the 510K of 半边天炸 and 打筒子: card ranks 5, 10 and K, as players write it"),
    (r"(?<![A-Za-z])[A-Z](?![A-Za-z])", None,
     "a single capital: a card rank (A K Q J) or the key beside a button's label (出牌  P)"),
    (r"(?<![A-Za-z])[AKQJ2-9]*[AKQJ][AKQJ2-9]*(?![A-Za-z])", None,
     "card ranks written together as players write a run (…KKAA22, KA2, A2345)"),
    (r"\bPaiju\b", None, "the app's name, its brand beside 牌局"),
    (r"\bMIT\b", frozenset({"settings"}), "the licence's name"),
    (r"\bTHIRD-PARTY-NOTICES\b", frozenset({"settings"}), "the name of the file that ships with the app"),
    (r"\bEnglish\b", frozenset({"settings"}), "the language switch names each language in itself"),
]

#: Chinese in the English interface: (text, why); each is a whole term, matched where it stands
EN_ALLOWED: list[tuple[str, str]] = [
    *[(info.name_zh, "a game's Chinese original beside its English name") for info in engine.GAMES.values()],
    *[(info.short_zh, "a game's short Chinese name, in its title") for info in engine.GAMES.values()],
    ("牌局", "the app's name: the brand beside Paiju"),
    ("中文", "the language switch names each language in itself"),
    ("捶", "半边天炸's hammer: shown as 捶 (hammer)"),
    ("庄", "the banker: the rules viewer shows one banker (庄)"),
    ("闲", "a defender: the rules viewer shows two defenders (闲)"),
    ("半边天炸", "the game's Chinese original in the rules viewer's title"),
    ("筒子", "打筒子's namesake combination: the table writes K 筒子, the rules explain it"),
    ("接风", "板子炮's partner lead: shown as Partner takes the lead (接风)"),
    ("地炸", "打筒子's 8-card bomb: shown as Earth bomb (地炸) / 地炸 (8-card bomb)"),
    ("头撂", "三打一's opening call of 3: shown as 头撂 (first call 3) and explained in the prompt"),
    ("簸簸", "扯旋's stake cap: the prompt explains it (the most you can bet or lose)"),
    ("十三烂", "板子炮's instant win: shown as 十三烂 (13 ranks) and explained"),
    ("惨败", "找朋友's rout: shown as 惨败 rout"),
    ("三花", "扯旋's three-flower hand: the line explains it (no win, no loss)"),
    *[(name, "扯旋's named hands keep their names; the rules (CX-4, CX-5) list them")
      for name in ("丁皇", "奶狗", "天杠", "地杠", "天关九", "地关九", "灯笼九", "和五九", "梅十九", "丁长九",
                   "板五九", "乌龙九", "苕十九", "丁猫九", "天牌", "地牌", "人牌", "和牌", "梅十", "长三",
                   "板凳", "斧头", "虎头", "苕十", "膏药", "猫猫", "杂九对", "杂八对", "杂七对", "杂五对",
                   "三花十", "三花六")],
]

CJK = re.compile(r"[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]")
LATIN = re.compile(r"[A-Za-z]")


def zh_fault(text: str, scene: str) -> str | None:
    """The Latin left in ``text`` once every allowed token is taken out, or None."""
    for pattern, scenes, _why in ZH_ALLOWED:
        if scenes is None or scene in scenes:
            text = re.sub(pattern, " ", text)
    left = "".join(LATIN.findall(text))
    return left or None


def en_fault(text: str) -> str | None:
    """The Chinese left in ``text`` once every allowed term and every quotation of a rule document
    (in "…" or 「…」: a house rule's help quotes the document's own words) is taken out, or None."""
    text = re.sub(r'"[^"]*"|「[^」]*」', " ", text)
    for term, _why in sorted(EN_ALLOWED, key=lambda e: -len(e[0])):  # longest first: 半边天炸 before 庄
        text = text.replace(term, " ")
    left = "".join(CJK.findall(text.replace("·", "")))
    return left or None


def test_the_checks_find_what_they_are_meant_to_find():
    assert zh_fault("出牌  P", "trick") is None
    assert zh_fault("牌号 BBT-J6VNGJ-J4SDHY-NG0801  D", "trick") is None
    assert zh_fault("返回  Esc", "menu") is None
    assert zh_fault("BBT-1.2 一副牌", "rules") is None
    assert zh_fault("BBT-1.2 一副牌", "trick") == "BBT"  # a rule id outside the rules viewer
    assert zh_fault("Shaoyang Half-Sky Bomb", "menu") == "ShaoyangHalfSkyBomb"
    assert zh_fault("等待 AI 出牌", "trick") == "AI"
    assert zh_fault("…KKAA22地炸、AA22连对", "house_rules") is None  # card ranks written as a run
    assert en_fault("Allow 捶 (hammer)") is None
    assert en_fault("Sichuan Chexuan 四川扯旋") is None
    assert en_fault("阿芳: ♠9 (连对)") == "阿芳连对"
    assert en_fault("Only the 抖 闲") == "抖"
    assert en_fault('"三带二" does not say whether the kickers pair') is None  # the document's words
    assert en_fault('a 2 may follow "…KKAA22" 地炸 or 反抖') == "反抖"


@pytest.fixture(scope="module")
def drawn():
    """Every text drawn in every prepared scene, per language: {lang: {text: scene}} (a fresh app per
    language, so that nothing one language saved shows in the other)."""
    from app.loop import App

    out: dict[str, dict[str, str]] = {}
    seen: dict[str, set[str]] = {}
    for lang in ("zh", "en"):
        tmp = Path(tempfile.mkdtemp(prefix=f"paiju-lang-{lang}-"))
        a = App(tmp / "data", tmp / "config", size=(1280, 720), ai_delay=(0.0, 0.0), ai_mode="sync")
        try:
            texts: dict[str, str] = {}
            seen[lang] = set()
            for name in scene_names():
                open_scene(a, name, (1280, 720), lang)
                for it in record_frame(a):
                    if it.kind == "text":
                        texts.setdefault(it.label, name)
                        seen[lang].add(name)
            out[lang] = texts
        finally:
            a.close()
    return out, seen


@pytest.mark.slow  # every prepared scene drawn in both languages
def test_every_scene_draws_texts(drawn):
    texts, seen = drawn
    assert len(texts["zh"]) > 300 and len(texts["en"]) > 300
    assert seen["zh"] == seen["en"] == set(scene_names())


@pytest.mark.slow  # every prepared scene drawn in both languages
def test_no_latin_letters_in_the_chinese_interface(drawn):
    found = [f"{scene}: {text!r} ({left})" for text, scene in drawn[0]["zh"].items()
             if (left := zh_fault(text, scene))]
    assert not found, "Latin letters in the Chinese interface:\n" + "\n".join(found)


@pytest.mark.slow  # every prepared scene drawn in both languages
def test_no_chinese_in_the_english_interface(drawn):
    found = [f"{scene}: {text!r} ({left})" for text, scene in drawn[0]["en"].items()
             if (left := en_fault(text))]
    assert not found, "Chinese in the English interface:\n" + "\n".join(found)


def test_every_room_and_house_option_label_is_in_its_language():
    """The menu's options and the house-rules panel: most are scrolled out of a scene's one frame, so
    their labels and choices are checked where they are defined (engine.GAMES[...].options)."""
    found = []
    for info in engine.GAMES.values():
        for opt in info.options:
            for zh, en in ((opt.label_zh, opt.label_en), *opt.choice_labels):
                if left := zh_fault(zh, "menu"):
                    found.append(f"{info.id}.{opt.key} zh {zh!r} ({left})")
                if left := en_fault(en):
                    found.append(f"{info.id}.{opt.key} en {en!r} ({left})")
    assert not found, "\n".join(found)


def test_every_house_rule_reads_in_english():
    """Every house option's English title, help and choices, whichever one the pointer shows: game
    terms in English (Shake, Counter-shot…), Chinese only where the help quotes the document."""
    from engine.registry import house_options

    found = []
    for game in engine.GAMES:
        for opt in house_options(game):
            texts = [opt.label_en, opt.help_en, *(en for _zh, en in opt.choice_labels)]
            found += [f"{game}.{opt.key}: {t!r} ({left})" for t in texts if (left := en_fault(t))]
    assert not found, "Chinese in the English house rules:\n" + "\n".join(found)
