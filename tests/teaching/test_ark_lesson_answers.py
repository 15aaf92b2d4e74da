"""An exercise's answer is not given away by the code a learner reads before opening it.

Issue 19: Ark 1 Exercise 1 named the Mammoth in its solution cell's code, and Ark 2 Exercise 4's
solution cell named the Cow. The answers now come from the engine when the cell runs.
"""

from __future__ import annotations

import re

import nbformat
import pytest

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


def test_ark_2_exercise_3_does_not_name_the_animals_the_skunk_may_drive_out() -> None:
    cells = solution_cells("ark/02-turns.ipynb", "Exercise 3 · Whom may the Skunk drive out?")
    answer = next(c for c in cells if "reveal(" in c and "check_move" not in c)
    assert "Elephant" not in answer and "Sheep" not in answer


@pytest.mark.parametrize("path", [f"ark/0{n}" for n in (1, 2, 3)])
def test_ark_exercises_are_numbered_1_2_3_in_order(path: str) -> None:
    """Issue 19's readers found Ark 2 going 1, 2, 4 and Ark 3 opening with Exercise 3."""
    (found,) = [p for p in NOTEBOOKS.glob(f"{path}-*.ipynb")]
    cells = nbformat.read(found, as_version=4).cells
    numbers = re.findall(r"^### Exercise (\d+)", "\n".join(c.source for c in cells), flags=re.M)
    assert numbers == [str(n) for n in range(1, len(numbers) + 1)]


def test_ark_1_exercise_2_starting_cards_are_a_possible_deal() -> None:
    """Step 5 of the setup deals no more than 2 starting cards of one kind."""
    from collections import Counter

    from arkbook import ark

    kinds = {card.name: card.kind for card in ark.load_deck().cards}
    (code,) = solution_cells("ark/01-setup.ipynb", "Exercise 2 · Where does the disc start?")
    names = re.findall(r'"([A-Z][a-z]+)"', code)
    assert len(names) == 4
    assert max(Counter(kinds[n] for n in names).values()) <= 2
