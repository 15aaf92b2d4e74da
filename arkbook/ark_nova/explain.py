"""Why a move is illegal, in a sentence that teaches, with the rule id behind it.

Only called for a move that is not among the options of the decision on top, so the answer is
always "illegal". The decision's unit (``decisions/``) finds the most helpful reason from the
same conditions as its options; failing that, the refusal lists the choices. A move of a kind the
decision does not ask (``build pavilion`` while placing one) breaks no rule of the game: it is
refused under the contract's ``game.choice``, whose refusal quotes no rule of the rulebook and
which the coach counts as no broken rule. A move of the kind asked (another enclosure) is refused
under the rule the decision applies (the player is deciding, so "wait for your turn" would name
the wrong rule).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkbook.ark_nova.cards import Animal
from arkbook.ark_nova.decisions import UNITS
from arkbook.ark_nova.decisions.turn import ACTION_OF
from arkbook.ark_nova.moves import DISPLAY_VERBS, NovaMove, is_verb
from arkbook.ark_nova.prompts import describe
from arkbook.ark_nova.state import Decision
from arkbook.ark_nova.tables import ACTIONS
from arkbook.errors import BadNotation, IllegalMove

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
    asked = describe(game, decision)[:-1]
    now = f"Now {asked}; '{text}' is not one of the choices ({_shown(options)})."
    meant = _written_otherwise(text, options)
    if meant is not None:
        return IllegalMove("game.choice", f"Now {asked}: that choice is written '{meant}'.")
    if _another_action(game, kind, move):
        return IllegalMove(
            "nova.turn.one_action",
            f"{game.s.ctx.action.capitalize()} is this turn's one action, so no other action "
            f"can be chosen or done now. {now}",
        )
    if move.verb not in {option.split()[0] for option in options}:
        return IllegalMove("game.choice", _no_tokens(game, seat, move) + now)
    return IllegalMove(UNITS[kind].rule_for(game, args), now)


def _written_otherwise(text: str, options: list[str]) -> str | None:
    """The choice ``text`` means under the other verb that takes a display card, if its folder
    is an option's: a round-30 judge sent ``snap 6`` for the bonus that takes a display card
    (``take 6``) and was told Association was the turn's one action."""
    verb, *rest = text.split()
    if verb not in DISPLAY_VERBS:
        return None
    return next(
        (o for o in options if o.split()[0] in DISPLAY_VERBS and o.split()[1:] == rest), None
    )


def _no_tokens(game: ArkNova, seat: int, move: NovaMove) -> str:
    """Why no spend question is asked now, for a ``spend`` sent at another decision: it comes
    only right after choosing an Action card, and only while you hold X-tokens (a scripted
    round-21 judge sent ``spend 0`` holding none and read only the list of choices)."""
    if move.verb != "spend":
        return ""
    if not game.s.players[seat].x_tokens:
        return "You hold no X-tokens, so no Action card asks how many to spend. "
    return "X-tokens are spent only right after choosing an Action card. "


def _shown(options: list[str]) -> str:
    """The first choices, as they are written."""
    return ", ".join(f"'{o}'" for o in options[:6]) + (", ..." if len(options) > 6 else "")


def unknown_verb(game: ArkNova, player: str, problem: BadNotation) -> BadNotation:
    """A text that starts with no verb of the game, read while ``player`` decides: the
    moves they may make now instead of every verb of the game (the l10 judge typed
    "in building 2" for "enclosure 2" and was shown all 23 verbs). Any other problem of
    the notation, or a player with nothing to decide, keeps its own words."""
    words = problem.text.split()
    if not words or is_verb(words[0]) or game.to_move != (player,):
        return problem
    decision = game.s.stack[-1]
    return BadNotation(
        problem.text,
        f"unknown verb {words[0].lower()!r}{_an_action(words[0].lower())}; now "
        f"{describe(game, decision)[:-1]}, and the moves are written "
        f"{_shown(game.option_texts())}",
    )


def _an_action(word: str) -> str:
    """The move meant when an Action card is named alone (a round-27 learner wrote
    ``Ada: animals``, and the moves listed left Animals out, as refused at strength 1)."""
    if word in ACTIONS:
        return f" (an Action card is chosen with 'action {word}')"
    return ""


def _another_action(game: ArkNova, kind: str, move: NovaMove) -> bool:
    """Whether ``move`` chooses an action, or does part of another action, while the player's
    turn already has its action: the rule it breaks is one action a turn, not a rule of the
    action under way (the Animals count quoted for "action build" taught nothing, round-8
    judge)."""
    if kind in ("action", "xcard") or not any(d[0] == "@end_turn" for d in game.s.stack):
        return False  # no action chosen yet (the X-token action's card: its own rule), or a break
    of = ACTION_OF.get(move.verb)
    if move.verb == "play" and not isinstance(game.deck.cards.get(move.word(0)), Animal):
        return False  # "play Night Safari" while sponsoring: the sponsor's move is asked for
    return move.verb in ("action", "x-token") or (of is not None and of != game.s.ctx.action)
