"""Reading JSON from strangers: bounded in size and depth, each key once, no NaN.

Saves and deck files come from the internet and from other people's notebooks. Python's
``json.loads`` accepts what arkbook must refuse (a repeated key, where the last silently wins;
``NaN`` and ``Infinity``) and fails in ways that are no ``ArkbookError`` (``RecursionError`` on
deep nesting, a bare ``ValueError`` past 4,300 digits). :func:`parse` turns every one of those into
a :class:`JSONRefused`, which the caller re-raises as its own typed error (``InvalidGameFile``
for a save, ``InvalidDataFile`` for a deck) with the field it knows.
"""

from __future__ import annotations

import json
from typing import Any, NoReturn


class JSONRefused(Exception):
    """Why a text was refused; ``pos`` is the character it broke at, when one is known.

    Never seen by a user: :mod:`arkbook.saving` and the deck loaders turn it into their typed
    error. ``key`` is the repeated key, when that is the reason.
    """

    def __init__(self, reason: str, pos: int | None = None, key: str | None = None) -> None:
        self.reason = reason
        self.pos = pos
        self.key = key
        super().__init__(reason)


def parse(text: str, *, max_chars: int, max_depth: int) -> Any:
    """The JSON value of ``text``, or JSONRefused naming the bound or the syntax it breaks."""
    if len(text) > max_chars:
        raise JSONRefused(f"{len(text)} characters; at most {max_chars} are read")
    try:
        value = json.loads(text, object_pairs_hook=_unique_keys, parse_constant=_no_constant)
    except JSONRefused:
        raise
    except json.JSONDecodeError as exc:
        raise JSONRefused(
            f"cut short or not JSON ({exc.msg}, character {exc.pos})", pos=exc.pos
        ) from None
    except RecursionError:
        raise JSONRefused(f"nested deeper than {max_depth} levels") from None
    except ValueError as exc:  # an integer of more digits than Python converts (4,300)
        raise JSONRefused(f"holds a number too long to read ({exc})") from None
    if depth(value) > max_depth:
        raise JSONRefused(f"nested deeper than {max_depth} levels")
    return value


def depth(value: Any) -> int:
    """How deep a parsed JSON value nests (a scalar is 0, ``[]`` is 1), without recursion."""
    deepest, stack = 0, [(value, 0)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict):
            stack.extend((v, level + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, level + 1) for v in item)
        else:
            deepest = max(deepest, level)
            continue
        deepest = max(deepest, level + 1)
    return deepest


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object, refused when a key repeats (the last would win and hide the first)."""
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise JSONRefused(f"the key {key[:40]!r} appears twice in one object", key=key[:40])
        data[key] = value
    return data


def _no_constant(name: str) -> NoReturn:
    raise JSONRefused(f"{name} is no JSON number")
