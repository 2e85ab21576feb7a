"""斗地主's room options and presets as its ``GameInfo`` line (``engine/registry.py``) and
``engine.house_rules`` (``DDZ_HOUSE``, ``PRESETS["doudizhu"]``) register them, under the names this
package has always offered (the options table is in ``docs/rules/doudizhu.md``)."""

from __future__ import annotations

from typing import Any

from ...house_rules import DDZ_HOUSE as HOUSE
from ...house_rules import PRESETS as ALL_PRESETS
from ...registry import GAMES, normalize_options, preset_options

__all__ = ["OPTIONS", "HOUSE", "PRESETS", "normalize", "preset"]

OPTIONS = GAMES["doudizhu"].options
#: (id, zh, en, house options set): the first is the project's standard reading (every default)
PRESETS = ALL_PRESETS["doudizhu"]


def normalize(options: dict[str, Any] | None) -> dict[str, Any]:
    """Every option with its value; an unknown key or value raises ``ValueError``."""
    return normalize_options("doudizhu", options)


def preset(name: str) -> dict[str, Any]:
    """Every option as the named preset sets it, the rest at their defaults."""
    return normalize(preset_options("doudizhu", name))
