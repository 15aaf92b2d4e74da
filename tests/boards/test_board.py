"""The generic board: clicks, stale and doubled clicks, illegal moves, undo, bots, repr."""

from __future__ import annotations

import asyncio

from arkbook.boards.assets import widgets_dir
from arkbook.boards.base import Board
from arkbook.boards.records import changed_elements, flatten, outcome_text
from arkbook.game import Outcome
from tests.boards.conftest import click
from tests.boards.toy import Sticks


def test_snapshot_lists_the_humans_legal_moves_only(board: Board) -> None:
    snap = board._view
    assert snap["seat"] == "Ada"
    assert [m["text"] for m in snap["legal"]] == ["Ada: take 1", "Ada: take 2", "Ada: take 3"]
    assert snap["legal"][0]["fields"] == {"count": 1}
    assert snap["groups"] == {"by_type": {"Take": ["Ada: take 1", "Ada: take 2", "Ada: take 3"]}}
    assert snap["view"]["secret"]["Ben"] is None  # hot seat: Ada sees only her own secret


def test_a_click_plays_and_bumps_the_version(board: Board, game: Sticks) -> None:
    version = board._version
    click(board, type="move", text="Ada: take 2", version=version)
    assert [str(m) for m in game.moves] == ["Ada: take 2"]
    assert board._version == version + 1
    entry = {"index": 1, "player": "Ada", "text": "take 2", "events": ["Ada takes 2."]}
    assert board._log[-1] == entry
    assert board._view["highlight"] == ["pile", "taken.Ada"]


def test_a_stale_click_is_refused(board: Board, game: Sticks) -> None:
    click(board, type="move", text="Ada: take 1", version=board._version - 1)
    assert game.moves == ()
    assert board._message["rule"] == "board.stale"


def test_a_doubled_click_is_played_once(board: Board, game: Sticks) -> None:
    version = board._version
    click(board, type="move", text="Ada: take 1", version=version)
    click(board, type="move", text="Ada: take 1", version=version)
    assert [str(m) for m in game.moves] == ["Ada: take 1"]
    assert board._message["rule"] == "board.stale"


def test_an_illegal_move_is_answered_with_its_rule_and_changes_nothing(
    board: Board, game: Sticks
) -> None:
    before, version = game.to_json(), board._version
    click(board, type="move", text="Ada: take 4", version=version)
    assert game.to_json() == before
    assert board._version == version
    message = board._message
    assert (message["kind"], message["rule"]) == ("error", "toy.take")
    assert message["text"] == "4 sticks is not one, two or three."
    assert message["quote"] == Sticks.RULES["toy.take"]
    assert "Last message: 4 sticks is not one, two or three. [toy.take]" in repr(board)


def test_bad_notation_is_answered_and_changes_nothing(board: Board, game: Sticks) -> None:
    click(board, type="move", text="Ada: dance", version=board._version)
    assert game.moves == ()
    assert board._message["kind"] == "error"
    assert "write 'take N'" in board._message["text"]


def test_a_human_cannot_click_for_a_bot(game: Sticks) -> None:
    board = Board(game, seats={"Ada": "random"})
    click(board, type="move", text="Ada: take 1", version=board._version)
    assert game.moves == ()
    assert "played by the computer" in board._message["text"]
    assert board._view["legal"] == []


def test_undo_takes_back_the_human_move_and_the_bot_replies(board: Board, game: Sticks) -> None:
    start = game.to_json()
    click(board, type="move", text="Ada: take 2", version=board._version)
    assert len(board.run_bots()) == 1
    assert board._view["can_undo"]
    click(board, type="undo", version=board._version)
    assert game.to_json() == start
    assert not board._view["can_undo"]
    click(board, type="undo", version=board._version)
    assert board._message["rule"] == "game.undo"


def test_an_undo_from_python_answers_as_visibly_as_a_move(game: Sticks) -> None:
    """An Ark learner undid a refused move from Python and read a bare ``False``: the answer
    shows why nothing was taken back, and what was when something was."""
    board = Board(game, seats={"Ben": "random"})
    assert not board.play("Ada: take 9")
    nothing = board.undo()
    assert not nothing and "a refused move changed nothing" in str(nothing)
    board.play("Ada: take 1")
    taken = board.undo()
    assert taken and "Taken back: Ada: take 1; Ben:" in str(taken)
    assert game.moves == ()


def test_a_move_played_from_python_is_answered_by_the_bots(game: Sticks) -> None:
    """A learner who reads the board as text plays with ``board.play``: then it is their turn
    again, as after a click and the bots' pause, with no ``run_bots()`` to learn."""
    board = Board(game, seats={"Ben": "random"})
    assert board.play("Ada: take 1")
    assert [m.player for m in game.moves] == ["Ada", "Ben"]
    assert "Ada" in game.to_move and board._view["legal"]
    assert not board.play("Ada: take 4")  # a refusal lets nobody move
    assert len(game.moves) == 2


def test_run_bots_plays_to_the_end_when_every_seat_is_a_bot(game: Sticks) -> None:
    board = Board(game, seats={"Ada": "greedy", "Ben": "random"})
    played = board.run_bots()
    assert game.is_over() and len(played) == len(game.moves)
    assert board._view["seat"] is None  # no human: the whole table
    assert board._view["prompt"].startswith("Game over:")
    assert "Final score" in repr(board)


def test_bots_move_after_a_visible_delay_once_the_front_end_speaks(game: Sticks) -> None:
    board = Board(game, seats={"Ben": "random"})
    board.bot_delay = 0.01

    async def scenario() -> None:
        click(board, type="move", text="Ada: take 1", version=board._version)
        assert len(game.moves) == 1  # the bot waits its delay
        await asyncio.sleep(0.1)

    asyncio.run(scenario())
    assert [m.player for m in game.moves] == ["Ada", "Ben"]


