"""A game's rules on paper: pages to print, from the rules the engine checks.

A class away from the screen wants the rules in hand. Each engine already holds every rule it
checks as a rule id and the rulebook's sentence (``RULES``, the same sentences a board quotes
when it refuses a move), and the coach holds each of them in one plain sentence (the tips'
words). So two pages are written from those tables, grouped by the id's topic in the engine's
order, a third from the rulings, and a fourth from the game's data:

* **the rules in brief**, the rulebook's words, on one or two A4 pages, each sentence with its
  id, so a refusal on the board ("``ark.cabin.climate``") can be found on paper;
* **the player aid**, each rule in one plain line, on one A4 page: a card for the table, as a
  game's box has one, for a learner who has played the first lesson. It leaves out the app's
  own conventions (the Ark of Animals' busy hand), which a real table does not have, and ends
  with the readings arkbook chose where the rulebook is silent (``docs/rulings.md``'s "At the
  table" lines), for the table to agree on;
* **the readings to agree on**, each of arkbook's readings where the rulebook is silent or
  unclear under the rulebook's own words, for a table to settle them before it plays;
* **the components**, what arkbook deals (the Ark deck, the Ark of Animals tiles and ark, the
  Ark Nova cards and buildings), drawn by the pictures the lessons use (``GameInfo.components``),
  so that a card met at the table can be looked up: a learner asked for the deck on one screen.

Each page carries its own print stylesheet (A4, two columns, small type) and nothing from
another host.

    python -m arkbook.printable ark > ark-rules.html
    python -m arkbook.printable ark --aid > ark-aid.html
    python -m arkbook.printable ark --readings > ark-readings.html
    python -m arkbook.printable ark --components > ark-components.html
"""

from __future__ import annotations

import html
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from arkbook.coach.lessons import game_facts
from arkbook.games import ALL
from arkbook.rulings import table_readings

#: Each game (arkbook.games) by the name its classroom page uses.
GAMES = {info.slug: info for info in ALL}
#: Topic headings where the id's word is not a heading as it stands.
HEADINGS = {
    "newcabin": "New cabins",
    "driveout": "Driving out",
    "end": "The end of the game",
    "endgame": "The end of the game",
    "score": "Scoring",
    "turn": "A turn",
    "game": "The game",
    "ability": "Special cards (!)",
    "figure": "Figures",
    "track": "Conservation track",
}

#: Paper on screen too: dark ink on white, whatever the reader's theme (a dark browser drew
#: the tables' dark ink on its own dark page).
STYLE = """
:root { color-scheme: light; }
body { font-family: "DejaVu Sans", system-ui, sans-serif; color: #111; background: #fff;
  margin: 2em auto; max-width: 60em; padding: 0 1em; font-size: 18px; line-height: 1.4; }
h1 { font-size: 1.6em; margin: 0 0 0.2em; }
.lead { margin: 0 0 1em; color: #333; }
.topics { columns: 2 24em; column-gap: 2em; }
section { break-inside: avoid-column; margin-bottom: 0.6em; }
h2 { font-size: 1.05em; margin: 0.4em 0 0.2em; border-bottom: 1px solid #999; break-after: avoid; }
ul { margin: 0; padding-left: 1.1em; }
li { margin: 0.1em 0; break-inside: avoid; }
code { font-size: 0.78em; color: #555; white-space: nowrap; }
button { font: inherit; padding: 0.3em 1em; margin-bottom: 1em; }
@page { size: A4; margin: 11mm 12mm; }
@media print {
  body { margin: 0; max-width: none; padding: 0; font-size: 8.6pt; line-height: 1.25; }
  h1 { font-size: 14pt; }
  .topics { columns: 2; column-gap: 6mm; }
  section { break-inside: auto; }
  button { display: none; }
  body.aid { font-size: 7.5pt; line-height: 1.1; }
  body.aid li { margin: 0; }
  body.aid h2 { margin-top: 0.3em; }
  body.readings section { break-inside: avoid; }
}
"""


def rules(game: str) -> Mapping[str, str]:
    """The engine's rule table: rule id -> the rulebook's sentence, in the engine's order."""
    if game not in GAMES:
        raise KeyError(f"no rules page for {game!r}; choose one of: {', '.join(GAMES)}")
    rules: Mapping[str, str] = GAMES[game].engine().RULES
    return rules


def topics(table: Mapping[str, str]) -> dict[str, list[tuple[str, str]]]:
    """The rules grouped by their id's topic (``ark.cabin.climate`` is about cabins)."""
    grouped: dict[str, list[tuple[str, str]]] = {}
    for rule, sentence in table.items():
        topic = rule.split(".")[1]
        grouped.setdefault(HEADINGS.get(topic, topic.capitalize()), []).append((rule, sentence))
    return grouped


def aid(game: str) -> Mapping[str, str]:
    """The player aid's table: rule id -> the coach's plain sentence, in the engine's order,
    without the app's conventions."""
    table = rules(game)  # refuses a game arkbook does not have
    facts = game_facts(GAMES[game].name)
    return {rule: facts.plain[rule] for rule in table if rule not in facts.conventions}


#: Where the player aid lists the readings a table should agree on (``arkbook.rulings``).
READINGS = "Where the rulebook is silent: arkbook's readings (agree on them before you play)"


