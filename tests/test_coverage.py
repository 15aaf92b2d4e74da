"""The coverage command counts what a learner sees applied, and only that."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest

from arkbook.coverage import GameCoverage, Place, index_notebook, measure, scan


def lesson() -> nbformat.NotebookNode:
    md = nbformat.v4.new_markdown_cell
    code = nbformat.v4.new_code_cell
    shown = code("game.explain(move)")
    shown.outputs = [
        nbformat.v4.new_output(
            "execute_result", {"text/plain": "✘ Ada: play Lion to port 1 [ark.cabin.carnivore]"}
        )
    ]
    printed = code("print(...)")
    printed.outputs = [nbformat.v4.new_output("stream", text="refused: ark.cabin.shy.\n")]
    carnivores = md("# Ark 2\n\n## Carnivores must be lighter\n\nThe rule `ark.cabin.climate`...")
    carnivores.id = "carnivores"
    shy = md("### Shy animals")
    shy.id = "shy-animals"
    return nbformat.v4.new_notebook(
        cells=[
            carnivores,
            shown,
            shy,
            printed,
            code("ark.cabin.capacity  # a rule id in code, not in an output"),
        ]
    )


RULES = {
    "ark.cabin.carnivore": "Carnivores must be lighter.",
    "ark.cabin.shy": "Shy animals ...",
    "ark.cabin.shyness": "a longer id that must not be matched by ark.cabin.shy",
    "ark.cabin.climate": "Hot and cold | never share.",
    "ark.cabin.capacity": "Each cabin can hold 3 cards.",
}


def test_only_outputs_demonstrate_a_rule_and_each_is_placed_under_its_heading():
    coverage = GameCoverage("ark", RULES)
    scan(lesson(), "ark/02-turns.ipynb", coverage)
    assert coverage.shown == {
        "ark.cabin.carnivore": [
            Place("ark/02-turns.ipynb", "Carnivores must be lighter", "carnivores")
        ],
        "ark.cabin.shy": [Place("ark/02-turns.ipynb", "Shy animals", "shy-animals")],
    }
    assert coverage.missing == ["ark.cabin.shyness", "ark.cabin.climate", "ark.cabin.capacity"]
    assert coverage.line() == "ark: 2 of 5 rule ids demonstrated"


def test_the_rules_index_links_each_rule_to_its_sections_cell():
    """The link names the heading's cell (``#cell-id=``), which JupyterLab, Notebook 7 and
    JupyterLite scroll to whether or not the cell has been drawn yet."""
    coverage = GameCoverage("ark", RULES)
    scan(lesson(), "ark/02-turns.ipynb", coverage)
    text = "\n".join(cell.source for cell in index_notebook({"ark": coverage}).cells)
    assert (
        "| `ark.cabin.shy` | Shy animals ... | [02-turns: Shy animals]"
        "(ark/02-turns.ipynb#cell-id=shy-animals) |" in text
    )
    assert "| `ark.cabin.climate` | Hot and cold \\| never share. | (not yet shown) |" in text


NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"


@pytest.fixture(scope="module")
def lessons() -> dict[str, GameCoverage]:
    """The committed lessons' coverage: strict nbval keeps their outputs equal to a fresh run."""
    return measure(NOTEBOOKS, run=False)


def test_every_rule_of_every_game_is_demonstrated_in_a_lesson(lessons):
    """Every rule id must be shown applied in one of the lessons a learner reads."""
    missing = {g: c.missing for g, c in lessons.items() if c.missing}
    assert not missing, f"rules no lesson demonstrates: {missing}"


def test_the_rules_index_is_in_step_with_the_lessons(lessons):
    """notebooks/rules-index.ipynb is generated; regenerate it with
    ``python -m arkbook.coverage --committed --index notebooks/rules-index.ipynb``."""
    expected = index_notebook(lessons)
    committed = nbformat.read(NOTEBOOKS / "rules-index.ipynb", as_version=4)
    assert [c.source for c in committed.cells] == [c.source for c in expected.cells]


def test_every_rules_index_link_lands_on_a_heading_cell_of_its_lesson():
    """Each ``#cell-id=`` of the committed index names a cell of the linked notebook whose
    markdown has the heading the link is labelled with."""
    index = nbformat.read(NOTEBOOKS / "rules-index.ipynb", as_version=4)
    links = re.findall(r"\[[^]]*: ([^]]+)\]\(([^)#]+)#cell-id=([^)]+)\)", _text(index))
    assert links
    for heading, path, cell_id in set(links):
        cells = {c.id: c for c in nbformat.read(NOTEBOOKS / path, as_version=4).cells}
        assert cell_id in cells, f"{path} has no cell {cell_id}"
        assert heading in cells[cell_id].source, f"{path}#{cell_id} is not under {heading!r}"


def test_the_ark_nova_lessons_heading_cells_have_readable_ids():
    """Stable anchors: a heading cell of an Ark Nova lesson is named after its heading, so a
    link to it survives a re-execution and reads as what it points at."""
    for path in sorted((NOTEBOOKS / "ark-nova").glob("*.ipynb")):
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type == "markdown" and re.search(r"^#{1,6} ", cell.source, re.M):
                assert re.fullmatch(r"nova-[a-z0-9-]+", cell.id), (path.name, cell.id)


def _text(notebook: nbformat.NotebookNode) -> str:
    return "\n".join(cell.source for cell in notebook.cells)
