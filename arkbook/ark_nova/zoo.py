"""Questions about one player's zoo: icons, conditions, costs, enclosures, placements.

Pure functions of the state (no changes), shared by the option lists, the checks that explain
an illegal move, the views and the scoring.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from functools import cache, lru_cache
from itertools import repeat
from typing import Any

from arkbook.ark_nova import board
from arkbook.ark_nova.cards import Animal, Deck, Requirements, Sponsor
from arkbook.ark_nova.state import Building, PlayerState
from arkbook.ark_nova.tables import MAP_TOKEN_BONUS, UNIVERSITIES, counted

SPECIAL_CAPACITY = {"petting-zoo": 3, "reptile-house": 5, "aviary": 5}


def icons(p: PlayerState, deck: Deck) -> Counter[str]:
    """Every icon in a zoo: played animals and sponsors, plus universities' science.

    Remembered per deck and zoo: every condition of every card in reach asks it of the same
    zoo each time the options are listed. The answer is shared, so callers must not change it.
    """
    key = (p.zoo, p.universities)
    found = deck.icon_memo.get(key)
    if found is None:
        if len(deck.icon_memo) > ICONS_KEPT:
            deck.icon_memo.clear()
        found = deck.icon_memo[key] = _count_icons(key[0], key[1], deck)
    return found


#: How many zoos' icon counts a deck remembers before it starts over.
ICONS_KEPT = 4096


def _count_icons(zoo: tuple[str, ...], universities: tuple[str, ...], deck: Deck) -> Counter[str]:
    cards = deck.cards
    found = Counter(
        icon
        for card_id in zoo
        if isinstance(card := cards[card_id], Animal | Sponsor)
        for icon in card.icons
    )
    for kind in universities:
        found["science"] += UNIVERSITIES[kind][1]
    return found


def unmet(
    p: PlayerState, need: Requirements, deck: Deck, reputation: int | None = None
) -> str | None:
    """The first condition a player does not meet, in words, or None. ``reputation``, when
    given, stands for the player's (what a raise would bring), without changing the state."""
    rep = p.reputation if reputation is None else reputation
    if rep < need.reputation:
        return f"needs reputation {need.reputation} (you have {rep})"
    if need.partner_zoo and need.partner_zoo not in p.partner_zoos:
        return f"needs a partner zoo in {need.partner_zoo}"
    if need.icons:
        have = icons(p, deck)
        for icon, count in need.icons:
            if have[icon] < count:
                return f"needs {counted(count, icon + ' icon')} (you have {have[icon]})"
    return None


def animal_cost(p: PlayerState, animal: Animal) -> int:
    """The printed cost less 3 per continent icon with a matching partner zoo."""
    partners = p.partner_zoos
    if not partners:
        return animal.cost
    discount = 3 * sum(1 for c in animal.continents if c in partners)
    return max(0, animal.cost - discount)


def building_size(kind: str) -> int:
    return board.SHAPES[kind][0]


#: Room an animal might use in one building: (kind, free space, water beside, rock beside).
Room = tuple[str, int, int, int]


def fits(b: Building, animal: Animal) -> bool:
    """Whether an animal may move into a building now."""
    room = _room(b)
    return room is not None and room_takes(room, animal)


def _room(b: Building) -> Room | None:
    """What a building still offers an animal, or None if it takes none: an empty standard
    enclosure (its size, water and rock beside it) or a special enclosure's free space."""
    if b.kind in board.STANDARD:
        if b.animals:
            return None
        water, rock = water_and_rock_beside(b.hexes)
        return b.kind, building_size(b.kind), water, rock
    if b.kind in SPECIAL_CAPACITY and b.used < SPECIAL_CAPACITY[b.kind]:
        return b.kind, SPECIAL_CAPACITY[b.kind] - b.used, 0, 0
    return None


def room_takes(room: Room, animal: Animal) -> bool:
    """Whether one room (from :func:`open_rooms`) may take the animal."""
    kind, space, water, rock = room
    if animal.house == "petting-zoo":
        return kind == "petting-zoo"
    if kind in board.STANDARD:
        return space >= animal.size and water >= animal.water and rock >= animal.rock
    return kind == animal.house and animal.size <= space


