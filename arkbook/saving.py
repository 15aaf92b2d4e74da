"""Loading a saved game back, for any of the three games.

A save (``Game.to_json``) holds the seed, the options and the moves, plus the full state. Loading
replays the moves through the rules, so a file can never smuggle in an illegal position, and
then compares the replayed state with the saved one, so an edited state is caught too. Every
failure is an :class:`InvalidGameFile` naming the field, e.g. ``moves[12]`` or
``state.hands.Ada``.

A save comes from strangers (a teacher hands one out, a student shares one back), so loading is
bounded before anything is replayed: at most :data:`MAX_SAVE_CHARS` characters, JSON nested at
most :data:`MAX_DEPTH` deep, at most :data:`MAX_MOVES` moves, exactly the keys ``to_json``
writes, each once, and no NaN or Infinity. Loading never opens a file, imports a module or runs
code a save names: the options go to ``new_game`` as data (a deck travels as its cards, never as
a path). ``docs/security.md`` sets out the whole promise.
"""

from __future__ import annotations

import importlib
import json
from types import ModuleType
from typing import Any

from arkbook import games, safejson
from arkbook.errors import ArkbookError, InvalidGameFile, InvalidPosition
from arkbook.game import SAVE_FORMAT, Game, canonical_json

#: Every game arkbook knows, by the name a save file uses, mapped to its module (from the
#: registry in ``arkbook.games``).
GAMES: dict[str, str] = {info.name: info.module for info in games.ALL}
#: The longest save ``load`` reads, in characters. A whole game of any of the three is under
#: 100,000 (an Ark Nova game of 2,000 moves is about 52,000); the bound keeps a hostile file from
#: costing more than a few seconds and a few hundred MB to refuse or replay.
MAX_SAVE_CHARS = 2_000_000
#: The deepest JSON nesting ``load`` accepts; a save's views nest about 8 deep.
MAX_DEPTH = 32
#: The most moves a save may hold (a full Ark Nova game is about 2,000; an Ark of Animals
#: round has no time limit, so this bound is what keeps such a save small; docs/security.md).
MAX_MOVES = 20_000
#: The keys a save has, exactly the ones ``Game.to_json`` writes.
SAVE_KEYS = frozenset({"arkbook", "game", "players", "seed", "options", "moves", "state"})


def game_module(name: str) -> ModuleType:
    """The engine module of a game (``arkbook.ark`` for ``"ark"``)."""
    if name not in GAMES:
        raise ArkbookError(f"unknown game {name!r}; arkbook has {', '.join(sorted(GAMES))}")
    return importlib.import_module(GAMES[name])


def load(text: str) -> Game:
    """Any saved game back, or an InvalidGameFile saying which field is wrong and why."""
    data = _parse_json(text)
    version = _field(data, "arkbook", int)
    if version != SAVE_FORMAT:
        raise InvalidGameFile("arkbook", f"format {version} is not {SAVE_FORMAT}, the one known")
    name = _field(data, "game", str)
    if name not in GAMES:
        raise InvalidGameFile("game", f"{name!r} is not a game arkbook knows")
    unknown = sorted(set(data) - SAVE_KEYS)
    if unknown:
        raise InvalidGameFile(unknown[0][:40] or '""', "is not a field of a saved game")
    players = _field(data, "players", list)
    seed = _field(data, "seed", int)
    options = _field(data, "options", dict)
    moves = _field(data, "moves", list)
    state = _field(data, "state", dict)
    if len(moves) > MAX_MOVES:
        raise InvalidGameFile("moves", f"{len(moves)} moves; a save holds at most {MAX_MOVES}")
    try:
        game: Game = game_module(name).new_game(players=players, seed=seed, **options)
    except InvalidPosition as exc:
        # A save of a position carries the scene; it is checked again as it is set up.
        raise InvalidGameFile(_position_field(exc.field), exc.reason) from None
    except (ArkbookError, TypeError) as exc:
        raise InvalidGameFile("options", f"the game cannot be set up from it: {exc}") from None
    for i, text_move in enumerate(moves):
        if not isinstance(text_move, str):
            raise InvalidGameFile(f"moves[{i}]", "a move must be text")
        try:
            game.play(text_move)
        except ArkbookError as exc:
            raise InvalidGameFile(
                f"moves[{i}]", f"{text_move[:80]!r} cannot be replayed: {exc}"
            ) from None
    replayed = json.loads(canonical_json(game.view(None)))
    where = _first_difference(replayed, game._saved_view(state), "state")
    if where is not None:
        raise InvalidGameFile(
            where, "does not match the game its moves replay to; the file was edited"
        )
    return game


def _position_field(field: str) -> str:
    """A position's field as a path in the file: ``bow`` is ``options.position.bow``."""
    if field == "position":
        return "options.position"
    return "options.position" + (field if field.startswith("[") else "." + field)


def _parse_json(text: str) -> dict[str, Any]:
    """The save's JSON object, refused with a typed error whenever it breaks a bound."""
    if not isinstance(text, str):
        raise InvalidGameFile("(file)", "a saved game is text")
    try:
        data = safejson.parse(text, max_chars=MAX_SAVE_CHARS, max_depth=MAX_DEPTH)
    except safejson.JSONRefused as exc:
        if exc.key is not None:
            twice = "appears twice in one object; a save has it once"
            raise InvalidGameFile(exc.key or '""', twice) from None
        where = "(file)" if exc.pos is None else _key_at(text, exc.pos)
        raise InvalidGameFile(where, exc.reason) from None
    if not isinstance(data, dict):
        raise InvalidGameFile("(file)", "a saved game is a JSON object")
    return data


def _field(data: dict[str, Any], key: str, kind: type) -> Any:
    if key not in data:
        raise InvalidGameFile(key, "missing")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise InvalidGameFile(key, f"should be {kind.__name__}, not {type(value).__name__}")
    return value


def _key_at(text: str, pos: int) -> str:
    """The top-level key whose value the position falls in (to name a truncated field)."""
    depth, key, in_string, escaped, start = 0, "(file)", False, False, 0
    for i, ch in enumerate(text[:pos]):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
                if depth == 1 and text[i + 1 : i + 2] == ":":
                    key = text[start + 1 : i]
            continue
        if ch == '"':
            in_string, start = True, i
        elif ch in "[{":
            depth += 1
        elif ch in "]}":
            depth -= 1
    return key


def _first_difference(actual: Any, saved: Any, path: str) -> str | None:
    """The path of the first place two JSON values differ, or None when they are equal."""
    if isinstance(actual, dict) and isinstance(saved, dict):
        for key in sorted(set(actual) | set(saved), key=str):
            if key not in actual or key not in saved:
                return f"{path}.{key}"
            found = _first_difference(actual[key], saved[key], f"{path}.{key}")
            if found:
                return found
        return None
    if isinstance(actual, list) and isinstance(saved, list):
        if len(actual) != len(saved):
            return path
        for i, (a, s) in enumerate(zip(actual, saved, strict=True)):
            found = _first_difference(a, s, f"{path}[{i}]")
            if found:
                return found
        return None
    same = type(actual) is type(saved) and actual == saved
    return None if same else path
