"""What the coach says about a rule: one plain sentence, the rulebook's sentence, and the lesson
section that teaches it.

The plain sentences are data, one table per game in :mod:`arkbook.coach.games` (found by the
game's ``game_name``, as :mod:`arkbook.pictures` finds its drawings), so the coach itself never
asks which game it is coaching. The section a tip links to is found in the game's in-depth
lessons themselves: the one whose heading (or, less strongly, first paragraph) names the rule's
topic, preferring one whose outputs also show the rule at work. The topic is the words of the
rule's id (``ark.bow.move``: "bow", "move") unless the game's facts name it (``topics``). A
section that only shows a rule in passing (a Dog played in the carnivore scene moves the bow
too) does not teach it, so the Rules index's first place for a rule is no link for a tip.
"""

from __future__ import annotations

import functools
import html
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

from arkbook.coach.games import GameFacts
from arkbook.coverage import FOLDERS, Place, heading_of, label, output_texts, rule_pattern
from arkbook.game import Game
from arkbook.saving import game_module

if TYPE_CHECKING:  # imported where the lessons are read: JupyterLite's kernel, where the coach
    # runs with no lessons beside the package, has no nbformat
    import nbformat

#: The lessons' folder (absent from an installed wheel: then no links).
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: The first lessons ("learn to play") teach by playing; a tip sends the learner further on.
_FIRST_LESSON = "00-"
#: How much a topic named in a section's heading weighs against one in its first paragraph.
_HEADING_WEIGHT = 3


@dataclass(frozen=True)
class Lesson:
    """The section that teaches a rule: its label and its link, relative to ``notebooks/``, and
    its title as a learner reads it (the section's heading and its lesson's title, never a
    file's path)."""

    label: str
    link: str
    title: str = ""
    #: The title of the lesson (notebook) the section is in ("Ark 2 · Turns"): what a review
    #: counts the rules it does not list one by one under.
    book: str = ""

    @property
    def book_lesson(self) -> Lesson:
        """The whole lesson this section is in: its top, titled by the lesson's title."""
        book = self.book or self.title
        return Lesson(book, self.link.split("#")[0], book, book)

    @property
    def href(self) -> str:
        """The link as seen from a notebook one folder below ``notebooks/`` (every lesson and
        classroom page is), where boards and reviews are shown."""
        return f"../{self.link}"

    def anchor_html(self, text: str, css: str = "") -> str:
        """A link to the section, ``text`` its words: it opens in a new tab, because a review or
        tip is drawn inside a board too, where a plain link would navigate JupyterLab away from
        the notebook and lose the board (a static output's links JupyterLab handles itself, and
        keeps working with the target)."""
        cls = f' class="{html.escape(css)}"' if css else ""
        return (
            f'<a{cls} href="{html.escape(self.href)}" target="_blank" rel="noopener">'
            f"{html.escape(text)}</a>"
        )


@dataclass(frozen=True)
class RuleNote:
    """Everything the coach tells about one rule id."""

    rule: str
    plain: str
    rulebook: str
    lesson: Lesson | None


def game_facts(game: Game | type[Game] | str) -> GameFacts:
    """The coach's facts about a game (or the game of that ``game_name``): the ``FACTS`` of
    ``arkbook.coach.games.<game_name>``."""
    name = game if isinstance(game, str) else game.game_name
    facts: GameFacts = import_module(f"arkbook.coach.games.{name}").FACTS
    return facts


def note(game: Game | type[Game], rule: str) -> RuleNote:
    """The plain sentence, the rulebook sentence and the lesson for ``rule`` in ``game``; no
    rulebook sentence for one of the app's conventions (:attr:`GameFacts.conventions`): a tip
    quoting the rulebook under the Ark of Animals' busy hand made it read as a rule."""
    facts = game_facts(game)
    plain = facts.plain
    convention = rule in facts.conventions
    return RuleNote(
        rule=rule,
        plain=plain.get(rule) or CONTRACT_PLAIN.get(rule, ""),
        rulebook="" if convention else game.rule_text(rule),
        lesson=lessons(game.game_name).get(rule),
    )


#: The contract's own rules (every game has them), told plainly.
CONTRACT_PLAIN: Mapping[str, str] = {
    "game.over": "The game has ended, so nobody can move any more.",
    "game.turn": "Only a player the game asks for a decision now may move: wait until it asks you.",
    "game.undo": "Only a move that was actually played can be taken back.",
    "game.choice": "A move answers what the game asks now: pick one of the choices listed.",
}


@dataclass(frozen=True)
class Section:
    """A section of an in-depth lesson: where it opens, its heading, the prose a learner reads
    first there (the heading's cell, or the first paragraph after a bare heading) and the rule
    ids its outputs show."""

    lesson: Lesson
    heading: str
    intro: str
    shown: frozenset[str]


