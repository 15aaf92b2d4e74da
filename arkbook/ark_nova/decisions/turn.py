"""Choosing what to do with a turn: an Action card (``action``), the X-token action
(``xcard``), and X-tokens spent to strengthen the chosen action (``spend``).

An Action card is offered only if it could do something at the strength the player can reach
(:func:`can_perform`): it asks the first decision of each action, from the state alone, and
stops at the first thing the action could do."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from arkbook.ark_nova import gains
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.decisions import animals, association, build, cards, common, sponsors
from arkbook.ark_nova.decisions.unit import Reason, Unit
from arkbook.ark_nova.moves import NovaMove
from arkbook.ark_nova.state import Args, PlayerState, TurnContext, without

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def action_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    p = game.s.players[seat]
    # The card in slot i has strength i (plus whatever X-tokens could add). Each card's
    # ``can_perform``, called directly: asked of five cards every turn.
    tokens, side = p.x_tokens, p.side
    opts = [
        _ACTION_OPTION[a]
        for slot, a in enumerate(p.row, start=1)
        if _CAN_PERFORM[a](game, seat, side(a), slot + tokens)
    ]
    if x_action_open(p):
        opts.append("x-token")
    return opts


def x_action_open(p: PlayerState) -> bool:
    """Whether the X-token action is open to ``p``: closed to a player holding five tokens.
    The option, its refusal and the turn's prompt all ask this."""
    return p.x_tokens < T.MAX_X_TOKENS


#: Each Action card's option text, made once: the same text objects every turn, so the
#: engine's look-up of their moves hashes none of them again.
_ACTION_OPTION = {a: f"action {a}" for a in T.ACTIONS}


def action_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    p = game.s.players[seat]
    if move.verb == "x-token":
        game.s.stack.append(("xcard", seat, ()))
        return
    action = move.word(0)
    slot = p.slot(action)
    game.s.ctx = TurnContext(action=action, side=p.side(action), base=slot, strength=slot)
    side = "II" if p.side(action) == 2 else "I"
    game.say(
        "action",
        f"{p.name} chooses {action.capitalize()} (side {side}) from slot {slot}, strength {slot}.",
        "nova.turn.strength",
        action=action,
        slot=slot,
    )
    game.s.stack.append(("@end_action", seat, ()))
    game.s.stack.append(("@begin_action", seat, ()))
    if p.x_tokens:
        game.s.stack.append(("spend", seat, ()))


def xcard_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    return [f"move {a}" for a in game.s.players[seat].row]


def xcard_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    p = game.s.players[seat]
    slide(game, seat, move.word(0))
    gains.gain_x(game, seat, 1, "the X-token action")
    game.say(
        "x-action",
        f"{p.name} takes the X-token action with {move.word(0).capitalize()}.",
        "nova.turn.x_action",
    )


def slide(game: ArkNova, seat: int, action: str) -> None:
    p = game.s.players[seat]
    p.row = (action, *without(p.row, action))
    game.say(
        "slide",
        f"{action.capitalize()} moves to slot 1; the row reads {row_words(p.row)}.",
        "nova.turn.slide",
        row=list(p.row),
    )


@cache
def row_words(row: tuple[str, ...]) -> str:
    """The row of Action cards as narration writes it, "Animals-Build-...": one of 120
    orders, remembered (told at the end of every action)."""
    return "-".join(map(str.capitalize, row))


def spend_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    """Every number of X-tokens from the fewest that let the action do something to all of
    them: a stronger action can do all that a weaker one can (strength only adds animals,
    buildings, task values, snaps and sponsor levels), so the search stops at the first."""
    p, ctx = game.s.players[seat], game.s.ctx
    fewest = next(
        (k for k in range(p.x_tokens + 1) if can_perform(game, seat, ctx.action, ctx.base + k)),
        p.x_tokens + 1,
    )
    return [f"spend {k}" for k in range(fewest, p.x_tokens + 1)]