#: Where the player aid gives the coach's advice for a first game (``GameFacts.advice``).
ADVICE = "Playing well (advice, not rules)"


def rules_page(game: str) -> str:
    """The whole HTML page of ``game``'s rules in the rulebook's words, ready to print."""
    sections = {
        heading: [
            f"{html.escape(sentence)} <code>{html.escape(rule)}</code>"
            for rule, sentence in entries
        ]
        for heading, entries in topics(rules(game)).items()
    }
    return _page(
        f"{GAMES[game].title}: the rules in brief",
        "Every rule the arkbook board checks, in the rulebook's words. The code after each\n"
        "one is the rule's name, which the board shows when it refuses a move.",
        sections,
        kind="rules",
    )


def aid_page(game: str) -> str:
    """The whole HTML page of ``game``'s player aid: each rule in one plain line, then the
    readings arkbook chose where the rulebook is silent, which a table agrees on before it
    plays (a learner at a table had no list of them, only remarks spread through a lesson)."""
    sections = {
        heading: [html.escape(sentence) for _, sentence in entries]
        for heading, entries in topics(aid(game)).items()
    }
    sections[READINGS] = [html.escape(r.table) for r in table_readings(GAMES[game].name)]
    sections[ADVICE] = [html.escape(line) for line in game_facts(GAMES[game].name).advice]
    return _page(
        f"{GAMES[game].title}: player aid",
        "Every rule in one line, for the table; the rulebook's words are in the rules in brief.",
        sections,
        kind="aid",
    )


def readings_page(game: str) -> str:
    """The whole HTML page of the readings a table should agree on, each under the rulebook's
    own words: two round-32 and -33 learners wanted to settle them with their group "in one
    minute", and the aid gives arkbook's reading alone."""
    sections = {
        f"{ruling.number}. {ruling.title}": [
            f"The rulebook: {html.escape(ruling.quote)}",
            f"arkbook: {html.escape(ruling.table)}",
        ]
        for ruling in table_readings(GAMES[game].name)
    }
    return _page(
        f"{GAMES[game].title}: readings to agree on",
        "Where the rulebook is silent, unclear or at odds with itself, arkbook had to choose.\n"
        "Each choice stands under the rulebook's words: agree on it before you play, or play\n"
        "it your way. The number is the ruling's in arkbook's rulings document.",
        sections,
        kind="readings",
    )


def components_page(game: str) -> str:
    """The whole HTML page of what ``game`` deals, each picture in turn (each carries its own
    scoped style, as in a notebook)."""
    info = GAMES[game]
    pictures = "\n".join(p._repr_html_() for p in info.component_pictures())
    return _document(
        f"{info.title}: the components",
        "What arkbook deals, to look up while you play. arkbook's own: a boxed game's cards or\n"
        "tiles may differ.",
        pictures,
        kind="components",
    )


def _page(title: str, lead: str, sections: Mapping[str, list[str]], kind: str) -> str:
    """A page of lines (HTML) under their headings, its ``body`` of class ``kind``: the aid's
    type is smaller, so that it fits one page."""
    body = "\n".join(
        f"<section><h2>{html.escape(heading)}</h2><ul>"
        + "".join(f"<li>{line}</li>" for line in lines)
        + "</ul></section>"
        for heading, lines in sections.items()
    )
    return _document(title, lead, f'<div class="topics">\n{body}\n</div>', kind)


def _document(title: str, lead: str, body: str, kind: str) -> str:
    """A whole printable page: its title, lead and ``body`` (HTML), a Print button, and the
    print stylesheet; ``kind`` is the ``body``'s class."""
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<style>{STYLE}</style></head>
<body class="{kind}">
<button type="button" onclick="window.print()">Print</button>
<h1>{html.escape(title)}</h1>
<p class="lead">{lead}</p>
{body}
</body></html>
"""


@dataclass(frozen=True)
class Page:
    """One page to print: ``python -m arkbook.printable <game> --<name>`` writes it (the rules
    need no option), a classroom page links it as ``words``, the static site saves it as
    ``rules/<game>-<name>.html``."""

    name: str
    words: str
    about: str
    write: Callable[[str], str]


#: The pages, in the order a teacher is offered them.
PAGES = (
    Page("rules", "Rules to print", "The rules in the rulebook's words (1-2 A4 pages)", rules_page),
    Page("aid", "Player aid", "Every rule in one line, for the table (one A4 page)", aid_page),
    Page(
        "readings",
        "Readings",
        "Where the rulebook is silent or unclear: its words beside arkbook's reading",
        readings_page,
    ),
    Page(
        "components",
        "Components",
        "What arkbook deals: every card (or tile), to look up while you play",
        components_page,
    ),
)


def main(argv: list[str]) -> int:
    game, *options = argv or [""]
    by_option = {"": PAGES[0].write, **{f"--{p.name}": p.write for p in PAGES[1:]}}
    page = by_option.get(" ".join(options))
    if game not in GAMES or page is None:
        choices = "|".join(option for option in by_option if option)
        print(
            f"usage: python -m arkbook.printable {{{'|'.join(GAMES)}}} [{choices}]",
            file=sys.stderr,
        )
        return 2
    sys.stdout.write(page(game))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
