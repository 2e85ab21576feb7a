"""Write THIRD-PARTY-NOTICES: the licence texts of everything the wheel's dependencies and the
PyInstaller bundle redistribute, gathered from this interpreter's installed distributions.

- the Python distributions the game needs (pygame-ce, platformdirs and what they require), with the
  licence files their metadata lists; pygame-ce's wheel carries none, so its LGPL-2.1 text and the
  notices of the native libraries its wheel bundles (SDL2, FreeType, HarfBuzz, ogg, vorbis, FLAC,
  opus…) come from packaging/licenses/ (Debian's copyright files of the same libraries);
- the system libraries PyInstaller copies beside them (zlib, libffi, the GCC runtime…);
- CPython's licence, read from the running interpreter's installation;
- PyInstaller's licence with its bootloader exception (the bundle's launcher is its bootloader);
- the bundled font's OFL (the file itself stays at assets/fonts/OFL.txt);
- where the court cards' and jokers' pictures come from (CC0-1.0: assets/cards/LICENSE.txt).

    python scripts/gather_notices.py                       # writes THIRD-PARTY-NOTICES
    python scripts/gather_notices.py --check-bundle dist/paiju
        # fails when a shared library in the built bundle is not covered by a notice
"""

from __future__ import annotations

import argparse
import re
import sys
import sysconfig
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LICENSES = ROOT / "packaging" / "licenses"
OUT = ROOT / "THIRD-PARTY-NOTICES"
RUNTIME = ("pygame-ce", "platformdirs")

# shared-library name (lower case, "lib" prefix dropped, hash and version ignored) -> notice file
NATIVE = [
    (r"sdl2_ttf", "SDL2_ttf"),
    (r"sdl2_image", "SDL2_image"),
    (r"sdl2_mixer", "SDL2_mixer"),
    (r"sdl2\b", "SDL2"),
    (r"freetype", "freetype"),
    (r"harfbuzz", "harfbuzz"),
    (r"ogg", "ogg"),
    (r"vorbis", "vorbis"),
    (r"flac", "FLAC"),
    (r"opusfile", "opusfile"),
    (r"opus", "opus"),
    (r"mpg123", "mpg123"),
    (r"sndfile", "sndfile"),
    (r"fluidsynth", "fluidsynth"),
    (r"portmidi", "portmidi"),
    (r"wavpack", "wavpack"),
    (r"xmp", "xmp"),
    (r"webp|sharpyuv", "webp"),
    (r"png", "png"),
    (r"jpeg|turbojpeg", "jpeg"),
    (r"tiff", "tiff"),
    (r"brotli", "brotli"),
    (r"asound", "alsa"),
    (r"z\b|zlib", "zlib"),
    (r"ffi", "ffi"),
    (r"stdc\+\+|gcc_s|gomp|winpthread", "gcc-runtime"),
    (r"bz2", "bzip2"),
    (r"lzma", "xz"),
    (r"expat", "expat"),
]
# covered by another section: CPython and its modules, and the extension modules of the Python
# packages above (pygame's base.cpython-312-….so, base.cp312-win_amd64.pyd)
CPYTHON = r"python3|python\d+|python$|mpdec|_[a-z0-9_]+\.|[a-z0-9_]+\.(cpython-|cp3|abi3)|.*\.pyd$"
# the Windows C runtime (redistributable with any program built against it)
SYSTEM = r"vcruntime|msvcp|ucrtbase|api-ms-win-|concrt"


def _norm(name: str) -> str:
    n = name.lower()
    return n[3:] if n.startswith("lib") else n


def native_notice(name: str) -> str | None:
    """The packaging/licenses/ file covering a shared library, "" for CPython/OS runtime, None if unknown."""
    n = _norm(name)
    if re.match(CPYTHON, n) or re.match(SYSTEM, n):
        return ""
    for pattern, notice in NATIVE:
        if re.match(pattern, n):
            return notice
    return None


