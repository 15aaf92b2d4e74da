"""The static site (``make lite``) in Chromium, with no server but a static one and no network.

The module builds ``build/lite/`` once (from clean, as ``make lite`` does), serves it on a free
loopback port and routes every request the pages and their workers make: one to any other host
is blocked, logged and fails the test. In JupyterLite each game's play notebook runs in the
Pyodide kernel: its board draws, a click plays a move and redraws it, an illegal click shows its
rule, Undo answers, and the notebook's walkthrough steps forward. Ark Nova's Voici play page
draws its board and plays a click. Screenshots go to test-artifacts/screenshots/ (``lite-*``).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from playwright.sync_api import expect

from tests.browser import waiting
from tests.browser.conftest import ROOT, Console, shoot
from tests.browser.jupyter import run_all, run_new_cell, scroll_to_cell, stop
from tests.browser.test_classroom import record
from tests.browser.test_navigation import HEADING, LESSON_TITLE, TARGET, click_index_link

#: The static server starting and answering its first request, on a busy machine.
SERVE_SECONDS = 60
#: Pyodide starting in a worker, then the kernel's wheels, on a busy machine.
KERNEL_WAIT_MS = 120_000
#: A click's answer from the kernel, on a busy machine.
CLICK_WAIT_MS = 30_000
#: Bots answering with their visible delay, on a slow machine.
BOT_WAIT_MS = 60_000
#: A Voici page runs the whole notebook (the bots' demo game too) before it shows the board.
VOICI_WAIT_MS = 180_000


@dataclass
class Network:
    """Every request the browser made: those served by the site, and those it blocked."""

    origin: str
    served: list[str] = field(default_factory=list)
    blocked: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)

    def route(self, route: Any) -> None:
        url = route.request.url
        if url == self.origin or url.startswith(f"{self.origin}/"):
            self.served.append(url)
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort()

    def answered(self, response: Any) -> None:
        if response.status >= 400:
            self.failed.append(f"{response.status} {response.url}")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``build/lite/`` built from clean and served on 127.0.0.1; its origin.

    The test command builds the site beside its lint and type checks and says so in
    ``ARKBOOK_LITE_BUILT``; run on its own, this test builds the site first.
    The server binds port 0, so the system gives it a free port at the moment it binds (a port
    picked beforehand could be taken by another process before the server binds it), and it
    prints the port it got."""
    if os.environ.get("ARKBOOK_LITE_BUILT") != "1":
        subprocess.run([sys.executable, ROOT / "scripts" / "lite.py", "build"], check=True)
    log = tmp_path_factory.mktemp("lite-serve") / "serve.log"
    with log.open("w") as out:
        server = subprocess.Popen(
            [sys.executable, ROOT / "scripts" / "lite.py", "serve", "0"],
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    try:
        yield serving(server, log)
    finally:
        stop(server)


def serving(server: subprocess.Popen, log: Path) -> str:
    """The origin the static server printed, once it answers a real request there."""
    deadline = time.monotonic() + SERVE_SECONDS
    while time.monotonic() < deadline and server.poll() is None:
        found = re.search(r"serving (http://127\.0\.0\.1:\d+)/", log.read_text())
        try:
            if found:
                with urllib.request.urlopen(f"{found[1]}/jupyter-lite.json", timeout=5):
                    return found[1]
        except OSError:
            pass
        time.sleep(0.2)
    raise RuntimeError(f"the static server did not answer in {SERVE_SECONDS} s:\n{log.read_text()}")


@pytest.fixture
def network(site: str) -> Network:
    return Network(site)


@pytest.fixture
def open_page(browser: Any, network: Network, console: Console) -> Iterator[Any]:
    """A function opening a path of the site in a fresh (cold) context, every request routed."""
    contexts = []

    def opener(path: str, width: int = 1400, height: int = 1600) -> Any:
        context = browser.new_context(viewport={"width": width, "height": height})
        contexts.append(context)
        context.route("**/*", network.route)
        page = context.new_page()
        page.on("console", lambda m: console.record(m.type, m.text, m.location.get("url", "")))
        page.on("pageerror", lambda e: console.errors.append(f"uncaught: {e}"))
        page.on("response", network.answered)
        page.goto(f"{network.origin}/{path}")
        return page

    yield opener
    for context in contexts:
        context.close()


def offline_and_clean(network: Network, console: Console) -> None:
    """Nothing left the machine, the routing saw the kernel's own downloads, nothing failed."""
    assert not network.blocked, f"requests to other hosts: {network.blocked}"
    assert any(url.endswith("/pyodide.asm.wasm") for url in network.served), network.served
    assert not network.failed, network.failed
    assert not console.errors, console.errors


#: A notebook open in JupyterLite, its cells loaded (``(path) =>`` a JavaScript condition).
LOADED = (
    "(path) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
    " return w && w.context && w.context.path === path && w.context.isReady; }"
)
#: ... and its Pyodide kernel idle, ready to run them.
IDLE = (
    "(path) => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
    " const k = w && w.context && w.context.path === path && w.sessionContext.session"
    " && w.sessionContext.session.kernel; return k && k.status === 'idle'; }"
)


def open_notebook(
    open_page: Any, path: str, app: str = "lab", ready: str = IDLE, **viewport: int
) -> Any:
    """A notebook in JupyterLite's JupyterLab (or its Notebook app, ``app="notebooks"``),
    once ``ready`` holds: by default its Pyodide kernel is idle; a test that only reads and
    clicks what the notebook has saved waits for ``LOADED`` and not for the kernel."""
    page = open_page(f"{app}/index.html?path={path}", **viewport)
    page.wait_for_function(ready, arg=path, timeout=KERNEL_WAIT_MS)
    return page


def wait_for(page: Any, board: str, condition: str, timeout: int = CLICK_WAIT_MS) -> None:
    """Wait until ``condition`` (JavaScript about ``b``, the first ``board``) holds."""
    waiting.wait_for_board(page, board, condition, timeout)


def version(page: Any, board: str) -> int:
    return waiting.version(page.locator(board).first)


def click_and_redraw(page: Any, board: str, target: Any) -> None:
    """Click ``target`` and wait for the board to be redrawn from a newer snapshot."""
    waiting.click_and_redraw(page.locator(board).first, target, CLICK_WAIT_MS)


def steps_forward(page: Any, source_part: str, name: str) -> None:
    """The walkthrough shown by the cell whose code contains ``source_part`` steps forward."""
    scroll_to_cell(page, source_part)
    walk = (page.locator(".jp-CodeCell").filter(has_text=source_part).first).locator(
        ".arkbook-walkthrough"
    )
    counter = walk.locator(".arkbook-walk-counter")
    first = walk.get_by_role("button", name="« First")
    if first.is_enabled():  # a later cell may have moved it on
        first.click()
    # The counter names what it counts ("Preparation 1 of 8", "Move 0 of 54": a replay's setup
    # is move 0), and Next counts one on.
    counted = re.compile(r"^\s*(\D+) (\d+) of (\d+)\s*$")
    expect(counter).to_have_text(counted)
    counts, number, total = counted.match(counter.inner_text().strip()).groups()
    walk.get_by_role("button", name="Next ›").click()
    expect(counter).to_have_text(f"{counts} {int(number) + 1} of {total}")
    expect(walk.locator(".arkbook-walk-title")).not_to_be_empty()
    shoot(walk, f"lite-{name}-walkthrough")


# ---------------------------------------------------------------------------- JupyterLite


def test_the_site_opens_at_the_index_offline(open_page: Any, network: Network, console: Console):
    page = open_page("")
    page.wait_for_function(
        "() => { const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;"
        " const k = w && w.context && w.context.path === 'index.ipynb'"
        " && w.sessionContext.session && w.sessionContext.session.kernel;"
        " return k && k.status === 'idle'; }",
        timeout=KERNEL_WAIT_MS,
    )
    assert "/lab/" in page.url
    expect(page.locator(".jp-Notebook .jp-RenderedMarkdown").first).to_be_visible()
    shoot(page, "lite-index")
    offline_and_clean(network, console)


def test_a_rules_index_link_opens_the_lesson_at_its_section_in_jupyterlite(
    open_page: Any, network: Network, console: Console
) -> None:
    """In JupyterLite's JupyterLab the lesson opens in a tab beside the index, at the section.

    The link is clicked while the index's Pyodide kernel still starts (``LOADED``), as a
    learner clicks: on that busy page the pictures drawn above the section once pushed it out
    of view, until ``arkbook-links`` held it there while the lesson settles."""
    page = open_notebook(open_page, "rules-index.ipynb", ready=LOADED, width=1366, height=768)
    click_index_link(page)
    lesson = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden)").filter(
        has=page.locator("h1", has_text=LESSON_TITLE)
    )
    expect(lesson.locator("h2", has_text=HEADING).first).to_be_in_viewport(timeout=KERNEL_WAIT_MS)
    expect(lesson.locator("h1", has_text=LESSON_TITLE)).not_to_be_in_viewport()
    shoot(page, "lite-rules-index-link-lab")
    offline_and_clean(network, console)


