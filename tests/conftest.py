"""Shared fixtures: the list of engines the conformance suite runs over, random playouts, and
a lesson's rule ids kept in tooltips."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from types import ModuleType

import pytest

from arkbook import game_module, games
from arkbook.explain import rule_ids_in_tooltips
from arkbook.game import Game, Move
from arkbook.rule_ids import RuleIds

#: The engines the conformance suite covers: every game in the registry.
ENGINES = [info.name for info in games.ALL]

#: How many random games each property runs over, per engine (their games differ in length).
GAMES_PER_PROPERTY = {"ark": 200, "ark_of_animals": 150, "ark_nova": 12}

#: A random game longer than this is taken to be stuck.
MAX_MOVES = {"ark": 2_000, "ark_of_animals": 5_000, "ark_nova": 20_000}

NAMES = ("Ada", "Ben", "Cy", "Di", "Ed")


@pytest.fixture(params=ENGINES)
def engine(request: pytest.FixtureRequest) -> ModuleType:
    return game_module(request.param)


def players_for(module: ModuleType, seed: int) -> list[str]:
    """A seeded choice of player count within the game's range (all three games take 3)."""
    cls = type(module.new_game(players=list(NAMES[:3]), seed=0))
    count = random.Random(seed).randint(cls.min_players, cls.max_players)
    return list(NAMES[:count])


def random_walk(game: Game, seed: int, limit: int) -> Iterator[tuple[list[Move], Move]]:
    """Play uniformly random legal moves to the end, yielding (legal moves, chosen) before each."""
    rng = random.Random(seed)
    for _ in range(limit):
        if game.is_over():
            return
        moves = game.legal_moves()
        assert moves, f"the game is not over but has no legal moves: {game.prompt}"
        move = rng.choice(moves)
        yield moves, move
        game.play(move)
    raise AssertionError(f"a random game did not end within {limit} moves")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--regenerate-golden",
        action="store_true",
        help="rewrite the golden playthroughs (tests/golden/) instead of comparing with them",
    )


#: A rule id in brackets, as it follows a sentence in text ("[aoa.score.grain]").
ID_IN_TEXT = re.compile(r"\[(?:ark|aoa|nova)\.[a-z0-9_.\-]+(?:, [a-z0-9_.\-]+)*\]")


@pytest.fixture(autouse=True)
def rule_ids_as_they_were() -> Iterator[None]:
    """Every test leaves rule ids where it found them: a coached board moves them
    into tooltips for the rest of the process, and a test that expects ``[ark.play.count]``
    in text must not depend on which test its worker ran before."""
    before = RuleIds.in_text
    try:
        yield
    finally:
        RuleIds.in_text = before


@pytest.fixture
def ids_in_tooltips() -> Iterator[None]:
    """Rule ids in tooltips, as a lesson sets them, for one test; then back to the default."""
    rule_ids_in_tooltips()
    try:
        yield
    finally:
        rule_ids_in_tooltips(False)
