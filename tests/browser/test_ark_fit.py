"""The Ark board with the largest ark random games reach, at 1366×768 with the file browser open.

Issue 13: the hand and every target must be visible at once, at laptop size and with A+. The
largest side random games reach is 15 cabins (``benchmarks/ark_size.py``); at A+ such an ark is
two screens tall, so the places a picked card may go are also listed as buttons beside the hand.
This plays one from there. Long card names wrap in their cabins rather than being cut short.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Console, new_page, shoot
from tests.browser.jupyter import Server, open_notebook, run_all, set_theme
from tests.browser.test_accessibility import THEMES, WAIT_MS, write_notebook
from tests.browser.waiting import settle

#: Seed 65 after 77 random moves: Ada to move, 15 cabins on one side, the Deer in hand.
LATE_ARK = """
import random
from arkbook.ark import new_game
from arkbook.boards.ark import ArkBoard
game = new_game(["Ada", "Ben", "Cy"], seed=65)
rng = random.Random(65)
for _ in range(77):
    game.play(rng.choice(game.legal_moves()))
assert max(len(side) for side in game.sides) == 15
ArkBoard(game, seats={"Ben": "random", "Cy": "random"})
"""

GEOMETRY = """
() => {
  const box = (n) => n.getBoundingClientRect();
  const root = document.querySelector(".arkbook-ark");
  const view = box(document.querySelector(".jp-NotebookPanel .jp-WindowedPanel-outer"));
  const parts = [root.querySelector(".ak-hand"), ...root.querySelectorAll(".ak-place")];
  const cut = [...root.querySelectorAll(".ak-chip-name")].filter(
    (n) => n.scrollWidth > n.clientWidth + 1 || n.scrollHeight > n.clientHeight + 1);
  return {
    sideways: root.scrollWidth - root.clientWidth,
    outside: parts.filter((n) => box(n).top < view.top || box(n).bottom > view.bottom).length,
    places: [...root.querySelectorAll(".ak-place")].map((n) => n.textContent),
    lit: root.querySelectorAll(".ak-cabin.ak-target").length,
    cut: cut.map((n) => n.textContent),
  };
}
"""


#: Both sizes and both themes, in two runs: a theme changes colours only (axe checks their
#: contrast in test_accessibility.py), so each size is measured once, one of them in dark.
CASES = [("normal", "light"), ("aplus", "dark")]


@pytest.mark.parametrize(("size", "theme"), CASES)
def test_the_hand_and_every_target_are_in_view_at_once(
    size: str, theme: str, lab: Server, notebooks_copy: Path, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, write_notebook(notebooks_copy, "fit-ark.ipynb", LATE_ARK))
    if theme == "dark":
        set_theme(page, THEMES[theme])
    run_all(page)
    board = page.locator(".arkbook-ark").first
    board.wait_for(timeout=WAIT_MS)
    expect(page.locator(".jp-FileBrowser")).to_be_visible()
    if size == "aplus":
        board.locator(".ak-size").click()
    board.locator(".ak-hand .ak-card", has_text="Deer").click()
    expect(board.locator(".ak-place")).to_have_count(1)
    page.evaluate("() => document.querySelector('.arkbook-ark .ak-top').scrollIntoView()")
    settle(page)
    seen = page.evaluate(GEOMETRY)
    shoot(page, f"ark-late-1366-{size}-{theme}")
    try:
        assert seen["sideways"] <= 0, "the ark scrolls sideways"
        assert seen["outside"] == 0, f"hand or places out of view: {seen}"
        assert seen["places"] == ["Port cabin 8"] and seen["lit"] == 1
        assert not seen["cut"], f"names cut short: {seen['cut']}"
        board.locator(".ak-place").click()
        expect(board.locator("[data-id='cabin:port:8']")).to_contain_text("Deer")
    finally:
        if theme == "dark":
            set_theme(page, THEMES["light"])  # the server's setting outlives this page
        page.context.close()