def spend_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    p, ctx = game.s.players[seat], game.s.ctx
    k = move.number(0)
    p.x_tokens -= k
    ctx.spent = k
    ctx.strength = ctx.base + k
    if k:
        game.say(
            "spend",
            f"{p.name} spends {T.x_tokens(k)}: {ctx.action.capitalize()} strength "
            f"{ctx.base} becomes {ctx.strength}, {T.x_tokens(p.x_tokens)} left.",
            "nova.turn.x_tokens",
        )


def can_perform(game: ArkNova, seat: int, action: str, strength: int) -> bool:
    """Whether the action at this strength can do something (it may not do nothing).

    Asks the same questions as the first decision of the action, from the state alone,
    and stops at the first thing it could do: an Action card is offered whenever one
    option exists, so its options need not all be listed.
    """
    side = game.s.players[seat].side(action)
    return _CAN_PERFORM[action](game, seat, side, strength)


def _cards_can(game: ArkNova, seat: int, side: int, strength: int) -> bool:
    # The two parts of ``cards_options``, without making its generator (asked every turn).
    return cards.can_draw(game, seat, side) or (
        cards.can_snap(side, strength) and bool(common.full_folders(game))
    )


def _animals_can(game: ArkNova, seat: int, side: int, strength: int) -> bool:
    if T.ANIMALS_TABLE[side][T.clamp_strength(strength) - 1] <= 0:
        return False
    # Side II at 5+: the +1 reputation comes first, so what it brings in reach counts.
    # What is in reach without it stays in reach with it (a higher reputation meets more
    # conditions and reaches more folders), so one look at the raised reputation answers.
    raise_first = side == 2 and strength >= 5
    rep = animals.raised_reputation(game, seat) if raise_first else game.s.players[seat].reputation
    return any(animals.animal_options(game, seat, side, rep))


def _build_can(game: ArkNova, seat: int, side: int, strength: int) -> bool:
    return build.can_build(game, seat, strength)


def _association_can(game: ArkNova, seat: int, side: int, strength: int) -> bool:
    return any(association.possible_tasks(game, seat, side, strength, ()))


def _sponsors_can(game: ArkNova, seat: int, side: int, strength: int) -> bool:
    # The same two parts as ``sponsor_options``, the closing option first: it needs no
    # sponsor to be looked at.
    return any(sponsors.closing_options(())) or any(
        sponsors.playable_sponsors(game, seat, side, strength + (side == 2))
    )


#: Each action's ``can_perform`` at (game, seat, the card's side, strength).
_CAN_PERFORM = {
    "cards": _cards_can,
    "animals": _animals_can,
    "build": _build_can,
    "association": _association_can,
    "sponsors": _sponsors_can,
}


def start_budget(game: ArkNova) -> None:
    ctx = game.s.ctx
    s = T.clamp_strength(ctx.strength)
    if ctx.action == "animals":
        ctx.count = T.ANIMALS_TABLE[ctx.side][s - 1]
    elif ctx.action == "sponsors":
        ctx.budget = ctx.strength + (1 if ctx.side == 2 else 0)
    else:
        ctx.budget = ctx.strength


#: A move's verb -> the action it is part of, for a move made before choosing that action (or
#: while another action is under way: ``explain``).
ACTION_OF = {
    "play": "animals",
    "build": "build",
    "draw": "cards",
    "snap": "cards",
    "task": "association",
    "support": "association",
    "donate": "association",
    "sponsor": "sponsors",
}


def action_refusal(game: ArkNova, seat: int, args: Args, words: list[str]) -> Reason:
    p = game.s.players[seat]
    if words == ["x-token"] and not x_action_open(p):
        return (
            "nova.turn.x_action_full",
            "You already hold 5 X-tokens, so you cannot take the X-token action.",
        )
    if words[0] in ACTION_OF:
        a = ACTION_OF[words[0]]
        return (
            "nova.turn.strength",
            f"First choose an Action card: '{words[0]}' is part of the {a.capitalize()} action, "
            f"in slot {p.slot(a)} (strength {p.slot(a)}).",
        )
    if words[0] == "action":
        a = words[1]
        slot = p.slot(a)
        reach = f"strength {slot}"
        if p.x_tokens:
            reach += f", up to {slot + p.x_tokens} with your {T.x_tokens(p.x_tokens)}"
        return (
            "nova.turn.no_nothing",
            f"{a.capitalize()} in slot {slot} ({reach}) has nothing it could do now, and you "
            f"cannot choose an action and do nothing: {hint(game, seat, a)}",
        )
    return None


