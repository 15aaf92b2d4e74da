"""Play Ark in a real browser: JupyterLab runs 04-play, a learner clicks, Voilà serves it too.

Each test drives the first board of ``notebooks/ark/04-play.ipynb`` (Ada human against two
bots) and saves screenshots of each board state under ``test-artifacts/screenshots/``.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import PLAY, Console, new_page, shoot
from tests.browser.jupyter import (
    Server,
    open_notebook,
    run_all,
    run_new_cell,
    scroll_to_cell,
    set_theme,
)
from tests.browser.waiting import expect_at_least, version, wait_for_redraw

BOARD = ".arkbook-ark"
#: Long enough for two bots to answer with their visible delay, on a slow CI machine.
BOT_WAIT_MS = 60_000
#: A click's answer from the kernel, on a busy machine.
CLICK_WAIT_MS = 30_000


def board_of(page: Any) -> Any:
    return page.locator(BOARD).first


def wait_for_change(page: Any, before: int) -> None:
    wait_for_redraw(board_of(page), before, "a click", CLICK_WAIT_MS)


def wait_for_my_turn(page: Any) -> None:
    expect(board_of(page), "Ada's turn (the bots answered)").to_have_attribute(
        "data-turn", "yours", timeout=BOT_WAIT_MS
    )


def log_of(board: Any) -> Any:
    return board.locator(".ak-log li:not(.ak-empty)")


def log_length(board: Any) -> int:
    """How many moves the log shows (a read: only after waiting for a redraw)."""
    return log_of(board).count()


def hand(board: Any) -> list[str]:
    return board.locator(".ak-hand .ak-card").evaluate_all("cs => cs.map(c => c.dataset.card)")


def legal_click(page: Any, prefer_take: bool) -> None:
    """One decision by clicking only what Python lit up, as a learner following the board."""
    board = board_of(page)
    takes = board.locator("button.ak-primary[data-take]")
    playable = board.locator(".ak-hand .ak-card.ak-playable")
    before = version(board)
    if prefer_take and takes.count():
        takes.first.click()
    elif playable.count() and not board.locator(".ak-cabin.ak-target").count():
        playable.first.click()  # select: a local highlight, no move yet
        board.locator(".ak-cabin.ak-target").first.click()
    elif board.locator(".ak-cabin.ak-target").count():
        board.locator(".ak-cabin.ak-target").first.click()
    elif board.locator("button.ak-primary").count():
        board.locator("button.ak-primary").first.click()
    else:
        board.locator(".ak-score-card.ak-target").first.click()
    wait_for_change(page, before)


def play_turns(page: Any, turns: int, name: str) -> None:
    """Play ``turns`` of Ada's turns (each one or more decisions), bots answering in between."""
    board = board_of(page)
    for turn in range(turns):
        wait_for_my_turn(page)
        moves = log_length(board)
        legal_click(page, prefer_take=turn % 2 == 1)
        while board.get_attribute("data-turn") == "yours" and log_length(board) > moves:
            assert not board.locator(".ak-message.ak-error").count(), board.inner_text()
            moves = log_length(board)
            legal_click(page, prefer_take=False)
        shoot(board, f"{name}-turn-{turn + 1}")


@pytest.fixture
def lab_page(lab: Server, browser: Any, console: Console) -> Any:
    page = new_page(browser, console)
    open_notebook(page, lab, PLAY.as_posix())
    run_all(page)
    board_of(page).locator(".ak-hand .ak-card").first.wait_for()
    yield page
    page.context.close()


def test_play_a_real_game_by_clicking(lab_page: Any, console: Console) -> None:
    page = lab_page
    board = board_of(page)
    shoot(page, "lab-light-notebook")
    shoot(board, "lab-light-start")
    play_turns(page, 4, "lab-light")
    expect_at_least(log_of(board), 4 * 3, "moves logged (Ada's and the two bots' answers)")
    expect_at_least(board.locator(".ak-cabin .ak-chip"), 4, "animals in the arks")
    assert not console.errors, console.errors


def test_an_illegal_move_shows_the_rule_and_changes_nothing(
    lab_page: Any, console: Console
) -> None:
    page = lab_page
    board = board_of(page)
    wait_for_my_turn(page)
    before, moves = version(board), log_length(board)
    for card in hand(board):
        picked = board.locator(f".ak-hand .ak-card[data-card='{card}']")
        picked.click()
        expect(picked, f"{card} is picked").to_have_attribute("aria-pressed", "true")
        unlit = board.locator(".ak-cabin:not(.ak-target)")
        if unlit.count():
            unlit.first.click()
            break
    message = board.locator(".ak-message.ak-error")
    expect(message).to_have_attribute("data-rule", re.compile(r"^ark\."), timeout=CLICK_WAIT_MS)
    expect(message.locator("blockquote"), "the refresher is quoted").not_to_be_empty()
    assert version(board) == before and log_length(board) == moves
    shoot(board, "lab-light-illegal-move")
    assert not console.errors, console.errors


def test_undo_takes_back_my_move_and_the_bots_replies(lab_page: Any, console: Console) -> None:
    page = lab_page
    board = board_of(page)
    wait_for_my_turn(page)
    cards, moves = hand(board), log_length(board)
    before = version(board)
    board.locator("button.ak-primary[data-take]").first.click()
    wait_for_change(page, before)
    wait_for_my_turn(page)
    expect_at_least(log_of(board), moves + 1, "moves logged")
    shoot(board, "lab-light-before-undo")
    before = version(board)
    board.locator("button.ak-undo").click()
    wait_for_change(page, before)
    expect(log_of(board)).to_have_count(moves)
    assert hand(board) == cards  # the undo's redraw, waited for above
    expect(board).to_have_attribute("data-turn", "yours")
    shoot(board, "lab-light-after-undo")
    assert not console.errors, console.errors


