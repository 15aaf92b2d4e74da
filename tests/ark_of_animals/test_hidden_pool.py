"""aoa.setup.pool: the pool's order is hidden from every player, so nothing public shows it.

A learner at a notebook can read ``game.options``, ``game.view(player)``, ``repr(game)`` and
the game's pictures; a player at the table sees only a heap of face-down tiles. None of them
may show which tiles come next. (``view(None)`` is the referee's view of everything, like the
other games' ``view(None)``, and ``to_json`` is the whole game for saving.)
"""

from __future__ import annotations

import json

import pytest

import arkbook
from arkbook.ark_of_animals import new_game
from arkbook.ark_of_animals.data import SPECIES
from arkbook.ark_of_animals.engine import ArkOfAnimals
from arkbook.ark_of_animals.positions import position


def _next_tiles(game: ArkOfAnimals, n: int = 4) -> list[str]:
    """The next ``n`` tiles to be revealed, the next first (the engine draws from the end)."""
    return [SPECIES[t].name for t in reversed(game._pool[-n:])]


def _public_texts(game: ArkOfAnimals) -> list[str]:
    texts = [json.dumps(game.options), repr(game), str(game), game._repr_html_()]
    for player in game.players:
        texts.append(json.dumps(game.view(player)))
        texts.append(game.picture(player).text)
    return texts


def _shows_in_order(text: str, names: list[str]) -> bool:
    """Whether ``names`` appear in ``text`` one after another, in either direction."""
    return any(
        sep.join(seq) in text for seq in (names, names[::-1]) for sep in ('", "', ", ", " · ", "\n")
    )


def _games() -> list[ArkOfAnimals]:
    fresh = new_game(["Ada", "Ben"], seed=3)
    played = new_game(["Ada", "Ben", "Cy"], seed=7, levels={"Ada": "Novice"})
    played.play("Ada: reveal")
    played.play("Ben: reveal")
    scene = position(["Ada", "Ben"], levels={"Ada": "Novice"}, arks={"Ada": {1: "Lion"}}, seed=3)
    return [fresh, played, scene]


@pytest.mark.parametrize("game", _games(), ids=["new game", "played on", "position"])
def test_nothing_public_shows_the_pool_order(game: ArkOfAnimals) -> None:
    names = _next_tiles(game)
    assert len(set(names)) > 1, "a pool that tells nothing by its order tests nothing"
    for text in _public_texts(game):
        assert not _shows_in_order(text, names)
    for player in game.players:
        assert game.view(player)["pool"] == {"count": len(game._pool)}


def test_a_position_keeps_no_shuffled_pool_in_its_options_and_loads_back_the_same() -> None:
    game = position(["Ada", "Ben"], arks={"Ada": {1: "Lion", 2: "Sheep"}}, seed=5)
    assert "pool" not in game.options["position"]
    again = arkbook.load(game.to_json())
    assert again._pool == game._pool and again.to_json() == game.to_json()


def test_a_pool_set_by_hand_is_kept_as_its_author_wrote_it() -> None:
    pool = [s.name for s in SPECIES for _ in range(s.copies)]
    pool.remove("Lion")
    game = position(["Ada", "Ben"], arks={"Ada": {1: "Lion"}}, pool=pool, seed=5)
    assert game.options["position"]["pool"] == pool
    assert arkbook.load(game.to_json()).to_json() == game.to_json()
