"""Every decision kind of Ark Nova, one unit each (see ``unit.py``), grouped by family.

To add a decision kind: write its options, effect, prompt and refusal in the module of its
family (or a new module listed below), add a ``Unit`` to that module's ``UNITS``, and push
``(kind, seat, args)`` where the game asks it. The registry below is the only dispatch.
"""

from __future__ import annotations

from arkbook.ark_nova.decisions import (
    animals,
    association,
    bonuses,
    build,
    cards,
    sponsors,
    turn,
)
from arkbook.ark_nova.decisions.unit import Reason, Unit

#: kind -> its unit.
UNITS: dict[str, Unit] = {
    unit.kind: unit
    for family in (turn, cards, animals, build, association, sponsors, bonuses)
    for unit in family.UNITS
}

__all__ = ["UNITS", "Reason", "Unit"]
