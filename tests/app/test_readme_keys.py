"""The README's list of keys (its "Keys" table) is the code's: for each screen, every letter, digit
and function key the screen's code answers is in the README's row for it, and every such key the
row names is one the code answers (issue 34)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "app"

#: README row(s) → the code that answers those keys
SCREENS: dict[str, tuple[tuple[str, ...], list[Path]]] = {
    "anywhere": (("anywhere",), [APP / "loop.py"]),
    "menu": (("menu",), [APP / "scenes" / "menu.py"]),
    # the table's own keys, its help, and the keys of each game's controls (KeyButton keys=…)
    "table": (("table, playing cards", "table, a choice", "table, always"),
              [APP / "scenes" / "table.py", *sorted((APP / "table").glob("*.py")),
               *sorted((APP / "games").rglob("*.py"))]),
    "scoring": (("after a hand",), [APP / "scenes" / "scoring.py"]),
    "replay": (("replay",), [APP / "scenes" / "replay.py"]),
    "replay list": (("replay list",), [APP / "scenes" / "replays.py"]),
    "statistics": (("statistics",), [APP / "scenes" / "statistics.py"]),
    "rules": (("rules",), [APP / "scenes" / "rules.py"]),
    "learn": (("learn to play (学牌)",), [APP / "scenes" / "learn.py"]),
    "learn at the table": (("学牌 at the table",), sorted((APP / "learn").glob("*.py"))),
}
CODE_KEY = re.compile(r"\bK_([a-z0-9]|F\d+)\b")
# a key as the README writes it: one capital letter, one digit or F1…F12, standing alone
README_KEY = re.compile(r"(?<![\w])([A-Z]|[0-9]|F\d+)(?![\w])")


def _readme_rows() -> dict[str, str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Keys\n", 1)[1].split("\n## ", 1)[0]
    rows = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 2 and cells[0] not in ("where", "---"):
            rows[cells[0]] = cells[1]
    return rows


def _readme_keys(text: str) -> set[str]:
    text = re.sub(r"(\d)–(\d)", lambda m: " ".join(str(d) for d in range(int(m[1]), int(m[2]) + 1)), text)
    return {k.lower() for k in README_KEY.findall(text)}


def _code_keys(files: list[Path]) -> set[str]:
    keys: set[str] = set()
    for f in files:
        found = set(CODE_KEY.findall(f.read_text(encoding="utf-8")))
        if {"1", "9"} <= found:  # `K_1 <= key <= K_9`: every place number
            found |= {str(d) for d in range(1, 10)}
        keys |= {k.lower() for k in found}
    return keys


def test_the_readme_has_a_row_for_every_screen() -> None:
    rows = _readme_rows()
    named = {row for names, _ in SCREENS.values() for row in names}
    assert set(rows) == named


@pytest.mark.parametrize("screen", sorted(SCREENS))
def test_the_readme_lists_exactly_the_keys_the_screen_answers(screen: str) -> None:
    names, files = SCREENS[screen]
    rows = _readme_rows()
    said = set().union(*(_readme_keys(rows[n]) for n in names))
    answered = _code_keys(files)
    assert sorted(answered - said) == [], "keys the code answers that the README does not list"
    assert sorted(said - answered) == [], "keys the README lists that the code does not answer"


def test_the_comparison_sees_a_missing_key() -> None:
    """The check can fail: a row without the menu's R (replays) misses a key the menu answers."""
    row = _readme_rows()["menu"].replace("R replays", "replays")
    assert "r" in _code_keys(SCREENS["menu"][1]) - _readme_keys(row)
