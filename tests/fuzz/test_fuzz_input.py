"""The promise to strangers' input, checked on generated inputs for all three games.

Every bad input gets a typed :class:`arkbook.ArkbookError`; a refused move leaves the game
byte-identical; nothing hangs. "Nothing hangs" is checked by the inputs finishing at all (the
size bounds make every one cheap), never by a timed assertion: ``deadline=None`` keeps a
loaded machine from failing the run. ``benchmarks/fuzz.py`` runs the same ideas 100,000 times
with a per-input alarm and a memory count.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arkbook import (
    ArkbookError,
    InvalidDataFile,
    InvalidGameFile,
    Move,
    ark,
    ark_nova,
    game_module,
    load,
)
from arkbook import ark_of_animals as aoa
from arkbook.games import game_info
from tests.fuzz.strategies import (
    ENGINES,
    PLAYERS,
    ark_deck,
    edited,
    fresh_game,
    json_values,
    move_texts,
    nova_deck,
    save_texts,
)

FUZZ = settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    database=None,
)


@pytest.mark.parametrize("name", ENGINES)
@FUZZ
@given(data=st.data())
def test_an_edited_save_loads_or_is_an_invalid_game_file(name: str, data: st.DataObject) -> None:
    text = data.draw(save_texts(name))
    try:
        game = load(text)
    except InvalidGameFile as exc:
        assert exc.field and exc.reason
        return
    # An edit that loads is one that changes nothing the game depends on (e.g. key order).
    assert load(game.to_json()).to_json() == game.to_json()


@FUZZ
@given(value=json_values(30))
def test_any_json_is_a_save_or_an_invalid_game_file(value: object) -> None:
    with pytest.raises(InvalidGameFile):
        load(json.dumps(value, allow_nan=True))


@FUZZ
@given(deck=edited(ark_deck()))
def test_an_edited_ark_deck_is_a_deck_or_an_invalid_data_file(deck: dict) -> None:
    try:
        loaded = ark.load_deck(deck)
    except InvalidDataFile:
        return
    game = ark.new_game(PLAYERS["ark"], seed=1, deck=loaded)
    assert load(game.to_json()).to_json() == game.to_json()


@FUZZ
@given(deck=edited(nova_deck()))
def test_an_edited_nova_deck_plays_or_is_an_invalid_data_file(deck: dict) -> None:
    """A deck that validates must also play and score (the empty size measure did not)."""
    try:
        ark_nova.load_deck(deck)
        game = ark_nova.new_game(PLAYERS["ark_nova"], seed=1, deck=deck)
    except ArkbookError:
        return
    for _ in range(30):
        if game.is_over():
            break
        game.play(game.legal_moves()[0])
        game.scores()
    assert load(game.to_json()).to_json() == game.to_json()


@pytest.mark.parametrize("name", ENGINES)
@FUZZ
@given(data=st.data())
def test_move_text_is_played_or_refused_with_nothing_changed(
    name: str, data: st.DataObject
) -> None:
    game = fresh_game(name)
    for _ in range(3):
        text = data.draw(move_texts(name))
        before = game.to_json()
        try:
            game.play(text)
        except ArkbookError:
            assert game.to_json() == before


HAND_BUILT = st.one_of(
    st.builds(Move, st.text(max_size=4)),
    st.builds(ark.Card, st.text()),  # no move at all
    st.builds(aoa.Place, st.sampled_from(["Ada", "Ben"]), json_values(3)),
    st.builds(aoa.Take, st.sampled_from(["Ada", "Ben"]), json_values(3)),
    st.builds(aoa.Wait, st.sampled_from(["Ada", "Ben", "Zed"])),
    st.builds(ark_nova.NovaMove, st.sampled_from(["Ada", "Ben"]), json_values(3)),
    st.builds(ark_nova.NovaMove, st.sampled_from(["Ada", "Ben"]), st.text(max_size=12)),
)


@pytest.mark.parametrize("name", ENGINES)
@FUZZ
@given(move=HAND_BUILT)
def test_hand_built_moves_are_played_or_refused_with_nothing_changed(
    name: str, move: object
) -> None:
    game = fresh_game(name)
    before = game.to_json()
    try:
        game.play(move)  # type: ignore[arg-type]
    except ArkbookError:
        assert game.to_json() == before


@pytest.mark.parametrize("name", ENGINES)
@FUZZ
@given(players=st.lists(st.one_of(st.text(max_size=6), json_values(2)), max_size=5))
def test_any_player_list_sets_up_or_is_refused(name: str, players: list) -> None:
    """Names that set up a game can be saved as UTF-8 and loaded back."""
    try:
        game = game_module(name).new_game(players=players, seed=1)
    except ArkbookError:
        return
    text = game.to_json()
    text.encode("utf-8")
    assert load(text).to_json() == text


MESSAGES = st.one_of(
    json_values(6),
    st.fixed_dictionaries(
        {},
        optional={
            "type": st.one_of(
                st.sampled_from(["move", "undo", "seat", "ready", "start"]), json_values(3)
            ),
            "version": st.one_of(st.sampled_from([0, 1, 2, 1.0, True]), json_values(2)),
            "text": st.one_of(move_texts("ark"), json_values(2), st.just("Ada: " + "x" * 10_000)),
            "player": st.one_of(st.sampled_from(["Ada", "Ben"]), json_values(2)),
            "kind": st.one_of(st.sampled_from(["human", "random"]), json_values(2)),
        },
    ),
)


@pytest.mark.parametrize("name", ENGINES)
@FUZZ
@given(messages=st.lists(MESSAGES, min_size=1, max_size=4))
def test_board_messages_never_raise_and_illegal_ones_change_nothing(
    name: str, messages: list
) -> None:
    game = fresh_game(name)
    extra: dict = (
        {"wall": lambda: 0.0, "seats": {"Ben": "random"}} if name == "ark_of_animals" else {}
    )
    board = game_info(name).board_class()(game, **extra)
    for content in messages:
        before, seq = game.to_json(), board._message_seq
        board._on_front_end_message(board, content, [])
        if game.to_json() == before:
            continue
        # Something was played: only a well-formed move request at the current version can.
        assert isinstance(content, dict) and content.get("type") in ("move", "seat", "undo")
        assert board._message_seq >= seq
    assert len(json.dumps(board._message)) < 2_000
