"""The typed errors every arkbook game raises.

One base class, so that a notebook or a board can catch "anything the learner did wrong" with a
single ``except ArkbookError`` and show the message, while tests can tell the kinds apart.
``ArkbookError`` is a ``ValueError`` because every one of them is bad input, never a bug.
"""

from __future__ import annotations

from html import escape
from typing import Any

from arkbook.rule_ids import with_rule_id


class ArkbookError(ValueError):
    """Base of every error arkbook raises on purpose."""


class BadNotation(ArkbookError):
    """Text that is no move of this game (a typo, an unknown card, a missing part)."""

    def __init__(self, text: str, reason: str) -> None:
        self.text = text
        self.reason = reason
        super().__init__(f"{text!r} is not a move: {reason}")


class UnknownCard(BadNotation):
    """A move that names a card the deck does not have; ``closest`` holds the deck's nearest
    card names (perhaps none), so the learner sees what they may have meant."""

    def __init__(self, text: str, name: str, closest: tuple[str, ...]) -> None:
        self.name = name
        self.closest = closest
        if closest:
            hint = f"did you mean {', '.join(closest[:-1])}{' or ' if closest[1:] else ''}"
            hint += f"{closest[-1]}?"
        else:
            hint = "write a card's name (or id) as the choices show it"
        super().__init__(text, f"no card is called {name!r}; {hint}")


class IllegalMove(ArkbookError):
    """A well-formed move that the rules forbid here.

    ``rule`` is a stable rule id such as ``ark.cabin.climate`` that maps to the rulebook sentence
    (each engine's ``RULES`` table); ``reason`` is one sentence a learner understands, naming the
    cards involved.
    """

    def __init__(self, rule: str, reason: str) -> None:
        self.rule = rule
        self.reason = reason
        super().__init__(f"{reason} [{rule}]")

    def learner_text(self) -> str:
        """The reason as a learner reads it (``game.why_not(...)`` shown in a notebook): its
        rule id follows only while a lesson has not put ids in tooltips; ``str`` keeps the id
        for developers and tracebacks."""
        return with_rule_id(self.reason, self.rule)

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(self.learner_text())

    def _repr_html_(self) -> str:
        return f'<div title="{escape(self.rule)}">{escape(self.learner_text())}</div>'

    def __eq__(self, other: object) -> bool:
        return isinstance(other, IllegalMove) and (self.rule, self.reason) == (
            other.rule,
            other.reason,
        )

    def __hash__(self) -> int:
        return hash((self.rule, self.reason))


class InvalidGameFile(ArkbookError):
    """A saved game that cannot be loaded: truncated, tampered with, or from elsewhere.

    ``field`` names where in the file the problem is (``"moves[12]"``, ``"state.hands.Ada"``),
    so a teacher can see what broke instead of guessing.
    """

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"invalid saved game, field {field}: {reason}")


class InvalidDataFile(ArkbookError):
    """A deck, tile or map file that fails validation.

    ``item`` names the card or tile (or its index when it has no name) and ``field`` the
    attribute, so that a user transcribing their own deck finds the typo at once.
    """

    def __init__(self, source: str, item: str, field: str, reason: str) -> None:
        self.source = source
        self.item = item
        self.field = field
        self.reason = reason
        super().__init__(f"{source}: {item}, field {field!r}: {reason}")


class InvalidPosition(ArkbookError):
    """A scene built by hand (``position(...)``, a ``position`` option) that no game can reach.

    ``field`` names the part of the scene that is wrong, as a path into the position's own
    arguments (``"port[0]"``, ``"hands.Ada[1]"``, ``"players.Ada.x_tokens"``, ``"arks.Ada.5"``),
    and ``reason`` says why in one sentence: a card in two places, a name the deck does not
    have, a value out of range, or a derived value (such as the bow) that disagrees with the
    cards. A lesson that teaches a rule from an impossible scene would teach it wrong, so
    such a scene is refused when it is built, never later when a move trips over it.
    """

    def __init__(self, field: str, reason: str) -> None:
        self.field = field
        self.reason = reason
        super().__init__(f"invalid position, field {field}: {reason}")
