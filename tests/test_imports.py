"""Every module of the package can be the first one a learner imports.

A module that only imports after another one (a circular import that happens to resolve when the
modules load in some other order) is a defect the whole suite cannot see: by the time a test
runs, pytest has already imported most of the package. So each module is imported here first,
in a process where no module of the package has been imported yet.

Starting a new interpreter per module cost about three seconds each (most of it loading
ipywidgets, anywidget and the rest of what the package uses), five minutes for the package. So
one interpreter loads those libraries once, checks that no ``arkbook`` module came with them,
and forks a child per module: every child starts with the libraries and without the package.
"""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
import sys

import pytest

import arkbook

PACKAGE = pathlib.Path(arkbook.__file__).resolve().parent

#: Run in a fresh interpreter: load the libraries named in argv[1], then import each module of
#: argv[2] in a forked child of its own, and print which ones failed and why.
FORK_EACH = """
import importlib, json, os, sys, traceback
libraries, modules = json.loads(sys.argv[1]), json.loads(sys.argv[2])
for name in libraries:
    try:  # only a head start: a child imports what is missing itself
        importlib.import_module(name)
    except Exception:
        pass
loaded = sorted(m for m in sys.modules if m == "arkbook" or m.startswith("arkbook."))
assert not loaded, f"the libraries imported part of the package: {loaded}"
failed = {}
for module in modules:
    read, write = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(read)
        try:
            importlib.import_module(module)
        except BaseException:
            os.write(write, traceback.format_exc().strip().splitlines()[-1].encode())
            os._exit(1)
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as pipe:
        error = pipe.read()
    if os.waitpid(child, 0)[1] != 0:
        failed[module] = error or "the import killed the process"
print(json.dumps(failed))
"""

#: Run in a fresh interpreter: import the whole package and list the libraries it loaded.
LIBRARIES_USED = """
import importlib, json, sys
before = set(sys.modules)
for module in json.loads(sys.argv[1]):
    importlib.import_module(module)
print(json.dumps(sorted(
    m for m in set(sys.modules) - before
    if m.split(".")[0] != "arkbook" and not m.startswith("_")
)))
"""


def package_modules() -> list[str]:
    """Every module under ``arkbook/``, found on disk (importing to list them would hide it)."""
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def python(code: str, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_the_module_list_is_the_package() -> None:
    modules = package_modules()
    assert "arkbook" in modules and "arkbook.walkthrough" in modules
    assert "arkbook.boards.race" in modules and "arkbook.ark.engine" in modules


@pytest.mark.skipif(not hasattr(os, "fork"), reason="forks a child per module")
def test_every_module_imports_first_in_a_fresh_interpreter() -> None:
    modules = json.dumps(package_modules())
    libraries = python(LIBRARIES_USED, modules).strip()
    failed = json.loads(python(FORK_EACH, libraries, modules))
    assert not failed, f"modules that cannot be imported first: {failed}"


@pytest.mark.skipif(not hasattr(os, "fork"), reason="forks a child per module")
def test_a_module_that_fails_first_is_reported() -> None:
    """The check itself: a module whose import raises is named, with its error."""
    failed = json.loads(python(FORK_EACH, "[]", json.dumps(["json", "arkbook.no_such_module"])))
    assert list(failed) == ["arkbook.no_such_module"]
    assert "ModuleNotFoundError" in failed["arkbook.no_such_module"]


def test_the_boards_load_without_the_coach_or_nbformat() -> None:
    """The static site's kernel has no nbformat (lite/pins.toml), and the coach needs it to
    read the lessons' sections: a board loads the coach only when one is asked for
    (``BoardCore._coaching``). A race board once imported the coach at the top, and every
    JupyterLite play notebook stopped at its first cell."""
    code = (
        "import sys, arkbook.boards; "
        "print(sorted(m for m in sys.modules if m.startswith(('nbformat', 'arkbook.coach'))))"
    )
    assert python(code).strip() == "[]"


#: Run in a fresh interpreter where the test tools cannot be imported (JupyterLite's kernel has
#: none of them): a coached board, its hint and review, and the pages to print still work.
WITHOUT_TEST_TOOLS = """
import sys
for name in ("nbformat", "nbclient", "nbval", "pytest", "hypothesis", "playwright"):
    sys.modules[name] = None  # an import of it now raises ImportError
from arkbook.boards.classroom import classroom
from arkbook.printable import aid_page
room = classroom("ark")
room.board.set_coach(True)
print(room.board.hint().move, len(aid_page("ark-nova")), type(room.board.review()).__name__)
"""


def test_the_coach_and_the_pages_to_print_need_none_of_the_test_tools(tmp_path) -> None:
    """The Voici classroom pages of the static site broke on "No module named 'nbformat'" once
    their print links imported the coach, whose lesson links read notebooks with nbformat: a
    learner's kernel there has only the package's own dependencies. The package is laid out
    as its wheel lays it out (pyproject's force-include: the widgets and the rulings inside
    it, no lessons beside it)."""
    site = tmp_path / "site"
    shutil.copytree(PACKAGE, site / "arkbook", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(PACKAGE.parent / "widgets", site / "arkbook" / "widgets")
    shutil.copy(PACKAGE.parent / "docs" / "rulings.md", site / "arkbook" / "rulings.md")
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_TEST_TOOLS],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(site)},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Review" in done.stdout
