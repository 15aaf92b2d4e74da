"""The rulings of ``docs/rulings.md`` as objects, so a verdict can quote them to the learner.

Where a rulebook is silent or ambiguous the engine follows one reading, and the learner who hits
that rule should see the reading itself, not a pointer to a file that Binder or JupyterLite do
not show. Each numbered ruling (``### N. Title``) names the rule ids it is about on its
``Rules:`` line; :func:`rulings_for` finds the rulings of a rule id.

The document ships inside the wheel as ``arkbook/rulings.md`` (pyproject's force-include); an
editable install reads the repository's ``docs/rulings.md``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from html import escape
from pathlib import Path

from arkbook import games
from arkbook.errors import ArkbookError

PACKAGE = Path(__file__).resolve().parent
#: Each game's section, by the start of its ``##`` heading.
SECTIONS = {f"{info.title}:": info.name for info in games.ALL}
_RULES_LINE = re.compile(r"^Rules?: (.+)$", re.M)
#: A ruling a real table should agree on says so in one line (the player aid lists them).
_TABLE_LINE = re.compile(r"^At the table: (.+)\n?", re.M)
#: The Rules:/Test: notes (and a test's parenthesised remark): for developers, not learners.
_DEV_NOTES = re.compile(r"\s*\b(?:Rules?|Tests?): (?:`[^`]*`[ ,]*)+(?:\([^)]*\))?\.?")
_ID = re.compile(r"`([a-z_]+(?:\.[a-z0-9_-]+)+)`")


@dataclass(frozen=True)
class Ruling:
    """One numbered ruling: the rulebook's words, the reading chosen and why, its rule ids."""

    game: str
    number: int
    title: str
    quote: str
    #: The reading and why: paragraphs apart by a blank line, list items on lines of "- ".
    explanation: str
    rules: tuple[str, ...]
    #: The reading in one line for players at a real table to agree on before they play, or
    #: "" for a ruling only the app meets (how it stores a move, what a scene must hold).
    table: str = ""

    @property
    def name(self) -> str:
        """How the document refers to it: "Ark ruling 2"."""
        return f"{games.game_info(self.game).title} ruling {self.number}"

    @property
    def anchor(self) -> str:
        """The id of its full text in a page ("ark-nova-ruling-22"), for a citation's link."""
        return f"{self.game.replace('_', '-')}-ruling-{self.number}"

    def text(self, quote: bool = True) -> str:
        """The ruling in full; ``quote=False`` leaves out the rulebook's words, for a verdict
        that has just quoted the same sentence."""
        lines = [f"{self.name}: {self.title}"]
        if self.quote and quote:
            lines.append(f"  The rulebook: {self.quote}")
        reading = self.explanation.replace("\n", "\n    ")
        lines.append(f"  The reading: {reading}")
        return "\n".join(lines)

    def html(self, quote: bool = True) -> str:
        said = f"<blockquote>{_inline(self.quote)}</blockquote>" if self.quote and quote else ""
        return (
            f'<div id="{self.anchor}"><b>{escape(self.name)}: {_inline(self.title)}</b>{said}'
            f"{_paragraphs(self.explanation)}</div>"
        )

    def _repr_html_(self) -> str:
        from arkbook.pictures.base import STYLE

        return f'{STYLE}<div class="arkbook-pic">{self.html()}</div>'

    def __repr__(self) -> str:
        return self.text()


def document() -> Path:
    """Where ``rulings.md`` is: inside the installed package, else the repository's docs/."""
    shipped = PACKAGE / "rulings.md"
    if shipped.is_file():
        return shipped
    return PACKAGE.parent / "docs" / "rulings.md"


@cache
def all_rulings() -> tuple[Ruling, ...]:
    """Every numbered ruling of every game, in the document's order."""
    path = document()
    if not path.is_file():
        raise ArkbookError(f"the rulings document is missing: {path}")
    return parse(path.read_text(encoding="utf-8"))


def parse(text: str) -> tuple[Ruling, ...]:
    """The numbered rulings of a rulings document (design notes without a number are skipped)."""
    found = []
    for part in re.split(r"^(?=## )", text, flags=re.M)[1:]:
        heading = part.removeprefix("## ")
        game = next((g for start, g in SECTIONS.items() if heading.startswith(start)), None)
        if game is None:
            continue
        for entry in re.split(r"^(?=### )", part, flags=re.M)[1:]:
            head = re.match(r"### (\d+)\. (.+)", entry)
            if head:
                found.append(_ruling(game, int(head.group(1)), head.group(2).strip(), entry))
    return tuple(found)


def _ruling(game: str, number: int, title: str, entry: str) -> Ruling:
    body = entry.split("\n", 1)[1] if "\n" in entry else ""
    table_line = _TABLE_LINE.search(body)
    body = _TABLE_LINE.sub("", body)
    rules_line = _RULES_LINE.search(body)
    rules = tuple(_ID.findall(rules_line.group(1))) if rules_line else ()
    quotes, prose = [], []
    for para in re.split(r"\n\s*\n", body.strip()):
        lines = para.strip().splitlines()
        if lines and all(line.startswith(">") for line in lines):
            quotes.append(" ".join(line.lstrip("> ").strip() for line in lines if line.strip(">")))
            continue
        if lines and lines[0].startswith("|"):
            prose.append("\n".join(line.strip() for line in lines))  # a table: keep its lines
            continue
        joined = "\n".join(line.strip() for line in lines)
        joined = re.sub(r"\n(?!- )", " ", joined)  # lines rejoin, list items stay apart
        kept = _DEV_NOTES.sub("", joined).strip()
        if kept:
            prose.append(kept)
    table = table_line.group(1).strip() if table_line else ""
    return Ruling(game, number, title, " ".join(quotes), "\n\n".join(prose), rules, table)


def table_readings(game: str) -> tuple[Ruling, ...]:
    """The rulings of ``game`` that players at a real table should agree on (``table``)."""
    return tuple(r for r in all_rulings() if r.game == game and r.table)


def rulings_for(game: str, rule: str | None) -> tuple[Ruling, ...]:
    """The rulings of ``game`` (``"ark"``, ...) whose ``Rules:`` line names ``rule``."""
    if rule is None:
        return ()
    return tuple(r for r in all_rulings() if r.game == game and rule in r.rules)


def _paragraphs(text: str) -> str:
    """The explanation as HTML paragraphs, lists and (for tables) preformatted lines."""
    out = []
    for para in text.split("\n\n"):
        if para.startswith("|"):
            out.append(f"<pre>{escape(para)}</pre>")
        elif para.startswith("- "):
            items = "".join(f"<li>{_inline(i.removeprefix('- '))}</li>" for i in para.split("\n"))
            out.append(f'<ul class="ab-list">{items}</ul>')
        else:
            out.append(f"<p>{_inline(para)}</p>")
    return "".join(out)


def _inline(text: str) -> str:
    """The little Markdown the rulings use (code, bold, italics), as HTML."""
    out = escape(text)
    out = re.sub(r"`([^`]+)`", r"<code>\1</code>", out)
    out = re.sub(r"\*\*([^*]+)\*\*", r"<b>\1</b>", out)
    return re.sub(r"(?<![*\w])\*([^*]+)\*(?![*\w])", r"<i>\1</i>", out)
