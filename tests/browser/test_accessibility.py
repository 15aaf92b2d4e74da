"""axe-core on every board and every kind of walkthrough, in JupyterLab's light and dark themes.

Each case writes a small notebook into the server's copy of ``notebooks/``, runs it at
1366×768 and runs axe-core (bundled by ``axe-playwright-python``) on the board's own root, so
JupyterLab's chrome, which is not ours, is left out. Every rule axe knows runs, colour contrast
(4.5:1 for text) included; the test fails on any serious or critical violation and says which.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import expect

from tests.browser.conftest import Console, new_page, shoot
from tests.browser.jupyter import Server, open_notebook, run_all, set_theme, write_notebook
from tests.browser.waiting import settle

#: A board's first drawing, on a busy machine.
WAIT_MS = 60_000

ARK = """
from arkbook.ark import new_game
from arkbook.boards.ark import ArkBoard
game = new_game(["Ada", "Ben", "Cy"], seed=1)
"""
NOVA = """
from arkbook.ark_nova import new_game
from arkbook.boards.ark_nova import ArkNovaBoard
game = new_game(["Ada", "Ben"], seed=11)
"""
AOA = """
from arkbook.ark_of_animals import new_game
from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard
game = new_game(["Ada", "Ben", "Cy"], seed=3)
"""
WALK = "from arkbook.walkthrough import Walkthrough\n"

#: name -> (notebook source, the board root's selector)
CASES = {
    "ark-board": (ARK + 'ArkBoard(game, seats={"Ben": "random", "Cy": "random"})', ".arkbook-ark"),
    "ark-walkthrough": (ARK + WALK + "Walkthrough.setup(game, ArkBoard)", ".arkbook-walkthrough"),
    "nova-board": (NOVA + 'ArkNovaBoard(game, seats={"Ben": "random"})', ".arkbook-nova"),
    "nova-walkthrough": (
        NOVA + WALK + 'Walkthrough.setup(game, ArkNovaBoard, player="Ada")',
        ".arkbook-walkthrough",
    ),
    "aoa-board": (
        AOA + 'ArkOfAnimalsBoard(game, seats={"Ben": "greedy", "Cy": "greedy"})',
        ".arkbook-aoa",
    ),
    "aoa-walkthrough": (
        AOA + WALK + 'Walkthrough.setup(game, ArkOfAnimalsBoard, player="Ada")',
        ".arkbook-walkthrough",
    ),
}
THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}


def serious(results: Any) -> list[str]:
    """The serious and critical violations, one line each: rule, impact, first nodes."""
    lines = []
    for rule in results.response["violations"]:
        if rule["impact"] in ("serious", "critical"):
            nodes = "; ".join(
                f"{n['target']} {n.get('failureSummary', '')[:160]!r}" for n in rule["nodes"][:4]
            )
            lines.append(f"{rule['id']} ({rule['impact']}, {len(rule['nodes'])} nodes): {nodes}")
    return lines


@pytest.mark.parametrize("case", sorted(CASES))
def test_axe_finds_nothing_serious(
    case: str, lab: Server, notebooks_copy: Path, browser: Any, console: Console
) -> None:
    """One run of the notebook, checked in the light theme and then in the dark: the board
    takes its colours from JupyterLab's theme variables, so switching redraws it in place."""
    source, root = CASES[case]
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, write_notebook(notebooks_copy, f"axe-{case}.ipynb", source))
    run_all(page)
    board = page.locator(root).first
    board.wait_for(timeout=WAIT_MS)
    # Drawn from its snapshot (a walkthrough's board inside it too), and nobody moves next:
    # Ada decides first in each game, and the race waits for Start.
    drawn = page.locator(f"{root}[data-version], {root} [data-version]").first
    expect(drawn, "the board draws its snapshot").to_be_attached(timeout=WAIT_MS)
    problems = []
    for theme in ("light", "dark"):
        if theme == "dark":
            set_theme(page, THEMES[theme])
        board.scroll_into_view_if_needed()
        settle(page)
        results = Axe().run(page, context={"include": [[root]]})
        shoot(page, f"axe-{case}-{theme}")
        problems += [f"{theme}: {line}" for line in serious(results)]
    set_theme(page, THEMES["light"])  # the server's setting outlives this page
    page.context.close()
    assert not problems, "\n".join(problems)
