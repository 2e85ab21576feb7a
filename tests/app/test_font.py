"""Every character the app shows is in the bundled font (a missing glyph would render blank, silently)."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
from fontTools.ttLib import TTFont

import engine
from app.games.registry import all_strings
from app.services.resources import font_path, rules_path


def refusal_text() -> list[str]:
    """Every string literal of the engine's refusal catalogues (``Hand.explain``'s zh and en
    sentences, their templates and the names they fill in): the table shows them."""
    root = Path(engine.__file__).parent
    out = []
    for path in [root / "refusals.py", *sorted(root.glob("games/*/refusals.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                out.append(node.value)
    return out


def ui_text() -> str:
    parts = all_strings() + refusal_text()
    for g in engine.GAMES.values():
        parts += [g.name_zh, g.name_en, g.blurb_zh, g.blurb_en]
        for o in g.options:
            parts += [o.label_zh, o.label_en, o.help_zh, o.help_en] + [str(c) for c in o.choices]
            parts += [label for pair in o.choice_labels for label in pair]
        for lang in ("zh", "en"):
            p = rules_path(g.id, lang)
            if p.is_file():
                parts.append(p.read_text(encoding="utf-8"))
    for token in ("S3", "HT", "CJ", "DQ", "SK", "HA", "S2"):
        parts.append("♠♥♣♦" + token)
    return "".join(parts)


def test_every_ui_character_is_in_both_weights():
    needed = {c for c in ui_text() if c.isprintable() and c != " "}
    for bold in (False, True):
        cmap = TTFont(str(font_path(bold))).getBestCmap()
        missing = sorted(c for c in needed if ord(c) not in cmap)
        assert not missing, f"not in {font_path(bold).name}: {''.join(missing)} (run scripts/build_font.py)"


def test_the_font_loads_in_pygame_and_is_small():
    for bold in (False, True):
        path = font_path(bold)
        assert path.stat().st_size < 3_000_000
        f = pygame.font.Font(str(path), 20)
        assert f.size("半边天炸 Half-Sky ♠♥")[0] > 0
    assert (font_path().parent / "OFL.txt").is_file()


def test_rules_texts_exist_for_banbiantianzha_in_both_languages():
    for lang in ("zh", "en"):
        text = rules_path("banbiantianzha", lang).read_text(encoding="utf-8")
        assert "BBT-5.7" in text and "BBT-13.2" in text
