"""Pictures the Ark Nova lessons need that a position's picture does not draw.

A position's picture (:mod:`arkbook.pictures.ark_nova`) draws the zoo maps, the Action-card rows
and the tracks as numbers. The lessons also need to show things that are not a position: how to
read an animal card, where the end of the game lies on the two tracks, how a Final Scoring card
turns into points, and the game's fixed tables (strength, reputation range, the map-edge
tokens, the special buildings, donations, universities, bonus tiles). Each function here returns
a :class:`~arkbook.pictures.base.Picture`: static HTML and SVG scoped under ``.arkbook-pic`` (no
script, readable in light and dark, because it draws in the theme's own text colour) and the
same content as text, which nbval compares. Every number comes from the engine's tables or the
deck, never from this module, so a picture cannot disagree with the rules it illustrates.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from arkbook.ark_nova import board
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.card_words import measure_words, requirement_words
from arkbook.ark_nova.cards import Animal, FinalCard, Project, Sponsor, teaching_deck
from arkbook.ark_nova.zoo import SPECIAL_CAPACITY
from arkbook.errors import ArkbookError
from arkbook.pictures.ark_nova import drawing, left_aligned, run_note
from arkbook.pictures.base import Picture, esc, table, text_table, words_table, wrap

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova

#: What the seven map-edge tokens uncover (the engine's words, one source for both).
TOKEN_WORDS = T.MAP_TOKEN_WORDS
UNIVERSITY_WORDS = {
    "reputation-hand": (
        "Reputation and hand limit",
        "+1 reputation; your hand limit at a break is 5",
    ),
    "science-reputation": ("Science and reputation", "1 science icon and +2 reputation"),
    "science-2": ("Two sciences", "2 science icons"),
}
REPUTATION_BONUS_WORDS = {
    "upgrade": "upgrade an Action card",
    "worker": "+1 association worker",
    "card": "take a card within range",
    "conservation": "+1 conservation",
    "x-token": "+1 X-token",
}


def _card(game: ArkNova, name_or_id: str) -> Animal:
    deck = game.deck
    card = deck.cards.get(name_or_id) or next(
        (c for c in deck.cards.values() if c.name.lower() == name_or_id.lower()), None
    )
    if not isinstance(card, Animal):
        raise ArkbookError(f"{name_or_id!r} is no animal card of this deck")
    return card


def _icons_words(names: Sequence[str]) -> str:
    counts = Counter(names)
    return ", ".join(f"{n}× {name}" if n > 1 else name for name, n in counts.items()) or "none"


def _conditions(card: Animal | Sponsor) -> str:
    return "; ".join(requirement_words(card.requires)) or "none"


def _home(card: Animal) -> str:
    if card.house == "petting-zoo":
        return "only in a Petting Zoo (it takes 1 of its 3 spaces)"
    where = f"an empty standard enclosure of size {card.size} or more"
    if card.house == "reptile-house":
        return f"{where}, or {card.size} of the 5 spaces of a Reptile House"
    if card.house == "aviary":
        return f"{where}, or {card.size} of the 5 spaces of a Large Bird Aviary"
    return where


def _beside(card: Animal) -> str:
    """The water and rock spaces the enclosure must touch, "1 water space", or "" for none."""
    parts = [f"{n} {what} space{'s' * (n > 1)}" for what, n in (("water", card.water),
             ("rock", card.rock)) if n]  # fmt: skip
    return " and ".join(parts)


def _surroundings(card: Animal) -> str:
    beside = _beside(card)
    return f"next to the enclosure: {beside}" if beside else "none"


def _effects(card: Animal | Sponsor) -> str:
    return "; ".join(e.describe() for e in card.effects) or "none"


def animal_card(game: ArkNova, name_or_id: str) -> Picture:
    """One animal card drawn with numbered callouts, and a key saying what each part means."""
    card = _card(game, name_or_id)
    parts = [
        ("Size", f"{card.size}: the enclosure must have at least {card.size} spaces"),
        ("Cost", f"{card.cost} money, 3 less per continent icon matching a partner zoo of yours"),
        ("Appeal", f"+{card.appeal} appeal the moment it moves in"),
        ("Continents", _icons_words(card.continents)),
        ("Categories", _icons_words(card.categories)),
        ("Water and rock", _surroundings(card)),
        ("Conditions", _conditions(card)),
        ("Effect", _effects(card)),
        ("Where it lives", _home(card)),
    ]
    title = f"How to read an animal card: {card.name}"
    svg = _card_svg(card)
    key = "".join(f"<li><b>{esc(k)}</b>: {esc(v)}</li>" for k, v in parts)
    stand_in = run_note("the card", "the list names each part")
    body = (
        f'<div class="ab-flex"><div>{drawing(svg, stand_in)}</div>'
        f'<ol class="ab-legend">{key}</ol></div>'
    )
    text = [title, *(f"{i}. {k}: {v}" for i, (k, v) in enumerate(parts, start=1))]
    return Picture(wrap("ark-nova-card", title, body), "\n".join(text))


def _callout(n: int, x: float, y: float) -> str:
    return (
        f'<circle cx="{x}" cy="{y}" r="11" fill="rgba(127,127,127,.3)" stroke="currentColor"/>'
        f'<text x="{x}" y="{y + 5}" text-anchor="middle" font-weight="700">{n}</text>'
    )


def _card_svg(card: Animal) -> str:
    """The card face: conditions on the left, cost and name on top, icons top right, the
    enclosure (size, water, rock) bottom left, appeal bottom right, the effect in between."""
    w, h = 340, 230
    icons = " ".join(
        [c.capitalize() for c in card.continents] + [c.capitalize() for c in card.categories]
    )
    cond = _conditions(card)
    lines = [
        f'<rect x="1" y="1" width="{w - 2}" height="{h - 2}" rx="12" fill="rgba(127,127,127,.1)" '
        'stroke="currentColor"/>',
        # the conditions strip on the left edge
        f'<rect x="1" y="40" width="34" height="{h - 96}" fill="rgba(127,127,127,.18)"/>',
        f'<text x="18" y="{h / 2 - 8}" text-anchor="middle" font-size="12">'
        f"{'—' if cond == 'none' else '!'}</text>",
        # cost (a coin) and the name
        '<circle cx="26" cy="24" r="17" fill="none" stroke="currentColor" stroke-width="2"/>',
        f'<text x="26" y="29" text-anchor="middle" font-weight="700">{card.cost}</text>',
        f'<text x="52" y="30" font-weight="700">{esc(card.name)}</text>',
        # icons, top right
        f'<text x="{w - 12}" y="58" text-anchor="end" font-size="12">{esc(icons)}</text>',
        # the effect band
        f'<rect x="44" y="{h - 120}" width="{w - 56}" height="40" rx="6" fill="none" '
        'stroke="currentColor" stroke-opacity=".5"/>',
        f'<text x="52" y="{h - 95}" font-size="12">{esc(_effects(card)[:44])}</text>',
        # the enclosure: size in a hexagon, water and rock beside it
        f'<polygon points="44,{h - 40} 54,{h - 58} 74,{h - 58} 84,{h - 40} 74,{h - 22} '
        f'54,{h - 22}" fill="none" stroke="currentColor" stroke-width="2"/>',
        f'<text x="64" y="{h - 35}" text-anchor="middle" font-weight="700">{card.size}</text>',
        f'<text x="96" y="{h - 35}" font-size="12">'
        f"{'≈' * card.water}{'▲' * card.rock or ''}</text>",
        # appeal, bottom right
        f'<rect x="{w - 64}" y="{h - 60}" width="52" height="40" rx="6" fill="none" '
        'stroke="currentColor" stroke-width="2"/>',
        f'<text x="{w - 38}" y="{h - 34}" text-anchor="middle" font-weight="700">'
        f"+{card.appeal}</text>",
    ]
    spots = [
        (64, h - 8),  # 1 size
        (26, 54),  # 2 cost
        (w - 38, h - 8),  # 3 appeal
        (w - 70, 80),  # 4 continents
        (w - 24, 80),  # 5 categories
        (112, h - 8),  # 6 water and rock
        (18, h / 2 + 16),  # 7 conditions
        (w - 16, h - 100),  # 8 effect
        (150, h - 40),  # 9 where it lives
    ]
    lines += [_callout(n, x, y) for n, (x, y) in enumerate(spots, start=1)]
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h + 14}" '
        f'viewBox="0 -2 {w} {h + 16}" role="img" aria-label="{esc(card.name)} card">'
        + "".join(lines)
        + "</svg>"
    )


# ------------------------------------------------------------------ the two tracks
def area_start(conservation: int) -> int:
    """The appeal value where conservation space ``conservation``'s scoring area begins.

    The two tracks run towards each other along the board's edge; conservation space ``c`` lies
    opposite appeal ``END_TARGET - white_number(c)``. Its scoring area runs from there up to the
    space before the next lower conservation space's area. An appeal counter in that area, or
    past it, has met the conservation counter: appeal + white number >= 100.
    """
    return T.END_TARGET - T.white_number(conservation)


def scoring_areas(game: ArkNova, lowest: int = 0, highest: int = 16) -> Picture:
    """The appeal track and the conservation track opposite each other, with every player's
    two counters, the scoring areas of conservation spaces ``lowest``..``highest`` shaded in
    turn, and how far each player still is from the end."""
    view = game.view(None)
    players = [(p["name"], p["appeal"], p["conservation"]) for p in view["players"]]
    top = area_start(lowest) + 2
    left = min(area_start(highest), *(a for _, a, _ in players)) - 3
    left = max(0, left - left % 5)
    scale, x0 = 9.0, 24
    w = int(x0 * 2 + (top - left) * scale)
    rows = len(players)
    axis = 50 + 14 * rows  # the appeal track's line, under the counters and the numbers
    band = axis + 4  # the conservation bands below it
    below = band + 40  # the conservation counters

    def x(appeal: float) -> float:
        return x0 + (appeal - left) * scale

    parts = [f'<text x="{x0}" y="14" font-size="12">appeal track: higher appeal to the right '
             "→</text>"]  # fmt: skip
    for i, c in enumerate(range(lowest, highest + 1)):
        start = area_start(c)
        end = area_start(c - 1) if c > 0 else top
        tip = (
            f"conservation {c}: white number {T.white_number(c)}; its scoring area is appeal "
            f"{start} to {end - 1}"
        )
        parts.append(
            f'<rect x="{x(start):.1f}" y="{band}" width="{(end - start) * scale:.1f}" '
            f'height="30" fill="rgba(127,127,127,{".30" if i % 2 else ".10"})" '
            f'stroke="currentColor" stroke-opacity=".35"><title>{esc(tip)}</title></rect>'
            f'<text x="{x((start + end) / 2):.1f}" y="{band + 20}" text-anchor="middle" '
            f'font-size="12">{c}</text>'
        )
    for a in range(left, top + 1):
        tall = a % 5 == 0
        parts.append(
            f'<line x1="{x(a):.1f}" y1="{axis - (8 if tall else 4)}" x2="{x(a):.1f}" '
            f'y2="{axis}" stroke="currentColor" stroke-opacity=".7"/>'
        )
        if a % 10 == 0:
            parts.append(
                f'<text x="{x(a):.1f}" y="{axis - 11}" text-anchor="middle" font-size="12">'
                f"{a}</text>"
            )
    parts.append(
        f'<line x1="{x(left):.1f}" y1="{axis}" x2="{x(top):.1f}" y2="{axis}" '
        'stroke="currentColor"/>'
    )
    for row, (name, appeal, cons) in enumerate(players):
        parts.append(
            f'<text x="{x(appeal) + 5:.1f}" y="{34 + 14 * row}" text-anchor="end" '
            f'font-weight="700" font-size="12">{esc(name)} ▼</text>'
        )
        if lowest <= cons <= highest:
            parts.append(
                f'<text x="{x(area_start(cons)) - 5:.1f}" y="{below + 14 * row}" '
                f'font-weight="700" font-size="12">▲ {esc(name)}</text>'
            )
    parts.append(
        f'<text x="{w - x0}" y="{below + 14 * rows + 4}" text-anchor="end" font-size="12">'
        "← conservation track: one scoring area per space, higher conservation to the left"
        "</text>"
    )
    height = below + 14 * rows + 10
    svg = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{height}" '
        f'viewBox="0 0 {w} {height}" role="img" aria-label="the appeal and conservation tracks">'
        + "".join(parts)
        + "</svg>"
    )
    head = ["player", "appeal", "conservation", "white number", "its area starts at appeal",
            "appeal still to go"]  # fmt: skip
    table_rows = [
        [
            name,
            str(a),
            str(c),
            str(T.white_number(c)),
            str(area_start(c)),
            "met: the end is triggered" if a >= area_start(c) else str(area_start(c) - a),
        ]
        for name, a, c in players
    ]
    title = "The two tracks and their scoring areas"
    note = (
        "Appeal counters (▼) above the line; below it, one scoring area per conservation space, "
        "each conservation counter (▲) at the start of its area. They meet when appeal reaches "
        "that area: appeal + white number is then at least 100."
    )
    spaces = range(highest, lowest - 1, -1)
    areas = table(
        ["conservation space", *(str(c) for c in spaces)],
        [["its scoring area (appeal)", *(_area_words(c, top) for c in spaces)]],
    )
    stand_in = run_note("the tracks", "this table gives each space's scoring area")
    body = drawing(svg + f'<div class="ab-sub">{esc(note)}</div>', stand_in + areas) + table(
        [esc(h) for h in head], [[esc(c) for c in r] for r in table_rows]
    )
    text = [title, note, *text_table(head, table_rows)]
    return Picture(wrap("ark-nova-tracks", title, body), "\n".join(text))


def _area_words(conservation: int, top: int) -> str:
    """A scoring area as appeal values, ``start-end`` (the highest space's runs to ``top``)."""
    start = area_start(conservation)
    end = (area_start(conservation - 1) if conservation > 0 else top) - 1
    return str(start) if end == start else f"{start}-{end}"


def final_card_figure(game: ArkNova, player: str, card_id: str) -> Picture:
    """A worked figure: a Final Scoring card's count, its threshold, the conservation points it
    gives, and how many points those are on the white scale from the player's conservation."""
    card = game.deck.final_cards.get(card_id)
    if not isinstance(card, FinalCard):
        raise ArkbookError(f"{card_id!r} is no Final Scoring card of this deck")
    from arkbook.ark_nova.scoring import final_points, measure

    if player not in game.players:
        raise ArkbookError(f"{player!r} is not playing")
    p = game.s.players[game.players.index(player)]
    count = measure(p, game.deck, card.measure)
    points = final_points(p, game.deck, card)
    before, after = p.conservation, p.conservation + points
    gain = T.white_number(after) - T.white_number(before)
    head = ["you have", *(str(need) for need, _ in card.thresholds)]
    row = ["conservation points", *(str(pts) for _, pts in card.thresholds)]
    marked = [
        f"<b>{esc(c)} ◀</b>" if (i and card.thresholds[i - 1][1] == points and count) else esc(c)
        for i, c in enumerate(row)
    ]
    steps = [
        f"1. Count: {player} has {count} ({measure_words(card.measure)}).",
        f"2. Read the card: {count} reaches the threshold worth {points} conservation point"
        f"{'s' * (points != 1)}."
        if points
        else f"2. Read the card: {count} reaches no threshold.",
        f"3. Move the conservation counter: from {before} to {after}.",
        f"4. Read the white numbers: {T.white_number(before)} at {before}, "
        f"{T.white_number(after)} at {after}.",
        f"5. The card adds {T.white_number(after)} − {T.white_number(before)} = {gain} points "
        "to the total.",
    ]
    scale = "".join(
        f"<td class=ab-num{' style=font-weight:700' if c in (before, after) else ''}>"
        f"{T.white_number(c)}</td>"
        for c in range(before, after + 1)
    )
    spaces = "".join(
        f"<th class=ab-num>{c}{' ●' if c == before else ''}{' ★' if c == after else ''}</th>"
        for c in range(before, after + 1)
    )
    title = f"{card.name}: from a count to points"
    body = (
        table([esc(h) for h in head], [marked])
        + f"<table><tr><th>conservation space</th>{spaces}</tr>"
        + f"<tr><th>white number</th>{scale}</tr></table>"
        + '<ol class="ab-legend" style="list-style:none;padding-left:0">'
        + "".join(f"<li>{esc(s)}</li>" for s in steps)
        + "</ol>"
    )
    text = [
        title,
        *text_table(head, [row]),
        "conservation space: " + " ".join(str(c) for c in range(before, after + 1)),
        "white number:       " + " ".join(str(T.white_number(c)) for c in range(before, after + 1)),
        *steps,
    ]
    return Picture(wrap("ark-nova-final", title, body), "\n".join(text))


def score_sheet(game: ArkNova) -> Picture:
    """The score sheet as it stands: one row per kind of points, each player's points, the
    total, what each row counts and the rule it applies (a column while rule ids show in text,
    else each row's tooltip): the sheet a walkthrough reveals row by row, all at once."""
    sheet = game.scores()
    body = left_aligned(sheet.html_table())
    lines = words_table(*sheet.table())
    title = "The score sheet"
    return Picture(wrap("ark-nova-sheet", title, body), "\n".join([title, *lines]))


# ------------------------------------------------------------------ fixed tables
def _table_picture(kind: str, title: str, head: list[str], rows: list[list[str]],
                   note: str = "", numeric: bool = False) -> Picture:  # fmt: skip
    body = left_aligned(
        table(
            [esc(h) for h in head], [[esc(c) for c in r] for r in rows], 1 if numeric else len(head)
        )
    )
    if note:
        body += f'<div class="ab-sub">{esc(note)}</div>'
    lines = text_table(head, rows) if numeric else words_table(head, rows)
    text = [title, *lines, *([note] if note else [])]
    return Picture(wrap(kind, title, body), "\n".join(text))


def strength_tables() -> Picture:
    """The Animals and Cards tables by strength, side I and side II: Animals first, as a
    first lesson teaches it first (a round-62 learner read four Cards rows they could not use
    yet). Its note says that only these two tables stop at 5: a round-68 learner read "reads
    the 5 column" as true of every action."""
    head = ["strength", "1", "2", "3", "4", "5"]
    rows = []
    for side in (1, 2):
        name = "I" if side == 1 else "II"
        rows.append([f"Animals {name}: animals", *(str(n) for n in T.ANIMALS_TABLE[side])])
    for side in (1, 2):
        name = "I" if side == 1 else "II"
        rows.append([f"Cards {name}: draw", *(str(d) for d, _ in T.CARDS_TABLE[side])])
        rows.append([f"Cards {name}: then discard", *(str(k) for _, k in T.CARDS_TABLE[side])])
    note = "Strength above 5 (X-tokens): column 5 here; other actions use all of it."
    return _table_picture(
        "ark-nova-strength", "The Animals and Cards tables", head, rows, note, numeric=True
    )


def reputation_table() -> Picture:
    """Reputation against the display folders in range, and the bonuses on the track."""
    bands: list[list[str]] = []
    low = 0
    for rep in range(T.MAX_REPUTATION + 1):
        last = rep == T.MAX_REPUTATION or T.folders_in_range(rep + 1) != T.folders_in_range(rep)
        if last:
            bands.append([f"{low}-{rep}", T.range_words(rep)])
            low = rep + 1
    bonus = ", ".join(
        f"{space}: {REPUTATION_BONUS_WORDS[kind]}" for space, kind in T.REPUTATION_BONUS.items()
    )
    note = (
        f"Above {T.REPUTATION_CAP_SIDE_I} needs Cards on side II; past {T.MAX_REPUTATION} each "
        f"step is 1 appeal instead. Bonuses on reaching a space: {bonus}."
    )
    return _table_picture(
        "ark-nova-reputation", "Reputation range", ["reputation", "display folders in range"],
        bands, note,
    )  # fmt: skip


#: Beyond the appeal track's end: the income table is read up to here, its last band open-ended.
_INCOME_SHOWN = 150


def appeal_income_table(appeals: Sequence[int] | None = None) -> Picture:
    """The money a break pays for appeal: for ``appeals``, or (None) the whole track in bands,
    each band the appeal values that pay the same, laid out in three column pairs."""
    note = "Income at a break: this money for your appeal, plus kiosks and recurring income."
    if appeals is not None:
        rows = [[str(a), str(T.appeal_income(a))] for a in appeals]
        return _table_picture(
            "ark-nova-income", "Income for appeal", ["appeal", "money at a break"], rows, note,
            numeric=True,
        )  # fmt: skip
    bands = _income_bands()
    cells = [[str(lo) if lo == hi else f"{lo}-{hi}", str(m)] for lo, hi, m in bands]
    cells[-1][0] = f"{bands[-1][0]} and more"  # appeal_income keeps its last step
    third = -(-len(cells) // 3)
    columns = [cells[k : k + third] for k in range(0, len(cells), third)]
    rows = [
        [c for col in columns for c in (col[r] if r < len(col) else ["", ""])] for r in range(third)
    ]
    head = ["appeal", "money"] * len(columns)
    note = "Read down each pair of columns. " + note
    return _table_picture("ark-nova-income", "Income for appeal", head, rows, note, numeric=True)


def appeal_income_steps() -> Picture:
    """The income table in one sentence: money rises by 1 at appeal values spaced ever wider
    along the track. Round-32 to 34 learners asked the first lesson for less than the whole
    table; each run of rises is named by its first and last rise ("every 4th of 32–52": 32,
    36 ... 52), since a round-39 learner read "per 4 up to 55" as rising at the end of each
    step, and round-49 and 50 learners could not tell where "each appeal from 1" stopped and
    "every 2nd from 5" began. Every number is read off the same bands as
    :func:`appeal_income_table`, so the two cannot disagree. The first spaced run shows its
    first rises ("(5, 7 …)"), which tells how to read the others."""
    bands = _income_bands()
    runs: list[list[int]] = []  # [appeal between rises, the run's first rise, its last rise]
    for lo, hi, _ in bands[1:-1]:
        if not runs or runs[-1][0] != hi - lo + 1:
            runs.append([hi - lo + 1, lo, lo])
        runs[-1][2] = lo
    (first, _, start), (top, _, most) = bands[0], bands[-1]
    first_spaced = next(i for i, (width, _, _) in enumerate(runs) if width > 1)
    rises = ", ".join(
        _run_words(width, lo, last, i == first_spaced) for i, (width, lo, last) in enumerate(runs)
    )
    title = "Income for appeal at a break"
    text = f"{start} money at appeal {first}, then 1 more {rises}; {most} from {top} on."
    body = f"<div>{esc(text)}</div>"
    return Picture(wrap("ark-nova-income", title, body), f"{title}\n{text}")


def _run_words(width: int, lo: int, last: int, shown: bool) -> str:
    """One run of rises of the income, from its first to its last rise, and its first two
    rises if ``shown``: "every 2nd of 5–15 (5, 7 …)"."""
    if width == 1:
        return f"at each of appeal {lo}–{last}"
    words = f"every {_ordinal(width)} of {lo}–{last}"
    return f"{words} ({lo}, {lo + width} …)" if shown else words


def _ordinal(n: int) -> str:
    """2nd, 3rd, 4th ... (the income runs are 2 to 6 appeal long)."""
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n if n < 20 else n % 10, 'th') }"


