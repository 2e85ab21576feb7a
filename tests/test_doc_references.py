"""The docs name what exists (issue 34): every file path in the README and docs/ is a file of the
repository, every test they cite (``path::test_name``) is defined there, every bare file name is
either in the repository or a name the code itself writes (``stats.json``), and the figures that can
be checked against the code or the files are right."""

from __future__ import annotations

import os
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
TOP = {p.name for p in ROOT.iterdir()}
SUFFIXES = ("py", "md", "sh", "ps1", "json", "toml", "bin", "spec", "yml", "txt", "otf", "wav", "png",
            "svg", "xml", "desktop", "ico", "icns")
FILE_NAME = re.compile(rf"[\w.-]+\.(?:{'|'.join(SUFFIXES)})")
# `code` spans and the targets of markdown links
MENTION = re.compile(r"`([^`\s]+)`|\]\(([^)\s]+)\)")
SOURCE_DIRS = ("app", "engine", "ai", "scripts", "benchmarks")


def _mentions(doc: Path) -> list[tuple[str, bool]]:
    """(text, is a link) of each mention in ``doc`` that may name a file."""
    out = []
    for m in MENTION.finditer(doc.read_text(encoding="utf-8")):
        text, link = (m.group(1), False) if m.group(1) else (m.group(2), True)
        if text.startswith(("http", "#", "~", "%", "$", "-")):
            continue  # a web address, an anchor, a user folder, a variable, an option
        text = text.split("#")[0].rstrip(".,:;")
        if any(c in text for c in "<>*…{}|()"):
            continue  # a pattern (saves/<game>.json), not a name
        out.append((text, link))
    return out


@cache
def _repo_names() -> set[str]:
    skip = {".git", ".venv", "build", "dist", "__pycache__", "paiju.egg-info", ".hypothesis", "node_modules"}
    names: set[str] = set()
    for _folder, dirs, files in os.walk(ROOT):
        dirs[:] = [d for d in dirs if d not in skip]
        names.update(files, dirs)
    return names


@cache
def _code_text() -> str:
    """The source the app, the engine, the AI and the scripts are made of (file names they use)."""
    return "\n".join(p.read_text(encoding="utf-8") for d in SOURCE_DIRS for p in (ROOT / d).rglob("*.py"))


def _problems(doc: Path, names: set[str], code: str) -> list[str]:
    problems = []
    for text, link in _mentions(doc):
        path, _, test = text.partition("::")
        if link or ("/" in path and path.split("/")[0] in TOP):
            base = doc.parent if link and not (ROOT / path).exists() else ROOT
            target = base / path
            if not target.exists():
                module, _, attr = path.rpartition(".")  # app/services/match_facts.style_facts
                if not (attr and Path(ROOT / f"{module}.py").is_file()
                        and re.search(rf"\b(def|class) {attr}\b|^{attr}\b", (ROOT / f"{module}.py").read_text(
                            encoding="utf-8"), re.M)):
                    problems.append(f"{path}: no such file")
                continue
            if test:
                name = test.split("[")[0].split("::")[-1]
                if not re.search(rf"^\s*def {name}\(", target.read_text(encoding="utf-8"), re.M):
                    problems.append(f"{text}: no such test")
        elif FILE_NAME.fullmatch(path) and path not in names and path not in code:
            problems.append(f"{path}: neither a file of the repository nor a name the code uses")
    return problems


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_file_and_test_the_doc_names_exists(doc: Path) -> None:
    assert _problems(doc, _repo_names(), _code_text()) == []


def test_the_check_finds_a_missing_file_and_a_missing_test(tmp_path: Path) -> None:
    doc = tmp_path / "doc.md"
    doc.write_text("See `engine/no_such_module.py`, `tests/test_doc_references.py::test_nothing_here`,\n"
                   "[the guide](docs/architecture.md), `nowhere.json` and `docs/architecture.md`.\n",
                   encoding="utf-8")
    problems = _problems(doc, _repo_names(), _code_text())
    assert problems == [
        "engine/no_such_module.py: no such file",
        "tests/test_doc_references.py::test_nothing_here: no such test",
        "nowhere.json: neither a file of the repository nor a name the code uses",
    ]


# ---- figures the docs give that the repository can confirm


def _number(text: str) -> int:
    return int(text.replace(",", "").replace(" ", ""))


def test_the_split_table_size_in_the_docs_is_the_files() -> None:
    from app.services.asset_check import SPLITS_SIZE

    size = (ROOT / "ai" / "data" / "chexuan_splits.bin").stat().st_size
    assert size == SPLITS_SIZE
    text = (ROOT / "docs" / "distribution.md").read_text(encoding="utf-8")
    said = re.findall(r"split table must have its ([\d,]+) bytes", text)
    assert said and all(_number(n) == size for n in said)


def test_the_constants_the_docs_quote_are_the_codes() -> None:
    from ai.decompose import MEMO_GENERATION
    from ai.pimc import DEFAULT_BUDGET_MS
    from app.loop import ART_BUDGET
    from app.services.history import KEEP
    from engine.games.banbiantianzha.playmasks import LAZY_FROM

    perf = (ROOT / "docs" / "performance.md").read_text(encoding="utf-8")
    assert re.search(rf"DEFAULT_BUDGET_MS` = {DEFAULT_BUDGET_MS:g} ms", perf)
    assert re.search(rf"`LAZY_FROM` = {LAZY_FROM} plays", perf)
    assert re.search(rf"`MEMO_GENERATION` = {MEMO_GENERATION:,} entries", perf)
    assert re.search(rf"`ART_BUDGET` {ART_BUDGET * 1000:g} ms", perf)
    for doc in ("README.md", "docs/architecture.md"):
        said = re.findall(r"last (\d+) (?:finished )?hands", (ROOT / doc).read_text(encoding="utf-8"))
        assert said and all(int(n) == KEEP for n in said), doc


def test_the_house_rule_count_in_the_readme_is_the_engines() -> None:
    from engine.registry import GAMES, house_options

    count = sum(len(house_options(g)) for g in GAMES)
    said = re.findall(r"lists (\d+) of them", (ROOT / "README.md").read_text(encoding="utf-8"))
    assert said == [str(count)]
