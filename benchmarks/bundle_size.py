"""Size of the built one-folder app, by part: what the bundle spends its megabytes on.

Build first (``.venv/bin/pyinstaller --noconfirm build.spec``), then
Run: python benchmarks/bundle_size.py [dist/paiju] [--compare OTHER_FOLDER]
``--compare`` prints a second folder beside it (e.g. a build of an older commit) with the difference.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PARTS = (
    ("game data (assets, rules, AI table)", ("assets/", "app/rules_text/", "ai/data/")),
    ("licences", ("LICENSE", "THIRD-PARTY-NOTICES")),
    (
        "pygame-ce and its libraries",
        (
            "pygame",
            "libsdl2",
            "libfreetype",
            "libharfbuzz",
            "libogg",
            "libvorbis",
            "libflac",
            "libopus",
            "libmpg123",
            "libsndfile",
            "libfluidsynth",
            "libportmidi",
            "libwavpack",
            "libxmp",
            "libwebp",
            "libsharpyuv",
            "libpng",
            "libjpeg",
            "libtiff",
            "libbrotli",
            "sdl2",
            "freetype",
            "portmidi",
        ),
    ),
    ("OpenSSL", ("libcrypto", "libssl")),
    ("Python and its standard library", ("python", "libpython", "base_library.zip", "lib-dynload")),
)


def part_of(rel: str) -> str:
    low = rel.lower()
    inner = low.split("_internal/", 1)[-1]
    for name, prefixes in PARTS:
        if any(inner.startswith(p.lower()) or f"/{p.lower()}" in inner for p in prefixes):
            return name
    return "other (launcher, system libraries)"


def sizes(folder: Path) -> Counter:
    out: Counter = Counter()
    for p in folder.rglob("*"):
        if p.is_file() and not p.is_symlink():
            out[part_of(p.relative_to(folder).as_posix())] += p.stat().st_size
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", nargs="?", type=Path, default=ROOT / "dist" / "paiju")
    ap.add_argument("--compare", type=Path, metavar="OTHER")
    args = ap.parse_args()
    if not args.folder.is_dir():
        print(
            f"{args.folder} is not built: run .venv/bin/pyinstaller --noconfirm build.spec", file=sys.stderr
        )
        return 2
    now = sizes(args.folder)
    old = sizes(args.compare) if args.compare else Counter()
    names = sorted(set(now) | set(old), key=lambda n: -now.get(n, 0))
    head = f"{'part':<40} {'this':>10}" + (f" {'other':>10} {'change':>10}" if args.compare else "")
    print(head)
    for name in names + ["total"]:
        a = sum(now.values()) if name == "total" else now.get(name, 0)
        line = f"{name:<40} {a / 1e6:8.2f} MB"
        if args.compare:
            b = sum(old.values()) if name == "total" else old.get(name, 0)
            line += f" {b / 1e6:8.2f} MB {(a - b) / 1e6:+8.2f} MB"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
