"""Ark, the card game: its rules engine on the shared game contract.

>>> from arkbook import ark
>>> game = ark.new_game(["Ada", "Ben", "Cy"], seed=7)
>>> game.legal_moves()[0]                       # doctest: +SKIP

Modules, one job each: ``rules`` (rule ids and the rulebook sentences), ``cards`` (the card
model and deck loading), ``deck.json`` (the 60 cards as data), ``setup`` (the preparation),
``cabins`` (where a card may go), ``moves`` (moves and notation), ``scoring`` (majorities),
``phases`` (the decisions of a turn), ``legality`` (legal moves and why not), ``views`` (what
each player sees), ``engine`` (the game: setup and applying moves), ``positions`` (a test
helper to build a position by hand).

Beyond the shared contract, an Ark game answers ``game.warning(move)``: for a legal move with a
cost the player should know (an illegal pet, which scores nothing), a :class:`MoveWarning`
with ``rule`` and ``reason``, else None; and ``game.move_text(move, viewer)``: a played move as
that seat may read it (another player's pet stays face down), for move logs.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arkbook.ark.cards import Card, Deck, load_deck
from arkbook.ark.engine import ArkGame
from arkbook.ark.legality import MoveWarning
from arkbook.ark.rules import RULES


def new_game(
    players: Sequence[str],
    seed: int = 0,
    deck: Deck | Mapping[str, Any] | Sequence[Any] | None = None,
) -> ArkGame:
    """A new game set up as the rulebook's preparation says.

    ``deck`` is a custom deck: a :class:`Deck` from :func:`load_deck`, or the deck data itself
    (the file's JSON, or its ``cards`` list). The save then carries the whole deck, so it loads
    anywhere. None is the built-in deck.
    """
    return ArkGame(players, seed, deck)


__all__ = ["RULES", "ArkGame", "Card", "Deck", "MoveWarning", "load_deck", "new_game"]
