"""The package layout: floors, no cycles, no private names across modules, no optional package modules.

Every module of the package sits on a floor (see the architecture section of README.md) and
imports only from its own floor or lower ones, at the top of the module or inside a function.
Reading the source with :mod:`ast` checks every import statement, whether or not it runs.
"""
from __future__ import annotations

import ast
import functools
from pathlib import Path
from typing import Dict, Iterator, List, Optional, Set, Tuple

import pytest

PACKAGE = "spacy_quoteverify"
ROOT = Path(__file__).resolve().parent.parent / PACKAGE

#: Floors, lowest first: a module name, or a sub-package name followed by ".".
FLOORS: List[Tuple[str, ...]] = [
    ("about", "charclasses", "errors", "reasons"),
    ("lang.",),
    ("options",),
    ("text.",),
    ("answer.",),
    ("match.",),
    ("verdict",),
    ("batch.",),
    ("component", "validate"),
    ("evaluation.",),
    # The command line, the package's front door and the documented old paths (re-export modules).
    ("cli", "__main__", "__init__", "source", "tokenizer", "lexicons", "citations", "distributed", "evaluate"),
]


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts = parts[:-1]
    return ".".join(parts)


def _modules() -> Dict[str, Path]:
    return {_module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


MODULES = _modules()


def floor(module: str) -> int:
    """The floor of a module of the package (its name without the package prefix)."""
    for level, names in enumerate(FLOORS):
        for name in names:
            if module == name or (name.endswith(".") and (module + ".").startswith(name)):
                return level
    raise AssertionError(f"{PACKAGE}.{module} is on no floor: add it to FLOORS and to README.md")


def _resolve(module: str, node: ast.ImportFrom) -> Optional[str]:
    """The absolute dotted name an ``import from`` names (None: outside the package)."""
    if node.level:
        base = module.split(".")[: -node.level] if "." in module or node.level > 1 else []
        name = ".".join(base + ([node.module] if node.module else []))
        return name
    if node.module == PACKAGE:
        return ""
    if node.module and node.module.startswith(PACKAGE + "."):
        return node.module[len(PACKAGE) + 1 :]
    return None


def _imports(module: str) -> Iterator[Tuple[ast.AST, str, List[str]]]:
    """(node, imported module, names imported from it) for every import of the package."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith(PACKAGE + "."):
                    yield node, alias.name[len(PACKAGE) + 1 :], []
        elif isinstance(node, ast.ImportFrom):
            target = _resolve(module, node)
            if target is None:
                continue
            names = [a.name for a in node.names]
            if target == "" or (ROOT / target.replace(".", "/")).is_dir():
                # ``from spacy_quoteverify import x``, ``from spacy_quoteverify.lang import x``:
                # x is a module, or a name the package's ``__init__`` exports.
                package = target or "__init__"
                for name in names:
                    sub = f"{target}.{name}" if target else name
                    yield (node, sub, []) if sub in MODULES else (node, package, [name])
            else:
                yield node, target, names


@functools.lru_cache(maxsize=1)
def _edges() -> Dict[str, Set[str]]:
    """Every module's imports of other modules of the package (parsed once per run: a test
    per module reads them)."""
    edges: Dict[str, Set[str]] = {m: set() for m in MODULES}
    for module in MODULES:
        for _, target, _ in _imports(module):
            if target in MODULES and target != module:
                edges[module].add(target)
    return edges


def test_every_module_is_on_a_floor() -> None:
    for module in MODULES:
        floor(module)


@pytest.mark.parametrize("module", sorted(MODULES))
def test_a_module_imports_only_from_its_floor_or_lower(module: str) -> None:
    if module in ("lang", "text", "answer", "match", "batch", "evaluation"):
        return  # the sub-packages' own __init__ hold a docstring only
    upward = sorted(t for t in _edges()[module] if floor(t) > floor(module))
    assert not upward, f"{module} (floor {floor(module)}) imports from higher floors: {upward}"


def test_the_import_graph_has_no_cycle() -> None:
    edges = _edges()
    state: Dict[str, int] = {}
    path: List[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges[node]):
            if state.get(nxt) == 1:
                raise AssertionError("import cycle: " + " -> ".join(path[path.index(nxt) :] + [nxt]))
            if nxt not in state:
                visit(nxt)
        path.pop()
        state[node] = 2

    for module in sorted(edges):
        if module not in state:
            visit(module)


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_private_name_is_imported_from_another_module(module: str) -> None:
    found = []
    for _node, target, names in _imports(module):
        if target.split(".")[-1].startswith("_") and target not in ("__init__", "__main__"):
            found.append(f"module {target}")
        if target == module:
            continue
        found += [f"{target}.{n}" for n in names if n.startswith("_") and not n.startswith("__")]
    assert not found, f"{module} imports private names: {found}"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_package_module_is_imported_as_if_it_were_optional(module: str) -> None:
    """A package module imported inside ``try`` would turn a bug in it into a silently missing feature."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Try):
            for inner in node.body:  # the ``except`` and ``else`` branches are not guarded by it
                for sub in ast.walk(inner):
                    if isinstance(sub, ast.ImportFrom) and _resolve(module, sub) is not None:
                        found.append(sub.lineno)
                    elif isinstance(sub, ast.Import) and any(a.name.startswith(PACKAGE) for a in sub.names):
                        found.append(sub.lineno)
    assert not found, f"{module} imports package modules inside try (lines {found})"


def test_the_readme_lists_every_floor() -> None:
    readme = (ROOT.parent / "README.md").read_text(encoding="utf8")
    for names in FLOORS[:-1]:
        for name in names:
            shown = name.rstrip(".") + ("/" if name.endswith(".") else "")
            assert f"`{shown}" in readme, f"README.md's architecture section does not name {shown}"


#: Strings that spell a reason but mean something else where they stand.
NOT_REASONS = {
    ("match.rules", "order"): "a mode of the chain search (full, order, sentence)",
    ("evaluation.evaluate", "edit_near_verbatim"): "the name of a column of the decision sweep",
}


@pytest.mark.parametrize("module", sorted(MODULES))
def test_reasons_are_named_by_their_constants(module: str) -> None:
    """Every reason is written as ``reasons.X``, so a misspelt one fails at import, not in a verdict."""
    from spacy_quoteverify import reasons

    if module == "reasons":
        return
    tree = ast.parse(MODULES[module].read_text(encoding="utf8"))
    in_fstrings = {id(sub) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for sub in ast.walk(node)}
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
    }
    found = sorted(
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in reasons.ALL
        and id(node) not in in_fstrings and id(node) not in docstrings and (module, node.value) not in NOT_REASONS
    )
    assert not found, f"{module} spells reasons as strings (line, reason): {found}"
