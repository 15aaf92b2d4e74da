"""Navigation in the lessons, in JupyterLab and Notebook 7 at 1366×768.

* A Rules index link opens the lesson at the section that shows the rule: its heading is on
  screen, not the lesson's top (the link names the heading's cell, ``#cell-id=``). Notebook 7
  needs the project's ``arkbook-links`` extension for it (``jupyter/labextensions/``);
  JupyterLite's Notebook app is tested in test_lite.py. JupyterLite's JupyterLab is not: it
  scrolls with JupyterLab's own code, and a test of it missed the section once in six runs
  (the lesson opened, the heading never came into view), a cause not found yet.
* A walkthrough has one numbering: typing 12 in its "Go to move" box shows "Move 12".

Screenshots go to test-artifacts/screenshots/navigation-*.png.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Console, new_page, shoot
from tests.browser.jupyter import Server, open_notebook, run_all, scroll_to_cell, write_notebook

#: A section far down a lesson, so that landing at the top cannot pass for landing on it.
TARGET = "ark-nova/06-end-and-scoring.ipynb#cell-id=nova-06-ties"
HEADING = "Ties"
LESSON_TITLE = "Ark Nova 6"
WAIT_MS = 60_000
#: What Notebook 7.6 itself throws while it loads a notebook, with or without any extension.
NOTEBOOK_7_OWN_ERROR = "Cannot read properties of undefined (reading 'schema')"


def click_index_link(page: Any) -> None:
    """Click the index's first link to the target section (its Ark Nova table is drawn only
    once scrolled to, as JupyterLab draws the cells near the viewport)."""
    scroll_to_cell(page, "## Ark Nova")
    link = page.locator(f".jp-RenderedMarkdown a[href*='{TARGET.split('#')[1]}']").first
    link.scroll_into_view_if_needed()
    link.click()


def test_a_rules_index_link_opens_the_lesson_at_its_section_in_jupyterlab(
    lab: Server, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, "rules-index.ipynb")
    click_index_link(page)
    lesson = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)").filter(
        has=page.locator("h1", has_text=LESSON_TITLE)
    )
    heading = lesson.locator("h2", has_text=HEADING).first
    expect(heading).to_be_in_viewport(timeout=WAIT_MS)
    expect(lesson.locator("h1", has_text=LESSON_TITLE)).not_to_be_in_viewport()
    shoot(page, "navigation-rules-index-link-lab")
    page.context.close()


def test_a_rules_index_link_opens_the_lesson_at_its_section_in_notebook_7(
    notebook_app: Server, browser: Any, console: Console
) -> None:
    """Notebook 7 opens the lesson in a new tab, at ``notebooks/<lesson>#cell-id=...``, and
    the project's ``arkbook-links`` extension scrolls it there (Notebook 7.6 alone drops the
    fragment and opens the lesson at its top)."""
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, notebook_app, "rules-index.ipynb", app="notebooks")
    with page.context.expect_page(timeout=WAIT_MS) as opened:
        click_index_link(page)
    lesson = opened.value
    expect(lesson).to_have_url(re.compile(re.escape(f"/notebooks/{TARGET}") + "$"))
    heading = lesson.locator(".jp-Notebook h2", has_text=HEADING).first
    expect(heading).to_be_in_viewport(timeout=WAIT_MS)
    expect(lesson.locator(".jp-Notebook h1", has_text=LESSON_TITLE)).not_to_be_in_viewport()
    shoot(lesson, "navigation-rules-index-link-notebook7")
    ours = [error for error in console.errors if NOTEBOOK_7_OWN_ERROR not in error]
    assert not ours, ours
    page.context.close()


REPLAY = """
import random
from arkbook.ark_nova import new_game
from arkbook.boards.ark_nova import ArkNovaBoard
from arkbook.walkthrough import Walkthrough

game = new_game(["Ada", "Ben"], seed=3)
rng = random.Random(1)
for _ in range(15):
    game.play(rng.choice(game.legal_moves()))
Walkthrough.history(game, ArkNovaBoard, player="Ada")
"""


def test_typing_a_move_number_shows_that_move(lab: Server, browser: Any, console: Console) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, write_notebook(lab.root, "navigation-replay.ipynb", REPLAY))
    run_all(page)
    walk = page.locator(".arkbook-walkthrough").first
    counter = walk.locator(".arkbook-walk-counter")
    expect(counter).to_have_text("Move 0 of 15", timeout=WAIT_MS)
    box = walk.get_by_label("Go to move")
    box.fill("12")
    box.press("Enter")
    expect(counter).to_have_text("Move 12 of 15")
    expect(walk.locator(".arkbook-walk-title")).to_contain_text("Move 12:")
    expect(box).to_have_value("12")
    walk.get_by_role("button", name="‹ Back").click()
    expect(counter).to_have_text("Move 11 of 15")
    expect(box).to_have_value("11")
    shoot(walk, "navigation-walkthrough-move-11")
    assert not console.errors, console.errors
    page.context.close()
