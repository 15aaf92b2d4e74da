"""Play by keyboard alone: a whole Ark turn, and an Ark of Animals placement in a live race.

Each test writes a small notebook into the server's copy of ``notebooks/`` and opens it at
1366×768. The learner's first key press lands on the board's first button (a ``focus()``, as a
Tab from the page would); from then on only Tab, the arrow keys and Enter are pressed: a group
of cards, tiles or cabins is one Tab stop, and the arrow keys move inside it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Console, new_page, shoot
from tests.browser.jupyter import Server, open_notebook, run_all, write_notebook
from tests.browser.waiting import expect_at_least, version, wait_for_redraw

#: A click's answer from the kernel (and two bots' moves), on a busy machine.
WAIT_MS = 60_000
#: Enough Tab presses to cross any of the boards once.
MAX_TABS = 80

ARK = """
from arkbook.ark import new_game
from arkbook.boards.ark import ArkBoard
ArkBoard(new_game(["Ada", "Ben", "Cy"], seed=1), seats={"Ben": "random", "Cy": "random"})
"""

AOA = """
from arkbook.ark_of_animals import new_game
from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard
ArkOfAnimalsBoard(new_game(["Ada", "Ben", "Cy"], seed=3), seats={"Ben": "greedy", "Cy": "greedy"})
"""


def focused(page: Any, test: str) -> bool:
    """Whether the focused element passes ``test``, JavaScript about ``e``."""
    script = f"() => {{ const e = document.activeElement; return !!e && ({test}); }}"
    return bool(page.evaluate(script))


def tab_to(page: Any, test: str) -> None:
    """Press Tab until the focused element passes ``test``; it must show a focus ring."""
    for _ in range(MAX_TABS):
        if focused(page, test):
            ring = page.evaluate("() => getComputedStyle(document.activeElement).outlineStyle")
            assert ring not in ("none", ""), "the focused element shows no focus ring"
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached an element where {test}")


def arrow_to(page: Any, test: str, key: str = "ArrowRight", limit: int = 20) -> None:
    """Press an arrow key inside a group until the focused element passes ``test``."""
    for _ in range(limit):
        if focused(page, test):
            return
        page.keyboard.press(key)
    raise AssertionError(f"the arrow keys never reached an element where {test}")


def still_my_turn(board: Any, before: int) -> bool:
    """After a decision drawn from version ``before``: whether Ada decides again in this turn.

    The board's version, turn and message are read together, in one step: the bots answer on a
    clock, so by a second read they may have played and handed Ada her next turn. Her own
    decision is exactly one version on; more means the bots have moved since, so her turn ended.
    """
    new, turn, message = board.evaluate(
        "b => [Number(b.dataset.version), b.dataset.turn,"
        " b.querySelector('.ak-message')?.className]"
    )
    assert "ak-error" not in (message or ""), board.inner_text()
    return new == before + 1 and turn == "yours"


def test_a_whole_ark_turn_by_keyboard(
    lab: Server, notebooks_copy: Path, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, write_notebook(notebooks_copy, "keyboard-ark.ipynb", ARK))
    run_all(page)
    sel = ".arkbook-ark"
    board = page.locator(sel).first
    board.locator(".ak-hand .ak-card").first.wait_for(timeout=WAIT_MS)
    expect(board).to_have_attribute("data-turn", "yours")
    board.locator("button").first.focus()
    moves = 0
    mine = True
    while mine:
        before = version(board)
        if board.locator(".ak-hand .ak-card.ak-playable").count():
            tab_to(page, "e.closest('.ak-hand')")
            arrow_to(page, "e.classList.contains('ak-playable')")
            page.keyboard.press("Enter")  # pick the card: its cabins light up
            board.locator(".ak-cabin.ak-target").first.wait_for()
            tab_to(page, "e.closest('.ak-ark')")
            # The ark's Tab stop is its first lit cabin, and a screen reader hears so.
            assert focused(page, "e.classList.contains('ak-target')")
            label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
            assert "may go here" in label, label
            shoot(page, f"keyboard-ark-cabin-{moves + 1}")
            page.keyboard.press("Enter")
        elif board.locator("button.ak-primary[data-take]").count():
            tab_to(page, "e.matches('button.ak-primary[data-take]')")
            page.keyboard.press("Enter")
        else:
            tab_to(page, "e.matches('button.ak-primary[data-action]')")
            page.keyboard.press("Space")
        wait_for_redraw(board, before, f"key press {moves + 1}", WAIT_MS)
        moves += 1
        mine = still_my_turn(board, before)
        assert moves < 10, "a turn of Ark takes a few decisions, not ten"
    expect_at_least(board.locator(".ak-log li:not(.ak-empty)"), moves, "moves logged")
    expect_at_least(board.locator(".ak-cabin .ak-chip"), 1, "animals in the arks")
    assert not console.errors, console.errors
    page.context.close()


def test_an_ark_of_animals_placement_by_keyboard_in_a_live_race(
    lab: Server, notebooks_copy: Path, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, write_notebook(notebooks_copy, "keyboard-aoa.ipynb", AOA))
    run_all(page)
    sel = ".arkbook-aoa"
    board = page.locator(sel).first
    board.locator("[data-control=start]").wait_for(timeout=WAIT_MS)
    # The pool is one Tab stop, not one per tile.
    expect(board.locator(".ao-pool .ao-tile[tabindex='0']")).to_have_count(1)
    board.locator("button").first.focus()
    tab_to(page, "e.dataset.control === 'start'")
    page.keyboard.press("Enter")
    expect(board).to_have_attribute("data-phase", "racing")
    tab_to(page, "e.closest('.ao-pool')")
    page.keyboard.press("Enter")  # reveal a tile: it goes to the hand
    expect(board, "a tile in hand").not_to_have_attribute("data-hand", "")
    board.locator(".ao-ark-panel .ao-space.ao-target").first.wait_for(timeout=WAIT_MS)
    tab_to(page, "e.closest('.ao-hexes')")
    # The bots race on meanwhile; the ark's Tab stop is a lit space of the column being filled.
    arrow_to(page, "e.classList.contains('ao-target')")
    label = page.evaluate("() => document.activeElement.getAttribute('aria-label')")
    assert "you may place here" in label, label
    space = page.evaluate("() => document.activeElement.dataset.space")
    shoot(page, "keyboard-aoa-space")
    page.keyboard.press("Enter")
    expect(board, "the tile leaves the hand").to_have_attribute("data-hand", "", timeout=WAIT_MS)
    placed = board.locator(f".ao-ark-panel .ao-space[data-space='{space}'] .ao-tile")
    expect(placed).to_have_count(1)
    assert not console.errors, console.errors
    page.context.close()
