"""The index notebook is the way in: it must link every notebook, and only notebooks that exist."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
LINK = re.compile(r"\]\(([^)#]+\.ipynb)\)")


def linked() -> set[str]:
    index = nbformat.read(NOTEBOOKS / "index.ipynb", as_version=4)
    text = "\n".join(cell.source for cell in index.cells if cell.cell_type == "markdown")
    return set(LINK.findall(text))


def test_every_link_in_the_index_leads_to_a_notebook() -> None:
    missing = sorted(link for link in linked() if not (NOTEBOOKS / link).is_file())
    assert not missing, f"the index links to notebooks that do not exist: {missing}"


def test_every_notebook_is_linked_from_the_index() -> None:
    present = {
        str(path.relative_to(NOTEBOOKS))
        for path in NOTEBOOKS.rglob("*.ipynb")
        if ".ipynb_checkpoints" not in path.parts and path.name != "index.ipynb"
    }
    assert present - linked() == set(), "notebooks the index does not list"


def test_every_link_and_file_name_in_a_notebook_resolves() -> None:
    """A lesson that points at a file that does not exist (it once named
    ``docs/rulings/ark_of_animals.md``) leaves the learner stranded."""
    root = NOTEBOOKS.parent
    missing = []
    for path in NOTEBOOKS.rglob("*.ipynb"):
        if ".ipynb_checkpoints" in path.parts:
            continue
        cells = nbformat.read(path, as_version=4).cells
        text = "\n".join(c.source for c in cells if c.cell_type == "markdown")
        for link in re.findall(r"\]\(([^)\s#]+)(?:#[^)]*)?\)", text):
            offsite = link.startswith(("http:", "https:", "mailto:"))
            if not offsite and not (path.parent / link).exists():
                missing.append(f"{path.relative_to(NOTEBOOKS)}: link {link}")
        for name in re.findall(r"`([\w.-]+/[\w./-]+\.(?:md|ipynb|py|json|txt))`", text):
            if not ((root / name).exists() or (path.parent / name).exists()):
                missing.append(f"{path.relative_to(NOTEBOOKS)}: file {name}")
    assert not missing, missing
