"""The picture of an Ark position: the cabins, the bow and the scoring cards.

The ark is drawn as the rulebook lays it out: cabin *n* of port and cabin *n* of starboard form
row *n*, so "opposite" is the same row and "adjacent" the row above or below on the same side
(what the shy animals care about). Each card shows all it is judged by: name (``!`` for a
special ability), weight, climate, kind and nourishment. The slot where each side may open a
new cabin is drawn dashed. Marks go on cabins, keyed by their label (``"port 2"``).

A scene about one cabin need not show the rest of the table: ``leave_out`` drops any of
:data:`PARTS` (the face-up cards and supply line, the hands, the scoring cards). While no
figure is on any scoring card, the scoring table is one line (the action discs).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING, Any

from arkbook.ark.phases import OVER
from arkbook.ark.setup import FIGURES_PER_PLAYER
from arkbook.errors import ArkbookError
from arkbook.listing import counted
from arkbook.pictures.base import (
    Mark,
    Picture,
    badge,
    esc,
    inline_styles,
    legend_html,
    legend_text,
    mark_class,
    marks_at,
    seen_by,
    table,
    text_table,
    tooltip,
    wrap,
)

if TYPE_CHECKING:
    from arkbook.ark.engine import ArkGame
    from arkbook.game import Move

SIDES = ("port", "starboard")
KINDS = ("heavy", "useful", "slow", "provision", "shy")
#: The kind's colour on the card's left edge (the kind is also written on the card).
KIND_COLOURS = {
    "heavy": "#8d5a2b",
    "useful": "#2f6db5",
    "slow": "#3d8b3d",
    "provision": "#b8860b",
    "shy": "#8e44ad",
}
CLIMATE_WORDS = {"hot": "☀ hot", "cold": "❄ cold", "none": "any climate"}
#: The parts of the table a picture may leave out: the face-up cards, supply and rain line;
#: the players' hands; the scoring cards (with the action discs).
PARTS = ("table", "hands", "scores")


def draw(
    game: ArkGame,
    marks: Sequence[Mark] = (),
    player: str | None = None,
    leave_out: Collection[str] = (),
) -> Picture:
    """The picture of ``game`` as ``player`` sees it (None: what everyone may see), with ``marks``,
    without the parts of :data:`PARTS` named in ``leave_out``. A player's picture also lists, in
    its text form, each card's kind, climate and diet, which the HTML shows by colour; the
    lessons' whole-table pictures leave that list out, as a reader there has the HTML."""
    unknown = set(leave_out) - set(PARTS)
    if unknown:
        raise ArkbookError(f"an Ark picture has no part {sorted(unknown)}; its parts are {PARTS}")
    view = seen_by(game, player)
    by_cabin = marks_at(marks)
    title = f"Ark — {view['prompt']}"
    body = _ark_html(view, by_cabin) + _bow_html(view["bow"]) + legend_html(marks)
    lines = [title, *_ark_text(view, by_cabin), _bow_text(view["bow"]), *legend_text(marks)]
    if "table" not in leave_out:
        body += _table_html(view, "hands" not in leave_out)
        lines += _table_text(view, "hands" not in leave_out)
    elif "hands" not in leave_out:
        body += _hands_html(view)
        lines += _hands_text(view)
    if player is not None:  # a player's own table: what their real cards' colours tell them
        lines += _kinds_text(view, leave_out)
    if "scores" not in leave_out:
        body += _scoring_html(view)
        lines += _scoring_text(view)
    return Picture(inline_styles(wrap("ark", title, body)), "\n".join(lines))


# ------------------------------------------------------------------------------ the cabins
def _rows(view: dict[str, Any]) -> int:
    cabins = view["cabins"]
    return max(len(cabins["port"]), len(cabins["starboard"])) + 1


def _card_html(card: dict[str, Any]) -> str:
    colour = KIND_COLOURS.get(card["kind"], "#888")
    ability = " !" if card.get("ability") else ""
    traits = f"{card['kind']}" + (f" · {card['diet']}" if card.get("diet") else "")
    climate = CLIMATE_WORDS.get(card.get("climate") or "none", "")
    tip = (
        f"{card['name']}: {card['kind']}, weight {card['weight']}, {climate}"
        + (f", {card['diet']}" if card.get("diet") else "")
        + (f", special ability ({card['ability']})" if card.get("ability") else "")
    )
    return (
        f'<div class="ab-card" style="border-left-color:{colour}" title="{esc(tip)}">'
        f"<b>{esc(card['name'])}{ability}</b><br>weight {card['weight']} · {esc(climate)}"
        f"<br>{esc(traits)}</div>"
    )


def _card_text(card: dict[str, Any]) -> str:
    return f"{_marked(card)} ({card['weight']})"


