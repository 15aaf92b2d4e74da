"""Play Ark Nova in a real browser: JupyterLab runs ``05-a-turn-played-out`` (its imports,
``ROW`` and the worked turn's position), and each test adds a cell with a board in a known
position, then clicks as a learner would: build, a refused placement, an animal into an
enclosure, undo, and the worked turn's association at strength 5 with an X-token. Voilà serves
``07-play`` as an app. Screenshots go to test-artifacts/screenshots/.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Console, new_page, shoot
from tests.browser.jupyter import (
    Server,
    open_notebook,
    run_all,
    run_new_cell,
    scroll_to_cell,
    set_theme,
    voila,
)
from tests.browser.waiting import click_and_redraw, expect_at_least, press_and_redraw, version

NOTEBOOK = "ark-nova/05-a-turn-played-out.ipynb"
PLAY = Path("ark-nova") / "07-play.ipynb"
#: A click's answer from the kernel, on a busy machine.
CLICK_WAIT_MS = 30_000
#: Long enough for a bot to answer with its visible delay, on a slow CI machine.
BOT_WAIT_MS = 60_000


@pytest.fixture(scope="module")
def console() -> Console:
    """One console for the module's page (the page is shared by its tests)."""
    return Console()


@pytest.fixture(scope="module")
def page(lab: Server, browser: Any, console: Console) -> Iterator[Any]:
    """The notebook open and run once; each test adds its own board below it."""
    page = new_page(browser, console, height=2600)  # a whole board fits in one screenshot
    open_notebook(page, lab, NOTEBOOK)
    run_all(page)
    yield page
    page.context.close()


def add_board(page: Any, name: str, source: str) -> Any:
    """Run ``source`` (ending in a board) in a new last cell; the board, marked with ``name``."""
    run_new_cell(page, source)
    fresh = page.locator(".jp-Cell.jp-mod-active .arkbook-nova")
    fresh.wait_for(timeout=CLICK_WAIT_MS)
    fresh.evaluate("(el, name) => { el.dataset.test = name; }", name)
    board = page.locator(f".arkbook-nova[data-test='{name}']")
    board.scroll_into_view_if_needed()
    return board


#: A first move on a board Voilà has just drawn, on a busy machine: 07's page also holds a whole
#: bots' game, its replay and its scoring walkthrough, and their kernel messages come first.
VOILA_MOVE_MS = 90_000


def click_and_wait(page: Any, board: Any, target: Any) -> None:
    """Click a target and wait for the board to be redrawn from a new snapshot."""
    click_and_redraw(board, target, CLICK_WAIT_MS)


def refused(board: Any, rule: str) -> None:
    """Wait for the board to answer with ``rule``'s error, the refresher quoted."""
    message = board.locator(".an-message.an-error")
    expect(message).to_have_attribute("data-rule", rule, timeout=CLICK_WAIT_MS)
    expect(message.locator("blockquote"), "the refresher is quoted").not_to_be_empty()


def expect_pending(board: Any, kind: str) -> None:
    """Wait for the board to ask for a decision of ``kind`` (its ``data-pending``)."""
    expect(board).to_have_attribute("data-pending", kind)


def test_the_worked_turn_in_the_walkthrough(page: Any, console: Console) -> None:
    """Step 3 of the notebook's walkthrough is the X-token spent: strength 4+1, one token left,
    the rule quoted, and the X-tokens outlined as changed."""
    scroll_to_cell(page, '"The worked turn"')
    walk = (
        page.locator(".jp-CodeCell")
        .filter(has_text='"The worked turn"')
        .first.locator(".arkbook-walkthrough")
    )
    counter = walk.locator(".arkbook-walk-counter")
    for shown in (1, 2):  # one click at a time, each awaited (a click sent mid-draw was lost)
        walk.get_by_role("button", name="Next ›").click()
        page.wait_for_function(
            f"e => e.textContent === 'Move {shown} of 8'",
            arg=counter.element_handle(),
            timeout=CLICK_WAIT_MS,
        )
    # The title, narration and board are widgets of their own, each drawn from its own message:
    # wait for each to show step 3 rather than read it once.
    expect(walk.locator(".arkbook-walk-title")).to_have_text("Move 2: Ada: spend 1")
    # The lesson keeps rule ids in tooltips: the id is the quote's title, not its text.
    expect(walk.locator(".arkbook-walk-rule")).to_have_attribute("title", "nova.turn.x_tokens")
    board = walk.locator(".arkbook-nova")
    row = board.locator(".an-row-panel .an-action[data-card='association'] .an-strength")
    expect(row).to_have_text("4+1")
    expect(board.locator(".an-row-panel .an-x.an-have")).to_have_count(1)
    expect(board.locator("[data-id='x:Ada'].an-changed").first).to_be_attached()
    shoot(walk, "nova-walkthrough-worked-turn-step-3")
    assert not console.errors, console.errors


