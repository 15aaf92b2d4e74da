"""Reading a position built by hand: field readers that refuse with the field named.

The three games each have one public way to build a scene by card and tile names (Ark's
``positions.position``, Ark Nova's ``new_game(position=...)``, Ark of Animals'
``positions.position``). A scene comes from a notebook, a test or a saved file, so every value
in it is read through these helpers, which check the type and the range and raise
:class:`~arkbook.errors.InvalidPosition` naming the field, never a bare ``KeyError`` or
``TypeError``. :class:`Places` is the "each card in exactly one place" check, shared so that
the three games word it the same way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arkbook.errors import InvalidPosition

#: The most items a list in a scene may hold: more than any game has cards or tiles, so a
#: scene from a file cannot make a check walk a list of millions.
MAX_ITEMS = 400


def whole(value: Any, field: str, low: int, high: int) -> int:
    """A whole number from ``low`` to ``high`` (bools are refused: ``True`` is no count)."""
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidPosition(field, f"should be a whole number, not {_shown(value)}")
    if not low <= value <= high:
        raise InvalidPosition(field, f"{value} is out of range: it goes from {low} to {high}")
    return value


def flag(value: Any, field: str) -> bool:
    if not isinstance(value, bool):
        raise InvalidPosition(field, f"should be true or false, not {_shown(value)}")
    return value


def text(value: Any, field: str) -> str:
    if not isinstance(value, str):
        raise InvalidPosition(field, f"should be text, not {_shown(value)}")
    return value


def choice(value: Any, field: str, allowed: Sequence[str]) -> str:
    """One of a few fixed words (a phase, a kind, a level)."""
    if not isinstance(value, str) or value not in allowed:
        raise InvalidPosition(field, f"{_shown(value)} is not one of {', '.join(allowed)}")
    return value


def items(value: Any, field: str, most: int = MAX_ITEMS) -> list[Any]:
    """A list (or tuple) of at most ``most`` items; text is refused, being no list of names."""
    if isinstance(value, str | bytes) or not isinstance(value, Sequence):
        raise InvalidPosition(field, f"should be a list, not {_shown(value)}")
    if len(value) > most:
        raise InvalidPosition(field, f"holds {len(value)} items, more than the {most} it can")
    return list(value)


def names(value: Any, field: str, most: int = MAX_ITEMS) -> list[str]:
    """A list of names (cards, tiles, actions)."""
    found = items(value, field, most)
    return [text(name, f"{field}[{i}]") for i, name in enumerate(found)]


def mapping(value: Any, field: str) -> Mapping[Any, Any]:
    if not isinstance(value, Mapping):
        raise InvalidPosition(field, f"should be a mapping, not {_shown(value)}")
    if len(value) > MAX_ITEMS:
        raise InvalidPosition(field, f"holds {len(value)} entries, more than the scene can")
    return value


def keys(value: Mapping[Any, Any], field: str, allowed: Sequence[str]) -> None:
    """Refuse a key that means nothing here: a typo would otherwise be dropped in silence."""
    for key in value:
        if key not in allowed:
            raise InvalidPosition(
                f"{field}.{key}" if field else str(key),
                f"is not part of a position; the keys are {', '.join(allowed)}",
            )


def player(value: Any, field: str, players: Sequence[str]) -> str:
    if not isinstance(value, str) or value not in players:
        raise InvalidPosition(
            field, f"{_shown(value)} is not playing; the players are {', '.join(players)}"
        )
    return value


class Places:
    """Where each card (or tile) of a scene is, so that none is in two places at once."""

    def __init__(self) -> None:
        self._where: dict[object, str] = {}

    def put(self, card: object, field: str, name: str) -> None:
        """Record ``card`` (shown as ``name``) at ``field``; a second place is refused."""
        before = self._where.get(card)
        if before is not None:
            raise InvalidPosition(
                field, f"the {name} is already at {before}; a card is in one place at a time"
            )
        self._where[card] = field

    def __contains__(self, card: object) -> bool:
        return card in self._where


def _shown(value: Any) -> str:
    """A value for a message, cut short: a scene from a file may hold anything."""
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."
