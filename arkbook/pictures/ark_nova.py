"""The picture of an Ark Nova position: the tracks, each player's Action-card row and zoo map.

The map is Map A as ``data/map_a.json`` gives it: flat-topped hexes in columns ``x`` (0-8), rows
``y`` in half-hex steps, so hexes that touch on the drawing are neighbours for the placement
rules. Water shows ``≈``, rock ``▲``, hexes that need the upgraded Build action ``⬆``, and the
placement bonuses their short names (the key is under the map). Buildings are outlined and
labelled with their short kind and id; the list under each map names the animals in each.
Marks go on buildings, keyed ``"<player> <building id>"``. Cards are named, places told in words
(the narration's own wording, :func:`arkbook.ark_nova.board.place_words`), never in the save
notation.

A drawing (an ``<svg>``) goes in through :func:`drawing`, because a notebook opened with its saved
outputs (Binder or JupyterLite before Run All, GitHub) is untrusted and JupyterLab sanitizes its
HTML: it drops ``<style>`` and ``<svg>`` but keeps the text inside the SVG, which then reads as
one run-on line of glyphs and tooltips. :func:`drawing` hides the SVG with an inline style that
only the picture's own stylesheet overrides, and shows a plain-HTML stand-in where that stylesheet
is missing; the tables and lists around the drawing are plain HTML and read the same either way.
"""

from __future__ import annotations

import textwrap
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from arkbook.ark_nova import board, zoo
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.cards import Sponsor
from arkbook.ark_nova.decisions import common
from arkbook.ark_nova.moves import NovaMove
from arkbook.errors import ArkbookError
from arkbook.game import seat_entry
from arkbook.pictures.base import (
    Mark,
    Picture,
    badge,
    esc,
    hexagon,
    legend_html,
    legend_text,
    marks_at,
    seen_by,
    table,
    text_table,
    wrap,
)

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova
    from arkbook.ark_nova.state import PlayerState
    from arkbook.game import Move

HEX_W = 60
HEX_H = HEX_W * 0.8660254
STEP_X = HEX_W * 0.75
MARGIN = 8
BONUS_LABELS = {
    "card": "+card",
    "x-token": "+X",
    "money-5": "+5$",
    "money-10": "+10$",
    "worker": "+wkr",
    "reputation-2": "+2rep",
}
SHORT_KINDS = {
    "kiosk": "K",
    "pavilion": "Pv",
    "petting-zoo": "PZ",
    "reptile-house": "RH",
    "aviary": "Av",
}
TERRAIN = {"water": ("rgba(40,120,230,.4)", "≈"), "rock": ("rgba(150,105,60,.45)", "▲")}
TRACKS = ("appeal", "conservation", "reputation", "money", "x_tokens")
TRACK_NAMES = ("appeal", "conservation", "reputation", "money", "X-tokens")
BONUS_WORDS = {
    "card": "a card",
    "x-token": "an X-token",
    "money-5": "5 money",
    "money-10": "10 money",
    "worker": "a worker",
    "reputation-2": "2 reputation",
}
#: With the picture's stylesheet (a trusted output), the drawing shows and its stand-in does not;
#: without it (sanitized), only the inline ``display:none`` and the stand-in remain.
DRAWING_STYLE = (
    "<style>.arkbook-pic .an-drawing{display:block!important}"
    ".arkbook-pic .an-fallback{display:none}</style>"
)


def left_aligned(html: str) -> str:
    """Word cells aligned left inline: JupyterLab's own table style, all that is left to an
    untrusted output, aligns every cell right; numbers (``class=ab-num``) stay right."""
    return html.replace("<td>", '<td style="text-align:left">').replace(
        "<th>", '<th style="text-align:left">'
    )


def drawing(svg: str, fallback: str) -> str:
    """An SVG drawing that degrades to ``fallback`` (HTML) where its stylesheet is stripped.

    A sanitizer such as JupyterLab's keeps inline ``style`` attributes but drops ``<style>``
    elements and unwraps ``<svg>``: the drawing, hidden inline, stays hidden instead of spilling
    its labels and tooltips as text, and the stand-in, hidden only by the stylesheet, shows.
    """
    return (
        f'{DRAWING_STYLE}<div class="an-drawing" style="display:none">{svg}</div>'
        f'<div class="an-fallback ab-sub">{fallback}</div>'
    )


def run_note(what: str, instead: str) -> str:
    """The stand-in's sentence: the drawing shows once the notebook runs; what says it now."""
    return esc(
        f"(The drawing of {what} shows once the notebook has run: Run ▸ Run All Cells. "
        f"Until then, {instead}.)"
    )


