"""The development loop a newcomer relies on (issue 34): the tools are pinned exactly, the test
command uses every core, and each release build is made only after the tests pass on its system."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("pytest", "pytest-xdist", "hypothesis", "ruff", "mypy", "pyinstaller", "fonttools", "build")


def _dev_extra() -> dict[str, str]:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    pins = {}
    for req in data["project"]["optional-dependencies"]["dev"]:
        name, sep, version = req.partition("==")
        assert sep and re.fullmatch(r"[0-9][0-9A-Za-z.]*", version), f"{req!r} is not an exact pin"
        pins[name] = version
    return pins


def test_every_dev_tool_is_pinned_exactly() -> None:
    assert set(TOOLS) <= set(_dev_extra())


def test_the_test_scripts_run_on_every_core_a_file_per_worker() -> None:
    for script in ("scripts/test.sh", "scripts/test.ps1"):
        text = (ROOT / script).read_text(encoding="utf-8")
        assert re.search(r"-m pytest -n auto --dist loadfile (\"\$@\"|@args)", text), script


def _jobs(workflow: str) -> dict[str, str]:
    """The workflow's jobs by name, each as its block of text (two-space indented keys under jobs:)."""
    body = workflow.split("\njobs:\n", 1)[1]
    parts = re.split(r"^  ([\w-]+):\n", body, flags=re.M)
    return dict(zip(parts[1::2], parts[2::2], strict=True))


def test_each_release_build_runs_the_tests_before_it_builds_and_smoke_runs_the_build() -> None:
    jobs = _jobs((ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8"))
    assert {"build", "linux"} <= set(jobs)
    for name in ("build", "linux"):
        steps = jobs[name]
        tests, build = steps.find("-m pytest -n auto"), steps.find("pyinstaller --noconfirm build.spec")
        assert 0 <= tests < build, name
        assert "ruff check" in steps[:build] and "-m mypy" in steps[:build], name
        assert steps.find("--smoke") > build, name
