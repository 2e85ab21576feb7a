"""Regenerate the app's CJK font subset from the string catalogue.

Source: Noto Sans CJK SC (SIL Open Font License 1.1) from Debian's ``fonts-noto-cjk``
(``apt-get install -y fonts-noto-cjk``). Output: ``assets/fonts/PaijuSansSC-{Regular,Bold}.otf``,
renamed as the OFL asks of modified versions, with ``assets/fonts/OFL.txt``.

The subset holds: every catalogue string (both languages), the game names, blurbs and option labels
of ``engine.GAMES``, the rules texts shown in the rules viewer, card labels, ASCII, the CJK found in
the engine's messages, and the 3,755 level-1 GB2312 hanzi so that player names typed by users show.
Run: python scripts/build_font.py [--source PATH.ttc]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SOURCES = {
    False: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    True: "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
}
OUT = ROOT / "assets" / "fonts"
EXTRA = "♠♥♣♦♤♡♧♢★☆•·…—–×÷±←→↑↓▲▼◀▶✓○●□■「」『』【】《》〈〉（），。、；：！？“”‘’～ⅠⅡⅢ①②③④⑤⑥⑦⑧⑨⑩"


def gb2312_level1() -> str:
    """The 3,755 most common simplified hanzi (GB2312 rows 16–55)."""
    out = []
    for hi in range(0xB0, 0xD8):
        for lo in range(0xA1, 0xFF):
            try:
                out.append(bytes([hi, lo]).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    return "".join(out)


def needed_text() -> str:
    """Every character the app may show (the coverage test checks the same set, minus GB2312)."""
    import engine
    from app.games.registry import all_strings

    parts = all_strings()
    for g in engine.GAMES.values():
        parts += [g.name_zh, g.name_en, g.blurb_zh, g.blurb_en]
        for o in g.options:
            parts += [o.label_zh, o.label_en, o.help_zh, o.help_en] + [str(c) for c in o.choices]
            parts += [label for pair in o.choice_labels for label in pair]
    for md in sorted((ROOT / "app" / "rules_text").glob("*.md")):
        parts.append(md.read_text(encoding="utf-8"))
    # engine messages (illegal-play reasons) may quote Chinese terms
    for py in sorted((ROOT / "engine").rglob("*.py")):
        parts.append("".join(ch for ch in py.read_text(encoding="utf-8") if ord(ch) > 0x2E80))
    parts.append("".join(chr(c) for c in range(0x20, 0x7F)))
    parts.append(EXTRA)
    return "".join(parts)


def build(source: Path, bold: bool, chars: set[str]) -> Path:
    from fontTools import subset
    from fontTools.ttLib import TTCollection

    coll = TTCollection(str(source))
    font = next(f for f in coll.fonts if f["name"].getDebugName(4).startswith("Noto Sans CJK SC"))
    cmap = font.getBestCmap()
    unicodes = sorted(ord(c) for c in chars if ord(c) in cmap)
    opts = subset.Options()
    opts.layout_features = ["kern", "liga", "vert", "locl", "palt"]
    opts.name_IDs = ["*"]
    opts.notdef_outline = True
    opts.hinting = True
    opts.desubroutinize = False
    sub = subset.Subsetter(opts)
    sub.populate(unicodes=unicodes)
    sub.subset(font)
    style = "Bold" if bold else "Regular"
    family = "Paiju Sans SC"
    for rec in font["name"].names:  # a modified OFL font must not keep the original name
        if rec.nameID in (1, 16):
            rec.string = family
        elif rec.nameID == 4:
            rec.string = f"{family} {style}"
        elif rec.nameID == 6:
            rec.string = f"PaijuSansSC-{style}"
        elif rec.nameID == 3:
            rec.string = f"PaijuSansSC-{style};subset of Noto Sans CJK SC"
    out = OUT / f"PaijuSansSC-{style}.otf"
    OUT.mkdir(parents=True, exist_ok=True)
    font.save(str(out))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--regular", default=SOURCES[False])
    ap.add_argument("--bold", default=SOURCES[True])
    args = ap.parse_args()
    text = needed_text()
    chars = set(text) | set(gb2312_level1())
    chars = {c for c in chars if c.isprintable() or c == " "}
    for bold, src in ((False, args.regular), (True, args.bold)):
        out = build(Path(src), bold, chars)
        print(f"{out.relative_to(ROOT)}: {out.stat().st_size // 1024} KiB")
    missing = sorted({c for c in set(text) if c.isprintable()} - _covered(OUT / "PaijuSansSC-Regular.otf"))
    if missing:
        print("not in Noto Sans CJK SC (drawn another way or avoided):", "".join(missing))


def _covered(path: Path) -> set[str]:
    from fontTools.ttLib import TTFont

    return {chr(c) for c in TTFont(str(path)).getBestCmap()}


if __name__ == "__main__":
    main()