#: The parts of the table a picture may leave out (see :func:`draw`).
PARTS = ("supplies", "map", "notes")


def draw(
    game: ArkNova,
    marks: Sequence[Mark] = (),
    player: str | None = None,
    only: Sequence[str] | None = None,
    leave_out: Sequence[str] = (),
) -> Picture:
    """The picture of ``game`` as ``player`` sees it (None: what everyone may see), with ``marks``.

    ``only`` names the players whose tracks and zoos are drawn (None: everyone), and drops the
    shared lines: a lesson about one zoo shows that zoo, not the whole table. ``leave_out``
    ``"supplies"`` keeps the Break track and display but drops the projects, the association
    board and each player's pieces, ``"map"`` drops the text map of the player's own zoo, and
    ``"notes"`` the tracks' notes, the white number and the reputation's folders (a first look
    at the table, before they matter: a round-73 learner met "white -14" and "1 folder" in the
    lesson's first picture, taught only sections later). Any other part is refused by name.
    """
    unknown = set(leave_out) - set(PARTS)
    if unknown:
        raise ArkbookError(
            f"an Ark Nova picture has no part {sorted(unknown)}; its parts are {PARTS}"
        )
    view = seen_by(game, player)
    shown = [p for p in view["players"] if only is None or p["name"] in only]
    at = marks_at(marks)
    prompt = "the game is over" if view["over"] else view["pending"]["prompt"]
    title = f"Ark Nova — {prompt}"
    head, rows = _track_rows(shown, "notes" not in leave_out)
    supplies = only is None and "supplies" not in leave_out
    board_line = [] if only is not None else [_board_line(game, view)]
    board_line += _supply_lines(game, view) if supplies else []
    # A player's own table names their hand; a lesson's one zoo and the whole table count it.
    named = player is not None and only is None
    zoos = "".join(_player_html(game, view, p, at, named, supplies) for p in shown)
    body = (
        left_aligned(table([esc(h) for h in head], [[esc(c) for c in r] for r in rows]))
        + "".join(f'<div class="ab-sub">{esc(line)}</div>' for line in board_line)
        + f'<div class="ab-flex">{zoos}</div>'
        + '<div class="ab-sub">Key: ≈ water · ▲ rock · ⬆ needs the upgraded Build action · '
        "+card, +X, +5$, +10$, +wkr, +2rep: placement bonuses (a card, an X-token, money, a "
        "worker, 2 reputation) · E1-E5 enclosures · K kiosk · Pv pavilion · PZ petting zoo · "
        "RH reptile house · Av aviary · ● an animal</div>" + legend_html(marks)
    )
    lines = [title, *text_table(head, rows), *board_line]
    for p in shown:
        lines += _player_text(game, p, at, named, "map" not in leave_out)
        lines += ["  " + _supply_words(game, p)] if supplies else []
    lines += legend_text(marks)
    return Picture(wrap("ark-nova", title, body), "\n".join(lines))


def _track_rows(
    players: Sequence[dict[str, Any]], notes: bool = True
) -> tuple[list[str], list[list[str]]]:
    """A row per player of their counters, each with its ``notes``, if asked: beside
    conservation the white number the score adds to appeal, beside reputation the display's
    folders in range."""
    rows = []
    for p in players:
        cells = [str(p[t]) for t in TRACKS]
        if notes:
            cells[1] += f" (white {p['white_number']})"
            cells[2] += f" ({T.counted(p['reputation_folders'], 'folder')})"
        rows.append([p["name"], *cells])
    return ["track", *TRACK_NAMES], rows


def _supply_lines(game: ArkNova, view: dict[str, Any]) -> list[str]:
    """The shared supplies: the projects, one line each, and the association board."""
    return [*_projects_words(game, view), _association_words(game, view)]


def _projects_words(game: ArkNova, view: dict[str, Any]) -> list[str]:
    """Each project in play with its conditions, numbered as ``support`` names them, each in
    the words the choices use ("2 africa icons for 2 conservation"), and whether each is open,
    blocked or taken. A learner read "5→5 blocked, 3→3 open" without knowing which number was
    the icons, nor that condition 3 asks the fewest."""
    shown = []
    for slot in view["projects"]:
        face = game.card(slot["card"])
        where = "below the board" if slot.get("base") else "above the board"
        conditions = "; ".join(
            f"{n}) {T.counted(need, face['icon'] + ' icon')} for {points} conservation, "
            + ("open" if token is None else _holder(token))
            for n, ((need, points), token) in enumerate(
                zip(face["levels"], slot["tokens"], strict=True), start=1
            )
        )
        shown.append(f"  {face['name']} ({where}): {conditions}")
    head = "projects (condition 1 asks the most icons, condition 3 the fewest)"
    return [f"{head}:", *shown] if shown else [f"{head}: none"]