@lru_cache(maxsize=4096)
def water_and_rock_beside(hexes: tuple[board.Hex, ...]) -> tuple[int, int]:
    """How many water and rock spaces border a building: fixed once it stands, and asked for
    every animal in every hand each time the options are listed."""
    zoo, cells = board.map_a(), frozenset(hexes)
    return board.adjacent_count(cells, zoo.water), board.adjacent_count(cells, zoo.rock)


def enclosures_for(p: PlayerState, animal: Animal) -> list[Building]:
    return [b for b in p.buildings if fits(b, animal)]


class Rooms:
    """The room every building of a zoo still offers an animal (see :func:`open_rooms`),
    with whether one of them takes an animal, remembered by what the animal needs of a
    room (its house, size, water and rock): asked of every animal in reach whenever the
    options are listed, and most often the answer is no."""

    __slots__ = ("_hand", "_takes", "rooms")

    def __init__(self, rooms: tuple[Room, ...]) -> None:
        self.rooms = rooms
        self._takes: dict[tuple[Any, ...], bool] = {}
        #: The last hand asked of ``homed``, its deck's animals and the answer.
        self._hand: tuple[tuple[str, ...], Mapping[str, Animal], list[Animal]] | None = None

    def __bool__(self) -> bool:
        return bool(self.rooms)

    def take(self, animal: Animal) -> bool:
        """Whether one of the rooms may take the animal now."""
        needs = animal.needs
        found = self._takes.get(needs)
        if found is None:
            found = self._takes[needs] = any(map(room_takes, self.rooms, repeat(animal)))
        return found

    def homed(self, hand: tuple[str, ...], animals: Mapping[str, Animal]) -> list[Animal]:
        """The animals of a hand (``animals``: the deck's, by id) that one of the rooms may
        take, in hand order. Remembered for the last hand asked: the Animals card is asked
        about every turn, and about half the time the player's hand has not changed since
        (the rooms have not either, or they would be new ``Rooms``). Callers must not
        change the list."""
        last = self._hand
        if last is None or last[0] != hand or last[1] is not animals:
            found = [a for card in hand if (a := animals.get(card)) is not None and self.take(a)]
            last = self._hand = (hand, animals, found)
        return last[2]


def open_rooms(p: PlayerState) -> Rooms:
    """The rooms a player's buildings still offer animals, asked of every animal in reach
    each time the Animals action's choices are listed (most buildings offer none).

    Kept by the player (``PlayerState.rooms``) until a building is added or changed: a
    building a state holds is never changed in place, but replaced by a changed copy
    (``PlayerState.own_building``), and both forget the rooms. A snapshot and its copies
    share them with the buildings.
    """
    rooms: Rooms | None = p.rooms
    if rooms is None:
        rooms = p.rooms = Rooms(tuple(r for b in p.buildings if (r := _room(b)) is not None))
    return rooms


def placement_problem(
    p: PlayerState,
    kind: str,
    place: board.Placement,
    occupied: frozenset[board.Hex] | None = None,
) -> str | None:
    """Why a building cannot go there, as ``"rule id|reason"``, or None if it can.

    ``occupied`` (the player's built hexes) may be passed in when checking many placements.
    """
    built = p.occupied() if occupied is None else occupied
    return _problem(kind, place, built, p.side("build"), p.kiosk_hexes)