def _is_shared_lib(p: Path) -> bool:
    n = p.name.lower()
    return n.endswith((".dll", ".dylib", ".pyd")) or ".so" in n


def runtime_dists() -> list[metadata.Distribution]:
    """The runtime dependencies and everything they require (extras left out)."""
    seen: dict[str, metadata.Distribution] = {}
    todo = list(RUNTIME)
    while todo:
        name = todo.pop()
        key = re.sub(r"[-_.]+", "-", name).lower()
        if key in seen:
            continue
        dist = metadata.distribution(name)
        seen[key] = dist
        for req in dist.requires or []:
            if "extra ==" not in req:
                todo.append(re.split(r"[ ;<>=!~\[(]", req, maxsplit=1)[0])
    return sorted(seen.values(), key=lambda d: d.metadata["Name"].lower())


def _licence_files(dist: metadata.Distribution) -> list[tuple[str, str]]:
    out = []
    for f in dist.files or []:
        base = f.name.upper()
        if "dist-info" in str(f) and (base.startswith(("LICEN", "COPYING", "NOTICE", "AUTHORS"))):
            out.append((str(f), Path(f.locate()).read_text(encoding="utf-8", errors="replace")))
    return out


def _wheel_native_libs(dist: metadata.Distribution) -> list[str]:
    return sorted(
        {f.name for f in dist.files or [] if _is_shared_lib(Path(f.name)) and native_notice(f.name) != ""}
    )


def cpython_licence() -> str:
    """The interpreter's own LICENSE.txt (its location differs on Windows, macOS and Linux)."""
    xy = f"{sys.version_info[0]}.{sys.version_info[1]}"
    candidates = [
        Path(sys.base_prefix) / "LICENSE.txt",
        Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt",
        Path(sys.base_prefix) / "lib" / f"python{xy}" / "LICENSE.txt",
        # Fedora/RHEL packages move it out of the standard library
        *sorted(Path("/usr/share/licenses").glob(f"python{xy}*/LICENSE*")),
        *sorted(Path("/usr/share/licenses").glob("python3-libs/LICENSE*")),
    ]
    for c in candidates:
        if c.is_file():
            return c.read_text(encoding="utf-8", errors="replace")
    raise SystemExit(f"CPython's LICENSE.txt not found (looked in {', '.join(map(str, candidates))})")


def _section(title: str, body: str) -> str:
    bar = "=" * 78
    return f"{bar}\n{title}\n{bar}\n\n{body.strip()}\n\n"


