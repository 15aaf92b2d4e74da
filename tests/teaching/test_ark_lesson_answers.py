"""An exercise's answer is not given away by the code a learner reads before opening it.

Issue 19: Ark 1 Exercise 1 named the Mammoth in its solution cell's code, and Ark 2 Exercise 4's
solution cell named the Cow. The answers now come from the engine when the cell runs.
"""

from __future__ import annotations

import nbformat

from tests.word_count import NOTEBOOKS


def solution_cells(path: str, heading: str) -> list[str]:
    """The code cells between an exercise's heading and the next markdown cell."""
    cells = nbformat.read(NOTEBOOKS / path, as_version=4).cells
    start = next(
        i for i, c in enumerate(cells) if c.cell_type == "markdown" and heading in c.source
    )
    found = []
    for cell in cells[start + 1 :]:
        if cell.cell_type == "markdown":
            break
        found.append(cell.source)
    return found


def test_ark_1_exercise_1_does_not_name_the_heaviest_cold_animal() -> None:
    (code,) = solution_cells("ark/01-setup.ipynb", "Exercise 1 · Cold animals")
    assert "reveal(" in code and "Mammoth" not in code


def test_ark_2_exercise_4_does_not_name_the_animal_the_skunk_may_drive_out() -> None:
    cells = solution_cells("ark/02-turns.ipynb", "Exercise 4 · Can the Skunk drive out the Fox?")
    answer = next(c for c in cells if "reveal(" in c and "check_move" not in c)
    assert "Cow" not in answer
