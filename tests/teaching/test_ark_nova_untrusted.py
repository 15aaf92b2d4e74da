"""Ark Nova's pictures read well in an untrusted notebook, where JupyterLab sanitizes the HTML.

A notebook opened with its saved outputs (Binder or JupyterLite before Run All, GitHub) is
untrusted: JupyterLab passes each HTML output through sanitize-html with its own allow-list
(``packages/apputils/src/sanitizer.ts``; the list below is copied from JupyterLab 4.6). Tags off
the list are unwrapped and their text kept, so an ``<svg>`` spills its labels and ``<title>``
tooltips as one run-on line; ``<style>`` is dropped with its content; inline ``style`` attributes
stay. :func:`sanitized_text` does the same with the standard library's parser and returns the text
a reader would see (skipping what an inline ``display:none`` hides). The pictures pass when no
visible text comes from inside an SVG and the plain-HTML stand-in says what the drawing said.
The real JupyterLab is checked by the screenshots (untrusted and after Run All) a lesson writer
takes; this test keeps the property from regressing without a browser.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from arkbook import ark_nova
from arkbook.pictures import ark_nova_lessons as lesson
from tests.teaching import scenes

#: JupyterLab 4.6's allowed tags (sanitizer.ts); no svg, no style, no script.
_TAGS = (
    "a abbr acronym address area article aside audio b bdi bdo big blockquote br button canvas "
    "caption center cite code col colgroup colspan command data datalist dd del details dfn dir "
    "div dl dt em fieldset figcaption figure font footer form h1 h2 h3 h4 h5 h6 header hgroup hr "
    "i img input ins kbd label legend li map mark menu meter nav nobr ol optgroup option output "
    "p pre progress q rowspan s samp section select small source span strike strong sub summary "
    "sup table tbody td textarea tfoot th thead time tr track tt u ul var video wbr"
)
ALLOWED = set(_TAGS.split())
#: sanitize-html's default ``nonTextTags``: dropped together with their content.
DROPPED = {"script", "style", "textarea", "option", "noscript"}
VOID = {"area", "br", "col", "hr", "img", "input", "source", "track", "wbr"}


class _Reader(HTMLParser):
    """Walks the HTML as the sanitizer leaves it: which text shows, and where it came from."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []  # (tag, hides what is inside)
        self.shown: list[str] = []
        self.from_svg: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in VOID:
            return
        style = dict(attrs).get("style") or ""
        hides = tag in ALLOWED and bool(re.search(r"display\s*:\s*none", style))
        self.stack.append((tag, hides))

    def handle_endtag(self, tag: str) -> None:
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        tags = [t for t, _ in self.stack]
        if not data.strip() or any(t in DROPPED for t in tags):
            return
        if any(hides for _, hides in self.stack):
            return
        self.shown.append(data.strip())
        if "svg" in tags:
            self.from_svg.append(data.strip())


def sanitized_text(html: str) -> _Reader:
    reader = _Reader()
    reader.feed(html)
    return reader


def _pictures() -> dict[str, object]:
    zoo = scenes.zoo()
    tracks = ark_nova.new_game(
        ["Ada", "Ben"],
        seed=5,
        position={
            "current": "Ada",
            "players": {"Ada": {"appeal": 60, "conservation": 12}, "Ben": {"appeal": 85}},
        },
    )
    return {
        "game": zoo.picture(player="Ada"),
        "animal card": lesson.animal_card(zoo, "Plains Zebra"),
        "scoring areas": lesson.scoring_areas(tracks),
        "score sheet": lesson.score_sheet(tracks),
        "strength": lesson.strength_tables(),
        "tokens": lesson.map_tokens_table(),
    }


@pytest.mark.parametrize("name", sorted(_pictures()))
def test_no_drawing_spills_its_labels_or_tooltips_as_text(name: str) -> None:
    html = _pictures()[name]._repr_html_()
    seen = sanitized_text(html)
    assert not seen.from_svg, seen.from_svg[:5]  # <text> labels and <title> tooltips alike
    assert seen.shown[0].startswith(("Ark Nova", "How", "The")), "the title still leads"
    if "<svg" in html:
        assert any("shows once the notebook has run" in t for t in seen.shown)


def test_the_stand_ins_say_what_the_drawings_say() -> None:
    pictures = _pictures()
    shown = " ".join(sanitized_text(pictures["scoring areas"]._repr_html_()).shown)
    # conservation 12's area (white number 12) is appeal 88 to 90, as the drawing shades it
    assert re.search(r"conservation space .*\b12\b", shown) and "88-90" in shown
    shown = " ".join(sanitized_text(pictures["game"]._repr_html_()).shown)
    zebra = "a size-3 enclosure on column 2, rows 7 and 9; column 3, row 8: Plains Zebra"
    assert zebra in shown
    shown = " ".join(sanitized_text(pictures["animal card"]._repr_html_()).shown)
    assert "Size" in shown and "Appeal" in shown


def test_with_its_stylesheet_the_drawing_shows_and_the_stand_in_does_not() -> None:
    """Trusted, the picture's own ``<style>`` overrides the inline ``display:none`` (``!important``
    beats an inline declaration) and hides the stand-in."""
    html = _pictures()["game"]._repr_html_()
    style = " ".join(re.findall(r"<style>(.*?)</style>", html, flags=re.S))
    assert ".arkbook-pic .an-drawing{display:block!important}" in style
    assert ".arkbook-pic .an-fallback{display:none}" in style
    assert html.count('class="an-drawing" style="display:none"') == html.count("<svg")


def test_word_cells_stay_left_aligned_without_the_stylesheet() -> None:
    """JupyterLab's own table style aligns cells right; words carry their alignment inline."""
    tokens = _pictures()["tokens"]._repr_html_()
    assert '<td style="text-align:left">build a size-2 standard enclosure for free</td>' in tokens
    game = _pictures()["game"]._repr_html_()
    assert '<td style="text-align:left">Ada</td>' in game
