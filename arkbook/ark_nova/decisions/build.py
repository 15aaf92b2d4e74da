"""The Build action: choosing a building (``build_pick``), placing it (``place``), and moving
animals into a new Reptile House or Aviary (``relocate``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from arkbook.ark_nova import board, gains, zoo
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.decisions.unit import Reason, Unit
from arkbook.ark_nova.moves import NovaMove
from arkbook.ark_nova.state import Args, Building

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova

BASE_KINDS: tuple[str, ...] = (
    "kiosk",
    "pavilion",
    *board.STANDARD,
    "petting-zoo",
)


#: The kinds each side of the Build action offers, in order.
KINDS_BY_SIDE: dict[int, tuple[str, ...]] = {1: BASE_KINDS, 2: BASE_KINDS + board.SIDE_II_ONLY}


def build_kinds(
    game: ArkNova, seat: int, side: int, budget: int, done: Sequence[str]
) -> Iterator[str]:
    """The building kinds a player may build now, with ``budget`` strength left."""
    p = game.s.players[seat]
    return _kinds(
        side,
        budget,
        p.money // 2,
        done,
        p.kinds_built,
        p.occupied_hexes,
        p.side("build"),
        p.kiosk_hexes,
    )


def can_build(game: ArkNova, seat: int, budget: int) -> bool:
    """Whether the Build action could build anything with ``budget`` strength: whether
    :func:`build_kinds` would list a kind, before any is built.

    A pavilion fits wherever any building fits: a legal placement touches the zoo (or, on an
    empty map, the border) at one of its hexes, and a pavilion on that hex alone is legal too
    (land the Build side may use, overlapping nothing). A pavilion is the cheapest building,
    any number may be built, and both sides offer it, so the answer is whether one is
    affordable and fits.
    """
    p = game.s.players[seat]
    size = zoo.building_size("pavilion")
    return (
        size <= budget
        and 2 * size <= p.money
        and zoo.fits_somewhere("pavilion", p.occupied_hexes, p.side("build"), ())
    )


def _kinds(
    side: int,
    budget: int,
    half_money: int,
    done: Sequence[str],
    kinds_built: frozenset[str],
    occupied: frozenset[board.Hex],
    build_side: int,
    kiosks: tuple[board.Hex, ...],
) -> Iterator[str]:
    """``build_kinds`` from only what it depends on. The cheap conditions come first, the
    placements last (a building costs twice its size: ``size > half_money`` is too dear)."""
    for k in KINDS_BY_SIDE[side]:
        size = zoo.building_size(k)
        if size > budget or size > half_money or k in done:
            continue
        if k in board.UNIQUE and k in kinds_built:
            continue
        if zoo.fits_somewhere(k, occupied, build_side, kiosks if k == "kiosk" else ()):
            yield k


def build_pick_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    ctx = game.s.ctx
    opts = [f"build {k}" for k in build_kinds(game, seat, ctx.side, ctx.budget, ctx.done)]
    if game.s.ctx.done:
        opts.append("done")
    return opts


def build_pick_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    if move.verb != "done":
        game.s.stack.append(("place", seat, (move.word(0), "paid")))


def place_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    kind = args[0]
    return [f"at {pl.label}" for pl in zoo.legal_placements(game.s.players[seat], kind)]


def _build_rule(game: ArkNova, kind: str, how: str) -> str:
    """The rule a building placed is told by: a free enclosure is a map-edge token's bonus,
    not the Build action (a round-56 learner's tip for it said "at 2 money a space"), and at a
    break that bonus paid again is income (a round-58 learner read a tip on supporting a
    project there); a second building of one action, or one only side II builds, is side II
    at work."""
    if how == "free":
        at_a_break = game.s.ctx.action != "association"
        return "nova.break.income" if at_a_break else "nova.association.token"
    if len(game.s.ctx.done) > 1 or kind in board.SIDE_II_ONLY:
        return "nova.build.side2"
    return "nova.build.size"


def place_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    p, ctx = game.s.players[seat], game.s.ctx
    kind, how = args
    x, y = move.hex(0)
    place = board.placement_by_label(kind)[f"{x},{y} r{move.number(1)}"]
    size = zoo.building_size(kind)
    if how == "paid":
        if ctx.side == 2:
            game.s.stack.append(("build_pick", seat, ()))
        p.money -= 2 * size
        ctx.budget -= size
        ctx.done += (kind,)
    building = Building(p.next_building, kind, place.hexes, place.label)
    p.next_building += 1
    p.add_building(building)
    cost = "free" if how == "free" else f"for {2 * size} money, {p.money} left"
    game.say(
        "build",
        f"{p.name} builds {board.kind_words(kind, article=True)} (building {building.id}) "
        f"on {board.place_words(place.label, kind)}, {cost}.",
        _build_rule(game, kind, how),
        building=building.id,
        hexes=[list(h) for h in place.hexes],
    )
    if kind == "pavilion":
        gains.gain_appeal(game, seat, 1, "pavilion", "nova.build.pavilion")
    zoo_map = board.map_a()
    for h in place.hexes:
        if h in zoo_map.bonuses:
            game.say(
                "bonus",
                f"Covering the space at {board.hex_words(h)} gives "
                f"{board.BONUS_WORDS.get(zoo_map.bonuses[h], zoo_map.bonuses[h])}.",
                "nova.build.bonus",
            )
            gains.gain_bonus(game, seat, zoo_map.bonuses[h], "placement bonus")
    if not p.covered_all and zoo.covered_all(p):
        p.covered_all = True
        gains.gain_appeal(
            game, seat, T.COVER_ALL_APPEAL, "every space covered", "nova.build.cover_all"
        )
    if kind in board.SIDE_II_ONLY:
        game.s.stack.append(("relocate", seat, (building.id,)))


def relocate_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    p = game.s.players[seat]
    house = next(b for b in p.buildings if b.id == args[0])
    opts = []
    for b in p.buildings:
        if b.kind in board.STANDARD and b.animals:
            animal = game.deck.animal(b.animals[0])
            if zoo.fits(house, animal):
                opts.append(f"relocate {game.names.word(animal.id)}")
    return [*opts, "done"]


def relocate_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    if move.verb == "done":
        return
    p = game.s.players[seat]
    house = p.own_building(args[0])
    old = p.own_building(next(b.id for b in p.buildings if move.word(0) in b.animals))
    animal = game.deck.animal(move.word(0))
    old.animals.remove(animal.id)
    house.animals.append(animal.id)
    house.used += animal.size
    game.say(
        "relocate",
        f"{animal.name} moves into the {house.kind}; enclosure {old.id} is empty again.",
        "nova.build.move_animals",
    )
    game.s.stack.append(("relocate", seat, args))


def build_pick_refusal(game: ArkNova, seat: int, args: Args, words: list[str]) -> Reason:
    p, ctx = game.s.players[seat], game.s.ctx
    if words[0] == "done" and not ctx.done:
        return "nova.turn.no_nothing", "Build at least one building first."
    if words[0] != "build":
        return None
    kind = words[1]
    if kind not in board.SHAPES:
        return "nova.build.kinds", f"There is no building called {kind!r}."
    size = zoo.building_size(kind)
    if kind in board.SIDE_II_ONLY and ctx.side == 1:
        return "nova.build.side2", f"The {board.kind_words(kind)} needs the upgraded Build action."
    if kind in ctx.done:
        return (
            "nova.build.side2",
            "Several buildings in one action must be different: you built "
            f"{board.kind_words(kind, article=True)} already.",
        )
    if size > ctx.budget:
        return (
            "nova.build.size",
            f"{board.kind_words(kind, article=True).capitalize()} has size {size}, more than the "
            f"strength left ({ctx.budget}).",
        )
    if 2 * size > p.money:
        return (
            "nova.build.size",
            f"{board.kind_words(kind, article=True).capitalize()} costs {2 * size} money; you "
            f"have {p.money}.",
        )
    if kind in board.UNIQUE and kind in p.kinds_built:
        return "nova.build.kinds", f"You already have {board.kind_words(kind, article=True)}."
    if kind == "kiosk" and zoo.kiosk_fits_but_for_spacing(p):
        return "nova.build.kiosk", (
            "Every space where a kiosk could touch your zoo is within 2 spaces of one of your "
            "kiosks, and kiosks must stand at least 3 spaces apart."
        )
    return "nova.build.adjacent", (
        f"There is no legal space for {board.kind_words(kind, article=True)} on your map."
    )


def place_refusal(game: ArkNova, seat: int, args: Args, words: list[str]) -> Reason:
    if words[0] != "at":
        return None
    place = board.placement_by_label(args[0]).get(f"{words[1]} {words[2]}")
    if place is None:  # not a placement at all: no building rule to quote (round 51)
        return (
            "game.choice",
            f"{board.kind_words(args[0], article=True).capitalize()} at {words[1]} {words[2]} "
            "would leave the map, or that turn is written another way: play a placement as "
            "board.choices() lists it.",
        )
    problem = zoo.placement_problem(game.s.players[seat], args[0], place)
    if problem is None:
        return None
    rule, reason = problem.split("|")
    where = board.spaces_words(place.hexes)
    return rule, f"The {board.kind_words(args[0])} cannot go on {where}: {reason}."


def build_pick_prompt(game: ArkNova, seat: int, args: Args) -> str:
    return f"choose a building of size up to {game.s.ctx.budget}"


def place_task(game: ArkNova, seat: int, args: Args) -> str:
    return f"place the {board.kind_words(args[0])}" if args else ""


def place_prompt(game: ArkNova, seat: int, args: Args) -> str:
    if not args:
        return ""
    return f"{place_task(game, seat, args)}: choose its space and which way it turns"


def relocate_prompt(game: ArkNova, seat: int, args: Args) -> str:
    return "move animals into the new building, or finish"


UNITS = (
    Unit(
        "build_pick",
        "nova.build.kinds",
        build_pick_options,
        build_pick_apply,
        build_pick_prompt,
        build_pick_refusal,
    ),
    Unit(
        "place",
        "nova.build.adjacent",
        place_options,
        place_apply,
        place_prompt,
        place_refusal,
        place_task,
    ),
    Unit("relocate", "nova.build.move_animals", relocate_options, relocate_apply, relocate_prompt),
)