def test_redisplay_dark_theme_and_projector(lab_page: Any, console: Console) -> None:
    page = lab_page
    run_new_cell(page, "board")
    boards = page.locator(BOARD)
    expect_at_least(boards, 4, "boards, the one shown again included")
    again = boards.last
    again.locator(".ak-hand .ak-card").first.wait_for()
    # Both views draw the one board: the copy shows the version the original shows.
    page.wait_for_function(
        "sel => { const b = document.querySelectorAll(sel);"
        " return b[0].dataset.version === b[b.length - 1].dataset.version; }",
        arg=BOARD,
        timeout=CLICK_WAIT_MS,
    )
    before = version(boards.first)
    again.locator("button.ak-primary[data-take]").first.click()
    wait_for_change(page, before)  # a click on the copy redraws the original too
    set_theme(page, "JupyterLab Dark")
    wait_for_my_turn(page)
    shoot(boards.first, "lab-dark-board")
    page.set_viewport_size({"width": 1280, "height": 720})
    boards.first.scroll_into_view_if_needed()
    shoot(page, "lab-dark-projector-1280x720")
    set_theme(page, "JupyterLab Light")
    boards.first.scroll_into_view_if_needed()
    shoot(page, "lab-light-projector-1280x720")
    assert not console.errors, console.errors


def test_notebook_7_runs_the_board_and_a_move_can_be_played(
    notebook_app: Server, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1280, height=900)
    # Notebook 7's own file browser, with none of our code, logs an uncaught settings error on
    # this install; what it logs there is the app's, and only errors beyond it are ours. The
    # app logs it while its plugins start, so once it has started it has logged it.
    page.goto(f"{notebook_app.url}/tree?token={notebook_app.token}")
    page.wait_for_selector(".jp-DirListing", timeout=60_000)
    page.evaluate("() => window.jupyterapp.restored.then(() => true)")
    apps_own = set(console.errors)
    console.errors.clear()
    open_notebook(page, notebook_app, PLAY.as_posix(), app="notebooks")
    run_all(page)
    board = board_of(page)
    board.locator(".ak-hand .ak-card").first.wait_for()
    wait_for_my_turn(page)
    before = version(board)
    board.locator("button.ak-primary[data-take]").first.click()
    wait_for_change(page, before)
    expect_at_least(log_of(board), 1, "moves logged")
    board.scroll_into_view_if_needed()
    shoot(page, "notebook7-after-move")
    assert set(console.errors) <= apps_own, console.errors
    page.context.close()


def test_voila_serves_the_board_and_a_move_can_be_played(
    voila_app: Server, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1280, height=720)
    page.goto(f"{voila_app.url}/?token={voila_app.token}")
    board = board_of(page)
    board.locator(".ak-hand .ak-card").first.wait_for(timeout=90_000)
    shoot(page, "voila-start")
    before = version(board)
    board.locator("button.ak-primary[data-take]").first.click()
    wait_for_change(page, before)
    expect_at_least(log_of(board), 1, "moves logged")
    wait_for_my_turn(page)
    shoot(page, "voila-after-move")
    assert not console.errors, console.errors
    page.context.close()


def walkthrough_in(page: Any, source_part: str) -> Any:
    """The walkthrough shown by the cell whose code contains ``source_part``."""
    cell = page.locator(".jp-CodeCell").filter(has_text=source_part).first
    return cell.locator(".arkbook-walkthrough").first


def test_the_walkthrough_steps_through_the_replay(lab_page: Any, console: Console) -> None:
    page = lab_page
    scroll_to_cell(page, "Walkthrough.history")
    replay = walkthrough_in(page, "Walkthrough.history")
    counter = replay.locator(".arkbook-walk-counter")
    first = replay.get_by_role("button", name="« First")
    if first.is_enabled():  # a replay opens at its setup step; an earlier click may have moved it
        first.click()
    expect(counter).to_have_text(re.compile(r"^Move 0 of \d+$"))
    total = counter.inner_text().split(" of ")[1]
    for shown in (1, 2, 3):  # one click at a time, each awaited (a click sent mid-draw was lost)
        replay.get_by_role("button", name="Next ›").click()
        expect(counter).to_have_text(f"Move {shown} of {total}")
    # The title, narration and board are widgets of their own, each drawn from its own message:
    # wait for each to show step 4 rather than read it once.
    expect(replay.locator(".arkbook-walk-title")).to_contain_text("Move 3:")
    expect(replay.locator(".arkbook-walk-rule code")).to_have_text(re.compile(r"^ark\."))
    expect(replay.locator(f"{BOARD} .ak-changed").first).to_be_attached()
    shoot(replay, "lab-light-walkthrough-step-4")
    replay.get_by_role("button", name="Last »").click()
    expect(counter).to_have_text(f"Move {total} of {total}")
    # The counter and the buttons are separate ipywidgets, each updated by its own message.
    expect(replay.get_by_role("button", name="Next ›")).to_be_disabled()
    scroll_to_cell(page, "Walkthrough.scoring")
    scoring = walkthrough_in(page, "Walkthrough.scoring")
    scoring.get_by_role("button", name="Next ›").click()
    expect(scoring.locator(".arkbook-walk-counter")).to_have_text(re.compile(r"^Score row 2 of"))
    expect(scoring.locator(f"{BOARD} .ak-score-card.ak-changed")).to_have_count(1)
    shoot(scoring, "lab-light-walkthrough-scoring")
    assert not console.errors, console.errors
