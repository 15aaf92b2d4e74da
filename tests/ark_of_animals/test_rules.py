"""Every rule id quotes the rulebook verbatim, and every rule id has a test."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arkbook.ark_of_animals import RULES

RULEBOOK = Path(__file__).resolve().parents[3] / "shared" / "rulebooks" / "ark-of-animals.txt"
HERE = Path(__file__).resolve().parent


def squash(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.skipif(
    not RULEBOOK.exists(), reason=f"the shared rulebooks are not beside this checkout ({RULEBOOK})"
)
def test_every_rule_quotes_the_rulebook_verbatim():
    book = squash(RULEBOOK.read_text(encoding="utf-8"))
    for rule, quote in RULES.items():
        assert squash(quote) in book, f"{rule} does not quote the rulebook: {quote!r}"


def test_rule_ids_are_stable_names():
    for rule in RULES:
        assert re.fullmatch(r"aoa\.[a-z]+\.[a-z0-9-]+", rule), rule


def test_every_rule_id_is_named_by_some_test():
    """A rule without a test could silently stop being enforced."""
    tests = "\n".join(
        p.read_text(encoding="utf-8") for p in HERE.glob("test_*.py") if p.name != "test_rules.py"
    )
    missing = [rule for rule in RULES if rule not in tests]
    assert not missing, f"rule ids no test names: {missing}"
