"""The files that make the distributions: every asset is package data, the bundle lists the AI's
data, one version everywhere, the licences and the notices are there and cover the bundled libraries."""

from __future__ import annotations

import fnmatch
import re
import sys
import tomllib
from pathlib import Path

import app

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import gather_notices  # noqa: E402


def pyproject() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_every_asset_file_is_package_data():
    data = pyproject()["tool"]["setuptools"]["package-data"]
    for pkg, folder in (("assets", ROOT / "assets"), ("ai", ROOT / "ai")):
        files = [p for p in folder.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
        if pkg == "ai":
            files = [p for p in files if p.parent.name == "data"]
        files = [p for p in files if p.suffix != ".py"]
        assert files
        for p in files:
            rel = p.relative_to(folder).as_posix()
            assert any(fnmatch.fnmatch(rel, g) for g in data[pkg]), (
                f"{pkg}/{rel} would be left out of the wheel"
            )


def test_the_bundle_carries_the_ai_data_and_the_licences():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    for needed in ('"chexuan_splits.bin"), "ai/data")', '"LICENSE"), ".")', '"THIRD-PARTY-NOTICES"), ".")'):
        assert needed in spec


def test_one_version_everywhere():
    v = app.__version__
    assert pyproject()["project"]["dynamic"] == ["version"]
    assert pyproject()["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "app.__version__"}
    assert f'<release version="{v}"' in (ROOT / "packaging" / "org.paiju.Paiju.metainfo.xml").read_text(
        "utf-8"
    )
    assert f"## [{v}]" in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")


def test_licence_files():
    meta = pyproject()["project"]
    assert meta["license"] == "MIT"
    assert {"LICENSE", "THIRD-PARTY-NOTICES"} <= set(meta["license-files"])
    assert "Copyright (c) 2026 the Paiju authors" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert (ROOT / "assets" / "fonts" / "OFL.txt").is_file()  # the font's licence stays beside it
    notices = (ROOT / "THIRD-PARTY-NOTICES").read_text(encoding="utf-8")
    for part in (
        "pygame-ce (Python package)",
        "platformdirs (Python package)",
        "SDL2 (native library",
        "freetype (native library",
        "harfbuzz (native library",
        "vorbis (native library",
        "CPython",
        "PyInstaller",
        "Open Font License",
        "GNU LESSER GENERAL PUBLIC LICENSE",
    ):
        assert part in notices, part


# the shared libraries of pygame-ce 2.5.8's Windows and macOS wheels, and what PyInstaller adds there
WINDOWS = [
    "SDL2.dll",
    "SDL2_image.dll",
    "SDL2_mixer.dll",
    "SDL2_ttf.dll",
    "freetype.dll",
    "libjpeg-62.dll",
    "libogg-0.dll",
    "libopus-0.dll",
    "libopusfile-0.dll",
    "libpng16-16.dll",
    "libtiff-5.dll",
    "libwavpack-1.dll",
    "libwebp-7.dll",
    "libwebpdemux-2.dll",
    "libxmp.dll",
    "portmidi.dll",
    "python312.dll",
    "python3.dll",
    "VCRUNTIME140.dll",
    "VCRUNTIME140_1.dll",
    "libffi-8.dll",
    "_ctypes.pyd",
    "base.cp312-win_amd64.pyd",
]
MACOS = [
    "libSDL2-2.0.0.dylib",
    "libSDL2_ttf-2.0.0.2400.0.dylib",
    "libfreetype.6.dylib",
    "libharfbuzz.0.dylib",
    "libFLAC.14.0.0.dylib",
    "libz.1.3.1.zlib-ng.dylib",
    "libsharpyuv.0.1.2.dylib",
    "libmpg123.0.dylib",
    "libfluidsynth.3.5.6.dylib",
    "Python",
    "base.cpython-312-darwin.so",
]


def test_every_bundled_library_of_each_system_has_a_notice():
    for name in WINDOWS + MACOS:
        notice = gather_notices.native_notice(name)
        assert notice is not None, name
        if notice:
            assert (gather_notices.LICENSES / f"{notice}.txt").is_file()
    assert gather_notices.native_notice("libsomethingnew.so.1") is None  # an unknown library fails the check


def test_the_bundle_check_finds_a_library_without_notice(tmp_path):
    (tmp_path / "libSDL2-2.0.so.0").write_bytes(b"")
    (tmp_path / "libmystery.so.3").write_bytes(b"")
    notices = "x\n" + "=" * 78 + "\nSDL2 (native library bundled)\n"
    bad = gather_notices.check_bundle(tmp_path, notices)
    assert len(bad) == 1 and bad[0].startswith("libmystery.so.3")
    assert re.search(r"SDL2 missing", "\n".join(gather_notices.check_bundle(tmp_path, "x")))
