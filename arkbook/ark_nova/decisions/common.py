"""What several decision kinds ask of the state: cards in reach, taking a card from hand or
display, workers, project conditions, and a display card's first obstacle (for refusals)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from arkbook.ark_nova import gains, zoo
from arkbook.ark_nova import tables as T
from arkbook.ark_nova.cards import Card, Project
from arkbook.ark_nova.decisions.unit import Reason
from arkbook.ark_nova.state import without

if TYPE_CHECKING:
    from arkbook.ark_nova.engine import ArkNova


def range_folders(game: ArkNova, seat: int, reputation: int | None = None) -> list[int]:
    """Display folders (1-based) within reputation range that hold a card (at the
    player's reputation, or at ``reputation`` when asking what a raise would bring)."""
    if reputation is None:
        reputation = game.s.players[seat].reputation
    reach = T.folders_in_range(reputation)
    return [f for f in range(1, reach + 1) if game.s.display[f - 1] is not None]


def full_folders(game: ArkNova) -> list[int]:
    return [f for f in range(1, T.DISPLAY_SIZE + 1) if game.s.display[f - 1] is not None]


def from_display(game: ArkNova, folder: int) -> str:
    card = game.s.display[folder - 1]
    game.s.display[folder - 1] = None
    assert card is not None
    return card


def sources(
    game: ArkNova, seat: int, kind: type, side: int, reputation: int | None = None
) -> list[tuple[str, int]]:
    """Cards of one type a player may use: (card, extra cost) from hand, then display."""
    p, cards = game.s.players[seat], game.deck.cards
    found = [(c, 0) for c in p.hand if isinstance(cards[c], kind)]
    if side == 2:
        for f in range_folders(game, seat, reputation):
            card = game.s.display[f - 1]
            if card is not None and isinstance(cards[card], kind):
                found.append((card, f))
    return found


def take_from(game: ArkNova, seat: int, card: str) -> int:
    """Remove a card from hand or display; return the folder extra paid (0 from hand)."""
    p = game.s.players[seat]
    if card in p.hand:
        p.hand = without(p.hand, card)
        return 0
    folder = game.s.display.index(card) + 1
    from_display(game, folder)
    return folder


def card_effects(game: ArkNova, seat: int, effects: tuple, name: str) -> None:
    for effect in effects:
        if effect.when == "now":
            gains.apply_effect(game, seat, effect, name)
        elif effect.when == "after":
            game.s.ctx.after += ((name, effect),)
            game.say("after", f"{name}: '{effect.describe()}' waits.", "nova.animals.appeal")


def worker_cost(game: ArkNova, seat: int, task: str) -> int | None:
    """Workers a task needs now (1, or 2 on a task you occupy), None when closed."""
    placed = game.s.players[seat].placed.get(task, 0)
    return None if placed >= 3 else (1 if placed == 0 else 2)


def free_workers(game: ArkNova, seat: int) -> int:
    p = game.s.players[seat]
    return p.workers - sum(p.placed.values())


def project_met(game: ArkNova, seat: int, project: Project, level: int) -> bool:
    have = zoo.icons(game.s.players[seat], game.deck)[project.icon]
    return have >= project.levels[level][0]


def project_limit(game: ArkNova) -> int:
    """Played projects that fit above the board: one space per player (ruling "project
    row"). The base projects lie below the board and never count."""
    return len(game.players)


def hand_or_display(
    game: ArkNova, seat: int, card: Card, count_rule: str, side2_rule: str, what: str
) -> tuple[Reason, int]:
    """Where a card to be played comes from: the hand, at no extra cost, or the display (see
    :func:`display_reach`). Returns the refusal (or None) and the extra cost."""
    if card.id in game.s.players[seat].hand:
        return None, 0
    if card.id not in game.s.display:
        return (count_rule, f"{card.name} is neither in your hand nor on display."), 0
    return display_reach(game, seat, card.id, side2_rule, what)


def display_reach(
    game: ArkNova, seat: int, card: str, side2_rule: str, what: str
) -> tuple[Reason, int]:
    """A display card's first obstacle, before its own costs and conditions: the action on
    side I, or a folder beyond reputation range. Returns the refusal (or None) and the folder's
    extra cost."""
    p, ctx = game.s.players[seat], game.s.ctx
    folder = game.s.display.index(card) + 1
    if ctx.side == 1:
        return (
            side2_rule,
            f"Playing {what} from the display needs the upgraded {ctx.action.capitalize()} action.",
        ), folder
    if folder > T.folders_in_range(p.reputation):
        return (
            "nova.cards.range",
            f"Folder {folder} is beyond your reputation range (reputation {p.reputation} reaches "
            f"{T.range_words(p.reputation)} only).",
        ), folder
    return None, folder
