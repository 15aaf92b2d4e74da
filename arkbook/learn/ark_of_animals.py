"""Ark of Animals' scenes: the learn-to-play lesson's guided positions, and practice positions."""

from __future__ import annotations

from collections.abc import Mapping

from arkbook.ark_of_animals.positions import position as aoa_position
from arkbook.game import Game
from arkbook.learn.scene import Scene

#: Ada's full ark of the Ark of Animals scenes: a Fox on space 16 would eat the Rabbit on 12
#: and the Sheep on 13 (not the Elephant on 15, bigger than a Fox); the birds and the Cobra on
#: 1, 2 and 4 are too small to eat the size-2 animals around them.
_AOA_ARK = {
    **{1: "Owl", 2: "Raven", 3: "Horse", 4: "Cobra", 5: "Deer", 6: "Mouse", 7: "Giraffe"},
    **{8: "Monkey", 9: "Pigeon", 10: "Chameleon", 11: "Frog", 12: "Rabbit", 13: "Sheep"},
    **{14: "Toad", 15: "Elephant", 16: "Fox"},
}
_AOA_BEN = {1: "Wolf", 2: "Bear", 3: "Lion", 4: "Sheep", 5: "Crocodile", 6: "Horse", 7: "Weasel"}


def _arks(ada: Mapping[int, str], ben: Mapping[int, str]) -> dict[str, Mapping[int | str, str]]:
    """Ada's and Ben's arks as the positions take them (spaces by number or by text)."""
    return {p: {space: a for space, a in ark.items()} for p, ark in (("Ada", ada), ("Ben", ben))}


def _aoa_one_hand() -> Game:
    return aoa_position(["Ada", "Ben"], levels={"Ada": "Novice"}, hands={"Ada": "Lion"}, seed=3)


def _aoa_sandglass() -> Game:
    ada = {space: animal for space, animal in _AOA_ARK.items() if space < 16}
    return aoa_position(
        ["Ada", "Ben"],
        levels={"Ada": "Novice"},
        arks=_arks(ada, {**_AOA_BEN, 8: "Mouse", 9: "Deer"}),
        hands={"Ada": "Fox"},
        table=["Salamander"],
        clock_ms=95_000,
        seed=3,
    )


def _aoa_levels() -> Game:
    """Round 3: Ada plays Expert (grain on 10, 13 and 14), Ben Master (the balance too).

    Rounds 1 and 2 were played with other tiles (in round 2 the Mouse on 9 and the Pigeon on
    6 ate Ada's grain on 10, and Ben's Toad on 9 his). Small predators guard Ada's grain; the
    Deer in her hand fits only space 15, next to the grain on 14.
    """
    round_2 = {
        **{1: "Horse", 2: "Monkey", 3: "Rabbit", 4: "Owl", 5: "Sheep", 6: "Pigeon", 7: "Giraffe"},
        **{8: "Deer", 9: "Mouse", 11: "Elephant", 12: "Chameleon", 13: "Toad", 14: "Cobra"},
        **{15: "Crocodile", 16: "Raven"},
    }
    ben_2 = {
        **{1: "Deer", 2: "Weasel", 3: "Monkey", 4: "Frog", 5: "Sheep", 6: "Rabbit"},
        **{7: "Pigeon", 8: "Horse", 9: "Toad", 11: "Giraffe", 12: "Chameleon"},
    }
    now = {
        **{1: "Elephant", 2: "Rabbit", 3: "Horse", 4: "Chameleon", 5: "Sheep", 6: "Owl"},
        **{7: "Giraffe", 8: "Monkey", 9: "Raven", 11: "Cobra", 12: "Weasel", 16: "Salamander"},
    }
    return aoa_position(
        ["Ada", "Ben"],
        levels={"Ada": "Expert", "Ben": "Master"},
        round=3,
        earlier=[
            {"arks": _arks(_AOA_ARK, _AOA_BEN), "first": "Ada"},
            {"arks": _arks(round_2, ben_2), "first": "Ada"},
        ],
        arks=_arks(now, {**_AOA_BEN, 8: "Elephant"}),
        hands={"Ada": "Deer"},
        clock_ms=80_000,
        seed=3,
    )


ARK_OF_ANIMALS: dict[str, Scene] = {
    "one hand, column by column": Scene(
        _aoa_one_hand,
        plays=("Ada: place 1",),
        tries=((0, "Ada: reveal"), (0, "Ada: place 5"), (1, "Ada: reveal")),
        rules=("aoa.hand.one", "aoa.place.leftmost", "aoa.race.busy"),
    ),
    "the sandglass and the predators": Scene(
        _aoa_sandglass,
        plays=("Ada: place 16",),
        tries=(),
        rules=("aoa.sandglass.turn", "aoa.sandglass.stop", "aoa.score.predators"),
        to_round_end=True,
    ),
    "what the level changes": Scene(
        _aoa_levels,
        plays=("Ada: place 15",),
        tries=(),
        rules=("aoa.score.grain", "aoa.score.balance"),
        to_round_end=True,
    ),
}

#: Practice scenes: a rule the first game may never deal, staged for the learner to play
#: after the lesson (``arkbook.learn.practice``).
ARK_OF_ANIMALS_PRACTICE: dict[str, Scene] = {}