def _marked(card: dict[str, Any]) -> str:
    """A card's name, "!" after it for a card with a power of its own (``Skunk!``), as the
    lessons write it on the table: the face-up row once left it off (round-26 judge)."""
    return f"{card['name']}{'!' if card.get('ability') else ''}"


def _cell(view: dict[str, Any], side: str, row: int) -> tuple[str, str] | None:
    """(label, "cabin" or "new") of what is at this row of this side, or None (nothing)."""
    cabins = view["cabins"][side]
    label = f"{side} {row + 1}"
    if row < len(cabins):
        return label, "cabin"
    if row == len(cabins):
        return label, "new"
    return None


def _ark_html(view: dict[str, Any], by_cabin: dict[str, Mark]) -> str:
    head = "<tr><th>row</th><th>port (lower side)</th><th>starboard (upper side)</th></tr>"
    rows = []
    for r in range(_rows(view)):
        cells = [f'<th class="ab-num">{r + 1}</th>']
        for side in SIDES:
            cell = _cell(view, side, r)
            if cell is None:
                cells.append("<td></td>")
                continue
            label, kind = cell
            mark = by_cabin.get(label)
            note = "" if mark is None else " " + badge(mark.allowed, mark.word)
            if kind == "cabin":
                cards = view["cabins"][side][r]["cards"]
                inner = "".join(_card_html(c) for c in cards)
                tip = f"{label}: {len(cards)} of 3 cards"
                cells.append(
                    f'<td class="{mark_class(mark).strip()}"{tooltip(mark, tip)}>'
                    f"<div>{esc(label)}{note}</div>{inner}</td>"
                )
            else:
                tip = f"{label}: where a new cabin may open"
                cells.append(
                    f'<td class="ab-empty{mark_class(mark)}"{tooltip(mark, tip)}>'
                    f"<div>{esc(label)}{note}</div><i>new cabin</i></td>"
                )
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table><thead>{head}</thead><tbody>{''.join(rows)}</tbody></table>"


def _ark_text(view: dict[str, Any], by_cabin: dict[str, Mark]) -> list[str]:
    grid = []
    for r in range(_rows(view)):
        row = [str(r + 1)]
        for side in SIDES:
            cell = _cell(view, side, r)
            if cell is None:
                row.append("")
                continue
            label, kind = cell
            mark = by_cabin.get(label)
            sign = "" if mark is None else f"{mark.sign} "
            if kind == "cabin":
                cards = view["cabins"][side][r]["cards"]
                row.append(sign + ", ".join(_card_text(c) for c in cards))
            else:
                row.append(sign + "· new cabin ·")
        grid.append(row)
    head = ["row", "port", "starboard"]
    widths = [max(len(x[i]) for x in [head, *grid]) for i in range(3)]
    return [
        "  ".join(c.ljust(w) for c, w in zip(x, widths, strict=True)).rstrip()
        for x in [head, *grid]
    ]


# ------------------------------------------------------------------------------ the bow
def _bow_words(bow: int) -> str:
    if bow == 0:
        return "the ark is level"
    return f"{abs(bow)} toward {SIDES[bow > 0]}"


def _bow_html(bow: int) -> str:
    cells = []
    for n in range(-2, 3):
        text = "0" if n == 0 else f"{n:+d}".replace("-", "−")
        if n == bow:
            cells.append(
                '<span class="ab-box" style="background:#f2c200;color:#111;font-weight:700;'
                f'border-color:#7a6000" title="the yellow disc">● {text}</span>'
            )
        else:
            cells.append(f'<span class="ab-box ab-empty">{text}</span>')
    return (
        '<div class="ab-row" style="align-items:center"><b>Bow:</b> port ◀ '
        + "".join(cells)
        + f" ▶ starboard <span>(yellow disc at {esc(f'{bow:+d}' if bow else '0')}: "
        f"{esc(_bow_words(bow))})</span></div>"
    )


def _bow_text(bow: int) -> str:
    labels = {n: "0" if n == 0 else f"{n:+d}" for n in range(-2, 3)}
    marks = " ".join(f"[{labels[n]}]" if n == bow else f" {labels[n]} " for n in range(-2, 3))
    return f"bow  port {marks} starboard  ({_bow_words(bow)})"


def _kinds_text(view: dict[str, Any], leave_out: Collection[str]) -> list[str]:
    """Each card the text shows on the table, under its kind, with its climate and diet: what
    the real card's colours and symbols (and the HTML's lines) tell, and the rules read. Hand
    cards say theirs in the hand's own line (:func:`_hand_card_text`)."""
    cards = [c for side in SIDES for cabin in view["cabins"][side] for c in cabin["cards"]]
    if "table" not in leave_out:
        cards += view["display"]
    named = {c["name"]: c for c in cards}
    lines = []
    for kind in KINDS:
        these = [c for c in named.values() if c["kind"] == kind]
        if these:
            lines.append(f"  {kind}: " + ", ".join(_traits_text(c) for c in these))
    return ["the cards by kind (climate, diet):", *lines] if lines else []


