"""Every ruling names the rule ids it is about, and every one of them exists in its engine."""

from __future__ import annotations

import pytest

from arkbook import game_module
from arkbook.rulings import SECTIONS, all_rulings, document, parse, table_readings
from tests.test_rulings_document import RULINGS, rulings, sections


def test_the_package_reads_the_repositorys_rulings_in_an_editable_install():
    assert document().read_text(encoding="utf-8") == RULINGS.read_text(encoding="utf-8")


@pytest.mark.parametrize("game", sorted(SECTIONS.values()))
def test_every_numbered_ruling_is_parsed_and_names_its_rules(game):
    parsed = [r for r in all_rulings() if r.game == game]
    assert len(parsed) == len(rulings(sections()[game]))
    for ruling in parsed:
        assert ruling.rules, f"{ruling.name} has no Rules: line"


@pytest.mark.parametrize("game", sorted(SECTIONS.values()))
def test_every_rule_id_of_a_ruling_exists_in_its_engines_rules(game):
    module = game_module(game)
    for ruling in (r for r in all_rulings() if r.game == game):
        for rule in ruling.rules:
            assert rule in module.RULES, f"{ruling.name} names {rule!r}, not in {game} RULES"


def test_a_ruling_without_a_rules_line_has_none():
    text = '## Ark: x\n\n### 1. A title\n\n> "quote"\n\nThe reading.\nTest: `t.py::t`.\n'
    (ruling,) = parse(text)
    assert (ruling.title, ruling.quote, ruling.explanation, ruling.rules) == (
        "A title",
        '"quote"',
        "The reading.",
        (),
    )


def test_a_table_line_is_the_rulings_reading_for_players_and_not_its_explanation():
    text = (
        '## Ark: x\n\n### 1. A title\n\n> "quote"\n\nThe reading,\nwhy.\n'
        "At the table: Agree on this.\nRules: `ark.cabin.climate`\n\n### 2. Another\n\nNone.\n"
    )
    first, second = parse(text)
    assert (first.explanation, first.table, first.rules) == (
        "The reading, why.",
        "Agree on this.",
        ("ark.cabin.climate",),
    )
    assert second.table == ""


@pytest.mark.parametrize("game", sorted(SECTIONS.values()))
def test_each_game_names_the_readings_a_real_table_should_agree_on(game):
    """The player aid lists them (``arkbook.printable``); each is one sentence of its own."""
    readings = table_readings(game)
    assert len(readings) >= 10
    for ruling in readings:
        assert ruling.table.endswith(".") and "At the table" not in ruling.explanation
