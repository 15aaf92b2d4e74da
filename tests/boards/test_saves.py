"""Download and Open on a board (issue 20): the save format out, ``arkbook.load``'s checks in.

Driven as ``widgets/lib/saves.js`` drives them: a ``save`` request is answered with a custom
message holding the file; an ``open`` request carries a file's text. A bad file is refused on
the board with its reason, and the game on the board is kept.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from arkbook import ark, ark_nova, ark_of_animals, load
from arkbook.boards.ark import ArkBoard
from arkbook.boards.ark_of_animals import ArkOfAnimalsBoard
from arkbook.boards.core import BoardCore
from arkbook.boards.saves import READ_LIMIT_BYTES
from arkbook.saving import MAX_SAVE_CHARS
from tests.boards.conftest import click


def sent(board: BoardCore, monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """What the board sends its front end as custom messages."""
    out: list[dict[str, Any]] = []
    monkeypatch.setattr(board, "send", lambda content, buffers=None: out.append(content))
    return out


def played_ark(moves: int = 6) -> ArkBoard:
    """A board after ``moves`` moves, every seat human (a bot would answer each of them)."""
    board = ArkBoard(ark.new_game(["Ada", "Ben", "Cy"], seed=4))
    for _ in range(moves):
        board.play(board.game.legal_moves()[0])
    return board


def test_download_sends_the_games_save_to_the_view_that_asked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    board = played_ark()
    out = sent(board, monkeypatch)
    click(board, type="save", id="view-1")
    assert len(out) == 1 and out[0]["type"] == "save" and out[0]["id"] == "view-1"
    assert out[0]["name"] == "arkbook-ark-move-6.json"
    assert out[0]["text"] == board.game.to_json()
    assert load(out[0]["text"]).to_json() == board.game.to_json()


def test_open_plays_on_from_a_save_with_the_seats_the_board_has() -> None:
    saved = played_ark(9).game.to_json()
    board = ArkBoard(ark.new_game(["Ada", "Ben", "Cy"], seed=99), seats={"Cy": "greedy"})
    version = board._version
    click(board, type="open", text=saved)
    assert board.game.to_json() == saved
    assert board._seats == {"Ada": "human", "Ben": "human", "Cy": "greedy"}
    assert board._message["kind"] == "info"
    assert board._message["text"].startswith("Opened a saved game at move 9: ")
    assert board._version > version and len(board._log) == 9


def broken(text: str) -> dict[str, str]:
    data = json.loads(text)
    data["moves"][2] = "Ada: fly away"
    return {
        "cut short": text[: len(text) // 2],
        "not JSON": "this is my homework",
        "an edited move": json.dumps(data),
        "empty": "",
    }


@pytest.mark.parametrize("case", ["cut short", "not JSON", "an edited move", "empty"])
def test_a_bad_file_is_refused_with_its_reason_and_the_game_is_kept(case: str) -> None:
    board = played_ark()
    before, version = board.game.to_json(), board._version
    click(board, type="open", text=broken(before)[case])
    assert board.game.to_json() == before and board._version == version
    message = board._message
    assert (message["kind"], message["rule"]) == ("error", "board.open")
    assert message["text"].startswith("That file was not opened: invalid saved game, field ")
    assert message["text"].endswith(". The game on the board goes on.")


def test_a_save_of_another_game_is_refused_by_name() -> None:
    other = ark_nova.new_game(["Ada", "Ben"], seed=1).to_json()
    board = played_ark()
    before = board.game.to_json()
    click(board, type="open", text=other)
    assert board.game.to_json() == before
    refusal = "it is a save of Ark Nova, not of Ark: open it on an Ark Nova board"
    assert refusal in board._message["text"]


def test_an_opened_race_waits_for_start_and_keeps_one_human_seat() -> None:
    race = ArkOfAnimalsBoard(
        ark_of_animals.new_game(["Ada", "Ben", "Cy"], seed=2),
        seats={"Ben": "greedy", "Cy": "random"},
    )
    race.play_round()
    saved = race.game.to_json()
    board = ArkOfAnimalsBoard(
        ark_of_animals.new_game(["Ada", "Ben"], seed=5), seats={"Ben": "random"}
    )
    click(board, type="open", text=saved)
    assert board.game.to_json() == saved
    assert board._seats == {"Ada": "human", "Ben": "random", "Cy": "greedy"}
    assert board.phase == "scored" and not board._view["race"]["running"]


def test_a_read_only_board_neither_saves_nor_opens(monkeypatch: pytest.MonkeyPatch) -> None:
    board = ArkBoard(ark.new_game(["Ada", "Ben", "Cy"], seed=4), interactive=False)
    out = sent(board, monkeypatch)
    click(board, type="save", id="x")
    assert not out and "no game to save or open" in board._message["text"]


def test_the_front_end_reads_at_most_one_character_more_than_a_save_may_hold() -> None:
    assert READ_LIMIT_BYTES == 4 * MAX_SAVE_CHARS + 4
    assert played_ark()._save_read_limit == READ_LIMIT_BYTES
