"""The picture of an Ark of Animals position: each player's ark, with grain, columns, multipliers.

Each ark is drawn as ``board.json`` describes it: five columns of flat-topped hexagons (3, 3, 4,
3, 3 spaces, numbered 1-16 column by column), neighbouring columns offset by half a hexagon, so
the spaces that touch on the drawing are the ones the scoring steps call adjacent. A tile shows
its species, class (also its colour) and size (the number of symbols on the real tile); a
predator has ``⚔`` and a thick edge. The column being filled is marked ``▼``; at Grand Master the
outer columns carry their ``×2``. Marks go on spaces, keyed ``"<player> <space>"``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from arkbook.ark_of_animals.data import BOARD, CLASS_COLOURS, SPECIES, SPECIES_BY_NAME
from arkbook.ark_of_animals.scoring import GRAIN
from arkbook.errors import ArkbookError
from arkbook.game import seat_entry
from arkbook.pictures.base import (
    Mark,
    Picture,
    esc,
    hexagon,
    inline_styles,
    legend_html,
    legend_text,
    marks_at,
    seen_by,
    table,
    text_table,
    wrap,
)
from arkbook.rule_ids import rule_ids_html, with_rule_id

if TYPE_CHECKING:
    from arkbook.ark_of_animals.engine import ArkOfAnimals
    from arkbook.ark_of_animals.scoring import ArkScore, RoundScore
    from arkbook.game import Move

HEX_W = 104
HEX_H = HEX_W * 0.8660254
STEP_X = HEX_W * 0.75
TOP = 46  # room for the column headings
LEFT = 8
#: One ark's drawing, edge to edge.
ARK_WIDTH = LEFT * 2 + STEP_X * 4 + HEX_W
#: Solid tile colours with the text colour that reads on each (the class is written too).
#: The box of words on each hexagon (it fits inside the hexagon's flat sides).
BOX_W, BOX_H = 80, 78
#: The longest word of a mark drawn on its space beside the number ("16 ✘ double" fits).
CELL_WORD_CHARS = 6
#: Trusted, the boxes are see-through over the hexagons; untrusted, this style is removed and
#: the boxes' own inline colours and borders draw the spaces.
ARK_STYLE = (
    "<style>.arkbook-pic .ab-space{background:transparent!important;"
    "border-color:transparent!important}</style>"
)
TILE_INK = {"green": ("#1b5e20", "#fff"), "yellow": ("#f2d024", "#111"),
            "red": ("#b71c1c", "#fff"), "blue": ("#0d47a1", "#fff")}  # fmt: skip


#: What the view shows on a space whose tile is face down to the viewer.
FACE_DOWN = "face down"
#: How the text form says a space with no tile (and no grain marker) on it.
EMPTY_SPACE = "empty"


def draw(
    game: ArkOfAnimals,
    marks: Sequence[Mark] = (),
    player: str | None = None,
    leave_out: Collection[str] = (),
) -> Picture:
    """The picture of ``game`` as ``player`` sees it (None: what everyone may see), with ``marks``;
    ``leave_out`` names players whose arks the scene is not about."""
    unknown = set(leave_out) - set(game.players)
    if unknown:
        raise ArkbookError(
            f"an Ark of Animals picture leaves out players' arks only; {sorted(unknown)} "
            f"{'is' if len(unknown) == 1 else 'are'} not playing ({list(game.players)})"
        )
    view = seen_by(game, player)
    view = {**view, "players": [p for p in view["players"] if p["name"] not in leave_out]}
    at = marks_at(marks)
    title = f"Ark of Animals — {game.prompt}"
    arks = "".join(_player_html(view, p, at) for p in view["players"])
    body = (
        f'<div class="ab-sub">{esc(_table_line(view))}</div>'
        f'<div class="ab-flex">{arks}</div>'
        '<div class="ab-sub">Key: ⚔ predator · size = symbols on the tile · '
        "▼ the column being filled · grain: a grain marker</div>" + legend_html(marks)
    )
    lines = [title, *table_text(view, at)]
    lines += legend_text(marks)
    return Picture(inline_styles(wrap("ark-of-animals", title, ARK_STYLE + body)), "\n".join(lines))


def table_text(
    view: dict[str, Any], at: dict[str, Mark] | None = None, score: bool = True
) -> list[str]:
    """The table in text, as ``view`` shows it: the pool, the face-up tiles, the sandglass
    (``score``: and the points so far), then each player's hand and ark space by space
    (face-down tiles said face down). The picture's text and the race board's text form (a
    screen reader, a static render) say it alike; the board, whose text says the score on a
    line of its own, leaves the points out (a round-57 learner read them twice)."""
    lines = [_table_line(view, score)]
    for p in view["players"]:
        lines += _player_text(p, at or {})
    return lines


def _table_line(view: dict[str, Any], score: bool = True) -> str:
    glass = view["sandglass"]
    if view.get("over"):
        # The last round's arks stay on the table, but its sandglass says nothing more: a
        # learner read "runs out at 62.5 s" under "Game over".
        sand = "the game is over"
    elif glass["run_out"]:
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
    points = (
        " · points so far: " + ", ".join(f"{p} {v}" for p, v in totals.items())
        if score and view["results"] and not view.get("over")  # over: the final score says it
        else ""
    )
    return (
        f"pool: {view['pool']['count']} face down · face up on the table: {table} · {sand}{points}"
    )


def _player_line(p: dict[str, Any]) -> str:
    column = "ark full" if p["column"] is None else f"filling column {p['column']}"
    hand = p["hand"] or "nothing"
    return f"{p['name']} ({p['level']}): holds {hand} · {column} · {_filled_words(p)}" + (
        " · finished" if p["finished"] else ""
    )


def _filled_words(p: dict[str, Any]) -> str:
    """ "12 of 16 spaces filled (3 by grain)": a grain space counts as filled, as the lesson
    and ruling 2 say, so the total is always the ark's 16 spaces."""
    grain = len(p["ark"]) - p["spaces"]
    by_grain = f" ({grain} by grain)" if grain else ""
    return f"{p['filled'] + grain} of {len(p['ark'])} spaces filled{by_grain}"