def topic(game_name: str, rule: str) -> tuple[str, ...]:
    """The words (regular expressions) that name ``rule``'s topic in a heading: the game's
    ``topics`` entry, else the words of the id after the game's prefix (``ark.bow.move``:
    "bow", "move"; "no", "of" and other short words left out)."""
    named = game_facts(game_name).topics
    if rule in named:
        return tuple(named[rule])
    words = re.split(r"[._-]", rule.split(".", 1)[-1])
    return tuple(re.escape(w) for w in words if len(w) > 2)


def names(pattern: str, text: str) -> bool:
    """Whether ``text`` names the topic ``pattern``: as a word's start, any case ("figure"
    names "figures")."""
    return re.search(rf"(?<![\w]){pattern}", text, flags=re.I | re.M) is not None


def teaching_score(section: Section, words: Sequence[str], rule: str) -> int:
    """How squarely ``section`` teaches the topic ``words`` of ``rule``: each word in its
    heading, each in its first prose, and one more when its outputs show the rule; 0 when
    neither heading nor prose names the topic (a section showing a rule in passing)."""
    in_heading = sum(names(w, section.heading) for w in words)
    in_intro = sum(names(w, section.intro) for w in words)
    if not in_heading + in_intro:
        return 0
    return _HEADING_WEIGHT * in_heading + in_intro + (rule in section.shown)


@functools.cache
def lessons(game_name: str, notebooks: Path = NOTEBOOKS) -> dict[str, Lesson]:
    """Rule id -> the in-depth section that teaches it (the best :func:`teaching_score`, the
    earliest of equals); a rule no section names has no link."""
    found: dict[str, Lesson] = {}
    all_sections = sections(game_name, notebooks)
    for rule in game_module(game_name).RULES:
        words = topic(game_name, rule)
        scored = [(teaching_score(s, words, rule), -n, s) for n, s in enumerate(all_sections)]
        best = max(scored, default=None, key=lambda item: item[:2])
        if best is not None and best[0] > 0:
            found[rule] = best[2].lesson
    return found


@functools.cache
def reading_order(game_name: str, notebooks: Path = NOTEBOOKS) -> dict[Lesson, int]:
    """Each section's place in reading order (the lessons by their numbers, then their
    sections): a review lists the rules not met of the earliest lessons first."""
    return {s.lesson: n for n, s in enumerate(sections(game_name, notebooks))}


def sections(game_name: str, notebooks: Path = NOTEBOOKS) -> list[Section]:
    """Every section of the game's in-depth lessons, in reading order."""
    slug = next((s for s, name in FOLDERS.items() if name == game_name), None)
    folder = notebooks / (slug or game_name)
    if not folder.is_dir():
        return []
    import nbformat

    rules = game_module(game_name).RULES
    found: list[Section] = []
    for path in sorted(folder.glob("*.ipynb")):
        if not path.name.startswith(_FIRST_LESSON):
            notebook = nbformat.read(path, as_version=4)
            found += _sections_of(notebook, str(path.relative_to(notebooks)), rules)
    return found


def _sections_of(
    notebook: nbformat.NotebookNode, name: str, rules: Sequence[str]
) -> Iterator[Section]:
    pattern = rule_pattern(rules)
    first = re.search(r"^#\s+(.+?)\s*$", notebook.cells[0].source, re.M) if notebook.cells else None
    lesson = first.group(1) if first else None
    place: Place | None = None
    intro, shown, bare = "", set[str](), False
    for cell in notebook.cells:
        heading = heading_of(cell) if cell.cell_type == "markdown" else None
        if heading:
            if place is not None:
                yield _section(place, intro, shown, lesson)
            place = Place(name, heading, str(cell.get("id", "")))
            intro, shown = _prose(cell.source), set()
            bare = not re.split(r"^#{1,6}\s.*$", cell.source, flags=re.M)[-1].strip()
        elif cell.cell_type == "markdown" and bare:
            intro += "\n" + _prose(cell.source).split("\n\n")[0]
            bare = False
        elif cell.cell_type == "code":
            shown |= {r for text in output_texts(cell) for r in pattern.findall(text)}
    if place is not None:
        yield _section(place, intro, shown, lesson)


def _prose(source: str) -> str:
    """A markdown cell without its heading lines."""
    return re.sub(r"^#{1,6}\s.*$", "", source, flags=re.M).strip()


def _section(place: Place, intro: str, shown: set[str], lesson: str | None) -> Section:
    """A section; its title names the heading, then the lesson's (its first heading)."""
    heading = _plain(place.heading)
    title = heading if place.heading == lesson else f"“{heading}” in {_plain(lesson or '')}"
    found = Lesson(label(place), place.link, title if lesson else heading, _plain(lesson or ""))
    return Section(found, place.heading, intro, frozenset(shown))


def _plain(heading: str) -> str:
    """A heading as read, without its Markdown marks ("Take *or* play": "Take or play")."""
    return re.sub(r"\*\*|\*|`", "", heading)
