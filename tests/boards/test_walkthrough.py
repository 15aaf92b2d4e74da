"""The walkthrough player: steps come from history, events and the score sheet only."""

from __future__ import annotations

import dataclasses

import pytest

from arkbook.boards.base import Board
from arkbook.errors import ArkbookError
from arkbook.walkthrough import Walkthrough, history_steps, move_steps, replay, turn_steps
from tests.boards.toy import Sticks


@pytest.fixture
def played(game: Sticks) -> Sticks:
    for text in ["Ada: take 2", "Ben: take 3", "Ada: take 3", "Ben: take 1"]:
        game.play(text)
    return game


def test_a_game_without_staged_setup_is_set_up_in_one_step(played: Sticks) -> None:
    walk = Walkthrough.setup(played, Board)
    (only,) = walk.steps
    assert only.narration == " ".join(e.text for e in played.history[0].events)
    assert (only.rule, only.quote) == ("toy.pile", Sticks.RULES["toy.pile"])
    assert only.snapshot["view"]["pile"] == 9  # the board as set up, not as the game is now
    assert (only.counter, only.title) == ("Setup 1 of 1", "Setup")
    with pytest.raises(ArkbookError, match="before its first move"):
        played.setup_stages()


def test_history_replays_from_the_seed_with_changes_highlighted(played: Sticks) -> None:
    steps = history_steps(played, Board)
    assert len(steps) == len(played.history)
    assert steps[0].highlight == []
    assert [s.snapshot["view"]["pile"] for s in steps] == [9, 7, 4, 1, 0]
    assert steps[2].title == "Move 2: Ben: take 3"
    assert steps[2].narration == "Ben takes 3."
    assert steps[2].highlight == ["pile", "taken.Ben"]
    assert steps[2].log[-1]["text"] == "take 3"
    assert steps[-1].snapshot["outcome"] == {"scores": {"Ada": 5, "Ben": 4}, "winners": ["Ada"]}
    assert all(s.snapshot["legal"] == [] for s in steps)  # a replay is read-only


def test_a_turn_is_the_moves_of_one_player_in_a_row(played: Sticks) -> None:
    steps = turn_steps(played, Board, 3)
    assert [s.title for s in steps] == ["Before move 3", "Move 3: Ada: take 3"]
    assert [s.counter for s in steps] == ["Move 2 of 3", "Move 3 of 3"]
    assert steps[0].narration == "Ada takes 1 to 3 sticks."
    assert move_steps(played, Board, 2, 4)[-1].title == "Move 3: Ada: take 3"
    with pytest.raises(ArkbookError):
        move_steps(played, Board, 0)


def test_scoring_steps_follow_the_score_sheet(played: Sticks) -> None:
    walk = Walkthrough.scoring(played, Board)
    (row,) = walk.steps
    assert row.rule == "toy.take"
    assert row.narration == (
        "Sticks taken: Ada 5, Ben 4 (one point a stick). Final totals: Ada 5, Ben 4. Ada wins."
    )
    assert row.counter == "Score row 1 of 1"
    assert row.snapshot["outcome"]["winners"] == ["Ada"]


def test_the_player_steps_and_clamps(played: Sticks) -> None:
    walk = Walkthrough.history(played, Board, player="Ada")
    assert repr(walk) == "Walkthrough Replay: Move 0 of 4, Setup"
    assert walk.board._view["seat"] == "Ada"
    walk._buttons["next"].click()
    assert walk.index == 1 and walk.board._view["view"]["pile"] == 7
    walk._buttons["last"].click()
    assert walk.index == 4 and walk._buttons["next"].disabled
    assert walk.go(99).title == "Move 4: Ben: take 1"
    walk._buttons["back"].click()
    assert walk._counter.value == "Move 3 of 4"
    walk._buttons["first"].click()
    assert walk.index == 0 and walk._buttons["back"].disabled
    assert "Setup" in walk._title.value and "toy.pile" in walk._narration.value
    assert walk.step.text().splitlines()[-1].startswith("[toy.pile]")


def test_the_number_box_takes_the_counters_numbers(played: Sticks) -> None:
    """One numbering: the labelled "Go to move" box (it replaces the slider) takes the number
    the counter shows, so typing 3 shows "Move 3", not the third step ("Move 2")."""
    walk = Walkthrough.history(played, Board)
    box = walk._goto
    last = len(walk.steps) - 1
    assert (box.description, box.min, box.max, box.value) == ("Go to move", 0, last, 0)
    box.value = 3  # a learner types 3
    assert walk._counter.value == f"Move 3 of {last}" and walk.step.title.startswith("Move 3:")
    assert walk.board._view["view"]["pile"] == walk.steps[3].snapshot["view"]["pile"]
    walk._buttons["next"].click()
    assert (walk.index, box.value) == (4, 4)
    walk.go(99)
    assert (walk.index, box.value) == (last, last)


def test_a_replay_from_a_later_move_keeps_the_games_move_numbers(played: Sticks) -> None:
    walk = Walkthrough("later", move_steps(played, Board, 3, 5), Board(replay(played)))
    assert (walk._goto.min, walk._goto.max) == (2, 4)
    walk._goto.value = 4
    assert walk.step.title.startswith("Move 4:") and walk._counter.value == "Move 4 of 4"


def test_steps_without_counters_are_numbered_from_1(played: Sticks) -> None:
    plain = [dataclasses.replace(s, counter="") for s in move_steps(played, Board, 1, 3)]
    walk = Walkthrough("plain", plain, Board(replay(played)))
    assert (walk._goto.description, walk._goto.min, walk._goto.value) == ("Go to step", 1, 1)
    walk._goto.value = 2
    assert walk.index == 1 and walk._counter.value == "Step 2 of 3"


def test_a_scoring_walkthrough_has_its_controls_under_the_board_beside_the_sheet(
    played: Sticks,
) -> None:
    kinds = [type(child).__name__ for child in Walkthrough.scoring(played, Board).children]
    assert kinds[0] == "Board" and kinds[-1] == "HBox"
    assert type(Walkthrough.history(played, Board).children[-1]).__name__ == "Board"