def _income_bands() -> list[list[int]]:
    """The appeal track in bands that pay the same at a break: [lowest, highest, money]; the
    last band, from where the income stops rising, runs on past the track shown."""
    bands: list[list[int]] = []
    for a in range(_INCOME_SHOWN + 1):
        money = T.appeal_income(a)
        if bands and bands[-1][2] == money:
            bands[-1][1] = a
        else:
            bands.append([a, a, money])
    return bands


def white_number_table(spaces: Sequence[int] = (0, 2, 5, 7, 10, 11, 15, 20)) -> Picture:
    """Conservation spaces and their white numbers, with what each still needs in appeal."""
    rows = [[str(c), str(T.white_number(c)), str(T.END_TARGET - T.white_number(c))] for c in spaces]
    note = (
        f"Your total is appeal + the white number. The end comes when it reaches "
        f"{T.END_TARGET}: the last column is the appeal that conservation needs for that. The "
        "white number grows 2 per space up to 10, then 3 per space."
    )
    return _table_picture(
        "ark-nova-white", "The white numbers",
        ["conservation", "white number", f"appeal that makes {T.END_TARGET}"], rows, note,
        numeric=True,
    )  # fmt: skip


def map_tokens_table() -> Picture:
    """The seven player tokens on the map's left edge: what each uncovers, and whether again."""
    rows = [
        [
            str(i),
            TOKEN_WORDS[kind],
            "again at every break" if i <= T.RECURRING_TOKENS else "once only",
        ]
        for i, kind in enumerate(T.MAP_TOKEN_BONUS, start=1)
    ]
    note = "Each support of a project takes the leftmost token; you gain what it uncovers at once."
    return _table_picture(
        "ark-nova-tokens", "The player tokens on the map's left edge",
        ["token", "uncovers", "how often"], rows, note,
    )  # fmt: skip


