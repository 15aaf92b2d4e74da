"""What a board sends and reads, as plain JSON: move records, element maps, log entries.

Pure functions of the game's values, shared by every board (turn-based or racing), the
walkthroughs and the race replay, none of which need a widget to compute them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from arkbook.game import MAX_MOVE_CHARS, Move, Outcome, Turn


def move_record(move: Move) -> dict[str, Any]:
    """A legal move as the front end needs it: its text and its fields, to group targets."""
    fields = {
        f.name: _jsonable(getattr(move, f.name))
        for f in dataclasses.fields(move)
        if f.name != "player"
    }
    return {
        "text": str(move),
        "action": move.action_text(),
        "player": move.player,
        "type": type(move).__name__,
        "fields": fields,
    }


def _jsonable(value: Any) -> Any:
    if value is None or isinstance(value, str | int | float | bool):
        return value
    if isinstance(value, Mapping):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Iterable):
        return [_jsonable(v) for v in value]
    return str(value)


def flatten(value: Any, prefix: str = "") -> dict[str, Any]:
    """A nested JSON value as ``{"a.b[2].c": leaf}``: the default element ids for diffs."""
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for key, item in value.items():
            out.update(flatten(item, f"{prefix}.{key}" if prefix else str(key)))
        return out
    if isinstance(value, list):
        out = {}
        for i, item in enumerate(value):
            out.update(flatten(item, f"{prefix}[{i}]"))
        return out or {prefix: []}
    return {prefix: value}


def changed_elements(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """The element ids whose content differs between two element maps, sorted."""
    return sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))


def log_entry(turn: Turn, text: str | None = None) -> dict[str, Any]:
    """One history entry as the board's move log shows it.

    ``text`` is the move as the seat may read it (``log_text`` of the board), so that a
    face-down choice stays hidden in the log too; None writes the move's own notation.
    """
    if text is None:
        text = "" if turn.move is None else turn.move.action_text()
    return {
        "index": turn.index,
        "player": turn.player,
        "text": text,
        "events": [e.text for e in turn.events],
    }


def outcome_text(outcome: Outcome) -> str:
    """The prompt of a finished game: "Game over: " and who won (:meth:`Outcome.verdict`)."""
    return f"Game over: {outcome.verdict()}"


def request_text(content: Mapping[str, Any], key: str) -> str:
    """A text field of a front-end request ("" when missing or not text), cut to a move's length."""
    value = content.get(key, "")
    return value[: MAX_MOVE_CHARS + 1] if isinstance(value, str) else ""