def _traits_text(card: dict[str, Any]) -> str:
    """A card's climate and diet: an animal without one says "no diet" (a round-53 learner
    read the Mouse's "(shy, 0, any climate)" as a provision's line)."""
    climate = card.get("climate") if card.get("climate") in ("hot", "cold") else "any climate"
    diet = card.get("diet") or ("" if card["kind"] == "provision" else "no diet")
    return f"{card['name']} ({climate}" + (f", {diet})" if diet else ")")


# ------------------------------------------------------------------------------ the table
def _table_bits(view: dict[str, Any]) -> list[str]:
    """The face-up cards, supply and rain; in the endgame the face-up cards are marked unused,
    as nobody takes them any more (a learner wondered why they were still shown)."""
    unused = " (unused)" if view["endgame"] else ""
    bits = [
        f"face up{unused}: " + (", ".join(_marked(c) for c in view["display"]) or "none"),
        f"supply: {counted(view['supply']['count'], 'card')}",
        f"rain cards: {view['rain']['drawn']} of {view['rain']['total']}",
    ]
    if view["endgame"]:
        bits.append(
            "endgame" + (f", passed: {', '.join(view['passed'])}" if view["passed"] else "")
        )
    return bits


def _hands(view: dict[str, Any]) -> list[tuple[str, list[dict[str, Any]]]]:
    return [(p, cards) for p, cards in view["hands"].items() if cards]


def _hands_html(view: dict[str, Any]) -> str:
    return "".join(
        f'<div class="ab-sub"><b>{esc(p)}\'s hand:</b><br>'
        + "".join(_card_html(c) for c in cards)
        + "</div>"
        for p, cards in _hands(view)
    )


def _hands_text(view: dict[str, Any]) -> list[str]:
    return [
        f"{p}'s hand: " + ", ".join(_hand_card_text(c) for c in cards) for p, cards in _hands(view)
    ]


def _hand_card_text(card: dict[str, Any]) -> str:
    """A hand card with its kind, weight, climate and diet ("Mosquito! (slow, 0, hot,
    carnivore)"): what it scores on, whether it must be played alone, and which cabins it may
    enter matter before it is played (a round-23 judge reading the text board could not plan
    without the climates and diets the real cards show by colour)."""
    traits = _traits_text(card).removeprefix(f"{card['name']} (")
    return f"{_marked(card)} ({card['kind']}, {card['weight']}, {traits}"


def _table_html(view: dict[str, Any], hands: bool = True) -> str:
    out = f'<div class="ab-sub">{esc(" · ".join(_table_bits(view)))}</div>'
    return out + (_hands_html(view) if hands else "")


def _table_text(view: dict[str, Any], hands: bool = True) -> list[str]:
    return [" · ".join(_table_bits(view)), *(_hands_text(view) if hands else [])]


def table_text(view: dict[str, Any]) -> list[str]:
    """The table in a few lines, as ``view`` shows it: the cabins row by row, the bow, the
    face-up cards, supply and rain, the hands the view holds (a player's: their own), and
    the scoring cards' figures with the action discs (the discs alone while no figure
    stands). A board's text form (a static render, a console, a screen reader) says this
    under its prompt, so a reader of the text sees the cabins the lesson points at."""
    discs = ", ".join(f"{p} {view['discs'][p]}" for p in view["players"])
    scores = [f"action discs: {discs}"] if _no_figures(view) else _scoring_text(view)
    return [*_ark_text(view, {}), _bow_text(view["bow"]), *_table_text(view), *scores]


# ------------------------------------------------------------------------------ scoring cards
def _figures(entry: dict[str, int], told: bool = True) -> str:
    """A player's figures on one scoring card, as they count, told in words when some stand on
    an orange disc: "2.5 (2 figures, 1 on a disc)", "1.5 (1 figure on a disc)"; not ``told``,
    only the count ("2.5"), which a text table keeps in line under the players' names and
    tells in words below (:func:`_half_lines`)."""
    simple, half = entry["figures"], entry["half"]
    if not half:
        return str(simple)
    worth = f"{simple + 1.5 * half:g}"
    if not told:
        return worth
    count = simple + half
    figures = f"{count} figure{'s' if count > 1 else ''}"
    discs = "a disc" if half == 1 else "discs"
    how = f"{figures} on {discs}" if not simple else f"{figures}, {half} on {discs}"
    return f"{worth} ({how})"


