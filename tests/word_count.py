"""How long a notebook reads: words in its markdown, its code and the text form of its outputs.

This is the measure the lessons' word budgets are written in ("rendered to text with its
outputs"). A learner reading a static render sees the HTML pictures, not their ``text/plain``
twin, but the two carry the same words; counting the text form keeps the measure independent
of markup. Run it to see every notebook's length:

    .venv/bin/python -m tests.word_count [notebooks/ark/*.ipynb ...]
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


def output_text(output: dict) -> str:
    """The text form of one output: a stream's text, or a result's ``text/plain``."""
    if output.get("output_type") == "stream":
        return str(output.get("text", ""))
    if output.get("output_type") == "error":
        return "\n".join(output.get("traceback", []))
    return str(output.get("data", {}).get("text/plain", ""))


def notebook_text(path: Path) -> str:
    """The notebook rendered to text: every cell's source, then its outputs' text."""
    notebook = nbformat.read(path, as_version=4)
    parts: list[str] = []
    for cell in notebook.cells:
        parts.append(cell.source)
        parts.extend(output_text(o) for o in cell.get("outputs", []))
    return "\n".join(parts)


def word_count(path: Path) -> int:
    return len(notebook_text(path).split())


def first_words_before(path: Path, marker: str) -> int:
    """Words read before the first cell whose source contains ``marker`` (e.g. the first
    board a learner plays on)."""
    notebook = nbformat.read(path, as_version=4)
    words = 0
    for cell in notebook.cells:
        if marker in cell.source:
            return words
        words += len(cell.source.split())
        words += sum(len(output_text(o).split()) for o in cell.get("outputs", []))
    raise ValueError(f"{path.name}: no cell contains {marker!r}")


if __name__ == "__main__":
    paths = [Path(a) for a in sys.argv[1:]] or sorted(NOTEBOOKS.rglob("*.ipynb"))
    for p in paths:
        print(f"{word_count(p):7,d}  {p}")
