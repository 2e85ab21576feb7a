"""Extract the court figures and the two jokers from Adrian Kennard's SVG card designs (CC0-1.0,
as packaged by letele/playing-cards: https://github.com/letele/playing-cards, ``assets/*.svg``) into
``assets/cards/``. The app draws its own large corner indices (in the four-colour suits when
chosen), so each court card keeps only its framed picture: no rank letters, no suit pips; the jokers
keep their art without the card outline.

    python scripts/extract_cards.py /path/to/playing-cards/assets

Run once when the art changes; the output is committed (small: the figures' paths are shared).
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

SVG = "http://www.w3.org/2000/svg"
XLINK = "http://www.w3.org/1999/xlink"
ET.register_namespace("", SVG)
ET.register_namespace("xlink", XLINK)
OUT = Path(__file__).resolve().parents[1] / "assets" / "cards"
#: the figure frame (164.8 × 260.8 centred) and its outline
COURT_BOX = (-83.0, -131.0, 166.0, 262.0)
JOKER_BOX = (-101.4, -156.0, 202.8, 312.0)


_NUMBER = re.compile(r"-?\d+\.\d+")


def _shorten(root: ET.Element) -> None:
    """Path coordinates to one decimal (the drawings' units are 1/1300 of a frame: finer than any
    screen's pixel), which halves the files."""
    for el in root.iter(f"{{{SVG}}}path"):
        d = el.get("d")
        if d:
            el.set("d", _NUMBER.sub(lambda m: f"{float(m.group()):.1f}".rstrip("0").rstrip("."), d))


def _href(el: ET.Element) -> str:
    return el.get(f"{{{XLINK}}}href") or el.get("href") or ""


def _frame(root: ET.Element, box: tuple[float, float, float, float]) -> None:
    x, y, w, h = box
    root.set("viewBox", f"{x:g} {y:g} {w:g} {h:g}")
    root.set("width", f"{w:g}")
    root.set("height", f"{h:g}")
    for key in ("class", "face", "preserveAspectRatio"):
        root.attrib.pop(key, None)
    for el in list(root):
        if el.tag == f"{{{SVG}}}rect":  # the card's outline: the app draws its own card
            root.remove(el)


def court(src: Path, suit: str, rank: str) -> bytes:
    tree = ET.parse(src)
    root = tree.getroot()
    _frame(root, COURT_BOX)
    marks = {f"#V{suit}{rank}", f"#S{suit}{rank}"}  # the rank letter and the suit pips
    for parent in [root, *root.iter(f"{{{SVG}}}g")]:
        for el in list(parent):
            if el.tag == f"{{{SVG}}}use" and _href(el) in marks:
                parent.remove(el)
    for el in list(root):
        if el.tag == f"{{{SVG}}}g" and not len(el):  # the upside-down index, now empty
            root.remove(el)
    _flatten(root)
    return ET.tostring(root, encoding="utf-8", xml_declaration=True)


def _flatten(root: ET.Element) -> None:
    """Replace every ``<use>`` by a group holding what it points at: SDL_image's SVG reader
    (nanosvg) draws neither ``<use>`` nor ``<symbol>``."""
    defs = root.find(f"{{{SVG}}}defs")
    table = {el.get("id"): el for el in (defs if defs is not None else [])}
    for parent in [root, *root.iter(f"{{{SVG}}}g")]:
        for i, el in enumerate(list(parent)):
            if el.tag != f"{{{SVG}}}use":
                continue
            target = table[_href(el)[1:]]
            g = ET.Element(f"{{{SVG}}}g")
            moves = [el.get("transform", "")]
            for key in ("stroke", "fill"):
                if el.get(key):
                    g.set(key, el.get(key))
            if target.tag == f"{{{SVG}}}symbol":
                vx, vy, vw, vh = (float(v) for v in target.get("viewBox", "0 0 1 1").split())
                w, h = float(el.get("width", vw)), float(el.get("height", vh))
                x, y = float(el.get("x", 0)), float(el.get("y", 0))
                moves.append(f"translate({x:g} {y:g}) scale({w / vw:.6g} {h / vh:.6g}) "
                             f"translate({-vx:g} {-vy:g})")
                children = list(target)
            else:
                children = [target]
            g.set("transform", " ".join(m for m in moves if m))
            for c in children:
                c = ET.fromstring(ET.tostring(c))
                c.attrib.pop("id", None)
                g.append(c)
            parent.remove(el)
            parent.insert(i, g)
    if defs is not None:
        root.remove(defs)
    _shorten(root)


def joker(src: Path) -> bytes:
    tree = ET.parse(src)
    root = tree.getroot()
    _frame(root, JOKER_BOX)
    _flatten(root)
    return ET.tostring(root, encoding="utf-8", xml_declaration=True)


def main(src_dir: str) -> None:
    src = Path(src_dir)
    OUT.mkdir(parents=True, exist_ok=True)
    for suit in "SHCD":
        for rank in "JQK":
            (OUT / f"{rank}{suit}.svg").write_bytes(court(src / f"{suit}-{rank}.svg", suit, rank))
    # J-1 is drawn in red, yellow and blue (大王), J-2 in black alone (小王)
    (OUT / "BJ.svg").write_bytes(joker(src / "J-1.svg"))
    (OUT / "LJ.svg").write_bytes(joker(src / "J-2.svg"))
    print(f"wrote {len(list(OUT.glob('*.svg')))} files to {OUT}")


if __name__ == "__main__":
    main(sys.argv[1])
