"""The coverage command counts what a learner sees applied, and only that."""

from __future__ import annotations

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
    return nbformat.v4.new_notebook(
        cells=[
            md("# Ark 2\n\n## Carnivores must be lighter\n\nThe rule `ark.cabin.climate`..."),
            shown,
            md("### Shy animals"),
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
        "ark.cabin.carnivore": [Place("ark/02-turns.ipynb", "Carnivores must be lighter")],
        "ark.cabin.shy": [Place("ark/02-turns.ipynb", "Shy animals")],
    }
    assert coverage.missing == ["ark.cabin.shyness", "ark.cabin.climate", "ark.cabin.capacity"]
    assert coverage.line() == "ark: 2 of 5 rule ids demonstrated"


def test_the_rules_index_links_each_rule_to_its_section():
    coverage = GameCoverage("ark", RULES)
    scan(lesson(), "ark/02-turns.ipynb", coverage)
    text = "\n".join(cell.source for cell in index_notebook({"ark": coverage}).cells)
    assert (
        "| `ark.cabin.shy` | Shy animals ... | [02-turns: Shy animals]"
        "(ark/02-turns.ipynb#Shy-animals) |" in text
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
