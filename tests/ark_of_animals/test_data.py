"""The components as data: the 84 tiles and the ark, validated on load."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from arkbook.ark_of_animals import (
    BOARD,
    BOT_SECONDS_PER_ACTION,
    LEVELS,
    RACE,
    SPECIES,
    components,
)
from arkbook.ark_of_animals.data import (
    HERE,
    RULEBOOK_FACTS,
    load_board,
    load_race,
    load_tiles,
)
from arkbook.errors import InvalidDataFile


def raw(name: str) -> dict:
    return json.loads(Path(HERE, name).read_text(encoding="utf-8"))


def test_there_are_84_tiles_of_four_coloured_classes():
    assert sum(s.copies for s in SPECIES) == 84
    colours = {s.cls: s.colour for s in SPECIES}
    assert colours == {"mammal": "green", "amphibian": "yellow", "reptile": "red", "bird": "blue"}


def test_birds_reptiles_and_amphibians_have_exactly_three_species_each():
    """aoa.bonus.sets: a complete set is all 3 animals of a given type."""
    for cls in ("bird", "reptile", "amphibian"):
        assert len([s for s in SPECIES if s.cls == cls]) == 3
    assert {s.name for s in SPECIES if s.cls == "bird"} == {"Owl", "Raven", "Pigeon"}
    assert {s.name for s in SPECIES if s.cls == "reptile"} == {"Cobra", "Crocodile", "Chameleon"}


def test_every_species_the_rulebook_names_has_the_attributes_its_example_implies():
    by_name = {s.name: s for s in SPECIES}
    for name, facts in RULEBOOK_FACTS.items():
        species = by_name[name]
        for key, value in facts.items():
            actual = {"class": species.cls, "diet": species.diet, "size": species.size}[key]
            assert actual == value, (name, key)
    assert by_name["Elephant"].size == 3
    assert [s.name for s in SPECIES if s.size == 3] == ["Elephant"]
    assert all(s.size in (1, 2) for s in SPECIES if s.name != "Elephant")


def test_the_ark_has_16_hexagonal_spaces_in_columns_of_3_3_4_3_3():
    assert [len(c) for c in BOARD.columns] == [3, 3, 4, 3, 3]
    assert sum(1 for s in range(16) if BOARD.side[s] < 0) == 6
    assert sum(1 for s in range(16) if BOARD.side[s] > 0) == 6
    assert [BOARD.gm_weight[c[0]] for c in BOARD.columns] == [2, 1, 0, 1, 2]


def test_hex_adjacency_is_symmetric_and_no_space_touches_more_than_six():
    for s, around in enumerate(BOARD.neighbours):
        assert len(around) <= 6 and s not in around
        for t in around:
            assert s in BOARD.neighbours[t]
    # an inner middle space touches all six around it
    assert len(BOARD.neighbours[7]) == 6
    # space 3 (bottom of column 1) touches space 2 above it and spaces 5 and 6 of column 2
    assert BOARD.neighbours[2] == (1, 4, 5)


def test_grain_spaces_one_in_round_2_and_the_same_plus_two_in_round_3():
    """aoa.grain.round2 and aoa.grain.round3: the marker of round 2 stays, two more join it."""
    assert BOARD.grain[1] == ()
    assert len(BOARD.grain[2]) == 1 and len(BOARD.grain[3]) == 3
    assert set(BOARD.grain[2]) <= set(BOARD.grain[3])


def test_race_timings_and_bot_speeds_per_level():
    assert RACE.sandglass_ms == 30_000
    assert set(BOT_SECONDS_PER_ACTION) == set(LEVELS)
    speeds = [BOT_SECONDS_PER_ACTION[level] for level in LEVELS]
    assert speeds == sorted(speeds, reverse=True), "harder levels race faster"
    assert min(speeds) >= max(RACE.durations_ms.values()) / 1000


def broken_tiles(change) -> InvalidDataFile:
    data = copy.deepcopy(raw("tiles.json"))
    change(data["tiles"])
    with pytest.raises(InvalidDataFile) as info:
        load_tiles(data)
    return info.value


def tile(tiles: list, name: str) -> dict:
    return next(t for t in tiles if t["species"] == name)


@pytest.mark.parametrize(
    ("change", "item", "field"),
    [
        (lambda t: tile(t, "Lion").update(size=4), "Lion", "size"),
        (lambda t: tile(t, "Lion").update(colour="red"), "Lion", "colour"),
        (lambda t: tile(t, "Lion").update(diet="omnivore"), "Lion", "diet"),
        (lambda t: tile(t, "Lion").update(copies=0), "Lion", "copies"),
        (lambda t: tile(t, "Lion").pop("class"), "Lion", "class"),
        (lambda t: tile(t, "Lion").update(copies="3"), "Lion", "copies"),
        (lambda t: tile(t, "Cobra").update(size=2), "Cobra", "size"),
        (lambda t: tile(t, "Chameleon").update(diet="predator"), "Chameleon", "diet"),
        (lambda t: tile(t, "Lion").update(copies=4), "(all tiles)", "copies"),
        (lambda t: t.append(dict(tile(t, "Lion"))), "Lion", "species"),
        (lambda t: tile(t, "Lion").update(species="sea lion"), "tile #11", "species"),
        (
            lambda t: tile(t, "Toad").update({"class": "reptile", "colour": "red"}),
            "the amphibians",
            "class",
        ),
    ],
)
def test_a_bad_tile_file_names_the_tile_and_the_field(change, item, field):
    error = broken_tiles(change)
    assert (error.item, error.field) == (item, field), str(error)


def broken_board(change) -> InvalidDataFile:
    data = copy.deepcopy(raw("board.json"))
    change(data)
    with pytest.raises(InvalidDataFile) as info:
        load_board(data)
    return info.value


@pytest.mark.parametrize(
    ("change", "item", "field"),
    [
        (lambda b: b["spaces"][6].update(row=1), "space 7", "row"),
        (lambda b: b["spaces"][6].update(column=9), "space 7", "column"),
        (lambda b: b["spaces"].pop(), "(file)", "spaces"),
        (
            lambda b: b["columns"][0].update(grand_master_weight=1),
            "column 1",
            "grand_master_weight",
        ),
        (lambda b: b["columns"][2].update(side="left"), "column 3", "side"),
        (lambda b: b["grain"].update({"3": [13, 14, 15]}), "grain of round 3", "spaces"),
        (lambda b: b["grain"].update({"2": [10, 11]}), "grain of round 2", "spaces"),
        (lambda b: b["spaces"][9].update(row=8), "column 3", "spaces"),
    ],
)
def test_a_bad_board_file_names_the_space_and_the_field(change, item, field):
    error = broken_board(change)
    assert (error.item, error.field) == (item, field), str(error)


def test_a_bad_race_file_names_the_field():
    data = raw("race.json")
    data["durations_ms"]["place"] = 0
    with pytest.raises(InvalidDataFile) as info:
        load_race(data)
    assert info.value.field == "place"
    data = raw("race.json")
    data["bot_seconds_per_action"]["Master"] = 0.1
    with pytest.raises(InvalidDataFile) as info:
        load_race(data)
    assert (info.value.item, info.value.field) == ("level Master", "Master")


@pytest.mark.parametrize("pace", [float("nan"), float("inf"), float("-inf"), 10**6])
def test_a_race_pace_must_be_a_finite_number_of_seconds(pace):
    """NaN compares false with every time and a bot at Infinity never acts: both are refused."""
    data = raw("race.json")
    data["bot_seconds_per_action"]["Normal"] = pace
    with pytest.raises(InvalidDataFile) as info:
        load_race(data)
    assert (info.value.item, info.value.field) == ("level Normal", "Normal")


def test_an_action_may_not_last_for_ever():
    data = raw("race.json")
    data["durations_ms"]["wait"] = 10**9
    with pytest.raises(InvalidDataFile) as info:
        load_race(data)
    assert info.value.field == "wait"


def test_the_components_are_json_ready_for_a_board():
    parts = json.loads(json.dumps(components()))
    assert [s["space"] for s in parts["spaces"]] == list(range(1, 17))
    assert parts["spaces"][2]["neighbours"] == [2, 5, 6]
    assert parts["grain"] == {"2": [10], "3": [10, 13, 14]}
    assert sum(s["copies"] for s in parts["species"]) == 84
    assert parts["sandglass_ms"] == 30_000 and parts["levels"][-1] == "Grand Master"
