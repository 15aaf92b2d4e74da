"""Random positions of the three games, and the card names a player may not see."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator
from typing import Any

from arkbook import game_module
from arkbook.game import Game

ENGINES = ("ark", "ark_of_animals", "ark_nova")
PLAYERS = {"ark": 3, "ark_of_animals": 3, "ark_nova": 2}
NAMES = ("Ada", "Ben", "Cy")


def new(engine: str, seed: int) -> Game:
    return game_module(engine).new_game(players=list(NAMES[: PLAYERS[engine]]), seed=seed)


def random_positions(engine: str, seeds: Iterable[int], steps: int = 40) -> Iterator[Game]:
    """A game per seed, played randomly for a seeded number of moves (up to ``steps``)."""
    for seed in seeds:
        game = new(engine, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(steps)):
            if game.is_over():
                break
            game.play(rng.choice(game.legal_moves()))
        if not game.is_over():
            yield game


def _strings(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return {s for v in value.values() for s in _strings(v)}
    if isinstance(value, list | tuple):
        return {s for v in value for s in _strings(v)}
    return set()


def _names(view: Any) -> set[str]:
    """The names and ids in a view that could be a card's: capitalised words of 3+ letters."""
    return {s for s in _strings(view) if re.fullmatch(r"[A-Z][\w' -]{2,}", s)}


def hidden_names(game: Game, player: str, seen: set[str] | None = None) -> set[str]:
    """The names on the table ``player`` cannot see now (and never saw, given ``seen``)."""
    visible = _strings(game.view(player)) | (seen or set())
    return _names(game.view(None)) - visible


def seen_during(game: Game, player: str) -> set[str]:
    """Every text ``player``'s view showed at some point of the game, replayed from its seed."""
    from arkbook.walkthrough import replay

    world = replay(game)
    seen = _strings(world.view(player))
    for move in game.moves:
        world.play(move)
        seen |= _strings(world.view(player))
    return seen


def named(text: str, names: Iterable[str]) -> list[str]:
    """Which of ``names`` ``text`` mentions, as whole words."""
    return [n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", text)]


def card_names(game: Game) -> dict[str, str]:
    """Every card of the game, by the text a view writes it with -> the name a sentence uses
    (Ark Nova's views write ids; the other games' write names)."""
    deck = getattr(game, "deck", None)
    if hasattr(deck, "final_cards"):  # Ark Nova
        cards = [*deck.cards.values(), *deck.bonus_tiles.values(), *deck.final_cards.values()]
        return {c.id: c.name for c in cards}
    if deck is not None and hasattr(deck, "cards"):  # Ark
        return {c.name: c.name for c in deck.cards}
    from arkbook.ark_of_animals.data import SPECIES

    return {s.name: s.name for s in SPECIES}


def unseen_names(game: Game, player: str) -> set[str]:
    """The names of every card ``player`` cannot see now: in the deck, another's hand, or
    nowhere yet. A hint may name none of them, even as a guess of a sampled world."""
    cards = card_names(game)
    seen = _strings(game.view(player))
    return {name for card, name in cards.items() if card not in seen} - {
        cards[c] for c in seen if c in cards
    }