def _tile(tile: str | None) -> tuple[str, str, str, str, str]:
    """(name line, class line, size line, fill, ink) for what lies on a space."""
    if tile is None:
        return "", "", "", "none", "currentColor"
    if tile == "grain":
        return "grain", "marker", "", "rgba(200,150,40,.35)", "currentColor"
    if tile == FACE_DOWN:
        return FACE_DOWN, "", "", "rgba(127,127,127,.3)", "currentColor"
    species = SPECIES_BY_NAME[tile.lower()]
    fill, ink = TILE_INK[CLASS_COLOURS[species.cls]]
    size = f"size {species.size}" + (" ⚔" if species.predator else "")
    return species.name, species.cls, size, fill, ink


def _player_html(
    view: dict[str, Any], p: dict[str, Any], at: dict[str, Mark], line: str | None = None
) -> str:
    """One ark: the hexagons in SVG (shapes only), every word on them in HTML laid over them.

    A notebook opened with its saved outputs is untrusted, and JupyterLab then removes every SVG
    element and ``<style>`` block but keeps their text, so SVG ``<text>`` and ``<title>`` would
    fall out as one run-on line. The words are therefore HTML boxes placed with inline styles
    (which survive), each carrying its own colour and border; the tooltip is a ``title``
    attribute. Trusted, ``ARK_STYLE`` makes the boxes transparent over the hexagons; untrusted,
    the boxes alone still draw the ark, column by column, each space readable.
    """
    width = ARK_WIDTH
    height = TOP + HEX_H * 4 + 6
    grand = p["level"] == "Grand Master"
    shapes, words = [], []
    for c in range(5):
        left = LEFT + c * STEP_X
        head = f"▼ {c + 1}" if p["column"] == c + 1 else f"{c + 1}"
        if grand:
            weight = BOARD.gm_weight[BOARD.columns[c][0]]
            head += f" · ×{weight}" if weight else " · middle"
        words.append(
            f'<div style="position:absolute;left:{left:.0f}px;top:8px;width:{HEX_W:.0f}px;'
            f'text-align:center;font-weight:700">{esc(head)}</div>'
        )
    for s, tile in enumerate(p["ark"]):
        cx = LEFT + HEX_W / 2 + BOARD.column_of[s] * STEP_X
        cy = TOP + HEX_H / 2 + BOARD.row_of[s] * HEX_H / 2
        mark = at.get(f"{p['name']} {s + 1}")
        name, cls, size, fill, ink = _tile(tile)
        predator = "⚔" in size
        stroke, border = "currentColor", "1px solid rgba(127,127,127,.6)"
        extra = ' stroke-opacity=".6"'
        if mark is not None:
            stroke = "#2e8b3a" if mark.allowed else "#d0453b"
            extra = ' stroke-width="4"' + ("" if mark.allowed else ' stroke-dasharray="8 4"')
            border = f"3px {'solid' if mark.allowed else 'dashed'} {stroke}"
        elif predator:
            extra, border = ' stroke-width="4"', "3px solid currentColor"
        shapes.append(
            f'<polygon points="{hexagon(cx, cy, HEX_W - 3)}" fill="{fill}" '
            f'stroke="{stroke}"{extra}/>'
        )
        label = f"space {s + 1}" + (f": {tile}" if tile else ": empty")
        tip = label if mark is None else f"{label} — {mark.sign} {mark.reason}"
        number = f"{s + 1}" + _on_space(mark)
        lines = "".join(
            f'<div style="font-weight:{wt}{_fit(t, wt)}">{esc(t)}</div>'
            for t, wt in ((number, 400), (name, 700), (cls, 400), (size, 400))
            if t
        )
        back = "transparent" if fill == "none" else fill
        words.append(
            f'<div class="ab-space" title="{esc(tip)}" style="position:absolute;'
            f"left:{cx - BOX_W / 2:.0f}px;top:{cy - BOX_H / 2:.0f}px;width:{BOX_W}px;"
            f"height:{BOX_H}px;text-align:center;line-height:18px;color:{ink};"
            f'background:{back};border:{border};border-radius:8px;overflow:hidden">'
            f"{lines}</div>"
        )
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" aria-hidden="true" '
        f'style="position:absolute;left:0;top:0">{"".join(shapes)}</svg>'
    )
    return (
        f'<div style="width:{width:.0f}px"><div class="ab-sub">'
        f"<b>{esc(line or _player_line(p))}</b></div>"
        f'<div role="group" aria-label="{esc(p["name"])}\'s ark" style="position:relative;'
        f'width:{width:.0f}px;height:{height:.0f}px">{svg}{"".join(words)}</div></div>'
    )


