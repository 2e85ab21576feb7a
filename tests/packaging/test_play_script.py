"""scripts/play.sh installs once, then starts the game with the package index switched off."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
COPY = (
    "app",
    "engine",
    "ai",
    "assets",
    "scripts",
    "pyproject.toml",
    "README.md",
    "LICENSE",
    "THIRD-PARTY-NOTICES",
)

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="bash script (play.ps1 is its Windows twin)")


def _clone(tmp: Path) -> Path:
    repo = tmp / "repo"
    repo.mkdir()
    for name in COPY:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, repo / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(src, repo / name)
    return repo


def _venv_sharing_our_packages(repo: Path) -> None:
    """A .venv that already sees this interpreter's pygame-ce and platformdirs, so the first install
    only has to build the game itself. It sees this interpreter's pip too, so it is made without its
    own (``ensurepip`` was a third of this file's CPU time); pip installs into the .venv it runs in."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(repo / ".venv")], check=True)
    site = next((repo / ".venv" / "lib").glob("python3.*/site-packages"))
    (site / "_shared_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")


def _offline_env() -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    # no index, a dead index address and no local wheel folders: any install attempt fails
    env.update(
        PIP_NO_INDEX="1",
        PIP_INDEX_URL="http://127.0.0.1:9/simple",
        PIP_FIND_LINKS="",
        PIP_EXTRA_INDEX_URL="",
        PIP_CONFIG_FILE=os.devnull,
    )
    return env


@pytest.mark.slow  # a venv and an install of the game (pip builds it): test_a_venv_of_… is the quick check
def test_second_start_needs_no_network(tmp_path: Path) -> None:
    repo = _clone(tmp_path)
    _venv_sharing_our_packages(repo)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    first = subprocess.run(
        ["bash", "scripts/play.sh", "--version"],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert first.returncode == 0, first.stderr
    assert (repo / ".venv" / ".play-installed").read_bytes() == (repo / "pyproject.toml").read_bytes()

    second = subprocess.run(
        ["bash", "scripts/play.sh", "--smoke", "20"],
        cwd=repo,
        env=_offline_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert second.returncode == 0, second.stderr
    assert "smoke: 20 frames" in second.stdout

    # a changed pyproject.toml means installing again: offline, that attempt is what fails
    with (repo / "pyproject.toml").open("a", encoding="utf-8") as f:
        f.write("\n# changed\n")
    third = subprocess.run(
        ["bash", "scripts/play.sh", "--version"],
        cwd=repo,
        env=_offline_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert third.returncode == 1
    why = "(pyproject.toml changed since the last install)"
    assert f"play: could not install Paiju's packages {why}" in third.stderr
    assert "connect to the internet and run this again" in third.stderr


def test_a_venv_of_an_old_python_is_made_again(tmp_path: Path) -> None:
    repo = _clone(tmp_path)
    fake = repo / ".venv" / "bin" / "python"
    fake.parent.mkdir(parents=True)
    # answers --version as 3.10 does, and fails the version test as 3.10 would
    fake.write_text(
        '#!/bin/sh\n[ "$1" = --version ] && echo "Python 3.10.12" && exit 0\nexit 1\n', encoding="utf-8"
    )
    fake.chmod(0o755)
    run = subprocess.run(
        ["bash", "scripts/play.sh", "--version"],
        cwd=repo,
        env=_offline_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert "unsupported Python (Python 3.10.12)" in run.stderr
    new = subprocess.run(
        [str(fake), "-c", "import sys; print(sys.version_info[:2] >= (3, 11))"],
        capture_output=True,
        text=True,
    )
    assert new.stdout.strip() == "True"  # .venv now holds a real, supported interpreter