def test_a_rules_index_link_opens_the_lesson_at_its_section_in_jupyterlites_notebook(
    open_page: Any, network: Network, console: Console
) -> None:
    """In JupyterLite's Notebook app the lesson opens in a new browser tab, at the section (the
    project's ``arkbook-links`` extension, which the site ships, keeps the link's fragment)."""
    page = open_notebook(
        open_page, "rules-index.ipynb", app="notebooks", ready=LOADED, width=1366, height=768
    )
    with page.context.expect_page(timeout=KERNEL_WAIT_MS) as opened:
        click_index_link(page)
    lesson = opened.value
    lesson.on("pageerror", lambda e: console.errors.append(f"uncaught in the lesson: {e}"))
    path, fragment = TARGET.split("#")
    # JupyterLite's Notebook names its file in the query (``?path=ark-nova%2F06-...``).
    query = quote(path, safe="")
    expect(lesson).to_have_url(re.compile(re.escape(f"path={query}#{fragment}") + "$"))
    heading = lesson.locator(".jp-Notebook h2", has_text=HEADING).first
    expect(heading).to_be_in_viewport(timeout=KERNEL_WAIT_MS)
    expect(lesson.locator(".jp-Notebook h1", has_text=LESSON_TITLE)).not_to_be_in_viewport()
    shoot(lesson, "lite-rules-index-link-notebook")
    offline_and_clean(network, console)


