"""The mutable state of a game, with hand-written copies and undo snapshots.

The engine snapshots the state every few moves (its undo points, ``ArkNova._undo_point``), and
for every ``clone``. ``State.freeze`` takes a snapshot as plain dicts whose lists are frozen
into tuples, one level at a time (never ``deepcopy`` or JSON); ``State.thaw`` makes a live
state of it again, with lists of its own. What is replaced whole, never changed in place, is
shared. Decisions on the stack are tuples, so the stack freezes as a tuple of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arkbook.ark_nova.tables import UPGRADES_PER_PLAYER

#: An undo snapshot: a record's fields by name, its lists as tuples.
Frozen = dict[str, Any]

#: A pending decision: (kind, seat, arguments). Kinds starting with "@" are automatic steps.
Decision = tuple[str, int, tuple[Any, ...]]
#: A decision's arguments.
Args = tuple[Any, ...]


def without(items: tuple[str, ...], item: str) -> tuple[str, ...]:
    """``items`` less the first ``item``: ``list.remove`` for a value replaced whole (a
    ValueError if it is not there)."""
    i = items.index(item)
    return items[:i] + items[i + 1 :]


@dataclass
class Building:
    """A building on a player's map. ``animals`` lists the cards living in it."""

    id: int
    kind: str
    hexes: tuple[tuple[int, int], ...]
    label: str
    animals: list[str] = field(default_factory=list)
    used: int = 0

    def copy(self) -> Building:
        # Skips __init__: copying is on the path of every change to a building.
        twin = object.__new__(Building)
        twin.__dict__ = {**self.__dict__, "animals": list(self.animals)}
        return twin


@dataclass
class PlayerState:
    """Everything one player owns or has reached.

    Every field but ``buildings`` holds a value that is replaced, never changed in place
    (numbers, texts, tuples, frozensets, a dict replaced whole), so a snapshot shares it; the
    list of buildings is copied, and its buildings are copy-on-write (``own_building``).
    """

    name: str
    money: int = 25
    appeal: int = 0
    conservation: int = 0
    reputation: int = 1
    x_tokens: int = 0
    #: The Action cards, slot 1 first; replaced whole when one slides to slot 1.
    row: tuple[str, ...] = ()
    #: Replaced whole when an Action card is upgraded.
    upgraded: frozenset[str] = frozenset()
    #: Replaced whole when a card comes in or goes out.
    hand: tuple[str, ...] = ()
    final_cards: tuple[str, ...] = ()
    #: Animals and sponsors played, in order; replaced whole when one is played.
    zoo: tuple[str, ...] = ()
    buildings: list[Building] = field(default_factory=list)
    #: Every hex the buildings cover, kept by ``add_building`` (asked by every placement test).
    occupied_hexes: frozenset[tuple[int, int]] = frozenset()
    #: Each kiosk's hex, in building order, kept by ``add_building`` (asked for the spacing
    #: of kiosks each time the Build action's choices are listed).
    kiosk_hexes: tuple[tuple[int, int], ...] = ()
    #: The kinds of building on the map, kept by ``add_building`` (unique kinds are built once).
    kinds_built: frozenset[str] = frozenset()
    next_building: int = 1
    workers: int = 1
    #: Workers on each association task; replaced whole when one is placed.
    placed: dict[str, int] = field(default_factory=dict)
    partner_zoos: tuple[str, ...] = ()
    universities: tuple[str, ...] = ()
    tokens_removed: int = 0
    supported: tuple[str, ...] = ()
    cp_bonuses: frozenset[int] = frozenset()
    covered_all: bool = False
    #: What the buildings still offer animals (``zoo.open_rooms``), kept until a building is
    #: added or made this state's own to be changed; None until asked.
    rooms: Any = field(default=None, compare=False, repr=False)

    def freeze(self) -> Frozen:
        """This player in an undo snapshot. Copy-on-write: the snapshot shares the buildings,
        and whoever changes one replaces it by a copy first (``own_building``), since a
        building changes only when an animal moves in or out."""
        d = self.__dict__
        return {**d, "buildings": tuple(d["buildings"])}

    @staticmethod
    def thaw(frozen: Frozen) -> PlayerState:
        """A live player from a snapshot, with containers of its own (skips __init__)."""
        twin = object.__new__(PlayerState)
        twin.__dict__ = {**frozen, "buildings": list(frozen["buildings"])}
        return twin

    def own_building(self, building_id: int) -> Building:
        """The building with this id, made this state's own so that it may be changed: the
        copies of a state share their buildings until one of them changes one."""
        for i, b in enumerate(self.buildings):
            if b.id == building_id:
                self.buildings[i] = mine = b.copy()
                self.rooms = None
                return mine
        raise KeyError(f"no building {building_id}")

    def add_building(self, building: Building) -> None:
        self.buildings.append(building)
        self.rooms = None
        self.occupied_hexes |= frozenset(building.hexes)
        if building.kind == "kiosk":
            self.kiosk_hexes += (building.hexes[0],)
        if building.kind not in self.kinds_built:
            self.kinds_built |= {building.kind}

    def clear_map(self) -> None:
        """No buildings at all (a scene lays out a whole map)."""
        self.buildings, self.occupied_hexes, self.next_building = [], frozenset(), 1
        self.kiosk_hexes, self.kinds_built, self.rooms = (), frozenset(), None

    def upgrades_left(self) -> int:
        """Upgrades this player may still make: four each, never taken back."""
        return UPGRADES_PER_PLAYER - len(self.upgraded)

    def side(self, action: str) -> int:
        return 2 if action in self.upgraded else 1

    def slot(self, action: str) -> int:
        return self.row.index(action) + 1

    def occupied(self) -> frozenset[tuple[int, int]]:
        return self.occupied_hexes


