"""The classroom pages as a teacher projects them (``make classroom``), in Chromium (issue 20).

Each game's page is served by Voilà with the classroom template, as ``make classroom`` serves
it. Every request the page makes is routed: one to any other host is blocked and fails the test
(Voilà's own template linked Font Awesome from a CDN). Every game's page opens at projector
size: at 1280×720 and 1920×1080, light and dark, every text node on the page is 18 px or more,
and at 1280×720 the decision, the board's main area and the last move's narration are on screen
without scrolling. A refusal is checked where every run can promise one: Ark of Animals' paused
race, and Ark's and Ark Nova's boards on fixed deals. Screenshots:
``test-artifacts/screenshots/classroom-*``.
"""

from __future__ import annotations

import importlib
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

import pytest
from playwright.sync_api import expect

from arkbook import load
from arkbook.printable import PAGES
from tests.browser.conftest import ROOT, SCREENSHOTS, Console, shoot
from tests.browser.jupyter import Server, open_notebook, voila, write_notebook
from tests.browser.test_text_size import MEASURE, SMALLEST_PX

#: A classroom page runs its notebook (a game and its board) before it shows anything.
PAGE_WAIT_MS = 120_000
#: What the measurements found, for the closing note of issue 20.
FINDINGS = ROOT / "test-artifacts" / "classroom-findings.json"

#: game -> the board's root, its decision, its main area, a click that plays a move (the
#: narration then shows), and the message banner's selector.
BOARDS = {
    "ark": (".arkbook-ark", ".ak-prompt", ".ak-hand", "[data-take]", ".ak-message"),
    "ark-of-animals": (
        ".arkbook-aoa",
        ".ao-controls",
        ".ao-pool",
        "[data-control=start]",
        ".ao-message",
    ),
    "ark-nova": (".arkbook-nova", ".an-prompt", ".an-map", ".an-choice", ".an-message"),
}
#: Of a tall main area (Ark of Animals' pool of 84 tiles) this much must be on screen.
MAIN_VISIBLE_PX = 200
#: Where each box is on screen: fully in view, or (main area) at least MAIN_VISIBLE_PX of it.
IN_VIEW = """
([sel, least]) => { const n = document.querySelector(sel);
  if (!n) return false;
  const r = n.getBoundingClientRect();
  const seen = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
  return r.top >= 0 && (r.bottom <= window.innerHeight || seen >= least); }
"""
SIZES = {"1280x720": (1280, 720), "1920x1080": (1920, 1080)}
#: The projector cases: both themes at 1280×720, where everything must fit without scrolling,
#: and the light one at 1920×1080, the same page resized. A theme changes colours only (axe
#: checks their contrast in tests/browser/test_accessibility.py), so dark at the larger size
#: would measure the same sizes again for one more run of the notebook.


def shoot_path(name: str) -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS / f"{name}.png"


def hosts_of(urls: list[str]) -> list[str]:
    return sorted({urlparse(u).netloc for u in urls})


def record(key: str, value: Any) -> None:
    """Keep a measurement in the findings file (read by a person writing the closing note)."""
    found = json.loads(FINDINGS.read_text()) if FINDINGS.exists() else {}
    found[key] = value
    FINDINGS.parent.mkdir(parents=True, exist_ok=True)
    FINDINGS.write_text(json.dumps(found, indent=1, sort_keys=True))


class Network:
    """Every request a page made (its WebSockets too); those to another host are blocked."""

    def __init__(self, origin: str) -> None:
        self.origin = origin
        self.urls: list[str] = []
        self.blocked: list[str] = []

    def route(self, route: Any) -> None:
        url = route.request.url
        self.urls.append(url)
        if url.startswith(f"{self.origin}/") or url == self.origin:
            route.continue_()
        else:
            self.blocked.append(url)
            route.abort()

    def attach(self, context: Any, page: Any) -> None:
        context.route("**/*", self.route)
        page.on("websocket", lambda ws: self.urls.append(ws.url))


