"""Map A and the buildings: hex geometry, fixed polyhex shapes with rotation, placement rules.

The map is data (``data/map_a.json``); everything a placement needs (its hexes, the hexes
around it, whether it touches the border) is computed once per building kind, so listing the
legal placements of a turn is a handful of set operations per candidate, never a copy.

Coordinates are the reference's ``(x, y)`` with ``x + y`` odd. Shapes are written in axial
coordinates ``(q, r)`` with ``q = x`` and ``r = (y - x - 1) / 2``, where a 60° turn is
``(q, r) -> (-r, q + r)``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources

from arkbook.errors import InvalidDataFile
from arkbook.listing import listed

Hex = tuple[int, int]

#: Building kind -> (size, axial offsets). Fixed shapes, rotated in 60° steps (ruling "shapes").
SHAPES: dict[str, tuple[int, tuple[tuple[int, int], ...]]] = {
    "kiosk": (1, ((0, 0),)),
    "pavilion": (1, ((0, 0),)),
    "enclosure-1": (1, ((0, 0),)),
    "enclosure-2": (2, ((0, 0), (1, 0))),
    "enclosure-3": (3, ((0, 0), (1, 0), (0, 1))),
    "enclosure-4": (4, ((0, 0), (1, 0), (0, 1), (1, 1))),
    "enclosure-5": (5, ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1))),
    "petting-zoo": (3, ((0, 0), (1, 0), (2, 0))),
    "reptile-house": (5, ((0, 0), (1, 0), (2, 0), (3, 0), (1, 1))),
    "aviary": (5, ((0, 0), (1, 0), (0, 1), (-1, 1), (-1, 0))),
}
STANDARD = ("enclosure-1", "enclosure-2", "enclosure-3", "enclosure-4", "enclosure-5")
SPECIAL = ("petting-zoo", "reptile-house", "aviary")
SIDE_II_ONLY = ("reptile-house", "aviary")
#: Buildings a player may own only one of (ruling "one of each special enclosure").
UNIQUE = SPECIAL


@cache
def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six hexes around one (on or off the map); cached, as placement checks ask often."""
    x, y = h
    return ((x, y - 2), (x, y + 2), (x - 1, y - 1), (x - 1, y + 1), (x + 1, y - 1), (x + 1, y + 1))


def distance(a: Hex, b: Hex) -> int:
    """Hex distance (steps between centres)."""
    aq, ar = _axial(a)
    bq, br = _axial(b)
    dq, dr = aq - bq, ar - br
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def _axial(h: Hex) -> tuple[int, int]:
    return h[0], (h[1] - h[0] - 1) // 2


def _from_axial(q: int, r: int) -> Hex:
    return q, 2 * r + q + 1


@dataclass(frozen=True)
class ZooMap:
    """One zoo map: terrain, bonuses, the starting enclosure."""

    name: str
    land: frozenset[Hex]
    water: frozenset[Hex]
    rock: frozenset[Hex]
    upgrade_only: frozenset[Hex]
    bonuses: dict[Hex, str]
    border: frozenset[Hex]
    start_enclosure: tuple[Hex, ...]

    @property
    def hexes(self) -> frozenset[Hex]:
        return self.land | self.water | self.rock


@dataclass(frozen=True)
class Placement:
    """One way to lay one building kind on the map."""

    label: str
    hexes: tuple[Hex, ...]
    cells: frozenset[Hex]
    around: frozenset[Hex]
    touches_border: bool


BONUS_KINDS = ("card", "x-token", "money-5", "money-10", "worker", "reputation-2")
#: The placement bonuses in words, for the learner's narration.
BONUS_WORDS = {
    "card": "a card",
    "x-token": "an X-token",
    "money-5": "5 money",
    "money-10": "10 money",
    "worker": "an association worker",
    "reputation-2": "2 reputation",
}
#: The special buildings' printed names.
_SPECIAL_NAMES = {"petting-zoo": "Petting Zoo", "reptile-house": "Reptile House",
                  "aviary": "Large Bird Aviary"}  # fmt: skip


def kind_words(kind: str, article: bool = False) -> str:
    """A building kind as a learner reads it: ``enclosure-3`` is "size-3 enclosure"."""
    if kind.startswith("enclosure-"):
        name = f"size-{kind.split('-')[1]} enclosure"
    else:
        name = _SPECIAL_NAMES.get(kind, kind)
    if not article:
        return name
    return f"{'an' if name[0].lower() in 'aeiou' else 'a'} {name}"


def is_building_name(name: str) -> bool:
    """Whether ``name`` names a kind of building rather than a card ("Petting Zoo", "kiosk",
    "size-3 enclosure", "enclosure-3", in any case), so that ``game.card`` can say that a
    building is no card instead of offering the nearest card names."""
    key = _name_key(name)
    names = {"enclosure", "standard enclosure"}
    for kind in SHAPES:
        names.update((_name_key(kind), _name_key(kind_words(kind))))
    return key in names


def _name_key(name: str) -> str:
    """A name in lower case with hyphens read as spaces and runs of spaces as one."""
    return " ".join(name.lower().replace("-", " ").split())


def hex_words(h: Hex) -> str:
    """A map space in words: its column and row (the notation's ``x,y``; the left edge is
    column 0), so that a narration never shows a coordinate pair."""
    x, y = h
    return f"the map's left edge, row {y}" if x == 0 else f"column {x}, row {y}"


