"""Play a whole Ark Nova turn by keyboard alone, placing a building on the map (issue 20, item 8).

A small notebook opens at 1366×768 with Ada to move (Ben is a bot). The learner's first key
press lands on the board's first button (a ``focus()``, as a Tab from the page would); from then
on only Tab, the arrow keys and Enter are pressed. After each move the focus stays on the board,
on what the next decision asks: the map, while a building is placed, is one Tab stop whose lit
hexes the arrow keys walk, each named in words for a screen reader.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Console, new_page, shoot
from tests.browser.jupyter import Server, open_notebook, run_all, write_notebook
from tests.browser.test_keyboard import focused, tab_to

#: A click's answer from the kernel (and a bot's move), on a busy machine.
WAIT_MS = 60_000
SEL = ".arkbook-nova"

NOVA = """
from arkbook.ark_nova import new_game
from arkbook.boards.ark_nova import ArkNovaBoard
ROW = ["sponsors", "build", "cards", "association", "animals"]
position = {"current": "Ada", "players": {"Ada": {"row": ROW, "money": 30}}}
ArkNovaBoard(new_game(["Ada", "Ben"], seed=5, position=position), seats={"Ben": "random"})
"""


def version(board: Any) -> int:
    return int(board.get_attribute("data-version"))


def press_and_wait(page: Any, board: Any, key: str) -> None:
    """Press a key that proposes a move, and wait for the board drawn from its answer."""
    before = version(board)
    page.keyboard.press(key)
    page.wait_for_function(
        "([s, v]) => Number(document.querySelector(s).dataset.version) > v",
        arg=[SEL, before],
        timeout=WAIT_MS,
    )


def test_a_whole_ark_nova_turn_by_keyboard(
    lab: Server, notebooks_copy: Path, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, write_notebook(notebooks_copy, "keyboard-nova.ipynb", NOVA))
    run_all(page)
    board = page.locator(SEL).first
    expect(board).to_have_attribute("data-turn", "yours", timeout=WAIT_MS)
    board.locator("button").first.focus()

    # The Build Action card, then the size-2 enclosure in the palette.
    tab_to(page, "e.matches(\".an-row-panel .an-action[data-card='build']\")")
    press_and_wait(page, board, "Enter")
    expect(board).to_have_attribute("data-pending", "build_pick")
    assert focused(page, "e.closest('.arkbook-nova')"), "the focus stays on the board"
    tab_to(page, "e.matches(\"button.an-bpick[data-build='enclosure-2']\")")
    press_and_wait(page, board, "Enter")
    expect(board).to_have_attribute("data-pending", "place")

    # The map is the next Tab stop: the focus is on a lit hex, named for a screen reader, and
    # the hint under the pointer's place says the same.
    assert focused(page, "e.matches('.an-hex.an-can')"), "the focus goes to the map"
    expect(board.locator(".an-hex[tabindex='0']")).to_have_count(1)  # the map is one Tab stop
    start = page.evaluate("() => document.activeElement.dataset.hex")
    for _ in range(3):
        page.keyboard.press("ArrowDown")
    assert page.evaluate("() => document.activeElement.dataset.hex") != start
    label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert re.search(r"on (the map's left edge|column \d+), row \d+", label), label
    assert label.endswith("may be built here"), label
    expect(board.locator(".an-hover-text")).to_contain_text(label.split(":")[0])
    expect(board.locator(".an-preview .an-ghost-ok").first).to_be_attached()
    shoot(page, "keyboard-nova-place")
    press_and_wait(page, board, "Enter")
    expect(board.locator(".an-building[data-id='building:Ada:2']")).to_have_count(1)
    assert not board.locator(".an-message.an-error").count(), board.inner_text()

    # Whatever else the turn asks (a placement bonus), by the choice buttons; then Ben's bot
    # plays and Ada's next turn starts.
    for _ in range(6):
        if board.get_attribute("data-turn") != "yours" or board.get_attribute("data-pending") in (
            "action",
            "",
        ):
            break
        tab_to(page, "e.matches('button.an-choice')")
        press_and_wait(page, board, "Enter")
    expect(board.locator(".an-log li strong", has_text="Ben").first).to_be_attached(timeout=WAIT_MS)
    expect(board).to_have_attribute("data-pending", "action", timeout=WAIT_MS)
    expect(board).to_have_attribute("data-turn", "yours")
    expect(board.locator(".an-log li").first).to_contain_text("chooses the Build Action card")
    assert not console.errors, console.errors
    page.context.close()
