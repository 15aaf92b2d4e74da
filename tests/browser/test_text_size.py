"""Text on every board is 18 px or more at projector size (1920×1080, A+ pressed).

Issue 13: "At 1920×1080 with A+, text is readable from the back of a room: 18 px or more." Each
case runs a small notebook in JupyterLab at 1920×1080, presses the board's A+ button and
measures every piece of text the board shows: each text node with a box on screen, at its
element's computed font size times the scale it is drawn at (an SVG's viewBox scaling, a CSS
transform). Text a screen reader alone reads (a visually hidden label) has no box and is left
out. The smallest size must be 18 px; the test names the texts below it.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import Console, new_page, shoot
from tests.browser.jupyter import Server, open_notebook, run_all, set_theme
from tests.browser.test_accessibility import THEMES, WAIT_MS, write_notebook
from tests.browser.waiting import settle

SMALLEST_PX = 18.0
#: The class each board's root takes at A+ (``ak-projector``, ``an-projector``...).
PROJECTOR = re.compile(r"\b[a-z]{2}-projector\b")

#: name -> (notebook source, the board root's selector, its A+ button). Each board is shown in
#: a state with the most kinds of text: cards in play, a scored round, a game under way.
CASES = {
    "ark": (
        "from arkbook.ark import new_game\n"
        "from arkbook.boards.ark import ArkBoard\n"
        'board = ArkBoard(new_game(["Ada", "Ben", "Cy"], seed=1),'
        ' seats={"Ada": "greedy", "Ben": "random", "Cy": "random"})\n'
        "board.run_bots(limit=40)\n"
        'board.set_seat("Ada", "human")\n'
        "board",
        ".arkbook-ark",
        ".ak-size",
    ),
    "ark-nova": (
        "from arkbook.ark_nova import new_game\n"
        "from arkbook.boards.ark_nova import ArkNovaBoard\n"
        'board = ArkNovaBoard(new_game(["Ada", "Ben"], seed=11), seats={"Ben": "random"})\n'
        "board",
        ".arkbook-nova",
        ".an-size",
    ),
    "ark-of-animals": (
        "from arkbook.ark_of_animals import new_game\n"
        "from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard\n"
        'board = ArkOfAnimalsBoard(new_game(["Ada", "Ben", "Cy"], seed=3, levels="Novice"),'
        ' seats={"Ada": "greedy", "Ben": "greedy", "Cy": "random"})\n'
        "board.play_round()\n"
        'board.set_seat("Ada", "human")\n'
        "board",
        ".arkbook-aoa",
        ".ao-text-size",
    ),
}

#: Every text node in ``root`` drawn with a box: its text, its size in px, and its element.
MEASURE = """
(selector) => {
  const root = document.querySelector(selector);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    if (!text) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()].filter((r) => r.width > 2 && r.height > 2);
    if (!boxes.length) continue;
    // An <option>'s text shows in its <select>, at the select's size.
    const element = node.parentElement.closest("select") || node.parentElement;
    const style = getComputedStyle(element);
    if (style.visibility !== "visible" || Number(style.opacity) === 0) continue;
    let scale = 1;
    if (element instanceof SVGGraphicsElement) {
      const m = element.getScreenCTM();
      scale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
    } else {
      // CSS transforms on the way up (a scale shrinks text; a rotation leaves its size).
      for (let e = element; e && e !== document.body; e = e.parentElement) {
        const t = getComputedStyle(e).transform;
        if (t && t !== "none") {
          const m = new DOMMatrix(t);
          scale *= Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
        }
      }
    }
    const name = element.getAttribute("class") || element.tagName.toLowerCase();
    found.push({ text: text.slice(0, 40), px: parseFloat(style.fontSize) * scale, where: name });
  }
  return found;
}
"""


@pytest.mark.parametrize("case", sorted(CASES))
def test_text_is_18px_or_more_at_projector_size(
    case: str, lab: Server, notebooks_copy: Path, browser: Any, console: Console
) -> None:
    """Measured in the light theme, then again in the dark one on the same board: a theme
    changes colours, and the test makes sure it changes no size."""
    source, root, button = CASES[case]
    page = new_page(browser, console, width=1920, height=1080)
    open_notebook(page, lab, write_notebook(notebooks_copy, f"size-{case}.ipynb", source))
    run_all(page)
    board = page.locator(root).first
    board.wait_for(timeout=WAIT_MS)
    board.locator(button).first.click()
    expect(board, "the board redraws at its projector size").to_have_class(PROJECTOR)
    small: dict[tuple[str, float, str], list[str]] = {}
    measured = {}
    for theme in ("light", "dark"):
        if theme == "dark":
            set_theme(page, THEMES[theme])
        board.scroll_into_view_if_needed()
        settle(page)  # laid out at that size, the SVGs' label scale set from it
        texts: list[dict[str, Any]] = page.evaluate(MEASURE, root)
        shoot(page, f"size-{case}-1920-aplus-{theme}")
        measured[theme] = len(texts)
        for t in texts:
            if t["px"] < SMALLEST_PX - 0.05:
                small.setdefault((theme, round(t["px"], 1), t["where"]), []).append(t["text"])
    set_theme(page, THEMES["light"])  # the server's setting outlives this page
    page.context.close()
    assert min(measured.values()) > 20, f"too little text measured: {measured}"
    lines = [
        f"{theme}: {px} px .{where}: {len(ts)}x, e.g. {ts[0]!r}"
        for (theme, px, where), ts in sorted(small.items())
    ]
    assert not small, f"texts under {SMALLEST_PX:g} px:\n" + "\n".join(lines)
