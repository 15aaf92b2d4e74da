"""The RULES table: verbatim quotes from ark.txt, and a test for every rule id."""

from __future__ import annotations

from pathlib import Path

import pytest

from arkbook import ark

HERE = Path(__file__).resolve().parent
RULEBOOK = HERE.parents[2] / "shared" / "rulebooks" / "ark.txt"


def squash(text: str) -> str:
    return " ".join(text.split())


def test_every_rule_quotes_ark_txt_verbatim() -> None:
    if not RULEBOOK.exists():
        pytest.skip(f"the shared rulebooks are not beside this checkout ({RULEBOOK})")
    book = squash(RULEBOOK.read_text(encoding="utf-8"))
    for rule, quote in ark.RULES.items():
        assert rule.startswith("ark."), rule
        assert squash(quote) in book, f"{rule} does not quote ark.txt: {quote!r}"


def test_every_rule_id_has_a_test() -> None:
    """Each id appears in some scenario test besides this file."""
    text = "\n".join(
        p.read_text(encoding="utf-8")
        for p in HERE.glob("test_*.py")
        if p.name != Path(__file__).name
    )
    missing = [rule for rule in ark.RULES if f"{rule}" not in text]
    assert not missing, f"rule ids without a test: {missing}"