@pytest.fixture(scope="module", params=sorted(BOARDS))
def classroom(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, notebooks_copy: Path
) -> Iterator[tuple[str, Server]]:
    game = request.param
    home = tmp_path_factory.mktemp(f"voila-{game}")
    with voila(home, notebooks_copy, notebooks_copy / "classroom" / f"{game}.ipynb") as server:
        yield game, server


def open_classroom(
    browser: Any, server: Server, console: Console, size: str = "1280x720", theme: str = "light"
) -> tuple[Any, Network]:
    width, height = SIZES[size]
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    network = Network(server.url)
    network.attach(context, page)
    page.on("console", lambda m: console.record(m.type, m.text, m.location.get("url", "")))
    page.on("pageerror", lambda e: console.errors.append(f"uncaught: {e}"))
    page.goto(f"{server.url}/?token={server.token}&theme={theme}")
    return page, network


def test_jupyterlab_fetches_from_its_own_server_only(
    lab: Server, browser: Any, console: Console
) -> None:
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    page = context.new_page()
    network = Network(lab.url)
    network.attach(context, page)
    open_notebook(page, lab, "index.ipynb")
    expect(page.locator(".jp-RenderedMarkdown h1").first).to_be_visible()
    page.wait_for_load_state("networkidle")
    record("hosts:jupyterlab", hosts_of(network.urls))
    context.close()
    assert not network.blocked, f"requests to other hosts: {network.blocked}"
    assert hosts_of(network.urls) == [urlparse(lab.url).netloc]


def test_a_classroom_page_at_1280x720_fits_fetches_from_its_server_only_and_links_its_rules(
    classroom: tuple[str, Server], browser: Any, console: Console, tmp_path: Path
) -> None:
    """One page load for what a teacher sees first (each load runs the game's notebook in a
    kernel of its own): nothing fetched from another host, every text large enough at
    1280×720 and then at 1920×1080 (the same page resized), and each link to print ("Rules to
    print", "Player aid", "Readings", "Components") downloads its page."""
    game, server = classroom
    page, network = open_classroom(browser, server, console)
    play_and_measure(page, game, "1280x720", "light")
    page.wait_for_load_state("networkidle")
    record(f"hosts:{game}", hosts_of(network.urls))
    page.set_viewport_size({"width": 1920, "height": 1080})
    measure_projector_page(page, game, "1920x1080", "light")
    saved = []
    for link in (page.words for page in PAGES):
        with page.expect_download() as download:
            page.get_by_role("link", name=link).click()
        saved.append(tmp_path / download.value.suggested_filename)
        download.value.save_as(saved[-1])
    page.context.close()
    assert not network.blocked, f"requests to other hosts: {network.blocked}"
    assert hosts_of(network.urls) == [urlparse(server.url).netloc]
    assert not console.errors, console.errors
    assert [path.name for path in saved] == [
        f"{game}-rules.html",
        f"{game}-aid.html",
        f"{game}-readings.html",
        f"{game}-components.html",
    ]
    assert [path.read_text() for path in saved] == [page.write(game) for page in PAGES]


def test_a_classroom_page_at_1280x720_dark_fits(
    classroom: tuple[str, Server], browser: Any, console: Console
) -> None:
    game, server = classroom
    page, _ = open_classroom(browser, server, console, "1280x720", "dark")
    play_and_measure(page, game, "1280x720", "dark")
    page.context.close()


def play_and_measure(page: Any, game: str, size: str, theme: str) -> None:
    """Wait for the board, play a move (so the narration shows), then measure the page."""
    root, _decision, _main, act, banner = BOARDS[game]
    board = page.locator(root)
    expect(board).to_be_visible(timeout=PAGE_WAIT_MS)
    expect(page.locator(".jp-RenderedMarkdown h1")).to_be_visible()
    expect(page.locator("html.arkbook-projector")).to_have_count(1)
    board.locator(act).first.click()
    expect(board.locator(banner)).to_be_visible()
    measure_projector_page(page, game, size, theme)