def _holder(token: str) -> str:
    return "blocked" if token == "block" else f"{token}'s"


def _association_words(game: ArkNova, view: dict[str, Any]) -> str:
    supply = view["association"]
    zoos = ", ".join(_supply_entry(view, "partner_zoos", z, z) for z in supply["partner_zoos"])
    unis = ", ".join(
        _supply_entry(view, "universities", u, T.UNIVERSITY_WORDS.get(u, u))
        for u in supply["universities"]
    )
    tiles = "; ".join(
        f"at {track}: " + (", ".join(game.card_name(t) for t in ids) or "none")
        for track, ids in view["bonus_tiles"].items()
    )
    donations = _donation_words(game, supply["donations_made"], supply["blocked_donation_spaces"])
    return (
        f"association board: partner zoos {zoos or 'none'} · "
        f"universities: {unis or 'none'} · {donations} · "
        f"bonus tiles (conservation {tiles})"
    )


def _supply_entry(view: dict[str, Any], held: str, entry: str, words: str) -> str:
    """A partner zoo or university on the association board, with who may no longer take it:
    each player takes each once a game, and a break puts it back for the others. The round-21
    judge read "partner zoos ... asia" while holding Asia, and all three universities listed
    after Ben took them all, and could not tell what was still theirs to take; the round-47
    judge read "africa (held by Ben)" as Ben still blocking the Africa the break had put back."""
    holders = [p["name"] for p in view["players"] if entry in p[held]]
    verb = "has" if len(holders) == 1 else "have"
    return f"{words} ({' and '.join(holders)} already {verb} one)" if holders else words


def _donation_words(game: ArkNova, made: int, blocked: int) -> str:
    """The donation costs still ahead, on the one track all players share: "next donation 2
    money, then 5, 7, 10, then 12 each". The round-12 judge paid "next donation 12 money" six
    times, never told the price climbs nor where it stops; the round-19 judge read that setup
    blocks the donation area's left column and never saw it, so the ``blocked`` spaces are
    said too."""
    ahead = T.donations_ahead(len(game.players), made)
    shut = f"; the left column's {blocked} spaces blocked at setup" if blocked else ""
    if len(ahead) == 1:
        return f"next donation {ahead[0]} money, as is every later one{shut}"
    steps = [*map(str, ahead[1:-1]), f"{ahead[-1]} each"]
    then = ", ".join(steps[:-1]) + ", then " if len(steps) > 1 else ""
    return f"next donation {ahead[0]} money, then {then}{steps[-1]} (shared by all{shut})"


def _supply_words(game: ArkNova, p: dict[str, Any]) -> str:
    """A player's pieces: workers, map-edge tokens, partner zoos and universities, then the
    sponsors in the zoo and its icons."""
    placed = sum(p["workers"]["placed"].values())
    tokens = len(T.MAP_TOKEN_BONUS) - p["map_tokens_removed"]
    words = [
        f"workers: {p['workers']['active'] - placed} free, {placed} on tasks",
        f"map-edge tokens: {tokens} of {len(T.MAP_TOKEN_BONUS)}",
    ]
    if p["partner_zoos"]:
        words.append(f"partner zoos: {', '.join(p['partner_zoos'])}")
    if p["universities"]:
        words.append(
            "universities: " + ", ".join(T.UNIVERSITY_WORDS.get(u, u) for u in p["universities"])
        )
    return " · ".join(words + _zoo_card_words(game, p))


def _zoo_card_words(game: ArkNova, p: dict[str, Any]) -> list[str]:
    """The sponsors played into a zoo and the icons that projects and conditions count there:
    a round-38 learner met their sponsors first in the final tally, and never saw that their
    zoo had 2 predator icons."""
    cards = game.deck.cards
    sponsors = [cards[c].name for c in p["zoo"] if isinstance(cards[c], Sponsor)]
    counts = zoo.icons(game.s.players[game.players.index(p["name"])], game.deck)
    words = [f"sponsors in the zoo: {', '.join(sponsors)}"] if sponsors else []
    if counts:
        words.append("icons: " + ", ".join(f"{icon} {n}" for icon, n in sorted(counts.items())))
    return words


