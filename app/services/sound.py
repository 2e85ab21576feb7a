"""Short sound effects (deal, play, pass, trick, win); silent if the mixer cannot start."""

from __future__ import annotations

from typing import Any

import pygame

from .resources import sound_path

EFFECTS = ("deal", "play", "pass", "trick", "win", "click", "error")


class Sound:
    def __init__(self, volume: float = 0.7, mute: bool = False) -> None:
        self.volume = volume
        self.mute = mute
        self._sounds: dict[str, Any] = {}
        self.enabled = False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
            self.enabled = True
        except pygame.error:
            self.enabled = False  # no audio device: the game is fully playable without sound
        if self.enabled:
            for name in EFFECTS:
                path = sound_path(name)
                try:
                    self._sounds[name] = pygame.mixer.Sound(str(path))
                except (pygame.error, FileNotFoundError):
                    pass

    def set(self, volume: float, mute: bool) -> None:
        self.volume, self.mute = volume, mute

    def play(self, name: str) -> None:
        if not self.enabled or self.mute or self.volume <= 0:
            return
        snd = self._sounds.get(name)
        if snd is not None:
            snd.set_volume(self.volume)
            snd.play()