def buildings_table() -> Picture:
    """Every kind of building: its size, what goes in it, and when it may be built."""
    rows = [
        ["kiosk", "1", "nothing; at a break, 1 money per unique building, special enclosure, "
         "occupied standard enclosure or pavilion beside it", "Build I; kiosks at least 3 "
         "spaces apart"],
        ["pavilion", "1", "nothing; +1 appeal when built", "Build I"],
        ["standard enclosure", "1-5", "one animal whose size fits (water and rock beside it "
         "as the card asks)", "Build I"],
        ["Petting Zoo", str(board.SHAPES["petting-zoo"][0]),
         f"up to {SPECIAL_CAPACITY['petting-zoo']} petting-zoo animals, 1 space each; "
         "they live nowhere else", "Build I"],
        ["Reptile House", str(board.SHAPES["reptile-house"][0]),
         f"reptile-house animals, each taking its size, {SPECIAL_CAPACITY['reptile-house']} "
         "spaces in all", "Build II only"],
        ["Large Bird Aviary", str(board.SHAPES["aviary"][0]),
         f"aviary birds, each taking its size, {SPECIAL_CAPACITY['aviary']} spaces in all",
         "Build II only"],
    ]  # fmt: skip
    note = "Every building costs 2 money per space."
    return _table_picture(
        "ark-nova-buildings", "The buildings", ["building", "size", "holds", "needs"], rows, note
    )


