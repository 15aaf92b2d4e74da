"""Ark of Animals positions: a scene by tile names, checked, scored and played on, loading back."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import arkbook
from arkbook.ark_of_animals import new_game
from arkbook.ark_of_animals.layout import WORKED_EXAMPLE
from arkbook.ark_of_animals.positions import KEYS, position
from arkbook.errors import InvalidGameFile, InvalidPosition
from tests.fuzz.scenes import built_or_refused

#: A full ark of 16 different tiles (no species beyond its copies).
FULL = {
    s: name
    for s, name in enumerate(
        [
            "Horse", "Deer", "Giraffe", "Rabbit", "Mouse", "Pigeon", "Chameleon", "Frog",
            "Toad", "Horse", "Deer", "Giraffe", "Rabbit", "Mouse", "Pigeon", "Frog",
        ],
        start=1,
    )
}  # fmt: skip
EARLIER = [{"arks": {"Ben": FULL}, "first": "Ben"}]

REFUSED: list[tuple[dict[str, Any], str, str]] = [
    ({"arks": {"Ada": {1: "Lino"}}}, "arks.Ada.1", "not an animal"),
    ({"arks": {"Ada": {17: "Lion"}}}, "arks.Ada.17", "out of range"),
    ({"arks": {"Ada": {"x": "Lion"}}}, "arks.Ada.x", "whole number"),
    ({"arks": {"Ada": {5: "Lion"}}}, "arks.Ada", "aoa.place.column"),
    ({"arks": {"Dan": {1: "Lion"}}}, "arks.Dan", "not playing"),
    ({"table": ["Lion"] * 4}, "table[3]", "3 Lion tiles"),
    ({"arks": {"Ada": {1: "Lion"}}, "hands": {"Ben": "Lion"}, "table": ["Lion", "Lion"]},
     "table[1]", "already out"),
    ({"pool": ["Lion"]}, "pool", "leaves out"),
    ({"round": 4}, "round", "out of range"),
    ({"round": 2}, "earlier", "after 1 finished rounds, not 0"),
    ({"round": 2, "earlier": [{"arks": {"Ada": {1: "Lion"}}, "first": "Ada"}]},
     "earlier[0].first", "not full"),
    ({"round": 2, "earlier": EARLIER, "levels": "Expert", "arks": {"Ada": {10: "Lion"}}},
     "arks.Ada.10", "grain marker"),
    ({"arks": {"Ada": FULL}}, "sandglass", "aoa.sandglass.turn"),
    ({"arks": {"Ada": FULL, "Ben": FULL}, "sandglass": {"turned_by": "Ada", "at_ms": 0}},
     "arks.Ben.12", "already out"),
    ({"sandglass": {"turned_by": "Ben", "at_ms": 0}}, "sandglass.turned_by", "not full"),
    ({"arks": {"Ada": FULL}, "sandglass": {"turned_by": "Ada", "at_ms": 0}, "clock_ms": 30000},
     "clock_ms", "sand ran out"),
    ({"arks": {"Ada": FULL}, "hands": {"Ada": "Lion"},
      "sandglass": {"turned_by": "Ada", "at_ms": 0}}, "hands.Ada", "full ark"),
    ({"clock_ms": 10**12}, "clock_ms", "out of range"),
    ({"from_table": ["Ada"]}, "from_table[0]", "holds no tile"),
    ({"hands": {"Ada": "Lion"}, "from_table": ["Dan"]}, "from_table[0]", "not playing"),
]  # fmt: skip


@pytest.mark.parametrize(("scene", "field", "words"), REFUSED)
def test_each_check_refuses_with_the_field_named(scene: dict, field: str, words: str) -> None:
    with pytest.raises(InvalidPosition) as caught:
        position(**scene)
    assert caught.value.field == field
    assert words in caught.value.reason


def test_a_key_that_means_nothing_is_refused() -> None:
    with pytest.raises(InvalidPosition) as caught:
        new_game(["Ada", "Ben"], position={"weather": "rain"})
    assert caught.value.field == "weather"


def test_the_lion_on_space_one_a_pigeon_beside_it_plays_on_and_loads_back() -> None:
    game = position(arks={"Ada": {1: "Lion", 4: "Pigeon", 2: "Sheep", 3: "Cobra"}}, clock_ms=4000)
    view = game.view(None)
    assert view["players"][0]["ark"][:4] == ["Lion", "Sheep", "Cobra", "Pigeon"]
    assert view["players"][0]["column"] == 2 and view["clock_ms"] == 4000
    assert sum(1 for _ in view["pool"]["order"]) == 84 - 4
    game.play("Ada: reveal")
    game.play("Ben: reveal")
    text = game.to_json()
    again = arkbook.load(text)
    assert again.to_json() == text


def test_round_three_of_the_worked_example_scores_as_the_layout_helper() -> None:
    """The rulebook's Grand Master example, as a position one tile short of the end."""
    layouts = {p: dict(a) for p, a in WORKED_EXAMPLE["layouts"].items()}
    held = layouts["Ada"].pop(16)
    earlier = [{"arks": {"Ada": FULL}, "first": "Ada"}, {"arks": {"Ben": FULL}, "first": "Ben"}]
    game = position(
        levels=WORKED_EXAMPLE["levels"],
        round=3,
        earlier=earlier,
        arks=layouts,
        hands={"Ada": held},
        clock_ms=9000,
        sandglass={"turned_by": "Ben", "at_ms": 8000},
    )
    assert game.view(None)["players"][0]["ark"][9] == "grain"  # laid by the level, not named
    game.play("Ada: place 16")
    ada = game.view(None)["results"][2]["players"]["Ada"]
    assert ada["points"] == {
        "grain": -2,
        "predators": 0,
        "balance": -3,
        "animals": 10,
        "bonuses": 3,
    }