def measure_projector_page(page: Any, game: str, size: str, theme: str) -> None:
    """Every text node at least SMALLEST_PX; at 1280×720 the decision, the main area and the
    narration on screen without scrolling. A screenshot and the smallest text are kept."""
    _root, decision, main, _act, banner = BOARDS[game]
    page.wait_for_timeout(500)  # fonts and the board's layout settle
    shoot(page, f"classroom-{game}-{size}-{theme}")
    texts: list[dict[str, Any]] = page.evaluate(MEASURE, "body")
    record(f"smallest:{game}:{size}:{theme}", min(texts, key=lambda t: t["px"]))
    small = [t for t in texts if t["px"] < SMALLEST_PX - 0.05]
    assert len(texts) > 40, texts
    assert not small, f"{len(small)} texts under {SMALLEST_PX:g} px, e.g. {small[:8]}"
    if size == "1280x720":
        in_view = {
            sel: page.evaluate(IN_VIEW, [sel, MAIN_VISIBLE_PX if sel == main else 10_000])
            for sel in (decision, main, banner)
        }
        assert all(in_view.values()), f"on screen without scrolling: {in_view}"


#: Where a box is, and how wide the banner's text is against the banner.
BOX = "(n) => { const r = n.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; }"


@pytest.mark.parametrize("classroom", ["ark-of-animals"], indirect=True)
def test_a_click_in_a_paused_race_is_refused_and_moves_nothing(
    classroom: tuple[str, Server], browser: Any, console: Console
) -> None:
    """Ark of Animals' race on its classroom page (Ark's and Ark Nova's refusals are checked on
    fixed deals below: a random deal cannot promise one)."""
    game, server = classroom
    page, _ = open_classroom(browser, server, console, "1280x720")
    board = page.locator(BOARDS[game][0])
    expect(board).to_be_visible(timeout=PAGE_WAIT_MS)
    board.locator("[data-control=start]").click()
    board.locator("[data-control=pause]").click()
    expect(board.locator("[data-control=start]")).to_have_text("▶ Resume")
    error = board.locator(".ao-message.ao-error")
    text = click_refused(page, board.locator(".ao-pool .ao-tile").first, error, game)
    assert "The race is paused: click Resume to race on." in text


def click_refused(page: Any, target: Any, error: Any, name: str) -> str:
    """Click ``target``, which the rules refuse, and check that the refusal's banner appears,
    nothing moves under the pointer, and the banner's text uses its width; its text is returned."""
    target.scroll_into_view_if_needed()
    before = target.evaluate(BOX)
    target.click()
    expect(error).to_be_visible()
    after = target.evaluate(BOX)
    widths = error.evaluate(
        "(n) => [n.getBoundingClientRect().width,"
        " n.querySelector('[class$=message-text]').parentElement.getBoundingClientRect().width]"
    )
    shoot(page, f"classroom-{name}-refusal")
    text: str = error.inner_text()
    page.context.close()
    assert after == before, f"the clicked thing moved from {before} to {after}"
    assert widths[1] >= 0.85 * widths[0], f"the banner's text has {widths[1]} of {widths[0]} px"
    return text


#: Every Ark card in Ada's hand (Mosquito's and Polar bear's names were hidden by their
#: ability's text and their icons' badge).
EVERY_CARD = """
from arkbook.ark.cards import load_deck
from arkbook.ark.positions import position
from arkbook.boards.ark import ArkBoard
names = [c["name"] for c in load_deck().to_data() if c.get("kind") != "rain"]
ArkBoard(position(hands={"Ada": names}, display=[]), seats={"Ben": "random", "Cy": "random"})
"""
#: Each hand card whose name is covered, cut short, or whose strip of icons overflows it.
HIDDEN_NAMES = """
() => [...document.querySelectorAll(".ak-hand .ak-card")].flatMap((card) => {
  const box = (n) => n.getBoundingClientRect();
  const c = box(card), name = card.querySelector(".ak-card-name");
  const n = box(name), body = card.querySelector(".ak-card-body");
  const strip = [...card.querySelectorAll(".ak-card-strip > *")].map(box);
  const problems = [];
  if (body && box(body).top < n.bottom - 0.5) problems.push("covered by its text");
  if (n.bottom > c.bottom + 0.5 || name.scrollWidth > name.clientWidth + 1) problems.push("cut");
  if (strip.some((s) => s.right > c.right + 0.5)) problems.push("icons overflow");
  return problems.length ? [`${name.textContent}: ${problems.join(", ")}`] : [];
})
"""


