"""The picture of an Ark of Animals position: each player's ark, with grain, columns, multipliers.

Each ark is drawn as ``board.json`` describes it: five columns of flat-topped hexagons (3, 3, 4,
3, 3 spaces, numbered 1-16 column by column), neighbouring columns offset by half a hexagon, so
the spaces that touch on the drawing are the ones the scoring steps call adjacent. A tile shows
its species, class (also its colour) and size (the number of symbols on the real tile); a
predator has ``⚔`` and a thick edge. The column being filled is marked ``▼``; at Grand Master the
outer columns carry their ``×2``. Marks go on spaces, keyed ``"<player> <space>"``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from arkbook.ark_of_animals.data import BOARD, CLASS_COLOURS, SPECIES_BY_NAME
from arkbook.pictures.base import (
    Mark,
    Picture,
    esc,
    hexagon,
    legend_html,
    legend_text,
    marks_at,
    svg_title,
    wrap,
)

if TYPE_CHECKING:
    from arkbook.ark_of_animals.engine import ArkOfAnimals
    from arkbook.game import Move

HEX_W = 104
HEX_H = HEX_W * 0.8660254
STEP_X = HEX_W * 0.75
TOP = 46  # room for the column headings
LEFT = 8
#: Solid tile colours with the text colour that reads on each (the class is written too).
TILE_INK = {"green": ("#1b5e20", "#fff"), "yellow": ("#f2d024", "#111"),
            "red": ("#b71c1c", "#fff"), "blue": ("#0d47a1", "#fff")}  # fmt: skip


def draw(game: ArkOfAnimals, marks: Sequence[Mark] = (), player: str | None = None) -> Picture:
    """The picture of ``game`` as ``player`` sees it (None: everything), with ``marks``."""
    view = game.view(player)
    at = marks_at(marks)
    title = f"Ark of Animals — {game.prompt}"
    arks = "".join(_player_html(view, p, at) for p in view["players"])
    body = (
        f'<div class="ab-sub">{esc(_table_line(view))}</div>'
        f'<div class="ab-flex">{arks}</div>'
        '<div class="ab-sub">Key: ⚔ predator · size = symbols on the tile · '
        "▼ the column being filled · grain: a grain marker</div>" + legend_html(marks)
    )
    lines = [title, _table_line(view)]
    for p in view["players"]:
        lines += _player_text(p, at)
    lines += legend_text(marks)
    return Picture(wrap("ark-of-animals", title, body), "\n".join(lines))


def _table_line(view: dict[str, Any]) -> str:
    glass = view["sandglass"]
    if glass["run_out"]:
        sand = "the sand has run out"
    elif glass["turned_by"]:
        sand = (
            f"sandglass turned by {glass['turned_by']}, "
            f"runs out at {glass['runs_out_at_ms'] / 1000:g} s"
        )
    else:
        sand = "sandglass not turned yet"
    table = ", ".join(view["table"]) or "none"
    totals = view["scores"]["totals"]
    score = (
        " · points so far: " + ", ".join(f"{p} {v}" for p, v in totals.items())
        if view["results"]
        else ""
    )
    return (
        f"pool: {view['pool']['count']} face down · face up on the table: {table} · {sand}{score}"
    )


def _player_line(p: dict[str, Any]) -> str:
    column = "ark full" if p["column"] is None else f"filling column {p['column']}"
    hand = p["hand"] or "nothing"
    return (
        f"{p['name']} ({p['level']}): holds {hand} · {column} · "
        f"{p['filled']} of {p['spaces']} spaces filled" + (" · finished" if p["finished"] else "")
    )


def _tile(tile: str | None) -> tuple[str, str, str, str, str]:
    """(name line, class line, size line, fill, ink) for what lies on a space."""
    if tile is None:
        return "", "", "", "none", "currentColor"
    if tile == "grain":
        return "grain", "marker", "", "rgba(200,150,40,.35)", "currentColor"
    if tile == "face down":
        return "face down", "", "", "rgba(127,127,127,.3)", "currentColor"
    species = SPECIES_BY_NAME[tile.lower()]
    fill, ink = TILE_INK[CLASS_COLOURS[species.cls]]
    size = f"size {species.size}" + (" ⚔" if species.predator else "")
    return species.name, species.cls, size, fill, ink


def _player_html(view: dict[str, Any], p: dict[str, Any], at: dict[str, Mark]) -> str:
    width = LEFT * 2 + STEP_X * 4 + HEX_W
    height = TOP + HEX_H * 4 + 6
    grand = p["level"] == "Grand Master"
    parts = []
    for c in range(5):
        cx = LEFT + HEX_W / 2 + c * STEP_X
        head = f"▼ {c + 1}" if p["column"] == c + 1 else f"{c + 1}"
        parts.append(
            f'<text x="{cx:.1f}" y="18" text-anchor="middle" font-weight="700">{head}</text>'
        )
        if grand:
            weight = BOARD.gm_weight[BOARD.columns[c][0]]
            parts.append(
                f'<text x="{cx:.1f}" y="36" text-anchor="middle">×{weight}</text>'
                if weight
                else f'<text x="{cx:.1f}" y="36" text-anchor="middle">middle</text>'
            )
    for s, tile in enumerate(p["ark"]):
        cx = LEFT + HEX_W / 2 + BOARD.column_of[s] * STEP_X
        cy = TOP + HEX_H / 2 + BOARD.row_of[s] * HEX_H / 2
        mark = at.get(f"{p['name']} {s + 1}")
        name, cls, size, fill, ink = _tile(tile)
        predator = "⚔" in size
        stroke = "currentColor"
        extra = ' stroke-opacity=".6"'
        if mark is not None:
            stroke = "#2e8b3a" if mark.allowed else "#d0453b"
            extra = ' stroke-width="4"' + ("" if mark.allowed else ' stroke-dasharray="8 4"')
        elif predator:
            extra = ' stroke-width="4"'
        label = f"space {s + 1}" + (f": {tile}" if tile else ": empty")
        number = f"{s + 1}" + ("" if mark is None else f" {mark.sign}")
        lines = [(number, -27, "400"), (name, -9, "700"), (cls, 9, "400"), (size, 27, "400")]
        texts = "".join(
            f'<text x="{cx:.1f}" y="{cy + dy + 5:.1f}" text-anchor="middle" '
            f'style="fill:{ink}" font-weight="{wt}">{esc(t)}</text>'
            for t, dy, wt in lines
            if t
        )
        parts.append(
            f"<g>{svg_title(mark, label)}"
            f'<polygon points="{hexagon(cx, cy, HEX_W - 3)}" fill="{fill}" '
            f'stroke="{stroke}"{extra}/>{texts}</g>'
        )
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" role="img" '
        f'aria-label="{esc(p["name"])}\'s ark">{"".join(parts)}</svg>'
    )
    return (
        f'<div style="width:{width:.0f}px"><div class="ab-sub"><b>{esc(_player_line(p))}</b>'
        f"</div>{svg}</div>"
    )


def _player_text(p: dict[str, Any], at: dict[str, Mark]) -> list[str]:
    lines = [_player_line(p)]
    for c, spaces in enumerate(BOARD.columns):
        cells = []
        for s in spaces:
            tile = p["ark"][s]
            mark = at.get(f"{p['name']} {s + 1}")
            sign = "" if mark is None else f" {mark.sign}"
            cells.append(f"{s + 1}{sign} {tile or '·'}")
        arrow = "▼" if p["column"] == c + 1 else " "
        lines.append(f"  {arrow}column {c + 1}: " + ", ".join(cells))
    return lines


def words(game: ArkOfAnimals, move: Move) -> str:
    """A move of Ark of Animals told in plain words."""
    from arkbook.ark_of_animals.moves import Leave, Place, Reveal, Take, Wait

    who = move.player
    if isinstance(move, Place):
        return f"{who} puts the tile in hand on space {move.space} of the ark"
    if isinstance(move, Reveal):
        return f"{who} turns a face-down tile of the pool over"
    if isinstance(move, Take):
        return f"{who} takes the face-up {move.species} from the table"
    if isinstance(move, Leave):
        return f"{who} leaves the tile in hand face up on the table"
    if isinstance(move, Wait):
        return f"{who} waits a moment"
    return str(move)
