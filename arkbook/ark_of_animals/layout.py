"""Score arks written out by hand: the teaching and testing helper.

A notebook explaining a scoring step, or a test checking one, needs a finished round without
racing through it. :func:`score_layout` takes each player's ark as ``{space: species}`` (spaces
1-16, left out = empty), lays the grain markers the level and round call for, exactly as a real
round would, and scores it with the engine's own
:func:`~arkbook.ark_of_animals.scoring.score_round`. It holds no rule of its own, so what it
shows is what the game does.

:data:`WORKED_EXAMPLE` is the rulebook's Grand Master example (round 3) read as
``docs/rulings.md`` explains (Ark of Animals ruling 1): two Pigeons in the leftmost column, of
which the Cobra eats only the one above it. Ada is the example's player; Ben, who finished
first, has as many mammals as she does, which is where her third bonus point comes from.

>>> result = score_layout(**WORKED_EXAMPLE)
>>> result.arks[0].points
{'grain': -2, 'predators': 0, 'balance': -3, 'animals': 10, 'bonuses': 3}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from arkbook.ark_of_animals.data import BOARD, LEVELS, SPECIES_BY_NAME
from arkbook.ark_of_animals.scoring import EMPTY, EXPERT, GRAIN, RoundScore, score_round
from arkbook.errors import ArkbookError

WORKED_EXAMPLE: Mapping[str, Any] = {
    "round_no": 3,
    "levels": {"Ada": "Grand Master", "Ben": "Normal"},
    "first": "Ben",
    "layouts": {
        "Ada": {
            1: "Pigeon",
            2: "Pigeon",
            3: "Cobra",
            4: "Sheep",
            5: "Elephant",
            6: "Crocodile",
            7: "Owl",
            8: "Frog",
            9: "Wolf",
            11: "Fox",
            12: "Chameleon",
            15: "Raven",
            16: "Monkey",
        },
        "Ben": {
            1: "Horse",
            2: "Deer",
            3: "Giraffe",
            4: "Rabbit",
            5: "Mouse",
            6: "Pigeon",
            7: "Chameleon",
            8: "Frog",
            9: "Toad",
            10: "Horse",
            11: "Deer",
            12: "Giraffe",
            13: "Rabbit",
            14: "Mouse",
            15: "Pigeon",
            16: "Frog",
        },
    },
}


def build_ark(layout: Mapping[int, str], level: str, round_no: int) -> list[int]:
    """One ark as the engine stores it, with the grain markers of ``level`` in ``round_no``."""
    if level not in LEVELS:
        raise ArkbookError(f"{level!r} is not a level; choose one of {', '.join(LEVELS)}")
    if round_no not in BOARD.grain:
        raise ArkbookError(f"round {round_no} is not a round of the game (1-3)")
    ark = [EMPTY] * BOARD.size
    if LEVELS.index(level) >= EXPERT:
        for g in BOARD.grain[round_no]:
            ark[g] = GRAIN
    for space, name in layout.items():
        if not isinstance(space, int) or not 1 <= space <= BOARD.size:
            raise ArkbookError(f"{space!r} is not a space of the ark (1-{BOARD.size})")
        species = SPECIES_BY_NAME.get(str(name).lower())
        if species is None:
            raise ArkbookError(f"{name!r} is not an animal of this game")
        if ark[space - 1] == GRAIN:
            raise ArkbookError(f"space {space} holds a grain marker at {level} in round {round_no}")
        ark[space - 1] = species.index
    return ark


def score_layout(
    layouts: Mapping[str, Mapping[int, str]],
    levels: Mapping[str, str] | str = "Normal",
    round_no: int = 1,
    first: str | None = None,
) -> RoundScore:
    """Score every player's hand-written ark as the end of round ``round_no`` would.

    ``levels`` is one level for all or ``{player: level}``; ``first`` is who turned the
    sandglass (None: nobody, e.g. to leave that bonus out of an example).
    """
    players = list(layouts)
    chosen = [levels if isinstance(levels, str) else levels[p] for p in players]
    arks = [build_ark(layouts[p], chosen[i], round_no) for i, p in enumerate(players)]
    if first is not None and first not in players:
        raise ArkbookError(f"{first!r} is not one of the players {players}")
    return score_round(
        round_no, players, chosen, arks, None if first is None else players.index(first)
    )