def _on_space(mark: Mark | None) -> str:
    """A mark on its space, after the number: the sign, and its word if it fits the box
    ("✘ eaten", "✘ double"; a review's "your move" is left to the legend)."""
    if mark is None:
        return ""
    word = mark.word if len(mark.word) <= CELL_WORD_CHARS else ""
    return f" {mark.sign} {word}".rstrip()


def _fit(words: str, weight: int) -> str:
    """A smaller font for a long bold name, so that "Chameleon" or "Salamander" fits its
    80 px box whole instead of being cut ("Chameleo"), and for a number with its mark's word
    ("12 ✘ eaten"), which otherwise wraps and pushes the size out of the box."""
    long = len(words) > 8 if weight == 700 else "✘ " in words or "✔ " in words
    return ";font-size:12px;letter-spacing:-.2px" if long else ""


def _player_text(p: dict[str, Any], at: dict[str, Mark], line: str | None = None) -> list[str]:
    """A player's line, then their ark column by column; an ark with nothing on it and no
    mark is its line alone ("0 of 16 spaces filled"), not sixteen empty spaces."""
    lines = [line or _player_line(p)]
    if not any(p["ark"]) and not any(key.startswith(f"{p['name']} ") for key in at):
        return lines
    for c, spaces in enumerate(BOARD.columns):
        arrow = "▼" if p["column"] == c + 1 else " "
        lines.append(f"  {arrow}column {c + 1}: " + ", ".join(_cells_text(p, spaces, at)))
    return lines


def _cells_text(p: dict[str, Any], spaces: Sequence[int], at: dict[str, Mark]) -> list[str]:
    """A column's spaces in words ("4 Owl", "5 ✘ empty"); unmarked empty or face-down spaces
    side by side are said once for the run ("1-3 face down", "4-6 empty"), as a glance at the
    ark takes them in."""
    cells: list[str] = []
    run: list[int] = []
    run_says = ""
    for s in [*spaces, None]:
        tile = None if s is None else p["ark"][s]
        says = EMPTY_SPACE if tile is None else tile
        mark = None if s is None else at.get(f"{p['name']} {s + 1}")
        if run and (s is None or mark is not None or says != run_says):
            cells.append(f"{run[0]}{'' if len(run) == 1 else f'-{run[-1]}'} {run_says}")
            run = []
        if s is None:
            break
        if says in (FACE_DOWN, EMPTY_SPACE) and mark is None:
            run.append(s + 1)
            run_says = says
            continue
        sign = "" if mark is None else f" {mark.sign}"
        why = f" ({mark.word})" if mark is not None and mark.word else ""
        cells.append(f"{s + 1}{sign} {says}{why}")
    return cells