@pytest.fixture(scope="module")
def every_card(tmp_path_factory: pytest.TempPathFactory, notebooks_copy: Path) -> Iterator[Server]:
    notebook = notebooks_copy / write_notebook(notebooks_copy, "every-card.ipynb", EVERY_CARD)
    with voila(tmp_path_factory.mktemp("voila-cards"), notebooks_copy, notebook) as server:
        yield server


def test_a_card_refused_in_a_cabin_moves_nothing_and_the_banner_uses_its_width(
    every_card: Server, browser: Any, console: Console
) -> None:
    """Elephant is too heavy for either first cabin of an empty ark, on every deal of this page."""
    page, _ = open_classroom(browser, every_card, console, "1280x720")
    board = page.locator(".arkbook-ark")
    expect(board).to_be_visible(timeout=PAGE_WAIT_MS)
    name = page.locator(".ak-card-name", has_text=re.compile(r"^Elephant$"))
    board.locator(".ak-hand .ak-card", has=name).click()
    expect(board.locator(".ak-hand .ak-card.ak-selected")).to_have_count(1)
    cabin = board.locator(".ak-cabin:not(.ak-target)").first
    text = click_refused(page, cabin, board.locator(".ak-message.ak-error"), "ark")
    assert "Elephant" in text


#: Ark Nova on a fixed deal: Ada has chosen Build and the size-2 enclosure, so a click on the
#: map's water is refused on every run (the random deal of the classroom page could not promise a
#: refusal).
NOVA_BUILDING = """
from arkbook.ark_nova import new_game
from arkbook.boards.ark_nova import ArkNovaBoard
ROW = ["sponsors", "build", "cards", "association", "animals"]
position = {"current": "Ada", "players": {"Ada": {"row": ROW, "money": 30}}}
board = ArkNovaBoard(new_game(["Ada", "Ben"], seed=5, position=position), seats={"Ben": "random"})
board.play("Ada: action build")
board.play("Ada: build enclosure-2")
board
"""


@pytest.fixture(scope="module")
def nova_building(
    tmp_path_factory: pytest.TempPathFactory, notebooks_copy: Path
) -> Iterator[Server]:
    notebook = notebooks_copy / write_notebook(notebooks_copy, "nova-building.ipynb", NOVA_BUILDING)
    with voila(tmp_path_factory.mktemp("voila-nova"), notebooks_copy, notebook) as server:
        yield server


def test_ark_nova_refuses_a_building_on_water_and_moves_nothing(
    nova_building: Server, browser: Any, console: Console
) -> None:
    """At projector size on a 1280×720 screen, a click on a water hex while the enclosure is
    placed is refused with the terrain rule; the hex stays under the pointer."""
    page, _ = open_classroom(browser, nova_building, console, "1280x720")
    board = page.locator(".arkbook-nova")
    expect(board.locator(".an-hex.an-can").first).to_be_attached(timeout=PAGE_WAIT_MS)
    board.locator(".an-size").click()  # A+, as a classroom page opens
    expect(board).to_have_class(re.compile(r"\ban-projector\b"))
    water = board.locator(".an-hex[data-hex='6,7']")
    error = board.locator(".an-message.an-error")
    text = click_refused(page, water, error, "ark-nova")
    assert "nova.build.terrain" in text


@pytest.mark.parametrize("size", ["normal", "aplus"])
def test_every_hand_card_shows_its_name(
    size: str, every_card: Server, browser: Any, console: Console
) -> None:
    page, _ = open_classroom(browser, every_card, console, "1280x720")
    board = page.locator(".arkbook-ark")
    expect(board.locator(".ak-hand .ak-card")).to_have_count(55, timeout=PAGE_WAIT_MS)
    if size == "aplus":
        board.locator(".ak-size").click()
        expect(board).to_have_class(re.compile("ak-projector"))
    hidden = page.evaluate(HIDDEN_NAMES)
    board.locator(".ak-hand").screenshot(path=str(shoot_path(f"classroom-every-card-{size}")))
    page.context.close()
    assert not hidden, hidden


