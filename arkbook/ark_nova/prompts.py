"""What each pending decision asks, in one sentence (the game's ``prompt``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkbook.ark_nova.decisions import UNITS
from arkbook.ark_nova.state import Decision

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def describe(game: ArkNova, decision: Decision) -> str:
    """``"Ada: spend X-tokens on Association (strength 4, 2 held)."``"""
    kind, seat, args = decision
    unit = UNITS.get(kind)
    what = unit.prompt(game, seat, args) if unit is not None else kind
    return f"{game.s.players[seat].name}: {what}."


def skipped(game: ArkNova, decision: Decision) -> str:
    """A decision nobody can answer, told as skipped: ``"Ada has no way to place the size-2
    enclosure; it is skipped."`` (the unit's bare task, not its prompt's how-to)."""
    kind, seat, args = decision
    unit = UNITS.get(kind)
    what = kind if unit is None else (unit.task or unit.prompt)(game, seat, args)
    return f"{game.s.players[seat].name} has no way to {what}; it is skipped."
