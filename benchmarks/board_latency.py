"""Board latency in Chromium: click -> board redrawn, against a trivial echo widget.

Not a test: it prints numbers. It starts JupyterLab on a free loopback port over a temporary
notebook holding two widgets in the same kernel: an echo anywidget (a click sends a message,
Python bumps a counter, the front end redraws one number) and a game's board (Ark or Ark
Nova) with every seat human. For each it clicks 50 times and measures, in the page, from the
click to the redrawn DOM after the next animation frame; it prints both medians and their
ratio (target <= 1.5).

Run: ``.venv/bin/python benchmarks/board_latency.py [--game ark|ark_nova] [--moves 50]``
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.jupyter import (  # noqa: E402  (the repo root must be importable first)
    chromium_browser,
    jupyterlab,
    open_notebook,
    run_all,
)

ECHO = '''
import anywidget, traitlets

class Echo(anywidget.AnyWidget):
    """The least a widget can do per click: one message in, one trait out, one redraw."""
    _esm = """
    export default { render({ model, el }) {
      const root = document.createElement("div");
      root.className = "echo";
      const button = document.createElement("button");
      button.textContent = "echo";
      const out = document.createElement("span");
      const draw = () => { out.textContent = String(model.get("count"));
                           root.dataset.version = String(model.get("count")); };
      button.addEventListener("click", () => model.send({ type: "ping" }));
      model.on("change:count", draw);
      root.append(button, out);
      el.append(root);
      draw();
      return () => model.off("change:count", draw);
    } };
    """
    count = traitlets.Int(0).tag(sync=True)

    def __init__(self):
        super().__init__()
        self.on_msg(lambda _w, _content, _buffers: setattr(self, "count", self.count + 1))

Echo()
'''

#: Per board: the cell that shows it with every seat human, its root element, and what is on
#: the page once it is drawn.
BOARDS = {
    "ark": (
        """
from arkbook import ark
from arkbook.boards import ArkBoard
ArkBoard(ark.new_game(players=["Ada", "Ben", "Cy"], seed=11))
""",
        ".arkbook-ark",
        ".arkbook-ark .ak-hand",
    ),
    "ark_nova": (
        """
from arkbook.ark_nova import new_game
from arkbook.boards.ark_nova import ArkNovaBoard
ArkNovaBoard(new_game(["Ada", "Ben", "Cy"], seed=11))
""",
        ".arkbook-nova",
        ".arkbook-nova button.an-choice",
    ),
}

# Time one click (already chosen in the page) until the widget's root shows a new version and
# the browser has had a frame to paint it.
TIMED_CLICK = """
async ([rootSelector, targetSelector]) => {
  const root = document.querySelector(rootSelector);
  const target = root.querySelector(targetSelector);
  if (!target) return null;
  const before = root.dataset.version;
  const changed = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.dataset.version !== before) { observer.disconnect(); resolve(); }
    });
    observer.observe(root, { attributes: true, subtree: true, childList: true });
  });
  const t0 = performance.now();
  target.click();
  await changed;
  await new Promise((resolve) => requestAnimationFrame(() => resolve()));
  return performance.now() - t0;
}
"""

# The board's next legal one-click target. Ark: a lit cabin for a selected playable card (the
# card is selected first, untimed: it is a local highlight), a "take" or an action button.
# Ark Nova: the first of the choices the engine offers now (every decision is one click).
PREPARE_CLICK = {
    "ark": """
() => {
  const root = document.querySelector(".arkbook-ark");
  const card = root.querySelector(".ak-hand .ak-card.ak-playable:not(.ak-selected)");
  if (card && !root.querySelector(".ak-cabin.ak-target")) card.click();
  if (root.querySelector(".ak-cabin.ak-target")) return ".ak-cabin.ak-target";
  if (root.querySelector("button.ak-primary")) return "button.ak-primary";
  return null;
}
""",
    "ark_nova": """
() => document.querySelector(".arkbook-nova button.an-choice") ? "button.an-choice" : null
""",
}


def notebook(game: str) -> str:
    cells = [
        {"cell_type": "code", "metadata": {}, "source": src, "outputs": [], "execution_count": None}
        for src in (ECHO, BOARDS[game][0])
    ]
    kernel = {"name": "python3", "display_name": "Python 3", "language": "python"}
    return json.dumps(
        {"cells": cells, "metadata": {"kernelspec": kernel}, "nbformat": 4, "nbformat_minor": 5}
    )


def measure(game: str, moves: int) -> tuple[list[float], list[float]]:
    _, root_selector, drawn = BOARDS[game]
    with tempfile.TemporaryDirectory() as tmp:
        home, root = Path(tmp) / "home", Path(tmp) / "root"
        home.mkdir()
        root.mkdir()
        (root / "latency.ipynb").write_text(notebook(game))
        with jupyterlab(home, root) as server, chromium_browser() as browser:
            page = browser.new_page(viewport={"width": 1600, "height": 1000})
            open_notebook(page, server, "latency.ipynb")
            run_all(page)
            page.wait_for_selector(".echo button")
            page.wait_for_selector(drawn)
            echo, board = [], []
            for _ in range(moves):
                echo.append(page.evaluate(TIMED_CLICK, [".echo", "button"]))
            for _ in range(moves):
                target = page.evaluate(PREPARE_CLICK[game])
                if target is None:
                    break
                took = page.evaluate(TIMED_CLICK, [root_selector, target])
                if took is not None:
                    board.append(took)
            return echo, board


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=50)
    parser.add_argument("--game", choices=sorted(BOARDS), default="ark")
    args = parser.parse_args()
    echo, board = measure(args.game, args.moves)
    echo_ms, board_ms = statistics.median(echo), statistics.median(board)
    print(f"echo widget: median {echo_ms:.1f} ms over {len(echo)} clicks")
    print(f"{args.game} board: median {board_ms:.1f} ms over {len(board)} moves")
    print(f"ratio board/echo: {board_ms / echo_ms:.2f} (target <= 1.5)")


if __name__ == "__main__":
    main()
