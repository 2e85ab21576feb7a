"""User settings, kept as JSON in the platform's config folder (passed in, never computed at import)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

from .files import atomic_write_json
from .i18n import LANGS, system_language
from .userfile import Damage, Damaged, file_version, load_user_file, remove_stale_temps

ANIM_SPEEDS = ("off", "fast", "normal")
SORT_ORDERS = ("rank", "suit")
#: how long the AI seems to think (and a bomb stays up): a multiplier on the app's AI delays
AI_PACES = {"slow": 1.8, "normal": 1.0, "fast": 0.45}
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
    #: end refusals and ledger lines with the rule they apply (BBT-7.3 …); off, the player reads plain text
    rule_numbers: bool = False
    ai_pace: str = "normal"

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
        if not isinstance(self.ai_pace, str) or self.ai_pace not in AI_PACES:
            self.ai_pace = d.ai_pace
        if self.sort_order not in SORT_ORDERS:
            self.sort_order = d.sort_order
        for name in ("mute", "four_colour", "fullscreen", "rule_numbers"):
            if not isinstance(getattr(self, name), bool):
                setattr(self, name, getattr(d, name))
        return self

    @property
    def anim_factor(self) -> float:
        """Multiplier on animation durations: 0 means no motion."""
        return {"off": 0.0, "fast": 0.5, "normal": 1.0}[self.anim_speed]

    def ai_delay(self, base: tuple[float, float]) -> tuple[float, float]:
        """The app's AI delay range at this pace."""
        f = AI_PACES.get(self.ai_pace, 1.0)
        return (base[0] * f, base[1] * f)


SETTINGS_VERSION = 1


class SettingsStore:
    """A damaged settings file is moved aside and reported (``damage``) before the defaults are
    used, so closing the app never silently replaces it; one that cannot be moved is left alone."""

    def __init__(self, config_dir: Path) -> None:
        self.path = Path(config_dir) / "settings.json"
        remove_stale_temps(self.path.parent)
        self.damage: Damage | None = None
        self.frozen = False

    def take_damage(self) -> Damage | None:
        """The damage report, once (the menu shows it)."""
        d, self.damage = self.damage, None
        return d

    def load(self) -> Settings:
        """The saved settings; a missing or damaged file gives defaults (language from the system)."""
        s, damage = load_user_file(self.path, "settings", self._parse)
        if damage is not None:
            self.damage = damage
            self.frozen = damage.moved_to is None
        return s if s is not None else Settings(language=system_language())

    @staticmethod
    def _parse(raw: Any) -> Settings:
        if not isinstance(raw, dict):
            raise Damaged("settings must be an object")
        file_version(raw, SETTINGS_VERSION)
        known = {f.name for f in fields(Settings)}
        s = Settings(language=system_language())
        for key, value in raw.items():
            if key in known:
                setattr(s, key, value)
        return s.clean()  # a hand-edited value out of range falls back to its default alone

    def save(self, settings: Settings) -> None:
        if self.frozen:
            return
        try:
            atomic_write_json(self.path, {"version": SETTINGS_VERSION, **asdict(settings)})
        except OSError:
            pass  # settings are a convenience: a read-only config folder must not stop the game
