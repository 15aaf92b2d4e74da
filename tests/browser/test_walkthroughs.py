"""The setup and scoring walkthroughs of each game, stepped in JupyterLab at 1366×768.

A notebook of our own (written into the servers' temporary copy of ``notebooks/``, never the
committed ones) shows the six walkthroughs. Each is stepped to its first, a middle and its last
step; at each the counter, the board's highlight and, for the scoring, the absent outcome are
checked, and a screenshot is saved under ``test-artifacts/screenshots/walkthrough-*.png`` for
a human to look at.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Console, new_page, shoot
from tests.browser.jupyter import Server, open_notebook, run_all, scroll_to_cell
from tests.browser.waiting import settle, version

NOTEBOOK = "walkthroughs-check.ipynb"

SETUP = """\
import random
from arkbook import ark, ark_nova, ark_of_animals
from arkbook.boards import ArkBoard, ArkNovaBoard, ArkOfAnimalsBoard
from arkbook.walkthrough import Walkthrough


def played(module, players):
    game = module.new_game(players=players, seed=3)
    rng = random.Random(1)
    while not game.is_over():
        game.play(rng.choice(game.legal_moves()))
    return game


ark_game = played(ark, ["Ada", "Ben", "Cy"])
nova_game = played(ark_nova, ["Ada", "Ben"])
aoa_game = ark_of_animals.new_game(players=["Ada", "Ben", "Cy"], seed=3)
racer = ArkOfAnimalsBoard(aoa_game, seats=dict.fromkeys(aoa_game.players, "greedy"))
while not aoa_game.is_over():
    racer.play_round()
"""

#: (name, the cell's code, the counter's name, the board's root class).
WALKS = [
    ("ark-setup", "Walkthrough.setup(ark_game, ArkBoard)", "Preparation", ".arkbook-ark"),
    ("ark-scoring", "Walkthrough.scoring(ark_game, ArkBoard)", "Score row", ".arkbook-ark"),
    (
        "aoa-setup",
        'Walkthrough.setup(aoa_game, ArkOfAnimalsBoard, player="Ada")',
        "Setup step",
        ".arkbook-aoa",
    ),
    (
        "aoa-scoring",
        'Walkthrough.scoring(aoa_game, ArkOfAnimalsBoard, player="Ada")',
        "Score row",
        ".arkbook-aoa",
    ),
    (
        "nova-setup",
        'Walkthrough.setup(nova_game, ArkNovaBoard, player="Ada")',
        "Setup step",
        ".arkbook-nova",
    ),
    (
        "nova-scoring",
        'Walkthrough.scoring(nova_game, ArkNovaBoard, player="Ada")',
        "Score row",
        ".arkbook-nova",
    ),
]


@pytest.fixture(scope="module")
def walk_page(lab: Server, browser: Any) -> Iterator[tuple[Any, Console]]:
    cells = [nbformat.v4.new_code_cell(SETUP)]
    cells += [nbformat.v4.new_code_cell(f"# {name}\n{code}") for name, code, _, _ in WALKS]
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(notebook, Path(lab.root) / NOTEBOOK)
    console = Console()
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, NOTEBOOK)
    run_all(page)
    yield page, console
    page.context.close()


@pytest.mark.parametrize(("name", "code", "counts", "root"), WALKS, ids=[w[0] for w in WALKS])
def test_a_walkthrough_steps_and_shows_each_step(
    walk_page: tuple[Any, Console], name: str, code: str, counts: str, root: str
) -> None:
    page, console = walk_page
    scroll_to_cell(page, f"# {name}")
    walk = page.locator(".jp-CodeCell").filter(has_text=f"# {name}").first
    walk = walk.locator(".arkbook-walkthrough").first
    counter = walk.locator(".arkbook-walk-counter")
    expect(counter).to_contain_text(f"{counts} 1 of ")
    total = int(counter.inner_text().rsplit(" of ", 1)[1])
    board = walk.locator(root)
    # Each step the walkthrough shows bumps its board's version by one: the redraw to wait for.
    first = version(board)
    middle = (total + 1) // 2
    at = 1
    for step in (1, middle, total):
        # One click at a time, each awaited: a click sent while the last step was still being
        # drawn was lost once (a fresh clone stopped at "11 of 12").
        for shown in range(at + 1, step + 1):
            walk.get_by_role("button", name="Next ›").click()
            expect(counter).to_have_text(f"{counts} {shown} of {total}")
        at = step
        expect(counter).to_have_text(f"{counts} {step} of {total}")
        expect(board, f"the board shows step {step}").to_have_attribute(
            "data-version", str(first + step - 1)
        )
        # Every step lights what it changed or is about.
        expect(board.locator("[class*='-changed']").first).to_be_attached()
        expect(walk.locator(".arkbook-walk-rule code")).to_be_visible()
        if "scoring" in name and step < total:
            expect(walk).not_to_contain_text("wins")
        if "scoring" in name and step == total:
            expect(walk.locator(".arkbook-walk-narration")).to_contain_text(" win")
        settle(page)
        shoot(page, f"walkthrough-{name}-{step}-of-{total}-page")
        shoot(walk, f"walkthrough-{name}-{step}-of-{total}")
        if "scoring" in name:  # the sheet, below the fold: only the rows counted so far
            sheet = board.locator("[data-id='scores'], [data-id='score-sheet']").first
            sheet.scroll_into_view_if_needed()
            rows = sheet.locator("tbody tr:not(.ak-total):not(.an-total):not(.ao-total)")
            if "aoa" not in name:  # its sheet has a line per round, not per row
                expect(rows).to_have_count(step)
            shoot(sheet, f"walkthrough-{name}-{step}-of-{total}-sheet")
    assert not console.errors, console.errors