def association_tables(game: ArkNova) -> Picture:
    """Tasks and their values, the universities, and the donation costs for this table."""
    n = len(game.players)
    tasks = [
        ["gain 2 reputation", str(T.TASK_VALUES["reputation"])],
        ["take a partner zoo", str(T.TASK_VALUES["partner-zoo"])],
        ["take a university", str(T.TASK_VALUES["university"])],
        ["conservation project work", str(T.TASK_VALUES["project"])],
    ]
    unis = [list(UNIVERSITY_WORDS[kind]) for kind in T.UNIVERSITIES]
    costs = T.DONATIONS_2P if n == 2 else T.DONATIONS_MORE
    donation = [[f"{i}", str(c)] for i, c in enumerate(costs, start=1)]
    donation[-1][0] += " and every later one"
    title = "The association board"
    body = (
        '<div class="ab-flex"><div><div class="ab-sub"><b>Tasks</b> (strength at least)</div>'
        + table(["task", "value"], tasks)
        + '</div><div><div class="ab-sub"><b>Universities</b></div>'
        + table(["university", "gives"], [[esc(c) for c in r] for r in unis], 9)
        + f'</div><div><div class="ab-sub"><b>Donations</b> ({n} players)</div>'
        + table(["donation", "costs"], [[esc(c) for c in r] for r in donation], 2)
        + "</div></div>"
    )
    text = [
        title,
        "Tasks:",
        *text_table(["task", "value"], tasks),
        "Universities:",
        *(f"{k}: {v}" for k, v in unis),
        f"Donations ({n} players):",
        *words_table(["donation", "costs"], donation),
    ]
    return Picture(wrap("ark-nova-association", title, body), "\n".join(text))


