"""What the coach says about a rule: one plain sentence, the rulebook's sentence, and the lesson
section that teaches it.

The plain sentences are data, one table per game in :mod:`arkbook.coach.games` (found by the
game's ``game_name``, as :mod:`arkbook.pictures` finds its drawings), so the coach itself never
asks which game it is coaching. Where each rule is taught is read from the Rules index
(``notebooks/rules-index.ipynb``), which :mod:`arkbook.coverage` generates from the lessons'
outputs: the coach links to the section the index names, never to a link written by hand.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from types import ModuleType

import nbformat

from arkbook.coverage import TITLES
from arkbook.game import Game

#: The Rules index, beside the lessons (absent from an installed wheel: then no links).
RULES_INDEX = Path(__file__).resolve().parents[2] / "notebooks" / "rules-index.ipynb"
#: A row of the index's tables: the rule id, its sentence, then the places that show it.
_ROW = re.compile(r"^\|\s*`(?P<rule>[^`]+)`\s*\|.*\|(?P<places>[^|]*)\|\s*$")
_LINK = re.compile(r"\[(?P<label>[^\]]+)\]\((?P<link>[^)]+)\)")
#: The first lessons ("learn to play") teach by playing; a tip sends the learner further on.
_FIRST_LESSON = "00-"


@dataclass(frozen=True)
class Lesson:
    """The section that teaches a rule: its label and its link, relative to ``notebooks/``."""

    label: str
    link: str

    @property
    def href(self) -> str:
        """The link as seen from a notebook one folder below ``notebooks/`` (every lesson and
        classroom page is), where boards and reviews are shown."""
        return f"../{self.link}"


@dataclass(frozen=True)
class RuleNote:
    """Everything the coach tells about one rule id."""

    rule: str
    plain: str
    rulebook: str
    lesson: Lesson | None


def game_data(game: Game | type[Game]) -> ModuleType:
    """The coach's table for a game: ``arkbook.coach.games.<game_name>``."""
    return import_module(f"arkbook.coach.games.{game.game_name}")


def note(game: Game | type[Game], rule: str) -> RuleNote:
    """The plain sentence, the rulebook sentence and the lesson for ``rule`` in ``game``."""
    plain: Mapping[str, str] = game_data(game).PLAIN
    return RuleNote(
        rule=rule,
        plain=plain.get(rule) or CONTRACT_PLAIN.get(rule, ""),
        rulebook=game.rule_text(rule),
        lesson=lessons(TITLES[game.game_name]).get(rule),
    )


#: The contract's own rules (every game has them), told plainly.
CONTRACT_PLAIN: Mapping[str, str] = {
    "game.over": "The game has ended, so nobody can move any more.",
    "game.turn": "Wait for your turn: only the player whose decision it is may move.",
    "game.undo": "Only a move that was actually played can be taken back.",
}


@functools.cache
def lessons(title: str, index: Path = RULES_INDEX) -> dict[str, Lesson]:
    """Rule id -> the in-depth section that shows it, from the Rules index section ``title``.

    A rule shown in several places links to the first in-depth one (a learn-to-play lesson
    only when no other lesson shows it).
    """
    if not index.is_file():
        return {}
    found: dict[str, Lesson] = {}
    for cell in nbformat.read(index, as_version=4).cells:
        if cell.cell_type != "markdown" or not cell.source.startswith(f"## {title}\n"):
            continue
        for line in cell.source.splitlines():
            row = _ROW.match(line)
            if row is None:
                continue
            places = [Lesson(m["label"], m["link"]) for m in _LINK.finditer(row["places"])]
            deep = [p for p in places if not Path(p.link).name.startswith(_FIRST_LESSON)]
            if deep or places:
                found[row["rule"]] = (deep or places)[0]
    return found