def _board_line(game: ArkNova, view: dict[str, Any]) -> str:
    brk = view["break"]
    steps = brk["end"] - brk["position"]
    unit = "step" if steps == 1 else "steps"
    # At the end of its track the token is the break itself, in play or about to be (a
    # round-26 judge read "0 steps to the break" during one).
    track = "the token is at the end: the break" if steps <= 0 else f"{steps} {unit} to the break"
    return (
        f"Break track: {track} · display (folder, card): "
        f"{_display_words(game, view)} · deck {T.counted(view['deck_size'], 'card')}"
    )


def _display_words(game: ArkNova, view: dict[str, Any]) -> str:
    """The display's cards by folder; while setup lasts its cards lie face down, which the
    picture says rather than "empty" (a learner read an empty display as missing cards)."""
    folders = view["display"]
    shown = ", ".join(f"{d['folder']} {_card_name(game, d['card'])}" for d in folders if d["card"])
    face_down = [d for d in folders if d.get("face_down", not view.get("display_revealed", True))]
    if shown or not face_down:
        return shown or "empty"
    return f"{len(face_down)} face down until everyone keeps 4 cards"


def _card_name(game: ArkNova, card_id: str) -> str:
    info = game.card(card_id)
    return info["name"] if info else card_id


def _kind_short(kind: str) -> str:
    if kind.startswith("enclosure-"):
        return "E" + kind.rsplit("-", 1)[1]
    return SHORT_KINDS.get(kind, kind)


def _row_html(p: dict[str, Any]) -> str:
    """The Action-card row as a one-row table: it reads slot by slot even without the style."""
    head = [f"<b>{a['slot']}</b>" for a in p["action_row"]]
    cells = [
        f"{esc(a['card'].capitalize())}<br>{'side II ★' if a['side'] == 2 else 'side I'}"
        for a in p["action_row"]
    ]
    return left_aligned(table(head, [cells], numeric_from=len(head)))


def _row_text(p: dict[str, Any]) -> str:
    return " · ".join(
        f"{a['slot']} {a['card'].capitalize()} {'II' if a['side'] == 2 else 'I'}"
        for a in p["action_row"]
    )


def _centre(h: Sequence[int]) -> tuple[float, float]:
    return MARGIN + HEX_W / 2 + h[0] * STEP_X, MARGIN + HEX_H / 2 + h[1] * HEX_H / 2


def _map_svg(
    game: ArkNova, view: dict[str, Any], p: dict[str, Any], at: dict[str, Mark]
) -> tuple[str, float]:
    m = view["map"]
    terrain = {tuple(h): "land" for h in m["land"]}
    terrain.update({tuple(h): "water" for h in m["water"]})
    terrain.update({tuple(h): "rock" for h in m["rock"]})
    upgrade = {tuple(h) for h in m["upgrade_only"]}
    covered = {tuple(h) for b in p["buildings"] for h in b["hexes"]}
    bonus = {tuple(b["hex"]): b["bonus"] for b in m["bonuses"] if tuple(b["hex"]) not in covered}
    width = MARGIN * 2 + STEP_X * max(h[0] for h in terrain) + HEX_W
    height = MARGIN * 2 + HEX_H / 2 * max(h[1] for h in terrain) + HEX_H
    parts = []
    for h in sorted(terrain):
        cx, cy = _centre(h)
        fill, glyph = TERRAIN.get(terrain[h], ("none", ""))
        label = BONUS_LABELS.get(bonus.get(h, ""), "")
        if h in upgrade:
            label = ("⬆ " + label).strip()
        tip = f"{board.hex_words(h)}: {terrain[h]}"
        tip += f", placement bonus: {BONUS_WORDS[bonus[h]]}" if h in bonus else ""
        tip += ", needs the upgraded Build action" if h in upgrade else ""
        text = glyph or label
        parts.append(
            f"<g><title>{esc(tip)}</title>"
            f'<polygon points="{hexagon(cx, cy, HEX_W - 2)}" fill="{fill}" stroke="currentColor" '
            f'stroke-opacity=".45"/>'
            + (
                f'<text x="{cx:.1f}" y="{cy + 5:.1f}" text-anchor="middle">{esc(text)}</text>'
                if text
                else ""
            )
            + "</g>"
        )
    for b in p["buildings"]:
        mark = at.get(f"{p['name']} {b['id']}")
        stroke, extra = "currentColor", ' stroke-width="3"'
        if mark is not None:
            stroke = "#2e8b3a" if mark.allowed else "#d0453b"
            extra = ' stroke-width="4"' + ("" if mark.allowed else ' stroke-dasharray="7 4"')
        tip = _building_words(game, b)
        if mark is not None:
            tip += f" — {mark.sign} {mark.reason}"
        cells = "".join(
            f'<polygon points="{hexagon(*_centre(h), HEX_W - 8)}" fill="rgba(127,127,127,.35)" '
            f'stroke="{stroke}"{extra}/>'
            for h in b["hexes"]
        )
        cx, cy = _centre(b["hexes"][0])
        sign = "" if mark is None else f" {mark.sign}"
        line2 = "●" * len(b["animals"]) if b["animals"] else ""
        texts = (
            f'<text x="{cx:.1f}" y="{cy + (0 if line2 else 5):.1f}" text-anchor="middle" '
            f'font-weight="700">{esc(_kind_short(b["kind"]))}·{b["id"]}{sign}</text>'
        )
        if line2:
            texts += f'<text x="{cx:.1f}" y="{cy + 17:.1f}" text-anchor="middle">{line2}</text>'
        parts.append(f"<g><title>{esc(tip)}</title>{cells}{texts}</g>")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" height="{height:.0f}" '
        f'viewBox="0 0 {width:.0f} {height:.0f}" role="img" '
        f'aria-label="{esc(p["name"])}\'s zoo map">{"".join(parts)}</svg>'
    ), width