def bonus_tiles_table(game: ArkNova) -> Picture:
    """The nine bonus tiles of the deck, and which four lie on conservation 5 and 8 now."""
    shown = {t: space for space, ts in game.view(None)["bonus_tiles"].items() for t in ts}
    rows = [
        [
            tile.name,
            "; ".join(e.describe() for e in tile.effects),
            f"on conservation {shown[tile.id]}" if tile.id in shown else "in the box",
        ]
        for tile in game.deck.bonus_tiles.values()
    ]
    note = "Four of the nine are laid out at setup."
    return _table_picture(
        "ark-nova-bonus", "Bonus tiles", ["tile", "gives", "this game"], rows, note
    )


__all__ = [
    "animal_card",
    "appeal_income_steps",
    "appeal_income_table",
    "area_start",
    "association_tables",
    "bonus_tiles_table",
    "buildings_table",
    "final_card_figure",
    "map_tokens_table",
    "reputation_table",
    "score_sheet",
    "scoring_areas",
    "strength_tables",
    "white_number_table",
]


def zoo(game: ArkNova, player: str) -> Picture:
    """``player``'s tracks, Action cards and zoo map only: a scene about one zoo shows that zoo,
    not the other players' nor the display."""
    from arkbook.pictures.ark_nova import draw

    return draw(game, player=player, only=[player])