def _problem(
    kind: str,
    place: board.Placement,
    occupied: set | frozenset,
    build_side: int,
    kiosks: tuple[board.Hex, ...],
) -> str | None:
    """``placement_problem`` from only what it depends on, so that answers can be remembered."""
    zoo = board.map_a()
    if not place.cells <= zoo.land:
        return "nova.build.terrain|it would cover water or rock"
    # isdisjoint asks without building the intersection: this runs for every placement tried.
    if build_side == 1 and not place.cells.isdisjoint(zoo.upgrade_only):
        return "nova.build.terrain|the upgrade-icon spaces need the upgraded Build action"
    if not place.cells.isdisjoint(occupied):
        return "nova.build.terrain|it would overlap another building"
    if occupied:
        if place.around.isdisjoint(occupied):
            return "nova.build.adjacent|it must touch one of your buildings edge to edge"
    elif not place.touches_border:
        return "nova.build.adjacent|your first building must touch the border of your map"
    if kind == "kiosk":
        for kiosk in kiosks:
            if board.distance(kiosk, place.hexes[0]) < 3:
                return "nova.build.kiosk|kiosks must stand at least 3 spaces apart"
    return None


def legal_placements(p: PlayerState, kind: str) -> list[board.Placement]:
    """Every placement of a building kind that is legal now, in the stable order of
    ``board.land_placements``."""
    occupied, side, kiosks = p.occupied(), p.side("build"), p.kiosk_hexes
    if _spacing_free(kind, occupied, kiosks):
        near = _open_beside(kind, occupied, side)
    else:
        near = (
            pl for pl in _touching(kind, occupied) if not _problem(kind, pl, occupied, side, kiosks)
        )
    # Each placement once, by its place in that order (sorting numbers needs no key function).
    order = _land_order(kind)
    found = {order[id(pl)]: pl for pl in near}
    return [found[i] for i in sorted(found)]


def kiosk_fits_but_for_spacing(p: PlayerState) -> bool:
    """Whether a kiosk would fit somewhere if the spacing between kiosks did not count: then
    that spacing is what keeps every kiosk out (for a refusal that names it)."""
    return fits_somewhere("kiosk", frozenset(p.occupied()), p.side("build"), ())


@lru_cache(maxsize=8192)
def fits_somewhere(
    kind: str, occupied: frozenset[board.Hex], build_side: int, kiosks: tuple[board.Hex, ...]
) -> bool:
    """Whether a building kind fits anywhere on a zoo with these hexes built, Build side and
    kiosks (pass none for other kinds)."""
    if _spacing_free(kind, occupied, kiosks):
        return any(_open_beside(kind, occupied, build_side))
    candidates = _touching(kind, occupied)
    return any(_problem(kind, pl, occupied, build_side, kiosks) is None for pl in candidates)


def _spacing_free(kind: str, occupied: frozenset[board.Hex], kiosks: Iterable[board.Hex]) -> bool:
    """Whether a placement beside a zoo is legal exactly when it overlaps nothing (see
    :func:`_open_beside`): a zoo is built, and no kiosk keeps this kind apart."""
    return bool(occupied) and not (kind == "kiosk" and kiosks)


def _open_beside(
    kind: str, occupied: frozenset[board.Hex], build_side: int
) -> Iterator[board.Placement]:
    """The legal placements beside a built zoo, some more than once, for a kind no kiosk
    spacing applies to. A placement through a free hex at the zoo's edge covers only land
    (the land of the Build side: ``_land_through``) and touches the zoo at that hex, so it is
    legal exactly when it overlaps nothing; ``_problem`` says the same the long way. Whether
    it overlaps is asked of the hexes as bits (``_hex_bits``): one ``&`` of two integers."""
    built = _bits_of(occupied)
    through = _land_through_bits(kind, build_side)
    return (pl for h in _free_edge(occupied) for bits, pl in through.get(h, ()) if not bits & built)


@cache
def _hex_bits() -> dict[board.Hex, int]:
    """Each hex of the map as one bit of an integer (by the hexes' sorted order): a set of
    hexes is then the sum of its bits, and two sets overlap when the ``&`` of their sums is
    not 0. A fit is looked for among hundreds of placements whenever a zoo changes, and an
    ``&`` is cheaper than comparing two sets of hexes."""
    return {h: 1 << i for i, h in enumerate(sorted(board.map_a().hexes))}


@lru_cache(maxsize=4096)
def _bits_of(hexes: frozenset[board.Hex]) -> int:
    """A zoo's built hexes as bits (``_hex_bits``), remembered per zoo."""
    bit = _hex_bits()
    return sum(bit[h] for h in hexes)


