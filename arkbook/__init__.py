"""arkbook: learn the rules of Ark, Ark of Animals and Ark Nova by playing them in Jupyter.

The three rules engines (``arkbook.ark``, ``arkbook.ark_of_animals``, ``arkbook.ark_nova``) share
one game contract (:class:`arkbook.game.Game`); ``arkbook.load`` reads any saved game back.
"""

from arkbook.errors import (
    ArkbookError,
    BadNotation,
    IllegalMove,
    InvalidDataFile,
    InvalidGameFile,
)
from arkbook.game import Event, Events, Game, Move, Outcome, ScoreRow, ScoreSheet, Turn
from arkbook.saving import GAMES, game_module, load

__version__ = "0.1.0"

__all__ = [
    "GAMES",
    "ArkbookError",
    "BadNotation",
    "Event",
    "Events",
    "Game",
    "IllegalMove",
    "InvalidDataFile",
    "InvalidGameFile",
    "Move",
    "Outcome",
    "ScoreRow",
    "ScoreSheet",
    "Turn",
    "game_module",
    "load",
]