def _building_words(game: ArkNova, b: dict[str, Any]) -> str:
    animals = ", ".join(_card_name(game, a) for a in b["animals"]) or "empty"
    holds = "" if b["kind"] in ("kiosk", "pavilion") else f": {animals}{_beside(b)}"
    if b["at"] == "start":
        return f"building {b['id']}, the starting size-3 enclosure on the marked spaces{holds}"
    where = board.spaces_words(tuple(h) for h in b["hexes"])
    return f"building {b['id']}, {board.kind_words(b['kind'], article=True)} on {where}{holds}"


def _beside(b: dict[str, Any]) -> str:
    """What an empty standard enclosure offers an animal that needs water or rock: " (beside
    1 water, 1 rock)". A round-34 learner playing as text worked out hex neighbours by hand to
    find where the Snow Leopard could go."""
    if b["kind"] not in board.STANDARD or b["animals"]:
        return ""
    water, rock = zoo.water_and_rock_beside(tuple(tuple(h) for h in b["hexes"]))
    near = [f"{n} {what}" for n, what in ((water, "water"), (rock, "rock")) if n]
    return f" (beside {', '.join(near)})" if near else ""


def _player_html(
    game: ArkNova,
    view: dict[str, Any],
    p: dict[str, Any],
    at: dict[str, Mark],
    named: bool,
    supply: bool,
) -> str:
    svg, width = _map_svg(game, view, p, at)
    stand_in = run_note(f"{p['name']}’s zoo map", "the list below names every building")
    items = []
    for b in p["buildings"]:
        mark = at.get(f"{p['name']} {b['id']}")
        note = "" if mark is None else badge(mark.allowed, mark.word) + " "
        items.append(f"<li>{note}{esc(_building_words(game, b))}</li>")
    hand = f" · {_hand_words(game, p, named)}"
    return (
        f'<div style="width:{width:.0f}px"><div class="ab-sub"><b>{esc(p["name"])}</b>{esc(hand)}'
        f" · Action cards (slot = strength):</div>{_row_html(p)}"
        f"{drawing(svg, stand_in)}"
        f'<ul class="ab-list">{"".join(items)}</ul>'
        + (f'<div class="ab-sub">{esc(_supply_words(game, p))}</div>' if supply else "")
        + "</div>"
    )


def _hand_words(game: ArkNova, p: dict[str, Any], named: bool) -> str:
    """The hand by name when ``named`` and the view shows it (the viewer's own), else how
    many cards; named, the viewer also sees their Final Scoring cards."""
    if not named or "hand" not in p:
        return f"hand: {T.counted(p['hand_size'], 'card')}"
    cards = ", ".join(game.card_name(c) for c in p["hand"]) or "empty"
    finals = ", ".join(game.deck.final_cards[c].name for c in p.get("final_cards", ()))
    return f"hand: {cards}" + (f" · Final Scoring: {finals}" if finals else "")


def _player_text(
    game: ArkNova, p: dict[str, Any], at: dict[str, Mark], named: bool, with_map: bool = True
) -> list[str]:
    lines = [f"{p['name']} · {_hand_words(game, p, named)} · Action cards: {_row_text(p)}"]
    for b in p["buildings"]:
        mark = at.get(f"{p['name']} {b['id']}")
        sign = "" if mark is None else f"{mark.sign} "
        lines.append(f"  {sign}{_building_words(game, b)}")
    return lines + (map_text(p) if with_map and named and "hand" in p else [])


