"""The rules pages to print (issue 20): every rule of the engine, on one or two A4 pages.

Chromium prints each game's page to PDF (``page.pdf``, A4, the page's own print stylesheet);
the test counts the PDF's pages and keeps the PDF, and a PNG of each page where ``pdftoppm``
is installed, under ``test-artifacts/print/`` for a person to look at.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from typing import Any

import pytest

from arkbook.printable import GAMES, rules, rules_page
from tests.browser.conftest import ROOT

PRINTS = ROOT / "test-artifacts" / "print"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_rules_page_names_every_rule_and_no_other_host(game: str) -> None:
    page = rules_page(game)
    missing = [rule for rule in rules(game) if f"<code>{rule}</code>" not in page]
    assert not missing, missing
    assert not re.findall(r"(?:src|href)=\"?https?://", page)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_rules_page_prints_on_one_or_two_a4_pages(game: str, browser: Any) -> None:
    page = browser.new_page()
    page.set_content(rules_page(game))
    pdf = page.pdf(format="A4", prefer_css_page_size=True)
    page.close()
    PRINTS.mkdir(parents=True, exist_ok=True)
    path = PRINTS / f"{game}-rules.pdf"
    path.write_bytes(pdf)
    if shutil.which("pdftoppm"):
        subprocess.run(["pdftoppm", "-r", "60", "-png", path, PRINTS / game], check=True)
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    assert 1 <= pages <= 2, f"{game}'s rules print on {pages} A4 pages"
