"""The classroom page's controls and the bugs a teacher met in class (issue 20).

Driven as the page drives them: the New game button's handler, the board's own seat menus (a
``seat`` request), and the race board's Pause. Each test here failed before its fix.
"""

from __future__ import annotations

import pytest

from arkbook.ark_of_animals import new_game
from arkbook.boards import classroom as classroom_module
from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard
from arkbook.boards.classroom import classroom, next_seats
from arkbook.errors import ArkbookError
from tests.boards.conftest import click
from tests.boards.test_ark_of_animals_board import FACTOR, FakeWall, ada, move, run


def test_new_game_keeps_the_seats_chosen_on_the_board() -> None:
    room = classroom("ark", players=3)
    board = room.board
    assert board._classroom and board._seats == {"Ada": "human", "Ben": "greedy", "Cy": "greedy"}
    click(board, type="seat", player="Ben", kind="random", version=board._version)
    room.count.value = 4
    assert room.new_game()
    assert room.board is not board and room.children[-1] is room.board
    assert room.board._seats == {"Ada": "human", "Ben": "random", "Cy": "greedy", "Di": "greedy"}
    assert room.status.value == ""


def test_the_page_has_one_set_of_seat_menus() -> None:
    """The controls above the board choose no seats: the board's menus do (``*.js``)."""
    room = classroom("ark-of-animals")
    controls = room.children[0].children
    assert [type(c).__name__ for c in controls] == [
        "Dropdown",
        "Checkbox",
        "Button",
        "HTML",  # Rules to print
        "HTML",  # Player aid
        "HTML",  # Readings
        "HTML",  # Components
        "HTML",  # the status line
    ]
    assert [c.description for c in controls[:3]] == ["Players", "Coach", "↻ New game"]


def test_a_refused_new_game_says_why_and_keeps_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    room = classroom("ark-of-animals")
    before = room.board

    def refuse(players: list[str], seed: int) -> None:
        raise ArkbookError("a race needs its tiles in the box")

    monkeypatch.setattr("arkbook.ark_of_animals.new_game", refuse)
    assert not room.new_game()
    assert room.board is before and room.children[-1] is before
    assert "New game refused: a race needs its tiles in the box" in room.status.value


def test_a_race_refuses_two_human_seats_on_the_board_and_keeps_them() -> None:
    room = classroom("ark-of-animals")
    click(room.board, type="seat", player="Ben", kind="human", version=room.board._version)
    assert "already the human seat" in room.board._message["text"]
    assert next_seats(3, room.board._seats) == {"Ada": "human", "Ben": "greedy", "Cy": "greedy"}
    assert room.new_game()


def test_a_classroom_notebook_not_yet_run_says_what_to_do() -> None:
    text = classroom("ark")._repr_mimebundle_()["text/plain"]
    assert text.startswith("Ark classroom: run this cell to show the board")
    assert "VBox" not in text


def test_an_unknown_game_has_no_classroom() -> None:
    with pytest.raises(ArkbookError, match="no classroom for 'chess'"):
        classroom_module.classroom("chess")


def test_pause_stops_the_human_too() -> None:
    wall = FakeWall()
    game = new_game(["Ada", "Ben", "Cy"], seed=11)
    board = ArkOfAnimalsBoard(
        game, seats={"Ben": "greedy", "Cy": "random"}, time_factor=FACTOR, wall=wall
    )
    click(board, type="start")
    run(board, wall, 1.0 / FACTOR)
    click(board, type="pause")
    assert board.phase == "paused"
    moves = len(board.game.moves)
    move(board, "reveal")
    assert board._message == {**board._message, "kind": "error"}
    assert board._message["text"] == "The race is paused: click Resume to race on."
    assert len(board.game.moves) == moves and ada(board)["hand"] is None
    assert board.phase == "paused" and board._view["view"]["round"] == 1


def test_a_move_that_ends_no_round_never_says_the_round_is_over() -> None:
    wall = FakeWall()
    game = new_game(["Ada", "Ben"], seed=5)
    board = ArkOfAnimalsBoard(game, seats={"Ben": "greedy"}, time_factor=FACTOR, wall=wall)
    click(board, type="start")
    run(board, wall, 1.0 / FACTOR)
    board.pause()
    assert not board.play("Ada: reveal")  # paused: refused, as a click is
    board.start(real_time=False)  # the clock moves only with her moves: the bots act after it
    assert board.play("Ada: reveal")
    assert "is over" not in board._message["text"]
