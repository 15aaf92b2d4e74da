"""Ark and Ark of Animals pictures keep their look and meaning in an untrusted notebook.

Untrusted (Binder, JupyterLite or GitHub before Run All), JupyterLab's sanitizer drops every
``<style>`` block and keeps ``style`` attributes (see ``test_ark_nova_untrusted``, whose reader of
the sanitized HTML this test shares). So each ✔/✘ badge, card box, bow cell and table line must
carry its look inline, and an Ark of Animals scoring picture must fit its 900 px box by itself.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from arkbook import ark_of_animals
from arkbook.ark.positions import position
from arkbook.pictures import ark_lessons
from tests.teaching import scenes
from tests.teaching.test_ark_nova_untrusted import sanitized_text


class _Styles(HTMLParser):
    """Every element's tag, classes and inline style, outside the ``<style>`` blocks."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[str, set[str], str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        self.found.append((tag, set((a.get("class") or "").split()), a.get("style") or ""))


def styles(html: str) -> list[tuple[str, set[str], str]]:
    reader = _Styles()
    reader.feed(re.sub(r"<style>.*?</style>", "", html, flags=re.S))
    return reader.found


def _ark_pictures() -> dict[str, str]:
    game = scenes.rabbit()
    game.play("Ada: play Rabbit to starboard 1")
    return {
        "targets": scenes.rabbit().targets("Rabbit")._repr_html_(),
        "position": game._repr_html_(),
        "cards": ark_lessons.cards(game.deck, ["Lion", "Hay"])._repr_html_(),
        "majority": ark_lessons.majority({"Ada": 2, "Ben": 1}, "the heavy card")._repr_html_(),
    }


@pytest.mark.parametrize("name", sorted(_ark_pictures()))
def test_ark_badges_boxes_and_cells_carry_their_look_inline(name: str) -> None:
    found = styles(_ark_pictures()[name])
    for tag, classes, style in found:
        if classes & {"ab-ok", "ab-no"}:
            assert re.search(r"background:#[0-9a-f]{6}", style) and "color:#fff" in style, style
        if classes & {"ab-card", "ab-box"}:
            assert "border:1px solid" in style, (tag, classes, style)
        if tag in ("td", "th"):
            assert "border:1px solid" in style
    assert any("max-width:900px" in style for _, _, style in found), "the root keeps its width"


def test_the_bow_and_the_marks_still_read_without_the_stylesheet() -> None:
    html = scenes.rabbit().targets("Rabbit")._repr_html_()
    text = " ".join(sanitized_text(html).shown)
    assert "Bow:" in text and "✔" in text and "✘" in text
    cells = [s for t, c, s in styles(html) if "ab-box" in c and "ab-empty" in c]
    assert cells and all("border-style:dashed" in s for s in cells), "the bow's empty cells"
    disc = [s for t, c, s in styles(html) if "ab-box" in c and "#f2c200" in s]
    assert len(disc) == 1 and "border:1px solid" in disc[0], "the yellow disc in its box"


def test_an_ark_card_keeps_its_kind_colour_inline() -> None:
    html = position(port=[["Lion"]], starboard=[["Hay"]])._repr_html_()
    cards = [s for t, c, s in styles(html) if "ab-card" in c]
    assert cards and all("border-left-color:#" in s for s in cards)


def _widths(style: str) -> list[float]:
    return [float(w) for w in re.findall(r"(?<![-\w])width:([\d.]+)px", style)]


def test_an_ark_of_animals_scoring_picture_fits_its_900_px_box() -> None:
    """The steps' sentences wrap under each ark instead of widening the box (issue 19)."""
    result = ark_of_animals.score_layout(**ark_of_animals.WORKED_EXAMPLE)
    html = result.picture()._repr_html_()
    boxes = [s for t, c, s in styles(html) if "ab-box" in c]
    assert len(boxes) == 2
    for style in boxes:
        assert "max-width:100%" in style and all(w <= 900 for w in _widths(style)), style


def test_long_tile_names_are_set_small_enough_to_show_whole() -> None:
    layout = {1: "Chameleon", 2: "Salamander", 3: "Frog"}
    html = ark_of_animals.score_layout({"Ada": layout}).picture()._repr_html_()
    for name in ("Chameleon", "Salamander"):
        (style,) = re.findall(rf'<div style="([^"]*)">{name}</div>', html)
        assert "font-size:12px" in style
    (frog,) = re.findall(r'<div style="([^"]*)">Frog</div>', html)
    assert "font-size" not in frog