def words(game: ArkOfAnimals, move: Move) -> str:
    """A move of Ark of Animals told in plain words, in the position it is played from."""
    from arkbook.ark_of_animals.moves import Leave, Place, Reveal, Take, Wait

    who = move.player
    if isinstance(move, Place):
        return f"{who} puts {_in_hand(game, who)} on space {move.space} of the ark"
    if isinstance(move, Reveal):
        return f"{who} turns a face-down tile of the pool over"
    if isinstance(move, Take):
        return f"{who} takes the face-up {move.species} from the table"
    if isinstance(move, Leave):
        return f"{who} leaves {_in_hand(game, who)} face up on the table"
    if isinstance(move, Wait):
        return f"{who} waits a moment"
    return str(move)


def _in_hand(game: ArkOfAnimals, player: str) -> str:
    """The tile in ``player``'s hand by name: a tile in hand is face up, seen by all. A
    round-55 hint to put "the tile in hand" on space 14 hid that it was a Wolf, which would
    eat the learner's Toad."""
    tile = seat_entry(game.view(player), player)["hand"]
    return "the tile in hand" if tile is None else f"the {tile} in hand"


# ------------------------------------------------------------------ a scored round
#: The five steps as a scoring lesson names them, with the sentence each step follows.
SCORED_STEPS = (
    ("grain", "1 grain", "aoa.score.grain"),
    ("predators", "2 predators", "aoa.score.predators"),
    ("balance", "3 balance", "aoa.score.balance"),
    ("animals", "4 doubles removed, 1 point per animal", "aoa.score.animals"),
    ("bonuses", "5 bonuses", "aoa.score.order"),
)


def draw_round(result: RoundScore, player: str | None = None) -> Picture:
    """A scored round: each ark face up, every tile the steps removed marked ✘ with the reason,
    and under it the points of each step (``player``: that ark only).

    Nothing is decided here: what was eaten, weighed and kept is the engine's
    :class:`~arkbook.ark_of_animals.scoring.RoundScore`; the picture only says it on the ark.
    """
    arks = [a for a in result.arks if player is None or a.player == player]
    first = f"; {result.first} filled the ark first" if result.first else ""
    title = f"Round {result.round_no} scored, in the rulebook's order{first}"
    marks = [m for a in arks for m in _removals(a)]
    at = marks_at(marks)
    html_parts, lines = [], [title]
    for a in arks:
        p = {"name": a.player, "level": a.level, "column": None, "ark": _names_of(a)}
        line = f"{a.player} ({a.level}): {a.total} points"
        # The box is as wide as the ark, so that the steps' sentences wrap under it instead
        # of widening it past the picture's 900 px.
        html_parts.append(
            f'<div class="ab-box" style="flex:0 1 auto;width:{ARK_WIDTH + 14:.0f}px;'
            'max-width:100%">' + _player_html({}, p, at, line) + _steps_html(a) + "</div>"
        )
        lines += _player_text(p, at, line)
        lines += ["  " + t for t in _step_lines(a)]
    body = (
        f'<div class="ab-flex">{"".join(html_parts)}</div>'
        '<div class="ab-sub">Key: ✘ a tile or grain marker the scoring removes, with why · '
        "⚔ predator · size = symbols on the tile</div>" + legend_html(marks)
    )
    lines += legend_text(marks)
    return Picture(inline_styles(wrap("ark-of-animals", title, ARK_STYLE + body)), "\n".join(lines))


def _names_of(a: ArkScore) -> list[str | None]:
    """What lies on each space when the tiles are turned face up."""
    from arkbook.ark_of_animals.scoring import tile_name

    return [tile_name(t) for t in a.ark]


