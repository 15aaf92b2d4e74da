"""Fixtures: a toy game on the contract, registered so the walkthrough can replay it."""

from __future__ import annotations

import pytest

from arkbook import saving
from arkbook.boards.base import Board
from tests.boards.toy import Sticks, new_game


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(saving.GAMES, "toy", "tests.boards.toy")


@pytest.fixture
def game() -> Sticks:
    return new_game(["Ada", "Ben"], seed=3)


@pytest.fixture
def board(game: Sticks) -> Board:
    return Board(game, seats={"Ben": "random"})


def click(board: Board, **content: object) -> None:
    """What the front end does: a custom message to the widget."""
    board._handle_custom_msg(content, [])
