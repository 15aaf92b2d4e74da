"""Practice scenes: after the lesson, a position for each rule its first game may not deal."""

from __future__ import annotations

import nbformat
import pytest

from arkbook.boards.core import BoardCore
from arkbook.learn import PRACTICE, SCENES, practice, scene, scene_board
from tests.test_learn_to_play import LESSONS, rules_shown

ALL = [(game, name) for game, scenes in PRACTICE.items() for name in scenes]


@pytest.mark.parametrize(("game", "name"), ALL)
def test_a_practice_scene_shows_the_rules_it_is_there_for(game: str, name: str) -> None:
    drill = PRACTICE[game][name]
    missing = set(drill.rules) - rules_shown(drill)
    assert not missing, f"{game} / {name}: these rules no longer come up: {sorted(missing)}"


@pytest.mark.parametrize(("game", "name"), ALL)
def test_a_practice_scene_says_what_to_do_and_brings_a_rule_the_lesson_does_not(
    game: str, name: str
) -> None:
    drill = PRACTICE[game][name]
    assert drill.task.strip(), f"{name} has no task"
    lesson = set().union(*(rules_shown(s) for s in SCENES[game].values()))
    assert set(drill.rules) - lesson, f"{name}: every rule it shows, the lesson shows already"


@pytest.mark.parametrize("game", SCENES)
def test_each_game_has_practice_named_apart_from_its_lesson_scenes(game: str) -> None:
    assert len(PRACTICE[game]) >= 4
    assert not set(PRACTICE[game]) & set(SCENES[game])


@pytest.mark.parametrize("game", SCENES)
def test_the_practice_list_names_each_scene_and_how_to_open_it(game: str) -> None:
    listing = practice(game)
    text, html = str(listing), listing._repr_html_()
    for name, drill in PRACTICE[game].items():
        assert f'"{name}": {drill.task}' in text
        assert drill.task.replace("'", "&#x27;").replace('"', "&quot;") in html
    assert listing.opener in text


@pytest.mark.parametrize("game", SCENES)
def test_the_opener_line_opens_a_coached_board_at_each_practice_scene(game: str) -> None:
    from arkbook import boards

    listing = practice(game)
    for name in PRACTICE[game]:
        line = listing.opener.replace("NAME", repr(name))
        assert line.startswith("board = ")
        board = eval(line.removeprefix("board = "), {"scene_board": scene_board})
        assert isinstance(board, BoardCore) and board.coaching is not None
        # The learner plays Ada; the computer every other seat (round 60: one call names it).
        assert board.viewer == "Ada" and board.game.players[0] == "Ada"
        assert isinstance(board, getattr(boards, type(board).__name__))


@pytest.mark.parametrize("game", SCENES)
def test_the_lesson_points_the_learner_at_its_practice(game: str) -> None:
    path = LESSONS[game][0]
    text = "\n".join(c.source for c in nbformat.read(path, as_version=4).cells)
    assert f'practice("{game}")' in text


def test_an_ark_of_animals_practice_hand_is_no_species_hidden_on_the_learners_ark() -> None:
    """A round-48 learner scored a double in "the grain": their Deer beside the ark's Deer,
    face down on a scene's ark they never filled. Where the learner's tiles lie face down, the
    tile in hand is a species not already on their ark, unless the task names it."""
    from arkbook.learn import scene
    from arkbook.learn.ark_of_animals import ARK_OF_ANIMALS_PRACTICE

    for name, staged in ARK_OF_ANIMALS_PRACTICE.items():
        ada = next(
            p for p in scene("ark-of-animals", name).view(None)["players"] if p["name"] == "Ada"
        )
        if ada["level"] == "Novice" or not ada["hand"] or ada["hand"] in staged.task:
            continue
        assert ada["hand"] not in ada["ark"], (name, ada["hand"], ada["ark"])


def test_a_practice_task_that_asks_for_one_wait_ends_the_round_with_it() -> None:
    """A round-50 learner placed the Grand Master's Elephant and waited, as the task says: the
    clock stood at 89.5 s and the round was not scored. One wait after the task's placement
    now runs the sand out, and the round's scoring is there to read."""
    from arkbook.learn.ark_of_animals import ARK_OF_ANIMALS_PRACTICE

    for name, staged in ARK_OF_ANIMALS_PRACTICE.items():
        if "(`Ada: wait`)" not in staged.task:
            continue
        game = scene("ark-of-animals", name)
        for move in (*staged.plays, "Ada: wait"):
            game.play(move)
        assert len(game.scored_rounds()) == 1, name  # type: ignore[attr-defined]
