"""The mutable state of a game, with hand-written copies.

``Game.play`` snapshots the state before every move, so copying must be cheap: every container
here is copied by its own ``copy`` method, one level at a time, never by ``deepcopy`` or JSON.
Decisions on the stack are tuples, so the stack itself copies as a list.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from arkbook.ark_nova.tables import UPGRADES_PER_PLAYER

#: A pending decision: (kind, seat, arguments). Kinds starting with "@" are automatic steps.
Decision = tuple[str, int, tuple[Any, ...]]


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
    """Everything one player owns or has reached."""

    name: str
    money: int = 25
    appeal: int = 0
    conservation: int = 0
    reputation: int = 1
    x_tokens: int = 0
    row: list[str] = field(default_factory=list)
    upgraded: set[str] = field(default_factory=set)
    hand: list[str] = field(default_factory=list)
    final_cards: list[str] = field(default_factory=list)
    zoo: list[str] = field(default_factory=list)
    buildings: list[Building] = field(default_factory=list)
    next_building: int = 1
    workers: int = 1
    placed: dict[str, int] = field(default_factory=dict)
    partner_zoos: list[str] = field(default_factory=list)
    universities: list[str] = field(default_factory=list)
    tokens_removed: int = 0
    supported: list[str] = field(default_factory=list)
    cp_bonuses: set[int] = field(default_factory=set)
    covered_all: bool = False

    def copy(self) -> PlayerState:
        twin = PlayerState(self.name)
        twin.__dict__.update(self.__dict__)
        twin.row = list(self.row)
        twin.upgraded = set(self.upgraded)
        twin.hand = list(self.hand)
        twin.final_cards = list(self.final_cards)
        twin.zoo = list(self.zoo)
        # Copy-on-write: the twin shares the buildings, and whoever changes one replaces it by
        # a copy first (``own_building``). Every move's undo snapshot copies the state, while a
        # building changes only when an animal moves in or out.
        twin.buildings = list(self.buildings)
        twin.placed = dict(self.placed)
        twin.partner_zoos = list(self.partner_zoos)
        twin.universities = list(self.universities)
        twin.supported = list(self.supported)
        twin.cp_bonuses = set(self.cp_bonuses)
        return twin

    def own_building(self, building_id: int) -> Building:
        """The building with this id, made this state's own so that it may be changed: the
        copies of a state share their buildings until one of them changes one."""
        for i, b in enumerate(self.buildings):
            if b.id == building_id:
                self.buildings[i] = mine = b.copy()
                return mine
        raise KeyError(f"no building {building_id}")

    def upgrades_left(self) -> int:
        """Upgrades this player may still make: four each, never taken back."""
        return UPGRADES_PER_PLAYER - len(self.upgraded)

    def side(self, action: str) -> int:
        return 2 if action in self.upgraded else 1

    def slot(self, action: str) -> int:
        return self.row.index(action) + 1

    def occupied(self) -> set[tuple[int, int]]:
        return {h for b in self.buildings for h in b.hexes}


@dataclass
class ProjectSlot:
    """A conservation project in play: who holds each of its three conditions."""

    card: str
    tokens: list[str | None]

    def copy(self) -> ProjectSlot:
        return ProjectSlot(self.card, list(self.tokens))


@dataclass
class TurnContext:
    """What the action being performed has done so far (reset each action)."""

    action: str = ""
    side: int = 1
    base: int = 0
    strength: int = 0
    budget: int = 0
    count: int = 0
    done: list[str] = field(default_factory=list)
    after: list[tuple[str, int]] = field(default_factory=list)
    spent: int = 0

    def copy(self) -> TurnContext:
        twin = TurnContext(**self.__dict__)
        twin.done = list(self.done)
        twin.after = list(self.after)
        return twin


@dataclass
class State:
    """The whole game. ``view(None)`` is a JSON picture of exactly this."""

    players: list[PlayerState]
    deck: list[str]
    discard: list[str]
    display: list[str | None]
    final_deck: list[str]
    final_discard: list[str]
    projects: list[ProjectSlot]
    bonus_tiles: dict[int, list[str]]
    partner_supply: list[str]
    university_supply: list[str]
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
    final_turns: list[int] = field(default_factory=list)
    over: bool = False
    reshuffles: int = 0
    turn_number: int = 0

    def copy(self) -> State:
        twin = State(**self.__dict__)
        twin.players = [p.copy() for p in self.players]
        twin.deck = list(self.deck)
        twin.discard = list(self.discard)
        twin.display = list(self.display)
        twin.final_deck = list(self.final_deck)
        twin.final_discard = list(self.final_discard)
        twin.projects = [s.copy() for s in self.projects]
        twin.bonus_tiles = {k: list(v) for k, v in self.bonus_tiles.items()}
        twin.partner_supply = list(self.partner_supply)
        twin.university_supply = list(self.university_supply)
        twin.stack = list(self.stack)
        twin.ctx = self.ctx.copy()
        twin.final_turns = list(self.final_turns)
        return twin