def test_build_by_clicking_and_a_refused_placement(page: Any, console: Console) -> None:
    board = add_board(
        page,
        "build",
        'ArkNovaBoard(new_game(["Ada", "Ben"], seed=5, position={"current": "Ada", '
        '"players": {"Ada": {"row": ROW, "money": 30}}}), seats={"Ben": "random"})',
    )
    click_and_wait(page, board, board.locator(".an-row-panel .an-action[data-card='build']"))
    expect_pending(board, "build_pick")
    expect(board.locator(".an-row-panel .an-action.an-active .an-strength")).to_have_text("2")
    click_and_wait(page, board, board.locator("button.an-bpick[data-build='enclosure-2']"))
    expect_pending(board, "place")
    expect_at_least(board.locator(".an-hex.an-can"), 1, "lit hexes")

    # Water: the engine answers with the rule, and nothing changes. The hover hint and the
    # refusal name the hex the same way (issue 20: "column 6, row 5" against "column 7, row 6").
    water = board.locator(".an-hex[data-hex='6,7']")
    water.hover()
    expect(board.locator(".an-preview polygon").first).to_contain_class("an-ghost-bad")
    hint = board.locator(".an-hover-text")
    expect(hint).to_contain_text("cannot be built here")
    where = re.search(r" on (column \d+, row \d+[^:]*)$", hint.inner_text()).group(1)
    where = re.split(r", (?:beside|covering) ", where)[0]  # the spaces, not what they touch
    assert where.startswith("column 6, row 7"), where
    before = version(board)
    water.click()
    refused(board, "nova.build.terrain")
    expect(board.locator(".an-message.an-error .an-message-text")).to_contain_text(f"on {where}:")
    assert version(board) == before
    expect_pending(board, "place")
    shoot(board, "nova-build-refused-water")

    # Land far from Ada's buildings: not adjacent.
    board.locator(".an-hex[data-hex='7,4']").click()
    refused(board, "nova.build.adjacent")
    assert version(board) == before

    # A lit hex: the building is placed and paid for.
    legal = board.locator(".an-hex.an-can").first
    legal.hover()
    expect(board.locator(".an-preview polygon").first).to_contain_class("an-ghost-ok")
    shoot(board.locator(".an-map-panel"), "nova-build-hover-legal")
    click_and_wait(page, board, legal)
    expect(board.locator(".an-building[data-id='building:Ada:2']")).to_have_count(1)
    # The answer may already be Ben's (a bot) move: the log keeps Ada's narration.
    expect(board.locator(".an-log")).to_contain_text("builds a size-2 enclosure (building 2)")
    shoot(board, "nova-build-placed")
    assert not console.errors, console.errors


