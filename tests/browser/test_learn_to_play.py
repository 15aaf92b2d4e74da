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
    board.locator('[data-id="cabin:port:2"]').click()  # the Camel's weight tips the ark over
    expect(refusal).to_contain_text("off the bow")

    coach.locator(".coach-hint").click()
    expect(board.locator(".coach-lit").first).to_be_visible()
    shoot(page, "learn-to-play-ark-first-board")
    assert not console.errors, console.errors
    page.context.close()


def test_the_drive_out_scene_plays_by_the_clicks_its_text_asks_for(
    lab: Server, browser: Any, console: Console
) -> None:
    """The text says: click the Skunk, then the dashed Elephant (a drive-out), then play the
    Hedgehog into the Lion's cabin. A judge had only read about drive-outs."""
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, "ark/00-learn-to-play.ipynb")
    run_all(page)
    scroll_to_cell(page, '"driving out, and the Hedgehog"')
    cell = page.locator(".jp-CodeCell", has_text="driving out, and the Hedgehog")
    board = cell.locator(".arkbook-ark")
    port_1 = board.locator('[data-id="cabin:port:1"]')
    board.locator('[data-id="hand:Skunk"]').click()
    elephant = port_1.locator(".ak-chip.ak-victim", has_text="Elephant")
    expect(elephant).to_be_visible()
    shoot(page, "learn-to-play-ark-drive-out-picked")
    elephant.click()
    expect(port_1).to_contain_text("Skunk")
    expect(port_1).not_to_contain_text("Elephant")
    board.locator('[data-id="hand:Hedgehog"]').click()
    board.locator('[data-id="cabin:port:2"]').click()
    expect(board.locator('[data-id="cabin:port:2"]')).to_contain_text("Hedgehog")
    shoot(page, "learn-to-play-ark-drive-out-played")
    assert not console.errors, console.errors
    page.context.close()
