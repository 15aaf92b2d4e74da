"""Every rule id quotes the refresher verbatim and is exercised by a test in this folder."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from arkbook.ark_nova import RULES

BOOK = Path(__file__).resolve().parents[3] / "shared" / "rulebooks" / "ark-nova-refresher.txt"
HERE = Path(__file__).parent


def squash(text: str) -> str:
    return " ".join(text.split())


def test_every_rule_quotes_the_refresher_verbatim():
    if not BOOK.exists():
        pytest.skip(f"the refresher is not beside this checkout ({BOOK})")
    book = squash(BOOK.read_text("utf-8"))
    for rule, quote in RULES.items():
        assert re.fullmatch(r"nova\.[a-z0-9]+\.[a-z0-9_]+", rule), rule
        assert squash(quote) in book, rule


def test_every_rule_id_has_a_scenario_test():
    text = "".join(
        p.read_text("utf-8") for p in HERE.glob("test_*.py") if p.name != Path(__file__).name
    )
    missing = [rule for rule in RULES if f'"{rule}"' not in text]
    assert not missing, f"rule ids without a test: {missing}"
