"""The classroom on the static site (issue 20), in Chromium with no server but a static one.

Each game's classroom page is a Voici app of ``build/lite/``: it draws its board and starts a New
game with nothing from another host (every request is routed, as in ``test_lite.py``, whose
fixtures build and serve the site). The teachers' page links every classroom app and rules page.
In JupyterLite, a classroom notebook opened before it runs says what to do, not ``VBox(...)``.
The time from opening a classroom app to its board is written to
``test-artifacts/classroom-findings.json``.
"""

from __future__ import annotations

import time
import urllib.request
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser import test_lite as lite
from tests.browser.conftest import Console, shoot
from tests.browser.test_classroom import record
from tests.browser.test_lite import VOICI_WAIT_MS, Network, offline_and_clean, open_notebook

# test_lite.py's fixtures: the site built from clean and served, and its routed pages.
site = lite.site
network = lite.network
open_page = lite.open_page

BOARDS = {"ark": ".arkbook-ark", "ark-nova": ".arkbook-nova", "ark-of-animals": ".arkbook-aoa"}


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_a_classroom_app_draws_its_board_and_starts_a_new_game(
    game: str, open_page: Any, network: Network, console: Console
) -> None:
    started = time.monotonic()
    page = open_page(f"classroom/voici/render/classroom-pages/{game}.html", width=1280, height=720)
    board = page.locator(BOARDS[game])
    expect(board).to_be_visible(timeout=VOICI_WAIT_MS)
    record(f"lite-open-to-board-seconds:{game}", round(time.monotonic() - started, 1))
    old = board.element_handle()
    page.get_by_role("button", name="New game").click()
    page.wait_for_function("(old) => !old.isConnected", arg=old, timeout=VOICI_WAIT_MS)
    expect(page.locator(BOARDS[game])).to_be_visible()
    shoot(page, f"lite-classroom-{game}")
    offline_and_clean(network, console)


def test_the_teachers_page_links_every_classroom_app_and_rules_page(
    open_page: Any, network: Network
) -> None:
    page = open_page("teachers.html")
    links = page.locator("a").evaluate_all("(links) => links.map((a) => a.href)")
    page.context.close()
    for game in BOARDS:
        app = f"/classroom/voici/render/classroom-pages/{game}.html"
        assert any(h.endswith(app) for h in links)
        assert any(h.endswith(f"/rules/{game}.html") for h in links)
    for href in links:
        with urllib.request.urlopen(href, timeout=30) as reply:
            assert reply.status == 200, href
    assert not network.blocked, network.blocked


def test_an_unrun_classroom_notebook_says_what_to_do(open_page: Any, console: Console) -> None:
    page = open_notebook(open_page, "classroom/ark.ipynb")
    output = page.locator(".jp-OutputArea-output").first
    expect(output).to_contain_text("Ark classroom: run this cell to show the board")
    expect(output).not_to_contain_text("VBox")
    shoot(page, "lite-classroom-unrun")