def _spaces(hexes: Sequence[tuple[int, int]]) -> str:
    return "; ".join(f"{x},{y}" for x, y in sorted(hexes))


def map_text() -> Picture:
    """Map A in words, for a reader who cannot see the drawing (a screen reader): where water,
    rock, the spaces only the upgraded Build may cover, the placement bonuses and the starting
    enclosure are, each space written column,row as a placement is typed."""
    zoo_map = board.map_a()
    rows = [
        ["water", _spaces(list(zoo_map.water))],
        ["rock", _spaces(list(zoo_map.rock))],
        ["only an upgraded Build covers", _spaces(list(zoo_map.upgrade_only))],
        ["starting size-3 enclosure", _spaces(list(zoo_map.start_enclosure))],
    ]
    for kind in board.BONUS_KINDS:
        hexes = [h for h, b in zoo_map.bonuses.items() if b == kind]
        rows.append([f"bonus: {board.BONUS_WORDS[kind]}", _spaces(hexes)])
    note = (
        "Spaces are column,row: columns 0 (the left edge) to 8, rows 0 (top) to 12; even "
        "columns hold the odd rows, odd columns the even ones. A space touches those 2 rows "
        "above and below it and 1 row off in the next columns. All the rest is land."
    )
    return _table_picture("ark-nova-map-text", "Map A in words", ["what", "spaces"], rows, note)