def _removals(a: ArkScore) -> list[Mark]:
    """A ✘ on each grain marker eaten, each animal eaten and each double, saying why, and
    named on the space ("✘ eaten", "✘ double"): a learner read the same bare ✘ on an eaten
    Pigeon and a second Fox as one reason."""
    names = _names_of(a)

    def who(spaces: tuple[int, ...]) -> str:
        return " and ".join(f"the {names[b]} on space {b + 1}" for b in spaces)

    marks = [
        Mark(f"{a.player} {g + 1}", False, f"grain eaten by {who(by)}: -2", "aoa.score.grain",
             f"{a.player}, space {g + 1}", "eaten")
        for g, by in a.grain_eaten
    ]  # fmt: skip
    marks += [
        Mark(f"{a.player} {s + 1}", False, f"the {names[s]} is eaten by {who(by)}",
             "aoa.score.predators", f"{a.player}, space {s + 1}", "eaten")
        for s, by in a.eaten
    ]  # fmt: skip
    marks += [
        # Ruling 12: the lowest-numbered stays; "a second Deer" read as wrong on the Deer placed
        # first, on a higher space (round 63), and "the lowest space stays" as a rule that
        # position matters (round 65): no point depends on which one stays.
        Mark(f"{a.player} {s + 1}", False,
             f"a double: one {names[s]} stays; which one does not matter",
             "aoa.score.doubles", f"{a.player}, space {s + 1}", "double")
        for s in a.doubles
    ]  # fmt: skip
    return marks


def _safe(a: ArkScore) -> list[str]:
    """What the predator step left alone beside a predator, and why (the engine ate every
    herbivore it could, so a herbivore left beside a predator is the bigger one)."""
    eaten = {s for s, _ in a.eaten}
    out, predator_pairs = [], False
    for s, tile in enumerate(a.ark):
        if tile < 0 or s in eaten:
            continue
        beside = [n for n in BOARD.neighbours[s] if a.ark[n] >= 0 and SPECIES[a.ark[n]].predator]
        if beside and SPECIES[tile].predator:
            predator_pairs = True
        elif beside:
            hunters = " and ".join(f"the {SPECIES[a.ark[n]].name}" for n in beside)
            out.append(f"the {SPECIES[tile].name} (size {SPECIES[tile].size}) beside {hunters}")
    said = [f"safe because bigger: {', '.join(out)}"] if out else []
    if predator_pairs:
        said.append("predators side by side do not eat each other")
    return said


def _step_lines(a: ArkScore) -> list[str]:
    """Each step's points and what it did, with the rules it follows (in text while ids are
    shown in text: :func:`~arkbook.rule_ids.with_rule_id`)."""
    return [with_rule_id(line, *rules) for line, rules in _steps(a)]


def _steps(a: ArkScore) -> list[tuple[str, tuple[str, ...]]]:
    """Each step's line ("1 grain: +0 · no grain markers on this ark") and its rules."""
    markers = sum(1 for t in a.ark if t == GRAIN)
    grain = (
        f"{len(a.grain_eaten)} of {markers} grain markers eaten"
        if markers
        else "no grain markers on this ark"
    )
    eaten = ", ".join(SPECIES[a.ark[s]].name for s, _ in a.eaten) or "nobody"
    safe = _safe(a)
    predators = f"eaten: {eaten}" + (f"; {'; '.join(safe)}" if safe else "")
    said: dict[str, tuple[str, tuple[str, ...]]] = {
        "grain": (grain, ("aoa.score.grain",)),
        "predators": (
            predators,
            ("aoa.score.predators", *(("aoa.score.predators-safe",) if safe else ())),
        ),
        "balance": _balance_said(a),
        "animals": _animals_said(a),
        "bonuses": _bonuses_said(a),
    }
    lines = [
        (f"{label}: {_step_points(a, key)} · {said[key][0]}", said[key][1])
        for key, label, _ in SCORED_STEPS
    ]
    return [*lines, (f"total: {a.total}", ("aoa.score.order",))]


def _step_points(a: ArkScore, key: str) -> str:
    """A step's points; eating has none of its own, so its line says where its cost shows (a
    learner read "2 predators: +0" beside two animals eaten, and a round-52 learner read
    "2 animals fewer in step 4" as a second removal)."""
    n = len(a.eaten)
    if key == "predators" and n:
        return f"{n} eaten (gone before step 4)"
    return f"{a.points[key]:+d}"


