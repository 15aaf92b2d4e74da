"""``docs/rulings.md`` keeps its promise: every ruling names a test, and that test exists.

The document is where a learner goes to see why an engine reads a rule the way it does, and
the test it names is the proof. A renamed or deleted test would otherwise leave the document
pointing at nothing, which is exactly what happened once before this check existed.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULINGS = ROOT / "docs" / "rulings.md"

#: Each game's section, by its heading's start, and the test folder its test names are under.
SECTIONS = {"Ark:": "ark", "Ark of Animals:": "ark_of_animals", "Ark Nova:": "ark_nova"}

TEST_NAME = re.compile(r"`(test_\w+\.py)::(\w+)`")


def sections() -> dict[str, str]:
    """The text of each game's ``##`` section, keyed by its test folder."""
    found = {}
    for part in re.split(r"^(?=## )", RULINGS.read_text(encoding="utf-8"), flags=re.M)[1:]:
        heading = part.removeprefix("## ")
        folder = next(f for start, f in SECTIONS.items() if heading.startswith(start))
        found[folder] = part
    return found


def rulings(section: str) -> list[str]:
    """The numbered rulings of a section (``### 1. ...``); design notes are not rulings."""
    parts = re.split(r"^(?=### )", section, flags=re.M)[1:]
    return [p for p in parts if re.match(r"### \d+\. ", p)]


def test_one_section_per_game():
    assert sorted(sections()) == sorted(SECTIONS.values())


@pytest.mark.parametrize("folder", sorted(SECTIONS.values()))
def test_every_ruling_names_a_test_that_exists(folder):
    section = sections()[folder]
    assert f"`tests/{folder}/`" in section, "the section must say where its tests live"
    found = rulings(section)
    assert found
    for ruling in found:
        title = ruling.splitlines()[0]
        names = TEST_NAME.findall(ruling)
        assert names, f"{title} names no test"
        for file, test in names:
            path = ROOT / "tests" / folder / file
            assert path.exists(), f"{title}: {path} does not exist"
            source = path.read_text(encoding="utf-8")
            assert re.search(rf"^def {test}\(", source, flags=re.M), f"{title}: no {file}::{test}"
