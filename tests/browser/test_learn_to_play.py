"""Ark's Learn to play in JupyterLab: the first board answers the clicks its text asks for.

The text says: pick the Camel, click the Reindeer's cabin (refused: climate), click a port cabin
(refused: off the bow). The board must refuse with those rules, the coach must show the tip of
the first, and Hint must light a target.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Console, new_page, shoot
from tests.browser.jupyter import Server, open_notebook, run_all, scroll_to_cell


def test_the_first_board_refuses_what_the_text_says_and_the_coach_explains(
    lab: Server, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, "ark/00-learn-to-play.ipynb")
    run_all(page)
    scroll_to_cell(page, '"climate and the bow"')
    board = page.locator(".arkbook-ark").first
    coach = page.locator(".coach").first
    refusal = board.locator(".ak-message.ak-error")

    board.locator('[data-id="hand:Camel"]').click()
    board.locator('[data-id="cabin:starboard:2"]').click()  # the Reindeer's cabin
    expect(refusal).to_have_attribute("data-rule", "ark.cabin.climate")
    expect(coach.locator(".coach-tip")).to_have_attribute("data-rule", "ark.cabin.climate")
    board.locator('[data-id="cabin:port:1"]').click()  # the Camel's weight tips the ark over
    expect(refusal).to_contain_text("off the bow")

    coach.locator(".coach-hint").click()
    expect(board.locator(".coach-lit").first).to_be_visible()
    shoot(page, "learn-to-play-ark-first-board")
    assert not console.errors, console.errors
    page.context.close()
