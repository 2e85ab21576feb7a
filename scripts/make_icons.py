"""Draw the app icon (two fanned cards on felt) and write assets/icons/paiju.{png,ico,icns}.

Both container formats hold PNG images, so no image library beyond pygame is needed.
    .venv/bin/python scripts/make_icons.py
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "assets" / "icons"
SIZE = 512


def draw() -> pygame.Surface:
    s = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    pygame.draw.rect(s, (20, 92, 60), s.get_rect(), border_radius=96)
    pygame.draw.rect(s, (34, 122, 80), s.get_rect().inflate(-36, -36), border_radius=80)
    for angle, dx, colour in ((-14, -70, (30, 30, 36)), (12, 60, (196, 30, 48))):
        card = pygame.Surface((220, 310), pygame.SRCALPHA)
        pygame.draw.rect(card, (0, 0, 0, 70), card.get_rect().move(6, 8), border_radius=26)
        pygame.draw.rect(card, (252, 250, 244), card.get_rect().inflate(-8, -8), border_radius=24)
        # a suit pip drawn from primitives: a diamond for the red card, a spade-like drop for the black
        cx, cy = 110, 150
        if colour[0] > 100:
            pygame.draw.polygon(card, colour, [(cx, cy - 80), (cx + 58, cy), (cx, cy + 80), (cx - 58, cy)])
        else:
            pygame.draw.circle(card, colour, (cx - 30, cy + 12), 36)
            pygame.draw.circle(card, colour, (cx + 30, cy + 12), 36)
            pygame.draw.polygon(card, colour, [(cx, cy - 78), (cx + 64, cy + 4), (cx - 64, cy + 4)])
            pygame.draw.polygon(card, colour, [(cx, cy + 20), (cx + 26, cy + 86), (cx - 26, cy + 86)])
        card = pygame.transform.rotozoom(card, angle, 1.0)
        s.blit(card, card.get_rect(center=(SIZE // 2 + dx, SIZE // 2 + 10)))
    return s


def png_bytes(surface: pygame.Surface, size: int) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(pygame.transform.smoothscale(surface, (size, size)), buf, "png")
    return buf.getvalue()


def write_ico(surface: pygame.Surface, path: Path) -> None:
    sizes = [16, 24, 32, 48, 64, 128, 256]
    images = [png_bytes(surface, n) for n in sizes]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries = b""
    for n, data in zip(sizes, images):
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    path.write_bytes(header + entries + b"".join(images))


def write_icns(surface: pygame.Surface, path: Path) -> None:
    chunks = b""
    for kind, n in ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512)):
        data = png_bytes(surface, n)
        chunks += kind + struct.pack(">I", 8 + len(data)) + data
    path.write_bytes(b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks)


def main() -> None:
    pygame.init()
    OUT.mkdir(parents=True, exist_ok=True)
    icon = draw()
    (OUT / "paiju.png").write_bytes(png_bytes(icon, 256))
    write_ico(icon, OUT / "paiju.ico")
    write_icns(icon, OUT / "paiju.icns")
    (OUT / "LICENSE.txt").write_text(
        "The Paiju icon was drawn by scripts/make_icons.py for this project; it is released with the\n"
        "project under the same licence (MIT).\n", encoding="utf-8")
    print("wrote", ", ".join(p.name for p in sorted(OUT.iterdir())))


if __name__ == "__main__":
    main()
