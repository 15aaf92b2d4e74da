"""Race at Ark of Animals in a real browser: JupyterLab runs 04-play at a time factor, Voilà too.

The board of ``notebooks/ark-of-animals/04-play.ipynb`` (Ada human against two bots) races at
half speed while the learner clicks (a cell the test adds: ``board.time_factor = 0.5``): a
Normal bot fills its ark in about 50 game seconds, 100 real ones, time enough for the learner's
few clicks even when each browser step takes seconds on a busy machine (at three times the
speed the bots filled an ark before the test had clicked). Once the learner holds a tile,
another cell speeds time up (``board.time_factor = 5``) for the rest of the round, which the
test only waits for. Screenshots of each state are saved under ``test-artifacts/screenshots/``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
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
from tests.browser.waiting import wait_for_board

PLAY = Path("ark-of-animals") / "04-play.ipynb"
#: The live race board: the play notebook first shows a finished bots' game (phase "over") and
#: read-only walkthrough boards.
BOARD = ".arkbook-aoa:not(.ao-readonly):not([data-phase=over])"
#: The time factor while the learner clicks, and once she has: the sand's 30 s then take 6.
CLICKING_FACTOR, WAITING_FACTOR = 0.5, 5
#: Tries at taking a table tile: the bots grab tiles left there, often first.
TAKE_TRIES = 10
#: A click's answer from the kernel, on a busy machine.
CLICK_WAIT_MS = 30_000
#: Bots filling an ark, then the sand running out, at WAITING_FACTOR, on a busy machine.
RACE_WAIT_MS = 90_000


@pytest.fixture(scope="module")
def play_voila(tmp_path_factory: pytest.TempPathFactory, notebooks_copy: Path) -> Iterator[Server]:
    home = tmp_path_factory.mktemp("aoa-voila-home")
    with voila(home, notebooks_copy, notebooks_copy / PLAY) as server:
        yield server


def board_of(page: Any) -> Any:
    return page.locator(BOARD).first


def wait_for(page: Any, condition: str, timeout: int = CLICK_WAIT_MS) -> None:
    """Wait until ``condition`` (JavaScript about ``b``, the live board's root) holds."""
    wait_for_board(page, BOARD, condition, timeout)


def press(target: Any, timeout: float | None = None) -> None:
    """Press a tile or space as a learner's pointer does. The board acts on the press; a full
    Playwright click first waits for the element to hold still over two frames, which a table
    that bots change several times a second may never do on a busy machine."""
    target.dispatch_event("pointerdown", {"button": 0, "isPrimary": True}, timeout=timeout)


def start(page: Any) -> None:
    board = board_of(page)
    board.locator("[data-control=start]").click()
    wait_for(page, "b.dataset.phase === 'racing'")


def reveal(page: Any) -> str:
    """Click a pool tile once Python has lit the pool; return the species now in hand."""
    board = board_of(page)
    press(board.locator(".ao-pool .ao-tile.ao-lit").first)
    wait_for(page, "b.dataset.hand !== ''")
    return str(board.get_attribute("data-hand"))


def take_from_table(page: Any) -> str:
    """Take a lit table tile; return its species. A bot may take the same tile first (this is
    a race): the engine then answers with its rule, and the learner tries another tile.

    The tile is pressed by its species, not as "the first lit tile": bots leave tiles on the
    table while the test runs, so the first lit tile when it is read may not be the first when
    it is pressed. Each answer is told apart from the last by the message's ``data-seq``."""
    board = board_of(page)
    for _ in range(TAKE_TRIES):
        lit, tiles = ".ao-table .ao-tile.ao-lit", ".ao-table .ao-tile"
        wait_for(page, f"!!b.querySelector('{lit}') || !b.querySelector('{tiles}')")
        # Read in one step in the page: a tile read as lit may be gone by a second read.
        species = page.evaluate(
            f"sel => document.querySelector(sel)?.querySelector('{lit}')?.dataset.species",
            BOARD,
        )
        if not species:
            if not board.locator(tiles).count():  # the bots took every tile: leave one there
                reveal(page)
                leave(page)
            continue
        last = page.evaluate(
            "sel => document.querySelector(sel)?.querySelector('.ao-message')?.dataset.seq ?? ''",
            BOARD,
        )
        try:
            press(board.locator(f".ao-table .ao-tile[data-species='{species}']"), timeout=2_000)
        except PlaywrightTimeout:
            continue  # a bot took the last one between the read and the press
        # Refused because a bot took the tile, or because the board had moved on: try again.
        wait_for(
            page,
            "b.dataset.hand !== '' || (['aoa.table.take', 'board.stale'].includes("
            "b.querySelector('.ao-message.ao-error')?.dataset.rule)"
            f" && b.querySelector('.ao-message').dataset.seq !== '{last}')",
        )
        if board.get_attribute("data-hand"):
            assert board.get_attribute("data-hand") == species
            return species
    raise AssertionError(f"the bots took every table tile first, {TAKE_TRIES} times")


def leave(page: Any) -> None:
    """Leave the tile in hand face up on the table."""
    board_of(page).locator("[data-control=leave].ao-primary").click()
    wait_for(page, "b.dataset.hand === ''")


#: Pool tiles drawn as buttons: those a click of the learner's would send a move from.
POOL_BUTTONS = ".ao-pool button.ao-tile"


def expect_nothing_clickable(board: Any) -> None:
    """No pool tile, table tile, ark space or Leave button can be clicked (before Start)."""
    expect(board.locator(POOL_BUTTONS)).to_have_count(0)
    expect(board.locator(".ao-table button.ao-tile")).to_have_count(0)
    expect(board.locator(".ao-ark-panel .ao-space.ao-clickable")).to_have_count(0)
    expect(board.locator("[data-control=leave]")).to_have_count(0)


def set_speed(page: Any, factor: float) -> None:
    """Race at ``factor`` from now on (a cell the learner could run too)."""
    run_new_cell(page, f"board.time_factor = {factor}")
    expect(board_of(page).locator(".ao-speed")).to_have_text(f"time ×{factor:g}")
    board_of(page).scroll_into_view_if_needed()


@pytest.fixture
def lab_page(lab: Server, browser: Any, console: Console) -> Iterator[Any]:
    page = new_page(browser, console, width=1400, height=1500)
    open_notebook(page, lab, PLAY.as_posix())
    run_all(page)
    wait_for(page, "b.dataset.phase === 'ready'")
    set_speed(page, CLICKING_FACTOR)
    yield page
    page.context.close()


def test_a_live_round_reveal_place_leave_take_the_sand_and_the_scoring_in_both_themes(
    lab_page: Any, console: Console
) -> None:
    page = lab_page
    board = board_of(page)
    shoot(board, "aoa-lab-light-ready")
    # Play starts when the round starts: before Start, Python sends nothing to click.
    expect_nothing_clickable(board)
    start(page)
    expect(board.locator(POOL_BUTTONS).first).to_be_visible(timeout=CLICK_WAIT_MS)
    # Reveal, then click a space outside the column being filled: the rule answers.
    held = reveal(page)
    # A reveal keeps the hand busy for its game time (aoa.race.busy); once Python lights the
    # column's spaces, the hand may place, and only "start from the left" (the round's first
    # tile: ruling 16) is left to refuse space 10.
    board.locator(".ao-ark-panel .ao-space.ao-target").first.wait_for(timeout=CLICK_WAIT_MS)
    press(board.locator(".ao-ark-panel .ao-space[data-space='10']"))
    message = board.locator(".ao-message.ao-error")
    expect(message).to_have_attribute("data-rule", "aoa.place.leftmost", timeout=CLICK_WAIT_MS)
    expect(message.locator("blockquote")).to_contain_text("start from the left side")
    # Place it in a lit space of column 1 (only the learner's own moves change her ark).
    target = board.locator(".ao-ark-panel .ao-space.ao-target").first
    space = target.get_attribute("data-space", timeout=CLICK_WAIT_MS)
    assert space in ("1", "2", "3")
    press(board.locator(f".ao-ark-panel .ao-space[data-space='{space}']"))
    wait_for(page, "b.dataset.hand === ''")
    placed = board.locator(f".ao-ark-panel .ao-space[data-space='{space}'] .ao-tile")
    expect(placed).to_have_attribute("title", "placed face down: remember it!")
    shoot(board, "aoa-lab-light-placed")
    # Reveal another and leave it face up on the table, then take a table tile.
    left = reveal(page)
    leave(page)
    species = take_from_table(page)
    shoot(board, "aoa-lab-light-holding")
    assert held and left
    set_speed(page, WAITING_FACTOR)
    # Hold the tile while the bots race: a bot fills its ark, the sandglass turns and runs out.
    wait_for(page, "!!b.querySelector('.ao-glass.ao-turned')", RACE_WAIT_MS)
    shoot(board, "aoa-lab-light-sandglass")
    wait_for(page, "!!b.querySelector('.ao-glass.ao-out')", RACE_WAIT_MS)
    wait_for(page, "Number(b.dataset.countdown) === 0")
    expect(board, "the tile is still in hand").to_have_attribute("data-hand", species)
    expect(board.locator(".ao-hint")).to_contain_text("Time is up")
    shoot(board, "aoa-lab-light-sand-out")
    # After the sand only the tile in hand may go: a reveal is refused by the rule, a place works.
    press(board.locator(".ao-pool .ao-tile").first)
    wait_for(page, "b.querySelector('.ao-message.ao-error')?.dataset.rule === 'aoa.sandglass.stop'")
    press(board.locator(".ao-ark-panel .ao-space.ao-target").first)
    wait_for(page, "b.dataset.phase === 'scored'")
    # The scoring plays its five steps on the board, one after another.
    stage = board.locator("[data-id=scoring]")
    # Its steps follow a clock of their own: wait for step 2 or later, not the instant of 2.
    wait_for(page, "Number(b.querySelector('[data-id=scoring]').dataset.scoreStep) >= 2")
    shoot(board, "aoa-lab-light-scoring-step-2")
    wait_for(page, "b.querySelector('[data-id=scoring]').dataset.scoreStep === '5'")
    expect(stage.locator(".ao-round-total")).to_have_text(re.compile(r"^\s*Ada: "))
    expect(board.locator(".ao-sheet tbody tr").first.locator("th")).to_have_text("Round 1")
    shoot(board, "aoa-lab-light-scored")
    expect_nothing_clickable(board)  # round 2 waits for its Start
    # The same board in JupyterLab's dark theme: the scored round, then round 2 under way.
    set_theme(page, "JupyterLab Dark")
    shoot(board, "aoa-lab-dark-scored")
    set_speed(page, CLICKING_FACTOR)
    start(page)
    reveal(page)
    board.locator(".ao-ark-panel .ao-space.ao-target").first.wait_for(timeout=CLICK_WAIT_MS)
    shoot(board, "aoa-lab-dark-holding")
    set_theme(page, "JupyterLab Light")
    assert not console.errors, console.errors


def test_voila_serves_04_play_and_a_tile_can_be_revealed(
    play_voila: Server, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1280, height=900)
    page.goto(f"{play_voila.url}/?token={play_voila.token}")
    wait_for(page, "b.dataset.phase === 'ready'", 90_000)
    shoot(page, "aoa-voila-ready")
    start(page)
    held = reveal(page)
    assert held
    shoot(page, "aoa-voila-holding")
    assert not console.errors, console.errors
    page.context.close()


def test_a_refused_click_in_learn_to_play_pauses_in_words_and_the_tip_closed_races_on(
    lab: Server, browser: Any, console: Console
) -> None:
    """The lesson asks for a second reveal with the Lion in hand: refused (one hand), the
    tip opens and the race waits for the learner, and the board says so and how to race on;
    closing the tip ("Got it") resumes, and the board says "Resumed", not a new round's go."""
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, "ark-of-animals/00-learn-to-play.ipynb")
    run_all(page)
    scroll_to_cell(page, '"one hand, column by column"')
    board = page.locator(".arkbook-aoa").nth(0)
    expect(board).to_have_attribute("data-phase", "ready")
    expect_nothing_clickable(board)
    # Before Start the answer's slot says how to begin, instead of an empty band.
    expect(board.locator(".ao-quiet")).to_contain_text("the race waits for Start")
    board.locator("[data-control=start]").click()
    expect(board).to_have_attribute("data-phase", "racing", timeout=CLICK_WAIT_MS)
    press(board.locator(POOL_BUTTONS).first)
    message = board.locator(".ao-message")
    expect(message).to_contain_text("paused while you read the tip", timeout=CLICK_WAIT_MS)
    expect(board).to_have_attribute("data-phase", "paused")
    expect(board.locator("[data-control=start]")).to_have_text("▶ Resume")
    tip = page.locator(".coach-tip").first
    expect(tip).to_have_attribute("data-rule", "aoa.hand.one")
    shoot(page, "aoa-learn-light-tip-paused")
    set_theme(page, "JupyterLab Dark")
    shoot(page, "aoa-learn-dark-tip-paused")
    set_theme(page, "JupyterLab Light")
    # A move while the tip holds the race is refused, as board.play refuses it: nothing placed.
    press(board.locator(".ao-ark-panel .ao-space[data-space='1']"))
    expect(message).to_have_attribute("data-rule", "board.race.paused", timeout=CLICK_WAIT_MS)
    expect(board.locator(".ao-ark-panel .ao-space[data-space='1'] .ao-tile")).to_have_count(0)
    expect(board).to_have_attribute("data-phase", "paused")
    tip.locator(".coach-close").click()
    expect(board).to_have_attribute("data-phase", "racing", timeout=CLICK_WAIT_MS)
    expect(message).to_contain_text("Resumed: round 1 races on")
    assert not console.errors, console.errors
    page.context.close()