#: Each building's shape in words (the engine's fixed shapes, ruling 4).
SHAPE_WORDS = {
    "enclosure-1": "one space (as are the kiosk and the pavilion)",
    "enclosure-2": "two touching spaces",
    "enclosure-3": "a triangle of three",
    "enclosure-4": "a diamond of four (two triangles)",
    "enclosure-5": "a row of three on a row of two",
    "petting-zoo": "a straight line of three",
    "reptile-house": "a row of four, one more below the second",
    "aviary": "a fan: one space and four of its neighbours in a row",
}


def shapes_table() -> Picture:
    """Every building's size and shape in words; any shape may be turned in 60° steps."""
    rows = [
        [board.kind_words(kind), str(board.SHAPES[kind][0]), words]
        for kind, words in SHAPE_WORDS.items()
    ]
    return _table_picture(
        "ark-nova-shapes", "Building shapes", ["building", "spaces", "shape"], rows,
        "Each shape may be turned in 60° steps; it costs 2 money per space.",
    )  # fmt: skip


# ------------------------------------------------------------------ the deck
def deck_tables() -> Picture:
    """Every card of arkbook's teaching deck, one row each: animals by cost, sponsors by
    level, then the conservation projects, so a table can look up a card met in a game and
    see what this deck holds (a learner at a real table asked what a retail deck adds)."""
    deck = teaching_deck()
    animals = sorted(deck.animals.values(), key=lambda c: (c.cost, c.name))
    sponsors = sorted(
        (c for c in deck.cards.values() if isinstance(c, Sponsor)), key=lambda c: (c.level, c.name)
    )
    projects = [c for c in deck.cards.values() if isinstance(c, Project)]
    parts = [
        _table_picture(
            "ark-nova-deck", f"The {len(animals)} animals, cheapest first",
            ["animal", "cost", "size", "appeal", "icons", "beside it", "conditions",
             "effect (at once, unless it says when)"],
            [[c.name, str(c.cost), str(c.size), f"+{c.appeal}", _icons_words(c.icons),
              _beside(c) or "none", _conditions(c), _effects(c)] for c in animals],
        ),
        _table_picture(
            "ark-nova-deck", f"The {len(sponsors)} sponsors",
            ["sponsor", "level", "icons", "conditions", "effect"],
            [[c.name, str(c.level), _icons_words(c.icons), _conditions(c), _effects(c)]
             for c in sponsors],
        ),
        _table_picture(
            "ark-nova-deck", f"The {len(projects)} conservation projects",
            ["project", "kind", "counts", "support: icons needed → conservation"],
            [[c.name, "base" if c.base else "in the deck", c.icon,
              ", ".join(f"{n} → +{points}" for n, points in c.levels)] for c in projects],
        ),
    ]  # fmt: skip
    title = f"The cards of the {deck.name}"
    html = "".join(p._repr_html_() for p in parts)
    return Picture(html, "\n\n".join([title, *(p.text for p in parts)]))
