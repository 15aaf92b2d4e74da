"""Committed notebooks hold lessons, not copies of the boards' front end."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
PATHS = sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


@pytest.mark.parametrize("path", PATHS, ids=lambda p: str(p.relative_to(NOTEBOOKS)))
def test_no_stored_widget_state(path: Path) -> None:
    """Stored widget state embedded each board's JavaScript in every notebook (60% of their
    bytes) and nothing reads it: scripts/execute_notebooks.py no longer writes it."""
    notebook = nbformat.read(path, as_version=4)
    assert "widgets" not in notebook.metadata, f"{path.name} stores widget state"
