"""The pages to print (issue 20): every rule of the engine, in the rulebook's words on one or
two A4 pages, and in one plain line each on the one-page player aid.

Chromium prints each game's page to PDF (``page.pdf``, A4, the page's own print stylesheet);
the test counts the PDF's pages and keeps the PDF, and a PNG of each page where ``pdftoppm``
is installed, under ``test-artifacts/print/`` for a person to look at.
"""

from __future__ import annotations

import html
import re
import shutil
import subprocess
from typing import Any

import pytest

from arkbook.ark.cards import load_deck
from arkbook.ark_nova.cards import teaching_deck
from arkbook.ark_of_animals.data import SPECIES
from arkbook.coach.lessons import game_facts
from arkbook.printable import (
    GAMES,
    aid,
    aid_page,
    components_page,
    main,
    readings_page,
    rules,
    rules_page,
)
from arkbook.rulings import table_readings
from tests.browser.conftest import ROOT

PRINTS = ROOT / "test-artifacts" / "print"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_rules_page_names_every_rule_and_no_other_host(game: str) -> None:
    page = rules_page(game)
    missing = [rule for rule in rules(game) if f"<code>{rule}</code>" not in page]
    assert not missing, missing
    assert not re.findall(r"(?:src|href)=\"?https?://", page)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_player_aid_tells_every_rule_plainly_and_every_reading_to_agree_on(game: str) -> None:
    facts = game_facts(GAMES[game].name)
    page = aid_page(game)
    expected = [rule for rule in rules(game) if rule not in facts.conventions]
    assert list(aid(game)) == expected
    assert all(html.escape(facts.plain[rule]) in page for rule in expected)
    assert not [rule for rule in facts.conventions if html.escape(facts.plain[rule]) in page]
    assert "<code>" not in page
    readings = table_readings(GAMES[game].name)
    assert readings and all(html.escape(r.table) in page for r in readings)
    assert facts.advice and all(html.escape(line) in page for line in facts.advice)
    assert page.index("Playing well (advice, not rules)") > page.index(
        html.escape(readings[-1].table)
    )
    assert not re.findall(r"(?:src|href)=\"?https?://", page)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_readings_page_sets_each_reading_under_the_rulebooks_words(game: str) -> None:
    """Two learners asked for each of arkbook's readings beside the rulebook sentence it fills
    in or departs from, to settle them with their group before a game."""
    page = readings_page(game)
    readings = table_readings(GAMES[game].name)
    for ruling in readings:
        quote, reading = html.escape(ruling.quote), html.escape(ruling.table)
        assert quote and page.index(quote) < page.index(reading), ruling.title
    assert not re.findall(r"(?:src|href)=\"?https?://", page)


#: What each game deals, by the names a player looks up.
DEALT = {
    "ark": lambda: [card.name for card in load_deck().cards],
    "ark-of-animals": lambda: [species.name for species in SPECIES],
    "ark-nova": lambda: [card.name for card in teaching_deck().cards.values()],
}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_components_page_names_everything_the_game_deals(game: str) -> None:
    """A learner at a real table asked for the deck on one screen, with each animal's kind,
    weight, climate and diet: the page draws it from the game's own data, nothing else."""
    page = components_page(game)
    assert DEALT.keys() == GAMES.keys()
    missing = [name for name in DEALT[game]() if html.escape(name) not in page]
    assert not missing, missing
    assert not re.findall(r"(?:src|href)=\"?https?://", page)


def test_the_ark_of_animals_components_mark_the_printed_boards_grain_and_weights() -> None:
    page = components_page("ark-of-animals")
    assert "space 10 in round 2; 10, 13 and 14 in round 3" in page
    assert "1 · ×2" in page and "3 · middle" in page


def test_the_command_writes_each_page_and_refuses_anything_else(capsys: Any) -> None:
    assert main(["ark", "--aid"]) == 0
    assert capsys.readouterr().out == aid_page("ark")
    assert main(["ark"]) == 0
    assert capsys.readouterr().out == rules_page("ark")
    assert main(["ark-nova", "--components"]) == 0
    assert capsys.readouterr().out == components_page("ark-nova")
    assert main(["ark-of-animals", "--readings"]) == 0
    assert capsys.readouterr().out == readings_page("ark-of-animals")
    for wrong in ([], ["chess"], ["ark", "--help"], ["ark", "--aid", "x"], ["ark", "--rules"]):
        assert main(wrong) == 2
        assert "usage: python -m arkbook.printable" in capsys.readouterr().err


@pytest.mark.parametrize(("kind", "most"), [("rules", 2), ("aid", 1)])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_page_prints_on_its_number_of_a4_pages(
    game: str, kind: str, most: int, browser: Any
) -> None:
    page = browser.new_page()
    page.set_content(aid_page(game) if kind == "aid" else rules_page(game))
    pdf = page.pdf(format="A4", prefer_css_page_size=True)
    page.close()
    PRINTS.mkdir(parents=True, exist_ok=True)
    path = PRINTS / f"{game}-{kind}"
    path.with_suffix(".pdf").write_bytes(pdf)
    if shutil.which("pdftoppm"):
        subprocess.run(["pdftoppm", "-r", "60", "-png", path.with_suffix(".pdf"), path], check=True)
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert 1 <= pages <= most, f"{game}'s {kind} page prints on {pages} A4 pages"