def _balance_said(a: ArkScore) -> tuple[str, tuple[str, ...]]:
    if a.balance is None:
        return "not counted at this level", ()
    left, right = a.balance
    rule = "aoa.score.grand-master" if a.level == "Grand Master" else "aoa.score.balance"
    said = (
        f"left side {left}, right side {right} (each animal weighs its size; the middle "
        "column is not weighed"
        + ("; the outer columns count double" if a.level == "Grand Master" else "")
        + ")"
    )
    return said, ("aoa.score.balance-sides", "aoa.score.balance-weight", rule)


def _animals_said(a: ArkScore) -> tuple[str, tuple[str, ...]]:
    doubles = ", ".join(SPECIES[a.ark[s]].name for s in a.doubles)
    kept = len(a.kept)
    animals = f"{kept} animal{'' if kept == 1 else 's'} kept" + (
        f", doubles removed: {doubles}" if doubles else ""
    )
    return animals, ("aoa.score.doubles", "aoa.score.animals")


def _bonuses_said(a: ArkScore) -> tuple[str, tuple[str, ...]]:
    """Step 5's bonuses, each with the rule its points come from (ruling 13)."""
    bonus: list[tuple[str, str]] = []
    if a.bonus_first:
        bonus.append((f"first to finish +{a.bonus_first}", "aoa.bonus.first"))
    if a.bonus_mammals:
        bonus.append((f"most mammals ({a.mammals}) +{a.bonus_mammals}", "aoa.bonus.mammals"))
    bonus += [(f"all three {cls}s +2", "aoa.bonus.sets") for cls in a.sets]
    rules = tuple(dict.fromkeys(rule for _, rule in bonus))
    return ", ".join(said for said, _ in bonus) or "none", rules


def _steps_html(a: ArkScore) -> str:
    rows = [rule_ids_html(esc(line), *rules) for line, rules in _steps(a)]
    return f'<ul class="ab-list">{"".join(rows)}</ul>'


def tile_table() -> Picture:
    """Every species of the 84 tiles: class (and colour), diet, size and copies, by class."""
    head = ["species", "class (colour)", "diet", "size", "copies"]
    order = ("mammal", "bird", "reptile", "amphibian")
    found = sorted(SPECIES, key=lambda s: (order.index(s.cls), s.predator, -s.size, s.name))
    rows = [
        [s.name, f"{s.cls} ({CLASS_COLOURS[s.cls]})", "predator ⚔" if s.predator else "herbivore",
         str(s.size), str(s.copies)]
        for s in found
    ]  # fmt: skip
    total = sum(s.copies for s in SPECIES)
    title = f"The {total} animal tiles: {len(SPECIES)} species"
    # Words read from the left: a notebook's own table style would right-align every cell.
    left = '<span style="display:block;text-align:left">{}</span>'
    cells = [[left.format(esc(c)) if i < 3 else esc(c) for i, c in enumerate(r)] for r in rows]
    body = table([left.format(h) if i < 3 else h for i, h in enumerate(head)], cells, 3)
    return Picture(
        inline_styles(wrap("ark-of-animals", title, body)),
        "\n".join([title, *text_table(head, rows)]),
    )


def _spot(k: int, count: int) -> str:
    """Where the ``k``-th space of a column of ``count`` lies: the middle column's four have
    two middles, told apart (a learner read spaces 8 and 9 both as "column 3, middle")."""
    if k == 0:
        return "top"
    if k == count - 1:
        return "bottom"
    if count == 3:
        return "middle"
    return "upper middle" if k == 1 else "lower middle"


