"""Build a mid-game position for a scenario, a notebook or a test, checked on construction.

``new_game(players, seed, position={...})`` (or :func:`position`, the same with the scene
second) lays the game out as usual, then this sets the fields a position names, skips the
opening "keep 4 of 8" choices (each hand keeps its first 4 cards unless ``hand`` is given) and
starts the turn of ``current``. The position is part of the game's options, so a save of the
game replays from it exactly, and :func:`arkbook.load` checks it again.

Recognised keys (all optional)::

    {"current": "Ada",
     "break": 3,                       # Break token steps taken from its start
     "reached_ten": false,             # derived: true exactly when someone has 10 conservation
     "display": ["A01", ...],          # up to 6 card ids, folder 1 first
     "deck": ["A02", ...],             # the deck, top first (the rest go to the discard pile)
     "projects": [{"card": "P01", "tokens": [null, null, "block"]}],
     "players": {"Ada": {"row": ["sponsors", "build", "cards", "association", "animals"],
                         "upgraded": ["build"], "x_tokens": 2, "money": 20, "appeal": 10,
                         "conservation": 7, "reputation": 3, "workers": 2,
                         "placed": {"partner-zoo": 1}, "partner_zoos": ["europe"],
                         "universities": [], "tokens_removed": 0, "hand": ["A01"],
                         "final_cards": ["F1", "F2"], "zoo": ["A03"], "supported": [],
                         "buildings": [{"kind": "enclosure-2", "at": "2,7 r0",
                                        "animals": ["A03"]}]}}}

``buildings``, when given, is the player's whole map (the starting enclosure included or not;
``"at": "start"`` names its place). An animal in a building is in the zoo too. A zoo may list
animals with no building (a scene about icons need not draw the map).

What is checked (:class:`~arkbook.errors.InvalidPosition` names the field): every key means
something; every id is a card of the deck, of the right kind (a base project only below the
board), in one place only (hands, display, deck, zoos, projects; the Final Scoring cards
likewise); the numbers lie on their tracks (the refresher's caps: at most 5 X-tokens,
reputation 0-15 and above 9 only with Cards upgraded, 1-4 workers, at most 4 upgrades per
player, 2 partner zoos on Association side I and 4 on side II; appeal and conservation short of
the end trigger, since a position comes before the end; money 0 to :data:`MAX_MONEY`); workers
placed are 1 or 3 per task (a second worker on a task costs 2) and no more than are active; a
building stands on land of Map A, overlaps no other, is one of each special kind at most and
needs Build side II where the reference says so, and each animal in it fits it as the Animals
action would allow; and ``reached_ten`` and the Final Scoring cards held (one each, once
someone has reached 10) agree with the conservation track. Conservation bonuses below the given
conservation count as already taken.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from arkbook import scene
from arkbook.ark_nova import board, flow, zoo
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.cards import Animal, Project, Sponsor
from arkbook.ark_nova.state import Building, PlayerState, ProjectSlot
from arkbook.errors import InvalidPosition

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova

#: Money has no cap in the rules; a scene is bounded so that a save cannot carry absurd sums.
MAX_MONEY = 999
#: The end trigger: appeal plus the white number of conservation (a position is before it).
#: It bounds both tracks: appeal at most 113 (white number -14), conservation at most 41.
MAX_APPEAL = T.END_TARGET - 1 - T.white_number(0)
MAX_CONSERVATION = 41
KEYS = ("current", "break", "reached_ten", "display", "deck", "projects", "players")
PLAYER_KEYS = (
    "row",
    "upgraded",
    "x_tokens",
    "money",
    "appeal",
    "conservation",
    "reputation",
    "workers",
    "placed",
    "partner_zoos",
    "universities",
    "tokens_removed",
    "hand",
    "final_cards",
    "zoo",
    "supported",
    "buildings",
)
#: Number fields of a player: (low, high).
_NUMBERS: dict[str, tuple[int, int]] = {
    "x_tokens": (0, T.MAX_X_TOKENS),
    "money": (0, MAX_MONEY),
    "appeal": (0, MAX_APPEAL),
    "conservation": (0, MAX_CONSERVATION),
    "reputation": (0, T.MAX_REPUTATION),
    "workers": (1, T.MAX_WORKERS),
    "tokens_removed": (0, len(T.MAP_TOKEN_BONUS)),
}
_SETS: dict[str, tuple[str, ...]] = {
    "partner_zoos": T.CONTINENTS,
    "universities": tuple(T.UNIVERSITIES),
}
#: Workers on one task: the first costs 1, a second costs 2, and then it is closed.
_PLACED = (1, 3)
_CP_BONUSES = (2, 5, 8)
_REACHED_TEN = 10


def position(
    players: Sequence[str], scene_data: Mapping[str, Any] | None = None, *, seed: int = 0
) -> ArkNova:
    """``new_game(players, seed, position=scene_data)``: a scene by card ids, checked.

    >>> game = position(["Ada", "Ben"], {"current": "Ada", "players": {"Ada": {"x_tokens": 2}}})
    """
    from arkbook.ark_nova.engine import new_game

    return new_game(list(players), seed, position=dict(scene_data or {}))


def apply_position(game: ArkNova, pos: Any) -> None:
    """Lay the scene ``pos`` out on a freshly set-up game, checking every field."""
    pos = scene.mapping(pos, "position")
    scene.keys(pos, "", KEYS)
    _Scene(game, pos).apply()


class _Scene:
    def __init__(self, game: ArkNova, pos: Mapping[str, Any]) -> None:
        self.game, self.pos, self.s, self.deck = game, pos, game.s, game.deck
        self.places = scene.Places()

    # ------------------------------------------------------------------ ids
    def card(self, value: Any, field: str, kinds: tuple[type, ...], what: str) -> str:
        """A zoo card id of one of ``kinds``, placed at ``field``."""
        card_id = scene.text(value, field)
        card = self.deck.cards.get(card_id)
        if card is None:
            raise InvalidPosition(field, f"the deck has no card {card_id!r}")
        if not isinstance(card, kinds):
            raise InvalidPosition(field, f"{card_id} ({card.name}) is not {what}")
        self.places.put(card_id, field, f"{card_id} ({card.name})")
        return card_id

    def zoo_cards(self, value: Any, field: str, most: int = scene.MAX_ITEMS) -> list[str]:
        """Zoo cards for a hand, the display or the deck: never a base project, which lies
        below the board from setup on (the learn-to-play scenes once put Savanna Protection in
        Ada's hand while it lay below the board too: round-24 judge)."""
        ids = scene.items(value, field, most)
        found = [
            self.card(c, f"{field}[{i}]", (Animal, Sponsor, Project), "a zoo card")
            for i, c in enumerate(ids)
        ]
        for i, card_id in enumerate(found):
            if card_id in self.deck.base_projects:
                raise InvalidPosition(
                    f"{field}[{i}]",
                    f"{card_id} ({self.deck.cards[card_id].name}) is a base project: base "
                    "projects lie below the board, never in a hand, the display or the deck",
                )
        return found

    # ------------------------------------------------------------------ the scene
    def apply(self) -> None:
        game, s, pos = self.game, self.s, self.pos
        players = scene.mapping(pos.get("players", {}), "players")
        for name in players:
            scene.player(name, f"players.{name}", game.players)
        given_finals: dict[int, list[str]] = {}
        for name, fields in players.items():
            field = f"players.{name}"
            fields = scene.mapping(fields, field)
            scene.keys(fields, field, PLAYER_KEYS)
            seat = game.players.index(name)
            self.player(s.players[seat], fields, field)
            if "final_cards" in fields:
                given_finals[seat] = self.finals(fields["final_cards"], f"{field}.final_cards")
        self.projects()
        self.cards_in_play(players)
        self.reached_ten(given_finals)
        s.break_pos = s.break_start + scene.whole(
            pos.get("break", 0), "break", 0, s.break_length - s.break_start - 1
        )
        current = pos.get("current", game.players[0])
        scene.player(current, "current", game.players)
        s.stack = [("@start_turn", game.players.index(current), ())]

    def player(self, p: PlayerState, fields: Mapping[str, Any], field: str) -> None:
        """One player's fields, each checked."""
        for key, (low, high) in _NUMBERS.items():
            if key in fields:
                setattr(p, key, scene.whole(fields[key], f"{field}.{key}", low, high))
        if "row" in fields:
            row = scene.names(fields["row"], f"{field}.row")
            if sorted(row) != sorted(T.ACTIONS):
                raise InvalidPosition(
                    f"{field}.row", f"should hold each of the 5 Action cards once: {T.ACTIONS}"
                )
            p.row = tuple(row)
        if "upgraded" in fields:
            p.upgraded = frozenset(
                self.distinct(fields["upgraded"], f"{field}.upgraded", T.ACTIONS)
            )
            if len(p.upgraded) > T.UPGRADES_PER_PLAYER:
                raise InvalidPosition(
                    f"{field}.upgraded",
                    f"{len(p.upgraded)} Action cards are upgraded; each player has only "
                    f"{T.UPGRADES_PER_PLAYER} upgrades",
                )
        for key, allowed in _SETS.items():
            if key in fields:
                setattr(p, key, tuple(self.distinct(fields[key], f"{field}.{key}", allowed)))
        if p.reputation > T.REPUTATION_CAP_SIDE_I and "cards" not in p.upgraded:
            raise InvalidPosition(
                f"{field}.reputation",
                f"is {p.reputation}, but going above {T.REPUTATION_CAP_SIDE_I} needs the Cards "
                "action on side II (upgraded)",
            )
        most_zoos = T.MAX_PARTNER_ZOOS if "association" in p.upgraded else 2
        if len(p.partner_zoos) > most_zoos:
            raise InvalidPosition(
                f"{field}.partner_zoos",
                f"{len(p.partner_zoos)} partner zoos, but Association side "
                f"{'II' if most_zoos > 2 else 'I'} takes at most {most_zoos}",
            )
        if p.appeal + T.white_number(p.conservation) >= T.END_TARGET:
            raise InvalidPosition(
                f"{field}.appeal",
                f"appeal {p.appeal} and conservation {p.conservation} (white number "
                f"{T.white_number(p.conservation)}) meet or pass {T.END_TARGET}: the end would "
                "already be triggered, and a position comes before it",
            )
        if "placed" in fields:
            p.placed = self.placed(fields["placed"], f"{field}.placed", p.workers)
        elif sum(p.placed.values()) > p.workers:
            raise InvalidPosition(f"{field}.workers", "fewer than the workers already placed")
        if "supported" in fields:
            supported = scene.names(fields["supported"], f"{field}.supported")
            for i, card_id in enumerate(supported):
                if not isinstance(self.deck.cards.get(card_id), Project):
                    raise InvalidPosition(f"{field}.supported[{i}]", f"{card_id!r} is no project")
            if len(set(supported)) != len(supported):
                raise InvalidPosition(f"{field}.supported", "names a project twice")
            p.supported = tuple(supported)
        if "hand" in fields:
            p.hand = tuple(self.zoo_cards(fields["hand"], f"{field}.hand"))
        if "zoo" in fields:
            p.zoo = tuple(
                self.card(c, f"{field}.zoo[{i}]", (Animal, Sponsor), "an animal or a sponsor")
                for i, c in enumerate(scene.items(fields["zoo"], f"{field}.zoo"))
            )
        if "buildings" in fields:
            self.buildings(p, fields["buildings"], f"{field}.buildings")
        p.cp_bonuses = frozenset(c for c in _CP_BONUSES if c <= p.conservation)

    def distinct(self, value: Any, field: str, allowed: Sequence[str]) -> list[str]:
        found = scene.names(value, field, len(allowed))
        for i, name in enumerate(found):
            scene.choice(name, f"{field}[{i}]", allowed)
        if len(set(found)) != len(found):
            raise InvalidPosition(field, "names one twice")
        return found

    def placed(self, value: Any, field: str, workers: int) -> dict[str, int]:
        placed = scene.mapping(value, field)
        out: dict[str, int] = {}
        for task, count in placed.items():
            scene.choice(task, f"{field}.{task}", tuple(T.TASK_VALUES))
            count = scene.whole(count, f"{field}.{task}", 0, max(_PLACED))
            if count and count not in _PLACED:
                raise InvalidPosition(
                    f"{field}.{task}",
                    f"{count} workers: the first on a task costs 1 and a second costs 2, so a "
                    "task holds 1 or 3 of your workers",
                )
            if count:
                out[task] = count
        if sum(out.values()) > workers:
            raise InvalidPosition(
                field, f"{sum(out.values())} workers placed, but only {workers} are active"
            )
        return out

    def buildings(self, p: PlayerState, value: Any, field: str) -> None:
        zoo_map = board.map_a()
        p.clear_map()
        taken: dict[tuple[int, int], int] = {}
        for i, entry in enumerate(scene.items(value, field)):
            here = f"{field}[{i}]"
            entry = scene.mapping(entry, here)
            scene.keys(entry, here, ("kind", "at", "animals"))
            if "kind" not in entry:
                raise InvalidPosition(f"{here}.kind", "missing: which building is it?")
            if "at" not in entry:
                raise InvalidPosition(f"{here}.at", "missing: where does it stand?")
            kind = scene.choice(entry["kind"], f"{here}.kind", tuple(board.SHAPES))
            at = scene.text(entry["at"], f"{here}.at")
            if at == "start" and kind == "enclosure-3":
                hexes, label = zoo_map.start_enclosure, "start"
            else:
                place = board.placement_by_label(kind).get(at)
                if place is None:
                    raise InvalidPosition(f"{here}.at", f"a {kind} cannot stand at {at!r}")
                hexes, label = place.hexes, place.label
            self.site(p, kind, hexes, f"{here}.at", taken, i)
            if kind in board.UNIQUE and kind in p.kinds_built:
                raise InvalidPosition(f"{here}.kind", f"a zoo has one {kind} at most")
            b = Building(p.next_building, kind, tuple(hexes), label, [])
            for j, card_id in enumerate(scene.items(entry.get("animals", []), f"{here}.animals")):
                self.house(p, b, card_id, f"{here}.animals[{j}]")
            p.next_building += 1
            p.add_building(b)

    def site(
        self,
        p: PlayerState,
        kind: str,
        hexes: Sequence[tuple[int, int]],
        field: str,
        taken: dict[tuple[int, int], int],
        index: int,
    ) -> None:
        zoo_map = board.map_a()
        if not set(hexes) <= zoo_map.land:
            raise InvalidPosition(field, "it would cover water or rock (or leave the map)")
        build_side = p.side("build")
        if build_side == 1 and (kind in board.SIDE_II_ONLY or set(hexes) & zoo_map.upgrade_only):
            raise InvalidPosition(field, "it needs the Build action on side II (upgraded)")
        for h in hexes:
            if h in taken:
                raise InvalidPosition(field, f"it overlaps buildings[{taken[h]}] at {h}")
            taken[h] = index

    def house(self, p: PlayerState, b: Building, value: Any, field: str) -> None:
        card_id = scene.text(value, field)
        animal = self.deck.cards.get(card_id)
        if not isinstance(animal, Animal):
            raise InvalidPosition(field, f"{card_id!r} is no animal of the deck")
        if card_id in b.animals or any(card_id in other.animals for other in p.buildings):
            raise InvalidPosition(field, f"{card_id} already lives in a building")
        if not zoo.fits(b, animal):
            raise InvalidPosition(
                field, f"{card_id} ({animal.name}) cannot live in this {b.kind} [nova.animals]"
            )
        b.animals.append(card_id)
        if b.kind not in board.STANDARD:
            b.used += 1 if b.kind == "petting-zoo" else animal.size
        if card_id not in p.zoo:
            self.places.put(card_id, field, f"{card_id} ({animal.name})")
            p.zoo += (card_id,)

    def finals(self, value: Any, field: str) -> list[str]:
        finals = scene.names(value, field, 2)
        for i, card_id in enumerate(finals):
            if card_id not in self.deck.final_cards:
                raise InvalidPosition(f"{field}[{i}]", f"the deck has no Final Scoring {card_id!r}")
            self.places.put(("final", card_id), f"{field}[{i}]", card_id)
        return finals

    def projects(self) -> None:
        if "projects" not in self.pos:
            return
        slots = []
        holders = (None, "block", *self.game.players)
        for i, entry in enumerate(scene.items(self.pos["projects"], "projects")):
            here = f"projects[{i}]"
            entry = scene.mapping(entry, here)
            scene.keys(entry, here, ("card", "tokens"))
            card_id = self.card(entry.get("card"), f"{here}.card", (Project,), "a project")
            tokens = scene.items(entry.get("tokens", [None, None, None]), f"{here}.tokens")
            if len(tokens) != 3:
                raise InvalidPosition(f"{here}.tokens", "a project has 3 conditions")
            for j, token in enumerate(tokens):
                if token not in holders:
                    raise InvalidPosition(
                        f"{here}.tokens[{j}]", "is null, 'block' or a player's name"
                    )
            slots.append(ProjectSlot(card_id, tuple(tokens)))
        self.s.projects = slots

    def cards_in_play(self, players: Mapping[str, Any]) -> None:
        """Hands, display and deck, with no card in two places and none lost."""
        s, pos = self.s, self.pos
        given_hand = {self.game.players.index(n) for n, f in players.items() if "hand" in f}
        display = None
        if "display" in pos:
            display = self.zoo_cards(pos["display"], "display", T.DISPLAY_SIZE)
            s.deck = [c for c in s.display if c is not None] + s.deck
            s.display = [None] * T.DISPLAY_SIZE
        if "deck" in pos:
            order = self.zoo_cards(pos["deck"], "deck")
        # Hands not given keep their first 4 dealt cards, less any the scene placed elsewhere.
        for seat, p in enumerate(s.players):
            if seat not in given_hand:
                p.hand = tuple(c for c in p.hand[:4] if c not in self.places)
                for c in p.hand:
                    self.places.put(c, f"players.{p.name}.hand", c)
        # The dealt display keeps the cards nobody else holds; the deck loses every named card.
        s.display = [c if c is None or c not in self.places else None for c in s.display]
        for shown in s.display:
            if shown is not None:
                self.places.put(shown, "display", shown)
        if display is not None:
            s.display = display + [None] * (T.DISPLAY_SIZE - len(display))
        rest = [c for c in s.deck if c not in self.places]
        if "deck" in pos:
            s.discard += [c for c in rest if c not in order]
            s.deck = order
        else:
            s.deck = rest
        flow.refill_display(self.game)
        # The cards dealt and not kept went to the discard pile: no card leaves the game.
        held = self.places
        seen = {c for c in s.display if c is not None} | set(s.deck) | set(s.discard)
        s.discard += [c for c in self.deck.zoo_cards if c not in held and c not in seen]

    def reached_ten(self, given_finals: dict[int, list[str]]) -> None:
        """Whether someone has reached 10 conservation, and the Final Scoring cards it leaves."""
        s = self.s
        derived = any(p.conservation >= _REACHED_TEN for p in s.players)
        if "reached_ten" in self.pos:
            given = scene.flag(self.pos["reached_ten"], "reached_ten")
            if given != derived:
                raise InvalidPosition(
                    "reached_ten",
                    f"is {str(given).lower()}, but "
                    + ("someone has" if derived else "nobody has")
                    + " 10 conservation: the first to reach 10 makes everyone discard a Final "
                    "Scoring card",
                )
        s.reached_ten = derived
        keep = 1 if derived else 2
        # Players the scene says nothing of keep the cards they were dealt (topped up from the
        # Final Scoring deck where the scene gave one to someone else).
        top_up = [c for c in s.final_deck if ("final", c) not in self.places]
        top_up += [
            c
            for seat in given_finals
            for c in s.players[seat].final_cards
            if ("final", c) not in self.places
        ]
        for seat, p in enumerate(s.players):
            field = f"players.{p.name}.final_cards"
            if seat in given_finals:
                p.final_cards = tuple(given_finals[seat])
                if len(p.final_cards) != keep:
                    when = "once someone has reached 10 conservation" if derived else "until then"
                    raise InvalidPosition(
                        field, f"holds {len(p.final_cards)}, but each player holds {keep} {when}"
                    )
                continue
            mine = [c for c in p.final_cards if ("final", c) not in self.places]
            while len(mine) < 2 and top_up:
                mine.append(top_up.pop(0))
            for c in mine:
                self.places.put(("final", c), field, c)
            p.final_cards = tuple(mine[:keep])
            s.final_discard += tuple(mine[keep:])
        s.final_deck = tuple(c for c in top_up if ("final", c) not in self.places)
