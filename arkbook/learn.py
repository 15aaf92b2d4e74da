"""The guided positions of the learn-to-play notebooks: each a checked position where a rule
comes up as the learner plays.

A first lesson teaches a rule at the moment it matters, so each scene is a real game set up
(through the games' own ``positions``) just before that moment: "you hold the Camel and the
Llama; play them". A :class:`Scene` also names what the notebook's text asks for (the moves to
play and the clicks that the rules refuse) and the rules that must come up on the way, so a
test can check that the scene still shows what the text says it shows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from arkbook.ark.positions import position as ark_position
from arkbook.game import Game


@dataclass(frozen=True)
class Scene:
    """A guided moment of a first game.

    ``plays`` are the moves the notebook asks for, in order; ``tries`` are clicks it asks for
    that the rules refuse (each is tried on the position before any of ``plays``, or, written
    ``(k, move)``, after the first ``k`` plays); ``rules`` are the rule ids that come up on the
    way, in the events of ``plays`` or as the refusals of ``tries``.
    """

    build: Callable[[], Game]
    plays: tuple[str, ...]
    tries: tuple[tuple[int, str], ...]
    rules: tuple[str, ...]


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


def _ark_endgame() -> Game:
    return ark_position(
        port=[["Reindeer", "Sheep"], ["Lemming"], ["Sloth", "Koala"]],
        starboard=[["Llama"], ["Arctic hare", "Cow"], ["Hay"]],
        hands={"Ada": ["Horse", "Snail", "Mouse"], "Ben": ["Dog", "Camel"], "Cy": ["Pig"]},
        pets={"Ada": "Rabbit", "Ben": "Kangaroo"},
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
    "the endgame": Scene(
        _ark_endgame,
        plays=("Ada: play Mouse to port 2",),
        tries=((0, "Ada: play Snail to port 1"),),
        rules=("ark.endgame.play", "ark.endgame.no_slow"),
    ),
}

SCENES: dict[str, dict[str, Scene]] = {"ark": ARK}


def scene(game: str, name: str) -> Game:
    """A fresh game at the guided position ``name`` of ``game`` (``"ark"``, ...)."""
    return SCENES[game][name].build()