def _half_lines(view: dict[str, Any]) -> list[str]:
    """Under the text table, each count with a figure on a disc told in words:
    "heavy, Ada: 1.5 (1 figure on a disc)"."""
    return [
        f"{kind}, {p}: {_figures(entry)}"
        for kind in KINDS
        for p, entry in view["scoring"][kind].items()
        if entry["half"]
    ]


#: Said under the scoring cards when a figure stands on a disc (:func:`_figures`).
HALF_NOTE = "A figure on an orange disc counts 1.5 figures."
#: Said under the scoring cards of a finished game with pets: a learner read the shy row grow
#: by the turned-up pet and found nothing that said so.
PETS_NOTE = "The pets are face up: the figure of each legal pet is counted in the rows above."


#: A player with this many figures left or fewer may run out within a turn or two: the
#: scoring table then counts every player's, since a card played with none left places no
#: figure (a round-44 learner lost a point to a pet that found all their figures placed,
#: and no board had shown the count).
FEW_FIGURES = 5
FIGURES_LEFT = f"figures left (of {FIGURES_PER_PLAYER})"


def _any_half(view: dict[str, Any]) -> bool:
    return any(e["half"] for k in KINDS for e in view["scoring"][k].values())


def _scoring_rows(view: dict[str, Any], told: bool = True) -> tuple[list[str], list[list[str]]]:
    """The scoring table's head and rows; not ``told``, a count on a disc is its number only."""
    players = view["players"]
    head = ["scoring card", *players]
    rows = [[kind, *(_figures(view["scoring"][kind][p], told) for p in players)] for kind in KINDS]
    rows.append(["action discs", *(str(view["discs"][p]) for p in players)])
    if min(view["figures_left"].values()) <= FEW_FIGURES:
        rows.append([FIGURES_LEFT, *(str(view["figures_left"][p]) for p in players)])
    if any(view["pet_counts"].values()):
        if view["phase"] == OVER:
            # Turned face up at the end: a legal pet's figure is already in the rows above.
            pets = view["pets"]
            rows.append(["pets (face up)", *((pets[p] or {"name": "—"})["name"] for p in players)])
        else:
            rows.append(["pets (face down)", *(_face_down_pet(view, p) for p in players)])
    return head, rows


def _face_down_pet(view: dict[str, Any], player: str) -> str:
    """A face-down pet as the viewer sees it: its name to its owner (the view shows a pet
    only to the player who set it aside), otherwise "hidden" or "none" (a round-57 learner
    read the counts 1 and 0 there as numbers to score), or "not chosen yet" while the player
    still has to choose (a round-67 learner read "none" as a pet declined)."""
    pet = view["pets"][player]
    if pet:
        return str(pet["name"])
    if view["pet_counts"][player]:
        return "hidden"
    return "not chosen yet" if player in view["pets_to_choose"] else "none"


def _no_figures(view: dict[str, Any]) -> bool:
    """Whether the scoring cards are still empty (then the picture gives only the discs)."""
    scoring = view["scoring"]
    empty = all(e["figures"] == 0 and e["half"] == 0 for k in KINDS for e in scoring[k].values())
    return empty and not any(view["pet_counts"].values())


def _discs_line(view: dict[str, Any]) -> str:
    discs = ", ".join(f"{p} {view['discs'][p]}" for p in view["players"])
    return f"action discs: {discs} · no figures on the scoring cards yet"


def _notes(view: dict[str, Any]) -> list[str]:
    """What the scoring table's counts need said under it: the 1.5 figures, and at the end
    the pets already counted in the rows."""
    notes = [HALF_NOTE] if _any_half(view) else []
    if view["phase"] == OVER and any(view["pet_counts"].values()):
        notes.append(PETS_NOTE)
    return notes


def _scoring_text(view: dict[str, Any]) -> list[str]:
    if _no_figures(view):
        return [_discs_line(view)]
    table_lines = text_table(*_scoring_rows(view, told=False))
    halves = _half_lines(view) if _any_half(view) else []
    return table_lines + halves + _notes(view)


def _scoring_html(view: dict[str, Any]) -> str:
    if _no_figures(view):
        return f'<div class="ab-sub">{esc(_discs_line(view))}</div>'
    head, rows = _scoring_rows(view)
    notes = "".join(f'<div class="ab-sub">{esc(note)}</div>' for note in _notes(view))
    return (
        '<div class="ab-sub"><b>Scoring cards</b> (animal figures per player)</div>'
        + table([esc(h) for h in head], [[esc(c) for c in r] for r in rows])
        + notes
    )


# ------------------------------------------------------------------------------ moves in words
def words(game: ArkGame, move: Move) -> str:
    """A move of Ark told in plain words, e.g. "Ada plays the Rabbit into port 3"."""
    from arkbook.ark.views import move_words

    return move_words(game, move)
