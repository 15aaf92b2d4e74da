"""The parts of loading that do not depend on any one game."""

from __future__ import annotations

import pytest

from arkbook import ArkbookError, InvalidGameFile, game_module, load
from arkbook.game import _check_players, canonical_json, chance
from arkbook.saving import _first_difference, _key_at


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
