"""Hypothesis strategies for input from strangers: JSON of any shape, and edits of real data.

The inputs that find bugs are near-misses, not noise: a real save with one value swapped for
something else, a deck with one field renamed, a move with one word wrong. So most strategies
start from a real save, deck or move and change one place in it; :func:`json_values` supplies
the replacements (every JSON type, deep, huge or odd numbers, odd text).
"""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

from hypothesis import strategies as st

from arkbook import Game, game_module, games
from arkbook.ark.cards import BUILTIN_DECK
from arkbook.ark_nova import teaching_deck_data

#: Each game at its fewest players (the registry's), which the fuzzed positions seat.
PLAYERS = {info.name: ["Ada", "Ben", "Cy", "Di"][: info.fewest] for info in games.ALL}
ENGINES = tuple(PLAYERS)

#: Text that breaks naive code: casefolding that changes length, surrogates, NUL, RTL marks.
ODD_TEXT = st.sampled_from(
    ["", " ", "ß", "ﬀ", "İ", "\ud800", "\x00", "\u202e", "A" * 300, ":", "Ada:", "１", "٣"]
)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([0, -1, 1, 2, 10**8, 10**30, -(10**30)]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    ODD_TEXT,
)


def json_values(max_leaves: int = 12) -> st.SearchStrategy[Any]:
    """Any JSON-like value (NaN and Infinity included), nested a little."""
    return st.recursive(
        SCALARS,
        lambda inner: st.one_of(
            st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
        ),
        max_leaves=max_leaves,
    )


@cache
def played_game(name: str, moves: int = 12) -> str:
    """The save of a game of ``name`` a few moves in (first legal move each time)."""
    game: Game = game_module(name).new_game(players=PLAYERS[name], seed=5)
    for _ in range(moves):
        if game.is_over():
            break
        game.play(game.legal_moves()[len(game.moves) % len(game.legal_moves())])
    return game.to_json()


def fresh_game(name: str) -> Game:
    game: Game = game_module(name).new_game(players=PLAYERS[name], seed=5)
    return game


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path into a JSON value (keys and indexes), the value itself first."""
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


@st.composite
def edited(draw: st.DrawFn, value: Any) -> Any:
    """``value`` with one place replaced, deleted, or given an extra key."""
    data = copy.deepcopy(value)
    paths = [p for p in _paths(data) if p]
    path = draw(st.sampled_from(paths))
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    how = draw(st.sampled_from(["replace", "delete", "add"]))
    if how == "replace":
        parent[path[-1]] = draw(json_values())
    elif how == "delete":
        del parent[path[-1]]
    elif isinstance(parent, dict):
        parent[draw(st.text(max_size=8))] = draw(json_values())
    else:
        parent.insert(path[-1], draw(json_values()))
    return data


def to_text(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, allow_nan=True)


@st.composite
def save_texts(draw: st.DrawFn, name: str) -> str:
    """A save of ``name`` edited in one place, or cut short, or with text spliced in."""
    text = played_game(name)
    how = draw(st.sampled_from(["edit", "edit", "edit", "cut", "splice"]))
    if how == "edit":
        return to_text(draw(edited(json.loads(text))))
    at = draw(st.integers(0, len(text)))
    if how == "cut":
        return text[:at]
    return (
        text[:at]
        + draw(st.sampled_from(["[", "{", '"', "1" * 5000, "NaN", ",", "\ud800"]))
        + text[at:]
    )


def ark_deck() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(BUILTIN_DECK.read_text(encoding="utf-8"))
    return data


def nova_deck() -> dict[str, Any]:
    return copy.deepcopy(teaching_deck_data())


VERBS = {
    "ark": ["take", "play", "pick", "pet", "no pet", "half disc on", "end turn", "pass", "to",
            "port", "starboard", "driving out", "Lion", "Giraﬀe", "ß"],
    "ark_of_animals": ["reveal", "take", "place", "leave", "wait", "Lion", "16", "0", "１"],
    "ark_nova": ["action", "build", "at", "play", "A01", "x-token", "spend", "task", "support",
                 "enclosure", "snap", "take", "deck", "r5", "3,4", "done", "٣"],
}  # fmt: skip


@st.composite
def move_texts(draw: st.DrawFn, name: str) -> str:
    """Move text near the notation: a player (or not), then words of the game or odd text."""
    who = draw(st.sampled_from([*PLAYERS[name], "Zed", "", "Ada:Ben"]))
    words = draw(
        st.lists(st.one_of(st.sampled_from(VERBS[name]), ODD_TEXT, st.text(max_size=6)), max_size=6)
    )
    sep = draw(st.sampled_from([": ", ":", " ", ""]))
    return f"{who}{sep}{' '.join(words)}"
