"""Each game's static picture in a plain page, light and dark, at 1366×768: it fits, reads, marks.

The picture is set into a page with ``page.set_content``: no server and no kernel, as on GitHub
or in an HTML export. Screenshots go to test-artifacts/screenshots/pictures-*.png.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.browser.conftest import new_page, shoot
from tests.teaching import scenes

THEMES = {"light": ("#ffffff", "#111111"), "dark": ("#111111", "#e6e6e6")}
WIDTH_LIMIT = 900
SMALLEST_TEXT_PX = 14

SCENES: dict[str, Callable[[], Any]] = {
    "ark": lambda: scenes.rabbit().targets("Rabbit"),
    "ark_of_animals": lambda: _race_targets(),
    "ark_nova": lambda: scenes.zoo(),
}


def _race_targets() -> Any:
    game = scenes.race()
    return game.targets(game.view(None)["players"][0]["hand"])


def _luminance(rgb: tuple[int, ...]) -> float:
    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _rgb(css: str) -> tuple[int, ...]:
    inside = css[css.index("(") + 1 : css.index(")")]
    return tuple(round(float(x)) for x in inside.split(",")[:3])


MEASURE = """() => {
  const roots = [...document.querySelectorAll('.arkbook-pic')];
  const sizes = [];
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.textContent.trim() && node.parentElement.closest('style') === null) {
        sizes.push(parseFloat(getComputedStyle(node.parentElement).fontSize));
      }
    }
  }
  const all = sel => roots.flatMap(r => [...r.querySelectorAll(sel)]);
  const badges = all('.ab-ok, .ab-no').map(
    b => [getComputedStyle(b).color, getComputedStyle(b).backgroundColor]);
  const texts = all('td, li, .ab-sub').map(e => getComputedStyle(e).color);
  return {width: Math.max(...roots.map(r => r.getBoundingClientRect().width)),
          scroll: Math.max(...roots.map(r => r.scrollWidth)),
          smallest: Math.min(...sizes), badges, texts};
}"""


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("game", sorted(SCENES))
def test_a_picture_fits_reads_and_marks_in_both_themes(browser, console, game, theme):
    background, ink = THEMES[theme]
    html = SCENES[game]()._repr_html_()
    page = new_page(browser, console, width=1366, height=768)
    page.emulate_media(color_scheme=theme)
    page.set_content(
        f'<!doctype html><html><body style="margin:16px;background:{background};color:{ink}">'
        f"{html}</body></html>"
    )
    shoot(page, f"pictures-{game}-{theme}")
    found = page.evaluate(MEASURE)
    assert found["width"] <= WIDTH_LIMIT and found["scroll"] <= WIDTH_LIMIT, found
    assert found["smallest"] >= SMALLEST_TEXT_PX
    for colour in found["texts"]:
        assert (
            contrast(
                _rgb(colour), _rgb(f"rgb{tuple(int(background[i : i + 2], 16) for i in (1, 3, 5))}")
            )
            >= 4.5
        )
    for fg, bg in found["badges"]:
        assert contrast(_rgb(fg), _rgb(bg)) >= 4.5, (fg, bg)
    if game != "ark_nova":
        assert found["badges"], "the targets are marked"
    assert not console.errors
    page.context.close()