def test_an_animal_into_its_enclosure_then_undo(page: Any, console: Console) -> None:
    board = add_board(
        page,
        "animals",
        'ArkNovaBoard(new_game(["Ada", "Ben"], seed=5, position={"current": "Ada", "players": '
        '{"Ada": {"row": ROW, "hand": ["A03", "A04"], "money": 30}}}), seats={"Ben": "random"})',
    )
    click_and_wait(page, board, board.locator(".an-row-panel .an-action[data-card='animals']"))
    expect_pending(board, "animal_pick")
    zebra = board.locator(".an-hand .an-card[data-card='A03']")
    expect(zebra).to_contain_class("an-lit")
    click_and_wait(page, board, zebra)
    expect_pending(board, "enclosure")
    enclosure = board.locator(".an-building[data-building='1']")
    expect(enclosure).to_contain_class("an-lit")
    shoot(board, "nova-animal-enclosure-lit")
    click_and_wait(page, board, enclosure)
    expect(board.locator(".an-building[data-building='1'].an-occupied")).to_have_count(1)
    expect(board.locator(".an-building[data-building='1']")).to_contain_text("Plains")
    expect(board, "the bot answers").to_have_attribute("data-turn", "yours", timeout=BOT_WAIT_MS)
    shoot(board, "nova-animal-placed-bot-answered")

    click_and_wait(page, board, board.locator("button.an-undo"))
    expect_pending(board, "enclosure")
    expect(board.locator(".an-building[data-building='1'].an-empty")).to_have_count(1)
    info = board.locator(".an-message.an-info")
    expect(info).to_contain_text("Taken back")
    assert info.inner_text().count("Taken back") == 1, "one undo takes back one turn"
    shoot(board, "nova-animal-after-undo")
    assert not console.errors, console.errors


def test_association_at_strength_five_with_an_x_token(page: Any, console: Console) -> None:
    board = add_board(
        page,
        "association",
        'ArkNovaBoard(new_game(["Ada", "Ben"], seed=11, position=worked_turn),'
        ' seats={"Ben": "human"})',
    )
    card = board.locator(".an-row-panel .an-action[data-card='association']")
    click_and_wait(page, board, card)
    expect_pending(board, "spend")
    click_and_wait(page, board, board.locator("button.an-choice[data-move='Ada: spend 0']"))
    before = version(board)
    board.locator(".an-task[data-task='project']").click()
    refused(board, "nova.association.values")
    assert version(board) == before
    click_and_wait(page, board, board.locator("button.an-undo"))
    click_and_wait(page, board, board.locator("button.an-choice[data-move='Ada: spend 1']"))
    expect(card.locator(".an-strength")).to_have_text("4+1")
    expect(board.locator(".an-row-panel .an-x.an-have")).to_have_count(1)
    project = board.locator(".an-task[data-task='project']")
    expect(project).to_contain_class("an-lit")
    click_and_wait(page, board, project)
    condition = board.locator(".an-condition[data-move='Ada: support Savanna Protection 2']")
    expect(condition).to_contain_class("an-lit")
    click_and_wait(page, board, condition)
    expect(board.locator(".an-project-row .an-condition.an-taken")).to_have_count(1)
    shoot(board, "nova-association-strength-5")

    set_theme(page, "JupyterLab Dark")
    shoot(board, "nova-dark-board")
    page.set_viewport_size({"width": 1280, "height": 720})
    board.scroll_into_view_if_needed()
    shoot(page, "nova-dark-projector-1280x720")
    board.locator("button.an-size").click()
    board.locator(".an-map").scroll_into_view_if_needed()
    shoot(page, "nova-dark-projector-a-plus")
    set_theme(page, "JupyterLab Light")
    shoot(page, "nova-light-projector-a-plus")
    assert not console.errors, console.errors


@pytest.fixture(scope="module")
def voila_play(tmp_path_factory: pytest.TempPathFactory, notebooks_copy: Path) -> Iterator[Server]:
    """Voilà serving 07-play, as a classroom would open it."""
    with voila(
        tmp_path_factory.mktemp("voila-nova-home"), notebooks_copy, notebooks_copy / PLAY
    ) as server:
        yield server


def test_voila_serves_the_play_notebook(voila_play: Server, browser: Any, console: Console) -> None:
    page = new_page(browser, console, width=1280, height=720)
    page.goto(f"{voila_play.url}/?token={voila_play.token}")
    board = page.locator(".arkbook-nova").last  # the game against the computer ends 07
    choice = board.locator("button.an-choice").first
    choice.wait_for(timeout=120_000)  # Voilà runs the whole notebook (the bots' game) first
    expect(choice).to_have_attribute("data-move", re.compile(r"^\w+: discard "))
    # Voilà may still be laying out the walkthroughs above the board: a mouse click can miss
    # (waiting.press_and_redraw says how), a key press cannot.
    press_and_redraw(board, choice, VOILA_MOVE_MS)
    expect(board.locator(".an-log li:not(.an-empty)")).to_have_count(1)
    shoot(page, "nova-voila-play")
    page.context.close()
    assert not console.errors, console.errors
