"""Ark of Animals: the real-time race to fill an ark, in three rounds and five levels.

``new_game(players, seed, levels=...)`` starts a game on the shared contract
(:class:`arkbook.game.Game`). The parts, one concern per module:

* :mod:`~arkbook.ark_of_animals.data`: the tiles, the ark and the race timings, validated data;
* :mod:`~arkbook.ark_of_animals.rules`: every rule id and the rulebook sentence behind it;
* :mod:`~arkbook.ark_of_animals.moves`: the moves and their notation;
* :mod:`~arkbook.ark_of_animals.scoring`: the five scoring steps of a round;
* :mod:`~arkbook.ark_of_animals.engine`: the race in game time (its docstring explains the time
  model and what each player may see);
* :mod:`~arkbook.ark_of_animals.layout`: score an ark written out by hand, for teaching and tests.
"""

from arkbook.ark_of_animals.data import (
    BOARD,
    BOT_SECONDS_PER_ACTION,
    LEVELS,
    RACE,
    SPECIES,
    Board,
    Species,
    components,
)
from arkbook.ark_of_animals.engine import ROUNDS, ArkOfAnimals, new_game
from arkbook.ark_of_animals.layout import WORKED_EXAMPLE, score_layout
from arkbook.ark_of_animals.moves import Leave, Place, Reveal, Take, Wait
from arkbook.ark_of_animals.rules import RULES
from arkbook.ark_of_animals.scoring import ArkScore, RoundScore, score_round

__all__ = [
    "BOARD",
    "BOT_SECONDS_PER_ACTION",
    "LEVELS",
    "RACE",
    "ROUNDS",
    "RULES",
    "SPECIES",
    "WORKED_EXAMPLE",
    "ArkOfAnimals",
    "ArkScore",
    "Board",
    "Leave",
    "Place",
    "Reveal",
    "RoundScore",
    "Species",
    "Take",
    "Wait",
    "components",
    "new_game",
    "score_layout",
    "score_round",
]
