"""A game's rules on paper: a one- or two-page HTML summary to print, from the engine's rules.

A class away from the screen wants the rules in hand. Each engine already holds every rule it
checks as a rule id and the rulebook's sentence (``RULES``, the same sentences a board quotes
when it refuses a move), so the page is written from that table: grouped by the id's topic, in
the engine's order, each sentence with its id, so a refusal on the board ("``ark.cabin.climate``")
can be found on paper. The page carries its own print stylesheet (A4, two columns, small type),
nothing from another host, and prints on one or two A4 pages in Chromium.

    python -m arkbook.printable ark > ark-rules.html
"""

from __future__ import annotations

import html
import sys
from collections.abc import Mapping

from arkbook.games import ALL

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
}

STYLE = """
body { font-family: "DejaVu Sans", system-ui, sans-serif; color: #111; margin: 2em auto;
  max-width: 60em; padding: 0 1em; font-size: 18px; line-height: 1.4; }
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


def rules_page(game: str) -> str:
    """The whole HTML page of ``game``'s rules, ready to open and print."""
    title = GAMES[game].title
    sections = "\n".join(
        f"<section><h2>{html.escape(heading)}</h2><ul>"
        + "".join(
            f"<li>{html.escape(sentence)} <code>{html.escape(rule)}</code></li>"
            for rule, sentence in entries
        )
        + "</ul></section>"
        for heading, entries in topics(rules(game)).items()
    )
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}: the rules in brief</title>
<style>{STYLE}</style></head>
<body>
<button type="button" onclick="window.print()">Print</button>
<h1>{title}: the rules in brief</h1>
<p class="lead">Every rule the arkbook board checks, in the rulebook's words. The code after each
one is the rule's name, which the board shows when it refuses a move.</p>
<div class="topics">
{sections}
</div>
</body></html>
"""


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in GAMES:
        print(f"usage: python -m arkbook.printable {{{'|'.join(GAMES)}}}", file=sys.stderr)
        return 2
    sys.stdout.write(rules_page(argv[0]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
