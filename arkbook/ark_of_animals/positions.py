"""Build an Ark of Animals game in a chosen moment of a round, by naming the tiles, checked.

A lesson wants "the Lion on space 5, a Pigeon beside it, Ben holding a Wolf" without racing
to it. :func:`position` sets up a real game (its levels, its seed) and lays the named tiles out,
then the race goes on from there: the legal moves, ``play``, ``scores`` and the boards all
work on it. ``arks`` maps each player to ``{space: species}`` with spaces 1-16, as
:func:`~arkbook.ark_of_animals.layout.score_layout` takes them.

What is checked (:class:`~arkbook.errors.InvalidPosition` names the field, e.g. ``arks.Ada.5``):

* every species exists, and no species has more tiles out than the game has copies (on the
  arks, in hands, on the table and in the pool together: each tile is in one place);
* no animal lies on a grain marker (the grain is *derived*: Expert and above, rounds 2 and 3,
  on the spaces the board names), and an ark is filled from the left: a column holds a tile
  only once every column left of it is full (``aoa.place.column``);
* ``from_table`` names players whose tile in hand was taken from the table, so it must be
  placed (ruling 24); each holds a tile. A hand not named there was revealed from the pool
  (a scene written before ``from_table`` existed still loads so);
* the sandglass matches the arks: it is turned exactly when an ark is full, by a player whose
  ark is full, and the clock stands in its 30 seconds; a round with every ark full is over, so
  it is no position; a player whose ark is full holds no tile;
* ``pool``, when given, holds exactly the tiles left (the last is drawn next); by default it is
  those tiles shuffled from the seed, as the round's own shuffle would;
* the earlier rounds (``earlier``, one per round before ``round``) are finished rounds with
  the same checks; they are scored as the game scored them.

The scene is kept in the game's options (``options["position"]``, defaults filled in), so
``to_json()`` loads back through :func:`arkbook.load`, checked again. A pool shuffled from the
seed is not written there: ``game.options`` is public, the pool's order is hidden from every
player, and the same seed shuffles the same order again when the game loads.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from arkbook import scene
from arkbook.ark_of_animals.data import BOARD, RACE, SPECIES, SPECIES_BY_NAME
from arkbook.ark_of_animals.engine import NO_TILE, NOBODY, ROUNDS, ArkOfAnimals, new_game
from arkbook.ark_of_animals.scoring import EMPTY, EXPERT, GRAIN, score_round
from arkbook.errors import InvalidPosition
from arkbook.game import Event, Turn, chance

KEYS = (
    "round",
    "arks",
    "hands",
    "from_table",
    "table",
    "pool",
    "clock_ms",
    "sandglass",
    "earlier",
)
#: A round's clock in a scene: up to an hour of game time (the rules set no limit before the
#: sandglass is turned; the bound keeps a scene from a file sane).
MAX_CLOCK_MS = 3_600_000
COLUMNS = BOARD.columns


def position(
    players: Sequence[str] = ("Ada", "Ben"),
    *,
    levels: Mapping[str, str] | str | None = None,
    round: int = 1,
    arks: Mapping[str, Mapping[int | str, str]] | None = None,
    hands: Mapping[str, str | None] | None = None,
    from_table: Sequence[str] = (),
    table: Sequence[str] = (),
    pool: Sequence[str] | None = None,
    clock_ms: int = 0,
    sandglass: Mapping[str, Any] | None = None,
    earlier: Sequence[Mapping[str, Any]] = (),
    seed: int = 0,
) -> ArkOfAnimals:
    """A game at ``clock_ms`` into round ``round`` with the named tiles where asked.

    - ``levels``: as :func:`~arkbook.ark_of_animals.new_game` takes them (default Normal).
    - ``arks``: per player, ``{space: species}`` (spaces 1-16; left out = empty).
    - ``hands``: per player, the species held (or None); ``table``: the face-up tiles.
    - ``from_table``: the players whose tile in hand was taken from the table, so it must be
      placed (default: none; a hand not named was revealed from the pool).
    - ``pool``: the face-down tiles, the last drawn next (default: the rest, shuffled).
    - ``sandglass``: ``{"turned_by": player, "at_ms": time}`` once someone's ark is full.
    - ``earlier``: the finished rounds before this one, each ``{"arks": ..., "first": player}``
      (``first`` turned the sandglass).

    Raises :class:`~arkbook.errors.InvalidPosition` naming what no game could reach.
    """
    data = {
        "round": round,
        "arks": arks,
        "hands": hands,
        "from_table": from_table,
        "table": table,
        "pool": pool,
        "clock_ms": clock_ms,
        "sandglass": sandglass,
        "earlier": earlier,
    }
    return new_game(players, seed, levels, position=data)


def apply_position(game: ArkOfAnimals, data: Any) -> None:
    """Lay the scene ``data`` out on a freshly set-up game (what ``new_game`` calls)."""
    data = scene.mapping(data, "position")
    scene.keys(data, "", KEYS)
    _Scene(game, data).apply()


class _Scene:
    def __init__(self, game: ArkOfAnimals, data: Mapping[str, Any]) -> None:
        self.game, self.data, self.players = game, data, game.players

    def get(self, key: str, default: Any) -> Any:
        value = self.data.get(key)
        return default if value is None else value

    def apply(self) -> None:
        game, n = self.game, len(self.players)
        r = scene.whole(self.get("round", 1), "round", 1, ROUNDS)
        earlier = scene.items(self.get("earlier", ()), "earlier", ROUNDS)
        if len(earlier) != r - 1:
            raise InvalidPosition(
                "earlier", f"round {r} comes after {r - 1} finished rounds, not {len(earlier)}"
            )
        results, kept = [], []
        for i, past in enumerate(earlier):
            field = f"earlier[{i}]"
            past = scene.mapping(past, field)
            scene.keys(past, field, ("arks", "first"))
            arks, out = self.arks(past.get("arks"), f"{field}.arks", i + 1, Counter())
            full = [j for j, ark in enumerate(arks) if EMPTY not in ark]
            first = scene.player(past.get("first"), f"{field}.first", self.players)
            if self.players.index(first) not in full:
                raise InvalidPosition(
                    f"{field}.first",
                    f"{first}'s ark is not full, so {first} did not turn the sandglass; a round "
                    "ends only after someone has filled the ark and turned it",
                )
            results.append(
                score_round(i + 1, self.players, game.levels, arks, self.players.index(first))
            )
            kept.append({"arks": out, "first": first})
        out_tiles: Counter[int] = Counter()
        arks, ark_names = self.arks(self.get("arks", {}), "arks", r, out_tiles)
        hands = self.hands(arks, out_tiles)
        from_table = self.from_table(hands)
        table = self.tiles(self.get("table", ()), "table", out_tiles)
        pool = self.pool(r, out_tiles)
        clock = scene.whole(self.get("clock_ms", 0), "clock_ms", 0, MAX_CLOCK_MS)
        turner, deadline = self.sandglass(arks, clock)
        opening = self.opening(r, arks)
        game._round, game._results, game._over = r, results, False
        game._arks = arks
        game._free = [ark.count(EMPTY) for ark in arks]
        game._col = [game._first_open_column(ark, 0) for ark in arks]
        game._hand, game._pool = hands, pool
        game._from_table = [p in from_table for p in self.players]
        game._table = [table.count(k) for k in range(len(SPECIES))]
        game._ready = [clock] * n
        game._now, game._turner, game._deadline, game._expired = clock, turner, deadline, False
        game._undo_stack = []
        game._history = [
            Turn(0, None, (Event("setup", "A position set up by hand.", None), *opening))
        ]
        saved: dict[str, Any] = {
            "round": r,
            "arks": ark_names,
            "hands": {
                p: None if h == NO_TILE else SPECIES[h].name
                for p, h in zip(self.players, hands, strict=True)
            },
            "from_table": [p for p in self.players if p in from_table],
            "table": [SPECIES[t].name for t in table],
            "clock_ms": clock,
            "sandglass": None
            if turner == NOBODY
            else {"turned_by": self.players[turner], "at_ms": deadline - RACE.sandglass_ms},
            "earlier": kept,
        }
        if self.data.get("pool") is not None:  # a pool set by hand, as its author wrote it
            saved["pool"] = [SPECIES[t].name for t in pool]
        game.options["position"] = saved

    def opening(self, r: int, arks: Sequence[Sequence[int]]) -> list[Event]:
        """What the game said before the scene, as a game raced up to it would have: the aim,
        the levels and round 1 (the game's own setup), each later round's start and grain,
        and the arks filled column by column. A review counts the rules of these events as
        met: a learner read "A game is three rounds" and "You fill your ark from its
        leftmost column" as not met, in round 3 of a scene whose arks were nearly full."""
        game = self.game
        events = list(game.history[0].events)
        for _ in range(1, r):
            events += game._start_round()  # the state is laid out afresh after this
        if any(tile >= 0 for ark in arks for tile in ark[len(COLUMNS[0]) :]):
            events.append(
                Event(
                    "position",
                    "The arks were filled from the left, a column only once the one left of "
                    "it was full.",
                    "aoa.place.column",
                )
            )
        return events

    # ------------------------------------------------------------------ tiles
    def species(self, value: Any, field: str, out: Counter[int]) -> int:
        """A tile of a named species, counted against its copies."""
        name = scene.text(value, field)
        found = SPECIES_BY_NAME.get(name.lower())
        if found is None:
            raise InvalidPosition(field, f"{name!r} is not an animal of this game")
        out[found.index] += 1
        if out[found.index] > found.copies:
            raise InvalidPosition(
                field,
                f"the game has {found.copies} {found.name} tiles and all are already out; a "
                "tile is in one place at a time",
            )
        return found.index

    def tiles(self, value: Any, field: str, out: Counter[int]) -> list[int]:
        listed = scene.items(value, field)
        return [self.species(name, f"{field}[{i}]", out) for i, name in enumerate(listed)]

    def arks(
        self, value: Any, field: str, r: int, out: Counter[int]
    ) -> tuple[list[list[int]], dict[str, dict[str, str]]]:
        """Every player's ark in round ``r``, with the grain laid, and its JSON form."""
        given = scene.mapping(value if value is not None else {}, field)
        for name in given:
            scene.player(name, f"{field}.{name}", self.players)
        arks, names = [], {}
        for i, p in enumerate(self.players):
            here = f"{field}.{p}"
            ark = [EMPTY] * BOARD.size
            if self.game._rank[i] >= EXPERT:
                for g in BOARD.grain[r]:
                    ark[g] = GRAIN
            layout = scene.mapping(given.get(p, {}), here)
            for key, name in layout.items():
                space = _space(key, f"{here}.{key}")
                if ark[space - 1] == GRAIN:
                    raise InvalidPosition(
                        f"{here}.{key}",
                        f"space {space} holds a grain marker at {self.game.levels[i]} in round "
                        f"{r}, so no animal can go there [aoa.grain.round{r}]",
                    )
                ark[space - 1] = self.species(name, f"{here}.{key}", out)
            _filled_from_the_left(ark, here)
            arks.append(ark)
            names[p] = {
                str(s + 1): SPECIES[t].name for s, t in enumerate(ark) if t not in (EMPTY, GRAIN)
            }
        return arks, names

    def hands(self, arks: list[list[int]], out: Counter[int]) -> list[int]:
        given = scene.mapping(self.get("hands", {}), "hands")
        hands = [NO_TILE] * len(self.players)
        for name, held in given.items():
            field = f"hands.{name}"
            i = self.players.index(scene.player(name, field, self.players))
            if held is None:
                continue
            if EMPTY not in arks[i]:
                raise InvalidPosition(
                    field, f"{name}'s ark is full, and a player with a full ark takes no tile"
                )
            hands[i] = self.species(held, field, out)
        return hands

    def from_table(self, hands: list[int]) -> set[str]:
        """The players whose tile in hand was taken from the table; each must hold one."""
        named = scene.items(self.get("from_table", ()), "from_table", len(self.players))
        taken = set()
        for k, name in enumerate(named):
            field = f"from_table[{k}]"
            i = self.players.index(scene.player(name, field, self.players))
            if hands[i] == NO_TILE:
                raise InvalidPosition(field, f"{name} holds no tile, so took none from the table")
            taken.add(name)
        return taken

    def pool(self, r: int, out: Counter[int]) -> list[int]:
        left = Counter({s.index: s.copies for s in SPECIES})
        left.subtract(out)
        rest = [s.index for s in SPECIES for _ in range(left[s.index])]
        given = self.data.get("pool")
        if given is None:
            chance(self.game.seed, "round", r, "pool").shuffle(rest)
            return rest
        pool = self.tiles(given, "pool", out)
        missing = Counter(rest)
        missing.subtract(pool)
        lost = sorted(SPECIES[k].name for k, count in missing.items() if count > 0)
        if lost:
            raise InvalidPosition(
                "pool",
                f"leaves out tiles that are nowhere else ({', '.join(lost[:5])}): every tile is "
                "on an ark, in a hand, on the table or in the pool",
            )
        return pool

    def sandglass(self, arks: list[list[int]], clock: int) -> tuple[int, int]:
        """(who turned it, when it runs out), or (NOBODY, -1) while nobody has finished."""
        full = [i for i, ark in enumerate(arks) if EMPTY not in ark]
        if len(full) == len(arks):
            raise InvalidPosition(
                "arks", "every ark is full, so the round is over: a position is within a round"
            )
        glass = self.data.get("sandglass")
        if glass is None:
            if full:
                raise InvalidPosition(
                    "sandglass",
                    f"{self.players[full[0]]}'s ark is full, and the first to fill the ark "
                    "turns the sandglass at once [aoa.sandglass.turn]",
                )
            return NOBODY, -1
        glass = scene.mapping(glass, "sandglass")
        scene.keys(glass, "sandglass", ("turned_by", "at_ms"))
        who = scene.player(glass.get("turned_by"), "sandglass.turned_by", self.players)
        turner = self.players.index(who)
        if turner not in full:
            raise InvalidPosition(
                "sandglass.turned_by", f"{who}'s ark is not full, so {who} cannot have turned it"
            )
        at = scene.whole(glass.get("at_ms"), "sandglass.at_ms", 0, clock)
        deadline = at + RACE.sandglass_ms
        if clock >= deadline:
            raise InvalidPosition(
                "clock_ms",
                f"the sand ran out at {deadline} ms; a position is while it runs, before "
                f"{deadline}",
            )
        return turner, deadline


def _space(key: Any, field: str) -> int:
    """A space number, 1-16, written as a number or (from JSON) as its digits."""
    if isinstance(key, str) and key.isdigit() and key.isascii() and len(key) <= 2:
        key = int(key)
    return scene.whole(key, field, 1, BOARD.size)


def _filled_from_the_left(ark: list[int], field: str) -> None:
    """A column holds tiles only once every column left of it is full (grain counts as full)."""
    for c, column in enumerate(COLUMNS):
        if any(ark[s] >= 0 for s in column):
            for left in range(c):
                empty = [s + 1 for s in COLUMNS[left] if ark[s] == EMPTY]
                if empty:
                    raise InvalidPosition(
                        field,
                        f"column {c + 1} holds a tile while column {left + 1} has empty spaces "
                        f"({', '.join(map(str, empty))}): the leftmost column is filled first "
                        "[aoa.place.column]",
                    )
