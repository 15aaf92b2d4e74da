"""The moves of Ark and their notation.

A turn is several moves, each one decision, so that a learner (or a board) is asked one thing
at a time. The notation is plain English that names the cards::

    take Zebra                          take cards: this face-up card, then the supply's top
    play Lion to port 2                 play a card into a cabin (a new one if it is the next slot)
    play Skunk to port 1 driving out Elephant
    pick Zebra                          take a face-up card for the new cabin just opened
    half disc on heavy                  the Chimpanzee's half disc, under a figure of that kind
    end turn                            stop after one card
    pet Rabbit / no pet                 at the second rain card
    pass                                in the endgame, for good

Moves hold card *names*, so their text needs no game to be written; the engine maps names to
card ids.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from arkbook.ark.cards import KINDS
from arkbook.errors import BadNotation
from arkbook.game import Move

SIDES = ("port", "starboard")


@dataclass(frozen=True, slots=True)
class Take(Move):
    """Take cards: one face-up card (then the supply's top card is drawn for you)."""

    card: str

    def action_text(self) -> str:
        return f"take {self.card}"


@dataclass(frozen=True, slots=True)
class Play(Move):
    """Play a card into a cabin; ``victim`` names the animal it drives out, if any."""

    card: str
    side: str
    slot: int
    victim: str | None = None

    def action_text(self) -> str:
        text = f"play {self.card} to {self.side} {self.slot}"
        return text if self.victim is None else f"{text} driving out {self.victim}"


@dataclass(frozen=True, slots=True)
class Pick(Move):
    """Take a face-up card after opening a new cabin."""

    card: str

    def action_text(self) -> str:
        return f"pick {self.card}"


@dataclass(frozen=True, slots=True)
class HalfDisc(Move):
    """The Chimpanzee's half disc, under one of your figures on the scoring card ``kind``."""

    kind: str

    def action_text(self) -> str:
        return f"half disc on {self.kind}"


@dataclass(frozen=True, slots=True)
class EndTurn(Move):
    """Stop after one card instead of playing a second."""

    def action_text(self) -> str:
        return "end turn"


@dataclass(frozen=True, slots=True)
class Pet(Move):
    """At the second rain card: set a hand card aside face down as a pet (None: no pet)."""

    card: str | None

    def action_text(self) -> str:
        return "no pet" if self.card is None else f"pet {self.card}"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """In the endgame: stop for good."""

    def action_text(self) -> str:
        return "pass"


_PLAY = re.compile(r"play (.+?) to (port|starboard) ([1-9][0-9]?)(?: driving out (.+))?")
_CARD = re.compile(r"(take|pick|pet) (.+)")
_HALF = re.compile(r"half disc on ([a-z]+)")


def parse(player: str, text: str, card_name: Callable[[str], str | None]) -> Move:
    """Read an action (the part after ``"<player>: "``) into a move.

    ``card_name`` maps what the user typed to the deck's spelling of a card (None if no such
    card); keywords and names are read case-insensitively and spaces are squeezed, so that
    ``"play  lion to Port 2"`` is understood.
    """
    # Everything is read from the casefolded text: folding can change a string's length
    # ("ß" becomes "ss"), so its match positions would point elsewhere in the typed text.
    lowered = " ".join(text.split()).casefold()
    if lowered == "end turn":
        return EndTurn(player)
    if lowered == "pass":
        return Pass(player)
    if lowered == "no pet":
        return Pet(player, None)
    found = _HALF.fullmatch(lowered)
    if found:
        if found.group(1) not in KINDS:
            raise BadNotation(text, f"the scoring cards are {', '.join(KINDS)}")
        return HalfDisc(player, found.group(1))
    found = _PLAY.fullmatch(lowered)
    if found:
        card = _card(text, found.group(1), card_name)
        victim = None if found.group(4) is None else _card(text, found.group(4), card_name)
        return Play(player, card, found.group(2), int(found.group(3)), victim)
    found = _CARD.fullmatch(lowered)
    if found:
        card = _card(text, found.group(2), card_name)
        verb = found.group(1)
        if verb == "take":
            return Take(player, card)
        if verb == "pick":
            return Pick(player, card)
        return Pet(player, card)
    raise BadNotation(
        text,
        "try 'take <card>', 'play <card> to port|starboard <n>', 'pick <card>', "
        "'half disc on <kind>', 'end turn', 'pet <card>', 'no pet' or 'pass'",
    )


def _card(text: str, typed: str, card_name: Callable[[str], str | None]) -> str:
    name = card_name(typed)
    if name is None:
        raise BadNotation(text, f"there is no card called {typed!r} in this deck")
    return name
