"""Synthesize the app's short sound effects into assets/sounds/*.wav with the stdlib only.

The sounds are made by this project (no samples, no downloads), so they are ours to license with
the code. Run: python scripts/make_sounds.py
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def _env(i: int, n: int, attack: float = 0.005, decay: float = 8.0) -> float:
    t = i / RATE
    a = min(1.0, t / attack) if attack else 1.0
    return a * math.exp(-decay * t / (n / RATE))


def noise_tap(ms: int, cutoff: float, gain: float, seed: int) -> list[float]:
    """A soft card 'tick': filtered noise with a fast decay."""
    rng = random.Random(seed)
    n = RATE * ms // 1000
    out, y = [], 0.0
    for i in range(n):
        y += cutoff * (rng.uniform(-1, 1) - y)  # one-pole low-pass
        out.append(gain * y * _env(i, n, 0.001, 6.0))
    return out


def tones(freqs: list[float], ms: int, gain: float, decay: float = 5.0) -> list[float]:
    n = RATE * ms // 1000
    return [
        gain
        * _env(i, n, 0.004, decay)
        * sum(math.sin(2 * math.pi * f * i / RATE) for f in freqs)
        / len(freqs)
        for i in range(n)
    ]


def concat(*parts: list[float], gap_ms: int = 0) -> list[float]:
    out: list[float] = []
    for p in parts:
        out += p + [0.0] * (RATE * gap_ms // 1000)
    return out


def write(name: str, samples: list[float]) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1, min(1, s)) * 32000)) for s in samples))


def main() -> None:
    write("deal", noise_tap(45, 0.5, 0.9, 1))
    write("play", concat(noise_tap(60, 0.35, 1.0, 2), tones([180], 40, 0.25, 9)))
    write("pass", tones([330, 262], 120, 0.25, 7))
    write("trick", concat(noise_tap(40, 0.4, 0.7, 3), noise_tap(40, 0.4, 0.6, 4), noise_tap(60, 0.3, 0.7, 5)))
    write(
        "win",
        concat(tones([523.3], 110, 0.35), tones([659.3], 110, 0.35), tones([784.0, 523.3], 320, 0.4, 4)),
    )
    write("click", tones([880], 35, 0.2, 10))
    write("error", tones([196, 185], 160, 0.3, 5))
    (OUT / "LICENSE.txt").write_text(
        "These sound effects were synthesized by scripts/make_sounds.py (stdlib wave, no samples).\n"
        "They are made by the Paiju project and are licensed with its code (MIT).\n",
        encoding="utf-8",
    )


if __name__ == "__main__":
    main()