def test_a_hand_taken_from_the_table_is_part_of_the_scene_and_loads_back() -> None:
    """Ruling 24: ``from_table`` names a hand taken from the table, which must be placed; a
    hand not named there was revealed, as in every scene written before the key existed."""
    game = position(hands={"Ada": "Lion", "Ben": "Owl"}, from_table=["Ada"])
    assert [p["from_table"] for p in game.view(None)["players"]] == [True, False]
    assert game.options["position"]["from_table"] == ["Ada"]
    assert game.why_not("Ada: leave").rule == "aoa.table.take"
    assert game.why_not("Ben: leave") is None
    again = arkbook.load(game.to_json())
    assert again.why_not("Ada: leave").rule == "aoa.table.take"
    old = json.loads(game.to_json())
    del old["options"]["position"]["from_table"]
    for p in old["state"]["players"]:
        del p["from_table"]
    before = arkbook.load(json.dumps(old))
    assert before.why_not("Ada: leave") is None  # the old scene said nothing: revealed


def test_load_names_the_position_field() -> None:
    text = position(arks={"Ada": {1: "Lion"}}).to_json()
    with pytest.raises(InvalidGameFile) as caught:
        arkbook.load(text.replace('"1":"Lion"', '"4":"Lion"'))
    assert caught.value.field == "options.position.arks.Ada"


NAMES = st.sampled_from(["Lion", "Pigeon", "Frog", "Lino", "Ada", "Ben", "", 5, None])
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 10**9) | NAMES,
    lambda inner: (
        st.lists(inner, max_size=5)
        | st.dictionaries(
            NAMES | st.sampled_from(["1", "16", "turned_by", "at_ms"]), inner, max_size=4
        )
    ),
    max_leaves=12,
)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from([*KEYS, "weather"]), VALUES, max_size=5))
def test_fuzzed_scenes_give_typed_errors_only(scene: dict) -> None:
    built_or_refused(lambda: new_game(["Ada", "Ben"], 2, "Expert", position=scene))
