"""The Ark Nova board at projector size (A+), issue 20: at 1280×720 and 1920×1080, light and dark,
every text on the board is 18 px or more, no two labels of the map overlap, the reputation track
never breaks a word, and a refused click does not move what is under the pointer.

A game the bots played for a while (buildings, animals, a track under way) is opened in
JupyterLab; Ada takes over. Screenshots of each size and theme go to test-artifacts/screenshots/.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Console, new_page, shoot
from tests.browser.jupyter import Server, open_notebook, run_all, set_theme, write_notebook
from tests.browser.test_accessibility import THEMES
from tests.browser.test_text_size import MEASURE, SMALLEST_PX

WAIT_MS = 60_000
SEL = ".arkbook-nova"
SIZES = [(1280, 720), (1920, 1080)]

PLAYED = """
from arkbook.ark_nova import new_game
from arkbook.boards.ark_nova import ArkNovaBoard
board = ArkNovaBoard(new_game(["Ada", "Ben"], seed=11), seats={"Ada": "greedy", "Ben": "greedy"})
board.run_bots(limit=90)
board.set_seat("Ada", "human")
board.set_seat("Ben", "human")
board
"""

BUILDING = """
from arkbook.ark_nova import new_game
from arkbook.boards.ark_nova import ArkNovaBoard
ROW = ["sponsors", "build", "cards", "association", "animals"]
position = {"current": "Ada", "players": {"Ada": {"row": ROW, "money": 30}}}
board = ArkNovaBoard(new_game(["Ada", "Ben"], seed=5, position=position), seats={"Ben": "random"})
board.play("Ada: action build")
board.play("Ada: build enclosure-2")
board
"""

#: Pairs of labels on the map whose boxes overlap (a bonus's text is measured by its pill, which
#: must hold it), and each bonus text wider than its pill.
MAP_OVERLAPS = """
(selector) => {
  const svg = document.querySelector(`${selector} svg.an-map`);
  const boxes = [];
  const loose = [];
  for (const node of svg.querySelectorAll("text, rect.an-bonus")) {
    if (node.classList.contains("an-bonus-text")) {
      const pill = node.previousElementSibling.getBoundingClientRect();
      const text = node.getBoundingClientRect();
      const out = text.left < pill.left - 0.5 || text.right > pill.right + 0.5;
      if (out) loose.push(node.textContent);
      continue;
    }
    const r = node.getBoundingClientRect();
    boxes.push({ what: node.textContent || node.getAttribute("class"), r });
  }
  const overlaps = [];
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => {
    const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
    const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
    if (x > 0.5 && y > 0.5) overlaps.push(`${a.what} / ${b.what}`);
  }));
  return { overlaps, loose, count: boxes.length };
}
"""

#: Words of the reputation track broken over lines: a text node drawn on more lines than it has
#: words.
BROKEN_WORDS = """
(selector) => {
  const track = document.querySelector(`${selector} .an-rep-track`);
  const walker = document.createTreeWalker(track, NodeFilter.SHOW_TEXT);
  const broken = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const words = node.textContent.trim().split(/\\s+/).filter(Boolean).length;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    if (words && lines.size > words) broken.push(node.textContent);
  }
  return broken;
}
"""


@pytest.fixture(scope="module")
def notebooks(notebooks_copy: Path) -> dict[str, str]:
    return {
        "played": write_notebook(notebooks_copy, "projector-nova.ipynb", PLAYED),
        "building": write_notebook(notebooks_copy, "projector-nova-build.ipynb", BUILDING),
    }


@pytest.fixture
def opened(lab: Server, browser: Any, console: Console, notebooks: dict[str, str]) -> Iterator[Any]:
    """A page factory: a notebook opened and run at a size, its board at projector size."""
    pages = []

    def open_at(name: str, width: int, height: int) -> Any:
        page = new_page(browser, console, width=width, height=height)
        pages.append(page)
        open_notebook(page, lab, notebooks[name])
        run_all(page)
        board = page.locator(SEL).first
        expect(board.locator(".an-hex").first).to_be_attached(timeout=WAIT_MS)
        board.locator("button.an-size").click()
        expect(board).to_have_class(re.compile(r"\ban-projector\b"))
        page.wait_for_timeout(500)  # the SVGs' scale is read after the redraw
        return page, board

    yield open_at
    for page in pages:
        page.context.close()


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_board_is_legible_at_projector_size(
    opened: Any, console: Console, width: int, height: int
) -> None:
    page, board = opened("played", width, height)
    # Panels off screen are laid out only when shown (content-visibility): lay them all out, so
    # that every text of the board is measured.
    page.add_style_tag(
        content=".arkbook-nova .an-panel { content-visibility: visible !important; }"
    )
    page.wait_for_timeout(500)
    texts = page.evaluate(MEASURE, SEL)
    map_labels = page.evaluate(MAP_OVERLAPS, SEL)
    broken = page.evaluate(BROKEN_WORDS, SEL)
    for theme in sorted(THEMES):
        set_theme(page, THEMES[theme])
        for part, locator in (
            ("map", board.locator(".an-map-panel")),
            ("tracks", board.locator(".an-tracks")),
        ):
            locator.scroll_into_view_if_needed()
            shoot(page, f"nova-projector-{width}x{height}-{part}-{theme}")
    set_theme(page, THEMES["light"])  # the server's setting outlives this page
    small = sorted(
        {(round(t["px"], 1), t["where"], t["text"]) for t in texts if t["px"] < SMALLEST_PX - 0.05}
    )
    assert len(texts) > 100 and not small, small[:20]
    assert map_labels["count"] > 20 and not map_labels["overlaps"], map_labels
    assert not map_labels["loose"], map_labels
    assert not broken, broken
    assert not console.errors, console.errors


def test_a_refusal_does_not_move_what_is_under_the_pointer(opened: Any, console: Console) -> None:
    """A refused placement shows the rule in the answer's slot; the hex clicked, and the hint
    naming it, stay where they were."""
    page, board = opened("building", 1280, 720)
    water = board.locator(".an-hex[data-hex='6,7']")
    water.scroll_into_view_if_needed()
    water.hover()
    expect(board.locator(".an-hover-text")).to_contain_text("cannot be built here")
    before = water.bounding_box()
    water.click()
    refusal = board.locator(".an-message.an-error")
    expect(refusal).to_have_attribute("data-rule", "nova.build.terrain")
    assert water.bounding_box() == before
    expect(board.locator(".an-hover-text")).to_contain_text("column 6, row 7")
    shoot(page, "nova-projector-1280x720-refused")
    assert not console.errors, console.errors
