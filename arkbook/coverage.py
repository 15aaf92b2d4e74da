"""Which rules the teaching notebooks demonstrate, per game: ``python -m arkbook.coverage``.

A lesson demonstrates a rule when a learner sees the engine apply it: a code cell's output shows
the rule's id beside what happened (or in its tooltip), as a verdict on a move, a refusal, an
event of a played move or a walkthrough step does. Quoting a rule in prose is not a
demonstration, so only outputs count, and only in the game's own folder (``notebooks/ark/`` for
Ark, and so on).

The command executes every notebook first; ``--committed`` reads the outputs committed with
them instead, which strict nbval keeps equal to a fresh run (the test command checks both). It
prints a line per game, such as ``ark: 60 of 60 rule ids demonstrated``, then what is missing,
and exits 1 when a rule is demonstrated nowhere. ``--index PATH`` also writes the Rules index
notebook from the same run: every rule id, its rulebook sentence and a link to the section that
demonstrates it.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from arkbook import games
from arkbook.saving import game_module

if TYPE_CHECKING:  # read at run time only where notebooks are read or written: JupyterLite's
    # kernel has no nbformat, and the coach, which runs there, uses this module's helpers
    import nbformat

#: Each game's folder under ``notebooks/``, and the engine whose rules it teaches.
FOLDERS: Mapping[str, str] = {info.slug: info.name for info in games.ALL}
#: Each engine's game, as a learner names it.
TITLES: Mapping[str, str] = {info.name: info.title for info in games.ALL}


@dataclass(frozen=True)
class Place:
    """Where a rule is shown: a notebook (relative to ``notebooks/``), the section heading and
    the id of the cell that holds the heading."""

    notebook: str
    heading: str
    cell_id: str = ""

    @property
    def link(self) -> str:
        """A link that opens the notebook at the section's cell.

        JupyterLab (JupyterLite's too) scrolls a notebook to the cell named by a ``#cell-id=``
        fragment, found in the notebook's model whether the cell has been drawn yet or not; a
        heading fragment needs the heading rendered first and its id spelt as the renderer
        spells it. Notebook 7.6 honours neither kind on its own (it drops a link's fragment and
        ignores its page's): the project's ``arkbook-links`` extension
        (``jupyter/labextensions/``) makes it honour ``#cell-id=`` as JupyterLab does.
        """
        return f"{self.notebook}#cell-id={self.cell_id}" if self.cell_id else self.notebook


@dataclass
class GameCoverage:
    """One game's rules, and the places that demonstrate each."""

    game: str
    rules: Mapping[str, str]
    shown: dict[str, list[Place]] = field(default_factory=dict)

    @property
    def missing(self) -> list[str]:
        return [rule for rule in self.rules if not self.shown.get(rule)]

    def line(self) -> str:
        done = len(self.rules) - len(self.missing)
        return f"{self.game}: {done} of {len(self.rules)} rule ids demonstrated"


def rule_pattern(rules: Iterable[str]) -> re.Pattern[str]:
    """Rule ids as whole tokens: ``ark.cabin.shy`` but not ``ark.cabin.shyness``."""
    ids = sorted(rules, key=len, reverse=True)
    return re.compile(r"(?<![\w.-])(" + "|".join(map(re.escape, ids)) + r")(?![\w-]|\.\w)")


def output_texts(cell: nbformat.NotebookNode) -> Iterable[str]:
    for output in cell.get("outputs", []):
        if output.get("output_type") == "stream":
            yield output.get("text", "")
        for mime in ("text/plain", "text/html", "text/markdown"):
            value = output.get("data", {}).get(mime)
            if value:
                yield value if isinstance(value, str) else "".join(value)


def heading_of(cell: nbformat.NotebookNode) -> str | None:
    """The last heading of a markdown cell (the section its following cells belong to)."""
    found = re.findall(r"^#{1,6}\s+(.+?)\s*#*\s*$", cell.source, flags=re.M)
    return found[-1] if found else None


def scan(notebook: nbformat.NotebookNode, name: str, coverage: GameCoverage) -> None:
    """Record every rule of ``coverage.rules`` that a code cell's output of ``notebook`` shows."""
    pattern = rule_pattern(coverage.rules)
    heading, cell_id = "", ""
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            found = heading_of(cell)
            if found:
                heading, cell_id = found, str(cell.get("id", ""))
            continue
        if cell.cell_type != "code":
            continue
        for text in output_texts(cell):
            for rule in set(pattern.findall(text)):
                places = coverage.shown.setdefault(rule, [])
                place = Place(name, heading, cell_id)
                if place not in places:
                    places.append(place)


def execute(notebook: nbformat.NotebookNode, folder: Path) -> None:
    """Run a notebook top to bottom in a fresh kernel, in its own folder, as nbval does."""
    from nbclient import NotebookClient  # only the executing run needs a kernel

    NotebookClient(
        notebook, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(folder)}}
    ).execute()


