"""Ark positions cannot lie: each check refuses with the field named, and a scene loads back."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import arkbook
from arkbook.ark.positions import KEYS, position
from arkbook.errors import InvalidGameFile, InvalidPosition
from tests.fuzz.scenes import built_or_refused

REFUSED: list[tuple[dict[str, Any], str, str]] = [
    ({"port": [["Dgo"]]}, "port[0][0]", "no card named 'Dgo'"),
    ({"port": [["dog"]]}, "port[0][0]", "did you mean 'Dog'"),
    ({"port": [["Dog"]], "hands": {"Ada": ["Dog"]}}, "hands.Ada[0]", "already at port[0][0]"),
    ({"display": ["Dog"], "supply": ["Dog"]}, "supply[0]", "already at display[0]"),
    ({"hands": {"Ada": ["Rain 1"]}}, "hands.Ada[0]", "rain card"),
    ({"port": [[]]}, "port[0]", "1 to 3 cards"),
    ({"port": [["Dog", "Cow", "Pig", "Hay"]]}, "port[0]", "1 to 3 cards"),
    ({"port": [["Lion", "Sheep"]]}, "port[0]", "ark.cabin.carnivore"),
    ({"port": [["Cow", "Hay"]]}, "port[0]", "ark.cabin.provisions"),
    ({"port": [["Polar bear", "Camel"]]}, "port[0]", "ark.cabin.climate"),
    # The Dog scene: 7 on port, 1 on starboard, said to be level.
    (
        {"port": [["Hay", "Grain"], ["Cow", "Horse"]], "starboard": [["Sheep"]], "bow": 0},
        "bow",
        "-6",
    ),
    ({"port": [["Elephant"]]}, "bow", "off the bow card"),
    ({"port": [["Dog"]], "bow": 1}, "bow", "starboard weight minus port weight, -1"),
    ({"bow": 3}, "bow", "out of range"),
    ({"hands": {"Dan": []}}, "hands.Dan", "not playing"),
    ({"pets": {"Ada": "Dog"}}, "pets.Ada", "second rain card"),
    ({"rain_drawn": 6}, "rain_drawn", "out of range"),
    ({"rain_drawn": 5}, "phase", "fifth rain card"),
    ({"phase": "endgame"}, "phase", "fifth rain card"),
    ({"phase": "pick"}, "phase", "not one of"),
    ({"phase": "pet"}, "phase", "second rain card"),
    (
        {"phase": "pet", "rain_drawn": 2, "pets": {"Ada": "Dog", "Ben": "Cow", "Cy": "Pig"}},
        "pets",
        "nobody is left",
    ),
    ({"phase": "second"}, "first", "first card's cabin"),
    ({"first": ["port", 1]}, "first", "the phase is 'play'"),
    ({"port": [["Dog"]], "phase": "second", "first": ["port", 2]}, "first[1]", "out of range"),
    ({"turn": 3}, "turn", "out of range"),
    ({"turn": True}, "turn", "whole number"),
    ({"discs": {"Ada": 20}}, "discs", "box holds 22"),
    ({"discs": {"Ada": -1}}, "discs.Ada", "out of range"),
    ({"figures": {"Ada": {"heavy": [1, 2]}}}, "figures.Ada.heavy[1]", "out of range"),
    ({"figures": {"Ada": {"tall": 1}}}, "figures.Ada.tall", "not one of"),
    ({"supply": ["Rain 1", "Rain 2"], "rain_drawn": 4}, "supply", "only 5"),
]


@pytest.mark.parametrize(("scene", "field", "words"), REFUSED)
def test_each_check_refuses_with_the_field_named(scene: dict, field: str, words: str) -> None:
    with pytest.raises(InvalidPosition) as caught:
        position(**scene)
    assert caught.value.field == field
    assert words in caught.value.reason


def test_a_scene_loads_back_and_plays_on() -> None:
    game = position(
        port=[["Dog", "Cow"]],
        starboard=[["Horse"]],
        hands={"Ada": ["Mosquito", "Pig"]},
        figures={"Ben": {"useful": (2, 1)}},
        discs={"Cy": 2},
        supply=["Rabbit", "Rain 2", "Deer"],
        rain_drawn=1,
    )
    text = game.to_json()
    again = arkbook.load(text)
    assert again.to_json() == text and again.view(None) == game.view(None)
    game.play("Ada: play Pig to starboard 1")
    again = arkbook.load(game.to_json())
    assert again.to_json() == game.to_json() and len(again.moves) == 1
    # Rain cards the scene leaves out and has not drawn lie at the bottom of the supply.
    assert game.view(None)["supply"]["order"][-3:] == ["Rain 3", "Rain 4", "Rain 5"]


def test_load_names_the_position_field_of_a_tampered_save() -> None:
    text = position(port=[["Dog"]]).to_json()
    with pytest.raises(InvalidGameFile) as caught:
        arkbook.load(text.replace('"bow":-1', '"bow":2'))
    assert caught.value.field == "options.position.bow"
    with pytest.raises(InvalidGameFile) as caught:
        arkbook.load(text.replace('"port":[["Dog"]]', '"port":[["Dog","Dog"]]'))
    assert caught.value.field == "options.position.port[0][1]"
    with pytest.raises(InvalidGameFile) as caught:
        arkbook.load(text.replace('"turn":0', '"turn":0,"colour":1'))
    assert caught.value.field == "options.position.colour"


NAMES = st.sampled_from(["Dog", "Cow", "Lion", "Hay", "Rain 1", "Zebra", "Dgo", "", 3, None])
VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 10**9) | NAMES,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(NAMES | st.text(max_size=3), inner, max_size=3)
    ),
    max_leaves=12,
)
SCENES = st.dictionaries(st.sampled_from([*KEYS, "colour"]), VALUES, max_size=5)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(SCENES)
def test_fuzzed_scenes_give_typed_errors_only(scene: dict) -> None:
    """Any scene either builds a game whose save loads back, or is refused with a field."""
    built_or_refused(lambda: arkbook.ark.new_game(["Ada", "Ben", "Cy"], position=scene))
