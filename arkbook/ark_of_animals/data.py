"""The tiles, the ark and the race timings of Ark of Animals, as validated data.

The three JSON files beside this module are the game's components:

* ``tiles.json``: the 84 animal tiles, one entry per species (class and colour, predator or
  herbivore, size = number of symbols, copies);
* ``board.json``: the ark's 16 hexagonal spaces in five columns of 3, 3, 4, 3, 3, and the grain
  spaces of rounds 2 and 3;
* ``race.json``: the sandglass, how long each action keeps a hand busy, and the bots' pace per
  level.

They are data, not code, so that a teacher can change a tile without touching the rules. Because
a typo in them would silently change the game, every file is checked on load and a bad one raises
:class:`~arkbook.errors.InvalidDataFile` naming the tile (or space) and the field.

**Adjacency.** The hexagons are flat-topped and stacked in columns; ``row`` counts half-hexagon
steps from the top, so neighbouring columns are offset by half a hexagon (a column's rows are all
even or all odd, alternating). Two spaces touch when they are in the same column two rows apart,
or in neighbouring columns one row apart. That gives every inner space six neighbours, as a hex
grid must.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arkbook.errors import InvalidDataFile

HERE = Path(__file__).resolve().parent

#: The five levels, easiest first; a player's level is one of these names.
LEVELS: tuple[str, ...] = ("Novice", "Normal", "Expert", "Master", "Grand Master")

#: Each class of animal and the colour of its tiles, as the rulebook pairs them.
CLASS_COLOURS: Mapping[str, str] = {
    "mammal": "green",
    "amphibian": "yellow",
    "reptile": "red",
    "bird": "blue",
}
#: The classes that score a complete set (the rulebook's "all 3 animals of a given type").
SET_CLASSES: tuple[str, ...] = ("amphibian", "reptile", "bird")
SET_SIZE = 3
TILE_COUNT = 84
COLUMN_SIZES = (3, 3, 4, 3, 3)
SIDES = ("left", "left", "middle", "right", "right")
ACTIONS = ("reveal", "place", "leave", "take", "wait")
#: The slowest bot pace and the longest action race data may give (NaN and Infinity are no
#: pace: a bot scheduled at Infinity never acts, and NaN compares false with every time).
MAX_PACE_SECONDS = 60
MAX_DURATION_MS = 60_000

#: What the rulebook itself says or implies about the species it names (its worked example):
#: a data file contradicting one of these is not this game.
RULEBOOK_FACTS: Mapping[str, Mapping[str, Any]] = {
    "Cobra": {"class": "reptile", "diet": "predator", "size": 1},
    "Crocodile": {"class": "reptile", "diet": "predator", "size": 2},
    "Chameleon": {"class": "reptile", "diet": "herbivore"},
    "Pigeon": {"class": "bird", "diet": "herbivore", "size": 1},
    "Owl": {"class": "bird"},
    "Raven": {"class": "bird"},
    "Sheep": {"diet": "herbivore", "size": 2},
    "Elephant": {"diet": "herbivore", "size": 3},
    "Monkey": {"diet": "herbivore"},
    "Frog": {"diet": "herbivore"},
    "Fox": {"diet": "predator"},
    "Wolf": {"diet": "predator"},
}


@dataclass(frozen=True)
class Species:
    """One kind of animal tile. ``index`` is its position in ``tiles.json`` (the engine's id)."""

    index: int
    name: str
    cls: str
    colour: str
    predator: bool
    size: int
    copies: int

    @property
    def diet(self) -> str:
        return "predator" if self.predator else "herbivore"


@dataclass(frozen=True)
class Board:
    """The ark. Spaces are numbered 1-16 in notation and 0-15 inside the engine.

    ``neighbours[s]`` are the spaces touching space index ``s``; ``columns[c]`` the space indices
    of column ``c`` (0-4) top to bottom; ``column_of[s]`` and ``row_of[s]`` locate a space;
    ``side[s]`` is -1 left, 0 middle, +1 right; ``gm_weight[s]`` the Grand Master multiplier;
    ``grain[r]`` the grain spaces of round ``r`` (empty for round 1).
    """

    neighbours: tuple[tuple[int, ...], ...]
    columns: tuple[tuple[int, ...], ...]
    column_of: tuple[int, ...]
    row_of: tuple[int, ...]
    side: tuple[int, ...]
    gm_weight: tuple[int, ...]
    grain: Mapping[int, tuple[int, ...]]

    @property
    def size(self) -> int:
        return len(self.column_of)


@dataclass(frozen=True)
class Race:
    """Time in the race: the sandglass, action durations, and bot pace per level."""

    sandglass_ms: int
    durations_ms: Mapping[str, int]
    bot_seconds_per_action: Mapping[str, float]


def _read(name: str) -> Any:
    with (HERE / name).open(encoding="utf-8") as handle:
        return json.load(handle)


def _require(
    source: str, item: str, entry: Mapping[str, Any], key: str, kind: type | tuple[type, ...]
) -> Any:
    if key not in entry:
        raise InvalidDataFile(source, item, key, "missing")
    value = entry[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        wanted = getattr(kind, "__name__", "a number")
        raise InvalidDataFile(source, item, key, f"should be {wanted}, not {value!r}")
    return value


def load_tiles(data: Any, source: str = "tiles.json") -> tuple[Species, ...]:
    """Validate the tile list and return its species in file order."""
    if not isinstance(data, dict) or not isinstance(data.get("tiles"), list):
        raise InvalidDataFile(source, "(file)", "tiles", "expected an object with a tiles list")
    species: list[Species] = []
    seen: set[str] = set()
    for i, entry in enumerate(data["tiles"]):
        item = f"tile #{i + 1}"
        if not isinstance(entry, dict):
            raise InvalidDataFile(source, item, "(entry)", "each tile is an object")
        name = _require(source, item, entry, "species", str)
        if not name.isalpha() or not name[0].isupper():
            raise InvalidDataFile(source, item, "species", f"{name!r} is not one capitalised word")
        if name in seen:
            raise InvalidDataFile(source, name, "species", "listed twice")
        seen.add(name)
        cls = _require(source, name, entry, "class", str)
        if cls not in CLASS_COLOURS:
            raise InvalidDataFile(
                source, name, "class", f"{cls!r} is not one of {list(CLASS_COLOURS)}"
            )
        colour = _require(source, name, entry, "colour", str)
        if colour != CLASS_COLOURS[cls]:
            raise InvalidDataFile(
                source, name, "colour", f"{cls} tiles are {CLASS_COLOURS[cls]}, not {colour!r}"
            )
        diet = _require(source, name, entry, "diet", str)
        if diet not in ("predator", "herbivore"):
            raise InvalidDataFile(source, name, "diet", f"{diet!r} is not predator or herbivore")
        size = _require(source, name, entry, "size", int)
        if not 1 <= size <= 3:
            raise InvalidDataFile(source, name, "size", f"{size} symbols; a tile shows 1 to 3")
        copies = _require(source, name, entry, "copies", int)
        if copies < 1:
            raise InvalidDataFile(source, name, "copies", f"{copies}; at least one tile")
        for key, expected in RULEBOOK_FACTS.get(name, {}).items():
            if entry[key] != expected:
                raise InvalidDataFile(
                    source, name, key, f"the rulebook's example makes it {expected!r}"
                )
        species.append(Species(i, name, cls, colour, diet == "predator", size, copies))
    total = sum(s.copies for s in species)
    if total != TILE_COUNT:
        raise InvalidDataFile(source, "(all tiles)", "copies", f"{total} tiles, not {TILE_COUNT}")
    for cls in SET_CLASSES:
        members = [s.name for s in species if s.cls == cls]
        if len(members) != SET_SIZE:
            raise InvalidDataFile(
                source, f"the {cls}s", "class", f"{len(members)} species {members}, not 3"
            )
    for name in RULEBOOK_FACTS:
        if name not in seen:
            raise InvalidDataFile(source, name, "species", "the rulebook names it; it is missing")
    return tuple(species)


def adjacent(a: tuple[int, int], b: tuple[int, int]) -> bool:
    """The hex adjacency rule on (column, row): see the module docstring."""
    (c1, r1), (c2, r2) = a, b
    return (c1 == c2 and abs(r1 - r2) == 2) or (abs(c1 - c2) == 1 and abs(r1 - r2) == 1)


def load_board(data: Any, source: str = "board.json") -> Board:
    """Validate the ark's shape and grain spaces and precompute its neighbours."""
    if not isinstance(data, dict):
        raise InvalidDataFile(source, "(file)", "(file)", "expected an object")
    columns = _require(source, "(file)", data, "columns", list)
    if len(columns) != len(COLUMN_SIZES):
        raise InvalidDataFile(source, "(file)", "columns", f"{len(columns)} columns, not 5")
    weights: list[int] = []
    for c, entry in enumerate(columns):
        item = f"column {c + 1}"
        if not isinstance(entry, dict):
            raise InvalidDataFile(source, item, "(entry)", "each column is an object")
        if _require(source, item, entry, "column", int) != c + 1:
            raise InvalidDataFile(source, item, "column", "columns are listed 1 to 5 in order")
        if _require(source, item, entry, "side", str) != SIDES[c]:
            raise InvalidDataFile(source, item, "side", f"should be {SIDES[c]!r}")
        weight = _require(source, item, entry, "grand_master_weight", int)
        expected = 0 if SIDES[c] == "middle" else (2 if c in (0, 4) else 1)
        if weight != expected:
            raise InvalidDataFile(
                source, item, "grand_master_weight", f"{weight}; this column counts x{expected}"
            )
        weights.append(weight)
    spaces = _require(source, "(file)", data, "spaces", list)
    located: dict[int, tuple[int, int]] = {}
    for i, entry in enumerate(spaces):
        item = f"space entry #{i + 1}"
        if not isinstance(entry, dict):
            raise InvalidDataFile(source, item, "(entry)", "each space is an object")
        number = _require(source, item, entry, "space", int)
        item = f"space {number}"
        if not 1 <= number <= sum(COLUMN_SIZES) or number in located:
            raise InvalidDataFile(source, item, "space", "spaces are numbered 1-16, each once")
        column = _require(source, item, entry, "column", int)
        if not 1 <= column <= len(COLUMN_SIZES):
            raise InvalidDataFile(source, item, "column", f"{column} is not a column 1-5")
        row = _require(source, item, entry, "row", int)
        if row < 0 or row % 2 != (column - 1) % 2:
            raise InvalidDataFile(
                source,
                item,
                "row",
                f"column {column} uses {'odd' if column % 2 == 0 else 'even'} rows",
            )
        if (column - 1, row) in located.values():
            raise InvalidDataFile(source, item, "row", "two spaces on one spot")
        located[number] = (column - 1, row)
    if len(located) != sum(COLUMN_SIZES):
        raise InvalidDataFile(source, "(file)", "spaces", f"{len(located)} spaces, not 16")
    order = sorted(located, key=lambda n: (located[n], n))
    if order != sorted(located):
        raise InvalidDataFile(
            source, "(file)", "spaces", "number the spaces column by column, top to bottom"
        )
    coords = [located[n] for n in sorted(located)]
    by_column: list[list[int]] = [[] for _ in COLUMN_SIZES]
    for s, (c, _) in enumerate(coords):
        by_column[c].append(s)
    for c, members in enumerate(by_column):
        rows = [coords[s][1] for s in members]
        if len(members) != COLUMN_SIZES[c] or rows != list(
            range(rows[0], rows[0] + 2 * len(rows), 2)
        ):
            raise InvalidDataFile(
                source, f"column {c + 1}", "spaces", f"needs {COLUMN_SIZES[c]} touching spaces"
            )
    grain_data = _require(source, "(file)", data, "grain", dict)
    grain: dict[int, tuple[int, ...]] = {1: ()}
    for round_no, count in ((2, 1), (3, 3)):
        item = f"grain of round {round_no}"
        ids = _require(source, item, grain_data, str(round_no), list)
        if len(ids) != count or len(set(ids)) != count or not all(i in located for i in ids):
            raise InvalidDataFile(source, item, "spaces", f"{count} different spaces 1-16")
        grain[round_no] = tuple(sorted(i - 1 for i in ids))
    if not set(grain[2]) <= set(grain[3]):
        raise InvalidDataFile(
            source, "grain of round 3", "spaces", "must keep the marker of round 2"
        )
    neighbours = tuple(
        tuple(t for t in range(len(coords)) if adjacent(coords[s], coords[t]))
        for s in range(len(coords))
    )
    side = tuple({"left": -1, "middle": 0, "right": 1}[SIDES[c]] for c, _ in coords)
    return Board(
        neighbours=neighbours,
        columns=tuple(tuple(m) for m in by_column),
        column_of=tuple(c for c, _ in coords),
        row_of=tuple(r for _, r in coords),
        side=side,
        gm_weight=tuple(weights[c] for c, _ in coords),
        grain=grain,
    )


def load_race(data: Any, source: str = "race.json") -> Race:
    """Validate the sandglass, the action durations and the bots' pace."""
    if not isinstance(data, dict):
        raise InvalidDataFile(source, "(file)", "(file)", "expected an object")
    sandglass = _require(source, "sandglass", data, "sandglass_ms", int)
    if sandglass != 30_000:
        raise InvalidDataFile(source, "sandglass", "sandglass_ms", "the sandglass is 30 seconds")
    durations = _require(source, "durations", data, "durations_ms", dict)
    for action in ACTIONS:
        value = _require(source, f"action {action}", durations, action, int)
        if not 0 < value <= MAX_DURATION_MS:
            raise InvalidDataFile(
                source, f"action {action}", action, f"must take 1 to {MAX_DURATION_MS} ms"
            )
    if set(durations) != set(ACTIONS):
        raise InvalidDataFile(source, "durations", "durations_ms", f"exactly {list(ACTIONS)}")
    speeds = _require(source, "bots", data, "bot_seconds_per_action", dict)
    slowest_action = max(durations.values()) / 1000
    for level in LEVELS:
        value = _require(source, f"level {level}", speeds, level, (int, float))
        if not math.isfinite(value) or value > MAX_PACE_SECONDS:
            raise InvalidDataFile(
                source, f"level {level}", level, f"a number of seconds up to {MAX_PACE_SECONDS}"
            )
        if value < slowest_action:
            raise InvalidDataFile(
                source,
                f"level {level}",
                level,
                f"faster than the slowest action ({slowest_action} s)",
            )
    if set(speeds) != set(LEVELS):
        raise InvalidDataFile(source, "bots", "bot_seconds_per_action", f"exactly {list(LEVELS)}")
    return Race(sandglass, dict(durations), {k: float(v) for k, v in speeds.items()})


SPECIES: tuple[Species, ...] = load_tiles(_read("tiles.json"))
BOARD: Board = load_board(_read("board.json"))
RACE: Race = load_race(_read("race.json"))
SPECIES_BY_NAME: Mapping[str, Species] = {s.name.lower(): s for s in SPECIES}
#: Seconds per action a board gives a bot of each level (also in ``race.json``).
BOT_SECONDS_PER_ACTION: Mapping[str, float] = RACE.bot_seconds_per_action


def components() -> dict[str, Any]:
    """The static parts of the game, JSON-ready, for a board to draw once.

    ``spaces``: per space 1-16 its ``column`` (1-5), ``row`` (half-hexagon steps from the top),
    ``side`` (left, middle, right), Grand Master ``weight`` and ``neighbours``; ``grain``: the
    grain spaces by round; ``species``: the tile list; then the race timings and bot speeds.
    """
    sides = ("left", "middle", "right")
    return {
        "spaces": [
            {
                "space": s + 1,
                "column": BOARD.column_of[s] + 1,
                "row": BOARD.row_of[s],
                "side": sides[BOARD.side[s] + 1],
                "weight": BOARD.gm_weight[s],
                "neighbours": [t + 1 for t in BOARD.neighbours[s]],
            }
            for s in range(BOARD.size)
        ],
        "grain": {str(r): [g + 1 for g in spaces] for r, spaces in BOARD.grain.items() if spaces},
        "species": [
            {
                "species": s.name,
                "class": s.cls,
                "colour": s.colour,
                "diet": s.diet,
                "size": s.size,
                "copies": s.copies,
            }
            for s in SPECIES
        ],
        "sandglass_ms": RACE.sandglass_ms,
        "durations_ms": dict(RACE.durations_ms),
        "bot_seconds_per_action": dict(RACE.bot_seconds_per_action),
        "levels": list(LEVELS),
    }