def measure(notebooks: Path, *, run: bool = True) -> dict[str, GameCoverage]:
    """The coverage of every game over its folder's notebooks, in file order."""
    import nbformat

    result: dict[str, GameCoverage] = {}
    for folder, game in FOLDERS.items():
        coverage = GameCoverage(game, game_module(game).RULES)
        for path in sorted((notebooks / folder).glob("*.ipynb")):
            notebook = nbformat.read(path, as_version=4)
            if run:
                execute(notebook, path.parent)
            scan(notebook, str(path.relative_to(notebooks)), coverage)
        result[game] = coverage
    return result


def index_notebook(coverage: Mapping[str, GameCoverage]) -> nbformat.NotebookNode:
    """The Rules index: for each game every rule id, its sentence, and where it is shown."""
    import nbformat

    cells = [
        nbformat.v4.new_markdown_cell(
            "# Rules index\n\n"
            "Every rule the three games' engines enforce, with the rulebook's own words and a "
            "link to the lesson section where you see it applied. Generated by "
            "`python -m arkbook.coverage --index notebooks/rules-index.ipynb`; a test keeps it "
            "in step with the lessons.\n\n"
            + "\n".join(f"- [{TITLES[g]}](#{TITLES[g].replace(' ', '-')})" for g in coverage)
            + "\n\n[Back to the index](index.ipynb)"
        )
    ]
    for game, cov in coverage.items():
        rows = ["| Rule | The rulebook says | Shown in |", "|---|---|---|"]
        for rule, sentence in cov.rules.items():
            places = (
                ", ".join(f"[{label(p)}]({p.link})" for p in cov.shown.get(rule, []))
                or "(not yet shown)"
            )
            rows.append(f"| `{rule}` | {_cell_text(sentence)} | {places} |")
        cells.append(nbformat.v4.new_markdown_cell(f"## {TITLES[game]}\n\n" + "\n".join(rows)))
    for n, cell in enumerate(cells):
        cell.id = f"rules-index-{n}"  # stable, so the generated file is the same on every run
    notebook = nbformat.v4.new_notebook(cells=cells)
    # The language lets JupyterLite match its Pyodide kernel (named "python", not "python3"),
    # as it does for the lessons, instead of asking the reader to pick a kernel.
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    notebook.metadata["language_info"] = {"name": "python"}
    return notebook


def label(place: Place) -> str:
    return f"{place.notebook.split('/')[-1].removesuffix('.ipynb')}: {place.heading}"


def _cell_text(text: str) -> str:
    """A sentence as one Markdown table cell: no line breaks, pipes escaped."""
    return " ".join(text.split()).replace("|", "\\|")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m arkbook.coverage", description=__doc__)
    parser.add_argument("--notebooks", type=Path, default=Path("notebooks"))
    parser.add_argument("--committed", action="store_true", help="read committed outputs")
    parser.add_argument("--index", type=Path, help="write the Rules index notebook here")
    args = parser.parse_args(argv)
    coverage = measure(args.notebooks, run=not args.committed)
    for cov in coverage.values():
        print(cov.line())
        for rule in cov.missing:
            print(f"  not demonstrated: {rule}")
    if args.index:
        import nbformat

        nbformat.write(index_notebook(coverage), args.index)
        print(f"wrote {args.index}")
    return 1 if any(cov.missing for cov in coverage.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
