"""A room option's description (``OptionSpec``): its own module so that the registry and the house
rules (engine/house_rules.py) both build on it without importing each other."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

__all__ = ["OptionSpec", "ON_OFF", "normalize_values"]


@dataclass(frozen=True)
class OptionSpec:
    key: str
    label_zh: str
    label_en: str
    choices: tuple[Any, ...]
    default: Any
    rule: str = ""
    #: numeric options that also accept any whole number from this value up (e.g. BZP ``hands``)
    min_int: int | None = None
    #: one line for the player: the rule document's words and what each choice does
    help_zh: str = ""
    help_en: str = ""
    #: a house rule (a reading the documents leave open): shown in the menu's house-rules panel,
    #: not among the game's common options
    house: bool = False
    #: (zh, en) label per choice, in the order of ``choices``; empty: the app's generic value labels
    choice_labels: tuple[tuple[str, str], ...] = ()

    def accepts(self, value: Any) -> bool:
        """Whether ``value`` is one of the choices, of exactly its type (``3.0 == 3`` but a float
        where the rules count whole cards is refused: #33 saw it pass here and fail deeper in), or
        a whole number from ``min_int`` up."""
        if any(type(value) is type(c) and value == c for c in self.choices):
            return True
        return self.min_int is not None and type(value) is int and value >= self.min_int


ON_OFF = (True, False)


def normalize_values(specs: Sequence[OptionSpec], game_name: str, options: Any) -> dict[str, Any]:
    """Every option of ``specs`` with its value from ``options`` (a dict, or None for the defaults);
    an unknown key or a value the option does not accept raises ``ValueError`` naming the game."""
    if options is None:
        options = {}
    if not isinstance(options, dict):
        raise ValueError(f"options must be a dict of room options, not {type(options).__name__}")
    by_key = {o.key: o for o in specs}
    unknown = [k for k in options if k not in by_key]
    if unknown:
        raise ValueError(f"unknown option(s) {unknown} for {game_name}; "
                         f"its options are: {', '.join(by_key) or 'none'}")
    out = {}
    for key, spec in by_key.items():
        value = options.get(key, spec.default)
        if not spec.accepts(value):
            raise ValueError(f"option {key!r} of {game_name} cannot be {value!r}; "
                             f"choose one of {list(spec.choices)}")
        out[key] = value
    return out