def build() -> str:
    """The whole notices text."""
    parts = [
        "THIRD-PARTY NOTICES for 牌局 Paiju\n\n"
        "Paiju itself is MIT-licensed (see LICENSE). Its wheel depends on, and its stand-alone builds\n"
        "contain, the software below; each part keeps its own licence, reproduced here. pygame-ce and\n"
        "the LGPL libraries it bundles are dynamically linked: they are the unmodified files of their\n"
        "official releases, and you may replace them in the built folder with your own builds.\n"
        f"Generated by scripts/gather_notices.py with Python {sys.version.split()[0]} on {sys.platform}.\n\n"
    ]
    used: set[str] = set()
    for dist in runtime_dists():
        meta = dist.metadata
        licence = meta.get("License-Expression") or meta.get("License") or ""
        classifiers = [
            c.split(" :: ")[-1] for c in meta.get_all("Classifier") or [] if c.startswith("License")
        ]
        head = f"{meta['Name']} {meta['Version']}\nLicence: {licence or ', '.join(classifiers)}\n"
        if meta.get("Home-page"):
            head += f"Home page: {meta['Home-page']}\n"
        texts = _licence_files(dist)
        if meta["Name"].lower() == "pygame-ce" and not texts:
            texts = [
                (
                    "GNU Lesser General Public License 2.1 (the wheel ships no licence file)",
                    (LICENSES / "LGPL-2.1.txt").read_text(encoding="utf-8"),
                )
            ]
        libs = _wheel_native_libs(dist)
        if libs:
            head += "Native libraries in its wheel, each with its notice below:\n" + "".join(
                f"  {lib}: {native_notice(lib) or 'UNKNOWN'}\n" for lib in libs
            )
            used.update(n for lib in libs if (n := native_notice(lib)))
        body = head + "\n" + "\n".join(f"--- {name}\n\n{text.strip()}\n" for name, text in texts)
        parts.append(_section(f"{meta['Name']} (Python package)", body))
    # the libraries PyInstaller copies from the build machine on one system or another
    used.update(("zlib", "ffi", "gcc-runtime"))
    for notice in sorted(used, key=str.lower):
        parts.append(
            _section(
                f"{notice} (native library bundled in the stand-alone builds)",
                (LICENSES / f"{notice}.txt").read_text(encoding="utf-8"),
            )
        )
    for name in ("LGPL-2.1", "GPL-3"):  # the full texts the notices above refer to
        parts.append(
            _section(f"{name} (licence text)", (LICENSES / f"{name}.txt").read_text(encoding="utf-8"))
        )
    parts.append(
        _section("CPython (the Python interpreter inside the stand-alone builds)", cpython_licence())
    )
    try:
        pyi = metadata.distribution("pyinstaller")
        pyi_texts = _licence_files(pyi)
        parts.append(
            _section(
                f"PyInstaller {pyi.version} bootloader (the launcher of the stand-alone builds; GPL-2.0 with "
                "the bootloader exception, which allows it in programs under any licence)",
                "\n".join(t for _n, t in pyi_texts),
            )
        )
    except metadata.PackageNotFoundError:
        parts.append(
            _section(
                "PyInstaller bootloader",
                "GPL-2.0-or-later with the PyInstaller bootloader "
                "exception: https://github.com/pyinstaller/pyinstaller/blob/develop/COPYING.txt",
            )
        )
    parts.append(
        _section(
            "Paiju Sans SC (subset of Noto Sans CJK SC), SIL Open Font License 1.1",
            (ROOT / "assets" / "fonts" / "OFL.txt").read_text(encoding="utf-8"),
        )
    )
    parts.append(
        _section(
            "Card pictures (court cards and jokers): Adrian Kennard's designs, CC0-1.0",
            (ROOT / "assets" / "cards" / "LICENSE.txt").read_text(encoding="utf-8"),
        )
    )
    return "".join(parts)


def check_bundle(folder: Path, notices: str) -> list[str]:
    """Shared libraries in a built bundle that no notice covers, or whose notice is not in ``notices``."""
    bad = []
    for p in sorted(folder.rglob("*")):
        if not p.is_file() or not _is_shared_lib(p):
            continue
        notice = native_notice(p.name)
        if notice is None:
            bad.append(f"{p.relative_to(folder)}: no notice known (add it to NATIVE and packaging/licenses/)")
        elif notice and f"\n{notice} (native library" not in notices:
            bad.append(f"{p.relative_to(folder)}: {notice} missing from THIRD-PARTY-NOTICES")
    return bad


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument(
        "--check-bundle",
        type=Path,
        metavar="DIR",
        help="check that every shared library in a built bundle has its notice",
    )
    args = ap.parse_args(argv)
    if args.check_bundle:
        notices = args.check_bundle / "_internal" / "THIRD-PARTY-NOTICES"
        if not notices.is_file():
            notices = next(args.check_bundle.rglob("THIRD-PARTY-NOTICES"), notices)
        text = notices.read_text(encoding="utf-8") if notices.is_file() else ""
        bad = check_bundle(args.check_bundle, text) if text else [f"{notices} is missing"]
        if not (notices.parent / "LICENSE").is_file():
            bad.append(f"{notices.parent / 'LICENSE'} is missing")
        for line in bad:
            print(line, file=sys.stderr)
        print(f"notices: {'FAILED' if bad else 'every bundled library has its notice'}")
        return 1 if bad else 0
    args.out.write_text(build(), encoding="utf-8", newline="\n")
    print(f"wrote {args.out} ({args.out.stat().st_size // 1024} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