#: game -> the engine of another game, whose save each board refuses, and that game's title.
OTHER_GAME = {
    "ark": ("arkbook.ark_nova", "Ark Nova"),
    "ark-nova": ("arkbook.ark", "Ark"),
    "ark-of-animals": ("arkbook.ark", "Ark"),
}


def test_download_then_open_a_save_and_refuse_a_corrupt_file(
    classroom: tuple[str, Server], browser: Any, console: Console, tmp_path: Path
) -> None:
    """Download saves the game; Open brings it back after a move; a corrupt file, and a save of
    another game, are refused on the board with the reason, and the game on the board is kept."""
    game, server = classroom
    page, _ = open_classroom(browser, server, console, "1920x1080")
    root, _decision, _main, act, banner = BOARDS[game]
    board = page.locator(root)
    expect(board).to_be_visible(timeout=PAGE_WAIT_MS)
    with page.expect_download() as download:
        board.locator("[data-save=download]").click()
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    text = saved.read_text()
    assert saved.name == f"arkbook-{game}-move-0.json"
    assert load(text).to_json() == text
    board.locator(act).first.click()  # the game moves on, away from the save
    expect(board.locator(banner)).to_be_visible()
    picker = board.locator(".arkbook-save-picker")
    picker.set_input_files(str(saved))
    expect(board.locator(banner)).to_contain_text("Opened a saved game at move 0")
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text(text[: len(text) // 2])
    prompt = board.locator(BOARDS[game][1]).text_content()  # as to_have_text reads it
    picker.set_input_files(str(corrupt))
    refusal = board.locator(f"{banner}[data-rule='board.open']")
    expect(refusal).to_contain_text("That file was not opened: invalid saved game, field ")
    expect(refusal).to_contain_text("The game on the board goes on.")
    shoot(page, f"classroom-{game}-corrupt-save")
    expect(board.locator(BOARDS[game][1])).to_have_text(prompt)
    other, other_title = OTHER_GAME[game]
    wrong = tmp_path / "other-game.json"
    engine = importlib.import_module(other)
    wrong.write_text(engine.new_game(["Ada", "Ben", "Cy"], seed=1).to_json())
    picker.set_input_files(str(wrong))
    expect(refusal).to_contain_text(f"That file was not opened: it is a save of {other_title}, ")
    expect(refusal).to_contain_text("The game on the board goes on.")
    expect(board.locator(BOARDS[game][1])).to_have_text(prompt)
    page.context.close()
    assert not console.errors, console.errors


#: The A+/A− button of each board.
SIZE_BUTTONS = ".ak-size, .ao-text-size, .an-size"


def test_the_size_chosen_stays_across_new_game_and_reloads(
    classroom: tuple[str, Server], browser: Any, console: Console
) -> None:
    game, server = classroom
    page, _ = open_classroom(browser, server, console, "1280x720")
    root = BOARDS[game][0]
    projector = re.compile("ak-projector|ao-projector|an-projector")
    board = page.locator(root)
    expect(board).to_have_class(projector, timeout=PAGE_WAIT_MS)
    board.locator(SIZE_BUTTONS).click()  # A−: the teacher wants it smaller
    expect(board).not_to_have_class(projector)
    expect(page.locator("html.arkbook-projector")).to_have_count(0)
    old = board.element_handle()
    page.get_by_role("button", name="New game").click()
    page.wait_for_function("(old) => !old.isConnected", arg=old)
    expect(page.locator(root)).to_be_visible()
    expect(page.locator(root)).not_to_have_class(projector)
    page.reload()
    expect(page.locator(root)).to_be_visible(timeout=PAGE_WAIT_MS)
    expect(page.locator(root)).not_to_have_class(projector)
    page.locator(root).locator(SIZE_BUTTONS).click()  # A+ again
    expect(page.locator("html.arkbook-projector")).to_have_count(1)
    page.context.close()
