"""The parts of loading that do not depend on any one game."""

from __future__ import annotations

import json

import pytest

from arkbook import (
    ArkbookError,
    BadNotation,
    IllegalMove,
    InvalidGameFile,
    Move,
    ark,
    ark_nova,
    ark_of_animals,
    game_module,
    load,
)
from arkbook.game import _check_players, canonical_json, chance
from arkbook.saving import MAX_DEPTH, MAX_MOVES, MAX_SAVE_CHARS, _first_difference, _key_at


def test_a_truncated_file_names_the_top_level_field_it_was_cut_in() -> None:
    text = canonical_json({"arkbook": 1, "game": "ark", "moves": ["Ada: x", "Ben: y"], "z": 1})
    assert _key_at(text, text.index("Ben")) == "moves"
    assert _key_at(text, text.index('"ark"') + 2) == "game"
    assert _key_at(text, 1) == "(file)"
    escaped = '{"a":"x\\"b\\":","c":['
    assert _key_at(escaped, len(escaped)) == "c"


def test_the_first_difference_is_named_by_its_path() -> None:
    assert _first_difference({"a": [1, {"b": 2}]}, {"a": [1, {"b": 3}]}, "state") == "state.a[1].b"
    assert _first_difference({"a": [1, 2]}, {"a": [1]}, "state") == "state.a"
    assert _first_difference({"a": 1}, {"a": 1.0}, "state") == "state.a"
    assert _first_difference({"a": 1}, {"a": 1, "b": 2}, "state") == "state.b"
    assert _first_difference({"a": [1]}, {"a": [1]}, "state") is None


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("", "(file)"),
        ("not json", "(file)"),
        ("[]", "(file)"),
        ("{}", "arkbook"),
        ('{"arkbook": "1"}', "arkbook"),
        ('{"arkbook": true}', "arkbook"),
        ('{"arkbook": 2}', "arkbook"),
        ('{"arkbook": 1}', "game"),
        ('{"arkbook": 1, "game": "chess"}', "game"),
    ],
)
def test_files_that_are_no_save_name_what_is_wrong(text: str, field: str) -> None:
    with pytest.raises(InvalidGameFile) as info:
        load(text)
    assert info.value.field == field
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize(
    "players",
    [
        "Ada",
        ["Ada"],
        ["Ada", "Ada", "Ben"],
        ["Ada", "", "Ben"],
        ["Ada", " Ben", "Cy"],
        ["Ada", "Be:n", "Cy"],
        ["Ada", 3, "Cy"],
        ["A", "B", "C", "D", "E", "F"],
    ],
)
def test_bad_player_lists_are_refused_with_a_reason(players: object) -> None:
    with pytest.raises(ArkbookError):
        _check_players(players, 2, 5)  # type: ignore[arg-type]


def test_chance_is_stable_and_separate_per_purpose() -> None:
    assert chance(7, "deck").random() == chance(7, "deck").random()
    assert chance(7, "deck").random() != chance(7, "pool").random()
    assert chance(7, "deck").random() != chance(8, "deck").random()
    # Pinned: the same seed must give the same game on every machine and Python version.
    assert chance(7, "deck").randrange(1000) == 512


def test_unknown_games_are_named() -> None:
    with pytest.raises(ArkbookError, match="unknown game 'chess'"):
        game_module("chess")


# ------------------------------------------------------------------ saves from strangers
def ark_save(**change: object) -> str:
    data = json.loads(ark.new_game(["Ada", "Ben", "Cy"], seed=1).to_json())
    data.update(change)
    return json.dumps(data)


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000,
        '{"arkbook": [' * 20_000,
        '{"arkbook": ' + "[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1) + "}",
        '{"arkbook": ' + "1" * 5000 + "}",
        '{"arkbook": NaN}',
        '{"arkbook": 1, "seed": Infinity}',
        '{"arkbook": 1, "seed": -Infinity}',
        " " * (MAX_SAVE_CHARS + 1),
    ],
)
def test_deep_huge_or_non_finite_files_are_refused_typed(text: str) -> None:
    with pytest.raises(InvalidGameFile):
        load(text)


