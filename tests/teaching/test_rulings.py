"""Every ruling names the rule ids it is about, and every one of them exists in its engine."""

from __future__ import annotations

import pytest

from arkbook import game_module
from arkbook.rulings import SECTIONS, all_rulings, document, parse
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
