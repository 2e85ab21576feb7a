"""A rule's own words from the rules text the viewer shows (``app/rules_text/<id>.<lang>.md``):
"- DTZ-5.2 …" gives the text after the rule number; a section ("## DTZ-7 捡分") gives its items."""

from __future__ import annotations

from functools import lru_cache

from ..services.resources import rules_path

#: a section's first items, joined, stand for the section
SECTION_ITEMS = 2


@lru_cache(maxsize=32)
def _rules(game_id: str, lang: str) -> dict[str, str]:
    try:
        text = rules_path(game_id, lang).read_text(encoding="utf-8")
    except OSError:
        return {}
    out: dict[str, str] = {}
    sections: dict[str, list[str]] = {}
    section: str | None = None
    for line in text.splitlines():
        body = line.strip()
        if body.startswith("## "):
            number = body[3:].partition(" ")[0]
            section = number if "-" in number else None
            if section is not None:
                sections[section] = []
            continue
        if not body.startswith("- "):
            continue
        number, _, sentence = body[2:].partition(" ")
        if "-" in number and sentence:
            out[number] = sentence.strip()
            if section is not None:
                sections[section].append(sentence.strip())
    for number, items in sections.items():
        if items and number not in out:
            out[number] = ("" if lang == "zh" else " ").join(items[:SECTION_ITEMS])
    return out


def rule_sentence(game_id: str, lang: str, rule: str) -> str | None:
    """The words of ``rule`` (``DTZ-5.2``, or a section: ``DTZ-7``) in ``lang``, or None."""
    return _rules(game_id, lang).get(rule)