def test_a_repeated_key_is_refused_not_last_one_wins() -> None:
    text = ark_save()
    doubled = text.replace('"seed": 1', '"seed": 2, "seed": 1')
    assert doubled != text
    with pytest.raises(InvalidGameFile) as info:
        load(doubled)
    assert info.value.field == "seed"
    nested = text.replace('"deck": null', '"deck": null, "deck": null')
    with pytest.raises(InvalidGameFile, match="twice"):
        load(nested)


def test_an_unknown_top_level_key_is_refused() -> None:
    with pytest.raises(InvalidGameFile) as info:
        load(ark_save(comment="hi"))
    assert info.value.field == "comment"


def test_too_many_moves_are_refused_before_any_replay() -> None:
    with pytest.raises(InvalidGameFile) as info:
        load(ark_save(moves=["Ada: pass"] * (MAX_MOVES + 1)))
    assert info.value.field == "moves"


@pytest.mark.parametrize("path", ["/dev/zero", "/etc/passwd", "/no/such/file", "deck.json"])
def test_a_saves_deck_option_is_never_opened_as_a_path(path: str) -> None:
    """The message is the same whatever the path, so it tells nothing of the machine's files."""
    with pytest.raises(InvalidGameFile) as info:
        load(ark_save(options={"deck": path}))
    assert info.value.field == "options"
    assert path not in str(info.value)
    assert "never a file name" in str(info.value)


def test_a_player_name_with_a_lone_surrogate_is_refused() -> None:
    with pytest.raises(ArkbookError):
        ark.new_game(["Ada", "B\ud800n", "Cy"])
    with pytest.raises(InvalidGameFile) as info:
        load(ark_save(players=["Ada", "B\ud800n", "Cy"]))
    assert info.value.field == "options"


@pytest.mark.parametrize(
    ("name", "move"),
    [
        ("ark", Move("Ada")),
        ("ark_of_animals", ark_of_animals.Place("Ada", "3")),
        ("ark_of_animals", ark_of_animals.Take("Ada", "lion")),
        ("ark_nova", ark_nova.NovaMove("Ada", "")),
        ("ark_nova", ark_nova.NovaMove("Ada", "draw  ")),
        ("ark_nova", ark_of_animals.Wait("Ada")),
    ],
)  # fmt: skip
def test_hand_built_moves_with_bad_fields_are_bad_notation_and_change_nothing(
    name: str, move: Move
) -> None:
    game = game_module(name).new_game(["Ada", "Ben", "Cy"][: 3 if name == "ark" else 2], seed=1)
    before = game.to_json()
    with pytest.raises(BadNotation):
        game.play(move)
    with pytest.raises(BadNotation):
        game.why_not(move)
    assert game.to_json() == before


def test_a_hand_built_move_for_someone_not_at_the_table_is_not_their_turn() -> None:
    game = ark_of_animals.new_game(["Ada", "Ben"], seed=1)
    with pytest.raises(IllegalMove) as info:
        game.play(ark_of_animals.Wait("Zed"))
    assert info.value.rule == "game.turn"


def test_a_megabyte_of_move_text_is_refused_without_echoing_it() -> None:
    game = ark.new_game(["Ada", "Ben", "Cy"], seed=1)
    with pytest.raises(BadNotation) as info:
        game.play("Ada: take " + "x" * 1_000_000)
    assert len(str(info.value)) < 200


def test_a_move_equal_to_a_checked_one_but_of_other_field_types_is_still_refused() -> None:
    """``Wait`` objects are remembered once checked; ``Place("Ada", 1.0) == Place("Ada", 1)``
    must not ride on that: its notation differs, so it is checked and refused."""
    game = ark_of_animals.new_game(["Ada", "Ben"], seed=1)
    game.play("Ada: reveal")
    game.play(ark_of_animals.Wait("Ben"))
    game.play(ark_of_animals.Wait("Ben"))
    before = game.to_json()
    assert game.why_not(ark_of_animals.Place("Ada", 1)) is None
    with pytest.raises(BadNotation):
        game.play(ark_of_animals.Place("Ada", 1.0))  # type: ignore[arg-type]
    assert game.to_json() == before
    game.play(ark_of_animals.Place("Ada", 1))