def adjacency_table() -> Picture:
    """The ark drawn with its space numbers, then every space with the spaces it touches.

    The rulebook has no drawing of the board, so a learner cannot check the engine's hexagons
    against a printed one: this table states the whole adjacency the scoring uses (predators
    and grain), where a picture of a few spaces' neighbours would leave the rest to be worked out.
    The drawing comes first, in the text form too (:func:`ark_sketch`): a learner reading the
    lesson as text saw only tables, and no ark. It is the board as arkbook prints it, with the
    marks a player board carries (the grain spaces and the Grand Master's ×2), since a learner
    at a real table asked where those lie.
    """
    head = ["space", "where", "touches"]
    rows = []
    for c, spaces in enumerate(BOARD.columns):
        for k, s in enumerate(spaces):
            where = f"column {c + 1}, {_spot(k, len(spaces))}"
            touches = ", ".join(str(n + 1) for n in sorted(BOARD.neighbours[s]))
            rows.append([str(s + 1), where, touches])
    title = "Which spaces touch: all 16 spaces of the ark"
    left = '<span style="display:block;text-align:left">{}</span>'
    cells = [[left.format(esc(c)) for c in r] for r in rows]
    printed = {
        "name": "Noah",
        "level": "Grand Master",
        "column": None,
        "ark": ["grain" if s in PRINTED_GRAIN else None for s in range(BOARD.size)],
    }
    drawing = _player_html({}, printed, {}, printed_marks("A grain marker"))
    body = (
        ARK_STYLE
        + f'<div class="ab-flex">{drawing}<div>{table([left.format(h) for h in head], cells, 3)}'
        + "</div></div>"
    )
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(2)]
    text = [f"{r[0]:<{widths[0]}}  {r[1]:<{widths[1]}}  {r[2]}" for r in [head, *rows]]
    sketch = [*ark_sketch(), printed_marks("* grain space")]
    return Picture(
        inline_styles(wrap("ark-of-animals", title, body)), "\n".join([title, *sketch, *text])
    )


def _spaces(spaces: Sequence[int]) -> str:
    """ "10, 13 and 14": space indices as the board numbers them."""
    numbers = [str(s + 1) for s in sorted(spaces)]
    return numbers[0] if len(numbers) == 1 else f"{', '.join(numbers[:-1])} and {numbers[-1]}"


#: The spaces a player board marks for grain: the last round's, which holds every earlier
#: round's too (``board.json`` checks it).
PRINTED_GRAIN = frozenset(BOARD.grain[max(BOARD.grain)])


def printed_marks(grain: str) -> str:
    """What the printed marks on the ark mean, under its drawing and its sketch, the grain
    spaces named as each shows them (``grain``: the sketch's "* grain space", the drawing's
    "grain marker")."""
    rounds = "; ".join(
        f"{'space ' if len(g) == 1 else ''}{_spaces(g)} in round {r}"
        for r, g in sorted(BOARD.grain.items())
        if g
    )
    return (
        f"{grain} (Expert and above): {rounds}. Balance (Master up): each column's sizes count "
        "once, the middle's not at all; Grand Master doubles ×2 columns."
    )


#: How many characters wide a column is in :func:`ark_sketch`, and its line labels.
_SKETCH_COLUMN = 6
_SKETCH_LABEL = 14


def ark_sketch() -> list[str]:
    """The ark in text: each space's number where its hexagon lies, a column's spaces one
    line apart and a neighbouring column's half a line lower or higher (BOARD's rows count
    half hexagons), so that touching spaces sit side by side as on the drawing. Over the
    columns, their weights in the balance, a line for each level that weighs: a round-58
    learner playing Master read the Grand Master weights as theirs, and a round-62 learner
    read "×1 ... at Grand Master" as columns that count only then. A grain space has a ``*``
    (:func:`printed_marks`)."""
    at = {(BOARD.column_of[s], BOARD.row_of[s]): s for s in range(BOARD.size)}
    outer = [BOARD.gm_weight[BOARD.columns[c][0]] for c in range(5)]
    weights = {"Master": [min(w, 1) for w in outer], "Grand Master": outer}
    lines = ["column".ljust(_SKETCH_LABEL) + _sketch_row(str(c + 1) for c in range(5))]
    for level, weighs in weights.items():
        lines.append(
            level.ljust(_SKETCH_LABEL) + _sketch_row(f"×{w}" if w else "-" for w in weighs)
        )
    for row in range(max(BOARD.row_of) + 1):
        cells = (_sketch_cell(at[c, row]) if (c, row) in at else "" for c in range(5))
        lines.append(" " * _SKETCH_LABEL + _sketch_row(cells))
    return [line.rstrip() for line in lines]


def _sketch_row(cells: Iterable[str]) -> str:
    """One line of the sketch, each cell (a column's head or a space) centred in its
    column."""
    return "".join(f"{c:^{_SKETCH_COLUMN}}" for c in cells)


def _sketch_cell(space: int) -> str:
    """ " [14]* ": a space's number centred in its column, a grain space's ``*`` just after it
    (centring the star too would move the number off its column)."""
    cell = f"{f'[{space + 1}]':^{_SKETCH_COLUMN}}"
    if space not in PRINTED_GRAIN:
        return cell
    star = cell.index("]") + 1
    return cell[:star] + "*" + cell[star + 1 :]