def test_a_scheduled_bot_move_is_dropped_when_the_board_moved_on(game: Sticks) -> None:
    board = Board(game, seats={"Ben": "random"})
    board.bot_delay = 0.05

    async def scenario() -> None:
        click(board, type="move", text="Ada: take 1", version=board._version)
        click(board, type="seat", player="Ben", kind="human", version=board._version)
        await asyncio.sleep(0.15)

    asyncio.run(scenario())
    assert [m.player for m in game.moves] == ["Ada"]
    assert board._seats["Ben"] == "human"


def test_no_bot_moves_without_the_front_end(game: Sticks) -> None:
    """Executing a notebook (nbval) must never see a bot move behind its back."""

    async def scenario() -> None:
        board = Board(game, seats={"Ada": "random"})
        board.bot_delay = 0.0
        await asyncio.sleep(0.05)

    asyncio.run(scenario())
    assert game.moves == ()


def test_unknown_seat_kind_is_refused(board: Board) -> None:
    click(board, type="seat", player="Ben", kind="genius", version=board._version)
    assert board._seats["Ben"] == "random"
    assert "genius" in board._message["text"]


def test_read_only_board_refuses_clicks(game: Sticks) -> None:
    board = Board(game, interactive=False, watch="Ben")
    assert board._view["legal"] == [] and board._view["seat"] == "Ben"
    click(board, type="move", text="Ada: take 1", version=board._version)
    assert game.moves == ()


def test_repr_is_deterministic_and_meaningful(game: Sticks) -> None:
    board = Board(game, seats={"Ben": "greedy"})
    text = repr(board)
    assert text == repr(Board(Sticks(["Ada", "Ben"], 3, {}), seats={"Ben": "greedy"}))
    assert text.splitlines() == [
        "Board: Ada (human), Ben (greedy bot)",
        "Ada takes 1 to 3 sticks.",
        "Score if the game ended now: Ada 0, Ben 0",
    ]
    bundle, _ = board._repr_mimebundle_()
    assert bundle["text/plain"] == text and "0x" not in text


def test_the_same_board_can_be_displayed_twice(board: Board) -> None:
    first, _ = board._repr_mimebundle_()
    second, _ = board._repr_mimebundle_()
    key = "application/vnd.jupyter.widget-view+json"
    assert first[key]["model_id"] == second[key]["model_id"] == board.model_id


def test_assets_are_found() -> None:
    assert (widgets_dir() / "board.js").is_file()
    assert (widgets_dir() / "ark.js").is_file()


def test_flatten_and_diff() -> None:
    before = flatten({"a": {"b": 1, "c": [1, 2]}, "d": []})
    assert before == {"a.b": 1, "a.c[0]": 1, "a.c[1]": 2, "d": []}
    after = flatten({"a": {"b": 1, "c": [1]}, "d": []})
    assert changed_elements(before, after) == ["a.c[1]"]


def test_messages_that_are_no_request_are_answered_and_change_nothing(
    board: Board, game: Sticks
) -> None:
    """A browser page may send anything: each is answered on the board, nothing raises."""
    before, version = game.to_json(), board._version
    for content in ([1, 2], "move", None):
        board._on_front_end_message(board, content, [])
        assert "no request" in board._message["text"]
    for kind in (["move"], {"a": 1}, 3, None):
        click(board, type=kind, text="Ada: take 1", version=version)
        assert "without a type" in board._message["text"]
    assert game.to_json() == before and board._version == version


def test_a_version_of_one_point_zero_or_true_is_no_version(board: Board, game: Sticks) -> None:
    board._version = 1
    for version in (1.0, True, "1", None):
        click(board, type="move", text="Ada: take 1", version=version)
        assert board._message["rule"] == "board.stale"
    assert game.moves == ()
    click(board, type="move", text="Ada: take 1", version=1)
    assert [str(m) for m in game.moves] == ["Ada: take 1"]


def test_a_megabyte_of_move_text_is_not_echoed_back(board: Board, game: Sticks) -> None:
    click(board, type="move", text="Ada: take " + "9" * 1_000_000, version=board._version)
    assert game.moves == ()
    assert board._message["kind"] == "error"
    assert len(board._message["text"]) < 300
    for text in (["Ada: take 1"], {"t": 1}, 7):
        click(board, type="move", text=text, version=board._version)
        assert board._message["kind"] == "error"
    assert game.moves == ()


def test_seat_requests_with_fields_that_are_no_text_are_refused(board: Board) -> None:
    click(board, type="seat", player=["Ben"], kind={"x": 1}, version=board._version)
    assert board._message["kind"] == "error"
    assert board._seats == {"Ada": "human", "Ben": "random"}


def test_game_over_says_a_tie_break_win_and_a_shared_victory_in_words() -> None:
    """A win on the tie-break names it; tied players the tie-break did not part share the
    victory (the rulebooks name no further tie-break), never "Ada and Ben win, on the tie-break"."""
    scores = {"Ada": 25, "Ben": 25}
    assert outcome_text(Outcome(scores, ("Ben",), "fewest cards")) == (
        "Game over: Ben wins, on the tie-break: fewest cards."
    )
    shared = Outcome(scores, ("Ada", "Ben"), "fewest cards (Ada 2, Ben 2)")
    assert outcome_text(shared) == (
        "Game over: Ada and Ben share the victory; the tie-break does not part them: fewest "
        "cards (Ada 2, Ben 2)."
    )
    assert outcome_text(Outcome({"Ada": 3, "Ben": 1}, ("Ada",))) == "Game over: Ada wins."
