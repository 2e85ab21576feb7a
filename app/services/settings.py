"""User settings, kept as JSON in the platform's config folder (passed in, never computed at import)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from .files import atomic_write_json
from .i18n import LANGS, system_language

ANIM_SPEEDS = ("off", "fast", "normal")
SORT_ORDERS = ("rank", "suit")
CARD_BACKS = 3


@dataclass
class Settings:
    language: str = "en"
    anim_speed: str = "normal"
    volume: float = 0.7
    mute: bool = False
    card_back: int = 0
    four_colour: bool = False
    sort_order: str = "rank"
    fullscreen: bool = False

    def clean(self) -> Settings:
        """Replace any out-of-range value (a hand-edited file) with the default."""
        d = Settings()
        if self.language not in LANGS:
            self.language = d.language
        if self.anim_speed not in ANIM_SPEEDS:
            self.anim_speed = d.anim_speed
        if not isinstance(self.volume, (int, float)) or isinstance(self.volume, bool):
            self.volume = d.volume
        self.volume = min(1.0, max(0.0, float(self.volume)))
        if not isinstance(self.card_back, int) or not 0 <= self.card_back < CARD_BACKS:
            self.card_back = d.card_back
        if self.sort_order not in SORT_ORDERS:
            self.sort_order = d.sort_order
        for name in ("mute", "four_colour", "fullscreen"):
            if not isinstance(getattr(self, name), bool):
                setattr(self, name, getattr(d, name))
        return self

    @property
    def anim_factor(self) -> float:
        """Multiplier on animation durations: 0 means no motion."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0}[self.anim_speed]


class SettingsStore:
    def __init__(self, config_dir: Path) -> None:
        self.path = Path(config_dir) / "settings.json"

    def load(self) -> Settings:
        """The saved settings; a missing or unreadable file gives defaults (language from the system)."""
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return Settings(language=system_language())
        if not isinstance(raw, dict):
            return Settings(language=system_language())
        known = {f.name for f in fields(Settings)}
        s = Settings(language=system_language())
        for key, value in raw.items():
            if key in known:
                setattr(s, key, value)
        return s.clean()

    def save(self, settings: Settings) -> None:
        try:
            atomic_write_json(self.path, asdict(settings))
        except OSError:
            pass  # settings are a convenience: a read-only config folder must not stop the game
