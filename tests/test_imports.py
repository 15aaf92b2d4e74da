"""Every module of the package can be the first one a learner imports.

A module that only imports after another one (a circular import that happens to resolve when the
modules load in some other order) is a defect the whole suite cannot see: by the time a test
runs, pytest has already imported most of the package. So each module is imported here in a
really fresh interpreter of its own, in parallel to keep it quick.
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

import arkbook

PACKAGE = pathlib.Path(arkbook.__file__).resolve().parent


def package_modules() -> list[str]:
    """Every module under ``arkbook/``, found on disk (importing to list them would hide it)."""
    names = []
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def import_first(module: str) -> tuple[str, int, str]:
    done = subprocess.run(
        [sys.executable, "-c", f"import {module}"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )
    return module, done.returncode, done.stderr.strip().splitlines()[-1:]


def test_the_module_list_is_the_package() -> None:
    modules = package_modules()
    assert "arkbook" in modules and "arkbook.walkthrough" in modules
    assert "arkbook.boards.race" in modules and "arkbook.ark.engine" in modules


def test_every_module_imports_first_in_a_fresh_interpreter() -> None:
    workers = max(2, os.cpu_count() or 2)
    with ThreadPoolExecutor(workers) as pool:
        results = list(pool.map(import_first, package_modules()))
    failed = {module: err for module, code, err in results if code != 0}
    assert not failed, f"modules that cannot be imported first: {failed}"
