"""What each pending decision asks, in one sentence (the game's ``prompt``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkbook.ark_nova.decisions import UNITS
from arkbook.ark_nova.state import Decision

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def describe(game: ArkNova, decision: Decision, short: bool = False) -> str:
    """``"Ada: spend X-tokens on Association (strength 4, 2 held)."``; short: the bare task."""
    kind, seat, args = decision
    unit = UNITS.get(kind)
    what = unit.prompt(game, seat, args) if unit is not None else kind
    return what if short else f"{game.s.players[seat].name}: {what}."
