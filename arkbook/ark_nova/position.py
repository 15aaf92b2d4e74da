"""Build a mid-game position for a scenario, a notebook or a test, with no rules in the caller.

``new_game(players, seed, position={...})`` lays the game out as usual, then this sets the
fields a position names, skips the opening "keep 4 of 8" choices (each hand keeps its first 4
cards unless ``hand`` is given) and starts the turn of ``current``. The position is part of the
game's options, so a save of the game replays from it exactly.

Recognised keys (all optional)::

    {"current": "Ada",
     "break": 3,                       # Break token steps taken from its start
     "reached_ten": false,
     "display": ["A01", ...],          # up to 6 card ids, folder 1 first
     "deck": ["A02", ...],             # the deck, top first (the rest go to the discard pile)
     "projects": [{"card": "P01", "tokens": [null, null, "block"]}],
     "players": {"Ada": {"row": ["sponsors", "build", "cards", "association", "animals"],
                         "upgraded": ["build"], "x_tokens": 2, "money": 20, "appeal": 10,
                         "conservation": 7, "reputation": 3, "workers": 2,
                         "placed": {"partner-zoo": 1}, "partner_zoos": ["europe"],
                         "universities": [], "tokens_removed": 0, "hand": ["A01"],
                         "final_cards": ["F1", "F2"], "zoo": ["A03"],
                         "buildings": [{"kind": "enclosure-2", "at": "2,7 r0",
                                        "animals": ["A03"]}]}}}

``buildings``, when given, is the player's whole map (the starting enclosure included or not).

Cards named in a position are taken out of the deck (and the display refilled), so no card is
in two places. Conservation bonuses below the given conservation count as already taken.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from arkbook.ark_nova import board
from arkbook.ark_nova.state import Building, ProjectSlot
from arkbook.errors import ArkbookError

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova

_NUMBERS = (
    "x_tokens",
    "money",
    "appeal",
    "conservation",
    "reputation",
    "workers",
    "tokens_removed",
)
_LISTS = ("partner_zoos", "universities", "supported")


def apply_position(game: ArkNova, pos: dict[str, Any]) -> None:
    s = game.s
    named: list[str] = []
    for name, fields in pos.get("players", {}).items():
        if name not in game.players:
            raise ArkbookError(f"position names {name!r}, who is not playing")
        p = s.players[game.players.index(name)]
        for key in _NUMBERS:
            if key in fields:
                setattr(p, key, int(fields[key]))
        for key in _LISTS:
            if key in fields:
                setattr(p, key, list(fields[key]))
        if "row" in fields:
            p.row = list(fields["row"])
        if "upgraded" in fields:
            p.upgraded = set(fields["upgraded"])
        if "placed" in fields:
            p.placed = dict(fields["placed"])
        if "hand" in fields:
            p.hand = list(fields["hand"])
            named += p.hand
        if "final_cards" in fields:
            p.final_cards = list(fields["final_cards"])
        if "zoo" in fields:
            p.zoo = list(fields["zoo"])
            named += p.zoo
        if "buildings" in fields:
            p.buildings, p.next_building = [], 1
        for entry in fields.get("buildings", []):
            place = board.placement_by_label(entry["kind"])[entry["at"]]
            animals = list(entry.get("animals", []))
            b = Building(p.next_building, entry["kind"], place.hexes, place.label, animals)
            p.next_building += 1
            p.buildings.append(b)
            for card in animals:
                if card not in p.zoo:
                    p.zoo.append(card)
                    named.append(card)
        p.cp_bonuses = {c for c in (2, 5, 8) if c <= p.conservation}
    for seat, p in enumerate(s.players):
        if "hand" not in pos.get("players", {}).get(game.players[seat], {}):
            # A dealt hand keeps its first 4, less any card the scene puts elsewhere.
            p.hand = [c for c in p.hand[:4] if c not in named]
    if "projects" in pos:
        s.projects = [ProjectSlot(e["card"], list(e["tokens"])) for e in pos["projects"]]
        named += [e["card"] for e in pos["projects"]]
    if "display" in pos:
        s.deck = [c for c in s.display if c is not None] + s.deck
        s.display = list(pos["display"]) + [None] * (6 - len(pos["display"]))
        named += pos["display"]
    held = {c for p in s.players for c in p.hand} | set(named)
    s.deck = [c for c in s.deck if c not in held]
    if "deck" in pos:
        s.discard += [c for c in s.deck if c not in pos["deck"]]
        s.deck = list(pos["deck"])
    shown = set(pos.get("display", []))  # named for the display itself, not for a hand or zoo
    s.display = [c if c is None or c in shown or c not in held else None for c in s.display]
    game._refill_display()
    s.break_pos = s.break_start + int(pos.get("break", 0))
    s.reached_ten = bool(pos.get("reached_ten", False))
    s.stack = [("@start_turn", game.players.index(pos.get("current", game.players[0])), ())]