@dataclass(frozen=True)
class ProjectSlot:
    """A conservation project in play: who holds each of its three conditions (a player's
    name, "block" or None). Frozen, so that copies of a state share it."""

    card: str
    tokens: tuple[str | None, ...]

    def with_token(self, level: int, holder: str) -> ProjectSlot:
        """This project with ``holder``'s token on condition ``level`` (0-based)."""
        tokens = list(self.tokens)
        tokens[level] = holder
        return ProjectSlot(self.card, tuple(tokens))


@dataclass
class TurnContext:
    """What the action being performed has done so far (reset each action)."""

    action: str = ""
    side: int = 1
    base: int = 0
    strength: int = 0
    budget: int = 0
    count: int = 0
    #: What the action has done, and effects waiting for its end: replaced whole on change.
    done: tuple[str, ...] = ()
    after: tuple[tuple[str, Any], ...] = ()
    spent: int = 0

    def freeze(self) -> Frozen:
        return dict(self.__dict__)

    @staticmethod
    def thaw(frozen: Frozen) -> TurnContext:
        twin = object.__new__(TurnContext)
        twin.__dict__ = dict(frozen)
        return twin


@dataclass
class State:
    """The whole game. ``view(None)`` is a JSON picture of exactly this."""

    players: list[PlayerState]
    deck: list[str]
    discard: list[str]
    display: list[str | None]
    final_deck: tuple[str, ...]
    final_discard: tuple[str, ...]
    projects: list[ProjectSlot]
    #: Tiles left on conservation 5 and 8; replaced whole when one is taken.
    bonus_tiles: dict[int, tuple[str, ...]]
    partner_supply: tuple[str, ...]
    university_supply: tuple[str, ...]
    break_start: int
    break_pos: int
    break_length: int
    donations: int = 0
    donation_blocked: int = 0
    reached_ten: bool = False
    current: int = 0
    stack: list[Decision] = field(default_factory=list)
    ctx: TurnContext = field(default_factory=TurnContext)
    break_pending: bool = False
    triggered_by: str | None = None
    final_turns: tuple[int, ...] = ()
    over: bool = False
    reshuffles: int = 0
    turn_number: int = 0

    def freeze(self) -> Frozen:
        """The undo snapshot of this state (see the module's docstring)."""
        d = self.__dict__
        return {
            **d,
            "players": tuple([p.freeze() for p in d["players"]]),
            "deck": tuple(d["deck"]),
            "discard": tuple(d["discard"]),
            "display": tuple(d["display"]),
            "projects": tuple(d["projects"]),
            "stack": tuple(d["stack"]),
            "ctx": d["ctx"].freeze(),
        }

    @staticmethod
    def thaw(frozen: Frozen) -> State:
        """A live state from a snapshot, sharing no container that changes in place with it
        (skips __init__); a snapshot may be thawed any number of times."""
        twin = object.__new__(State)
        twin.__dict__ = {
            **frozen,
            "players": [PlayerState.thaw(p) for p in frozen["players"]],
            "deck": list(frozen["deck"]),
            "discard": list(frozen["discard"]),
            "display": list(frozen["display"]),
            "projects": list(frozen["projects"]),
            "stack": list(frozen["stack"]),
            "ctx": TurnContext.thaw(frozen["ctx"]),
        }
        return twin