def place_words(label: str, kind: str) -> str:
    """A placement's name (``"2,9 r5"``, the save notation) in words: the spaces a ``kind``
    of building covers there, in the map's columns and rows. The spaces say which way the
    shape is turned, so no angle is needed (an unknown label is told by its first space)."""
    place = placement_by_label(kind).get(label)
    if place is not None:
        return spaces_words(place.hexes)
    x, y = (int(v) for v in label.partition(" r")[0].split(","))
    return hex_words((x, y))


def spaces_words(hexes: Iterable[Hex]) -> str:
    """Map spaces in words, column by column: "column 2, rows 9 and 11; column 3, row 10"."""
    rows: dict[int, list[int]] = {}
    for x, y in sorted(hexes):
        rows.setdefault(x, []).append(y)
    return "; ".join(_column_words(x, ys) for x, ys in rows.items())


def _column_words(x: int, ys: list[int]) -> str:
    where = "the map's left edge" if x == 0 else f"column {x}"
    return f"{where}, row{'s' if len(ys) > 1 else ''} {listed([str(y) for y in ys])}"


@cache
def map_a() -> ZooMap:
    """Map A from the package data, validated."""
    text = resources.files("arkbook.ark_nova").joinpath("data/map_a.json").read_text("utf-8")
    return parse_map(json.loads(text), "map_a.json")


def parse_map(data: dict, source: str) -> ZooMap:
    """A map from its JSON form; a bad entry raises InvalidDataFile naming the hex and field."""
    land: set[Hex] = set()
    water: set[Hex] = set()
    rock: set[Hex] = set()
    upgrade: set[Hex] = set()
    bonuses: dict[Hex, str] = {}
    for i, entry in enumerate(data.get("hexes", [])):
        name = f"hex {i}"
        try:
            h = (int(entry["x"]), int(entry["y"]))
        except (KeyError, TypeError, ValueError):
            raise InvalidDataFile(source, name, "x/y", "needs whole-number x and y") from None
        terrain = entry.get("terrain")
        if terrain not in ("land", "water", "rock"):
            raise InvalidDataFile(source, f"hex {h}", "terrain", "is land, water or rock")
        {"land": land, "water": water, "rock": rock}[terrain].add(h)
        if entry.get("upgrade_only"):
            upgrade.add(h)
        if "bonus" in entry:
            if entry["bonus"] not in BONUS_KINDS:
                raise InvalidDataFile(source, f"hex {h}", "bonus", f"one of {BONUS_KINDS}")
            bonuses[h] = entry["bonus"]
    every = land | water | rock
    border = frozenset(h for h in every if any(n not in every for n in neighbours(h)))
    start = tuple(tuple(h) for h in data.get("start_enclosure", []))
    return ZooMap(
        name=str(data.get("name", source)),
        land=frozenset(land),
        water=frozenset(water),
        rock=frozenset(rock),
        upgrade_only=frozenset(upgrade),
        bonuses=bonuses,
        border=border,
        start_enclosure=start,
    )


def _rotate(offset: tuple[int, int], turns: int) -> tuple[int, int]:
    q, r = offset
    for _ in range(turns):
        q, r = -r, q + r
    return q, r


@cache
def placements(kind: str) -> tuple[Placement, ...]:
    """Every distinct placement of a building kind on Map A, in a stable order.

    A placement is named ``"x,y rN"``: the anchor hex (where the shape's first hex lands) and the
    number of 60° turns, taking the first name that gives each set of hexes.
    """
    zoo = map_a()
    every = zoo.hexes
    _, shape = SHAPES[kind]
    seen: dict[frozenset[Hex], Placement] = {}
    for anchor in sorted(every):
        aq, ar = _axial(anchor)
        for turns in range(6):
            cells = []
            for offset in shape:
                dq, dr = _rotate(offset, turns)
                cells.append(_from_axial(aq + dq, ar + dr))
            cellset = frozenset(cells)
            if not cellset <= every or cellset in seen:
                continue
            around = frozenset(n for c in cells for n in neighbours(c) if n in every) - cellset
            seen[cellset] = Placement(
                label=f"{anchor[0]},{anchor[1]} r{turns}",
                hexes=tuple(cells),
                cells=cellset,
                around=around,
                touches_border=bool(cellset & zoo.border),
            )
    return tuple(seen.values())


@cache
def land_placements(kind: str) -> tuple[Placement, ...]:
    """The placements that cover only land (the rest can never be legal)."""
    land = map_a().land
    return tuple(p for p in placements(kind) if p.cells <= land)


@cache
def placements_through(kind: str) -> dict[Hex, tuple[Placement, ...]]:
    """Land placements by each hex they cover, to look only near a zoo's edge."""
    found: dict[Hex, list[Placement]] = {}
    for p in land_placements(kind):
        for h in p.hexes:
            found.setdefault(h, []).append(p)
    return {h: tuple(ps) for h, ps in found.items()}


@cache
@cache
def placement_by_label(kind: str) -> dict[str, Placement]:
    return {p.label: p for p in placements(kind)}


def adjacent_count(cells: frozenset[Hex], terrain: frozenset[Hex]) -> int:
    """How many hexes of a terrain touch a building (its water or rock)."""
    return len({n for c in cells for n in neighbours(c) if n in terrain})
