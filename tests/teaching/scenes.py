"""The positions the teaching tests draw and question, one per game (data, no rules)."""

from __future__ import annotations

from arkbook import ark_of_animals
from arkbook.ark.engine import ArkGame
from arkbook.ark.positions import position
from arkbook.ark_nova import ArkNova
from arkbook.ark_of_animals import ArkOfAnimals
from tests.ark_nova.positions import worked_turn


def rabbit() -> ArkGame:
    """The shy Rabbit beside a Lion: port 1 and 3 are next to it, starboard 2 opposite."""
    return position(
        port=[["Cow"], ["Lion"]],
        starboard=[["Horse"], ["Sheep"]],
        hands={"Ada": ["Rabbit", "Skunk"]},
    )


def race() -> ArkOfAnimals:
    """Ada holds a tile in round 1 with an empty ark: only column 1 (spaces 1-3) takes it."""
    game = ark_of_animals.new_game(["Ada", "Ben"], seed=3, levels={"Ada": "Grand Master"})
    game.play("Ada: reveal")
    while "Ada" not in game.to_move:
        game.play(f"{game.to_move[0]}: wait")
    return game


def zoo() -> ArkNova:
    """The refresher's worked turn: Ada's zoo has an occupied enclosure-3 and enclosure-1."""
    return worked_turn()
