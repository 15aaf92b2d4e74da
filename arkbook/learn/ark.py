"""Ark's scenes: the learn-to-play lesson's guided positions, and practice positions."""

from __future__ import annotations

from arkbook.ark.positions import position as ark_position
from arkbook.game import Game
from arkbook.learn.scene import Scene


def _ark_climate() -> Game:
    return ark_position(
        port=[["Moose"], ["Giraffe"]],
        starboard=[["Elephant"], ["Reindeer"]],
        hands={"Ada": ["Camel", "Llama"], "Ben": ["Pig", "Sheep"], "Cy": ["Koala", "Rabbit"]},
        display=["Cow", "Hay", "Zebra"],
    )


def _ark_carnivores() -> Game:
    return ark_position(
        port=[["Cow"], ["Deer"]],
        starboard=[["Horse"], ["Sheep"]],
        hands={"Ada": ["Dog", "Rabbit"], "Ben": ["Pig", "Llama"], "Cy": ["Koala", "Gazelle"]},
        display=["Fruit", "Hay", "Camel"],
    )


def _ark_new_cabin() -> Game:
    return ark_position(
        port=[["Reindeer"], ["Lemming"]],
        starboard=[["Llama"], ["Arctic hare"]],
        hands={"Ada": ["Sloth", "Mouse"], "Ben": ["Pig", "Dog"], "Cy": ["Cow", "Deer"]},
        display=["Hay", "Kangaroo", "Sheep"],
    )


def _ark_rain() -> Game:
    return ark_position(
        port=[["Reindeer", "Sheep"], ["Lemming"], ["Sloth"]],
        starboard=[["Llama"], ["Arctic hare", "Cow"]],
        hands={"Ada": ["Rabbit", "Elephant", "Hay"], "Ben": ["Pig", "Dog"], "Cy": ["Horse"]},
        display=["Fox", "Kangaroo", "Honey"],
        supply=["Rain 2", "Mouse", "Gazelle", "Zebra", "Deer", "Hippo", "Musk ox", "Koala"],
        figures={"Ada": {"useful": 2, "slow": 1}, "Ben": {"useful": 2}, "Cy": {"shy": 1}},
        rain_drawn=1,
    )


def _ark_drive_out() -> Game:
    """The Skunk may drive the Elephant out of port 1 (3 out, 1 in keeps the bow on), and
    the Hedgehog then joins the heavier Lion, shy omnivore though it is."""
    return ark_position(
        port=[["Elephant"], ["Lion"]],
        starboard=[["Cow"], ["Horse"]],
        hands={"Ada": ["Skunk", "Hedgehog"], "Ben": ["Pig", "Llama"], "Cy": ["Koala", "Gazelle"]},
        display=["Fruit", "Hay", "Camel"],
    )


def _ark_endgame() -> Game:
    return ark_position(
        port=[["Reindeer", "Sheep"], ["Lemming"], ["Sloth", "Koala"]],
        starboard=[["Llama"], ["Arctic hare", "Cow"], ["Hay"]],
        hands={"Ada": ["Horse", "Snail", "Mouse"], "Ben": ["Dog", "Camel"], "Cy": ["Pig"]},
        pets={"Ada": "Penguin", "Ben": "Kangaroo"},
        discs={"Ada": 2, "Ben": 1, "Cy": 3},
        figures={
            "Ada": {"useful": 2, "shy": 1, "slow": 1},
            "Ben": {"useful": 1, "shy": 1, "provision": 1},
            "Cy": {"shy": 1, "slow": 1, "useful": 1},
        },
        phase="endgame",
        rain_drawn=5,
    )


ARK: dict[str, Scene] = {
    "climate and the bow": Scene(
        _ark_climate,
        plays=("Ada: play Camel to starboard 1", "Ada: play Llama to port 1"),
        tries=(
            (0, "Ada: play Camel to starboard 2"),
            (0, "Ada: play Camel to port 1"),
            (1, "Ada: play Llama to starboard 2"),
        ),
        rules=("ark.cabin.climate", "ark.bow.move", "ark.bow.capsize", "ark.figure.place"),
    ),
    "carnivores and shy animals": Scene(
        _ark_carnivores,
        plays=("Ada: play Dog to port 1",),
        tries=(
            (0, "Ada: play Dog to starboard 2"),
            (1, "Ada: play Rabbit to port 2"),
            (1, "Ada: play Rabbit to starboard 1"),
        ),
        rules=("ark.cabin.carnivore", "ark.cabin.shy_stays", "ark.cabin.shy"),
    ),
    "a new cabin and a slow card": Scene(
        _ark_new_cabin,
        plays=("Ada: play Sloth to port 3", "Ada: pick Kangaroo"),
        tries=(),
        rules=("ark.newcabin.disc", "ark.newcabin.take", "ark.play.alone"),
    ),
    "rain and a pet": Scene(
        _ark_rain,
        plays=("Ada: take Fox", "Ada: pet Rabbit"),
        tries=(),
        rules=("ark.take.rain", "ark.rain.pets"),
    ),
    "driving out, and the Hedgehog": Scene(
        _ark_drive_out,
        plays=("Ada: play Skunk to port 1 driving out Elephant", "Ada: play Hedgehog to port 2"),
        tries=(),
        rules=(
            "ark.driveout.replace",
            "ark.driveout.figure",
            "ark.driveout.bow",
            "ark.ability.hedgehog",
        ),
    ),
    "the endgame": Scene(
        _ark_endgame,
        plays=("Ada: play Mouse to port 2",),
        tries=((0, "Ada: play Snail to port 1"),),
        rules=("ark.endgame.play", "ark.endgame.no_slow"),
    ),
}

#: Practice scenes: a rule the first game may never deal, staged for the learner to play
#: after the lesson (``arkbook.learn.practice``).
ARK_PRACTICE: dict[str, Scene] = {}