@cache
def _land_through_bits(
    kind: str, build_side: int
) -> dict[board.Hex, tuple[tuple[int, board.Placement], ...]]:
    """``_land_through`` with each placement's hexes as bits (``_hex_bits``)."""
    bit = _hex_bits()
    return {
        h: tuple((sum(bit[c] for c in pl.cells), pl) for pl in pls)
        for h, pls in _land_through(kind, build_side).items()
    }


@cache
def _land_through(kind: str, build_side: int) -> dict[board.Hex, tuple[board.Placement, ...]]:
    """``board.placements_through`` less the placements the Build side may not use (the
    upgrade-icon spaces need side II)."""
    if build_side == 2:
        return board.placements_through(kind)
    upgrade_only = board.map_a().upgrade_only
    return {
        h: tuple(pl for pl in pls if pl.cells.isdisjoint(upgrade_only))
        for h, pls in board.placements_through(kind).items()
    }


def _touching(kind: str, occupied: frozenset[board.Hex]) -> Iterable[board.Placement]:
    """The land placements that could touch a zoo, some more than once: a building must touch
    one of the zoo's buildings and not overlap any, so one of its hexes is a free hex beside
    the zoo, and only the placements through those are tried (all of them for a first
    building, which must touch the border instead)."""
    if not occupied:
        return board.land_placements(kind)
    through = board.placements_through(kind)
    return (pl for h in _free_edge(occupied) for pl in through.get(h, ()))


@cache
def _land_order(kind: str) -> dict[int, int]:
    """Each land placement's place in ``board.land_placements`` (by identity: placements are
    made once per kind and kept)."""
    return {id(pl): i for i, pl in enumerate(board.land_placements(kind))}


@lru_cache(maxsize=4096)
def _free_edge(occupied: frozenset[board.Hex]) -> frozenset[board.Hex]:
    """The free hexes beside a zoo (in no order: every use looks for any placement, or sorts
    what it finds). Remembered per zoo: every building kind asks it of the same zoo while the
    options of one decision are listed."""
    return frozenset().union(*map(_beside, occupied)) - occupied


#: ``board.neighbours``, remembered per hex (a few hundred hexes), so that a zoo's edge is
#: gathered without a Python loop over its hexes.
_beside = cache(board.neighbours)


def covered_all(p: PlayerState) -> bool:
    """Every space but water and rock is built on."""
    return board.map_a().land <= p.occupied()


def empty_beside_kiosks(p: PlayerState) -> list[int]:
    """Empty standard enclosures next to a kiosk (they pay nothing), by building id."""
    kiosks = p.kiosk_hexes
    if not kiosks:
        return []
    return [
        b.id
        for b in p.buildings
        if b.kind in board.STANDARD and not b.animals and not _around(b.hexes).isdisjoint(kiosks)
    ]


def kiosk_income(p: PlayerState) -> int:
    """1 per adjacent special enclosure, occupied standard enclosure or pavilion, per kiosk."""
    kiosks = p.kiosk_hexes
    if not kiosks:
        return 0
    return sum(
        len(_around(b.hexes).intersection(kiosks))
        for b in p.buildings
        if b.kind in board.SPECIAL
        or b.kind == "pavilion"
        or (b.kind in board.STANDARD and b.animals)
    )


@lru_cache(maxsize=4096)
def _around(hexes: tuple[board.Hex, ...]) -> frozenset[board.Hex]:
    """The hexes bordering any of ``hexes`` (a building's, fixed once it stands): asked of
    every enclosure and kiosk at every break."""
    return frozenset(n for h in hexes for n in board.neighbours(h))


def token_left(tokens_removed: int) -> bool:
    """Whether a player token is left on the map's edge, ``tokens_removed`` of them taken:
    each support takes one, so with none left no project can be supported (the options, the
    refusal, the bots' evaluation and the board's words for a support all ask this)."""
    return tokens_removed < len(MAP_TOKEN_BONUS)
