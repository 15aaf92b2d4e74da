"""The two kinds of board extend one core and neither the other: a race is no turn-based board.

Turn-based boards (Ark, Ark Nova) let bots move turn by turn and take moves back; the race board
(Ark of Animals) runs a clock. Each answers only its own requests, so a click meant for one
kind reaches the other as an unknown request, never as half of someone else's behaviour.
"""

from __future__ import annotations

from pathlib import Path

import arkbook.boards
from arkbook import ark_of_animals
from arkbook.boards import ArkBoard, ArkNovaBoard, ArkOfAnimalsBoard
from arkbook.boards.base import Board
from arkbook.boards.core import BoardCore
from arkbook.boards.race_board import RaceBoard
from tests.boards.conftest import click


def test_each_kind_of_board_extends_the_core_and_not_the_other() -> None:
    assert issubclass(Board, BoardCore) and issubclass(RaceBoard, BoardCore)
    assert not issubclass(RaceBoard, Board) and not issubclass(Board, RaceBoard)
    assert issubclass(ArkOfAnimalsBoard, RaceBoard)
    assert issubclass(ArkBoard, Board) and issubclass(ArkNovaBoard, Board)


def test_no_board_silences_the_type_checker_about_an_override() -> None:
    folder = Path(arkbook.boards.__file__).parent
    silenced = [p.name for p in folder.glob("*.py") if "ignore[override]" in p.read_text()]
    assert silenced == []


def test_a_turn_based_board_has_no_clock_to_start(board: Board) -> None:
    click(board, type="start")
    assert board._message["kind"] == "error"
    assert "unknown request 'start'" in board._message["text"]
    assert not hasattr(board, "tick")


def test_a_race_board_answers_its_clock_and_refuses_an_undo() -> None:
    game = ark_of_animals.new_game(["Ada", "Ben"], seed=1)
    race = ArkOfAnimalsBoard(game, seats={"Ben": "greedy"}, wall=lambda: 0.0)
    click(race, type="start")
    assert race.phase == "racing"
    click(race, type="undo", version=race._version)
    assert (
        race._message["rule"] == "game.undo"
        and "race cannot be taken back" in (race._message["text"])
    )
    assert not hasattr(race, "bot_step")
