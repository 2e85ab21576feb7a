"""The engine's seams (docs/engine-conventions.md, "Public names"): ``ai/`` and ``app/`` import from
the engine only its public modules and only names listed in their ``__all__``; a game's rules are
imported from its package (``engine.games.<id>``), never from a module inside it; and no rule
constant is copied into ``ai/``."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from engine import GAMES

ROOT = Path(__file__).resolve().parents[2]

#: the modules ai/ and app/ may import from (API sections 1-6 and the simulator)
PUBLIC_MODULES = frozenset(
    {"engine", "engine.actions", "engine.cards", "engine.codec", "engine.hand", "engine.match",
     "engine.registry", "engine.simulate", "engine.shedding", "engine.views"}
    | {f"engine.games.{g}" for g in GAMES})


def _sources(*packages: str) -> list[Path]:
    return sorted(p for pkg in packages for p in (ROOT / pkg).rglob("*.py"))


def _engine_imports(path: Path) -> list[tuple[int, str, list[str]]]:
    """(line, module, names) of every import of the engine in ``path``, in functions too."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            if node.module == "engine" or node.module.startswith("engine."):
                out.append((node.lineno, node.module, [a.name for a in node.names]))
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name == "engine" or a.name.startswith("engine."):
                    out.append((node.lineno, a.name, []))
    return out


def _exported(module: str) -> set[str]:
    return set(getattr(importlib.import_module(module), "__all__", ()))


def test_ai_and_app_import_only_exported_engine_names():
    """Every ``from engine… import X`` in ai/ and app/ names a public module and an X in its
    ``__all__`` (a game's rules come from ``engine.games.<id>``, not ``engine.games.<id>.combos``)."""
    bad = []
    for path in _sources("ai", "app"):
        rel = path.relative_to(ROOT)
        for line, module, names in _engine_imports(path):
            if module not in PUBLIC_MODULES:
                bad.append(f"{rel}:{line}: imports {module}, not a public engine module "
                           f"(import from {'.'.join(module.split('.')[:3])} and add the name to its __all__)")
                continue
            missing = [n for n in names if n not in _exported(module)]
            if missing:
                bad.append(f"{rel}:{line}: {', '.join(missing)} not in {module}.__all__")
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("module", sorted(PUBLIC_MODULES))
def test_every_exported_name_exists(module):
    """``__all__`` lists only names the module has (a stale entry breaks ``import *``)."""
    mod = importlib.import_module(module)
    assert [n for n in getattr(mod, "__all__", ()) if not hasattr(mod, n)] == []


def test_the_seam_test_sees_imports_inside_functions(tmp_path):
    """The walker finds an import of a game's inner module even inside a function (else the test
    above could not fail)."""
    src = tmp_path / "x.py"
    src.write_text("def f():\n    from engine.games.datongzi.combos import segments\n", encoding="utf-8")
    assert _engine_imports(src) == [(2, "engine.games.datongzi.combos", ["segments"])]
    assert "engine.games.datongzi.combos" not in PUBLIC_MODULES
    assert "segments" not in _exported("engine.games.datongzi")


def test_no_deck_definition_is_copied_into_ai():
    """BBT-1.2, DTZ-1.2, BZP-1.2: the AI builds a game's deck from the engine's ``DECK_WITHOUT``,
    never from a copied literal (one definition of every rule constant)."""
    bad = []
    for path in _sources("ai"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "make_deck":
                for kw in node.keywords:
                    if kw.arg == "without" and isinstance(kw.value, ast.Constant):
                        where = f"{path.relative_to(ROOT)}:{node.lineno}"
                        bad.append(f"{where}: make_deck(without={kw.value.value!r})")
    assert not bad, "\n".join(bad)
