"""The coach on a board in JupyterLab: the first refused click shows its tip, Hint lights a
target and says why.

The notebook is written into the server's copy of ``notebooks/`` and opened at 1366×768, in the
light theme and then the dark one; screenshots of the coached board (a tip open, a hint lit) go
under ``test-artifacts/screenshots/``.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playwright.sync_api import expect

from arkbook.coach.review import UNMET_HEADING
from tests.browser.conftest import Console, new_page, shoot
from tests.browser.jupyter import (
    Server,
    open_notebook,
    run_all,
    run_new_cell,
    set_theme,
    write_notebook,
)

#: The Rabbit is shy and the Lion sits in port 2: port 1 and starboard 2 are closed to it by
#: the shy rule, port 2 by the carnivore rule; starboard 1 and a new starboard cabin are open.
COACHED = """
from arkbook.ark.positions import position
from arkbook.boards.ark import ArkBoard
game = position(
    port=[["Cow"], ["Lion"]], starboard=[["Horse"], ["Sheep"]], hands={"Ada": ["Rabbit"]}
)
ArkBoard(game, coach=True)
"""


def test_a_refused_click_shows_its_tip_and_hint_lights_a_target(
    lab: Server, notebooks_copy: Path, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, write_notebook(notebooks_copy, "coach-ark.ipynb", COACHED))
    run_all(page)
    board = page.locator(".arkbook-ark").first
    coach = page.locator(".coach").first
    expect(coach.locator(".coach-hint")).to_be_visible()

    board.locator('[data-id="hand:Rabbit"]').click()  # the picked card: its dark places
    tip = coach.locator(".coach-tip")
    expect(tip).to_have_attribute("data-rule", "ark.cabin.shy")
    board.locator('[data-id="cabin:port:2"]').click()  # refused: the Lion is there
    expect(board.locator(".ak-message.ak-error")).to_have_attribute(
        "data-rule", "ark.cabin.carnivore"
    )
    expect(tip).to_have_attribute("data-rule", "ark.cabin.carnivore")
    expect(tip.locator("details summary")).to_have_text("The rulebook's words")
    expect(tip.locator("a.coach-lesson")).to_have_attribute("href", re.compile(r"^\.\./ark/.+#"))
    expect(coach.locator(".coach-chip")).to_have_count(2)

    coach.locator(".coach-hint").click()
    expect(coach.locator(".coach-hint-reason")).to_contain_text("Rabbit into starboard 1")
    expect(board.locator('[data-id="cabin:starboard:1"]')).to_have_class(
        re.compile(r"\bcoach-lit\b")
    )
    tip.locator("details summary").click()
    shoot(page, "coach-ark-light")
    board.locator('[data-id="cabin:starboard:1"]').scroll_into_view_if_needed()
    shoot(page, "coach-ark-light-lit")
    set_theme(page, "JupyterLab Dark")
    expect(board.locator(".coach-lit").first).to_be_visible()
    shoot(page, "coach-ark-dark-lit")
    coach.scroll_into_view_if_needed()
    shoot(page, "coach-ark-dark")
    set_theme(page, "JupyterLab Light")
    coach.locator(".coach-review-button").click()  # the review, on demand
    expect(coach.locator(".coach-review")).to_contain_text("Refusals you hit")
    refusals = coach.locator(".coach-review li", has_text="×1")
    expect(refusals).to_contain_text("lighter than every other animal")  # in words
    expect(refusals.locator('[title="ark.cabin.carnivore"]')).to_have_count(1)  # id: tooltip
    shoot(page, "coach-ark-review")
    assert not console.errors, console.errors
    page.context.close()


RACE = """
from arkbook.ark_of_animals import new_game
from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard
ArkOfAnimalsBoard(new_game(["Ada", "Ben"], seed=2), seats={"Ben": "greedy"}, coach=True)
"""


def test_the_race_waits_while_a_tip_is_open(
    lab: Server, notebooks_copy: Path, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, write_notebook(notebooks_copy, "coach-race.ipynb", RACE))
    run_all(page)
    board = page.locator(".arkbook-aoa").first
    board.locator('[data-control="start"]').click()
    expect(board).to_have_attribute("data-phase", "racing")
    board.locator('[data-id="pool"] .ao-pool > *').first.click()  # reveal: a rule at work
    tip = page.locator(".coach .coach-tip")
    expect(tip).to_have_attribute("data-rule", "aoa.tile.reveal")
    expect(board).to_have_attribute("data-phase", "paused")  # the bots wait
    page.locator(".coach .coach-hint").click()  # Ada's hand may still be busy: her next move
    expect(page.locator(".coach .coach-hint-reason")).to_contain_text("Ada")
    shoot(page, "coach-race-light")
    tip.locator(".coach-close").click()
    expect(tip).to_have_count(0)
    expect(board).to_have_attribute("data-phase", "racing")
    assert not console.errors, console.errors
    page.context.close()


NOVA = """
from arkbook.ark_nova import new_game
from arkbook.boards.ark_nova import ArkNovaBoard
ArkNovaBoard(new_game(["Ada", "Ben"], seed=4), seats={"Ben": "greedy"}, coach=True)
"""


def test_hint_lights_a_target_on_the_ark_nova_board(
    lab: Server, notebooks_copy: Path, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, write_notebook(notebooks_copy, "coach-nova.ipynb", NOVA))
    run_all(page)
    page.locator(".coach .coach-hint").click()
    expect(page.locator(".coach .coach-hint-reason")).to_contain_text("Ada")
    lit = page.locator(".arkbook-nova .coach-lit").first
    expect(lit).to_be_visible()
    lit.scroll_into_view_if_needed()
    shoot(page, "coach-nova-light")
    assert not console.errors, console.errors
    page.context.close()


ENDGAME = """
from arkbook.ark.positions import position
from arkbook.boards.ark import ArkBoard
game = position(
    port=[["Cow"], ["Lion"]], starboard=[["Horse"], ["Sheep"]], hands={"Ada": ["Rabbit"]},
    phase="endgame", rain_drawn=5,
)
ArkBoard(game, seats={"Ben": "greedy", "Cy": "greedy"}, coach=True)
"""


def test_the_review_opens_when_a_coached_game_ends(
    lab: Server, notebooks_copy: Path, browser: Any, console: Console
) -> None:
    page = new_page(browser, console, width=1366, height=768)
    open_notebook(page, lab, write_notebook(notebooks_copy, "coach-end.ipynb", ENDGAME))
    run_all(page)
    page.locator('.arkbook-ark button[data-action="pass"]').click()  # the bots finish the game
    review = page.locator(".coach .coach-review")
    expect(review).to_contain_text("Review of Ada", timeout=90_000)
    expect(review).to_contain_text(UNMET_HEADING)
    assert not console.errors, console.errors
    page.context.close()


#: A board whose review links the rules never met to their lessons; the notebook sits one
#: folder below ``notebooks/``, as every lesson does, so the links (``../ark/...``) resolve.
LINKED = COACHED.replace("ArkBoard(game, coach=True)", "board = ArkBoard(game, coach=True)\nboard")


def test_a_review_link_opens_its_lesson_without_losing_the_board(
    lab: Server, notebooks_copy: Path, browser: Any, console: Console
) -> None:
    """Inside a board a relative link would navigate JupyterLab away (it reloads, and the
    board is gone): the review's lesson links open in a new tab. The same link in a static
    output is JupyterLab's to open, in the same page."""
    page = new_page(browser, console, width=1366, height=768)
    name = write_notebook(notebooks_copy / "ark", "coach-links.ipynb", LINKED)
    open_notebook(page, lab, f"ark/{name}")
    run_all(page)
    page.evaluate("() => { window.arkbookKept = true; }")  # gone if the page reloads
    coach = page.locator(".coach").first
    coach.locator(".coach-review-button").click()
    link = coach.locator(".coach-review a").first
    expect(link).to_have_attribute("target", "_blank")
    with page.context.expect_page() as opened:
        link.click()
    lesson = opened.value
    expect(lesson).to_have_url(re.compile(r"/tree/ark/0.+\.ipynb"))
    lesson.close()
    expect(page.locator(".arkbook-ark").first).to_be_visible()
    assert page.evaluate("() => window.arkbookKept") is True

    run_new_cell(page, 'from arkbook.coach import review\nreview(board.game, "Ada")')
    static = page.locator(".jp-OutputArea-output > .arkbook-review a").first
    expect(static).to_have_attribute("target", "_blank")
    static.click()
    tabs = page.locator("#jp-main-dock-panel .lm-TabBar-tab")
    expect(tabs).to_have_count(2)  # the lesson opened beside the board's notebook
    assert page.evaluate("() => window.arkbookKept") is True
    assert not console.errors, console.errors
    page.context.close()