ARK = ".arkbook-ark"


def test_ark_play_notebook_in_jupyterlite(open_page: Any, network: Network, console: Console):
    page = open_notebook(open_page, "ark/04-play.ipynb")
    run_all(page)
    board = page.locator(ARK).first
    board.locator(".ak-hand .ak-card").first.wait_for()
    wait_for(page, ARK, "b.dataset.turn === 'yours'", BOT_WAIT_MS)
    shoot(board, "lite-ark-start")
    moves = board.locator(".ak-log li:not(.ak-empty)").count()
    cards = board.locator(".ak-hand .ak-card").evaluate_all("cs => cs.map(c => c.dataset.card)")

    # An illegal click: a hand card onto a cabin Python did not light.
    before = version(page, ARK)
    for card in cards:
        board.locator(f".ak-hand .ak-card[data-card='{card}']").click()
        unlit = board.locator(".ak-cabin:not(.ak-target)")
        if unlit.count():
            unlit.first.click()
            break
    message = board.locator(".ak-message.ak-error")
    expect(message).to_have_attribute("data-rule", re.compile(r"^ark\."), timeout=CLICK_WAIT_MS)
    expect(message.locator("blockquote"), "the refresher is quoted").not_to_be_empty()
    assert version(page, ARK) == before
    shoot(board, "lite-ark-illegal")

    # A move by clicking: take a face-up card; the board redraws and the bots answer.
    click_and_redraw(page, ARK, board.locator("button.ak-primary[data-take]").first)
    wait_for(page, ARK, "b.dataset.turn === 'yours'", BOT_WAIT_MS)
    waiting.expect_at_least(board.locator(".ak-log li:not(.ak-empty)"), moves + 1, "moves logged")
    shoot(board, "lite-ark-after-move")

    # Undo takes back the move and the bots' replies.
    click_and_redraw(page, ARK, board.locator("button.ak-undo"))
    wait_for(page, ARK, f"b.querySelectorAll('.ak-log li:not(.ak-empty)').length === {moves}")
    hand = board.locator(".ak-hand .ak-card").evaluate_all("cs => cs.map(c => c.dataset.card)")
    assert hand == cards
    shoot(board, "lite-ark-after-undo")

    steps_forward(page, "Walkthrough.history", "ark")
    offline_and_clean(network, console)


def test_the_learn_to_play_lesson_coaches_in_jupyterlite(
    open_page: Any, network: Network, console: Console
) -> None:
    """The first lesson's boards have the coach on, and the coach runs in Pyodide: the first
    refused click shows its tip and Hint lights a target, as in JupyterLab. (The coach once
    imported nbformat, which no JupyterLite kernel has.)"""
    page = open_notebook(open_page, "ark/00-learn-to-play.ipynb")
    run_all(page)
    scroll_to_cell(page, '"climate and the bow"')
    board = page.locator(ARK).first
    coach = page.locator(".coach").first
    board.locator('[data-id="hand:Camel"]').click()
    board.locator('[data-id="cabin:starboard:2"]').click()  # the Reindeer's cabin
    expect(board.locator(".ak-message.ak-error")).to_have_attribute(
        "data-rule", "ark.cabin.climate", timeout=CLICK_WAIT_MS
    )
    expect(coach.locator(".coach-tip")).to_have_attribute(
        "data-rule", "ark.cabin.climate", timeout=CLICK_WAIT_MS
    )
    coach.locator(".coach-hint").click()
    expect(board.locator(".coach-lit").first).to_be_visible(timeout=CLICK_WAIT_MS)
    shoot(page, "lite-learn-to-play-ark-coach")
    offline_and_clean(network, console)