def hint(game: ArkNova, seat: int, action: str) -> str:
    p = game.s.players[seat]
    if action == "animals" and p.side("animals") == 1 and p.slot("animals") + p.x_tokens < 2:
        return "Animals side I plays no animal at strength 1."
    return {
        "animals": "no animal in reach meets its conditions, is affordable and has an enclosure.",
        "build": "no building fits your strength, your money and your map.",
        "cards": "the deck and the display are empty.",
        "association": "no task's value, worker or supply is available.",
        "sponsors": "no sponsor fits.",
    }[action]


def spend_refusal(game: ArkNova, seat: int, args: Args, words: list[str]) -> Reason:
    p, ctx = game.s.players[seat], game.s.ctx
    if words[0] != "spend":
        return before_spending(game, seat, args, words)
    k = int(words[1])
    if k > p.x_tokens:
        return "nova.turn.x_tokens", f"You hold only {T.x_tokens(p.x_tokens)}, not {k}."
    return (
        "nova.turn.no_nothing",
        f"{ctx.action.capitalize()} at strength {ctx.base + k} could do nothing; spend more "
        "X-tokens, since you cannot choose an action and then do nothing.",
    )


def before_spending(game: ArkNova, seat: int, args: Args, words: list[str]) -> Reason:
    """A move of the action itself, made while the X-tokens are still to be decided.

    The X-tokens come first, so the move waits for them; what the learner needs to hear is
    whether spending some would allow it (and how many), or else the rule the move breaks
    even with every token spent: a level-3 sponsor at strength 2 is "above the 2 allowed",
    not "not one of the choices". A move of another action breaks the one-action rule
    however many are spent, and a move of a later step ("at 8,5 r0" before the building is
    chosen) answers no decision after the X-tokens either: both refusals are left to the
    generic one, which names the decision asked now (the X-tokens) and its choices, not the
    one after them (round-11 judge), nor a spend that did not happen (nova15 learner).
    """
    p, ctx = game.s.players[seat], game.s.ctx
    text = f"{p.name}: {' '.join(words)}"
    problems = []
    for spend in spend_options(game, seat, args):
        trial = game.clone()
        trial.play(f"{p.name}: {spend}")
        problem = trial.why_not(text)
        if problem is None:
            return (
                "nova.turn.x_tokens",
                f"First choose how many X-tokens to spend on {ctx.action.capitalize()} "
                f"(strength {ctx.base}); after '{spend}' this move is allowed.",
            )
        problems.append((spend, problem))
    (_, least), (most_spent, most) = problems[0], problems[-1]
    if most.rule in ("nova.turn.one_action", "game.choice"):
        return None
    if least.reason == most.reason:
        return most.rule, most.reason
    return most.rule, f"{most.reason} (Even with '{most_spent}', all the X-tokens you hold.)"


def action_prompt(game: ArkNova, seat: int, args: Args) -> str:
    if x_action_open(game.s.players[seat]):
        return "choose an Action card to perform, or take the X-token action"
    return (
        "choose an Action card to perform (holding 5 X-tokens, you may not take the X-token action)"
    )


def xcard_prompt(game: ArkNova, seat: int, args: Args) -> str:
    return "choose the Action card the X-token action moves to slot 1"


def spend_prompt(game: ArkNova, seat: int, args: Args) -> str:
    ctx, held = game.s.ctx, game.s.players[seat].x_tokens
    return f"spend X-tokens on {ctx.action.capitalize()} (strength {ctx.base}, {held} held)"


UNITS = (
    Unit(
        "action",
        "nova.turn.one_action",
        action_options,
        action_apply,
        action_prompt,
        action_refusal,
    ),
    Unit("xcard", "nova.turn.x_action", xcard_options, xcard_apply, xcard_prompt),
    Unit("spend", "nova.turn.x_tokens", spend_options, spend_apply, spend_prompt, spend_refusal),
)