#: The text map's key: one sign a space, and how the hexes touch, told as at the table (six
#: neighbours: above, below and two on each side), then where those sit in the text (a row
#: holds every other column), with one space's six worked out, and what "next to" a building
#: means. The round-8 judge read "2 rows above" as engine geometry; the round-12 judge found
#: the alternating columns hard and "2 water next to it" undefined.
MAP_KEY = (
    "  Key: . free land · ~ water · ^ rock · ⬆ upgraded Build only · * placement bonus · "
    "A, B, C… your buildings 1, 2, 3…",
    "  Each space is a hex with six neighbours, as on the real map: the one above it, the one",
    "  below it, and two on each side. A sign's column is the number above it in the header",
    "  (a row holds every other column): the neighbours of 2,5 are 2,3 and 2,7 in its column,",
    "  and 1,4 1,6 3,4 3,6 beside it. Next to a building means touching any of its spaces.",
)


def map_text(p: dict[str, Any]) -> list[str]:
    """A player's zoo map in text, for a learner who reads: one sign a space, by the
    column and row the placements name, so water, rock, the ⬆ spaces and free room can be
    planned with. Shown in the player's own table, the only one a learner builds on."""
    zoo = board.map_a()
    built = {tuple(h): _letter(b["id"]) for b in p["buildings"] for h in b["hexes"]}
    columns = range(min(x for x, _ in zoo.hexes), max(x for x, _ in zoo.hexes) + 1)
    rows = range(min(y for _, y in zoo.hexes), max(y for _, y in zoo.hexes) + 1)
    lines = [f"  {'your map':<12}column" + "".join(f"{x:>2}" for x in columns)]
    for y in rows:
        cells = "".join(f"{_map_sign(zoo, built, (x, y)):>2}" for x in columns)
        lines.append(f"  {'row':>15} {y:>2}{cells}".rstrip())
    return [*lines, *MAP_KEY, *_bonus_key(zoo, built)]


def _bonus_key(zoo: board.ZooMap, built: dict[tuple[int, int], str]) -> list[str]:
    """What each ``*`` of the map gives when covered, by its column and row (the l10 judge
    could not tell which bonus a ``*`` was), and where the ``⬆`` spaces are (a round-48
    learner worked them out from the indentation)."""
    free = sorted(h for h in zoo.bonuses if h not in built)
    said = " · ".join(f"{x},{y} {board.BONUS_WORDS[zoo.bonuses[(x, y)]]}" for x, y in free)
    text = f"* bonuses by column,row: {said or 'all covered'}"
    upgrade = " and ".join(f"{x},{y}" for x, y in sorted(zoo.upgrade_only) if (x, y) not in built)
    if upgrade:
        text += f" · ⬆ (upgraded Build only) at {upgrade}"
    return textwrap.wrap(text, 92, initial_indent="  ", subsequent_indent="    ")


def _letter(building: int) -> str:
    return chr(ord("A") + building - 1) if building <= 26 else "#"


def _map_sign(zoo: board.ZooMap, built: dict[tuple[int, int], str], h: tuple[int, int]) -> str:
    if h not in zoo.hexes:
        return ""
    if h in built:
        return built[h]
    if h in zoo.water:
        return "~"
    if h in zoo.rock:
        return "^"
    if h in zoo.upgrade_only:
        return "⬆"
    return "*" if h in zoo.bonuses else "."


_VERBS = {
    "action": "chooses the {0} Action card",
    "x-token": "takes the X-token action",
    "move": "moves the {0} Action card to slot 1",
    "spend": "spends {0}",
    "draw": "{0}",
    "snap": "snaps {0}",
    "take": "{0}",
    "discard": "discards {0}",
    "build": "builds {0}",
    "at": "places {1} on {0}",
    "relocate": "moves {0} into the new house",
    "play": "plays {0}",
    "enclosure": "puts the animal in building {0}",
    "raise": "raises reputation by 1",
    "skip": "skips it",
    "donate": "donates",
    "support": "supports project {0} at its condition {1}",
    "sponsor": "plays the sponsor {0}",
    "break": "takes the break alternative",
    "upgrade": "upgrades the {0} Action card",
    "worker": "activates a worker",
    "money": "takes 5 money",
    "tile": "takes bonus tile {0}",
    "done": "is done",
    "task": "takes {0}",
}


