"""The five things a player can do in the race, and their notation.

Every move names its player (the race is simultaneous), then the action:

==================  ==================================================================
``Ada: reveal``     turn a face-down pool tile over into the (empty) hand
``Ada: take Lion``  take a face-up Lion from the table into the (empty) hand
``Ada: place 5``    put the tile in hand on space 5 of one's own ark
``Ada: leave``      put the tile in hand face up on the table
``Ada: wait``       let a moment pass (the race is in time; see the engine's time model)
==================  ==================================================================

``reveal`` names no pool tile: every pool tile is face down and none has ever been seen (a
revealed tile never goes back), so "a chosen tile" and "the next tile of the shuffled pool" are
the same draw. A board may still let the learner click any face-down tile for it.
"""

from __future__ import annotations

from dataclasses import dataclass

from arkbook.ark_of_animals.data import BOARD, SPECIES_BY_NAME
from arkbook.errors import BadNotation
from arkbook.game import Move


@dataclass(frozen=True)
class AnimalMove(Move):
    """A move of this game. Its text is built once: saves write every move's text each time
    (and its repr is that text, as every move's is: :class:`~arkbook.game.Move`)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "_text", f"{self.player}: {self.action_text()}")

    def __str__(self) -> str:
        return self._text  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Reveal(AnimalMove):
    """Turn a face-down tile from the pool over into one's hand."""

    def action_text(self) -> str:
        return "reveal"


@dataclass(frozen=True)
class Take(AnimalMove):
    """Take a face-up tile of ``species`` from the table into one's hand."""

    species: str

    def action_text(self) -> str:
        return f"take {self.species}"


@dataclass(frozen=True)
class Place(AnimalMove):
    """Put the tile in hand on ``space`` (1-16) of one's own ark."""

    space: int

    def action_text(self) -> str:
        return f"place {self.space}"


@dataclass(frozen=True)
class Leave(AnimalMove):
    """Leave the tile in hand face up on the table, for anyone to take."""

    def action_text(self) -> str:
        return "leave"


@dataclass(frozen=True)
class Wait(AnimalMove):
    """Do nothing for a moment, so that game time can pass."""

    def action_text(self) -> str:
        return "wait"


_BARE = {"reveal": Reveal, "leave": Leave, "wait": Wait}


def parse_action(player: str, text: str) -> Move:
    """Read the part after ``"<player>:"``; raise BadNotation with a hint if it is no move."""
    words = text.split()
    verb = words[0].lower() if words else ""
    if verb in _BARE and len(words) == 1:
        return _BARE[verb](player)
    if verb == "place" and len(words) == 2:
        number = words[1]
        # A number with no space names nothing: a notation error, not a rule, so its refusal
        # quotes no rulebook sentence (Ark of Animals ruling 16).
        if number.isascii() and number.isdigit() and 1 <= int(number) <= BOARD.size:
            return Place(player, int(number))
        raise BadNotation(
            text, f"the ark has no space {number}; its spaces are numbered 1 to {BOARD.size}"
        )
    if verb == "take" and len(words) == 2:
        species = SPECIES_BY_NAME.get(words[1].lower())
        if species is None:
            raise BadNotation(text, f"{words[1]!r} is not an animal of this game")
        return Take(player, species.name)
    raise BadNotation(text, "moves are: reveal, take <animal>, place <space>, leave, wait")
