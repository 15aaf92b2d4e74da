"""The Sponsors action: playing sponsors or taking the break alternative (``sponsor_pick``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from arkbook.ark_nova import flow, gains, zoo
from arkbook.ark_nova.cards import Sponsor
from arkbook.ark_nova.decisions import common
from arkbook.ark_nova.decisions.unit import Reason, Unit
from arkbook.ark_nova.moves import NovaMove
from arkbook.ark_nova.state import Args

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def sponsor_pick_options(game: ArkNova, seat: int, args: Args) -> list[str]:
    ctx = game.s.ctx
    return list(sponsor_options(game, seat, ctx.side, ctx.budget, ctx.done))


def sponsor_options(
    game: ArkNova, seat: int, side: int, budget: int, done: Sequence[str]
) -> Iterator[str]:
    """Sponsors a player may play with ``budget`` levels left, then the break alternative
    (before any sponsor is played) or finishing (after)."""
    yield from playable_sponsors(game, seat, side, budget)
    yield from closing_options(done)


def playable_sponsors(game: ArkNova, seat: int, side: int, budget: int) -> Iterator[str]:
    """The sponsors a player may play with ``budget`` levels left."""
    p = game.s.players[seat]
    for card, extra in common.sources(game, seat, Sponsor, side):
        sponsor = game.deck.sponsor(card)
        if (
            sponsor.level <= budget
            and extra <= p.money
            and zoo.unmet(p, sponsor.requires, game.deck) is None
        ):
            yield f"sponsor {game.names.word(card)}"


def closing_options(done: Sequence[str]) -> Iterator[str]:
    """The option after the sponsors: the break alternative before any sponsor is played,
    finishing after."""
    yield "done" if done else "break"


def sponsor_pick_apply(game: ArkNova, seat: int, args: Args, move: NovaMove) -> None:
    p, ctx = game.s.players[seat], game.s.ctx
    if move.verb == "done":
        return
    if move.verb == "break":
        money = ctx.strength * (2 if ctx.side == 2 else 1)
        game.say(
            "sponsor-break",
            f"{p.name} takes the break alternative: the Break token advances {ctx.strength}.",
            "nova.sponsors.side2" if ctx.side == 2 else "nova.sponsors.break",
        )
        flow.advance_break(game, seat, ctx.strength)
        gains.gain_money(game, seat, money, "Sponsors break alternative")
        return
    card = move.word(0)
    sponsor = game.deck.sponsor(card)
    extra = common.take_from(game, seat, card)
    p.money -= extra
    p.zoo += (card,)
    ctx.budget -= sponsor.level
    ctx.done += (card,)
    paid = f", paying {extra} for folder {extra}" if extra else ""
    game.say(
        "sponsor",
        f"{p.name} plays the sponsor {sponsor.name} (level {sponsor.level}){paid}.",
        "nova.sponsors.side2" if ctx.side == 2 else "nova.sponsors.one",
        card=card,
    )
    if ctx.side == 2:
        game.s.stack.append(("sponsor_pick", seat, ()))
    common.card_effects(game, seat, sponsor.effects, sponsor.name)


def sponsor_pick_refusal(game: ArkNova, seat: int, args: Args, words: list[str]) -> Reason:
    p, ctx = game.s.players[seat], game.s.ctx
    if words[0] == "break" and ctx.done:
        return (
            "nova.sponsors.break",
            "The break alternative replaces playing sponsors; you have played one.",
        )
    if words[0] != "sponsor":
        return None
    card = game.deck.cards.get(words[1])
    if not isinstance(card, Sponsor):
        return "nova.sponsors.one", f"{game.card_name(words[1])} is not a sponsor card."
    refused, extra = common.hand_or_display(
        game, seat, card, "nova.sponsors.one", "nova.sponsors.side2", "sponsors"
    )
    if refused:
        return refused
    if card.level > ctx.budget:
        rule = "nova.sponsors.side2" if ctx.side == 2 else "nova.sponsors.one"
        return rule, f"{card.name} is level {card.level}, above the {ctx.budget} allowed now."
    problem = zoo.unmet(p, card.requires, game.deck)
    if problem:
        return "nova.sponsors.one", f"{card.name} {problem}."
    if extra > p.money:
        return (
            "nova.sponsors.side2",
            f"{card.name} from folder {extra} costs {extra} money; you have {p.money}.",
        )
    return None


def sponsor_pick_prompt(game: ArkNova, seat: int, args: Args) -> str:
    return f"choose a sponsor (level up to {game.s.ctx.budget}) or the break alternative"


UNITS = (
    Unit(
        "sponsor_pick",
        "nova.sponsors.one",
        sponsor_pick_options,
        sponsor_pick_apply,
        sponsor_pick_prompt,
        sponsor_pick_refusal,
    ),
)