def words(game: ArkNova, move: Move, past: bool = False) -> str:
    """A move of Ark Nova told in plain words; cards by their names. A ``past`` move (a log's)
    is told without what the state now would make of it: the reputation task's gain, read
    after the task, was the gain of a second one (the l10 judge read "+1 reputation" for 6 to
    8)."""
    text = move.by_id if isinstance(move, NovaMove) else move.action_text()
    verb, *args = text.split()
    pattern = _VERBS.get(verb)
    if pattern is None:
        return str(move)
    shown = [game.names.name(a) for a in args] + ["", ""]
    if verb in ("action", "move", "upgrade"):
        shown[0] = args[0].capitalize()  # as the board names it: "the Animals Action card"
    if verb == "move" and not past and _in_slot_one(game, move.player, args[0]):
        pattern = "keeps the {0} Action card in slot 1"
    if verb == "build":
        shown[0] = board.kind_words(args[0], article=True)
    if verb == "at":
        view = game.view(move.player)
        shown[0] = _place_words(view, move.player, " ".join(args[:2]))
        shown[1] = _placed_words(view)
    if verb == "take":
        shown[0] = _take_words(game, move.player, args[0], past)
    if verb == "snap":
        shown[0] = _folder_card(game, args[0], past)
    if verb == "spend":
        shown[0] = "no X-tokens" if args[0] == "0" else T.x_tokens(int(args[0]))
    if verb == "draw":
        shown[0] = _draw_words(game, move.player)
    if verb == "task":
        gain_unknown = past and args[0] == "reputation"
        shown[0] = "the reputation task" if gain_unknown else _task_words(game, move.player, args)
        if not past:
            shown[0] += _second_visit(game, move, args[0])
    return f"{move.player} " + pattern.format(*shown).strip()


def _in_slot_one(game: ArkNova, player: str, card: str) -> bool:
    """Whether ``card`` is the player's slot-1 Action card: the X-token action may choose it,
    and it stays (a round-61 learner read a hint "moves the Association Action card to slot
    1" where it was)."""
    return bool(seat_entry(game.view(player), player)["action_row"][0]["card"] == card)


def _placed_words(view: Mapping[str, Any]) -> str:
    """What a placement places, "the size-2 enclosure", while it is the pending decision; else
    "it". After "snaps the card in display folder 1", "then places it on column 6" read as the
    card placed on the map, where it was the free enclosure of the bonus (round-25 judge)."""
    pending = view["pending"] or {}
    if pending.get("kind") == "place":
        return f"the {board.kind_words(pending['args'][0])}"
    return "it"


def _place_words(view: Mapping[str, Any], player: str, label: str) -> str:
    """The spaces a placement covers, for the building being placed (the pending decision's
    kind), or for the player's building built there; else by its first space (``view``, the
    player's)."""
    pending = view["pending"] or {}
    if pending.get("kind") == "place":
        return board.place_words(label, pending["args"][0])
    mine = seat_entry(view, player)
    built = [b for b in mine["buildings"] if b["at"] == label]
    if built:
        return board.spaces_words(tuple(h) for h in built[-1]["hexes"])
    return board.place_words(label, "kiosk")


#: What a card taken from the deck or a folder is, by where the pending decision lets it come
#: from (``take_card``'s first argument; a Cards draw also counts its cards): the table's
#: words for it. "Then takes a card from the deck" after a placement did not say it was the
#: bonus the building covers (l13 judge).
_TAKEN_AS = {
    "deck-or-range": "takes the placement bonus, {0}",
    "range": "takes the reputation bonus, {0}",
    "any": "snaps {0} (a map-edge token's bonus)",
}


def _take_words(game: ArkNova, player: str, source: str, past: bool) -> str:
    """A card taken in words, as what it is at the table: a placement bonus, a reputation
    bonus, a map-edge token's snap, or one of an upgraded Cards action's draws (a past move is
    told without it: the state no longer knows)."""
    card = "a card from the deck" if source == "deck" else _folder_card(game, source, past)
    pending = {} if past else game.view(player)["pending"] or {}
    args = pending.get("args") or [] if pending.get("kind") == "take_card" else []
    if len(args) > 1:
        return f"draws {card}"
    pattern = _TAKEN_AS.get(args[0]) if args else None
    return pattern.format(card) if pattern else f"takes {card}"


def _folder_card(game: ArkNova, folder: str, past: bool) -> str:
    """A display card by name and folder, "the Meerkat in display folder 5" (a past move's,
    by its folder alone: the display has moved on since). A hint's next decisions are told
    in a sampled world, where a break may refill the display first: by folder alone, a
    round-48 learner read "snaps the card in display folder 5" as the card there now; by name,
    the hint tells a card it cannot know as "a card" (:func:`arkbook.coach.hint.told`)."""
    display = game.s.display  # public: the folders' cards, folder 1 first
    card = display[int(folder) - 1] if int(folder) <= len(display) else None
    if past or card is None:
        return f"the card in display folder {folder}"
    return f"the {game.names.name(card)} in display folder {folder}"


