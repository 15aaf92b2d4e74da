"""Ark Nova's Learn to play in JupyterLab at 1366×768: its income table in the light and dark
themes, and its links and the review's, which must open the in-depth lessons from the notebook's
own folder (a learner-judge, reading the lesson as text, could not tell that they would).

Screenshots go to test-artifacts/screenshots/learn-to-play-nova-*.png.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from tests.browser.conftest import Console, new_page, shoot
from tests.browser.jupyter import (
    Server,
    open_notebook,
    run_all,
    scroll_to_cell,
    set_theme,
    write_notebook,
)

LESSON = "ark-nova/00-learn-to-play.ipynb"
#: A coached board in the lessons' folder: its review links the rules not met yet.
COACHED = """
from arkbook.boards import ArkNovaBoard
from arkbook.learn import scene
ArkNovaBoard(scene("ark-nova", "animals"), seats={"Ben": "greedy"}, coach=True)
"""
WAIT_MS = 60_000


def shown_lesson(page: Any, title: str) -> Any:
    """The notebook panel on screen whose first heading names ``title``."""
    return page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)").filter(
        has=page.locator("h1", has_text=title)
    )


def test_where_to_go_next_opens_the_in_depth_lesson(
    lab: Server, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, LESSON)
    scroll_to_cell(page, "## Where to go next")
    page.locator(".jp-RenderedMarkdown a", has_text="1 · Setup").first.click()
    expect(shown_lesson(page, "Ark Nova 1")).to_be_visible(timeout=WAIT_MS)
    expect(page).to_have_url(re.compile(r"/lab/tree/ark-nova/01-setup\.ipynb"))
    assert not console.errors, console.errors
    page.context.close()


def test_the_income_table_in_the_light_and_dark_themes(
    lab: Server, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, LESSON)
    scroll_to_cell(page, "appeal_income_steps()")
    table = page.locator(".arkbook-pic-ark-nova-income").first
    expect(table).to_contain_text("37 from 108 on")
    shoot(page, "learn-to-play-nova-income-light")
    set_theme(page, "JupyterLab Dark")
    expect(table).to_be_visible()
    shoot(page, "learn-to-play-nova-income-dark")
    set_theme(page, "JupyterLab Light")
    assert not console.errors, console.errors
    page.context.close()


def test_a_review_link_opens_the_lesson_it_names(
    lab: Server, notebooks_copy: Path, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    name = write_notebook(notebooks_copy / "ark-nova", "review-links.ipynb", COACHED)
    open_notebook(page, lab, f"ark-nova/{name}")
    run_all(page)
    coach = page.locator(".coach").first
    coach.locator(".coach-review-button").click()
    link = coach.locator(".coach-review a[href^='../ark-nova/']").first
    expect(link).to_be_visible()
    href = link.get_attribute("href") or ""
    lesson = re.sub(r"#.*", "", href.removeprefix("../ark-nova/"))
    assert (notebooks_copy / "ark-nova" / lesson).is_file(), href
    shoot(page, "learn-to-play-nova-review")
    with page.context.expect_page() as opened:  # a new tab: the board's page stays
        link.click()
    tab = opened.value
    expect(tab).to_have_url(re.compile(re.escape(f"/ark-nova/{lesson}")), timeout=WAIT_MS)
    number = lesson.split("-")[0].lstrip("0")
    expect(shown_lesson(tab, f"Ark Nova {number}")).to_be_visible(timeout=WAIT_MS)
    page.context.close()
