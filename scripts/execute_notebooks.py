"""Re-run notebooks in place so their committed outputs are fresh (on purpose, never in CI).

    .venv/bin/python scripts/execute_notebooks.py notebooks/ark/01-setup.ipynb ...

With no argument it re-runs every notebook under ``notebooks/``. Strict nbval then compares
these outputs on every test run, so run this after changing a notebook or what it shows.

Widget state is not stored (``store_widget_state=False``): nothing reads it (nbval compares
outputs, and the pictures are the static form), and storing it embedded a copy of every board's
JavaScript in every notebook, so one changed line of a board rewrote thousands of notebook lines.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent


def execute(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(
        notebook,
        timeout=600,
        kernel_name="python3",
        store_widget_state=False,
        resources={"metadata": {"path": str(path.parent)}},
    ).execute()
    nbformat.write(notebook, path)
    print(f"executed {path.relative_to(ROOT)}")


if __name__ == "__main__":
    targets = [Path(a).resolve() for a in sys.argv[1:]] or sorted(
        p for p in (ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts
    )
    for target in targets:
        execute(target)
