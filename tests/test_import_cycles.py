"""The import graph of ``engine/``, ``ai/`` and ``app/``: no cycle, counting imports inside functions
(those under ``if TYPE_CHECKING:`` only name types and are left out), as
``../shared/tools/import_cycles.py`` reports. Also the layering the house keeps: ``engine`` imports
neither ``ai`` nor ``app``; ``ai`` not ``app``; ``app/services`` nothing of the app above it; and an
import inside an ``app`` function says why it is deferred."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "ai", "app")


def _modules() -> dict[str, Path]:
    mods = {}
    for pkg in PACKAGES:
        for path in (ROOT / pkg).rglob("*.py"):
            name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            mods[name.removesuffix(".__init__")] = path
    return mods


MODS = _modules()


def _type_only(tree: ast.AST) -> set[int]:
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip |= {id(c) for c in ast.walk(node)}
    return skip


def _targets(mod: str, node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        names = [a.name for a in node.names]
    else:
        base = mod.split(".")
        if node.level:
            keep = len(base) - node.level + (1 if MODS[mod].name == "__init__.py" else 0)
            prefix = ".".join(base[:keep] + ([node.module] if node.module else []))
        else:
            prefix = node.module or ""
        # ``from pkg import sub`` imports the submodule when there is one, else a name of pkg
        names = [f"{prefix}.{a.name}" if f"{prefix}.{a.name}" in MODS else prefix for a in node.names]
    out = []
    for name in names:
        while name and name not in MODS:
            name = name.rpartition(".")[0]
        if name and name != mod:
            out.append(name)
    return out


@functools.cache
def _imports() -> tuple[dict[str, set[str]], list[tuple[str, int, bool]]]:
    """The graph, and every import inside a function: (module, line, its function says why). Built
    when a test first asks, not at import: every xdist worker imports this module to collect it,
    and parsing the whole tree cost about 1.5 CPU seconds each."""
    edges: dict[str, set[str]] = {m: set() for m in MODS}
    inner: list[tuple[str, int, bool]] = []
    for mod, path in MODS.items():
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        tree = ast.parse(source)
        skip = _type_only(tree)

        def visit(
            node: ast.AST,
            func: ast.AST | None,
            mod: str = mod,
            lines: list[str] = lines,
            skip: set[int] = skip,
        ) -> None:
            for child in ast.iter_child_nodes(node):
                inside = child if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else func
                if isinstance(child, (ast.Import, ast.ImportFrom)) and id(child) not in skip:
                    edges[mod].update(_targets(mod, child))
                    if func is not None:
                        said = "\n".join(lines[func.lineno - 1 : child.lineno])
                        inner.append((mod, child.lineno, "deferred on purpose" in said))
                visit(child, inside)

        visit(tree, None)
    return edges, inner


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for root in edges:
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on.add(root)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        x = stack.pop()
                        on.discard(x)
                        comp.append(x)
                        if x == v:
                            break
                    if len(comp) > 1:
                        out.append(sorted(comp))
            elif w not in index:
                index[w] = low[w] = counter
                counter += 1
                stack.append(w)
                on.add(w)
                work.append((w, iter(sorted(edges[w]))))
            elif w in on:
                low[v] = min(low[v], index[w])
    return out


def _init_only(comp: list[str]) -> bool:
    """A package and one of its own submodules through the package's re-exports (not a real cycle)."""
    pkgs = [c for c in comp if MODS[c].name == "__init__.py"]
    return len(comp) == 2 and len(pkgs) == 1 and all(c.startswith(pkgs[0]) for c in comp)


def test_no_import_cycle_in_engine_ai_or_app():
    cycles = [c for c in _cycles(_imports()[0]) if not _init_only(c)]
    assert not cycles, "import cycles (imports inside functions count): " + "; ".join(
        " ↔ ".join(c) for c in cycles
    )


def test_the_cycle_finder_finds_a_cycle():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(edges) == [["a", "b", "c"]]


def test_the_layers_import_downward_only():
    up = {
        "engine": ("ai", "app"),
        "ai": ("app",),
        "app.services": ("app.table", "app.games", "app.scenes", "app.render", "app.ui", "app.loop"),
        # a game's table plug-in sees the table through its TableContext, never the scene
        "app.games": ("app.scenes", "app.loop"),
        "app.table": ("app.scenes", "app.loop"),
    }
    wrong = [
        (mod, target)
        for mod, targets in _imports()[0].items()
        for layer, above in up.items()
        if mod == layer or mod.startswith(layer + ".")
        for target in targets
        if any(target == a or target.startswith(a + ".") for a in above)
    ]
    assert not wrong, wrong


def test_scene_modules_never_import_each_other():
    """Scenes ask the scene stack for another scene by name (``app.scenes.registry``)."""
    shared = ("app.scenes.base", "app.scenes.registry")
    scenes = {m for m in MODS if m.startswith("app.scenes.") and m not in shared}
    wrong = [(m, t) for m in scenes for t in _imports()[0][m] if t in scenes]
    assert not wrong, wrong


def test_imports_inside_app_functions_say_why():
    """An import inside a function of ``app/`` is a deliberate deferral (a heavy or optional module):
    its function says so in a comment ("deferred on purpose")."""
    silent = [(m, line) for m, line, why in _imports()[1] if m.startswith("app") and not why]
    assert not silent, silent