def _draw_words(game: ArkNova, player: str) -> str:
    """The Cards action's draw in words, with how many cards its table draws while the
    player is choosing it (a past draw is told without the count, which the state no longer
    knows, nor whether it was upgraded: a round-37 learner read "Ben draws from the deck" of
    a draw from the display); the discards the table asks come after, as decisions of their
    own."""
    view = game.view(player)
    pending, action = view["pending"] or {}, view["action"] or {}
    if pending.get("kind") != "cards_mode" or not action:
        return "draws cards"
    draw, _ = T.CARDS_TABLE[action["side"]][T.clamp_strength(action["strength"]) - 1]
    cards = T.counted(draw, "card")
    if action["side"] == 2:
        return f"draws {cards}, each from the deck or a display folder in reputation range"
    return f"draws {cards} from the deck"


def _task_words(game: ArkNova, player: str, args: Sequence[str]) -> str:
    """An association task in words: "the reputation task (+2 reputation)", "a partner zoo
    in Africa"."""
    if args[0] == "partner-zoo":
        return f"a partner zoo in {args[1].capitalize()}"
    if args[0] == "university":
        return f"a university ({T.UNIVERSITY_WORDS.get(args[1], args[1])})"
    if args[0] == "reputation":
        return f"the reputation task ({reputation_task_gain(game, player)})"
    return {"project": "the conservation project task"}.get(args[0], args[0])


def _second_visit(game: ArkNova, move: Move, task: str) -> str:
    """What ``move``, taking ``task``, costs when the task is held already, said on its
    choice: a round-67 learner's second project support took both free workers and closed
    the task, told only afterwards. Not on a refused choice, whose refusal says why."""
    seat = game.players.index(move.player)
    if common.worker_cost(game, seat, task) != 2 or game.why_not(move) is not None:
        return ""
    return " (held already: 2 workers, then closed)"


def _tasks_done(game: ArkNova) -> tuple[str, ...]:
    """The tasks (and donation) done so far in the Association action under way; none between
    actions, where the engine still keeps the last action's context."""
    ctx = game.s.ctx
    running = any(kind == "@end_action" for kind, _, _ in game.s.stack)
    return ctx.done if running and ctx.action == "association" else ()


def reputation_task_gain(game: ArkNova, player: str) -> str:
    """What the reputation task gives the player now, in words (:func:`reputation_gain`),
    and at the cap of 9, on upgraded Association, what it still opens: the donation. The
    round-8 judge saw the hint take it at reputation 9 "for nothing": it was for the donation
    (said only while this action has done no task: a round-45 judge read it after
    donating)."""
    said = reputation_gain(game, player)
    p = game.s.players[game.players.index(player)]
    if _lost_to_the_cap(p) and p.side("association") == 2 and not _tasks_done(game):
        said += "; a task done opens the donation"
    return said


def _lost_to_the_cap(p: PlayerState) -> int:
    """How much of a +2 reputation the cap of 9 takes before the Cards action is upgraded
    (none after: past 15 a step turns into appeal)."""
    if p.side("cards") != 1:
        return 0
    return 2 - max(0, min(2, T.REPUTATION_CAP_SIDE_I - p.reputation))


def reputation_gain(game: ArkNova, player: str) -> str:
    """What +2 reputation (the task, or a map-edge token's bonus) gives the player now, in
    words: +2 reputation, or what a cap takes of it, with why (a round-62 learner lost a
    token's 2 reputation to the cap of 9 unwarned), or past 15 the appeal it turns into."""
    p = game.s.players[game.players.index(player)]
    if p.side("cards") == 1:
        lost = _lost_to_the_cap(p)
        if not lost:
            return "+2 reputation"
        # The +2, and what the cap takes of it: a round-60 learner read "Task: no
        # reputation" as a task the rules do not have.
        told = "all lost" if lost == 2 else f"{lost} of it lost"
        return f"+2 reputation, {told}: 9 is the most without upgraded Cards"
    gain = max(0, min(2, T.MAX_REPUTATION - p.reputation))
    appeal = 2 - gain
    if not appeal:
        return f"+{gain} reputation"
    # Past 15 the hint takes the task for its appeal; the l13 judge, seeing "+2 appeal" from
    # a reputation task turn after turn, could not tell whether a real table pays it.
    said = f"+{gain} reputation, +{appeal} appeal" if gain else f"+{appeal} appeal"
    return f"{said}: past reputation {T.MAX_REPUTATION}, each step is 1 appeal"
