"""The layers the design names, checked on the source: rules code never imports teaching or
widget code, and shared teaching code never reaches into one game's private modules.

Imports inside a function (done late, on purpose) and under ``if TYPE_CHECKING`` (types only)
are not at module level, so they do not count.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from arkbook import games

PACKAGE = Path(__file__).resolve().parent.parent / "arkbook"
ENGINES = [info.name for info in games.ALL]
#: What rules code must not import: the boards, the pictures and the explanations.
#: Each game's public entry for building positions by name (the design's "one public,
#: documented entry per game"), which shared teaching code may import.
POSITIONS = ("positions", "position")
TEACHING = ("arkbook.boards", "arkbook.pictures", "arkbook.explain", "arkbook.coach")


def is_module(name: str) -> bool:
    """Whether ``name`` is one of arkbook's modules (``from arkbook import explain``) rather
    than a name inside one (``from arkbook.ark_of_animals import Wait``)."""
    path = PACKAGE.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or path.is_dir()


def module_level_imports(path: Path) -> Iterator[str]:
    """The modules a file imports at module level, outside ``if TYPE_CHECKING``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        for inner in ast.walk(node):
            if isinstance(inner, ast.FunctionDef | ast.AsyncFunctionDef):
                break
            if isinstance(inner, ast.Import):
                yield from (alias.name for alias in inner.names)
            elif isinstance(inner, ast.ImportFrom) and inner.module and not inner.level:
                yield inner.module
                names = (f"{inner.module}.{alias.name}" for alias in inner.names)
                yield from (name for name in names if is_module(name))


def shared_modules() -> list[Path]:
    """The modules every game shares: the package's top level and its shared folders'
    game-independent parts."""
    found = sorted(PACKAGE.glob("*.py"))
    found += [PACKAGE / "boards" / "base.py", PACKAGE / "pictures" / "base.py"]
    coach = PACKAGE / "coach"
    if coach.is_dir():
        found += sorted(p for p in coach.glob("*.py"))
    return found


@pytest.mark.parametrize("engine", ENGINES)
def test_rules_code_imports_no_teaching_or_widget_code(engine: str) -> None:
    bad = [
        f"{path.relative_to(PACKAGE)} imports {name}"
        for path in sorted((PACKAGE / engine).rglob("*.py"))
        for name in module_level_imports(path)
        if name.startswith(TEACHING)
    ]
    assert not bad, bad


@pytest.mark.parametrize("path", shared_modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_shared_code_imports_no_engine_private_module(path: Path) -> None:
    """A shared module may import a game's public package (``arkbook.ark``) and its documented
    entry for positions, never what else is inside it (``arkbook.ark.engine``): each game
    offers hooks instead."""
    private = tuple(f"arkbook.{engine}." for engine in ENGINES)
    public = tuple(f"arkbook.{engine}.{entry}" for engine in ENGINES for entry in POSITIONS)
    names = module_level_imports(path)
    bad = [n for n in names if n.startswith(private) and not n.startswith(public)]
    assert not bad, f"{path.name} imports {bad}"