#: The board to play on: the play notebook first shows a finished bots' game and read-only
#: walkthrough boards.
NOVA = ".arkbook-nova:not(.an-readonly):not([data-over=yes])"


def test_ark_nova_play_notebook_in_jupyterlite(open_page: Any, network: Network, console: Console):
    page = open_notebook(open_page, "ark-nova/07-play.ipynb")
    run_all(page)
    board = page.locator(NOVA).first
    choice = board.locator("button.an-choice").first
    choice.wait_for()
    shoot(board, "lite-nova-start")

    # A move by clicking: Ada's four discards, then Ben (a bot) discards his.
    expect(choice).to_have_attribute("data-move", re.compile(r"^Ada: discard "))  # str(move)
    for _ in range(4):
        click_and_redraw(page, NOVA, board.locator("button.an-choice").first)
    waiting.expect_at_least(board.locator(".an-log li:not(.an-empty)"), 4, "discards logged")
    wait_for(page, NOVA, "b.dataset.turn === 'yours'", BOT_WAIT_MS)

    # Build: pick a building, then click a hex Python did not light; the rule answers.
    click_and_redraw(page, NOVA, board.locator(".an-row-panel .an-action[data-card='build']"))
    click_and_redraw(page, NOVA, board.locator("button.an-bpick").first)
    expect(board).to_have_attribute("data-pending", "place")
    before = version(page, NOVA)
    board.locator(".an-hex:not(.an-can)").first.click()
    message = board.locator(".an-message.an-error")
    expect(message).to_have_attribute("data-rule", re.compile(r"^nova\.build\."))
    expect(message.locator("blockquote"), "the refresher is quoted").not_to_be_empty()
    assert version(page, NOVA) == before
    shoot(board, "lite-nova-illegal")

    # Undo takes back the building picked.
    click_and_redraw(page, NOVA, board.locator("button.an-undo"))
    expect(board).to_have_attribute("data-pending", "build_pick")
    expect(board.locator(".an-message.an-info")).to_contain_text("Taken back")
    shoot(board, "lite-nova-after-undo")

    steps_forward(page, '"The last turns"', "nova")
    offline_and_clean(network, console)


#: The live race board: the play notebook first shows a finished bots' game (phase "over") and
#: read-only walkthrough boards.
AOA = ".arkbook-aoa:not(.ao-readonly):not([data-phase=over])"


def press(target: Any) -> None:
    """Press as a pointer does: the race board acts on pointerdown (see test_ark_of_animals)."""
    target.dispatch_event("pointerdown", {"button": 0, "isPrimary": True})


def test_ark_of_animals_play_notebook_in_jupyterlite(
    open_page: Any, network: Network, console: Console
):
    page = open_notebook(open_page, "ark-of-animals/04-play.ipynb")
    run_all(page)
    wait_for(page, AOA, "b.dataset.phase === 'ready'")
    board = page.locator(AOA).first
    board.scroll_into_view_if_needed()
    shoot(board, "lite-aoa-ready")

    # A move by clicking: start the race, reveal a pool tile.
    click_and_redraw(page, AOA, board.locator("[data-control=start]"))
    wait_for(page, AOA, "b.dataset.phase === 'racing'")
    press(board.locator(".ao-pool .ao-tile.ao-lit").first)
    wait_for(page, AOA, "b.dataset.hand !== ''")

    # An illegal click: the round's first tile on space 10, not from the left (ruling 16).
    board.locator(".ao-ark-panel .ao-space.ao-target").first.wait_for(timeout=CLICK_WAIT_MS)
    press(board.locator(".ao-ark-panel .ao-space[data-space='10']"))
    wait_for(page, AOA, "b.querySelector('.ao-message.ao-error')?.dataset.rule === "
             "'aoa.place.leftmost'")  # fmt: skip
    expect(board.locator(".ao-message.ao-error blockquote")).not_to_be_empty()
    shoot(board, "lite-aoa-illegal")

    # Undo: the race board has no Undo button (time cannot be taken back); asked from code, the
    # board answers with the contract's rule instead of undoing.
    run_new_cell(page, "board.undo()")
    wait_for(page, AOA, "b.querySelector('.ao-message.ao-error')?.dataset.rule === 'game.undo'")
    expect(board, "the tile stays in hand").not_to_have_attribute("data-hand", "")
    shoot(board, "lite-aoa-undo-refused")

    steps_forward(page, "race_walkthrough(", "aoa")
    offline_and_clean(network, console)


