"""Every deal code a player or a reader is shown as an example deals: the README, docs/, the string
catalogue (the deal-code dialog's hint) and the engine's own docstring. A mistyped example was once
in all of them (issue 34)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import GAMES, deal_code, hand_from_code

ROOT = Path(__file__).resolve().parents[1]
PREFIXES = "|".join(sorted({info.rule_prefix for info in GAMES.values()}))
# a game's rule prefix, then three groups of six Crockford base-32 characters
CODE = re.compile(rf"\b(?:{PREFIXES})-[0-9A-Z]{{6}}-[0-9A-Z]{{6}}-[0-9A-Z]{{6}}\b")


def _sources() -> list[Path]:
    files = [ROOT / "README.md", ROOT / "engine" / "dealcode.py"]
    files += sorted((ROOT / "docs").rglob("*.md"))
    files += sorted((ROOT / "app" / "services").glob("strings_*.py"))
    return files


def _codes() -> list[tuple[str, str]]:
    found = []
    for path in _sources():
        for code in CODE.findall(path.read_text(encoding="utf-8")):
            found.append((path.relative_to(ROOT).as_posix(), code))
    return found


def test_the_examples_are_found() -> None:
    """The search itself works: the README, the conventions and the dialog's hint each show one."""
    places = {place for place, _ in _codes()}
    assert {"README.md", "docs/engine-conventions.md", "app/services/strings_history.py"} <= places


@pytest.mark.parametrize(("place", "code"), _codes())
def test_every_shown_deal_code_deals(place: str, code: str) -> None:
    hand = hand_from_code(code)  # ValueError (with its reason) when mistyped
    assert deal_code(hand) == code, place


def test_the_pattern_catches_a_mistyped_code() -> None:
    """The check above can fail: one character changed is refused (the demo's mistyped code)."""
    good = _codes()[0][1]
    bad = good[:-1] + ("H" if good[-1] != "H" else "J")
    with pytest.raises(ValueError, match="mistyped"):
        hand_from_code(bad)
