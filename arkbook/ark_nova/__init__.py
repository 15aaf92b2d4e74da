"""Ark Nova: the rules engine (the refresher's rules, Map A, a teaching deck as data).

``new_game(players, seed, deck=None, position=None)`` starts a game; see ``engine.py`` for how
a turn becomes a sequence of one-decision moves, ``rules.py`` for the rule ids, and
``cards.py`` / ``effects.py`` for the deck format.
"""

from arkbook.ark_nova.cards import load_deck, teaching_deck_data
from arkbook.ark_nova.engine import ArkNova, new_game
from arkbook.ark_nova.moves import NovaMove
from arkbook.ark_nova.rules import RULES

__all__ = [
    "RULES",
    "ArkNova",
    "NovaMove",
    "load_deck",
    "new_game",
    "reached_real_end",
    "teaching_deck_data",
]


def reached_real_end(game: ArkNova) -> bool:
    """Whether ``game`` is over through the real end trigger (appeal + white number >= 100).

    ``python -m arkbook.bench`` stops a random game that runs too long, and the issue asks what
    share of random games reach the real end, so the bench asks the engine through this hook.
    """
    return game.is_over() and game.view(None)["end"]["triggered_by"] is not None