# ---------------------------------------------------------------------------- Voici


#: One play page as a Voici app: each game's play notebook already runs in Pyodide above, and
#: each game's board draws in a Voici app in the classroom tests below. Ark Nova's page is the
#: one with most above its board (its walkthroughs), where a click could be misdirected.
VOICI_PLAY = ("ark-nova/07-play", NOVA, f"{NOVA} button.an-choice", f"{NOVA} button.an-choice")


def test_voici_play_page(open_page: Any, network: Network, console: Console):
    game, board, drawn, click = VOICI_PLAY
    page = open_page(f"classroom/voici/render/{game}.html", width=1280, height=900)
    page.locator(drawn).first.wait_for(timeout=VOICI_WAIT_MS)
    # The page may still be laying out what stands above the board (07-play's walkthroughs), so
    # the move is a key press, which a moving layout cannot misdirect (press_and_redraw says how
    # a mouse click was lost on Voilà's same page).
    waiting.press_and_redraw(page.locator(board).first, page.locator(click).first, CLICK_WAIT_MS)
    shoot(page, f"lite-voici-{game.split('/')[0]}")
    offline_and_clean(network, console)


# ------------------------------------------------------------------ the classroom on the site
# In this file, not one of its own, so that it shares this module's one build of the site: two
# files would build it twice (each module fixture once), and on two workers at the same time
# into the same folder. Each classroom page is a Voici app that draws its board and starts a New
# game with nothing from another host; the teachers' page links every app and rules page; a
# classroom notebook opened in JupyterLite before it runs says what to do, not ``VBox(...)``.
# The time from opening an app to its board goes to ``test-artifacts/classroom-findings.json``.

CLASSROOM_BOARDS = {
    "ark": ".arkbook-ark",
    "ark-nova": ".arkbook-nova",
    "ark-of-animals": ".arkbook-aoa",
}


@pytest.mark.parametrize("game", sorted(CLASSROOM_BOARDS))
def test_a_classroom_app_draws_its_board_and_starts_a_new_game(
    game: str, open_page: Any, network: Network, console: Console
) -> None:
    started = time.monotonic()
    page = open_page(f"classroom/voici/render/classroom-pages/{game}.html", width=1280, height=720)
    board = page.locator(CLASSROOM_BOARDS[game])
    expect(board).to_be_visible(timeout=VOICI_WAIT_MS)
    record(f"lite-open-to-board-seconds:{game}", round(time.monotonic() - started, 1))
    old = board.element_handle()
    page.get_by_role("button", name="New game").click()
    page.wait_for_function("(old) => !old.isConnected", arg=old, timeout=VOICI_WAIT_MS)
    expect(page.locator(CLASSROOM_BOARDS[game])).to_be_visible()
    shoot(page, f"lite-classroom-{game}")
    offline_and_clean(network, console)


def test_the_teachers_page_links_every_classroom_app_and_rules_page(
    open_page: Any, network: Network
) -> None:
    page = open_page("teachers.html")
    links = page.locator("a").evaluate_all("(links) => links.map((a) => a.href)")
    page.context.close()
    for game in CLASSROOM_BOARDS:
        app = f"/classroom/voici/render/classroom-pages/{game}.html"
        assert any(h.endswith(app) for h in links)
        for name in ("rules", "aid", "components"):
            assert any(h.endswith(f"/rules/{game}-{name}.html") for h in links)
    for href in links:
        with urllib.request.urlopen(href, timeout=30) as reply:
            assert reply.status == 200, href
    assert not network.blocked, network.blocked


def test_an_unrun_classroom_notebook_says_what_to_do(open_page: Any, console: Console) -> None:
    """What the saved output says, once JupyterLite draws it. The test waits for that text,
    not for the Pyodide kernel to be idle: an unrun notebook needs no kernel."""
    page = open_page("lab/index.html?path=classroom/ark.ipynb")
    output = page.locator(".jp-OutputArea-output").first
    expect(output).to_contain_text(
        "Ark classroom: run this cell to show the board", timeout=KERNEL_WAIT_MS
    )
    expect(output).not_to_contain_text("VBox")
    shoot(page, "lite-classroom-unrun")
